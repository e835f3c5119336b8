/* test_lexdouble.c - host test of the lexer's literal conversions against the C library.
 *
 * Build and run (from the repository root; tests/unit/run.sh does exactly this):
 *   gcc -std=c11 -O2 -ffp-contract=off -Isrc -Itools -o build/test_lexdouble tests/unit/test_lexdouble.c \
 *       src/core/compiler/lex.c -lm && build/test_lexdouble [COUNT [SEED]]
 *
 * 1. lex_parse_double against glibc's strtod (correctly rounded) on edge cases and on COUNT (default
 *    250000) generated literals: random digit strings with random exponents, doubles printed with
 *    15..20 significant digits, exact decimal expansions of the midpoints between neighbouring doubles
 *    (printed from an x87 long double, which holds them exactly) and those plus/minus a tiny amount,
 *    subnormals, values near DBL_MAX and DBL_MIN, very long digit strings and huge exponents.
 *    A literal whose value overflows must return 2 (the lexer's E_FLOAT_INEXACT); malformed text 1.
 * 2. lex_run on small sources: integer literal types and errors, character literal values, keywords,
 *    comments, and garbage that must only produce diagnostics.
 * Prints "N passed, N failed" and exits non-zero on any failure.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/compiler/compiler.h"
#include "core/lib/lib.h"

static long npass, nfail;

/* lex.c reports errors through cc_error (compile.c); the test provides its own */
void cc_error(Compiler *c, int32_t code, int32_t pos, int32_t len, int32_t arg) {
  c->nerr_total++;
  if (c->ndiag < GNC_MAX_DIAGS) {
    Diag *d = &c->diag[c->ndiag++];
    d->code = code; d->pos = pos; d->len = len; d->arg = arg;
  }
}

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static uint64_t rnd(void) { /* xorshift64* */
  rng_state ^= rng_state >> 12; rng_state ^= rng_state << 25; rng_state ^= rng_state >> 27;
  return rng_state * 2685821657736338717ull;
}
static int rndn(int n) { return (int)(rnd() % (uint64_t)n); }

static uint64_t dbits(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }
static double bitsd(uint64_t u) { double d; memcpy(&d, &u, 8); return d; }

/* compare one literal with strtod */
static void check_double(const char *s) {
  uint64_t bits = 0;
  int r = lex_parse_double(s, (int32_t)strlen(s), &bits);
  char *end;
  double ref;
  errno = 0;
  ref = strtod(s, &end);
  if (*end) { fprintf(stderr, "test bug: strtod did not take '%s'\n", s); nfail++; return; }
  if (isinf(ref)) {
    if (r == 2) { npass++; return; }
    nfail++;
    if (nfail < 20) fprintf(stderr, "FAIL %s: expected overflow (2), got r=%d bits=%016llx\n", s, r,
                            (unsigned long long)bits);
    return;
  }
  if (r == 0 && bits == dbits(ref)) { npass++; return; }
  nfail++;
  if (nfail < 20)
    fprintf(stderr, "FAIL %.200s%s: r=%d got %016llx (%.17g) want %016llx (%.17g)\n", s,
            strlen(s) > 200 ? "..." : "", r, (unsigned long long)bits, bitsd(bits),
            (unsigned long long)dbits(ref), ref);
}

static void check_malformed(const char *s) {
  uint64_t bits;
  int r = lex_parse_double(s, (int32_t)strlen(s), &bits);
  if (r == 1) { npass++; return; }
  nfail++;
  fprintf(stderr, "FAIL malformed '%s' gave r=%d\n", s, r);
}

static double rand_double_any(void) { /* any finite positive double, uniform over bit patterns */
  for (;;) {
    double d = bitsd(rnd() & 0x7FFFFFFFFFFFFFFFull);
    if (isfinite(d) && d > 0) return d;
  }
}

static void edge_cases(void) {
  static const char *cases[] = {
    "0", "0.0", "0e0", "00000", ".0", "0.", "0e-99999999999", "0e999999999999", "1", "1.", ".5", "5.",
    "1e0", "1E+0", "1e-0", "0.1", "0.2", "0.3", "1e23", "8.589973e9", "123.456", "3.14159265358979323846",
    "2.718281828459045", "1e22", "1e-22", "9007199254740992", "9007199254740993", "9007199254740994",
    "9007199254740995", "9007199254740993.0000000001", "9007199254740992.9999999999", "18014398509481985",
    "4.9406564584124654e-324", "4.9406564584124655e-324", "2.4703282292062327e-324",
    "2.4703282292062328e-324", "2.4703282292062327208828439643411068618252990130716238221279284125033775364"
    "5101e-324", "1e-324", "3e-324", "1e-323", "5e-324", "2.2250738585072011e-308",
    "2.2250738585072012e-308", "2.2250738585072014e-308", "2.2250738585072009e-308",
    "2.2250738585072013830902327173324040642192159804623318305533274168872044348139181958542831590125110"
    "205640673397310358110051524341615534601088560123853777188211307779935320023304796101474425836360719"
    "2159e-308", "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308",
    "1.797693134862315708145274237317043567980705675258449965989174768031572607800285387605895586327668"
    "78153141e308", "1.797693134862315807937289714053034150799341327710007957030248e308", "1e308", "1e309",
    "1e310", "179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977"
    "587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711"
    "531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042"
    "880177904174497791.9999999999999999999999999999999999999999999999999999999999999999999999",
    "1e-400", "1e-99999999999999999999", "1e99999999999999999999", "123456789012345678901234567890e-20",
    "0.000000000000000000000000000000000000000000000001e48", "100000000000000000000000000000000000000e-38",
    "7.038531e-26", "1448997445238699", "1.00000000000000011102230246251565404236316680908203125",
    "1.00000000000000011102230246251565404236316680908203124",
    "1.00000000000000011102230246251565404236316680908203126", "0.500000000000000166533453693773481063544750213623046875",
    "3.518437208883201171875e13", "62.5364939768271845828", "8.10109172351e-10",
    "6.9294956446009195e15", "4.91e-6", "4.91e-5", "69e+267", "999999999999999999999e-328",
    "4.4501477170144023e-308", "4.4501477170144022e-308",
  };
  size_t i;
  for (i = 0; i < sizeof cases / sizeof *cases; i++) check_double(cases[i]);
  {
    static const char *bad[] = {"", ".", "e5", "1e", "1e+", "1e-", "1.5f", "1.5F", "1.5L", "1..2", "1e5.5",
                                "0x1p3", "1.5e+-3", "+1", "-1", "1 ", " 1", "1e5x", "..5"};
    for (i = 0; i < sizeof bad / sizeof *bad; i++) check_malformed(bad[i]);
  }
  { /* very long digit strings */
    char buf[4200];
    int k;
    for (k = 0; k < 200; k++) {
      int n = 700 + rndn(3400), j, pos = 0, dot = rndn(n);
      buf[pos++] = (char)('1' + rndn(9));
      for (j = 1; j < n; j++) {
        if (j == dot) buf[pos++] = '.';
        buf[pos++] = (char)('0' + (k & 1 ? 9 * (rndn(50) != 0) : rndn(10)));
      }
      pos += sprintf(buf + pos, "e%d", rndn(700) - 350 - (dot ? 0 : n));
      buf[pos] = 0;
      check_double(buf);
    }
    /* 2^53+1 with many zeros then a 1 far away: just above a halfway point */
    strcpy(buf, "9007199254740993.");
    for (k = 0; k < 2000; k++) strcat(buf, "0");
    strcat(buf, "1");
    check_double(buf);
    strcpy(buf, "9007199254740993.");
    for (k = 0; k < 2000; k++) strcat(buf, "0");
    check_double(buf);
  }
}

/* random digit string, random point, random exponent */
static void random_digits(char *buf) {
  int nd = 1 + (rndn(4) == 0 ? rndn(60) : rndn(22)), j, pos = 0;
  int dot = rndn(4) == 0 ? -1 : rndn(nd + 1);
  if (dot == 0) buf[pos++] = '.';
  for (j = 0; j < nd; j++) {
    buf[pos++] = (char)('0' + rndn(10));
    if (dot == j + 1 && !(dot == nd && rndn(2))) buf[pos++] = '.';
  }
  if (dot < 0 || rndn(2)) {
    int e = rndn(3) == 0 ? rndn(700) - 350 : rndn(60) - 30;
    pos += sprintf(buf + pos, "%s%d", rndn(2) ? "e" : "E", e);
    if (rndn(5) == 0 && e >= 0) { memmove(buf + pos - 1, buf + pos - 1, 1); }
  }
  buf[pos] = 0;
}

static void random_cases(long count) {
  char buf[2048];
  long k;
  for (k = 0; k < count; k++) {
    double d, next;
    long double mid;
    switch (k % 8) {
    case 0: case 1:
      random_digits(buf);
      break;
    case 2: /* a double with 15..20 significant digits */
      d = rand_double_any();
      sprintf(buf, "%.*e", 14 + rndn(6), d);
      break;
    case 3: /* near a normal value with a moderate exponent */
      d = ldexp(1.0 + (double)(rnd() >> 11) / 9007199254740992.0, rndn(200) - 100);
      sprintf(buf, "%.*g", 15 + rndn(6), d);
      break;
    case 4: case 5: case 6: { /* exact midpoint between two neighbours: as is, a bit above, truncated */
      char tail[16], *e, *z;
      int r = rndn(3);
      d = rndn(4) == 0 ? bitsd(rnd() % 0x0010000000000000ull + 1) /* subnormal */ : rand_double_any();
      next = nextafter(d, INFINITY);
      if (isinf(next)) { d = 1.5; next = nextafter(d, INFINITY); }
      mid = ((long double)d + (long double)next) / 2; /* exact in the 64-bit x87 mantissa */
      sprintf(buf, "%.780Le", mid);                    /* glibc prints it exactly */
      e = strchr(buf, 'e');
      strcpy(tail, e);
      z = e;
      while (z[-1] == '0') z--;                        /* strip trailing zeros */
      if (z[-1] == '.' && r != 1) z--;
      if (r == 1) { memcpy(z, "0000000000000000000001", 22); z += 22; } /* a tiny bit above */
      if (r == 2 && z - buf > 20) z = buf + 18 + rndn((int)(z - buf) - 18);
      strcpy(z, tail);
      break;
    }
    default: /* integers and powers of ten */
      if (rndn(2)) sprintf(buf, "%llu", (unsigned long long)(rnd() >> rndn(64)));
      else sprintf(buf, "1e%d", rndn(660) - 330);
      break;
    }
    check_double(buf);
  }
}

/* ---------------------------------------------------------------- lexer cases */

static Token toks[4096];

static int lex_src(const char *src, int len, Compiler *c) {
  memset(c, 0, sizeof *c);
  c->src = src;
  c->src_len = len;
  c->tok = toks;
  c->tok_cap = (int32_t)(sizeof toks / sizeof *toks);
  return lex_run(c);
}

/* one literal: expect token kind and value, or an error code */
static void check_lit(const char *src, int kind, int64_t val, int err) {
  Compiler c;
  int r = lex_src(src, (int)strlen(src), &c);
  int ok;
  if (err) ok = r != 0 && c.ndiag >= 1 && c.diag[0].code == err && c.diag[0].pos == 0 &&
                c.diag[0].len > 0;
  else ok = r == 0 && c.ntok == 2 && toks[0].kind == kind && toks[0].val == val && toks[0].pos == 0 &&
            toks[0].len == (int32_t)strlen(src) && toks[1].kind == TK_EOF && toks[1].pos == (int32_t)strlen(src);
  if (ok) { npass++; return; }
  nfail++;
  fprintf(stderr, "FAIL lex '%s': r=%d ntok=%d kind=%d val=%lld diag=%d\n", src, r, c.ntok, toks[0].kind,
          (long long)toks[0].val, c.ndiag ? c.diag[0].code : 0);
}

/* a whole source: expect this sequence of token kinds (terminated by -1) and this number of errors */
static void check_kinds(const char *src, int len, const int *kinds, int nerr) {
  Compiler c;
  int i, ok = 1;
  lex_src(src, len, &c);
  if (c.nerr_total != nerr) ok = 0;
  for (i = 0; kinds[i] >= 0 && ok; i++)
    if (i >= c.ntok || toks[i].kind != kinds[i]) ok = 0;
  if (ok && (c.ntok != i + 1 || toks[i].kind != TK_EOF)) ok = 0;
  if (ok) { npass++; return; }
  nfail++;
  fprintf(stderr, "FAIL lex source '%.60s': ntok=%d nerr=%d (want %d)\n", src, c.ntok, c.nerr_total, nerr);
}

#define CHECK_KINDS(s, k, e) check_kinds(s, (int)strlen(s), k, e)

static void lexer_cases(void) {
  check_lit("0", TK_INTLIT, 0, 0);
  check_lit("42", TK_INTLIT, 42, 0);
  check_lit("2147483647", TK_INTLIT, 2147483647, 0);
  check_lit("2147483648", TK_LONGLIT, 2147483648LL, 0);
  check_lit("9223372036854775807", TK_LONGLIT, 9223372036854775807LL, 0);
  check_lit("9223372036854775808", TK_I128LIT, INT64_MIN, 0); /* gcc's __int128: the checker decides */
  check_lit("99999999999999999999999", 0, 0, E_INT_TOO_LARGE);
  check_lit("0x7fffffff", TK_INTLIT, 0x7fffffff, 0);
  check_lit("0x80000000", TK_UINTLIT, 0x80000000LL, 0);
  check_lit("0xFFFFFFFF", TK_UINTLIT, 0xFFFFFFFFLL, 0);
  check_lit("0x100000000", TK_LONGLIT, 0x100000000LL, 0);
  check_lit("0x7FFFFFFFFFFFFFFF", TK_LONGLIT, 0x7FFFFFFFFFFFFFFFLL, 0);
  check_lit("0x8000000000000000", TK_ULONGLIT, INT64_MIN, 0);
  check_lit("0x10000000000000000", 0, 0, E_INT_TOO_LARGE);
  check_lit("017", TK_INTLIT, 15, 0);
  check_lit("020000000000", TK_UINTLIT, 020000000000LL, 0);
  check_lit("037777777777", TK_UINTLIT, 037777777777LL, 0);
  check_lit("040000000000", TK_LONGLIT, 040000000000LL, 0);
  check_lit("08", 0, 0, E_BAD_NUMBER);
  check_lit("0x", 0, 0, E_BAD_NUMBER);
  check_lit("0b101", TK_INTLIT, 5, 0);
  check_lit("0B1011", TK_INTLIT, 11, 0);
  check_lit("0b11111111111111111111111111111111", TK_UINTLIT, 0xFFFFFFFFLL, 0);
  check_lit("0b100000000000000000000000000000000", TK_LONGLIT, 0x100000000LL, 0);
  check_lit("0b1111111111111111111111111111111111111111111111111111111111111111", TK_ULONGLIT, -1, 0);
  check_lit("0b11111111111111111111111111111111111111111111111111111111111111111", 0, 0, E_INT_TOO_LARGE);
  check_lit("0b1u", TK_UINTLIT, 1, 0);
  check_lit("0b1L", TK_LONGLIT, 1, 0);
  check_lit("0b1ull", TK_ULONGLIT, 1, 0);
  check_lit("0b", 0, 0, E_BAD_NUMBER);
  check_lit("0b102", 0, 0, E_BAD_NUMBER);
  check_lit("0b1.0", 0, 0, E_BAD_NUMBER);
  check_lit("18446744073709551615", TK_I128LIT, -1, 0);
  check_lit("9223372036854775808L", TK_I128LIT, INT64_MIN, 0);
  check_lit("1L", TK_LONGLIT, 1, 0);
  check_lit("1l", TK_LONGLIT, 1, 0);
  check_lit("1ll", TK_LONGLIT, 1, 0);
  check_lit("1LL", TK_LONGLIT, 1, 0);
  check_lit("0x7fffffffL", TK_LONGLIT, 0x7fffffff, 0);
  check_lit("0xffffffffL", TK_LONGLIT, 0xffffffffLL, 0);
  check_lit("0xffffffffffffffffL", TK_ULONGLIT, -1, 0);
  check_lit("1lL", 0, 0, E_BAD_NUMBER);
  check_lit("1Ll", 0, 0, E_BAD_NUMBER);
  check_lit("1lll", 0, 0, E_BAD_NUMBER);
  check_lit("1u", TK_UINTLIT, 1, 0);
  check_lit("4294967296u", TK_ULONGLIT, 4294967296LL, 0);
  check_lit("9223372036854775808", TK_I128LIT, INT64_MIN, 0);
  check_lit("18446744073709551615u", TK_ULONGLIT, -1, 0);
  check_lit("1UL", TK_ULONGLIT, 1, 0);
  check_lit("1llu", TK_ULONGLIT, 1, 0);
  check_lit("1uu", 0, 0, E_BAD_NUMBER);
  check_lit("12abc", 0, 0, E_BAD_NUMBER);
  check_lit("1.5", TK_DBLLIT, 0x3FF8000000000000LL, 0);
  check_lit(".5", TK_DBLLIT, 0x3FE0000000000000LL, 0);
  check_lit("1.", TK_DBLLIT, 0x3FF0000000000000LL, 0);
  check_lit("1e3", TK_DBLLIT, 0x408F400000000000LL, 0);
  check_lit("1.5f", TK_FLTLIT, 0x3FF8000000000000LL, 0);
  check_lit("0.1f", TK_FLTLIT, 0x3FB99999A0000000LL, 0);
  check_lit("1e39f", 0, 0, E_FLOAT_INEXACT);
  check_lit("1.5ff", 0, 0, E_BAD_NUMBER);
  check_lit("1.5L", 0, 0, E_BAD_NUMBER);
  check_lit("0x1p3", 0, 0, E_BAD_NUMBER);
  check_lit("0x1.8", 0, 0, E_BAD_NUMBER);
  check_lit("0xe+1", 0, 0, E_BAD_NUMBER);
  check_lit("1e", 0, 0, E_BAD_NUMBER);
  check_lit("1e400", 0, 0, E_FLOAT_INEXACT);
  check_lit("1e-400", TK_DBLLIT, 0, 0);
  check_lit("'a'", TK_INTLIT, 'a', 0);
  check_lit("' '", TK_INTLIT, ' ', 0);
  check_lit("'\\n'", TK_INTLIT, 10, 0);
  check_lit("'\\t'", TK_INTLIT, 9, 0);
  check_lit("'\\r'", TK_INTLIT, 13, 0);
  check_lit("'\\0'", TK_INTLIT, 0, 0);
  check_lit("'\\\\'", TK_INTLIT, '\\', 0);
  check_lit("'\\''", TK_INTLIT, '\'', 0);
  check_lit("'\\\"'", TK_INTLIT, '"', 0);
  check_lit("'\"'", TK_INTLIT, '"', 0);
  check_lit("'\\a'", TK_INTLIT, 7, 0);
  check_lit("'\\b'", TK_INTLIT, 8, 0);
  check_lit("'\\f'", TK_INTLIT, 12, 0);
  check_lit("'\\v'", TK_INTLIT, 11, 0);
  check_lit("'\\?'", TK_INTLIT, '?', 0);
  check_lit("'\\e'", TK_INTLIT, 27, 0); /* gcc's ESC */
  check_lit("'\\E'", TK_INTLIT, 27, 0);
  check_lit("'\\x41'", TK_INTLIT, 0x41, 0);
  check_lit("'\\x0041'", TK_INTLIT, 0x41, 0);
  check_lit("'\\xff'", TK_INTLIT, -1, 0);
  check_lit("'\\x80'", TK_INTLIT, -128, 0);
  check_lit("'\\101'", TK_INTLIT, 65, 0);
  check_lit("'\\377'", TK_INTLIT, -1, 0);
  check_lit("'\\7'", TK_INTLIT, 7, 0);
  check_lit("'\\400'", 0, 0, E_BAD_CHAR_LIT);
  check_lit("'\\x100'", 0, 0, E_BAD_CHAR_LIT);
  check_lit("'\\x'", 0, 0, E_BAD_CHAR_LIT);
  check_lit("'\\q'", 0, 0, E_BAD_CHAR_LIT);
  check_lit("''", 0, 0, E_BAD_CHAR_LIT);
  check_lit("'ab'", 0, 0, E_BAD_CHAR_LIT);
  check_lit("'a", 0, 0, E_BAD_CHAR_LIT);
  check_lit("'", 0, 0, E_BAD_CHAR_LIT);
  check_lit("'\\", 0, 0, E_BAD_CHAR_LIT);
  check_lit("'\xc3\xa9'", 0, 0, E_BAD_CHAR_LIT);
  check_lit("\"str\"", TK_STRING, 3, 0);
  check_lit("\"a\\n\\x41\\101\\0\"", TK_STRING, 5, 0);
  check_lit("\"\"", TK_STRING, 0, 0);
  check_lit("\"\\e\\E\"", TK_STRING, 2, 0);
  check_lit("\"str", 0, 0, E_UNTERM_STRING);
  check_lit("\"s\\qr\"", 0, 0, E_BAD_ESCAPE);
  check_lit("\"\\x100\"", 0, 0, E_BAD_ESCAPE);
  check_lit("#", 0, 0, E_PP_STRAY_HASH); /* a directive's '#' is the preprocessor's */
  check_lit("__builtin_expect", TK_IDENT, 0, 0);
  check_lit("_Complex", 0, 0, E_UNSUPPORTED_KW);
  check_lit("__typeof__", TK_TYPEOF, 0, 0);
  check_lit("__auto_type", 0, 0, E_UNSUPPORTED_KW);
  check_lit("goto", TK_GOTO, 0, 0);
  check_lit("extern", TK_EXTERN, 0, 0);
  check_lit("...", TK_ELLIPSIS, 0, 0);
  check_lit("_Atomic", 0, 0, E_UNSUPPORTED_KW);
  check_lit("__x", TK_IDENT, 0, 0); /* a reserved name, as gcc takes it */
  check_lit("_Node", TK_IDENT, 0, 0);
  check_lit("__int128", 0, 0, E_UNSUPPORTED_KW);
  check_lit("__PRETTY_FUNCTION__", TK_FUNCNAME, 0, 0);
  check_lit("__func__", TK_FUNCNAME, 0, 0);
  check_lit("__typeof_unqual__", 0, 0, E_UNSUPPORTED_KW);
  check_lit("__alignof", TK_ALIGNOF, 0, 0);
  check_lit("_Float128", 0, 0, E_UNSUPPORTED_KW);
  check_lit("typeof", TK_TYPEOF, 0, 0);
  check_lit("typeof_unqual", 0, 0, E_UNSUPPORTED_KW);
  check_lit("_Bool", TK_BOOL, 0, 0);
  check_lit("bool", TK_BOOL, 0, 0);
  check_lit("_x", TK_IDENT, 0, 0);
  check_lit("x_1", TK_IDENT, 0, 0);
  check_lit("integer", TK_IDENT, 0, 0);
  check_lit("@", 0, 0, E_BAD_CHAR);
  check_lit("$", 0, 0, E_BAD_CHAR);
  check_lit("\\", 0, 0, E_BAD_CHAR);
  check_lit(".", TK_DOT, 0, 0);
  check_lit("->", TK_ARROW, 0, 0);
  check_lit("struct", TK_STRUCT, 0, 0);
  check_lit("union", TK_UNION, 0, 0);
  check_lit("_Alignof", TK_ALIGNOF, 0, 0);
  check_lit("/* x", 0, 0, E_UNTERM_COMMENT);
  {
    static const int k1[] = {TK_INT, TK_IDENT, TK_LPAREN, TK_VOID, TK_RPAREN, TK_LBRACE, TK_RETURN, TK_IDENT,
                             TK_SHL_ASSIGN, TK_INTLIT, TK_SHR, TK_INTLIT, TK_SEMI, TK_RBRACE, -1};
    static const int k2[] = {TK_PLUS, TK_INC, TK_ADD_ASSIGN, TK_MINUS, TK_DEC, TK_SUB_ASSIGN, TK_STAR,
                             TK_MUL_ASSIGN, TK_SLASH, TK_DIV_ASSIGN, TK_PERCENT, TK_MOD_ASSIGN, TK_LT, TK_LE,
                             TK_SHL, TK_SHL_ASSIGN, TK_GT, TK_GE, TK_SHR, TK_SHR_ASSIGN, TK_ASSIGN, TK_EQ,
                             TK_NOT, TK_NE, TK_AND, TK_ANDAND, TK_AND_ASSIGN, TK_OR, TK_OROR, TK_OR_ASSIGN,
                             TK_XOR, TK_XOR_ASSIGN, TK_TILDE, TK_QUESTION, TK_COLON, TK_COMMA, TK_LBRACKET,
                             TK_RBRACKET, -1};
    static const int k3[] = {TK_IDENT, TK_IDENT, -1};
    static const int k4[] = {TK_IDENT, -1};
    static const int k5[] = {TK_INC, TK_PLUS, TK_IDENT, -1};
    static const int k6[] = {TK_LONG, TK_LONG, TK_INT, TK_DOUBLE, TK_TRUE, TK_FALSE, TK_IF, TK_ELSE,
                             TK_WHILE, TK_DO, TK_FOR, TK_BREAK, TK_CONTINUE, -1};
    static const int k7[] = {TK_INTLIT, -1};
    static const int none[] = {-1};
    const char *s1 = "int main(void){return x<<=1>>2;}";
    const char *s2 = "+ ++ += - -- -= * *= / /= % %= < <= << <<= > >= >> >>= = == ! != & && &= | || |= ^ ^= ~ "
                     "? : , [ ]";
    CHECK_KINDS(s1, k1, 0);
    CHECK_KINDS(s2, k2, 0);
    CHECK_KINDS("a // comment \\\n still comment\nb", k3, 0);
    CHECK_KINDS("a // comment \\  \r\n still comment", k4, 0);
    CHECK_KINDS("a /* x *\\\n/ b", k3, 0);
    CHECK_KINDS("a /* x *\\ \n\\\n/ b", k3, 0);
    CHECK_KINDS("a /**/ /***/ /* * / */ b", k3, 0);
    CHECK_KINDS("a // lone CR ends a line comment\r b", k3, 0);
    CHECK_KINDS("a // c \\\r b\n c", k3, 0);
    CHECK_KINDS("a /* x *\\\r/ b", k3, 0);
    CHECK_KINDS("+++x", k5, 0);
    CHECK_KINDS("long long int double true false if else while do for break continue", k6, 0);
    check_kinds("\0\0x", 3, k4, 2);
    check_kinds("x // \\\0\n y", 10, k4, 0);
    CHECK_KINDS("@ $ ` \\ \x80 \xe2\x82\xac", none, 6);
    CHECK_KINDS("\"abc\\\"def\n x", k4, 1); /* unterminated: up to the end of its line */
    CHECK_KINDS("# x", k4, 1); /* a stray #: the preprocessor leaves none */
    CHECK_KINDS("_Complex __auto_type x", k4, 2);
    CHECK_KINDS("volatile restrict __restrict x", k4, 0); /* words without meaning: no token */
    { /* the storage classes of C89's implicit int */
      static const int kr[] = {TK_REGISTER, TK_REGISTER, TK_IDENT, -1};
      CHECK_KINDS("register auto x", kr, 0);
    }
    CHECK_KINDS("1uu 2UU 08 x 0x", k4, 4);
    CHECK_KINDS("'a' 'b", k7, 1);
  }
  { /* garbage: only diagnostics, never out of bounds (run this under ASan/valgrind too) */
    static char buf[3000];
    int k, j;
    for (k = 0; k < 20000; k++) {
      Compiler c;
      int n = rndn(64) ? rndn(40) : rndn(3000);
      for (j = 0; j < n; j++) {
        static const char alpha[] = "'\"\\/*.#0123456789eExXpP+-_aLlUu \n\t\r;(){}[]<>=!&|^~?:,@\x80\xff";
        buf[j] = rndn(3) ? alpha[rndn((int)sizeof alpha - 1)] : (char)rndn(256);
      }
      lex_src(buf, n, &c);
      if (c.ntok >= 1 && toks[c.ntok - 1].kind == TK_EOF && toks[c.ntok - 1].pos == n) npass++;
      else { nfail++; fprintf(stderr, "FAIL garbage lexing did not end with EOF\n"); }
      for (j = 0; j + 1 < c.ntok; j++)
        if (toks[j].pos < 0 || toks[j].len < 1 || toks[j].pos + toks[j].len > n) {
          nfail++; fprintf(stderr, "FAIL garbage token out of range\n"); break;
        }
      for (j = 0; j < c.ndiag; j++)
        if (c.diag[j].pos < 0 || c.diag[j].len < 0 || c.diag[j].pos + c.diag[j].len > n) {
          nfail++; fprintf(stderr, "FAIL garbage diag out of range\n"); break;
        }
    }
  }
}

int main(int argc, char **argv) {
  long count = argc > 1 ? atol(argv[1]) : 250000;
  if (argc > 2) rng_state = strtoull(argv[2], 0, 0) | 1;
  edge_cases();
  random_cases(count);
  lexer_cases();
  printf("%ld passed, %ld failed\n", npass, nfail);
  return nfail != 0;
}
