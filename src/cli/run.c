/* run.c - `gnc run FILE [--entry NAME] [--fuel N] [--max-depth N] [--] [ARG ...]`
 *
 * Compile FILE (or take it as a module file, recognised by its magic), load and verify the module (a
 * compiled program that fails verification is an internal error), find the entry function, convert the command-line
 * arguments to its parameter types, call it in
 * the VM and print the return value on one line.  Arguments: integers (decimal or 0x hex, negative ones
 * too), floating literals (also inf, nan), true/false, and [a,b,...] for an array parameter, whose
 * elements are written into the VM's array memory before the call.  A pointer parameter takes a string:
 * its bytes and a terminating NUL become a writable object of the run (vm_new_object), and the parameter
 * points at its first byte (so `int main(char *s)` sees the string).
 *
 * Two modes, as the entry's name says.  The entry main (the default, whatever its parameters) runs as the
 * program that gcc would build: gnc run prints exactly the program's output (printf, puts, putchar) and exits
 * with main's return value, or the status given to exit(), modulo 256 (C's (unsigned char) of it; a main
 * that returns no integer, or ends without a return, exits 0).  Any other entry is a function call: its
 * output, then the return value on one line (after exit(), the exit status), and exit status 0.  Output
 * beyond the VM's buffer (GNC_DEF_OUT bytes) is dropped with a warning on stderr.
 *
 * A runtime trap exits with EXIT_TRAP (134, the status of a process killed by SIGABRT, as a sanitizer build
 * stops) and "FILE: runtime error: KIND" on stderr, in both modes.  A compile error or bad usage exits 1,
 * an internal error 3: a program's own return value may be 1, 3 or 134 too, just as with gcc && ./a.out.
 *
 * Standard input: gnc run's own, read whole (at most GNC_MAX_SRC bytes) before the call when the module
 * calls a function that reads it (getchar, scanf, fgets, ...; so a program that reads nothing never waits
 * on a terminal), and empty when FILE is - (the source came that way).
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "core/vm/builtins.h"
#include "core/bytecode/opcodes.h"

static const char run_help[] =
  "usage: gnc run FILE [--entry NAME] [--fuel N] [--max-depth N] [--mem N] [--] [ARG ...]\n"
  "\n"
  "Compile FILE (- reads standard input) and call the function NAME (default main) with the arguments\n"
  "converted to its parameter types. FILE may also be a module written by gnc compile (it is verified\n"
  "before it runs).\n"
  "The program reads gnc run's standard input (scanf, getchar, fgets, ...; at most 16 MiB), or nothing\n"
  "when FILE is -.\n"
  "\n"
  "arguments: integers (42, -7, 0x2a), floating literals (1.5, -2e-3, inf, nan; an integer is fine for a\n"
  "double parameter), true or false, [1,2,3] for an array parameter, any text for a pointer parameter\n"
  "(a char * pointing at a copy of the text and a NUL). Negative numbers may follow --.\n"
  "main(int argc, char **argv) gets FILE as argv[0] and the ARGs as strings.\n"
  "output: main runs as the compiled program would: exactly what it prints (printf, puts, putchar), and\n"
  "its return value (or exit(N)'s N) modulo 256 as the exit status. Another entry (--entry NAME) prints\n"
  "its output, then the return value on one line: integers in decimal, doubles as %.17g, bools as\n"
  "true/false, nothing for a void function; after exit(N): N.\n"
  "\n"
  "options:\n"
  "  -e, --entry NAME   the function to call (default: main)\n"
  "  --fuel N           instruction budget (default: 1000000000); exceeding it traps out_of_fuel\n"
  "  --max-depth N      call depth limit (default: 10000); exceeding it traps call_depth_exceeded\n"
  "  --mem N            bytes of memory for pointers, strings and malloc (default: 67108864)\n"
  "  --no-opt           compile without the optimizer and peephole passes\n"
  "  -h, --help         show this help\n"
  "\n"
  "exit status: main's value (see output; --entry NAME: 0), 1 compile error or bad usage/arguments,\n"
  "134 runtime trap (\"FILE: runtime error: KIND\" on stderr; the status of a process killed by SIGABRT,\n"
  "as a sanitizer build stops), 3 internal error. A program may return 1, 3 or 134 itself, as with\n"
  "gcc FILE && ./a.out.\n";

/* ---------------------------------------------------------------- argument parsing */
/* an integer: optional sign, then decimal digits or 0x hex digits; 0 if not one, -1 if out of range */
static int parse_int(const char *s, int64_t *out) {
  int neg = 0, base = 10, any = 0;
  uint64_t v = 0, lim;
  if (*s == '+' || *s == '-') neg = *s++ == '-';
  if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) { base = 16; s += 2; }
  lim = neg ? (uint64_t)1 << 63 : ((uint64_t)1 << 63) - 1;
  for (; *s; s++) {
    int d;
    if (*s >= '0' && *s <= '9') d = *s - '0';
    else if (base == 16 && *s >= 'a' && *s <= 'f') d = *s - 'a' + 10;
    else if (base == 16 && *s >= 'A' && *s <= 'F') d = *s - 'A' + 10;
    else return 0;
    any = 1;
    if (v > (lim - (uint64_t)d) / (uint64_t)base) {
      for (s++; *s; s++) /* still a number? then it is out of range */
        if (!((*s >= '0' && *s <= '9') || (base == 16 && ((*s >= 'a' && *s <= 'f') || (*s >= 'A' && *s <= 'F')))))
          return 0;
      return -1;
    }
    v = v * (uint64_t)base + (uint64_t)d;
  }
  if (!any) return 0;
  *out = neg ? (int64_t)(0 - v) : (int64_t)v;
  return 1;
}

static int parse_double(const char *s, double *out) {
  char *end;
  if (!*s || *s == ' ' || *s == '\t') return 0;
  errno = 0;
  *out = strtod(s, &end);
  return *end == 0;
}

/* does the text look like a number (so that "-5" before "--" is an argument, not an option)? */
static int looks_numeric(const char *s) {
  double d;
  return s[0] == '-' && ((s[1] >= '0' && s[1] <= '9') || s[1] == '.' || strncmp(s + 1, "inf", 3) == 0 ||
                         strncmp(s + 1, "nan", 3) == 0) && parse_double(s, &d);
}

/* a decimal unsigned 64-bit integer: the whole text */
static int parse_uint64(const char *s, uint64_t *out) {
  char *end;
  unsigned long long v;
  if (!isdigit((unsigned char)s[0])) return 0;
  errno = 0;
  v = strtoull(s, &end, 10);
  if (errno || *end) return 0;
  *out = (uint64_t)v;
  return 1;
}

/* converts one scalar text to base type ty; 0 on success, else an error message in msg */
static int convert_scalar(const char *text, int ty, Value *v, char *msg, size_t cap) {
  int64_t i;
  int r;
  double d;
  switch (ty) {
  case TY_BOOL:
    if (strcmp(text, "true") == 0) { v->i = 1; return 0; }
    if (strcmp(text, "false") == 0) { v->i = 0; return 0; }
    snprintf(msg, cap, "expected true or false, got '%s'", text);
    return 1;
  case TY_INT: case TY_LONG: case TY_CHAR: case TY_UCHAR: case TY_SHORT: case TY_USHORT: case TY_UINT: {
    int64_t lo, hi;
    cli_int_range(ty, &lo, &hi);
    r = parse_int(text, &i);
    if (r == 1 && (i < lo || i > hi)) r = -1;
    if (r == 1) { v->i = i; return 0; }
    if (r == -1) snprintf(msg, cap, "'%s' is out of range for %s", text, cli_type_name(ty));
    else snprintf(msg, cap, "expected an integer (%s), got '%s'", cli_type_name(ty), text);
    return 1;
  }
  case TY_ULONG:
    if (text[0] != '-' && parse_uint64(text, &v->u)) return 0;
    snprintf(msg, cap, "expected an integer from 0 to 18446744073709551615 (unsigned long), got '%s'", text);
    return 1;
  case TY_DOUBLE: case TY_FLOAT:
    r = parse_int(text, &i);
    if (r == 1) { v->d = (double)i; return 0; }
    if (parse_double(text, &d)) { v->d = d; return 0; }
    snprintf(msg, cap, "expected a number (%s), got '%s'", cli_type_name(ty), text);
    return 1;
  }
  snprintf(msg, cap, "a %s parameter cannot be given on the command line", cli_type_name(ty));
  return 1;
}

/* converts "[a, b, ...]" into heap[*used ...]; 0 on success */
static int convert_array(const char *text, int base, Value *arg, Value *heap, int32_t heap_cap, int32_t *used,
                         char *msg, size_t cap) {
  const char *p = text;
  int32_t start = *used, n = 0;
  char elem[128], inner[400];
  while (*p == ' ' || *p == '\t') p++;
  if (*p != '[') {
    snprintf(msg, cap, "expected an array like [1,2,3] (%s), got '%s'", cli_type_name(base | TY_ARR), text);
    return 1;
  }
  p++;
  while (*p == ' ' || *p == '\t') p++;
  if (*p != ']') {
    for (;;) {
      size_t k = 0;
      while (*p == ' ' || *p == '\t') p++;
      while (*p && *p != ',' && *p != ']' && *p != ' ' && *p != '\t') {
        if (k + 1 < sizeof elem) elem[k] = *p;
        k++;
        p++;
      }
      if (k >= sizeof elem) { snprintf(msg, cap, "array element %d is too long", (int)n + 1); return 1; }
      elem[k] = 0;
      while (*p == ' ' || *p == '\t') p++;
      if (k == 0 || (*p != ',' && *p != ']')) {
        snprintf(msg, cap, "malformed array '%s' (expected [a,b,...])", text);
        return 1;
      }
      if (start + n >= heap_cap) {
        snprintf(msg, cap, "array arguments exceed the VM's array memory (%d elements)", (int)heap_cap);
        return 1;
      }
      if (convert_scalar(elem, base, &heap[start + n], inner, sizeof inner)) {
        snprintf(msg, cap, "element %d: %.300s", (int)n + 1, inner);
        return 1;
      }
      n++;
      if (*p == ']') break;
      p++;
    }
  }
  p++;
  while (*p == ' ' || *p == '\t') p++;
  if (*p) { snprintf(msg, cap, "unexpected text after the array: '%s'", p); return 1; }
  if (n > GNC_MAX_ARRAY) { snprintf(msg, cap, "array has %d elements (limit %d)", (int)n, GNC_MAX_ARRAY); return 1; }
  *used = start + n;
  *arg = vm_arr_ref(start, n);
  return 0;
}

static void signature(char *buf, size_t cap, const Module *m, int f) {
  const ModFunc *fn = &m->fn[f];
  size_t k = 0;
  int i;
  buf[0] = 0;
  for (i = 0; i < fn->nparams && k + 16 < cap; i++)
    k += (size_t)snprintf(buf + k, cap - k, "%s%s", i ? ", " : "", cli_type_name(m->types[fn->types_off + i]));
  if (fn->nparams == 0) snprintf(buf, cap, "void");
}

/* ---------------------------------------------------------------- the command */
typedef struct {
  const char *file, *entry;
  int64_t fuel;
  int64_t max_depth;
  int64_t mem;
  char **args;
  int nargs;
  int optimize;
} RunOpts;

/* 0 ok, else the exit status */
static int parse_opts(int argc, char **argv, RunOpts *o, int *help) {
  int i, dashdash = 0;
  o->file = NULL;
  o->entry = "main";
  o->fuel = GNC_DEF_FUEL;
  o->max_depth = GNC_DEF_DEPTH;
  o->mem = GNC_DEF_MEM;
  o->args = xmalloc(sizeof(char *) * (size_t)(argc + 1));
  o->nargs = 0;
  o->optimize = 1;
  *help = 0;
  for (i = 1; i < argc; i++) {
    const char *a = argv[i], *val = NULL;
    if (dashdash || (a[0] != '-' || a[1] == 0 || looks_numeric(a))) {
      if (!o->file && !(a[0] == '-' && a[1] != 0)) o->file = a;
      else o->args[o->nargs++] = argv[i];
      continue;
    }
    if (strcmp(a, "--") == 0) { dashdash = 1; continue; }
    if (cli_is_help(a)) { *help = 1; return 0; }
    if (strcmp(a, "--no-opt") == 0) { o->optimize = 0; continue; }
    if (cli_opt(argc, argv, &i, "--entry", "-e", &val)) {
      if (!val || !*val) return cli_error("run", "option --entry needs a function name");
      o->entry = val;
    } else if (cli_opt(argc, argv, &i, "--fuel", NULL, &val)) {
      if ((o->fuel = cli_parse_count("run", "--fuel", val, INT64_MAX)) < 0) return EXIT_USER;
    } else if (cli_opt(argc, argv, &i, "--mem", NULL, &val)) {
      if ((o->mem = cli_parse_count("run", "--mem", val, (int64_t)1 << 32)) < 0) return EXIT_USER;
    } else if (cli_opt(argc, argv, &i, "--max-depth", NULL, &val)) {
      if ((o->max_depth = cli_parse_count("run", "--max-depth", val, 1 << 24)) < 0) return EXIT_USER;
    } else {
      return cli_error("run", "unknown option '%s' (gnc run --help lists the options)", a);
    }
  }
  if (!o->file) return cli_error("run", "missing FILE (usage: gnc run FILE [--entry NAME] [--] [ARG ...])");
  return 0;
}

static int run_finish(const char *name, const ModFunc *fn, int program, CliVm *vm, VmResult *res);

/* does a function of m call one of the library functions that read standard input? */
static int reads_stdin(const Module *m) {
  for (uint32_t f = 0; f < m->nfuncs; f++) {
    const uint32_t *code = m->code + m->fn[f].code_off;
    for (uint32_t pc = 0; pc < m->fn[f].code_len; pc += (uint32_t)op_words((int)(code[pc] & 255u))) {
      uint32_t a = code[pc] >> 8;
      if ((code[pc] & 255u) == OP_CALLB && a >= BI_getchar && a <= BI_ferror) return 1;
    }
  }
  return 0;
}

/* the program's standard input into vm (see the top); 0, or EXIT_USER / EXIT_INTERNAL after a message */
static int run_input(const char *name, const Module *m, const RunOpts *o, CliVm *vm) {
  size_t n = 0, cap = 1 << 16;
  char *buf;
  if (strcmp(o->file, "-") == 0 || !reads_stdin(m)) return 0;
  buf = xmalloc(cap);
  for (;;) {
    if (n == cap) {
      cap = cap > (size_t)GNC_MAX_SRC / 2 ? (size_t)GNC_MAX_SRC + 1 : 2 * cap;
      char *nb = realloc(buf, cap);
      if (!nb) { free(buf); fprintf(stderr, "gnc: out of memory (%zu bytes)\n", cap); return EXIT_INTERNAL; }
      buf = nb;
    }
    size_t got = fread(buf + n, 1, cap - n, stdin);
    n += got;
    if (got == 0 || n > (size_t)GNC_MAX_SRC) break;
  }
  if (ferror(stdin) || n > (size_t)GNC_MAX_SRC) {
    if (n > (size_t)GNC_MAX_SRC)
      fprintf(stderr, "%s: error: standard input is larger than %d bytes, the most a run reads\n", name, GNC_MAX_SRC);
    else
      fprintf(stderr, "%s: error: cannot read standard input: %s\n", name, strerror(errno));
    free(buf);
    return EXIT_USER;
  }
  vm->mem.in = buf;
  vm->mem.in_len = (int32_t)n;
  return 0;
}

/* main(int argc, char **argv): argv[0] is the program's name, the ARGs follow, argv[argc] is NULL (C11
 * 5.1.2.2.1); the strings and the array are objects of the run */
static int run_main_argv(const char *name, const Module *m, int f, const RunOpts *o) {
  CliVm vm;
  VmResult res;
  Value args[2], *strs = xmalloc(sizeof(Value) * (size_t)(o->nargs + 1));
  uint8_t *arr = xmalloc(8 * (size_t)(o->nargs + 2));
  int i, k, bad = 0;
  cli_vm_init(&vm, o->fuel, (int32_t)o->max_depth);
  if (o->mem != GNC_DEF_MEM) cli_vm_set_mem(&vm, o->mem);
  if ((bad = run_input(name, m, o, &vm)) != 0) {
    free(strs);
    free(arr);
    cli_vm_free(&vm);
    return bad;
  }
  for (i = 0; i <= o->nargs && !bad; i++) {
    const char *a = i == 0 ? name : o->args[i - 1];
    size_t n = strlen(a);
    bad = n >= (size_t)INT32_MAX || vm_new_object(&vm.mem, a, (uint32_t)n, (uint32_t)n + 1, &strs[i]);
    for (k = 0; k < 8 && !bad; k++) arr[8 * i + k] = (uint8_t)(strs[i].u >> (8 * k));
  }
  memset(arr + 8 * (o->nargs + 1), 0, 8);
  if (!bad) bad = vm_new_object(&vm.mem, arr, 8u * (uint32_t)(o->nargs + 2), 8u * (uint32_t)(o->nargs + 2), &args[1]);
  free(strs);
  free(arr);
  if (bad) {
    fprintf(stderr, "%s: error: the arguments do not fit in the VM's memory\n", name);
    cli_vm_free(&vm);
    return EXIT_USER;
  }
  args[0].i = o->nargs + 1;
  memset(&res, 0, sizeof res);
  vm_call(m, f, args, 2, 0, &vm.mem, &vm.lim, &res);
  return run_finish(name, &m->fn[f], 1, &vm, &res);
}

static int run_entry(const char *name, const Module *m, const RunOpts *o) {
  int f = mod_find(m, o->entry, (int32_t)strlen(o->entry));
  const ModFunc *fn;
  Value args[GNC_MAX_PARAMS + 1];
  int32_t heap_used = 0;
  CliVm vm;
  VmResult res;
  char msg[512], sig[512];
  int i;
  if (f < 0) {
    fprintf(stderr, "%s: error: no function '%s'\n", name, o->entry);
    return EXIT_USER;
  }
  fn = &m->fn[f];
  signature(sig, sizeof sig, m, f);
  if (fn->nparams == 2 && m->types[fn->types_off] == TY_INT && m->types[fn->types_off + 1] == TY_PTR1 * 2 + TY_CHAR &&
      !strcmp(o->entry, "main"))
    return run_main_argv(name, m, f, o);
  if (o->nargs != fn->nparams) {
    fprintf(stderr, "%s: error: function '%s' takes %d argument%s (%s), %d given\n", name, o->entry, fn->nparams,
            fn->nparams == 1 ? "" : "s", sig, o->nargs);
    return EXIT_USER;
  }
  cli_vm_init(&vm, o->fuel, (int32_t)o->max_depth);
  if (o->mem != GNC_DEF_MEM) cli_vm_set_mem(&vm, o->mem);
  if ((i = run_input(name, m, o, &vm)) != 0) {
    cli_vm_free(&vm);
    return i;
  }
  for (i = 0; i < fn->nparams; i++) {
    int ty = m->types[fn->types_off + i];
    int bad;
    if (ty == TY_PTR || ty == TY_PTR1 + TY_CHAR || ty == TY_PTR1 + TY_UCHAR) { /* a string: its bytes and a NUL */
      size_t n = strlen(o->args[i]);
      bad = n >= (size_t)INT32_MAX || vm_new_object(&vm.mem, o->args[i], (uint32_t)n, (uint32_t)n + 1, &args[i]);
      if (bad) snprintf(msg, sizeof msg, "the string does not fit in the VM's memory");
    } else {
      bad = TY_IS_ARR(ty) ? convert_array(o->args[i], TY_BASE(ty), &args[i], vm.mem.heap, vm.mem.heap_cap,
                                          &heap_used, msg, sizeof msg)
                          : convert_scalar(o->args[i], ty, &args[i], msg, sizeof msg);
    }
    if (bad) {
      fprintf(stderr, "%s: error: argument %d of '%s' (%s): %s\n", name, i + 1, o->entry, cli_type_name(ty), msg);
      cli_vm_free(&vm);
      return EXIT_USER;
    }
  }
  memset(&res, 0, sizeof res);
  vm_call(m, f, args, fn->nparams, heap_used, &vm.mem, &vm.lim, &res);
  return run_finish(name, fn, !strcmp(o->entry, "main"), &vm, &res);
}

/* the program's output, then its trap, or (program: main) its exit status, or (a function) its result line;
 * frees vm */
static int run_finish(const char *name, const ModFunc *fn, int program, CliVm *vm, VmResult *rp) {
  VmResult res = *rp;
  if (res.out_len > 0) fwrite(vm->mem.out, 1, (size_t)res.out_len, stdout);
  cli_vm_free(vm);
  if (res.out_truncated) {
    fflush(stdout);
    fprintf(stderr, "%s: warning: the program's output was cut at %d bytes\n", name, (int)res.out_len);
  }
  if (res.trap != TRAP_NONE) {
    fflush(stdout);
    if (res.trap == TRAP_ASSERT)
      fprintf(stderr, "%s: runtime error: %s (line %d)\n", name, vm_trap_name(res.trap), (int)res.ret.i);
    else
      fprintf(stderr, "%s: runtime error: %s\n", name, vm_trap_name(res.trap));
    return EXIT_TRAP;
  }
  if (program) { /* main's value or exit()'s status, as the process's (an int, modulo 256) */
    int integer = res.exited || fn->ret == TY_BOOL || ty_is_int32(fn->ret) || ty_is_int64(fn->ret);
    int st = integer ? (int)(res.ret.u & 255u) : 0;
    return fflush(stdout) == 0 ? st : EXIT_INTERNAL;
  }
  if (res.exited) {
    printf("%d\n", (int)(int32_t)res.ret.i);
  } else if (fn->ret != TY_VOID) {
    cli_print_value(stdout, fn->ret, res.ret);
    putchar('\n');
  }
  return fflush(stdout) == 0 ? EXIT_OK : EXIT_INTERNAL;
}

int cmd_run(int argc, char **argv) {
  RunOpts o;
  int help, rc;
  size_t len, mod_len;
  char *src;
  unsigned char *mod;
  Module m;
  const char *name;
  if ((rc = parse_opts(argc, argv, &o, &help)) != 0 || help) {
    if (help) fputs(run_help, stdout);
    free(o.args);
    return rc;
  }
  name = cli_display_name(o.file);
  if (!(src = cli_read_input(o.file, &len, 1))) { free(o.args); return EXIT_USER; }
  if (cli_is_module((const unsigned char *)src, len)) { /* a compiled module: verify, then run it */
    rc = cli_load_verified(name, (const unsigned char *)src, len, &m, 0) ? EXIT_USER : run_entry(name, &m, &o);
    free(src);
    free(o.args);
    return rc;
  }
  mod = cli_compile(name, src, len, &mod_len, o.optimize);
  if (!mod) { free(src); free(o.args); return EXIT_USER; }
  if (cli_load_verified(name, mod, mod_len, &m, 1)) rc = EXIT_INTERNAL;
  else rc = run_entry(name, &m, &o);
  free(mod);
  free(src);
  free(o.args);
  return rc;
}
