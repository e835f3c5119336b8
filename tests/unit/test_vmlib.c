/* test_vmlib.c - the VM's C library (src/core/vmlib.c, called as vl_call on a run's memory) against the
 * host's glibc: string functions on random inputs (results, returned pointers, the bytes written),
 * strtol family and strtod (values and end pointers), printf family (byte for byte, through snprintf,
 * sprintf and printf's output buffer), ctype, abs, the allocator's reuse, and the checks (missing NUL,
 * read-only, use after free).  Prints "N passed, M failed".
 */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core.h"
#include "builtins.h"
#include "vmlib.h"

static int npass, nfail;
#define CHECK(cond, ...) do { if (cond) npass++; else { nfail++; if (nfail < 30) { \
  fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); } } } while (0)

static uint64_t rs = 88172645463325252ull;
static uint64_t rnd(void) { rs ^= rs << 13; rs ^= rs >> 7; rs ^= rs << 17; return rs; }

static VmRun R;
static VmMem M;
static Module MOD;

static void reset(void) {
  memset(&MOD, 0, sizeof MOD);
  vl_run_init(&R, &MOD, &M);
  R.budget = INT64_MAX;
}

static Value P(uint64_t u) { Value v; v.u = u; return v; }
static Value I(int64_t i) { Value v; v.i = i; return v; }
static Value D(double d) { Value v; v.d = d; return v; }

static int32_t call(int bi, Value *ret, int n, Value a0, Value a1, Value a2) {
  Value a[3];
  a[0] = a0; a[1] = a1; a[2] = a2;
  return vl_call(&R, bi, a, n, 0, ret);
}

/* a heap object holding bytes[0..n) */
static uint64_t obj(const void *bytes, size_t n) {
  Value r;
  int32_t t = 0;
  uint8_t *q;
  call(BI_malloc, &r, 1, I((int64_t)n), I(0), I(0));
  if (n) {
    q = vl_at(&R, r.u, 0, n, 1, &t);
    memcpy(q, bytes, n);
  }
  return r.u;
}
static uint8_t *bytes_of(uint64_t p, size_t n) { int32_t t = 0; return vl_at(&R, p, 0, n, 0, &t); }
static int64_t off_of(uint64_t p, uint64_t base) { return p == 0 ? -1 : (int64_t)(int32_t)(uint32_t)p - (int64_t)(int32_t)(uint32_t)base; }
static int sgn(int64_t x) { return (x > 0) - (x < 0); }

static void rand_str(char *s, int n, int alpha) {
  int i;
  for (i = 0; i < n; i++) s[i] = (char)('a' + rnd() % (uint64_t)alpha);
  s[n] = 0;
}

static void test_strings(void) {
  int it;
  for (it = 0; it < 3000; it++) {
    char a[40], b[40], d[100], e[100];
    int la = (int)(rnd() % 20), lb = (int)(rnd() % 6), alpha = 1 + (int)(rnd() % 3), c = 'a' + (int)(rnd() % 4);
    size_t n = rnd() % 25;
    uint64_t pa, pb, pd;
    Value r;
    reset();
    rand_str(a, la, alpha);
    rand_str(b, lb, alpha);
    pa = obj(a, (size_t)la + 1);
    pb = obj(b, (size_t)lb + 1);
    call(BI_strlen, &r, 1, P(pa), I(0), I(0));
    CHECK(r.i == la, "strlen");
    call(BI_strcmp, &r, 2, P(pa), P(pb), I(0));
    CHECK(sgn(r.i) == sgn(strcmp(a, b)), "strcmp '%s' '%s'", a, b);
    call(BI_strncmp, &r, 3, P(pa), P(pb), I((int64_t)n));
    CHECK(sgn(r.i) == sgn(strncmp(a, b, n)), "strncmp");
    if ((size_t)la + 1 >= n && (size_t)lb + 1 >= n) {
      call(BI_memcmp, &r, 3, P(pa), P(pb), I((int64_t)n));
      CHECK(sgn(r.i) == sgn(memcmp(a, b, n)), "memcmp");
    }
    call(BI_strchr, &r, 2, P(pa), I(c), I(0));
    CHECK(off_of(r.u, pa) == (strchr(a, c) ? strchr(a, c) - a : -1), "strchr");
    call(BI_strchr, &r, 2, P(pa), I(0), I(0));
    CHECK(off_of(r.u, pa) == la, "strchr NUL");
    call(BI_strrchr, &r, 2, P(pa), I(c + 256), I(0));
    CHECK(off_of(r.u, pa) == (strrchr(a, c) ? strrchr(a, c) - a : -1), "strrchr");
    call(BI_strstr, &r, 2, P(pa), P(pb), I(0));
    CHECK(off_of(r.u, pa) == (strstr(a, b) ? strstr(a, b) - a : -1), "strstr '%s' '%s'", a, b);
    /* writers: strcpy, strcat, strncpy, strncat into a 100-byte object prefilled with 'x' */
    memset(d, 'x', sizeof d);
    memcpy(e, d, sizeof e);
    pd = obj(d, sizeof d);
    call(BI_strcpy, &r, 2, P(pd), P(pa), I(0));
    strcpy(e, a);
    call(BI_strcat, &r, 2, P(pd), P(pb), I(0));
    strcat(e, b);
    call(BI_strncat, &r, 3, P(pd), P(pa), I((int64_t)n));
    strncat(e, a, n);
    CHECK(r.u == pd && memcmp(bytes_of(pd, sizeof d), e, sizeof e) == 0, "strcpy/strcat/strncat");
    call(BI_strncpy, &r, 3, P(pd), P(pb), I((int64_t)n));
    strncpy(e, b, n);
    CHECK(memcmp(bytes_of(pd, sizeof d), e, sizeof e) == 0, "strncpy %zu", n);
    call(BI_memmove, &r, 3, P(pd + 3), P(pd), I(20));
    memmove(e + 3, e, 20);
    call(BI_memset, &r, 3, P(pd + 50), I(0x141), I((int64_t)n));
    memset(e + 50, 0x141, n);
    CHECK(memcmp(bytes_of(pd, sizeof d), e, sizeof e) == 0, "memmove/memset");
    call(BI_strdup, &r, 1, P(pa), I(0), I(0));
    CHECK(r.u != pa && strcmp((char *)bytes_of(r.u, (size_t)la + 1), a) == 0, "strdup");
  }
}

static void test_checks(void) {
  Value r;
  uint64_t p, q;
  reset();
  p = obj("abcd", 4); /* no NUL */
  CHECK(call(BI_strlen, &r, 1, P(p), I(0), I(0)) == TRAP_BOUNDS, "strlen without NUL");
  CHECK(call(BI_strncmp, &r, 3, P(p), P(p), I(4)) == 0 && r.i == 0, "strncmp within the object");
  CHECK(call(BI_strncmp, &r, 3, P(p), P(p), I(5)) == TRAP_BOUNDS, "strncmp past the object");
  q = obj("xyz", 4);
  CHECK(call(BI_strcpy, &r, 2, P(q), P(obj("long!", 6)), I(0)) == TRAP_BOUNDS, "strcpy overflow");
  CHECK(call(BI_memcpy, &r, 3, P(q), P(p), I(5)) == TRAP_BOUNDS, "memcpy overflow");
  CHECK(call(BI_memcpy, &r, 3, P(0), P(p), I(1)) == TRAP_NULL, "memcpy to null");
  CHECK(call(BI_free, &r, 1, P(q), I(0), I(0)) == 0, "free");
  CHECK(call(BI_strlen, &r, 1, P(q), I(0), I(0)) == TRAP_USE_AFTER_FREE, "strlen after free");
  CHECK(call(BI_free, &r, 1, P(q), I(0), I(0)) == TRAP_DOUBLE_FREE, "double free");
  /* reuse: same size class gives the same bytes, a new id; zeroed */
  {
    Value r2;
    uint64_t a = obj("0123456789", 10);
    int32_t t = 0;
    call(BI_free, &r, 1, P(a), I(0), I(0));
    call(BI_malloc, &r2, 1, I(12), I(0), I(0));
    CHECK(r2.u != a && R.objs[r2.u >> 32].base == R.objs[a >> 32].base, "block reused with a new id");
    CHECK(memcmp(vl_at(&R, r2.u, 0, 12, 0, &t), "\0\0\0\0\0\0\0\0\0\0\0\0", 12) == 0, "reused block zeroed");
  }
  /* abs family wraps */
  call(BI_abs, &r, 1, I(INT_MIN), I(0), I(0));
  CHECK(r.i == INT_MIN, "abs(INT_MIN)");
  call(BI_labs, &r, 1, I(LLONG_MIN), I(0), I(0));
  CHECK(r.i == LLONG_MIN, "labs(LLONG_MIN)");
  call(BI_abs, &r, 1, I(-7), I(0), I(0));
  CHECK(r.i == 7, "abs(-7)");
}

static void test_numbers(void) {
  static const char *const pre[] = {"", " ", "\t-", "+", "0x", "-0X", "0", " +0x"};
  int it;
  for (it = 0; it < 5000; it++) {
    char s[64], *end;
    int k = (int)(rnd() % 8), nd = (int)(rnd() % 22), i, base = (int)(rnd() % 5) == 0 ? 0 : (int)(rnd() % 37);
    uint64_t ps, pe;
    Value r;
    long long want;
    unsigned long long uwant;
    double dwant;
    if (base == 1) base = 10;
    strcpy(s, pre[k]);
    for (i = 0; i < nd; i++) s[strlen(s) + 1] = 0, s[strlen(s)] = "0123456789abcdefxz.e-"[rnd() % 21];
    reset();
    ps = obj(s, strlen(s) + 1);
    pe = obj("\0\0\0\0\0\0\0\0", 8);
    call(BI_strtoll, &r, 3, P(ps), P(pe), I(base));
    want = strtoll(s, &end, base);
    CHECK(r.i == want && (int64_t)vl_get(bytes_of(pe, 8), 8) == (int64_t)(ps + (uint64_t)(end - s)),
          "strtoll('%s', %d)", s, base);
    call(BI_strtoull, &r, 3, P(ps), P(0), I(base));
    uwant = strtoull(s, &end, base);
    CHECK(r.u == uwant, "strtoull('%s', %d)", s, base);
    call(BI_atoi, &r, 1, P(ps), I(0), I(0));
    CHECK(r.i == (int)strtol(s, NULL, 10), "atoi('%s')", s);
    call(BI_strtod, &r, 2, P(ps), P(pe), I(0));
    dwant = strtod(s, &end);
    CHECK(memcmp(&r.d, &dwant, 8) == 0 && (int64_t)vl_get(bytes_of(pe, 8), 8) == (int64_t)(ps + (uint64_t)(end - s)),
          "strtod('%s')", s);
  }
}

static void test_printf(void) {
  static const char *const fmts[] = {"%d|%5i|%-4d|%+d", "%x %X %#o %lu", "%ld %lld %hhd %hu", "%.3f %e %g %10.4G",
                                     "%a %.0f %#g", "%s|%.2s|%8s|%-6s|", "%c%c%%", "%p %p", "%*d|%-*.*f|",
                                     "%05d %+.3e %li"};
  int it;
  for (it = 0; it < 4000; it++) {
    int f = (int)(rnd() % 10), i;
    char want[512], got[512];
    Value va[6], r, args[16];
    uint32_t cls = 0;
    uint64_t pf, pbuf, ps;
    int nva = 0, wl;
    const char *str = (rnd() % 2) ? "hello" : "";
    int32_t i1 = (int32_t)rnd(), i2 = (int32_t)(rnd() % 2000) - 1000;
    int64_t l1 = (int64_t)rnd();
    double d1 = (double)(int64_t)rnd() / (double)(1 + rnd() % 100000), d2 = (rnd() % 3) ? 1e-5 * (double)(rnd() % 1000) : -0.0;
    reset();
    ps = obj(str, strlen(str) + 1);
#define VA(c, v) (cls |= (uint32_t)(c) << (2 * nva), va[nva++] = (v))
    switch (f) {
    case 0: wl = snprintf(want, sizeof want, fmts[f], i1, i2, i2, i1);
      VA(BI_CLS_I, I(i1)); VA(BI_CLS_I, I(i2)); VA(BI_CLS_I, I(i2)); VA(BI_CLS_I, I(i1)); break;
    case 1: wl = snprintf(want, sizeof want, fmts[f], (unsigned)i1, (unsigned)i2, (unsigned)i1, (unsigned long)l1);
      VA(BI_CLS_I, I(i1)); VA(BI_CLS_I, I(i2)); VA(BI_CLS_I, I(i1)); VA(BI_CLS_L, I(l1)); break;
    case 2: wl = snprintf(want, sizeof want, fmts[f], (long)l1, (long long)l1, (signed char)i1, (unsigned short)i2);
      VA(BI_CLS_L, I(l1)); VA(BI_CLS_L, I(l1)); VA(BI_CLS_I, I(i1)); VA(BI_CLS_I, I(i2)); break;
    case 3: wl = snprintf(want, sizeof want, fmts[f], d1, d2, d1, d2);
      VA(BI_CLS_D, D(d1)); VA(BI_CLS_D, D(d2)); VA(BI_CLS_D, D(d1)); VA(BI_CLS_D, D(d2)); break;
    case 4: wl = snprintf(want, sizeof want, fmts[f], d1, d2, d1);
      VA(BI_CLS_D, D(d1)); VA(BI_CLS_D, D(d2)); VA(BI_CLS_D, D(d1)); break;
    case 5: wl = snprintf(want, sizeof want, fmts[f], str, str, str, str);
      VA(BI_CLS_P, P(ps)); VA(BI_CLS_P, P(ps)); VA(BI_CLS_P, P(ps)); VA(BI_CLS_P, P(ps)); break;
    case 6: wl = snprintf(want, sizeof want, fmts[f], 'A' + (i2 & 15), (unsigned char)i1);
      VA(BI_CLS_I, I('A' + (i2 & 15))); VA(BI_CLS_I, I((unsigned char)i1)); break;
    case 7: wl = snprintf(want, sizeof want, fmts[f], (void *)0, (void *)(uintptr_t)ps);
      VA(BI_CLS_P, P(0)); VA(BI_CLS_P, P(ps)); break;
    case 8: wl = snprintf(want, sizeof want, fmts[f], i2 % 20, i1, i2 % 20, i2 % 8, d1);
      VA(BI_CLS_I, I(i2 % 20)); VA(BI_CLS_I, I(i1)); VA(BI_CLS_I, I(i2 % 20)); VA(BI_CLS_I, I(i2 % 8)); VA(BI_CLS_D, D(d1)); break;
    default: wl = snprintf(want, sizeof want, fmts[f], i2, d1, (long)l1);
      VA(BI_CLS_I, I(i2)); VA(BI_CLS_D, D(d1)); VA(BI_CLS_L, I(l1)); break;
    }
#undef VA
    pf = obj(fmts[f], strlen(fmts[f]) + 1);
    pbuf = obj("", 0);
    call(BI_malloc, &r, 1, I(300), I(0), I(0));
    pbuf = r.u;
    /* sprintf */
    args[0] = P(pbuf); args[1] = P(pf);
    for (i = 0; i < nva; i++) args[2 + i] = va[i];
    CHECK(vl_call(&R, BI_sprintf, args, 2 + nva, cls, &r) == 0 && r.i == wl &&
              strcmp((char *)bytes_of(pbuf, (size_t)wl + 1), want) == 0,
          "sprintf '%s': want '%s' got '%s'", fmts[f], want, (char *)bytes_of(pbuf, 1));
    /* snprintf with a small n */
    {
      size_t n = rnd() % 12;
      char w2[16];
      memset(bytes_of(pbuf, 16), 'q', 16);
      memset(w2, 'q', 16);
      args[0] = P(pbuf); args[1] = I((int64_t)n); args[2] = P(pf);
      for (i = 0; i < nva; i++) args[3 + i] = va[i];
      if (n) { memcpy(w2, want, n - 1 < (size_t)wl ? n - 1 : (size_t)wl); w2[n - 1 < (size_t)wl ? n - 1 : (size_t)wl] = 0; }
      CHECK(vl_call(&R, BI_snprintf, args, 3 + nva, cls, &r) == 0 && r.i == wl && memcmp(bytes_of(pbuf, 16), w2, 16) == 0,
            "snprintf n=%zu '%s'", n, fmts[f]);
    }
    /* printf into the output buffer */
    args[0] = P(pf);
    for (i = 0; i < nva; i++) args[1 + i] = va[i];
    R.out_len = 0;
    CHECK(vl_call(&R, BI_printf, args, 1 + nva, cls, &r) == 0 && r.i == wl && R.out_len == wl &&
              memcmp(M.out, want, (size_t)wl) == 0,
          "printf '%s'", fmts[f]);
    (void)got;
  }
  /* the output buffer fills: truncated, the return value is the full length */
  {
    Value r, a1[1];
    uint64_t pf;
    int k;
    reset();
    pf = obj("0123456789", 11);
    a1[0] = P(pf);
    for (k = 0; k < 500; k++) vl_call(&R, BI_printf, a1, 1, 0, &r);
    CHECK(r.i == 10 && R.out_len == M.out_cap && R.out_trunc == 1, "output truncated at out_cap");
  }
}

static void test_ctype(void) {
  static int (*const fns[12])(int) = {isalnum, isalpha, isblank, iscntrl, isdigit, isgraph, islower, isprint,
                                      ispunct, isspace, isupper, isxdigit};
  int c, k;
  Value r;
  reset();
  for (c = -1; c < 256; c++) {
    for (k = 0; k < 12; k++) {
      call(BI_isalnum + k, &r, 1, I(c), I(0), I(0));
      CHECK((r.i != 0) == (fns[k](c) != 0), "%s(%d)", bi_name(BI_isalnum + k), c);
    }
    call(BI_toupper, &r, 1, I(c), I(0), I(0));
    CHECK(r.i == toupper(c), "toupper(%d)", c);
    call(BI_tolower, &r, 1, I(c), I(0), I(0));
    CHECK(r.i == tolower(c), "tolower(%d)", c);
  }
  CHECK(call(BI_isdigit, &r, 1, I(300), I(0), I(0)) == TRAP_LIB_ARG, "isdigit(300)");
  /* the table's names and signatures */
  CHECK(bi_find("printf", 6) == BI_printf && bi_find("print", 5) == -1 && bi_nfixed(BI_snprintf) == 3 &&
            (bi_flags(BI_printf) & BI_VARIADIC) && vl_has_result(BI_malloc) && !vl_has_result(BI_free),
        "builtin table");
}

int main(void) {
  M.mem_cap = 1 << 20;
  M.mem = malloc((size_t)M.mem_cap);
  M.objs_cap = 1 << 14;
  M.objs = malloc(sizeof(VmObj) * (size_t)M.objs_cap);
  M.out_cap = 4096;
  M.out = malloc((size_t)M.out_cap);
  test_strings();
  test_checks();
  test_numbers();
  test_printf();
  test_ctype();
  free(M.mem);
  free(M.objs);
  free(M.out);
  printf("%d passed, %d failed\n", npass, nfail);
  return nfail != 0;
}
