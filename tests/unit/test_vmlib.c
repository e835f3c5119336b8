/* test_vmlib.c - the VM's C library (src/core/vm/vmlib.c, called as vl_call on a run's memory) against the
 * host's glibc: string functions on random inputs (results, returned pointers, the bytes written),
 * strtol family and strtod (values and end pointers), printf family (byte for byte, through snprintf,
 * sprintf and printf's output buffer), ctype, abs, the allocator's reuse, and the checks (missing NUL,
 * read-only, use after free); sscanf on random formats and inputs (result and every byte stored), strtof,
 * strtok_r, strnlen, isascii/toascii and the later <math.h> functions (log1p ... modf, bit for bit); errno as
 * glibc sets it (the strto* family, sscanf, every <math.h> function, calloc, snprintf), strerror's texts,
 * __errno_location, div / ldiv / lldiv.
 * Prints "N passed, M failed".
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/compiler/compiler.h"
#include "core/vm/builtins.h"
#include "core/vm/vm.h"

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
/* the run's errno, and errno and the run's both set to e (before a call of glibc's and gnc's function) */
static int32_t gnc_errno(void) { return R.errno_id ? (int32_t)vl_get(R.mem + R.objs[R.errno_id].base, 4) : R.errno_v; }
static void both_errno(int32_t e) { errno = e; R.errno_v = e; }

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
    both_errno(77);
    call(BI_strtoll, &r, 3, P(ps), P(pe), I(base));
    want = strtoll(s, &end, base);
    CHECK(r.i == want && (int64_t)vl_get(bytes_of(pe, 8), 8) == (int64_t)(ps + (uint64_t)(end - s)) &&
          gnc_errno() == errno, "strtoll('%s', %d)", s, base);
    both_errno(77);
    call(BI_strtoull, &r, 3, P(ps), P(0), I(base));
    uwant = strtoull(s, &end, base);
    CHECK(r.u == uwant && gnc_errno() == errno, "strtoull('%s', %d)", s, base);
    both_errno(77);
    call(BI_atoi, &r, 1, P(ps), I(0), I(0));
    CHECK(r.i == (int)strtol(s, NULL, 10) && gnc_errno() == errno, "atoi('%s')", s);
    both_errno(77);
    call(BI_strtod, &r, 2, P(ps), P(pe), I(0));
    dwant = strtod(s, &end);
    CHECK(memcmp(&r.d, &dwant, 8) == 0 && (int64_t)vl_get(bytes_of(pe, 8), 8) == (int64_t)(ps + (uint64_t)(end - s)) &&
          gnc_errno() == errno, "strtod('%s')", s);
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

/* ---- sscanf against glibc's: random formats built from conversions, literals and white space, random inputs
 * from number-like and word-like pieces; the result and all ten destination objects must be identical */
static const char *const scan_fp[] = {
  " ", "%d", "%i", "%u", "%x", "%o", "%ld", "%lld", "%hd", "%hhd", "%hhu", "%c", "%3c", "%s", "%5s", "%[a-z]",
  "%[^,]", "%[]a]", "%[a-]", "%[-9]", "%f", "%lf", "%e", "%g", "%a", "%le", "%*d", "%*s", "%n", "%%", ",", "/",
  "x", "%2d", "%1f", "%3lf", "%10[0-9]", "%2i", "%3x", "%1d", "%2lf", "%4lf", "%*f", "%lu", "%llu", "%X", "%2c",
  "%0d", "%hn", "%*[ ]", " %c", "e", "%5f", "%lg", "%G", "%F", "%E", "%A", "%2s", "%3[^a]", "\t", "%*c",
  "%zu", "%jd", "%Ld", "%qd", "%ln", "%hhn"}; /* (%y, %'d and a lone %: in tests/lang/scanf.c, away from ASan's interceptor, which warns) */
static const char *const scan_ip[] = {
  " ", "12", "-5", "+", "0x1f", "0X", "0", "077", "1e5", "1e", "1e+", ".5", ".", "-.", "inf", "infinity", "INF",
  "nan", "NaN(12)", "abc", ",", "/", "%", "\t", "99999999999999999999", "-2147483649", "0x", "1.5e-3", "0x1.8p3",
  "e", "x", "3.4028235e38", "-0", "0x.8", "0xg", "09", "1.", "-inf", "infin", "nanx", "4294967296", "1e-50",
  "123456789012", "a-z", "]", "-", "7/8", " 3 ", "0.1", "1e400", "0xfffffffffffffffff", "\n", "1.17549435e-38",
  "2.5", "0x1p-149", "1E5", "1e-", "16777217", "0.30000001192092896", "7.00649232162408535461864791644958e-46"};

static void test_sscanf(void) {
  const int nf = (int)(sizeof scan_fp / sizeof *scan_fp), ni = (int)(sizeof scan_ip / sizeof *scan_ip);
  int it, k, compared = 0;
  for (it = 0; it < 30000; it++) {
    char f[256] = "", in[256] = "";
    unsigned char g[10][256];
    uint64_t dst[10];
    Value a[12], r;
    int nfp = 1 + (int)(rnd() % 5), nip = (int)(rnd() % 6), want, gerr;
    int32_t t;
    for (k = 0; k < nfp; k++) strcat(f, scan_fp[rnd() % (uint64_t)nf]);
    if (rnd() % 2) strcat(f, "%n");
    for (k = 0; k < nip; k++) strcat(in, scan_ip[rnd() % (uint64_t)ni]);
    memset(g, 0xAA, sizeof g);
    errno = 77;
    want = sscanf(in, f, g[0], g[1], g[2], g[3], g[4], g[5], g[6], g[7], g[8], g[9]);
    gerr = errno;
    reset();
    R.errno_v = 77;
    a[0] = P(obj(in, strlen(in) + 1));
    a[1] = P(obj(f, strlen(f) + 1));
    for (k = 0; k < 10; k++) a[2 + k] = P(dst[k] = obj(g[9], 256)); /* g[9] is never written: 0xAA bytes */
    r.i = -99;
    t = vl_call(&R, BI_sscanf, a, 12, 0xFFFFFu, &r);
    if (t == TRAP_BAD_FORMAT) continue; /* a conversion gnc does not support (%Lf) */
    compared++;
    CHECK(t == 0 && r.i == want, "sscanf(\"%s\", \"%s\"): %d, glibc %d (trap %d)", in, f, (int)r.i, want, (int)t);
    CHECK(gnc_errno() == gerr, "sscanf(\"%s\", \"%s\"): errno %d, glibc %d", in, f, (int)gnc_errno(), gerr);
    for (k = 0; k < 10; k++)
      CHECK(memcmp(bytes_of(dst[k], 256), g[k], 256) == 0, "sscanf(\"%s\", \"%s\"): argument %d", in, f, k);
  }
  CHECK(compared > 25000, "sscanf: %d of 30000 compared", compared);
  { /* traps: a missing argument, a non-pointer, a destination too small, NULL, unsupported conversions */
    static const char *const unsup[] = {"%p", "%ms", "%ls", "%lc", "%l[a]", "%S", "%C", "%Lf", "%1$d", "%Id"};
    Value a[4], r;
    reset();
    a[0] = P(obj("12 hello", 9));
    a[1] = P(obj("%d %d", 6));
    a[2] = P(obj("\0\0\0\0", 4));
    CHECK(vl_call(&R, BI_sscanf, a, 3, 3u, &r) == 0 && r.i == 1, "sscanf: a missing argument that is not used");
    a[1] = P(obj("%d %s", 6));
    CHECK(vl_call(&R, BI_sscanf, a, 3, 3u, &r) == TRAP_BAD_FORMAT, "sscanf: a missing argument");
    a[3] = I(5);
    CHECK(vl_call(&R, BI_sscanf, a, 4, 3u | 0u << 2, &r) == TRAP_BAD_FORMAT, "sscanf: an int for %%s");
    a[3] = P(obj("\0\0\0\0", 4));
    CHECK(vl_call(&R, BI_sscanf, a, 4, 15u, &r) == TRAP_BOUNDS, "sscanf: %%s into 4 bytes");
    a[3] = P(0);
    CHECK(vl_call(&R, BI_sscanf, a, 4, 15u, &r) == TRAP_NULL, "sscanf: %%s into NULL");
    a[1] = P(obj("%d", 3));
    a[2] = P(obj("\0\0\0", 3));
    CHECK(vl_call(&R, BI_sscanf, a, 3, 3u, &r) == TRAP_BOUNDS, "sscanf: %%d into 3 bytes");
    a[1] = P(obj("%d", 3));
    a[2] = P(obj("abc", 4));
    R.objs[a[2].u >> 32].flags |= VM_OBJ_RO;
    CHECK(vl_call(&R, BI_sscanf, a, 3, 3u, &r) == TRAP_READONLY, "sscanf: into a string literal");
    for (k = 0; k < (int)(sizeof unsup / sizeof *unsup); k++) {
      a[1] = P(obj(unsup[k], strlen(unsup[k]) + 1));
      a[2] = P(obj("\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0", 16));
      CHECK(vl_call(&R, BI_sscanf, a, 3, 3u, &r) == TRAP_BAD_FORMAT, "sscanf: '%s' unsupported", unsup[k]);
    }
  }
}

/* ---- strtof, strtok_r, strnlen, isascii, toascii */
static void test_more_strings(void) {
  int it, c;
  for (it = 0; it < 20000; it++) { /* strtof: value bits and end pointer */
    char s[80], *end;
    float want;
    Value r;
    uint64_t ps, pe;
    switch (rnd() % 4) {
    case 0: snprintf(s, sizeof s, "%.*g", (int)(rnd() % 20) + 1, ldexp((double)(rnd() >> 11), (int)(rnd() % 300) - 200)); break;
    case 1: snprintf(s, sizeof s, " -%a", ldexp((double)(rnd() >> 11), (int)(rnd() % 300) - 240)); break;
    case 2: { /* a float halfway point, written out, perhaps nudged (subnormals and FLT_MIN's neighbours too) */
      uint32_t u = (uint32_t)rnd() & (rnd() % 4 ? 0x7f7fffffu : 0x00ffffffu);
      float lo;
      memcpy(&lo, &u, 4);
      snprintf(s, sizeof s, "%.40e", ((double)lo + (double)nextafterf(lo, INFINITY)) / 2);
      break;
    }
    default: snprintf(s, sizeof s, "%llu.%llue%d", (unsigned long long)(rnd() % 1000), (unsigned long long)rnd(), (int)(rnd() % 90) - 60);
    }
    reset();
    ps = obj(s, strlen(s) + 1);
    pe = obj("\0\0\0\0\0\0\0\0", 8);
    both_errno(77);
    call(BI_strtof, &r, 2, P(ps), P(pe), I(0));
    want = strtof(s, &end);
    CHECK((float)r.d == want && memcmp(&want, &(float){(float)r.d}, 4) == 0 &&
              (int64_t)vl_get(bytes_of(pe, 8), 8) == (int64_t)(ps + (uint64_t)(end - s)) && gnc_errno() == errno,
          "strtof('%s')", s);
  }
  for (it = 0; it < 3000; it++) { /* strtok_r: every token and the saved position */
    char s[40], d[5], w[40], *save = NULL, *tok;
    int n = (int)(rnd() % 30), i, first = 1;
    uint64_t ps, pd, psave;
    Value r;
    for (i = 0; i < n; i++) s[i] = "ab,; c"[rnd() % 6];
    s[n] = 0;
    strcpy(d, rnd() % 2 ? ",; " : ",");
    strcpy(w, s);
    reset();
    ps = obj(s, (size_t)n + 1);
    pd = obj(d, strlen(d) + 1);
    psave = obj("\0\0\0\0\0\0\0\0", 8);
    do {
      tok = strtok_r(first ? w : NULL, d, &save);
      call(BI_strtok_r, &r, 3, P(first ? ps : 0), P(pd), P(psave));
      CHECK(off_of(r.u, ps) == (tok ? tok - w : -1) && off_of(vl_get(bytes_of(psave, 8), 8), ps) == save - w,
            "strtok_r('%s', '%s')", s, d);
      first = 0;
    } while (tok);
    CHECK(memcmp(bytes_of(ps, (size_t)n + 1), w, (size_t)n + 1) == 0, "strtok_r('%s') bytes", s);
  }
  {
    Value r;
    uint64_t p;
    reset();
    p = obj("hello", 6);
    call(BI_strnlen, &r, 2, P(p), I(3), I(0));
    CHECK(r.i == 3, "strnlen(hello, 3)");
    call(BI_strnlen, &r, 2, P(p), I(100), I(0));
    CHECK(r.i == 5, "strnlen(hello, 100)");
    call(BI_strnlen, &r, 2, P(0), I(0), I(0));
    CHECK(r.i == 0, "strnlen(NULL, 0)");
    p = obj("abc", 3); /* no NUL */
    CHECK(call(BI_strnlen, &r, 2, P(p), I(3), I(0)) == 0 && r.i == 3, "strnlen without NUL, n = 3");
    CHECK(call(BI_strnlen, &r, 2, P(p), I(4), I(0)) == TRAP_BOUNDS, "strnlen without NUL, n = 4");
    for (c = -300; c <= 300; c++) {
      call(BI_isascii, &r, 1, I(c), I(0), I(0));
      CHECK(r.i == ((c & ~0x7f) == 0), "isascii(%d)", c);
      call(BI_toascii, &r, 1, I(c), I(0), I(0));
      CHECK(r.i == (c & 0x7f), "toascii(%d)", c);
    }
  }
}

/* ---- the later <math.h> functions, bit for bit against glibc's libm */
static double rand_double(void) {
  uint64_t u;
  double d;
  switch (rnd() % 5) {
  case 0: u = rnd(); memcpy(&d, &u, 8); return d;
  case 1: return ((double)(int64_t)(rnd() % 2000001) - 1000000) / 4;
  case 2: return ((double)(rnd() >> 11) * 0x1p-53 - 0.5) * 4;
  case 3: { static const double sp[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, -1.0, 0.5, -0.5, 1.5, 2.5, -2.5,
                                        9.2233720368547758e18, -9.2233720368547758e18, 0x1p52 + 1, -0x1p-1074, 1e-300};
            return sp[rnd() % 16]; }
  default: return ldexp((double)(rnd() >> 11) * 0x1p-53, (int)(rnd() % 140) - 70) * (rnd() % 2 ? -1 : 1);
  }
}
static int same_double(double a, double b) { return memcmp(&a, &b, 8) == 0 || (a != a && b != b); }

static void test_math(void) {
  int it;
  for (it = 0; it < 40000; it++) {
    double x = rand_double(), y = rand_double(), ip;
    int k = (int)(rnd() % 4400) - 2200, e;
    uint64_t pe, pd;
    Value r;
    reset();
    pe = obj("\0\0\0\0", 4);
    pd = obj("\0\0\0\0\0\0\0\0", 8);
    both_errno(77);
    call(BI_log1p, &r, 1, D(x), I(0), I(0));
    CHECK(same_double(r.d, log1p(x)) && gnc_errno() == errno, "log1p(%a)", x);
    both_errno(77);
    call(BI_expm1, &r, 1, D(x), I(0), I(0));
    CHECK(same_double(r.d, expm1(x)) && gnc_errno() == errno, "expm1(%a)", x);
    call(BI_rint, &r, 1, D(x), I(0), I(0));
    CHECK(same_double(r.d, rint(x)), "rint(%a)", x);
    call(BI_nearbyint, &r, 1, D(x), I(0), I(0));
    CHECK(same_double(r.d, nearbyint(x)), "nearbyint(%a)", x);
    call(BI_lrint, &r, 1, D(x), I(0), I(0));
    CHECK(r.i == lrint(x), "lrint(%a)", x);
    call(BI_llrint, &r, 1, D(x), I(0), I(0));
    CHECK(r.i == llrint(x), "llrint(%a)", x);
    call(BI_lround, &r, 1, D(x), I(0), I(0));
    CHECK(r.i == lround(x), "lround(%a)", x);
    call(BI_llround, &r, 1, D(x), I(0), I(0));
    CHECK(r.i == llround(x), "llround(%a)", x);
    call(BI_copysign, &r, 2, D(x), D(y), I(0));
    CHECK(same_double(r.d, copysign(x, y)), "copysign(%a, %a)", x, y);
    both_errno(77);
    call(BI_ldexp, &r, 2, D(x), I(k), I(0));
    CHECK(same_double(r.d, ldexp(x, k)) && gnc_errno() == errno, "ldexp(%a, %d)", x, k);
    call(BI_frexp, &r, 2, D(x), P(pe), I(0));
    CHECK(same_double(r.d, frexp(x, &e)) && (int32_t)vl_get(bytes_of(pe, 4), 4) == e, "frexp(%a)", x);
    call(BI_modf, &r, 2, D(x), P(pd), I(0));
    {
      union { uint64_t u; double d; } got;
      got.u = vl_get(bytes_of(pd, 8), 8);
      CHECK(same_double(r.d, modf(x, &ip)) && same_double(got.d, ip), "modf(%a)", x);
    }
    call(BI___builtin_signbit, &r, 1, D(x), I(0), I(0));
    CHECK(r.i == (signbit(x) != 0), "signbit(%a)", x);
  }
  {
    Value r;
    CHECK(call(BI_frexp, &r, 2, D(1.0), P(0), I(0)) == TRAP_NULL, "frexp(1, NULL)");
    CHECK(call(BI_modf, &r, 2, D(1.0), P(obj("\0\0\0\0", 4)), I(0)) == TRAP_BOUNDS, "modf into 4 bytes");
  }
}


/* ---- errno of the <math.h> functions of the first table (fabs .. tanh, fabsf .. tanhf) against glibc's libm:
 * random arguments, special values, and the overflow and underflow boundaries */
typedef double (*Fd2)(double, double);
typedef float (*Ff2)(float, float);
#define MATH1(fn) static double m_##fn(double x, double y) { (void)y; return fn(x); } \
  static float m_##fn##f(float x, float y) { (void)y; return fn##f(x); }
#define MATH2(fn) static double m_##fn(double x, double y) { return fn(x, y); } \
  static float m_##fn##f(float x, float y) { return fn##f(x, y); }
MATH1(fabs) MATH1(sqrt) MATH1(cbrt) MATH1(floor) MATH1(ceil) MATH1(round) MATH1(trunc) MATH2(fmod) MATH2(fmin)
MATH2(fmax) MATH2(hypot) MATH2(pow) MATH1(exp) MATH1(exp2) MATH1(log) MATH1(log2) MATH1(log10) MATH1(sin) MATH1(cos)
MATH1(tan) MATH1(asin) MATH1(acos) MATH1(atan) MATH2(atan2) MATH1(sinh) MATH1(cosh) MATH1(tanh)
#define MATHN 27 /* BI_fabs .. BI_tanh, and BI_fabsf .. BI_tanhf in the same order */
static const Fd2 math_d[MATHN] = {m_fabs, m_sqrt, m_cbrt, m_floor, m_ceil, m_round, m_trunc, m_fmod, m_fmin, m_fmax,
  m_hypot, m_pow, m_exp, m_exp2, m_log, m_log2, m_log10, m_sin, m_cos, m_tan, m_asin, m_acos, m_atan, m_atan2, m_sinh,
  m_cosh, m_tanh};
static const Ff2 math_f[MATHN] = {m_fabsf, m_sqrtf, m_cbrtf, m_floorf, m_ceilf, m_roundf, m_truncf, m_fmodf, m_fminf,
  m_fmaxf, m_hypotf, m_powf, m_expf, m_exp2f, m_logf, m_log2f, m_log10f, m_sinf, m_cosf, m_tanf, m_asinf, m_acosf,
  m_atanf, m_atan2f, m_sinhf, m_coshf, m_tanhf};

/* gnc's function i (fl: its float form) of x, y against glibc's: errno (from 77) and the result's class */
static void math_errno_case(int i, int fl, double x, double y) {
  int bi = (fl ? BI_fabsf : BI_fabs) + i, two = bi_nfixed(bi) == 2, gerr;
  double want;
  Value r, a[2];
  if (fl) {
    x = (float)x;
    y = (float)y;
  }
  a[0] = D(x);
  a[1] = D(y);
  errno = 77;
  want = fl ? (double)math_f[i]((float)x, (float)y) : math_d[i](x, y);
  gerr = errno;
  R.errno_v = 77;
  vl_call(&R, bi, a, two ? 2 : 1, 0, &r);
  CHECK(gnc_errno() == gerr, "errno of %s(%a, %a) = %a: %d, glibc %d (%a)", bi_name(bi), x, y, r.d, (int)gnc_errno(), gerr,
        want);
}

static double u01(void) { return (double)(rnd() >> 11) * 0x1p-53; }

static void test_math_errno(void) {
  static const double sp[] = {0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 1e300, -1e300, 1e-300, 0x1p-1074, -0x1p-1074,
                              710, -710, 746, -746, 1100, -1100, 89, -104, 128, -150, INFINITY, -INFINITY, NAN, 3.5, -8};
  const int nsp = (int)(sizeof sp / sizeof *sp);
  int i, j, k, fl;
  reset();
  for (fl = 0; fl < 2; fl++)
    for (i = 0; i < MATHN; i++) {
      for (j = 0; j < nsp; j++)
        for (k = 0; k < nsp; k++) math_errno_case(i, fl, sp[j], sp[k]);
      for (k = 0; k < 20000; k++) math_errno_case(i, fl, rand_double(), rand_double());
    }
  for (k = 0; k < 200000; k++) { /* the underflow and overflow boundaries */
    double b = 0.5 + 20 * u01(), y = -(1020 + 60 * u01()) / log2(b), bf = 0.01 + 30 * u01();
    double yf = -(146 + 6 * u01()) / log2(bf), t = ldexp(u01(), -1000 - (int)(rnd() % 80));
    math_errno_case(12, 0, -700 - 60 * u01(), 0);        /* exp */
    math_errno_case(12, 0, 700 + 15 * u01(), 0);
    math_errno_case(13, 0, -1020 - 60 * u01(), 0);       /* exp2 */
    math_errno_case(11, 0, rnd() % 2 ? b : -b, rnd() % 2 ? y : nearbyint(y)); /* pow */
    math_errno_case(23, 0, t, ldexp(1 + u01(), (int)(rnd() % 80)) * (rnd() % 2 ? 1 : -1)); /* atan2 */
    math_errno_case(10, 0, t, t * u01());                /* hypot */
    math_errno_case(12, 1, -100 - 6 * u01(), 0);         /* expf */
    math_errno_case(12, 1, 86 + 6 * u01(), 0);
    math_errno_case(13, 1, -146 - 6 * u01(), 0);         /* exp2f */
    math_errno_case(11, 1, rnd() % 2 ? bf : -bf, rnd() % 2 ? yf : nearbyint(yf)); /* powf */
    math_errno_case(23, 1, ldexp(u01(), -120 - (int)(rnd() % 30)), ldexp(1 + u01(), (int)(rnd() % 30))); /* atan2f */
  }
}

/* ---- errno elsewhere: its object, strerror, calloc, snprintf's EOVERFLOW, sscanf at the end; div */
static void test_errno(void) {
  Value r, a[4];
  int32_t e, t;
  uint64_t p, q;
  reset();
  CHECK(gnc_errno() == 0 && R.errno_id == 0, "errno starts at 0, without an object");
  p = obj("99999999999999999999", 21);
  call(BI_strtol, &r, 3, P(p), P(0), I(10));
  CHECK(R.errno_v == ERANGE, "strtol overflow: ERANGE");
  call(BI___errno_location, &r, 0, I(0), I(0), I(0));
  CHECK(R.errno_id != 0 && r.u == (uint64_t)(uint32_t)R.errno_id << 32 && vl_get(bytes_of(r.u, 4), 4) == ERANGE &&
        R.objs[R.errno_id].size == 4, "__errno_location: an int holding errno");
  q = r.u;
  call(BI___errno_location, &r, 0, I(0), I(0), I(0));
  CHECK(r.u == q, "__errno_location: the same object every time");
  vl_put(vl_at(&R, q, 0, 4, 1, &t), 0, 4);
  call(BI_strtol, &r, 3, P(obj("12", 3)), P(0), I(99));
  CHECK(vl_get(bytes_of(q, 4), 4) == EINVAL, "strtol's EINVAL into errno's object");
  CHECK(call(BI_free, &r, 1, P(q), I(0), I(0)) == TRAP_BAD_FREE, "free(&errno)");
  CHECK(call(BI_realloc, &r, 2, P(q), I(8), I(0)) == TRAP_BAD_FREE, "realloc(&errno)");
  for (e = -3; e < 140; e++) { /* strerror's texts; errno kept */
    const char *want = strerror(e);
    uint64_t len;
    const uint8_t *got;
    vl_put(vl_at(&R, q, 0, 4, 1, &t), 5, 4);
    call(BI_strerror, &r, 1, I(e), I(0), I(0));
    got = bytes_of(r.u, 1);
    len = strlen(want);
    CHECK(got && memcmp(bytes_of(r.u, len + 1), want, len + 1) == 0 && vl_get(bytes_of(q, 4), 4) == 5,
          "strerror(%d): \"%s\"", (int)e, want);
  }
  call(BI_strerror, &r, 1, I(EDOM), I(0), I(0));
  p = r.u;
  call(BI_strerror, &r, 1, I(EDOM), I(0), I(0));
  CHECK(r.u == p && (R.objs[p >> 32].flags & VM_OBJ_RO), "strerror(EDOM): the same read-only text");
  CHECK(call(BI_free, &r, 1, P(p), I(0), I(0)) == TRAP_BAD_FREE, "free(strerror(EDOM))");
  call(BI_strerror, &r, 1, I(1000), I(0), I(0));
  p = r.u;
  call(BI_strerror, &r, 1, I(-2147483647 - 1), I(0), I(0));
  CHECK(r.u == p && strcmp((const char *)bytes_of(p, 26), "Unknown error -2147483648") == 0,
        "strerror(INT_MIN): the buffer of unknown numbers");
  reset();
  call(BI_calloc, &r, 2, I(-1), I(2), I(0));
  CHECK(r.u == 0 && gnc_errno() == ENOMEM, "calloc overflow: NULL, ENOMEM");
  a[0] = P(0);
  a[1] = I(0);
  a[2] = P(obj("%2147483647d%d", 15));
  a[3] = I(1);
  CHECK(vl_call(&R, BI_snprintf, a, 4, 0, &r) == TRAP_BAD_FORMAT, "snprintf: a missing argument");
  a[3] = I(1);
  {
    Value b[5];
    b[0] = a[0]; b[1] = a[1]; b[2] = a[2]; b[3] = I(1); b[4] = I(1);
    CHECK(vl_call(&R, BI_snprintf, b, 5, 0, &r) == 0 && r.i == -1 && gnc_errno() == EOVERFLOW, "snprintf: EOVERFLOW");
  }
  R.errno_v = 9;
  call(BI_perror, &r, 1, P(obj("x", 2)), I(0), I(0));
  CHECK(gnc_errno() == EINVAL, "perror before any output to stderr: EINVAL");
  R.errno_v = 9;
  call(BI_perror, &r, 1, P(0), I(0), I(0));
  CHECK(gnc_errno() == 9, "a second perror: errno kept");
  CHECK(call(BI_perror, &r, 1, P(obj("ab", 2)), I(0), I(0)) == TRAP_BOUNDS, "perror: a string without NUL");
  /* div, ldiv, lldiv against glibc's */
  for (t = 0; t < 20000; t++) {
    int64_t n = (int64_t)rnd() >> (rnd() % 64), d = (int64_t)rnd() >> (rnd() % 64);
    int32_t n32 = (int32_t)n, d32 = (int32_t)d;
    reset();
    p = obj("\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0", 16);
    if (d32 != 0 && !(d32 == -1 && n32 == INT_MIN)) {
      div_t w = div(n32, d32);
      CHECK(call(BI_div, &r, 3, P(p), I(n32), I(d32)) == 0 && r.u == p && (int32_t)vl_get(bytes_of(p, 4), 4) == w.quot &&
            (int32_t)vl_get(bytes_of(p + 4, 4), 4) == w.rem, "div(%d, %d)", (int)n32, (int)d32);
    }
    if (d != 0 && !(d == -1 && n == INT64_MIN)) {
      ldiv_t w = ldiv(n, d);
      CHECK(call(BI_ldiv, &r, 3, P(p), I(n), I(d)) == 0 && r.u == p && (int64_t)vl_get(bytes_of(p, 8), 8) == w.quot &&
            (int64_t)vl_get(bytes_of(p + 8, 8), 8) == w.rem, "ldiv(%ld, %ld)", (long)n, (long)d);
    }
  }
  reset();
  p = obj("\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0", 16);
  CHECK(call(BI_div, &r, 3, P(p), I(5), I(0)) == TRAP_DIV_ZERO, "div(5, 0)");
  CHECK(call(BI_div, &r, 3, P(p), I(INT_MIN), I(-1)) == TRAP_DIV_OVERFLOW, "div(INT_MIN, -1)");
  CHECK(call(BI_lldiv, &r, 3, P(p), I(LLONG_MIN), I(-1)) == TRAP_DIV_OVERFLOW, "lldiv(LLONG_MIN, -1)");
  CHECK(call(BI_ldiv, &r, 3, P(obj("\0\0\0\0\0\0\0\0", 8)), I(7), I(2)) == TRAP_BOUNDS, "ldiv into 8 bytes");
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
  test_sscanf();
  test_more_strings();
  test_math();
  test_math_errno();
  test_errno();
  free(M.mem);
  free(M.objs);
  free(M.out);
  printf("%d passed, %d failed\n", npass, nfail);
  return nfail != 0;
}
