/* nomem_test.c - allocation failures through the public C API (include/gnc.h), with fault injection.
 *
 * The library allocates only through src/engine/util.c's host_alloc family, which asks host_alloc_fail
 * (defined here) before each allocation.  A scenario (a representative batch: tests with arguments,
 * strings, output, standard input, interleaved tests, a compile error, invalid input, traps; its results
 * read back; scores; gnc_compile, gnc_call, gnc_run_source) runs once to count its allocations K, then for
 * every N in 1..K with the Nth allocation failing.  Every API call must then answer GNC_E_NOMEM (or NULL
 * from gnc_batch_create) and the scenario stops there, or, when the failed allocation had a fallback, the
 * scenario must finish with exactly the results of the run without failures.  After a failing
 * gnc_batch_run the same batch runs again without failures and must give those results (the batch stays
 * usable), then it is destroyed.  Built with -fsanitize=address,undefined: a crash or a memory error ends
 * the test, and each sweep point ends with a leak check.  The hybrid compiler (models/gnc-neural.ckpt, run
 * from the repository root) is swept the same way with one small program, if the model is there.
 * Prints "nomem: N passed, M failed" and the number of sweep points; exit status 1 on any failure. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "gnc.h"
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define NOMEM_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define NOMEM_ASAN 1
#endif
#ifdef NOMEM_ASAN
#include <sanitizer/lsan_interface.h>
#endif

static int npass, nfail;
#define CHECK(cond, ...)                                                                   \
  do {                                                                                     \
    if (cond) npass++;                                                                     \
    else { nfail++; printf("FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond); printf(__VA_ARGS__); printf("\n"); } \
  } while (0)

/* ---------------------------------------------------------------- the hook */
static long calls, fail_at; /* fail_at 0: nothing fails */

int host_alloc_fail(size_t n) {
  (void)n;
  return ++calls == fail_at;
}

/* ---------------------------------------------------------------- results as text */
typedef struct { char *p; size_t len, cap; } Text;

static void put(Text *t, const char *fmt, ...) {
  va_list ap;
  char buf[4096];
  va_start(ap, fmt);
  int n = vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  if (n < 0) return;
  if ((size_t)n >= sizeof buf) n = sizeof buf - 1;
  if (t->len + (size_t)n + 1 > t->cap) {
    t->cap = (t->len + (size_t)n + 1) * 2;
    t->p = realloc(t->p, t->cap);
  }
  memcpy(t->p + t->len, buf, (size_t)n + 1);
  t->len += (size_t)n;
}

static void put_value(Text *t, const gnc_value *v) {
  switch (v->type) {
  case GNC_INT: put(t, "i%lld", (long long)v->as.i); break;
  case GNC_DOUBLE: put(t, "d%.17g", v->as.d); break;
  case GNC_BOOL: put(t, "b%d", v->as.b); break;
  case GNC_STRING: put(t, "s'%.*s'", v->len, v->as.str); break;
  case GNC_NULL: put(t, "null"); break;
  default: put(t, "none"); break;
  }
}

static void put_test(Text *t, const gnc_test_result *r) {
  put(t, " [%d %d %d %d '%.*s' %d %d ", r->status, r->trap, r->flags, r->after_arg, r->output_len, r->output,
      r->output_total, r->string_len);
  put_value(t, &r->value);
  put(t, "]");
}

/* ---------------------------------------------------------------- the scenario */
static const char *PROGS[][2] = {
  {"int add(int a, int b) { return a + b; }", "add"},
  {"#include <stdio.h>\n#include <string.h>\nint f(char *s) { printf(\"[%s]\\n\", s); return strlen(s); }", "f"},
  {"#include <stdio.h>\nint main() { int c, n = 0; while ((c = getchar()) != EOF) n += c == 'a'; return n; }",
   "main"},
  {"int main() { return 1 }", "main"},                               /* compile error            */
  {"int div(int a, int b) { return a / b; }", "div"},                /* traps                     */
  {"long sum(long a[], int n) { long s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }", "sum"},
  {"int add(int a, int b) { return a + b; }", "nope"},               /* invalid input: no function */
  {"int one(int a) { return a; }", "one"},                           /* invalid input: arguments  */
};
#define NPROGS ((int)(sizeof PROGS / sizeof *PROGS))

/* the tests, interleaved across programs (so the run lays them out again, grouped) */
static int64_t add_tests(gnc_batch *b) {
  gnc_value a[2], want, elems[3] = {gnc_int(1), gnc_int(2), gnc_int(39)};
  gnc_test t;
  int64_t rc;
  for (int round = 0; round < 2; round++) {
    memset(&t, 0, sizeof t);
    a[0] = gnc_int(round + 1); a[1] = gnc_int(2); want = gnc_int(3);
    t.args = a; t.nargs = 2; t.expect = &want;
    if ((rc = gnc_batch_add_test_ex(b, 0, &t)) < 0) return rc;
    memset(&t, 0, sizeof t);
    a[0] = gnc_string(round ? "hello" : "", -1); want = gnc_int(5);
    t.args = a; t.nargs = 1; t.expect = &want; t.expect_output = "[hello]\n"; t.expect_output_len = -1;
    if ((rc = gnc_batch_add_test_ex(b, 1, &t)) < 0) return rc;
    memset(&t, 0, sizeof t);
    want = gnc_int(3);
    t.expect = &want; t.input = round ? "banana" : "aaa"; t.input_len = -1;
    if ((rc = gnc_batch_add_test_ex(b, 2, &t)) < 0) return rc;
    if ((rc = gnc_batch_add_test(b, 3, NULL, 0, NULL)) < 0) return rc;
    a[0] = gnc_int(7); a[1] = gnc_int(round); want = gnc_int(7);
    if ((rc = gnc_batch_add_test(b, 4, a, 2, &want)) < 0) return rc;
    a[0] = gnc_array(elems, 3); a[1] = gnc_int(3 - round); want = gnc_int(42);
    if ((rc = gnc_batch_add_test(b, 5, a, 2, &want)) < 0) return rc;
    a[0] = gnc_int(1); a[1] = gnc_int(1);
    if ((rc = gnc_batch_add_test(b, 6, a, 2, NULL)) < 0) return rc;
    if ((rc = gnc_batch_add_test(b, 7, a, 2, NULL)) < 0) return rc;
  }
  return 0;
}

/* the results of a batch that ran, as text; a GNC_E_* code when a call failed */
static int read_results(gnc_batch *b, Text *t) {
  int rc;
  float scores[NPROGS];
  for (int64_t p = 0; p < gnc_batch_program_count(b); p++) {
    gnc_program_result r;
    if ((rc = gnc_batch_program_result(b, p, &r)) != GNC_OK) return rc;
    put(t, "p%lld %d %d %d %d %d %d %d:%d '%s'", (long long)p, r.status, r.passed, r.failed, r.ntests, r.ret_type,
        r.nerrors, r.error_line, r.error_col, r.error);
    for (int64_t k = 0; k < r.ntests; k++) {
      gnc_test_result x;
      if ((rc = gnc_batch_test_result(b, p, k, &x)) != GNC_OK) return rc;
      put_test(t, &x);
    }
    put(t, "\n");
  }
  if ((rc = gnc_batch_scores(b, scores, 0)) != GNC_OK) return rc;
  for (int p = 0; p < NPROGS; p++) put(t, " %.3f", scores[p]);
  put(t, "\n");
  return GNC_OK;
}

/* the single-program helpers */
static int singles(Text *t) {
  void *mod = NULL;
  size_t mlen = 0;
  char err[256] = "";
  gnc_value a[2] = {gnc_int(40), gnc_int(2)};
  gnc_test_result r;
  int rc = gnc_compile(PROGS[0][0], (size_t)-1, &mod, &mlen, err, sizeof err);
  if (rc != GNC_OK) return rc;
  rc = gnc_call(mod, mlen, "add", a, 2, NULL, &r, err, sizeof err);
  gnc_free(mod);
  if (rc != GNC_OK) return rc;
  put_test(t, &r);
  rc = gnc_compile("int f() { return x; }", (size_t)-1, &mod, &mlen, err, sizeof err);
  if (rc != GNC_E_COMPILE) return rc == GNC_OK ? GNC_E_STATE : rc;
  put(t, " compile: %s", err);
  a[0] = gnc_string("xyz", -1);
  if ((rc = gnc_run_source(PROGS[1][0], (size_t)-1, "f", a, 1, NULL, &r, err, sizeof err)) != GNC_OK) return rc;
  put_test(t, &r);
  a[0] = gnc_int(1); a[1] = gnc_int(0);
  if ((rc = gnc_run_source(PROGS[4][0], (size_t)-1, "div", a, 2, NULL, &r, err, sizeof err)) != GNC_OK) return rc;
  put_test(t, &r);
  put(t, "\n");
  return GNC_OK;
}

typedef struct {
  int rc;          /* GNC_OK, or the first failing call's answer                        */
  int stage;       /* where it failed: 1 create, 2 add, 3 run, 4 results, 5 singles     */
  int rerun_same;  /* after a failing run: the batch ran again with the expected results */
} Outcome;

static gnc_batch *new_batch(void) {
  gnc_options o;
  gnc_options_default(&o);
  o.threads = 1; /* one thread: the allocations come in the same order every time */
  o.backend = GNC_BACKEND_CPU;
  return gnc_batch_create(&o);
}

/* runs b, then reads its results into t: GNC_OK, or the code and oc->stage (3: the run failed, 4: reading the
 * results failed).  After a failed run, b runs again without failures: oc->rerun_same tells whether its results
 * begin want (what the scenario gave without failures, which goes on with what it adds after the batch's
 * results; NULL: none yet) */
static int run_and_read(gnc_batch *b, Text *t, const char *want, Outcome *oc) {
  if ((oc->rc = gnc_batch_run(b)) != GNC_OK) {
    Text again = {0};
    long saved = fail_at;
    oc->stage = 3;
    fail_at = 0;
    oc->rerun_same = want && gnc_batch_run(b) == GNC_OK && read_results(b, &again) == GNC_OK &&
                     again.len > 0 && again.len <= strlen(want) && memcmp(again.p, want, again.len) == 0;
    fail_at = saved;
    free(again.p);
    return oc->rc;
  }
  if ((oc->rc = read_results(b, t)) != GNC_OK) oc->stage = 4;
  return oc->rc;
}

/* the traditional scenario; *t receives the results; want: the results without failures (NULL: none yet) */
static Outcome scenario(Text *t, const char *want) {
  Outcome oc = {GNC_OK, 0, 0};
  gnc_batch *b = new_batch();
  int64_t rc = 0;
  if (!b) { oc.rc = GNC_E_NOMEM; oc.stage = 1; return oc; }
  for (int p = 0; p < NPROGS && rc >= 0; p++) rc = gnc_batch_add_program(b, PROGS[p][0], (size_t)-1, PROGS[p][1]);
  if (rc >= 0) rc = add_tests(b);
  if (rc < 0) { oc.rc = (int)rc; oc.stage = 2; goto out; }
  if (run_and_read(b, t, want, &oc) != GNC_OK) goto out;
  if ((oc.rc = singles(t)) != GNC_OK) oc.stage = 5;
out:
  gnc_batch_destroy(b);
  return oc;
}

/* the hybrid compiler on one program: every program to the neural path (threshold 0), a greedy candidate and
 * one sample, a few random argument sets */
static Outcome scenario_hybrid(Text *t, const char *want) {
  Outcome oc = {GNC_OK, 0, 0};
  gnc_batch *b = new_batch();
  gnc_compiler_options co;
  gnc_value a[2] = {gnc_int(2), gnc_int(3)}, w = gnc_int(5);
  if (!b) { oc.rc = GNC_E_NOMEM; oc.stage = 1; return oc; }
  gnc_compiler_options_default(&co);
  co.compiler = GNC_COMPILER_HYBRID;
  co.threshold = 0;
  co.k = 1;
  co.agree = 20;
  int64_t rc = gnc_batch_set_compiler(b, &co);
  if (rc == GNC_OK) rc = gnc_batch_add_program(b, PROGS[0][0], (size_t)-1, "add");
  if (rc >= 0) rc = gnc_batch_add_test(b, 0, a, 2, &w);
  if (rc < 0) { oc.rc = (int)rc; oc.stage = 2; goto out; }
  if (run_and_read(b, t, want, &oc) != GNC_OK) goto out;
  put(t, "route %d\n", gnc_batch_program_route(b, 0));
out:
  gnc_batch_destroy(b);
  return oc;
}

static int leaks(void) {
#ifdef NOMEM_ASAN
  return __lsan_do_recoverable_leak_check();
#else
  return 0;
#endif
}

/* runs scen without failures (the reference), then with allocation N failing for N = 1..K; returns K */
static long sweep(const char *name, Outcome (*scen)(Text *, const char *)) {
  Text ref = {0};
  fail_at = 0;
  calls = 0;
  Outcome oc = scen(&ref, NULL);
  long k = calls, nomem = 0, fallback = 0;
  CHECK(oc.rc == GNC_OK, "%s: the run without failures answered %d (stage %d)", name, oc.rc, oc.stage);
  CHECK(k > 0, "%s: no allocation went through the library's allocator", name);
  /* the rerun of a failed run compares its batch results: the part of ref before the singles */
  for (long n = 1; n <= k; n++) {
    Text got = {0};
    fail_at = n;
    calls = 0;
    oc = scen(&got, ref.p);
    if (oc.rc == GNC_OK) {
      fallback++;
      CHECK(got.p && strcmp(got.p, ref.p) == 0, "%s: allocation %ld failed, the run succeeded with other results:\n%s",
            name, n, got.p ? got.p : "");
    } else {
      nomem++;
      CHECK(oc.rc == GNC_E_NOMEM, "%s: allocation %ld failed: answer %d at stage %d, not GNC_E_NOMEM", name, n,
            oc.rc, oc.stage);
      if (oc.stage == 3) CHECK(oc.rerun_same, "%s: allocation %ld failed in the run: the rerun differs", name, n);
    }
    CHECK(leaks() == 0, "%s: allocation %ld failed: leaks", name, n);
    free(got.p);
  }
  fail_at = 0;
  printf("nomem: %s: %ld allocations, %ld sweep points (%ld answered GNC_E_NOMEM, %ld fell back)\n", name, k, k,
         nomem, fallback);
  free(ref.p);
  return k;
}

int main(void) {
  long points = sweep("batch", scenario);
  if (access("models/gnc-neural.ckpt", R_OK) == 0) points += sweep("hybrid", scenario_hybrid);
  else printf("nomem: hybrid: skipped (no models/gnc-neural.ckpt)\n");
  printf("nomem: %ld sweep points\n", points);
  printf("nomem: %d passed, %d failed\n", npass, nfail);
  return nfail ? 1 : 0;
}
