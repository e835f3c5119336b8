/* batchgen.h - builds large mixed batches in memory for the GPU differential tests and benchmarks.
 *
 * Programs come from the project's generator (gen.h), so they are valid and varied; the mix then adds
 * what a differential test must cover: programs that trap on purpose (every trap kind the generator
 * makes, plus fuel/stack/depth traps from small BatchOpts), compile errors (sources mutated at a random
 * byte), and invalid inputs (wrong entry, argument count, argument and expected types, int range, an
 * array argument larger than the heap).  Expected values are filled in a second pass from a reference run
 * (bb_set_expect): a share equal to the value returned (pass), a share off by one (fail), a share without
 * expectation (done).  Header-only (static functions); host C with libc.
 */
#ifndef GNC_BATCHGEN_H
#define GNC_BATCHGEN_H
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "core/batch/batch.h"
#include "gen/gen.h"

typedef struct {
  char *src; int64_t src_len, src_cap;
  int64_t *src_off; char *entry; int32_t *entry_off;
  int64_t entry_len, entry_cap;
  int64_t *test_off; int64_t *arg_off; BVal *args; BVal *expect; BVal *arr;
  int64_t nprog, prog_cap, ntests, test_cap, nargs, arg_cap, narr, arr_cap;
  char *bytes; int64_t nbytes, bytes_cap;   /* strings (expected output)                         */
  BatchCheck *check;                        /* per test: the standard input (bb_ptr_tests), then
                                               what bb_set_expect adds                             */
  BVal *after; int64_t after_cap;           /* per argument, made by bb_set_expect (NULL before)  */
} BB;

typedef struct {
  int size;          /* GEN_SMALL / GEN_MEDIUM                                  */
  int tests;         /* tests per program (argument sets are reused cyclically)  */
  int pct_traps;     /* % of programs generated in traps mode                    */
  int pct_errors;    /* % of programs with a mutated (usually invalid) source     */
  int pct_invalid;   /* % of programs with one invalid test or entry              */
  int pct_deep;      /* % of programs nested near GNC_MAX_NEST (device stack)     */
  int pct_mem;       /* % of programs from bb_mem: output, exit, assert (byte memory) */
  int pct_ptr;       /* % of programs from bb_ptr: pointer arguments and results        */
  int pct_struct;    /* % of programs generated with structs, unions and 2-D arrays (gen --structs) */
} BBMix;

static inline uint64_t bb_rand(uint64_t *s) { /* splitmix64 */
  uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

static inline void *bb_grow(void *p, int64_t *cap, int64_t need, size_t elem) {
  if (need <= *cap) return p;
  int64_t c = *cap ? *cap : 64;
  while (c < need) c *= 2;
  p = realloc(p, (size_t)c * elem);
  if (!p) { fprintf(stderr, "batchgen: out of memory\n"); exit(3); }
  *cap = c;
  return p;
}

static inline void bb_init(BB *b) { memset(b, 0, sizeof *b); }

static inline void bb_free(BB *b) {
  free(b->src); free(b->src_off); free(b->entry); free(b->entry_off); free(b->test_off);
  free(b->arg_off); free(b->args); free(b->expect); free(b->arr); free(b->bytes); free(b->check); free(b->after);
  memset(b, 0, sizeof *b);
}

/* starts program p (its tests follow with bb_add_test) */
static inline void bb_add_program(BB *b, const char *src, int64_t len, const char *entry) {
  int64_t cap = b->prog_cap, el = (int64_t)strlen(entry);
  if (b->nprog + 2 > cap) {
    int64_t c1 = cap, c2 = cap, c3 = cap;
    b->src_off = (int64_t *)bb_grow(b->src_off, &c1, b->nprog + 2, sizeof(int64_t));
    b->entry_off = (int32_t *)bb_grow(b->entry_off, &c2, b->nprog + 2, sizeof(int32_t));
    b->test_off = (int64_t *)bb_grow(b->test_off, &c3, b->nprog + 2, sizeof(int64_t));
    b->prog_cap = c1;
  }
  if (b->nprog == 0) { b->src_off[0] = 0; b->entry_off[0] = 0; b->test_off[0] = 0; }
  b->src = (char *)bb_grow(b->src, &b->src_cap, b->src_len + len, 1);
  memcpy(b->src + b->src_len, src, (size_t)len);
  b->src_len += len;
  b->entry = (char *)bb_grow(b->entry, &b->entry_cap, b->entry_len + el + 1, 1);
  memcpy(b->entry + b->entry_len, entry, (size_t)el);
  b->entry_len += el;
  b->nprog++;
  b->src_off[b->nprog] = b->src_len;
  b->entry_off[b->nprog] = (int32_t)b->entry_len;
  b->test_off[b->nprog] = b->ntests;
}

static inline void bb_push_arg(BB *b, BVal v) {
  b->args = (BVal *)bb_grow(b->args, &b->arg_cap, b->nargs + 1, sizeof(BVal));
  b->args[b->nargs++] = v;
}

static inline BVal bb_scalar(int ty, Value v) {
  BVal r;
  r.len = 0;
  r.v = v.i;
  switch (TY_BASE(ty)) {
  case TY_DOUBLE: r.tag = BV_DOUBLE; break;
  case TY_BOOL: r.tag = BV_BOOL; r.v = v.i != 0; break;
  default: r.tag = BV_INT; break;
  }
  return r;
}

static inline void bb_begin_test(BB *b);
/* a test of the current (last) program: generator arguments; args[i] of an array type takes its elements */
static inline void bb_add_test(BB *b, const GenArg *a, int nargs) {
  int i, k;
  bb_begin_test(b);
  for (i = 0; i < nargs; i++) {
    if (TY_IS_ARR(a[i].ty)) {
      BVal r;
      r.tag = BV_ARRAY;
      r.len = a[i].len;
      r.v = b->narr;
      b->arr = (BVal *)bb_grow(b->arr, &b->arr_cap, b->narr + a[i].len + 1, sizeof(BVal));
      for (k = 0; k < a[i].len; k++) b->arr[b->narr++] = bb_scalar(TY_BASE(a[i].ty), a[i].v[k]);
      bb_push_arg(b, r);
    } else {
      bb_push_arg(b, bb_scalar(a[i].ty, a[i].v[0]));
    }
  }
  memset(&b->expect[b->ntests], 0, sizeof(BVal));
  b->ntests++;
  b->arg_off[b->ntests] = b->nargs;
  b->test_off[b->nprog] = b->ntests;
}

static inline void bb_view(const BB *b, BatchIn *in) {
  memset(in, 0, sizeof *in);
  in->nprog = (int32_t)b->nprog;
  in->src = b->src;
  in->src_off = b->src_off;
  in->entry = b->entry;
  in->entry_off = b->entry_off;
  in->test_off = b->test_off;
  in->arg_off = b->arg_off;
  in->args = b->args;
  in->expect = b->expect;
  in->arr = b->arr;
  in->ntests = b->ntests;
  in->nargs = b->nargs;
  in->narr = b->narr;
  in->bytes = b->bytes;
  in->nbytes = b->nbytes;
  in->check = b->check;
  in->after = b->after;
}

/* a string in the byte pool */
static inline BVal bb_string(BB *b, const char *s, int64_t n) {
  BVal v;
  b->bytes = (char *)bb_grow(b->bytes, &b->bytes_cap, b->nbytes + n + 1, 1);
  if (n > 0) memcpy(b->bytes + b->nbytes, s, (size_t)n);
  v.tag = BV_STRING;
  v.v = b->nbytes;
  v.len = (int32_t)n;
  b->nbytes += n;
  return v;
}

/* breaks one thing about test t's arguments (the program becomes invalid_input) */
static inline void bb_break_test(BB *b, int64_t t, uint64_t *rs) {
  int64_t a0 = b->arg_off[t], na = b->arg_off[t + 1] - a0;
  int what = (int)(bb_rand(rs) % 7);
  int64_t k;
  if (na == 0) what = 5;
  if (what == 6) { /* an array argument larger than the default heap: BI_TOO_BIG */
    for (k = a0; k < a0 + na && b->args[k].tag != BV_ARRAY; k++) {}
    if (k == a0 + na) what = 1;
    else {
      int32_t len = GNC_BATCH_DEF_HEAP + 1, e;
      b->arr = (BVal *)bb_grow(b->arr, &b->arr_cap, b->narr + len, sizeof(BVal));
      b->args[k].v = b->narr;
      b->args[k].len = len;
      for (e = 0; e < len; e++) { b->arr[b->narr].tag = BV_INT; b->arr[b->narr].len = 0; b->arr[b->narr++].v = e; }
      return;
    }
  }
  switch (what) {
  case 0: /* int out of int32 range, or a double where an integer is wanted */
    if (b->args[a0].tag == BV_INT) { b->args[a0].v = (int64_t)1 << 40; break; }
    /* fall through */
  case 1: b->args[a0].tag = b->args[a0].tag == BV_DOUBLE ? BV_BOOL : BV_DOUBLE; break;
  case 2: if (b->args[a0].tag != BV_ARRAY) { b->args[a0].tag = BV_ARRAY; b->args[a0].len = 0; b->args[a0].v = 0; } else b->args[a0].tag = BV_INT; break;
  case 3: b->expect[t].tag = BV_ARRAY; break;
  case 4: b->expect[t].tag = BV_BOOL; b->expect[t].v = 1; break; /* wrong unless the entry returns bool */
  default: b->expect[t].tag = BV_DOUBLE; b->expect[t].v = 0; break; /* wrong for int/long/bool entries */
  }
}

/* A program nested `d` levels deep in one of 10 ways (parentheses, unary and cast chains, left- and
 * right-associative operator chains, blocks, ifs, loops, calls, ?:); entry f(int x).  Depths around and
 * beyond GNC_MAX_NEST test the parser's limit and the recursion depth (the GPU's stack) of every phase. */
static inline int64_t bb_deep(char *buf, size_t cap, int kind, int d) {
  size_t n = 0;
  int i;
#define BB_PUT(str) do { const char *s_ = (str); size_t l_ = strlen(s_); if (n + l_ < cap) { memcpy(buf + n, s_, l_); n += l_; } } while (0)
  char tmp[64];
  if (kind == 8) BB_PUT("int g(int x) { return x + 1; }\n");
  BB_PUT("int f(int x) {\n");
  switch (kind) {
  case 0: BB_PUT("  return "); for (i = 0; i < d; i++) BB_PUT("("); BB_PUT("x"); for (i = 0; i < d; i++) BB_PUT(")"); BB_PUT(";\n"); break;
  case 1: BB_PUT("  return "); for (i = 0; i < d; i++) BB_PUT(i % 3 == 0 ? "- " : i % 3 == 1 ? "~ " : "! "); BB_PUT("x;\n"); break;
  case 2: BB_PUT("  return x"); for (i = 0; i < d; i++) BB_PUT(i % 2 ? " - x" : " + x"); BB_PUT(";\n"); break;
  case 3: BB_PUT("  int a = 0;\n  a"); for (i = 0; i < d; i++) BB_PUT(" = a"); BB_PUT(" = x;\n  return a;\n"); break;
  case 4: for (i = 0; i < d; i++) BB_PUT("{"); BB_PUT(" return x; "); for (i = 0; i < d; i++) BB_PUT("}"); BB_PUT("\n"); break;
  case 5: for (i = 0; i < d; i++) BB_PUT("if (x > 0) "); BB_PUT("return 1;\n  return 0;\n"); break;
  case 6:
    BB_PUT("  int s = 0;\n");
    for (i = 0; i < d; i++) { snprintf(tmp, sizeof tmp, "for (int i%d = 0; i%d < 1; i%d++) ", i, i, i); BB_PUT(tmp); }
    BB_PUT("s += x;\n  return s;\n");
    break;
  case 7: BB_PUT("  return "); for (i = 0; i < d; i++) BB_PUT("x > 0 ? "); BB_PUT("x"); for (i = 0; i < d; i++) BB_PUT(" : 0"); BB_PUT(";\n"); break;
  case 8: BB_PUT("  return "); for (i = 0; i < d; i++) BB_PUT("g("); BB_PUT("x"); for (i = 0; i < d; i++) BB_PUT(")"); BB_PUT(";\n"); break;
  default: BB_PUT("  return "); for (i = 0; i < d; i++) BB_PUT(i % 2 ? "(int)" : "(long)"); BB_PUT("x;\n"); break;
  }
  BB_PUT("}\n");
#undef BB_PUT
  return (int64_t)n;
}

/* Programs of the byte memory and the C library (bb_mem): output of every length (the GPU's tier 1 has a
 * small output buffer: long outputs are retried in tier 2), exit(), assert().  Entry f(int n); the
 * source of kind k in buf, its test arguments in args[0..*nt). */
static inline int64_t bb_mem(char *buf, size_t cap, int kind, int64_t *args, int *nt) {
  static const char *const src[] = {
    "#include <stdio.h>\nint f(int n) { for (int i = 0; i < n; i++) putchar('a' + i % 26); putchar('\\n'); return n; }\n",
    "#include <stdio.h>\n#include <stdlib.h>\nint f(int n) { putchar('0' + n % 10); if (n > 3) exit(n * 2); return -n; }\n",
    "#include <assert.h>\n#include <stdio.h>\nint f(int n) { putchar('<'); assert(n < 5); putchar('>'); return n; }\n",
    "#include <stdio.h>\nint g(int d) { putchar('0' + d % 10); return d == 0 ? 0 : 1 + g(d - 1); }\n"
    "int f(int n) { return g(n); }\n"};
  static const int64_t a[][5] = {{0, 5, 30, 2000, 70000}, {1, 2, 7, 9, 0}, {1, 4, 5, 9, 0}, {3, 12, 300, 5000, 0}};
  int k = kind % 4, i;
  size_t n = strlen(src[k]);
  if (n >= cap) n = cap - 1;
  memcpy(buf, src[k], n);
  *nt = 5;
  for (i = 0; i < 5; i++) args[i] = a[k][i];
  return (int64_t)n;
}

/* Programs with pointer arguments and results (bb_ptr): strings and arrays in, strings out (also bad
 * pointers), malloc of every size, in-place changes (args_after), printf.  Sizes cross the GPU tier 1's
 * byte memory (16 KiB: retried in tier 2) and the default 1 MiB (out_of_memory).  Entry f; the source of
 * kind k in buf. */
#define BB_PTR_KINDS 8
#define BB_STDIN_KIND 6 /* kinds 6 and 7 read standard input (each test has one) */
static inline int64_t bb_ptr(char *buf, size_t cap, int kind) {
  static const char *const src[BB_PTR_KINDS] = {
    "#include <string.h>\n#include <stdlib.h>\nchar *f(const char *s) { int n = strlen(s); char *r = malloc(n + 1); "
    "for (int i = 0; i < n; i++) r[i] = s[n - 1 - i]; r[n] = 0; return r; }\n",
    "long f(long *a, int n) { long s = 0; for (int i = 0; i < n; i++) s += a[i] * (i + 1); return s; }\n",
    "void f(char *s) { for (int i = 0; s[i]; i++) if (s[i] >= 'a' && s[i] <= 'z') s[i] -= 32; }\n",
    "#include <stdlib.h>\n#include <stdio.h>\nint f(int n) { int *p = malloc(n * sizeof(int)); if (!p) return -1; "
    "for (int i = 0; i < n; i++) p[i] = i; int s = 0; for (int i = 0; i < n; i++) s += p[i]; "
    "printf(\"%d:%d %s\\n\", n, s, n > 5 ? \"big\" : \"small\"); free(p); return s; }\n",
    "#include <stdlib.h>\nchar *f(int k) { char buf[8] = \"abcdefg\"; char *p = malloc(4); p[0] = 'x'; p[1] = 0; "
    "if (k == 0) return buf; if (k == 1) { free(p); return p; } if (k == 2) return p + 5; if (k == 3) return 0; "
    "return k == 4 ? p : \"lit\"; }\n",
    "double f(double *a, int n) { double s = 0; for (int i = 0; i < n; i++) s += a[i] / 3; return s; }\n",
    "#include <stdio.h>\nint f(int k) { long a, s = 0; int n = 0, r; char w[16], rest[64]; double d = 0;\n"
    "  while ((r = scanf(\"%ld\", &a)) == 1) { s += a * (n + k); n++; }\n"
    "  int q = scanf(\" %15[a-z]%lf\", w, &d); size_t got = fread(rest, 1, sizeof rest - 1, stdin); rest[got] = 0;\n"
    "  printf(\"%d %ld %d %d %s %g [%s] %d\\n\", n, s, r, q, q > 0 ? w : \"-\", d, rest, feof(stdin)); return n; }\n",
    "#include <stdio.h>\n#include <stdlib.h>\nint f(int k) { int c, lines = 0; long h = k;\n"
    "  if ((c = getchar()) != EOF) ungetc(c, stdin);\n"
    "  if (k % 2) { char buf[8]; while (fgets(buf, sizeof buf, stdin)) { h = h * 31 + buf[0]; lines++; fputs(buf, stdout); } }\n"
    "  else { char *line = 0; size_t cap = 0; long n;\n"
    "    while ((n = getline(&line, &cap, stdin)) != -1) { h = h * 31 + n; lines++; printf(\"%ld/%zu:%s\", n, cap, line); }\n"
    "    free(line); }\n"
    "  printf(\"|%d %d %d\\n\", feof(stdin), ferror(stdin), getchar()); return (int)(h % 1000003) + lines; }\n"};
  size_t n = strlen(src[kind]);
  if (n >= cap) n = cap - 1;
  memcpy(buf, src[kind], n);
  return (int64_t)n;
}

static inline void bb_begin_test(BB *b) {
  if (b->ntests + 2 > b->test_cap) {
    int64_t c1 = b->test_cap, c2 = b->test_cap, c3 = b->test_cap;
    b->arg_off = (int64_t *)bb_grow(b->arg_off, &c1, b->ntests + 2, sizeof(int64_t));
    b->expect = (BVal *)bb_grow(b->expect, &c2, b->ntests + 2, sizeof(BVal));
    b->check = (BatchCheck *)bb_grow(b->check, &c3, b->ntests + 2, sizeof(BatchCheck));
    b->test_cap = c1;
  }
  if (b->ntests == 0) b->arg_off[0] = 0;
  memset(&b->check[b->ntests], 0, sizeof(BatchCheck));
}
static inline void bb_end_test(BB *b) {
  memset(&b->expect[b->ntests], 0, sizeof(BVal));
  b->ntests++;
  b->arg_off[b->ntests] = b->nargs;
  b->test_off[b->nprog] = b->ntests;
}
static inline BVal bb_string(BB *b, const char *s, int64_t n);
/* an array argument of n elements, integers (or doubles) from the generator state */
static inline void bb_push_array(BB *b, int64_t n, int dbl, uint64_t *rs) {
  BVal r;
  int64_t k;
  r.tag = BV_ARRAY;
  r.len = (int32_t)n;
  r.v = b->narr;
  b->arr = (BVal *)bb_grow(b->arr, &b->arr_cap, b->narr + n + 1, sizeof(BVal));
  for (k = 0; k < n; k++) {
    BVal e;
    Value x;
    e.len = 0;
    if (dbl) { x.d = (double)(int64_t)(bb_rand(rs) % 2000001 - 1000000) / 7; e.tag = BV_DOUBLE; e.v = x.i; }
    else { e.tag = BV_INT; e.v = (int64_t)(bb_rand(rs) % 2000001) - 1000000; }
    b->arr[b->narr++] = e;
  }
  bb_push_arg(b, r);
}

/* nt tests of pointer program kind k (the current program) */
static inline void bb_ptr_tests(BB *b, int kind, int nt, uint64_t *rs) {
  static const int64_t lens[] = {0, 3, 40, 300, 20000};
  static const int64_t ns[] = {0, 10, 1000, 10000, 400000};
  static char text[20001];
  int t;
  for (t = 0; t < nt; t++) {
    int64_t len = lens[(t + kind) % 5], k;
    BVal v;
    bb_begin_test(b);
    switch (kind) {
    case 0: case 2:
      for (k = 0; k < len; k++) text[k] = (char)(" abcXYZ!\xc3\xa9"[bb_rand(rs) % 10]);
      bb_push_arg(b, bb_string(b, text, len));
      break;
    case 1: case 5:
      len = len > 3000 ? 3000 : len; /* 24 KiB: above tier 1's 16 */
      bb_push_array(b, len, kind == 5, rs);
      v.tag = BV_INT; v.len = 0; v.v = len + (t % 3 == 2); /* one past: index_out_of_bounds */
      bb_push_arg(b, v);
      break;
    case 3:
      v.tag = BV_INT; v.len = 0; v.v = ns[t % 5];
      bb_push_arg(b, v);
      break;
    default:
      v.tag = BV_INT; v.len = 0; v.v = t % 6;
      bb_push_arg(b, v);
    }
    if (kind >= BB_STDIN_KIND) { /* numbers, words, blanks and lines; the longest cross getline's 4096-byte blocks */
      static const char *const pieces[] = {"12", "-7", " ", "\n", "abc", "3.5e2", "\t", "x", "99999999999", "\n\n", "0x1f"};
      for (k = 0; k < len; k++) {
        const char *pc = pieces[bb_rand(rs) % (sizeof pieces / sizeof pieces[0])];
        size_t pl = strlen(pc);
        if (k + (int64_t)pl > len) break;
        memcpy(text + k, pc, pl);
        k += (int64_t)pl - 1;
      }
      if (t % 5 != 4) b->check[b->ntests].in = bb_string(b, text, k); /* and one test without input */
    }
    bb_end_test(b);
  }
}

/* n programs from seeds seed0.., with mix m */
static inline void bb_generate(BB *b, uint64_t seed0, int64_t n, const BBMix *m) {
  static char buf[1 << 22];
  uint64_t rs = seed0 * 7919 + 17;
  int64_t i;
  for (i = 0; i < n; i++) {
    GenOpts go;
    GenInfo info;
    size_t len;
    int kind = (int)(bb_rand(&rs) % 100), t, nt = m->tests > 0 ? m->tests : 3;
    char entry[128];
    gen_default_opts(&go);
    go.size = m->size;
    go.traps = kind < m->pct_traps;
    go.ntests = nt < GEN_MAX_TESTS ? nt : GEN_MAX_TESTS;
    if (m->pct_struct > 0 && (int)(bb_rand(&rs) % 100) < m->pct_struct) go.structs = 1; /* (implies pointers) */
    len = gen_program(seed0 + (uint64_t)i, &go, buf, sizeof buf, &info);
    if (len >= sizeof buf) len = sizeof buf - 1;
    if ((int)(bb_rand(&rs) % 100) < m->pct_deep) { /* replaces the generated program, keeps its kind's mix */
      static const int depths[] = {30, 60, 90, 97, 98, 99, 100, 101, 102, 150, 1000, 5000};
      int dk = (int)(bb_rand(&rs) % 10), dd = depths[bb_rand(&rs) % (sizeof depths / sizeof depths[0])];
      len = (size_t)bb_deep(buf, sizeof buf, dk, dd);
      memset(&info, 0, sizeof info);
      snprintf(info.entry, sizeof info.entry, "f");
      info.nparams = 1;
      info.params[0] = TY_INT;
      info.ntests = 1;
      info.args[0][0].ty = TY_INT;
      info.args[0][0].v[0].i = 3 + (int)(bb_rand(&rs) % 5);
    }
    if ((int)(bb_rand(&rs) % 100) < m->pct_mem) { /* replaces the generated program, keeps its kind's mix */
      int64_t margs[5];
      int mn = 0, q;
      len = (size_t)bb_mem(buf, sizeof buf, (int)(bb_rand(&rs) % 4), margs, &mn);
      memset(&info, 0, sizeof info);
      snprintf(info.entry, sizeof info.entry, "f");
      info.nparams = 1;
      info.params[0] = TY_INT;
      info.ntests = mn;
      for (q = 0; q < mn; q++) { info.args[q][0].ty = TY_INT; info.args[q][0].v[0].i = margs[q]; }
    }
    int ptr_kind = -1;
    if ((int)(bb_rand(&rs) % 100) < m->pct_ptr) { /* replaces the generated program, keeps its kind's mix */
      ptr_kind = (int)(bb_rand(&rs) % BB_PTR_KINDS);
      len = (size_t)bb_ptr(buf, sizeof buf, ptr_kind);
      memset(&info, 0, sizeof info);
      snprintf(info.entry, sizeof info.entry, "f");
    }
    snprintf(entry, sizeof entry, "%s", info.entry);
    if ((seed0 + (uint64_t)i) % 5 == 2) { /* one program in five goes through the preprocessor */
      static const char *pre[] = {
        "#include <limits.h>\n#include <stdbool.h>\n#define PP_ID(x) (x)\n#define PP_CAT(a, b) a ## b\n"
        "#if INT_MAX > 0 && defined(PP_ID) && __STDC_VERSION__ >= 201112L\n#define PP_K 1\n#else\n#define PP_K 2\n#endif\n",
        "/* comment */ // line\n#define PP_ID(x) ((x) + 0)\n#define PP_K (1 \\\n)\n#define PP_CAT(a, b) a##b\n#pragma once\n",
        "#define PP_ID(...) (__VA_ARGS__)\n#define PP_K PP_ID(1)\n#define PP_CAT(a, b) a ## b\n#ifndef PP_K\n#error no\n#endif\n",
        /* macro-heavy: one invocation expands into far more tokens than the source has, so the first
         * workspace is too small and the compile runs again in a larger one (cc_retry, gk_regrow) */
        "#define PP_ID(x) (x)\n#define PP_CAT(a, b) a ## b\n#define PP_K 1\n#define PP_R4(x) x x x x\n"
        "#define PP_R64(x) PP_R4(PP_R4(PP_R4(x)))\n"};
      int v = (int)((seed0 + (uint64_t)i) / 5 % 4);
      const char *pr = pre[v];
      const char *post = v < 3 ? "int PP_CAT(pp_, helper)(int x) { return PP_ID(x) * PP_K + __LINE__; }\n"
                               : "int pp_helper(int x) { int s = 0; PP_R64(PP_R4(s = s * 3 + x;)) return s; }\n";
      size_t lp = strlen(pr), lq = strlen(post);
      if (len + lp + lq < sizeof buf) {
        memmove(buf + lp, buf, len);
        memcpy(buf, pr, lp);
        memcpy(buf + lp + len, post, lq);
        len += lp + lq;
      }
    }
    if (kind >= m->pct_traps && kind < m->pct_traps + m->pct_errors && len > 0) {
      /* mutate one byte: a stray character, a deleted one, or a truncation */
      size_t at = (size_t)(bb_rand(&rs) % len);
      int how = (int)(bb_rand(&rs) % 4);
      const char *junk = "@$`#}{;)(]x9'\"\\";
      if (how == 0) buf[at] = junk[bb_rand(&rs) % strlen(junk)];
      else if (how == 1) { memmove(buf + at, buf + at + 1, len - at - 1); len--; }
      else if (how == 2) len = at;
      else buf[at] = (char)(bb_rand(&rs) & 0xff);
    }
    if (kind >= 100 - m->pct_invalid && bb_rand(&rs) % 4 == 0) snprintf(entry, sizeof entry, "no_such_entry");
    bb_add_program(b, buf, (int64_t)len, entry);
    if (ptr_kind >= 0) bb_ptr_tests(b, ptr_kind, nt, &rs);
    else
      for (t = 0; t < nt; t++) bb_add_test(b, info.args[info.ntests > 0 ? t % info.ntests : 0], info.nparams);
    if (kind >= 100 - m->pct_invalid && nt > 0) {
      int64_t t0 = b->test_off[b->nprog - 1];
      bb_break_test(b, t0 + (int64_t)(bb_rand(&rs) % (uint64_t)nt), &rs);
    }
  }
}

/* expected values from a reference run (tr, and its report areas tb of rcap bytes): ~50 % right, ~25 %
 * wrong, ~25 % none, and half the double ones with a tolerance; a third of the array arguments checked to
 * be unchanged after the run (args_after); the same for the output of tests that
 * wrote some (expected only where the report area held all of it, so the wrong ones are the changed and
 * the cut-off ones). */
static inline void bb_set_expect(BB *b, const ProgResult *pr, const TestResult *tr, const char *tb, int32_t rcap,
                                 uint64_t seed) {
  uint64_t rs = seed;
  int64_t p, t;
  for (t = 0; t < b->ntests; t++) { /* keeps each test's standard input */
    BVal in = b->check[t].in;
    memset(&b->check[t], 0, sizeof(BatchCheck));
    b->check[t].in = in;
  }
  b->after = (BVal *)bb_grow(b->after, &b->after_cap, b->nargs + 1, sizeof(BVal));
  memset(b->after, 0, sizeof(BVal) * (size_t)(b->nargs + 1));
  for (t = 0; t < b->nargs; t++) /* a third of the array and string arguments: unchanged by the run? */
    if ((b->args[t].tag == BV_ARRAY || b->args[t].tag == BV_STRING) && bb_rand(&rs) % 3 == 0) b->after[t] = b->args[t];
  for (p = 0; p < b->nprog; p++) {
    int ty = pr[p].ret_type;
    for (t = b->test_off[p]; t < b->test_off[p + 1]; t++) {
      int r = (int)(bb_rand(&rs) % 4), ro = (int)(bb_rand(&rs) % 4);
      BVal *e = &b->expect[t];
      if (pr[p].status == PS_OK && tr[t].out_len > 0 && ro < 3 && tb) {
        int32_t ls, lo;
        char tmp[256];
        batch_report_lens(&tr[t], rcap, &ls, &lo);
        if (lo > (int32_t)sizeof tmp) lo = (int32_t)sizeof tmp;
        memcpy(tmp, tb + t * rcap + ls, (size_t)lo);
        if (ro == 2 && lo > 0) tmp[bb_rand(&rs) % (uint64_t)lo] ^= 1;
        b->check[t].out = bb_string(b, tmp, lo);
      }
      if (e->tag != 0) continue; /* broken on purpose */
      if (pr[p].status != PS_OK || ty == TY_VOID || r == 3) continue;
      if (bty_is_ptr(ty)) { /* the string a char * result points to, or a null pointer */
        int32_t ls, lo;
        char tmp[256];
        batch_report_lens(&tr[t], rcap, &ls, &lo);
        if (tr[t].status == TS_DONE && tr[t].value.u == 0) { e->tag = BV_NULL; e->v = 0; e->len = 0; }
        else if (tr[t].status == TS_DONE && (tr[t].flags & TR_STR) && tr[t].str_len >= 0 && ls == tr[t].str_len && tb &&
                 ls <= (int32_t)sizeof tmp) {
          memcpy(tmp, tb + t * rcap, (size_t)ls);
          if (r == 2 && ls > 0) tmp[bb_rand(&rs) % (uint64_t)ls] ^= 2;
          *e = bb_string(b, tmp, ls);
        }
        continue;
      }
      if (tr[t].status != TS_DONE && tr[t].status != TS_TRAP) continue;
      e->tag = ty == TY_DOUBLE ? BV_DOUBLE : ty == TY_BOOL ? BV_BOOL : BV_INT;
      e->v = tr[t].status == TS_TRAP ? 0 : tr[t].value.i;
      e->len = 0;
      if (r == 2) e->v = ty == TY_BOOL ? !e->v : e->v + 1;
      if (ty == TY_INT && (e->v > 2147483647LL || e->v < -2147483647LL - 1)) e->v = 0;
      if (ty == TY_DOUBLE && bb_rand(&rs) % 2) { /* a tolerance: one ulp off passes */
        b->check[t].flags |= BCK_TOL;
        if (bb_rand(&rs) % 2) b->check[t].rtol = 1e-12;
        else b->check[t].atol = 1e-300;
      }
    }
  }
}
#endif
