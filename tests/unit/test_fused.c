/* test_fused.c - cc_compile against cc_phase's five whole-program passes.  cc_compile parses, checks,
 * optimizes and generates one function at a time, and a program with errors starts over from its tokens
 * with the whole-program passes.  Both must give the same module bytes for valid programs and the
 * same diagnostics (code, position, length, argument, order, total count) for invalid ones, with the
 * optimizer on and off.
 *
 *   test_fused [N] [SEED]      N generated programs (default 1500), each also mutated three times
 *
 * Programs come from the generator (tools/gen/gen.c), small and medium; mutations delete, duplicate or
 * insert text at random, which exercises syntax errors, checker errors after a valid prefix, and
 * definitions that follow prototypes.  Hand-written cases cover what random text rarely hits: a definition
 * after its prototype with other functions between (code stays in function-index order), a prototype that
 * is never defined, a checker error after functions that were already generated, and codegen's own errors
 * (a module buffer made too small), which must not be reported when the checker has found an error anywhere.
 * Prints "N passed, N failed".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/compiler/compiler.h"
#include "gen/gen.h"

static int passed, failed;

/* one compile's observable result as text: module bytes (length and digest) or the diagnostics */
static void fu_result(Compiler *c, int rc, char *buf, size_t cap) {
  size_t k = 0;
  if (rc == 0) {
    uint64_t h = 1469598103934665603ull;
    for (int32_t i = 0; i < c->out_len; i++) h = (h ^ c->out[i]) * 1099511628211ull;
    snprintf(buf, cap, "ok %d %016llx", c->out_len, (unsigned long long)h);
    return;
  }
  k += (size_t)snprintf(buf, cap, "errors %d:", c->nerr_total);
  for (int32_t i = 0; i < c->ndiag && k < cap; i++)
    k += (size_t)snprintf(buf + k, cap - k, " %d@%d+%d/%d", c->diag[i].code, c->diag[i].pos, c->diag[i].len,
                          c->diag[i].arg);
}

/* compiles src with cc_compile (fused = 1) or cc_phase's passes; out_cap > 0 shrinks the module buffer */
static int fu_compile(const char *src, size_t len, int fused, int optimize, int32_t out_cap, char *buf,
                      size_t cap) {
  size_t need = cc_workspace_size((int32_t)len);
  void *ws = malloc(need);
  Compiler c;
  int rc = 0;
  cc_init(&c, src, (int32_t)len, ws, need);
  c.optimize = optimize;
  if (out_cap > 0) c.out_cap = out_cap;
  if (fused) rc = cc_compile(&c);
  else
    for (int ph = 0; ph < CC_PHASES && !rc; ph++) rc = cc_phase(&c, ph);
  fu_result(&c, rc, buf, cap);
  free(ws);
  return rc;
}

/* both ways, optimizer on and off, must agree; want: 1 must compile, 0 must fail, -1 either */
static void fu_check_cap(const char *name, const char *src, size_t len, int want, int32_t out_cap) {
  static char a[1 << 14], b[1 << 14];
  for (int o = 1; o >= 0; o--) {
    int rc = fu_compile(src, len, 1, o, out_cap, a, sizeof a);
    int rc2 = fu_compile(src, len, 0, o, out_cap, b, sizeof b);
    if (strcmp(a, b) || (rc != 0) != (rc2 != 0) || (want >= 0 && (rc == 0) != want)) {
      failed++;
      printf("FAIL %s (optimize %d):\n  cc_compile: %s\n  cc_phase:   %s\n", name, o, a, b);
    } else {
      passed++;
    }
  }
}

static void fu_check(const char *name, const char *src, int want) { fu_check_cap(name, src, strlen(src), want, 0); }

/* cc_compile's result with a module buffer of out_cap bytes must start with `want` */
static void fu_expect(const char *name, const char *src, int32_t out_cap, const char *want) {
  static char r[1 << 12];
  fu_compile(src, strlen(src), 1, 1, out_cap, r, sizeof r);
  if (strncmp(r, want, strlen(want))) {
    failed++;
    printf("FAIL %s: got %s, want %s...\n", name, r, want);
  } else {
    passed++;
  }
}

static uint64_t rng = 88172645463325252ull;
static uint64_t fu_rand(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

/* a random edit of s (in place, cap bytes of room); returns the new length */
static size_t fu_mutate(char *s, size_t len, size_t cap) {
  static const char *ins[] = {"(", ")", "{", "}", ";", "int ", "x", "1.5e3", "return ", "[", "++", "-",
                              " ? ", "long ", "double ", "void f(void);", "int g(int);", "0x7fffffff"};
  size_t a = len ? fu_rand() % len : 0, n = 1 + fu_rand() % 12;
  if (a + n > len) n = len - a;
  switch (fu_rand() % 3) {
  case 0: memmove(s + a, s + a + n, len - a - n); len -= n; break;
  case 1:
    if (len + n < cap) { memmove(s + a + n, s + a, len - a); len += n; }
    break;
  default: {
    const char *t = ins[fu_rand() % (sizeof ins / sizeof ins[0])];
    size_t m = strlen(t);
    if (len + m < cap) { memmove(s + a + m, s + a, len - a); memcpy(s + a, t, m); len += m; }
  }
  }
  s[len] = 0;
  return len;
}

static void fu_hand_written(void) {
  static char prog[1 << 12];
  char want[64];
  /* definitions in another order than their indices (prototypes first) */
  fu_check("order", "int b(int x);\nint c(int x);\nint a(int x) { return b(x) + c(x); }\n"
                    "int c(int x) { return x > 0 ? b(x - 1) : 7; }\nint b(int x) { return x * 2 + 1; }\n"
                    "int main(void) { return a(5); }\n", 1);
  /* a prototype that is never defined and never called */
  fu_check("never defined", "int f(int x);\nint g(void) { return 3; }\nint h(void);\n"
                            "int main(void) { return g(); }\n", 1);
  /* a call of a function that is declared but never defined (streaming cannot tell until the end) */
  fu_check("called, never defined", "int f(int x);\nint g(void) { return f(2); }\nint h(void) { return f(3); }\n", 0);
  /* a call of a function that is only declared further on: C89's implicit declaration (an int function),
   * which streaming cannot check until the end; an error for another result */
  fu_check("declared later", "int g(void) { return f(2); }\nint f(int x) { return x; }\n", 1);
  fu_check("declared later, double", "int g(void) { return f(2); }\ndouble f(int x) { return x; }\n", 0);
  fu_check("library declared", "int printf(char *, ...);\nint *calloc(int, int);\n"
                               "int g(void) { int *p = calloc(2, 4); return printf(\"%d\", p[1]); }\n", 1);
  /* conflicting declarations, redefinitions */
  fu_check("conflict", "int f(int x);\nint g(void) { return f(1); }\nlong f(int x) { return x; }\n", 0);
  fu_check("redefinition", "int f(void) { return 1; }\nint g(void) { return f(); }\nint f(void) { return 2; }\n", 0);
  /* a checker error after functions that were already generated */
  fu_check("late error", "int a(void) { return 1; }\nint b(void) { return 2.5 + 1; }\n"
                         "int c(void) { return a() + b() + y; }\n", 0);
  /* function pointers: the function types the parser makes (declarators) and the checker makes (a
   * function's name as a value) interleave differently in the two drivers; the results must not differ */
  fu_check("function pointers", "int add(int a, int b) { return a + b; }\n"
                                "int use(void) { int (*f)(int, int) = add; long (*g)(long) = 0; return f(1, 2) + (g == 0); }\n"
                                "long sq(long x) { return x * x; }\ntypedef long (*lf)(long);\n"
                                "int (*ops[2])(int, int) = {add, &add};\n"
                                "int main(void) { lf h = sq; return use() + (int)h(3) + ops[1](1, 1) + (*ops[0])(2, 2); }\n", 1);
  fu_check("function pointer errors", "long sq(long x) { return x * x; }\nint one(int x) { return x; }\n"
                                      "int a(void) { int (*f)(int) = sq; return f(1); }\n"
                                      "int b(void) { long (*g)(long) = one; return g(2) + one(1, 2); }\n", 0);
  /* codegen's own errors: a module buffer too small for all the code */
  snprintf(prog, sizeof prog, "int a(void) { return 1; }\nint b(void) { return a() + 2; }\n"
                              "int c(int x) { int s = 0; for (int i = 0; i < x; i++) s += i * a() + b(); return s; }\n");
  for (int32_t cap = 80; cap <= 400; cap += 16) fu_check_cap("codegen out of space", prog, strlen(prog), -1, cap);
  snprintf(want, sizeof want, "errors 1: %d@", E_OUT_OF_SPACE);
  fu_expect("codegen out of space", prog, 200, want);
  /* ... and with a checker error after it: only the checker's error, as the passes in order report */
  strcat(prog, "int d(void) { return q; }\n");
  fu_check_cap("codegen out of space, then a checker error", prog, strlen(prog), 0, 200);
  snprintf(want, sizeof want, "errors 1: %d@", E_UNDECLARED);
  fu_expect("codegen out of space, then a checker error", prog, 200, want);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1500;
  uint64_t seed = argc > 2 ? strtoull(argv[2], 0, 10) : 1;
  size_t cap = 1 << 22;
  char *buf = malloc(cap), *mut = malloc(cap);
  fu_hand_written();
  for (int i = 0; i < n; i++) {
    GenOpts o;
    char name[80];
    size_t len;
    gen_default_opts(&o);
    o.size = i % 10 == 9 ? GEN_MEDIUM : GEN_SMALL;
    len = gen_program(seed + (uint64_t)i, &o, buf, cap, 0);
    if (len >= cap) continue;
    snprintf(name, sizeof name, "program seed %llu", (unsigned long long)(seed + (uint64_t)i));
    fu_check_cap(name, buf, len, 1, 0);
    for (int m = 0; m < 3; m++) {
      size_t ml = len;
      memcpy(mut, buf, len + 1);
      for (int e = 0; e <= m; e++) ml = fu_mutate(mut, ml, cap);
      snprintf(name, sizeof name, "program seed %llu, mutation %d", (unsigned long long)(seed + (uint64_t)i), m);
      fu_check_cap(name, mut, ml, -1, 0);
    }
  }
  free(buf);
  free(mut);
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
