/* test_fmt.c - src/core/lib/fmt.c (printf conversions, strtod) against the host's glibc, byte for byte.
 *
 * Build and run (from the repository root; tests/unit/run.sh does this with sanitizers):
 *   gcc -std=c11 -O1 -g -ffp-contract=off -Isrc -Itools -o build/unit/test_fmt tests/unit/test_fmt.c \
 *       src/core/lib/fmt.c src/core/compiler/lex.c -lm && build/unit/test_fmt [COUNT [SEED]]
 *
 * 1. printf, hand-picked: every flag combination with several widths and precisions, every length
 *    modifier, on the edge values (0, -0.0, 1, -1, INT_MIN, LLONG_MIN, ULLONG_MAX, 0.1, 0.5, 2.5, 1e-320,
 *    DBL_MAX, DBL_MIN, DBL_TRUE_MIN, inf, nan, -nan, ...), for every conversion; strings and %p.
 * 2. printf, random: COUNT (default 400000) one-conversion formats with random flags, widths 0..30 (or
 *    '*', negative too), precisions 0..40 (sometimes up to 1100, or '.*'), random length modifiers, on
 *    random bit-pattern doubles, short binary fractions (exact ties) and random integers; each compared
 *    with snprintf (text and length), a quarter of them also at a random small capacity (truncation:
 *    exactly min(len, cap) bytes written, none beyond).
 * 3. strtod: edge strings, random decimal strings (long mantissas, huge exponents, white space, signs,
 *    trailing garbage), doubles printed with 15..20 digits, exact midpoints between neighbouring doubles
 *    (from an x87 long double) and their neighbours, the DBL_MIN and DBL_MAX rounding boundaries, exact
 *    subnormals, hex floats, inf/nan forms with payloads, random garbage.  Compared: the value's bits,
 *    the bytes consumed and the range flag (errno == ERANGE).
 * 4. parse errors: %n, 'L', %ls, unknown conversions, truncated specifications, '$'.
 * Prints "N passed, N failed" and exits non-zero on any failure.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/compiler/compiler.h"
#include "core/lib/lib.h"

/* lex.c reports errors through cc_error (compile.c); lex_parse_double never calls it */
void cc_error(Compiler *c, int32_t code, int32_t pos, int32_t len, int32_t arg) {
  (void)c; (void)code; (void)pos; (void)len; (void)arg;
}

/* ASan's printf interceptor would warn about glibc's "%5%" */
const char *__asan_default_options(void) { return "check_printf=0"; }

static long npass, nfail;
static uint64_t rng = 88172645463325252ull;

static uint64_t rnd(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}
static int rndn(int n) { return (int)(rnd() % (uint64_t)n); }

static void report(const char *what, const char *detail, const char *want, int wl, const char *got, int gl) {
  nfail++;
  if (nfail <= 40)
    fprintf(stderr, "FAIL %s [%s]: want %d \"%.*s\" got %d \"%.*s\"\n", what, detail, wl, wl > 300 ? 300 : wl,
            want, gl, gl > 300 || gl < 0 ? (gl < 0 ? 0 : 300) : gl, got);
}

static double from_bits(uint64_t u) { double d; memcpy(&d, &u, 8); return d; }
static uint64_t to_bits(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }

/* ---------------------------------------------------------------- printf */

enum { MAXOUT = 8192 };
static char hbuf[MAXOUT], obuf[MAXOUT + 64];

/* snprintf with the format's one conversion, after ns '*' arguments */
static int host(char *buf, size_t cap, const char *f, int ns, int s0, int s1, const FmtSpec *sp, const FmtArg *a) {
  int kind = fmt_arg_kind(sp);
  int wide = sp->len != FMT_L_NONE && sp->len != FMT_L_HH && sp->len != FMT_L_H;
#define H(...) (ns == 0 ? snprintf(buf, cap, f, __VA_ARGS__) : ns == 1 ? snprintf(buf, cap, f, s0, __VA_ARGS__) \
                : snprintf(buf, cap, f, s0, s1, __VA_ARGS__))
  if (kind == FMT_ARG_INT && !wide) return H((int)(unsigned)a->u);
  if (kind == FMT_ARG_INT) return H((long long)a->u);
  if (kind == FMT_ARG_DOUBLE) return H(a->d);
  if (kind == FMT_ARG_STR) return H(a->s);
  if (kind == FMT_ARG_PTR) return H((void *)(uintptr_t)a->u);
  return H(0);
#undef H
}

/* fmt_format on f (one conversion, ns '*' arguments) against snprintf; with a random capacity when trunc */
static void check_fmt(const char *f, int ns, int s0, int s1, const FmtArg *a, int trunc) {
  FmtSpec sp;
  FmtArg args[3];
  int n = 0, hl, r, i, fl = (int)strlen(f), pct = 0;
  while (f[pct] != '%') pct++;
  if (fmt_parse(f + pct + 1, fl - pct - 1, &sp) < 0) {
    report("parse", f, "", 0, "", 0);
    return;
  }
  hl = host(hbuf, sizeof hbuf, f, ns, s0, s1, &sp, a);
  if (hl < 0 || hl >= MAXOUT) return; /* not comparable here */
  if (ns > 0) { memset(&args[n], 0, sizeof args[n]); args[n++].u = (uint64_t)(int64_t)s0; }
  if (ns > 1) { memset(&args[n], 0, sizeof args[n]); args[n++].u = (uint64_t)(int64_t)s1; }
  if (fmt_arg_kind(&sp) != FMT_ARG_NONE) args[n++] = *a;
  memset(obuf, 0xAA, sizeof obuf);
  r = fmt_format(obuf, MAXOUT, f, fl, args, n);
  if (r != hl || memcmp(obuf, hbuf, (size_t)hl) != 0) {
    report("printf", f, hbuf, hl, obuf, r);
    return;
  }
  if (fmt_format(NULL, 0, f, fl, args, n) != hl) { /* a length query */
    report("printf length query", f, hbuf, hl, "", 0);
    return;
  }
  npass++;
  if (trunc) {
    int cap = rndn(4) == 0 ? rndn(hl + 2) : rndn(6);
    memset(obuf, 0xAA, sizeof obuf);
    r = fmt_format(obuf, cap, f, fl, args, n);
    if (r != hl || memcmp(obuf, hbuf, (size_t)(hl < cap ? hl : cap)) != 0) {
      report("printf truncated", f, hbuf, hl, obuf, r);
      return;
    }
    for (i = hl < cap ? hl : cap; i < cap + 64; i++)
      if ((unsigned char)obuf[i] != 0xAA) {
        report("printf wrote past its text", f, hbuf, hl, obuf, r);
        return;
      }
    npass++;
  }
}

static const char *lens_int[] = {"", "hh", "h", "l", "ll", "z", "t", "j"};

/* a format "%<flags><width>.<prec><len><conv>"; w, p: -1 none, -2 '*' */
static void make_fmt(char *f, int flags, int w, int p, const char *len, char conv) {
  char *q = f;
  *q++ = '%';
  if (flags & 1) *q++ = '-';
  if (flags & 2) *q++ = '+';
  if (flags & 4) *q++ = ' ';
  if (flags & 8) *q++ = '#';
  if (flags & 16) *q++ = '0';
  if (w == -2) *q++ = '*';
  else if (w >= 0) q += sprintf(q, "%d", w);
  if (p == -2) q += sprintf(q, ".*");
  else if (p == -3) *q++ = '.';
  else if (p >= 0) q += sprintf(q, ".%d", p);
  q += sprintf(q, "%s%c", len, conv);
  *q = 0;
}

static void printf_edges(void) {
  static const uint64_t ints[] = {0, 1, (uint64_t)-1, (uint64_t)(int64_t)INT_MIN, INT_MAX, (uint64_t)LLONG_MIN,
                                  LLONG_MAX, ULLONG_MAX, 255, 128, 65535, 32768, 42, 0x7f, 0xffffffffull,
                                  0x100000000ull, 01234567, 0xdeadbeefcafeull};
  double dbls[] = {0.0, -0.0, 1.0, -1.0, 0.1, 0.5, 1.5, 2.5, -2.5, 1e-320, DBL_MAX, DBL_MIN, DBL_TRUE_MIN,
                   INFINITY, -INFINITY, NAN, -NAN, 9.5, 0.05, 999999.5, 1e22, 123456789.125, 1e-5, 0.0001,
                   0.00001, 1e308, -DBL_MAX, 0x1.fffffffffffffp0, 0x1.0000000000001p0, 100.0, 0.375};
  static const int widths[] = {-1, 1, 12};
  static const int precs[] = {-1, 0, 1, 5, 25};
  static const char iconv[] = "diouxX", fconv[] = "fFeEgGaA";
  char f[64];
  FmtArg a;
  int fl, wi, pi, li, ci, vi;
  memset(&a, 0, sizeof a);
  for (fl = 0; fl < 32; fl++)
    for (wi = 0; wi < 3; wi++)
      for (pi = 0; pi < 5; pi++) {
        for (ci = 0; iconv[ci]; ci++)
          for (li = 0; li < 8; li++) {
            make_fmt(f, fl, widths[wi], precs[pi], lens_int[li], iconv[ci]);
            for (vi = 0; vi < (int)(sizeof ints / sizeof *ints); vi++) {
              a.u = ints[vi];
              check_fmt(f, 0, 0, 0, &a, 0);
            }
          }
        for (ci = 0; fconv[ci]; ci++) {
          make_fmt(f, fl, widths[wi], precs[pi], fl & 1 ? "l" : "", fconv[ci]);
          for (vi = 0; vi < (int)(sizeof dbls / sizeof *dbls); vi++) {
            a.d = dbls[vi];
            check_fmt(f, 0, 0, 0, &a, vi % 7 == 0);
          }
        }
        {
          static const char *strs[] = {"", "a", "hello", "hello, world", NULL};
          for (vi = 0; vi < 5; vi++) {
            a.s = strs[vi];
            a.slen = a.s ? (int32_t)strlen(a.s) : 0;
            make_fmt(f, fl, widths[wi], precs[pi], "", 's'); /* flags other than '-' (undefined in C): glibc's */
            check_fmt(f, 0, 0, 0, &a, 1);
          }
          for (vi = 0; vi < 4; vi++) {
            static const uint64_t ch[] = {'a', 0, 0xff, 0x141};
            a.u = ch[vi];
            make_fmt(f, fl, widths[wi], precs[pi], "", 'c');
            check_fmt(f, 0, 0, 0, &a, 1);
          }
          for (vi = 0; vi < 4; vi++) {
            static const uint64_t ptrs[] = {0, 1, 0x1234, 0x7ffdeadbeef0ull};
            a.u = ptrs[vi];
            make_fmt(f, fl, widths[wi], precs[pi], "", 'p');
            check_fmt(f, 0, 0, 0, &a, 1);
          }
        }
      }
  a.u = 0;
  check_fmt("%%", 0, 0, 0, &a, 1);
  check_fmt("x%5%y", 0, 0, 0, &a, 1);
  check_fmt("%-05%", 0, 0, 0, &a, 1);
  /* large precisions: all digits, then zeros */
  {
    static const double big[] = {0.1, 1e308, DBL_MAX, DBL_TRUE_MIN, DBL_MIN, 1.0 / 3, 5e-324 * 12345};
    static const char *fs[] = {"%.60f", "%.1100f", "%.1074f", "%.1075f", "%.1073f", "%.17g", "%.1100e",
                               "%.760e", "%.766e", "%.767e", "%.1100g", "%#.1100g", "%.800a", "%.0f", "%.0e"};
    size_t i, j;
    for (i = 0; i < sizeof big / sizeof *big; i++)
      for (j = 0; j < sizeof fs / sizeof *fs; j++) {
        a.d = big[i];
        check_fmt(fs[j], 0, 0, 0, &a, 1);
        a.d = -big[i];
        check_fmt(fs[j], 0, 0, 0, &a, 1);
      }
  }
}

static double rnd_double(void) {
  switch (rndn(8)) {
  case 0: case 1: case 2: return from_bits(rnd());                              /* any bit pattern */
  case 3: return (double)(int64_t)(rnd() % 2000001 - 1000000) / (double)(1 << rndn(24)); /* exact ties */
  case 4: return (double)(rnd() % 100000) * pow(10.0, rndn(40) - 20);            /* decimal-ish */
  case 5: return from_bits(rnd() & 0x800FFFFFFFFFFFFFull);                       /* subnormal */
  case 6: return from_bits((rnd() & 0x800FFFFFFFFFFFFFull) | (uint64_t)(1023 + rndn(80) - 40) << 52);
  default: { static const double sp[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, -NAN, DBL_MAX, DBL_MIN, 0.5, 9.5,
                                        99.95, 0.0005, 1e15, 1e16, 1e17};
      return sp[rndn(15)]; }
  }
}

static uint64_t rnd_int(void) {
  switch (rndn(6)) {
  case 0: return rnd();
  case 1: return rnd() % 1000;
  case 2: return (uint64_t)-(int64_t)(rnd() % 1000);
  case 3: return rnd() >> rndn(64);
  case 4: { static const uint64_t e[] = {0, 1, (uint64_t)-1, 0x80000000ull, 0x7fffffffull, 0x8000000000000000ull,
                                         0x7fffffffffffffffull, 0x80, 0x8000, 0xff, 0xffff};
      return e[rndn(11)]; }
  default: return (uint64_t)(int64_t)(int32_t)rnd();
  }
}

static void printf_random(long count) {
  static const char convs[] = "diouxXcspfFeEgGaA%";
  char f[96];
  FmtArg a;
  long it;
  for (it = 0; it < count; it++) {
    char conv = convs[rndn((int)sizeof convs - 1)];
    int flags = 0, w = -1, p = -1, ns = 0, s0 = 0, s1 = 0, i;
    const char *len = "";
    char *q = f;
    memset(&a, 0, sizeof a);
    for (i = 0; i < 5; i++) if (rndn(10) < 3) flags |= 1 << i;
    if (rndn(2)) w = rndn(31);
    else if (rndn(8) == 0) w = -2;
    if (rndn(5) < 3) p = rndn(50) == 0 ? rndn(1101) : rndn(41);
    else if (rndn(8) == 0) p = -2;
    else if (rndn(10) == 0) p = -3;
    if (strchr("diouxX", conv)) {
      len = lens_int[rndn(8)];
      a.u = rnd_int();
    } else if (strchr("fFeEgGaA", conv)) {
      len = rndn(4) ? "" : "l";
      a.d = rnd_double();
    } else if (conv == 'c') {
      a.u = rnd_int();
    } else if (conv == 's') {
      static const char *strs[] = {"", "x", "abc", "hello, world", "0123456789012345678901234567890123456789", NULL};
      a.s = strs[rndn(6)];
      a.slen = a.s ? (int32_t)strlen(a.s) : 0;
    } else if (conv == 'p') {
      a.u = rndn(4) == 0 ? 0 : rnd_int();
    } else { /* %%: the plain form only */
      flags = 0;
      w = p = -1;
    }
    if (rndn(4) == 0) q += sprintf(q, "ab");
    make_fmt(q, flags, w, p, len, conv);
    if (rndn(4) == 0) strcat(f, " z");
    if (w == -2) s0 = rndn(61) - 30;
    if (p == -2) { if (w == -2) s1 = rndn(46) - 5; else s0 = rndn(46) - 5; }
    ns = (w == -2) + (p == -2);
    check_fmt(f, ns, s0, s1, &a, rndn(4) == 0);
  }
}

static void parse_errors(void) {
  static const struct { const char *f; int32_t want; } cases[] = {
    {"n", FMT_E_N}, {"5n", FMT_E_N}, {"Lf", FMT_E_LEN}, {"qd", FMT_E_LEN}, {"lls", FMT_E_LEN}, {"ls", FMT_E_LEN},
    {"lc", FMT_E_LEN}, {"llf", FMT_E_LEN}, {"hf", FMT_E_LEN}, {"hp", FMT_E_LEN}, {"k", FMT_E_CONV},
    {"m", FMT_E_CONV}, {"C", FMT_E_CONV}, {"S", FMT_E_CONV}, {"", FMT_E_TRUNC}, {"-5", FMT_E_TRUNC},
    {"5.3l", FMT_E_TRUNC}, {"1$d", FMT_E_NUM}, {"99999999999d", FMT_E_NUM}, {".99999999999d", FMT_E_NUM},
    {"d", 1}, {"-+ #0'12.7lld", 13}, {"*.*f", 4}, {".f", 2}, {"hhx", 3}, {"jd", 2}, {"zu", 2}, {"td", 2},
    {"lf", 2}, {"2147483647d", 11}, {"5-d", FMT_E_CONV}};
  size_t i;
  FmtSpec s;
  for (i = 0; i < sizeof cases / sizeof *cases; i++) {
    int32_t r = fmt_parse(cases[i].f, (int32_t)strlen(cases[i].f), &s);
    if (r != cases[i].want) {
      char w[16], g[16];
      snprintf(w, sizeof w, "%d", cases[i].want);
      snprintf(g, sizeof g, "%d", r);
      report("fmt_parse", cases[i].f, w, (int)strlen(w), g, (int)strlen(g));
    } else {
      npass++;
    }
  }
  { /* too few arguments, output longer than INT32_MAX, a '*' of INT_MIN */
    FmtArg a[2];
    char b[8];
    memset(a, 0, sizeof a);
    a[0].d = 1e308;
    a[1].u = (uint64_t)(int64_t)INT_MIN;
    if (fmt_format(b, 8, "%d %d", 5, a, 1) == FMT_E_ARGS) npass++; else report("args", "%d %d", "", 0, "", 0);
    if (fmt_format(b, 8, "%.2147483647f", 13, a, 1) == FMT_E_OVERFLOW) npass++;
    else report("overflow", "%.2147483647f", "", 0, "", 0);
    if (fmt_format(b, 8, "%*d", 3, a + 1, 2) == FMT_E_OVERFLOW) npass++;
    else report("overflow", "%*d INT_MIN", "", 0, "", 0);
    a[0].u = 7;
    if (fmt_format(b, 8, "%2147483647d", 12, a, 1) == 2147483647 && memcmp(b, "        ", 8) == 0) npass++;
    else report("width", "%2147483647d", "", 0, "", 0);
  }
}

/* ---------------------------------------------------------------- strtod */

static void check_strtod(const char *str) {
  char *end;
  double h, g;
  int32_t re, n;
  int herr;
  errno = 0;
  h = strtod(str, &end);
  herr = errno == ERANGE;
  { /* the span ends at n: bytes after it (that would extend the number) must not be read */
    static char ext[8300];
    size_t l = strlen(str);
    if (l + 8 < sizeof ext) {
      memcpy(ext, str, l);
      memcpy(ext + l, "01p5e7)x", 8);
      n = fmt_strtod(ext, (int32_t)l, &g, &re);
    } else {
      n = fmt_strtod(str, (int32_t)l, &g, &re);
    }
  }
  if (to_bits(h) != to_bits(g) || n != (int32_t)(end - str) || re != herr) {
    char want[64], got[64];
    int wl = snprintf(want, sizeof want, "%016llx len %d erange %d", (unsigned long long)to_bits(h),
                      (int)(end - str), herr);
    int gl = snprintf(got, sizeof got, "%016llx len %d erange %d", (unsigned long long)to_bits(g), n, re);
    report("strtod", strlen(str) > 200 ? "(long)" : str, want, wl, got, gl);
    if (strlen(str) > 200 && nfail <= 40) fprintf(stderr, "  input: %.2000s\n", str);
  } else {
    npass++;
  }
}

static char sbuf[8192];

/* the exact decimal expansion of x (long double) with up to 800 significant digits */
static void exact_ld(char *out, long double x) { sprintf(out, "%.800Le", x); }

/* s with its mantissa cut after keep significant digits (the exponent kept) */
static void cut_mantissa(char *s, int keep) {
  char *e = strchr(s, 'e'), tmp[32];
  int digits = 0;
  char *p;
  if (!e) return;
  strcpy(tmp, e);
  for (p = s; p < e; p++) {
    if (*p >= '0' && *p <= '9') {
      if (digits == keep) break;
      digits++;
    }
  }
  strcpy(p, tmp);
}

/* s with a 1 appended to its mantissa (just above it) */
static void bump_mantissa(char *s) {
  char *e = strchr(s, 'e'), tmp[32];
  if (!e) return;
  strcpy(tmp, e);
  strcpy(e, "0001");
  strcat(s, tmp);
}

static void strtod_boundary(long double x) {
  exact_ld(sbuf, x);
  check_strtod(sbuf);
  bump_mantissa(sbuf);
  check_strtod(sbuf);
  exact_ld(sbuf, x);
  cut_mantissa(sbuf, 1 + rndn(40));
  check_strtod(sbuf);
  exact_ld(sbuf, x);
  cut_mantissa(sbuf, 700);
  check_strtod(sbuf);
}

static void strtod_tests(long count) {
  static const char *edges[] = {
    "", " ", "+", "-", ".", "e5", "0", "-0", "+0.0e10", "1", "1.", ".5", "-.5e-3", "1e", "1e+", "1e-x", "1E5",
    "  \t\n\v\f\r42", "0x", "-0x", "0x.", "0x.p1", "0xp1", "0x1p", "0x1p+", "0x1.8p3", "0x.8", "0X1P-1074",
    "0x1p-1075", "0x1.0000000000001p-1075", "0x1p-1076", "0x1.fffffffffffff8p1023", "0x1.fffffffffffff7ffp1023",
    "0x1p1024", "0x0.0000000000001p-1022", "0x1.fffffffffffffp-1023", "0x1.ffffffffffffffp-1023",
    "0x1.fffffffffffff8p-1023", "0x1.fffffffffffff800000001p-1023", "0x1.fffffffffffff7p-1023",
    "0x0p99999999999", "0x1p99999999999999", "0x1p-9999999999999", "0x00000000000000000000001p0",
    "0x123456789abcdef0123456789p-10", "0x662CE66a3EFB0Ap-1078", "0x662CE66a3EFB09p-1078",
    "0x662CE66a3EFB08p-1078", "0x1.00000000000002p-1074", "0x1.00000000000006p-1073", "0x1.8p-1075",
    "0x1.00000000000001p-1075", "0x1.fffffffffffff4p-1023", "0x1.fffffffffffffcp-1023", "0x3.fffffffffffffp-1024", "0x.000000000000000000000000001p0", "0xg", "0x1.g", "0x1.8e3",
    "inf", "-inf", "INF", "Infinity", "-INFINITY", "infinit", "infx", "in", "nan", "-nan", "NaN", "nan()",
    "nan(123)", "-nan(0x1234)", "nan(0x)", "nan(0xg)", "nan(abc)", "nan(_)", "nan(08)", "nan(077)",
    "nan(99999999999999999999999)", "nan(0xffffffffffffffff)", "nan(0x10000000000000000)", "nan(", "nan(12",
    "nan(1 2)", "nanx", "1e400", "-1e400", "1e-400", "-1e-400", "1e-320", "4.9406564584124654e-324",
    "2.4703282292062327e-324", "2.4703282292062328e-324", "2.2250738585072014e-308", "2.2250738585072013e-308",
    "2.2250738585072011e-308", "2.2250738585072012e-308", "1.7976931348623157e308", "1.7976931348623158e308",
    "1.7976931348623159e308", "0e999999999999999", "0.0000e-99999", "1e99999999999999999999", "1e-99999999999999999",
    "123456789012345678901234567890", "0.000000000000000000000000000001234567890123456789", "3.14abc",
    "1.5e+2.3", "--1", "+-1", "- 1", "0.5.5", "1..5", "00000.00001e5", "9007199254740993", "9007199254740992.5",
    "1e23", "8.98846567431158e307", "2.5e-324", "7.4109846876186982e-324"};
  size_t i;
  long it;
  for (i = 0; i < sizeof edges / sizeof *edges; i++) check_strtod(edges[i]);
  /* boundaries: DBL_MIN - 2^-1076 (the tininess threshold), DBL_MIN, DBL_MAX + half an ulp, exact subnormals */
  strtod_boundary((long double)DBL_MIN - 0x1p-1076L);
  strtod_boundary((long double)DBL_MIN - 0x1p-1075L);
  strtod_boundary((long double)DBL_MIN - 0x1p-1077L);
  strtod_boundary((long double)DBL_MIN);
  strtod_boundary((long double)DBL_MIN + 0x1p-1075L);
  strtod_boundary((long double)DBL_MAX + 0x1p970L);
  strtod_boundary((long double)DBL_MAX);
  strtod_boundary(0x1p-1075L);
  strtod_boundary(0x1p-1075L * 3);
  { /* hex mantissas of 54 bits whose last bit is the round bit, shifted 1..53 places into the subnormals */
    int sh, k;
    for (sh = 1; sh <= 53; sh++)
      for (k = 0; k < 8; k++) {
        uint64_t m53 = (1ull << 52) | (rnd() & ((1ull << 52) - 1));
        m53 &= ~((1ull << sh) - 1) >> 1;           /* the bits below the new round bit: zero  */
        if (k & 1) m53 |= 1ull << (sh - 1);           /* the new round bit                        */
        if (k & 2) m53 ^= sh < 53 ? 1ull << sh : 0;   /* the kept parity                          */
        sprintf(sbuf, "0x%llx%sp%d", (unsigned long long)(m53 * 2 + (k < 4)), k & 4 ? "" : "0",
                -1022 - sh - 53 - (k & 4 ? 0 : 4));
        check_strtod(sbuf);
      }
  }
  for (it = 0; it < 300; it++) {
    uint64_t b = rnd() & 0xFFFFFFFFFFFFFull;
    exact_ld(sbuf, (long double)from_bits(b));
    check_strtod(sbuf);
    strtod_boundary((long double)from_bits(b) + 0x1p-1075L); /* subnormal midpoints */
  }
  for (it = 0; it < count; it++) {
    char *q = sbuf;
    int kind = rndn(100);
    if (rndn(8) == 0) *q++ = " \t\n"[rndn(3)];
    if (rndn(3) == 0) *q++ = "+-"[rndn(2)];
    if (kind < 40) { /* random decimal */
      int nd = rndn(50) == 0 ? 1 + rndn(800) : 1 + rndn(25), dot = rndn(nd + 2) - 1, lz = rndn(4) == 0 ? rndn(30) : 0;
      int k;
      for (k = 0; k < lz; k++) *q++ = '0';
      for (k = 0; k < nd; k++) {
        if (k == dot) *q++ = '.';
        *q++ = (char)('0' + (k == 0 ? 1 + rndn(9) : rndn(10)));
      }
      switch (rndn(6)) {
      case 0: break;
      case 1: q += sprintf(q, "e%d", rndn(700) - 350 - nd / 2); break;
      case 2: q += sprintf(q, "E%+d", rndn(50) - 25); break;
      case 3: q += sprintf(q, "e%d", rndn(2) ? 99999 + rndn(100000) : -99999 - rndn(100000)); break;
      case 4: q += sprintf(q, "e-%d", 300 + rndn(30)); break;
      default: q += sprintf(q, "e%d", 290 + rndn(30)); break;
      }
      if (rndn(5) == 0) *q++ = "xe.+-p9 "[rndn(8)];
      *q = 0;
    } else if (kind < 55) { /* a double printed with 15..20 digits */
      double d = rnd_double();
      sprintf(q, "%.*g", 14 + rndn(7), d);
    } else if (kind < 70) { /* a midpoint between neighbouring doubles, exactly, and its neighbours */
      double d = fabs(rnd_double());
      if (!isfinite(d)) d = 1.0;
      {
        long double mid = ((long double)d + (long double)nextafter(d, INFINITY)) / 2;
        exact_ld(q, mid);
        if (rndn(3) == 0) bump_mantissa(q);
        else if (rndn(2) == 0) cut_mantissa(q, 1 + rndn(760));
      }
    } else if (kind < 85) { /* hexadecimal */
      int nd = 1 + rndn(rndn(4) == 0 ? 40 : 16), dot = rndn(nd + 2) - 1, k;
      q += sprintf(q, rndn(2) ? "0x" : "0X");
      if (rndn(4) == 0) q += sprintf(q, "%.*s", rndn(10), "0000000000");
      for (k = 0; k < nd; k++) {
        if (k == dot) *q++ = '.';
        *q++ = "0123456789abcdefABCDEF"[rndn(22)];
      }
      if (rndn(3) == 0) /* around the subnormal range: where glibc's rounding is peculiar */
        q += sprintf(q, "p%d", -1022 - 4 * (dot < 0 ? nd : dot) - rndn(60));
      else if (rndn(4))
        q += sprintf(q, "%c%d", "pP"[rndn(2)], rndn(2300) - 1150);
      *q = 0;
    } else if (kind < 90) { /* %a of a random double */
      sprintf(q, "%a", rnd_double());
    } else { /* garbage */
      static const char alpha[] = " \t+-0123456789.eEpPxXaAbBfFiInNtTyY()_";
      int len = rndn(14), k;
      for (k = 0; k < len; k++) *q++ = alpha[rndn((int)sizeof alpha - 1)];
      *q = 0;
    }
    check_strtod(sbuf);
  }
}

int main(int argc, char **argv) {
  long count = argc > 1 ? atol(argv[1]) : 400000;
  if (argc > 2) rng ^= (uint64_t)atoll(argv[2]) * 0x9E3779B97F4A7C15ull;
  parse_errors();
  printf_edges();
  printf_random(count);
  strtod_tests(count / 2);
  printf("%ld passed, %ld failed\n", npass, nfail);
  return nfail != 0;
}
