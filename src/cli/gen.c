/* gen.c - `gnc gen`: random valid programs from the generator (tools/gen), as source text, as files, or as
 * JSON lines that `gnc batch` reads.
 *
 * Program k of a run has seed SEED + k, so any program of a run is reproduced alone with
 * `gnc gen --seed SEED+k` (same --size and --traps; --prefix only renames functions).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "cli/cli.h"
#include "gen/gen.h"

static void usage(FILE *f) {
  fprintf(f,
          "usage: gnc gen [--seed N] [--count K] [--size small|medium|large|mixed] [--functions F]\n"
          "               [--tests T] [--traps] [--ctypes] [--pointers] [--structs] [--realc]\n"
          "               [--prefix P] [--jsonl [--meta]] [-o PATH]\n"
          "\n"
          "Generates random valid programs: typed, free of undefined behaviour under gcc -fwrapv (guarded\n"
          "divisions, masked shifts, in-range indices, clamped conversions, counted loops, bounded recursion),\n"
          "each with an entry function and suggested arguments.\n"
          "\n"
          "  --seed N        seed of the first program (default 1); program k has seed N+k\n"
          "  --count K       number of programs (default 1)\n"
          "  --size S        small (~10-30 lines, default), medium (~100-300), large (~1 MB, for compile-speed\n"
          "                  benchmarks), mixed (per program: 3 in 4 small, else medium)\n"
          "  --functions F   number of functions (default: chosen by size)\n"
          "  --tests T       argument sets per program (1..%d, default 3)\n"
          "  --traps         programs that trap on purpose at run time (division by zero, INT_MIN / -1, bad\n"
          "                  shift, bad index, deep recursion, stack, fuel, float conversion); for comparing\n"
          "                  backends, not gcc\n"
          "  --ctypes        also C's other scalar types (char, short, unsigned, float: variables, parameters,\n"
          "                  returns, arrays), u/f literal suffixes, casts between all scalar types, const,\n"
          "                  the comma operator, sizeof, switch and typedefs; without it the programs of a\n"
          "                  seed are those of the first language, unchanged\n"
          "  --pointers      also pointers and strings (implies --ctypes): pointer, out-parameter, pointer +\n"
          "                  length and const char * parameters, functions returning pointers, pointer\n"
          "                  walks, p[i], *(p + i), *d++ = *s++, **pp, p - q, pointer comparisons, char\n"
          "                  arrays, string literals and tables of them, <string.h> within bounds,\n"
          "                  malloc'd buffers (filled, freed), sprintf/snprintf with checksums, printf output,\n"
          "                  strtol, <ctype.h>, static functions and static const tables; the entry takes\n"
          "                  scalars only\n"
          "  --structs       also structs, unions and multi-dimensional arrays (implies --pointers): struct\n"
          "                  types (typedef'd and tagged; scalar, pointer, char array, nested struct and\n"
          "                  struct array members), a union, list nodes, positional, nested and designated\n"
          "                  initialisers, . and ->, struct assignment, structs passed and returned by value,\n"
          "                  pointers to structs, arrays of structs walked by pointer and sorted by qsort,\n"
          "                  malloc'd structs and lists (freed), sizeof/offsetof, 2-D and 3-D arrays\n"
          "                  (T g[][N] parameters, rows passed as T *), global structs and 2-D arrays\n"
          "  --realc         also what C written by people and language models uses (implies --structs):\n"
          "                  `= {}` and zero-length arrays, arrays of more than 65536 elements (locals,\n"
          "                  globals, helpers over big tables), variable-length arrays (T a[n], char\n"
          "                  s[n + 1], T dp[n + 1][C] with memset(dp, 0, sizeof dp)), goto (out of nested\n"
          "                  loops, to the end of a loop's body, back as a retry loop, forward to a cleanup\n"
          "                  label), variadic helpers and functions (<stdarg.h>, va_copy, a va_list passed\n"
          "                  on), block-scope enums, typedefs and prototypes, extern, _Static_assert,\n"
          "                  volatile, 0b101\n"
          "  --prefix P      prefix every function name with P, the program's position and '_' (p0_f0 ...),\n"
          "                  so that many programs can share one C file\n"
          "  --jsonl         one JSON object per program, as `gnc batch` reads it:\n"
          "                  {\"id\": SEED, \"source\": ..., \"entry\": ..., \"tests\": [{\"args\": [...]}, ...]}\n"
          "  --meta          with --jsonl: also \"seed\", \"size\", \"ret\" and \"params\" (the entry's types, e.g.\n"
          "                  \"int\", \"long[]\") and, with --traps,\n"
          "                  \"trap\" (the trap every test surely raises, or null when it depends on the arguments)\n"
          "  -o PATH         without --jsonl: a directory that receives gen_SEED.c files;\n"
          "                  with --jsonl: the output file (default: standard output)\n",
          GEN_MAX_TESTS);
}

static void put_json_string(FILE *f, const char *s) {
  fputc('"', f);
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') fprintf(f, "\\%c", c);
    else if (c == '\n') fputs("\\n", f);
    else if (c == '\t') fputs("\\t", f);
    else if (c < 0x20) fprintf(f, "\\u%04x", c);
    else fputc(c, f);
  }
  fputc('"', f);
}

static void print_args(FILE *f, const GenInfo *in, int t, int style, const char *sep) {
  char buf[1024];
  int i;
  for (i = 0; i < in->nparams; i++) {
    gen_format_arg(&in->args[t][i], style, buf, sizeof buf);
    fprintf(f, "%s%s", i ? sep : "", buf);
  }
}

static void write_jsonl(FILE *f, uint64_t seed, const char *src, const GenInfo *in, int meta, int size,
                        int traps) {
  int t;
  fprintf(f, "{\"id\": %llu, \"source\": ", (unsigned long long)seed);
  put_json_string(f, src);
  fputs(", \"entry\": ", f);
  put_json_string(f, in->entry);
  fputs(", \"tests\": [", f);
  for (t = 0; t < in->ntests; t++) {
    fprintf(f, "%s{\"args\": [", t ? ", " : "");
    print_args(f, in, t, GEN_FMT_JSON, ", ");
    fputs("]}", f);
  }
  fputs("]", f);
  if (meta) {
    fprintf(f, ", \"seed\": %llu, \"size\": \"%s\", \"ret\": \"%s\"", (unsigned long long)seed,
            size == GEN_LARGE ? "large" : size == GEN_MEDIUM ? "medium" : "small", gen_type_name(in->ret));
    fputs(", \"params\": [", f);
    for (t = 0; t < in->nparams; t++)
      fprintf(f, "%s\"%s%s\"", t ? ", " : "", gen_type_name(in->params[t]), (in->params[t] & TY_ARR) ? "[]" : "");
    fputs("]", f);
    if (traps) {
      if (in->trap == TRAP_NONE) fputs(", \"trap\": null", f);
      else fprintf(f, ", \"trap\": \"%s\"", vm_trap_name(in->trap));
    }
  }
  fputs("}\n", f);
}

/* a comment header: the entry and one `gnc run` line per test */
static void write_header(FILE *f, const GenInfo *in, const char *file) {
  int t;
  for (t = 0; t < in->ntests; t++) {
    fprintf(f, "// test: gnc run %s --entry %s --", file, in->entry);
    if (in->nparams) fputc(' ', f);
    print_args(f, in, t, GEN_FMT_CLI, " ");
    fputc('\n', f);
  }
}

static int mixed_size(uint64_t seed) {
  uint64_t z = seed * 0x9E3779B97F4A7C15ull;
  z ^= z >> 29;
  return (z % 4) == 0 ? GEN_MEDIUM : GEN_SMALL;
}

int cmd_gen(int argc, char **argv) {
  const char *val, *out = NULL, *prefix = NULL;
  int i, jsonl = 0, meta = 0, mixed = 0;
  int64_t count = 1, v;
  uint64_t seed = 1;
  GenOpts o;
  char *buf;
  size_t cap = 1 << 16;
  FILE *jf = stdout;
  gen_default_opts(&o);
  for (i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (cli_is_help(a)) { usage(stdout); return EXIT_OK; }
    if (cli_opt(argc, argv, &i, "--seed", NULL, &val)) {
      if ((v = cli_parse_count("gen", "--seed", val, INT64_MAX)) < 0) return EXIT_USER;
      seed = (uint64_t)v;
    } else if (cli_opt(argc, argv, &i, "--count", "-n", &val)) {
      if ((count = cli_parse_count("gen", "--count", val, 100000000)) < 0) return EXIT_USER;
    } else if (cli_opt(argc, argv, &i, "--size", NULL, &val)) {
      if (val && strcmp(val, "mixed") == 0) mixed = 1;
      else if (!val || (o.size = gen_parse_size(val)) < 0)
        return cli_error("gen", "--size must be small, medium, large or mixed");
    } else if (cli_opt(argc, argv, &i, "--functions", NULL, &val)) {
      if ((v = cli_parse_count("gen", "--functions", val, GNC_MAX_FUNCS - 8)) < 0) return EXIT_USER;
      o.functions = (int)v;
    } else if (cli_opt(argc, argv, &i, "--tests", NULL, &val)) {
      if ((v = cli_parse_count("gen", "--tests", val, GEN_MAX_TESTS)) < 0) return EXIT_USER;
      if (v < 1) return cli_error("gen", "--tests must be at least 1");
      o.ntests = (int)v;
    } else if (cli_opt(argc, argv, &i, "--prefix", NULL, &val)) {
      if (!val) return cli_error("gen", "--prefix needs a value");
      prefix = val;
    } else if (cli_opt(argc, argv, &i, "-o", "--output", &val)) {
      if (!val) return cli_error("gen", "-o needs a path");
      out = val;
    } else if (strcmp(a, "--traps") == 0) {
      o.traps = 1;
    } else if (strcmp(a, "--ctypes") == 0) {
      o.ctypes = 1;
    } else if (strcmp(a, "--pointers") == 0) {
      o.pointers = 1;
    } else if (strcmp(a, "--structs") == 0) {
      o.structs = 1;
    } else if (strcmp(a, "--realc") == 0) {
      o.realc = 1;
    } else if (strcmp(a, "--jsonl") == 0) {
      jsonl = 1;
    } else if (strcmp(a, "--meta") == 0) {
      meta = 1;
    } else {
      return cli_error("gen", "unknown option '%s' (gnc gen --help lists the options)", a);
    }
  }
  if (jsonl && out) {
    jf = fopen(out, "w");
    if (!jf) return cli_error("gen", "cannot write %s: %s", out, strerror(errno));
  } else if (out) {
    if (mkdir(out, 0777) != 0 && errno != EEXIST) return cli_error("gen", "cannot create %s: %s", out, strerror(errno));
  }
  buf = xmalloc(cap);
  for (v = 0; v < count; v++) {
    uint64_t s = seed + (uint64_t)v;
    char pfx[128];
    GenInfo info;
    size_t len;
    if (prefix) {
      snprintf(pfx, sizeof pfx, "%s%lld_", prefix, (long long)v);
      o.prefix = pfx;
    }
    if (mixed) o.size = mixed_size(s);
    while ((len = gen_program(s, &o, buf, cap, &info)) >= cap) {
      free(buf);
      cap = len + 1;
      buf = xmalloc(cap);
    }
    if (jsonl) {
      write_jsonl(jf, s, buf, &info, meta, o.size, o.traps);
    } else if (out) {
      char path[4096], name[64];
      FILE *f;
      snprintf(name, sizeof name, "gen_%llu.c", (unsigned long long)s);
      snprintf(path, sizeof path, "%s/%s", out, name);
      f = fopen(path, "w");
      if (!f) { free(buf); return cli_error("gen", "cannot write %s: %s", path, strerror(errno)); }
      fputs(buf, f);
      write_header(f, &info, name);
      fclose(f);
    } else {
      if (v) fputc('\n', stdout);
      fputs(buf, stdout);
      write_header(stdout, &info, "FILE");
    }
  }
  free(buf);
  if (jf != stdout && fclose(jf) != 0) return cli_error("gen", "cannot write %s: %s", out, strerror(errno));
  if (jf == stdout) fflush(stdout);
  return EXIT_OK;
}
