/* fmt.c - printf's conversions and strtod, byte-identical to glibc 2.36 (x86-64) for what they support.
 *
 * printf.  fmt_parse reads one conversion specification (flags, width, precision, length modifier,
 * conversion) into an FmtSpec; fmt_one formats one conversion into a caller's buffer with snprintf's
 * contract (the full length is returned, at most cap bytes are written); fmt_format is the driver over a
 * whole format.  Output goes through FmtOut, which counts every byte and stores those that fit, so padding
 * and long runs of zeros are counted without being materialized.
 *
 * Integers are converted from the raw 64 bits to the length modifier's type, then printed with glibc's
 * rules for precision (minimum digits; "%.0d" of 0 prints nothing), '#' (octal: a leading 0; hex: 0x on
 * nonzero values), '0' (ignored with a precision or '-'), '+' and ' ' (signed conversions and %p only).
 * %p prints "(nil)" for 0 (as a string) and otherwise as "%#lx" would, flags included (glibc's behaviour).
 *
 * Doubles in decimal (%f %e %g) are printed exactly: a finite double is m * 2^e2 with m < 2^53; with m made
 * odd, its value is D / 10^k where D = m * 2^e2, k = 0 (e2 >= 0) or D = m * 5^k, k = -e2 (e2 < 0).  D is an
 * integer of at most 767 decimal digits (m < 2^53, k <= 1074), kept in FmtDec as base-10^9 limbs (90 of
 * them: 360 bytes); it is built by repeated multiplication by 2^29 or 5^13 (each limb product fits in 64
 * bits).  Every decimal digit of the value is then one limb division away (fmt_dec_digit), so the digits
 * are streamed straight into the output, never stored.  Rounding to a precision is round-half-to-even on
 * the exact value (what glibc does in the default rounding mode): the digit after the last kept one, and
 * whether any nonzero digit lies below it (the position of the lowest nonzero digit is known), decide; a
 * round-up is recorded as the position where the carry stops (the first non-9 digit going up), and the
 * printed digits are derived from that (fmt_dec_out).  %g rounds to P significant digits to learn the
 * exponent X, then prints in %f or %e style as C specifies, trailing zeros removed unless '#'.
 * Precision beyond the exact expansion is zero padding (counted, not looped over when it does not fit).
 * %a prints glibc's hexadecimal form: a leading 1 (0 for subnormals, with exponent -1022; "0x0p+0" for
 * zero), the 13 mantissa nibbles without trailing zeros, or rounded half-to-even to the precision.
 * inf and nan print as "inf"/"nan" (upper case for F E G A) with the sign bit as '-', flags and width
 * applying but '0' padding with spaces, as glibc does.
 *
 * strtod.  fmt_strtod reads glibc's syntax (white space, sign, decimal, hexadecimal "0x" with optional
 * binary exponent, inf/infinity, nan and nan(chars) with glibc's payload rule) over a byte span.  Decimal
 * numbers are converted by lex_parse_double (lex.c: Eisel-Lemire with an exact big-integer fallback;
 * correctly rounded for any number of digits).  Hexadecimal mantissas keep their first 60 significant bits
 * and a sticky bit, then round once (fmt_round_bin).  The range flag follows glibc's ERANGE: overflow to
 * infinity, or a result that is tiny (below DBL_MIN after rounding to 53 bits with unbounded exponent,
 * x86's tininess-after-rounding) and inexact.  For decimal input, inexactness of a subnormal result and the
 * tininess of a result equal to DBL_MIN are decided by comparing the input's digits with the exact
 * decimal expansion of the result, or of DBL_MIN - 2^-1076 (the rounding boundary), built by FmtDec.
 *
 * Stack: fmt_one and fmt_format at most about 650 bytes on the host (gcc -O2) and 432 bytes on sm_90
 * (FmtDec is 384 bytes); fmt_strtod about 1.4 KB (lex's two 516-byte big integers, or one FmtDec).
 * No recursion; the only tables are the powers of ten below 10^10 and the hex digits.
 */
#include "core/lib/lib.h"

#ifdef __CUDA_ARCH__
#define FMT_DATA static __device__ const
#else
#define FMT_DATA static const
#endif

FMT_DATA uint32_t fmt_p10[10] = {1u, 10u, 100u, 1000u, 10000u, 100000u, 1000000u, 10000000u,
                                 100000000u, 1000000000u};
FMT_DATA char fmt_hexlo[17] = "0123456789abcdef";
FMT_DATA char fmt_hexup[17] = "0123456789ABCDEF";

#define FMT_INT32_MAX 2147483647
#define FMT_NOPOS (-2147483647 - 1) /* FmtDec.cpos: no round-up                              */
#define FMT_LIMBS 90                /* base-10^9 limbs of D: 767 digits need 86, 769 (strtod) 86 */
#define FMT_MANT 0xFFFFFFFFFFFFFull
#define FMT_INF_BITS 0x7FF0000000000000ull

/* ---------------------------------------------------------------- output */

typedef struct {
  char *p;     /* the buffer                      */
  int64_t cap; /* its capacity                    */
  int64_t len; /* bytes produced (stored or not)  */
} FmtOut;

CORE_FN static void fmt_put(FmtOut *o, char c) {
  if (o->len < o->cap) o->p[o->len] = c;
  o->len++;
}

CORE_FN static void fmt_rep(FmtOut *o, char c, int64_t n) { /* n copies of c */
  int64_t i, end;
  if (n <= 0) return;
  end = o->len + n < o->cap ? o->len + n : o->cap;
  for (i = o->len; i < end; i++) o->p[i] = c;
  o->len += n;
}

CORE_FN static void fmt_puts(FmtOut *o, const char *s, int64_t n) {
  int64_t i;
  for (i = 0; i < n; i++) fmt_put(o, s[i]);
}

/* the field's padding before its text of len bytes: spaces written here, or (when '0' padding applies:
 * zero_ok and FMT_ZERO without FMT_MINUS) the number of zeros to put after the sign or prefix */
CORE_FN static int64_t fmt_lead(FmtOut *o, const FmtSpec *s, int64_t len, int zero_ok) {
  int64_t pad = s->width > len ? s->width - len : 0;
  if (s->flags & FMT_MINUS) return 0;
  if (zero_ok && (s->flags & FMT_ZERO)) return pad;
  fmt_rep(o, ' ', pad);
  return 0;
}

CORE_FN static void fmt_trail(FmtOut *o, const FmtSpec *s, int64_t len) {
  if ((s->flags & FMT_MINUS) && s->width > len) fmt_rep(o, ' ', s->width - len);
}

/* ---------------------------------------------------------------- parsing a specification */

CORE_FN static int fmt_isdigit(char c) { return c >= '0' && c <= '9'; }

/* a decimal number at f[*i..n) into *v: 0, or FMT_E_NUM above INT32_MAX */
CORE_FN static int32_t fmt_parse_num(const char *f, int32_t n, int32_t *i, int32_t *v) {
  int64_t x = 0;
  for (; *i < n && fmt_isdigit(f[*i]); (*i)++) {
    x = x * 10 + (f[*i] - '0');
    if (x > FMT_INT32_MAX) return FMT_E_NUM;
  }
  *v = (int32_t)x;
  return 0;
}

CORE_FN int32_t fmt_parse(const char *f, int32_t n, FmtSpec *s) {
  int32_t i = 0;
  char c;
  s->conv = 0;
  s->flags = 0;
  s->len = FMT_L_NONE;
  s->pad = 0;
  s->width = -1;
  s->prec = -1;
  for (; i < n; i++) { /* flags ('\'': grouping, nothing in the C locale) */
    c = f[i];
    if (c == '-') s->flags |= FMT_MINUS;
    else if (c == '+') s->flags |= FMT_PLUS;
    else if (c == ' ') s->flags |= FMT_SPACE;
    else if (c == '#') s->flags |= FMT_HASH;
    else if (c == '0') s->flags |= FMT_ZERO;
    else if (c != '\'') break;
  }
  if (i < n && f[i] == '*') {
    s->width = FMT_STAR;
    i++;
  } else if (i < n && fmt_isdigit(f[i])) {
    if (fmt_parse_num(f, n, &i, &s->width)) return FMT_E_NUM;
    if (i < n && f[i] == '$') return FMT_E_NUM; /* positional arguments */
  }
  if (i < n && f[i] == '.') {
    i++;
    if (i < n && f[i] == '*') {
      s->prec = FMT_STAR;
      i++;
    } else if (fmt_parse_num(f, n, &i, &s->prec)) {
      return FMT_E_NUM;
    }
  }
  if (i < n) {
    c = f[i];
    if (c == 'h' || c == 'l') {
      int two = i + 1 < n && f[i + 1] == c;
      s->len = c == 'h' ? (two ? FMT_L_HH : FMT_L_H) : (two ? FMT_L_LL : FMT_L_L);
      i += 1 + two;
    } else if (c == 'z' || c == 't' || c == 'j') {
      s->len = c == 'z' ? FMT_L_Z : c == 't' ? FMT_L_T : FMT_L_J;
      i++;
    } else if (c == 'L' || c == 'q') {
      return FMT_E_LEN;
    }
  }
  if (i >= n) return FMT_E_TRUNC;
  c = f[i++];
  switch (c) {
  case 'd': case 'i': case 'u': case 'o': case 'x': case 'X':
    break;
  case 'c': case 's': case 'p': case '%':
    if (s->len != FMT_L_NONE) return FMT_E_LEN;
    break;
  case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
    if (s->len != FMT_L_NONE && s->len != FMT_L_L) return FMT_E_LEN;
    break;
  case 'n':
    return FMT_E_N;
  default:
    return FMT_E_CONV;
  }
  s->conv = (uint8_t)c;
  return i;
}

CORE_FN int32_t fmt_arg_kind(const FmtSpec *s) {
  switch (s->conv) {
  case 'd': case 'i': case 'u': case 'o': case 'x': case 'X': case 'c':
    return FMT_ARG_INT;
  case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
    return FMT_ARG_DOUBLE;
  case 's':
    return FMT_ARG_STR;
  case 'p':
    return FMT_ARG_PTR;
  default:
    return FMT_ARG_NONE;
  }
}

CORE_FN int32_t fmt_star_width(FmtSpec *s, int32_t w) {
  if (w < 0) {
    if (w == -FMT_INT32_MAX - 1) return FMT_E_OVERFLOW;
    s->flags |= FMT_MINUS;
    w = -w;
  }
  s->width = w;
  return 0;
}

CORE_FN void fmt_star_prec(FmtSpec *s, int32_t p) { s->prec = p < 0 ? -1 : p; }

/* ---------------------------------------------------------------- integers, characters, strings */

CORE_FN static void fmt_int(FmtOut *o, const FmtSpec *s, uint64_t u) {
  char dig[24];
  const char *hex = s->conv == 'X' ? fmt_hexup : fmt_hexlo;
  int32_t nd = 0, npre = 0, base = 10, prec = s->prec;
  uint64_t mag;
  char sign = 0;
  int64_t zeros, len, zpad;
  if (s->conv == 'd' || s->conv == 'i') {
    int64_t v = s->len == FMT_L_HH ? (int64_t)(int8_t)u
              : s->len == FMT_L_H  ? (int64_t)(int16_t)u
              : s->len == FMT_L_NONE ? (int64_t)(int32_t)u : (int64_t)u;
    mag = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
    sign = v < 0 ? '-' : (s->flags & FMT_PLUS) ? '+' : (s->flags & FMT_SPACE) ? ' ' : 0;
  } else if (s->conv == 'p') {
    mag = u;
    base = 16;
    npre = 2;
    sign = (s->flags & FMT_PLUS) ? '+' : (s->flags & FMT_SPACE) ? ' ' : 0;
  } else {
    mag = s->len == FMT_L_HH ? (uint64_t)(uint8_t)u
        : s->len == FMT_L_H  ? (uint64_t)(uint16_t)u
        : s->len == FMT_L_NONE ? (uint64_t)(uint32_t)u : u;
    base = s->conv == 'o' ? 8 : s->conv == 'u' ? 10 : 16;
    if (base == 16 && (s->flags & FMT_HASH) && mag != 0) npre = 2;
  }
  for (; mag != 0; mag /= (uint64_t)base) dig[nd++] = hex[mag % (uint64_t)base];
  zeros = (prec < 0 ? 1 : prec) - nd; /* a zero value has no digits: its "0" is a zero of the precision */
  if (zeros < 0) zeros = 0;
  if (s->conv == 'o' && (s->flags & FMT_HASH) && zeros == 0) zeros = 1;
  len = (sign != 0) + npre + zeros + nd;
  zpad = fmt_lead(o, s, len, prec < 0);
  if (sign) fmt_put(o, sign);
  if (npre) {
    fmt_put(o, '0');
    fmt_put(o, s->conv == 'X' ? 'X' : 'x');
  }
  fmt_rep(o, '0', zeros + zpad);
  while (nd > 0) fmt_put(o, dig[--nd]);
  fmt_trail(o, s, len);
}

/* text of n bytes, padded with spaces ('0' does not apply) */
CORE_FN static void fmt_text(FmtOut *o, const FmtSpec *s, const char *t, int32_t n) {
  fmt_lead(o, s, n, 0);
  fmt_puts(o, t, n);
  fmt_trail(o, s, n);
}

/* ---------------------------------------------------------------- exact decimal expansion */

typedef struct {
  uint32_t w[FMT_LIMBS]; /* D in base 10^9, least significant limb first            */
  int32_t nw;            /* limbs in use; 0: the value is zero                        */
  int32_t k;             /* the value is D / 10^k                                     */
  int32_t top;           /* position (power of ten) of the leading digit; 0 for zero  */
  int32_t low;           /* position of the lowest nonzero digit; INT32_MAX for zero  */
  int32_t keep;          /* after fmt_dec_round: the lowest position printed          */
  int32_t cpos;          /* ... the position where a round-up's carry stops, or FMT_NOPOS */
} FmtDec;

CORE_FN static void fmt_dec_mul(FmtDec *d, uint32_t f) { /* D *= f, f < 2^31 */
  uint64_t carry = 0;
  int32_t i;
  for (i = 0; i < d->nw; i++) {
    uint64_t t = (uint64_t)d->w[i] * f + carry;
    d->w[i] = (uint32_t)(t % 1000000000u);
    carry = t / 1000000000u;
  }
  for (; carry != 0 && d->nw < FMT_LIMBS; carry /= 1000000000u) d->w[d->nw++] = (uint32_t)(carry % 1000000000u);
}

/* the value m * 2^e2 (m < 2^54; e2 >= -1076 so that D fits) */
CORE_FN static void fmt_dec_init(FmtDec *d, uint64_t m, int32_t e2) {
  int32_t i, nd;
  uint32_t v;
  d->nw = 0;
  d->k = 0;
  d->top = 0;
  d->low = FMT_INT32_MAX;
  d->keep = 0;
  d->cpos = FMT_NOPOS;
  if (m == 0) return;
  while (!(m & 1u)) {
    m >>= 1;
    e2++;
  }
  for (; m != 0; m /= 1000000000u) d->w[d->nw++] = (uint32_t)(m % 1000000000u);
  if (e2 > 0) {
    for (i = e2; i > 0; i -= 29) fmt_dec_mul(d, (uint32_t)1 << (i < 29 ? i : 29));
  } else if (e2 < 0) {
    d->k = -e2;
    for (i = -e2; i > 0; i -= 13) {
      uint32_t f = 1;
      int32_t j;
      for (j = 0; j < (i < 13 ? i : 13); j++) f *= 5u;
      fmt_dec_mul(d, f);
    }
  }
  for (nd = (d->nw - 1) * 9, v = d->w[d->nw - 1]; v != 0; v /= 10) nd++;
  d->top = nd - 1 - d->k;
  for (i = 0; d->w[i] == 0; i++) {}
  for (nd = i * 9, v = d->w[i]; v % 10 == 0; v /= 10) nd++;
  d->low = nd - d->k;
}

/* the digit of the exact value at position pos (10^pos) */
CORE_FN static int32_t fmt_dec_digit(const FmtDec *d, int64_t pos) {
  int64_t idx = pos + d->k;
  if (idx < 0 || idx >= (int64_t)d->nw * 9) return 0;
  return (int32_t)(d->w[idx / 9] / fmt_p10[idx % 9] % 10);
}

/* round half to even, keeping positions >= keep */
CORE_FN static void fmt_dec_round(FmtDec *d, int64_t keep) {
  int32_t next, c;
  if (keep < -1200) keep = -1200; /* below every digit (the lowest is at -1076): nothing to round */
  d->keep = (int32_t)keep;
  d->cpos = FMT_NOPOS;
  if (d->low >= keep) return; /* exact */
  next = fmt_dec_digit(d, keep - 1);
  if (next < 5 || (next == 5 && d->low == keep - 1 && !(fmt_dec_digit(d, keep) & 1))) return;
  for (c = (int32_t)keep; fmt_dec_digit(d, c) == 9; c++) {}
  d->cpos = c;
}

/* the leading position of the rounded value */
CORE_FN static int32_t fmt_dec_top(const FmtDec *d) { return d->cpos > d->top ? d->cpos : d->top; }

/* the printed (rounded) digit at position pos */
CORE_FN static int32_t fmt_dec_out(const FmtDec *d, int64_t pos) {
  if (pos < d->keep) return 0;
  if (d->cpos != FMT_NOPOS) {
    if (pos < d->cpos) return 0;
    if (pos == d->cpos) return fmt_dec_digit(d, pos) + 1;
  }
  return fmt_dec_digit(d, pos);
}

/* every printed digit below this position is zero */
CORE_FN static int64_t fmt_dec_floor(const FmtDec *d) {
  if (d->cpos != FMT_NOPOS) return d->cpos;
  return d->low > d->keep ? d->low : d->keep;
}

/* the lowest position with a nonzero printed digit (above fmt_dec_top when all are zero) */
CORE_FN static int64_t fmt_dec_lownz(const FmtDec *d) {
  int64_t pos = fmt_dec_floor(d);
  while (pos <= d->top && fmt_dec_out(d, pos) == 0) pos++;
  return pos;
}

/* the printed digits at positions hi down to lo */
CORE_FN static void fmt_dec_put(FmtOut *o, const FmtDec *d, int64_t hi, int64_t lo) {
  int64_t floor = fmt_dec_floor(d), pos;
  for (pos = hi; pos >= lo && pos >= floor; pos--) fmt_put(o, (char)('0' + fmt_dec_out(d, pos)));
  fmt_rep(o, '0', pos - lo + 1);
}

/* ---------------------------------------------------------------- floating conversions */

/* %f style: frac digits after the point, rounded already */
CORE_FN static void fmt_fixed(FmtOut *o, const FmtSpec *s, const FmtDec *d, char sign, int64_t frac) {
  int32_t t = fmt_dec_top(d);
  int point = frac > 0 || (s->flags & FMT_HASH);
  int64_t len, zpad;
  if (t < 0) t = 0;
  len = (sign != 0) + (int64_t)t + 1 + point + frac;
  zpad = fmt_lead(o, s, len, 1);
  if (sign) fmt_put(o, sign);
  fmt_rep(o, '0', zpad);
  fmt_dec_put(o, d, t, 0);
  if (point) fmt_put(o, '.');
  fmt_dec_put(o, d, -1, -frac);
  fmt_trail(o, s, len);
}

/* %e style: frac digits after the point, rounded already */
CORE_FN static void fmt_expo(FmtOut *o, const FmtSpec *s, const FmtDec *d, char sign, int64_t frac) {
  int32_t x = fmt_dec_top(d), ax = x < 0 ? -x : x;
  int point = frac > 0 || (s->flags & FMT_HASH);
  int64_t len = (sign != 0) + 1 + point + frac + 2 + (ax >= 100 ? 3 : 2), zpad;
  zpad = fmt_lead(o, s, len, 1);
  if (sign) fmt_put(o, sign);
  fmt_rep(o, '0', zpad);
  fmt_dec_put(o, d, x, x);
  if (point) fmt_put(o, '.');
  fmt_dec_put(o, d, (int64_t)x - 1, (int64_t)x - frac);
  fmt_put(o, s->conv < 'a' ? 'E' : 'e');
  fmt_put(o, x < 0 ? '-' : '+');
  if (ax >= 100) fmt_put(o, (char)('0' + ax / 100));
  fmt_put(o, (char)('0' + ax / 10 % 10));
  fmt_put(o, (char)('0' + ax % 10));
  fmt_trail(o, s, len);
}

/* %a: glibc's hexadecimal form */
CORE_FN static void fmt_hexfloat(FmtOut *o, const FmtSpec *s, uint64_t bits, char sign) {
  const char *hex = s->conv == 'A' ? fmt_hexup : fmt_hexlo;
  int32_t ef = (int32_t)(bits >> 52 & 0x7FF), nd = 13, lead = ef != 0, ex, ax, i, nex;
  uint64_t mant = bits & FMT_MANT;
  uint8_t dg[13];
  int64_t prec, len, zpad;
  int point;
  ex = ef ? ef - 1023 : (mant ? -1022 : 0);
  for (i = 0; i < 13; i++) dg[i] = (uint8_t)(mant >> (48 - 4 * i) & 15u);
  while (nd > 0 && dg[nd - 1] == 0) nd--;
  prec = s->prec < 0 ? nd : s->prec;
  if (prec < nd) { /* round half to even at nibble prec */
    int32_t p = (int32_t)prec, last = p > 0 ? dg[p - 1] : lead, next = dg[p];
    int more = (next & 7) != 0 || p + 1 < nd;
    if (next >= 8 && (more || (last & 1))) {
      for (i = p - 1; i >= 0 && dg[i] == 15; i--) dg[i] = 0;
      if (i >= 0) dg[i]++;
      else lead++;
    }
    nd = p;
  }
  ax = ex < 0 ? -ex : ex;
  nex = ax >= 1000 ? 4 : ax >= 100 ? 3 : ax >= 10 ? 2 : 1;
  point = prec > 0 || (s->flags & FMT_HASH);
  len = (sign != 0) + 3 + point + prec + 2 + nex;
  zpad = fmt_lead(o, s, len, 1);
  if (sign) fmt_put(o, sign);
  fmt_put(o, '0');
  fmt_put(o, s->conv == 'A' ? 'X' : 'x');
  fmt_rep(o, '0', zpad);
  fmt_put(o, hex[lead]);
  if (point) fmt_put(o, '.');
  for (i = 0; i < nd; i++) fmt_put(o, hex[dg[i]]);
  fmt_rep(o, '0', prec - nd);
  fmt_put(o, s->conv == 'A' ? 'P' : 'p');
  fmt_put(o, ex < 0 ? '-' : '+');
  for (i = nex - 1; i >= 0; i--) fmt_put(o, (char)('0' + ax / (int32_t)fmt_p10[i] % 10));
  fmt_trail(o, s, len);
}

CORE_FN static void fmt_float(FmtOut *o, const FmtSpec *s, double x) {
  union { double d; uint64_t u; } cv;
  uint64_t bits, mant;
  int32_t ef, upper = s->conv < 'a';
  char sign;
  int64_t p = s->prec < 0 ? 6 : s->prec;
  FmtDec d;
  cv.d = x;
  bits = cv.u;
  ef = (int32_t)(bits >> 52 & 0x7FF);
  mant = bits & FMT_MANT;
  sign = (bits >> 63) ? '-' : (s->flags & FMT_PLUS) ? '+' : (s->flags & FMT_SPACE) ? ' ' : 0;
  if (ef == 0x7FF) {
    const char *t = mant ? (upper ? "NAN" : "nan") : (upper ? "INF" : "inf");
    int64_t len = (sign != 0) + 3;
    fmt_lead(o, s, len, 0);
    if (sign) fmt_put(o, sign);
    fmt_puts(o, t, 3);
    fmt_trail(o, s, len);
    return;
  }
  if (s->conv == 'a' || s->conv == 'A') {
    fmt_hexfloat(o, s, bits, sign);
    return;
  }
  fmt_dec_init(&d, ef ? mant | (uint64_t)1 << 52 : mant, ef ? ef - 1075 : -1074);
  if (s->conv == 'f' || s->conv == 'F') {
    fmt_dec_round(&d, -p);
    fmt_fixed(o, s, &d, sign, p);
  } else if (s->conv == 'e' || s->conv == 'E') {
    fmt_dec_round(&d, (int64_t)d.top - p);
    fmt_expo(o, s, &d, sign, p);
  } else { /* %g: the exponent X after rounding to P significant digits picks the style */
    int64_t x10, frac, lnz;
    if (p == 0) p = 1;
    fmt_dec_round(&d, (int64_t)d.top - p + 1);
    x10 = fmt_dec_top(&d);
    if (p > x10 && x10 >= -4) {
      frac = p - 1 - x10;
      fmt_dec_round(&d, -frac);
      if (!(s->flags & FMT_HASH)) {
        lnz = fmt_dec_lownz(&d);
        frac = lnz < 0 ? -lnz : 0;
      }
      fmt_fixed(o, s, &d, sign, frac);
    } else {
      frac = p - 1;
      if ((s->flags & FMT_HASH) && d.top >= -4 && d.top < p) {
        frac = 0; /* glibc: f style before rounding, e style after the carry: "1.e+06" for %#g of 999999.5 */
      } else if (!(s->flags & FMT_HASH)) {
        lnz = fmt_dec_lownz(&d);
        frac = lnz < x10 ? x10 - lnz : 0;
      }
      fmt_expo(o, s, &d, sign, frac);
    }
  }
}

/* ---------------------------------------------------------------- one conversion, a whole format */

CORE_FN int32_t fmt_one(char *out, int32_t cap, const FmtSpec *s, const FmtArg *a) {
  FmtOut o;
  o.p = out;
  o.cap = cap < 0 || !out ? 0 : cap;
  o.len = 0;
  if (s->width < -1 || s->prec < -1) return FMT_E_SPEC;
  switch (s->conv) {
  case 'd': case 'i': case 'u': case 'o': case 'x': case 'X':
    fmt_int(&o, s, a->u);
    break;
  case 'p':
    if (a->u == 0) fmt_text(&o, s, "(nil)", 5);
    else fmt_int(&o, s, a->u);
    break;
  case 'c': {
    char c = (char)(uint8_t)a->u;
    fmt_text(&o, s, &c, 1);
    break;
  }
  case 's': {
    const char *t = a->s;
    int32_t n = a->slen < 0 ? 0 : a->slen;
    if (!t) { /* a null pointer: glibc prints "(null)" where the precision allows all of it */
      t = "(null)";
      n = s->prec < 0 || s->prec >= 6 ? 6 : 0;
    } else if (s->prec >= 0 && s->prec < n) {
      n = s->prec;
    }
    fmt_text(&o, s, t, n);
    break;
  }
  case '%':
    fmt_put(&o, '%');
    break;
  case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
    fmt_float(&o, s, a->d);
    break;
  default:
    return FMT_E_SPEC;
  }
  return o.len > FMT_INT32_MAX ? FMT_E_OVERFLOW : (int32_t)o.len;
}

CORE_FN int32_t fmt_format(char *out, int32_t cap, const char *f, int32_t n, const FmtArg *args,
                           int32_t nargs) {
  int64_t len = 0;
  int32_t i = 0, ai = 0, r;
  FmtSpec s;
  FmtArg none;
  const FmtArg *a;
  if (cap < 0 || !out) cap = 0;
  none.u = 0;
  none.d = 0;
  none.s = 0;
  none.slen = 0;
  while (i < n) {
    int64_t at = len < cap ? len : cap;
    if (f[i] != '%') {
      if (len < cap) out[len] = f[i];
      len++;
      i++;
      continue;
    }
    r = fmt_parse(f + i + 1, n - i - 1, &s);
    if (r < 0) return r;
    i += 1 + r;
    if (s.width == FMT_STAR) {
      if (ai >= nargs) return FMT_E_ARGS;
      if (fmt_star_width(&s, (int32_t)args[ai++].u)) return FMT_E_OVERFLOW;
    }
    if (s.prec == FMT_STAR) {
      if (ai >= nargs) return FMT_E_ARGS;
      fmt_star_prec(&s, (int32_t)args[ai++].u);
    }
    a = &none;
    if (fmt_arg_kind(&s) != FMT_ARG_NONE) {
      if (ai >= nargs) return FMT_E_ARGS;
      a = &args[ai++];
    }
    r = fmt_one(cap > 0 ? out + at : out, (int32_t)(cap - at), &s, a);
    if (r < 0) return r;
    len += r;
    if (len > FMT_INT32_MAX) return FMT_E_OVERFLOW;
  }
  return (int32_t)len;
}

/* ---------------------------------------------------------------- strtod */

CORE_FN static int fmt_isxdigit(char c) {
  return fmt_isdigit(c) || ((c | 32) >= 'a' && (c | 32) <= 'f');
}

CORE_FN static int32_t fmt_xval(char c) { return fmt_isdigit(c) ? c - '0' : (c | 32) - 'a' + 10; }

/* the bytes at s[i..n) start with the lower-case word w (case-insensitively) */
CORE_FN static int fmt_word(const char *s, int32_t n, int32_t i, const char *w) {
  for (; *w; w++, i++)
    if (i >= n || (s[i] | 32) != *w) return 0;
  return 1;
}

/* the double (fl = 0) or float (fl = 1) for M * 2^E (M > 0; sticky: nonzero bits below M) as glibc's
 * strtod / strtof round a hexadecimal mantissa: its first P significant bits (53 or 24), the next (round)
 * bit r and whether any bit below is set, m; rounded to nearest, ties to even; the result's bits (a float's
 * in the low 32).  Returns glibc's ERANGE: overflow, or a result that is tiny (after rounding) and inexact.
 * Where the result is subnormal, glibc shifts the P bits right and forgets r (it is neither the new round
 * bit nor counted among the bits below it); so does this, to give the same bits and flag:
 * 0x1.0000000000000Ap-1074 rounds as if it were 0x1.00000000000008p-1074. */
CORE_FN static int32_t fmt_round_bin(uint64_t m, int64_t e, int sticky, int fl, uint64_t *bits) {
  const int32_t P = fl ? 24 : 53, EMAX = fl ? 127 : 1023, EMIN = 1 - EMAX;
  const uint64_t INF = fl ? 0x7F800000u : FMT_INF_BITS, MANT = ((uint64_t)1 << (P - 1)) - 1;
  uint64_t mp, r, more;
  int64_t lead;
  while (!(m >> 63)) {
    m <<= 1;
    e--;
  }
  lead = e + 63; /* the value lies in [2^lead, 2^(lead+1)) */
  mp = m >> (64 - P);
  r = m >> (63 - P) & 1u;
  more = (m & (((uint64_t)1 << (63 - P)) - 1)) != 0 || sticky;
  if (lead > EMAX) {
    *bits = INF;
    return 1;
  }
  if (lead >= EMIN) { /* normal */
    if (r && (more || (mp & 1u))) mp++;
    if (mp >> P) {
      mp >>= 1;
      if (++lead > EMAX) {
        *bits = INF;
        return 1;
      }
    }
    *bits = (uint64_t)(lead + EMAX) << (P - 1) | (mp & MANT);
    return 0;
  }
  if (lead < EMIN - P) { /* below half the smallest subnormal */
    *bits = 0;
    return 1;
  }
  {
    int32_t shift = (int32_t)(EMIN - lead); /* 1..P */
    uint64_t kept = shift == P ? 0 : mp >> shift, nr = mp >> (shift - 1) & 1u;
    uint64_t nmore = more || (mp & (((uint64_t)1 << (shift - 1)) - 1)) != 0; /* r forgotten (glibc) */
    int tiny = 1;
    if (shift == 1 && r && (more || (mp & 1u)) && mp + 1 == (uint64_t)1 << P)
      tiny = 0; /* rounded to P bits it is the smallest normal: not tiny (tininess after rounding) */
    if (nr && (nmore || (kept & 1u))) kept++;
    *bits = kept; /* a subnormal, or the smallest normal */
    return tiny && (nr || nmore);
  }
}

/* the decimal number s[0..n) (digits, optional point, optional exponent; not zero) against the nonzero
 * exact value d: -1, 0, 1 */
CORE_FN static int32_t fmt_dec_cmp(const char *s, int32_t n, const FmtDec *d) {
  int32_t i, me, dot = -1, fz = -1;
  int64_t ex = 0, base, pos = 0;
  for (me = 0; me < n && (fmt_isdigit(s[me]) || (s[me] == '.' && dot < 0)); me++) {
    if (s[me] == '.') dot = me;
    else if (fz < 0 && s[me] != '0') fz = me;
  }
  if (me < n) { /* exponent: 'e', sign, digits (validated by the caller) */
    int neg = 0;
    i = me + 1;
    if (s[i] == '+' || s[i] == '-') neg = s[i++] == '-';
    for (; i < n; i++)
      if (ex < 1000000000000ll) ex = ex * 10 + (s[i] - '0');
    if (neg) ex = -ex;
  }
  base = (dot >= 0 ? dot : me) + ex;
  for (i = fz; i < me; i++) {
    int32_t a, b;
    if (s[i] == '.') continue;
    pos = i < dot || dot < 0 ? base - i - 1 : base - i;
    if (i == fz && pos != d->top) return pos > d->top ? 1 : -1;
    a = s[i] - '0';
    b = fmt_dec_digit(d, pos);
    if (a != b) return a > b ? 1 : -1;
  }
  return d->low < pos ? -1 : 0;
}

/* glibc's NaN payload: n-char-sequence s[0..n) read by strtoull(base 0); used when all of it is read */
CORE_FN static void fmt_nan_payload(const char *s, int32_t n, uint64_t *bits, int32_t *range_err) {
  uint64_t v = 0, base = 10;
  int32_t i = 0, over = 0;
  if (n >= 3 && s[0] == '0' && (s[1] | 32) == 'x' && fmt_isxdigit(s[2])) {
    base = 16;
    i = 2;
  } else if (n >= 1 && s[0] == '0') {
    base = 8;
  }
  for (; i < n; i++) {
    uint64_t dv;
    if (!fmt_isxdigit(s[i])) break;
    dv = (uint64_t)fmt_xval(s[i]);
    if (dv >= base) break;
    if (v > (0xFFFFFFFFFFFFFFFFull - dv) / base) over = 1;
    else v = v * base + dv;
  }
  if (i != n) return; /* not all of it read: the default NaN */
  if (over) {
    v = 0xFFFFFFFFFFFFFFFFull;
    *range_err = 1; /* strtoull's ERANGE stays in errno */
  }
  *bits = (*bits & ~FMT_MANT) | 0x8000000000000ull | (v & 0x7FFFFFFFFFFFFull);
}

/* the float nearest the decimal number s[0..n) (digits, point, exponent; no sign), given *bits, the
 * double nearest it: (float) of that double unless the double lies exactly halfway between two floats,
 * where the exact input decides (the only case where rounding twice differs from rounding once).
 * *bits becomes the float's bits; returns 1 on overflow to infinity */
CORE_FN static int32_t fmt_to_float(const char *s, int32_t n, uint64_t *bits) {
  union { double d; uint64_t u; } cv;
  union { float f; uint32_t u; } fv;
  uint64_t b = *bits, m;
  int32_t e = (int32_t)(b >> 52) - 1023, below;
  cv.u = b;
  fv.f = (float)cv.d;
  *bits = fv.u;
  if (b == 0 || (b >> 52) >= 0x7FF) return 0;
  m = (b & FMT_MANT) | ((uint64_t)1 << 52);
  below = e >= -126 ? 29 : -97 - e; /* the double's bits below a float's last place */
  if (e < -1022 || below > 53 || (m & (((uint64_t)1 << below) - 1)) != (uint64_t)1 << (below - 1))
    return fv.u == 0x7F800000u;
  {
    FmtDec d;
    int32_t c;
    fmt_dec_init(&d, m, e - 52);
    c = fmt_dec_cmp(s, n, &d);
    if (c != 0) { /* the input is above or below the halfway point: the float on its side */
      cv.u = b + (c > 0 ? 1 : -1); /* the next double away from the midpoint: same float side */
      fv.f = (float)cv.d;
      *bits = fv.u;
    }
  }
  return fv.u == 0x7F800000u;
}

/* glibc's strtof underflow (ERANGE) for the nonzero decimal number s[0..n) that rounded to the float bits
 * (no sign): the result is tiny (below FLT_MIN after rounding to 24 bits with an unbounded exponent, i.e.
 * the input is below FLT_MIN - 2^-151) and inexact, as for strtod's doubles above */
CORE_FN static int fmt_float_tiny(const char *s, int32_t n, uint64_t bits) {
  FmtDec d;
  if (bits == 0) return 1;
  if (bits > 0x00800000u) return 0;
  if (bits < 0x00800000u) {
    fmt_dec_init(&d, bits, -149);
    return fmt_dec_cmp(s, n, &d) != 0;
  }
  fmt_dec_init(&d, ((uint64_t)1 << 25) - 1, -151); /* FLT_MIN - 2^-151: below it, tiny */
  return fmt_dec_cmp(s, n, &d) < 0;
}

/* strtod (fl = 0) or strtof (fl = 1) over s[0..n): the bytes consumed, *out the result's bits (a float's
 * in the low 32) */
CORE_FN static int32_t fmt_strto(const char *s, int32_t n, int fl, uint64_t *out, int32_t *range_err) {
  int32_t i = 0, j, neg = 0;
  uint64_t bits = 0;
  *out = 0;
  *range_err = 0;
  if (!s || n <= 0) return 0;
  while (i < n && (s[i] == ' ' || (s[i] >= '\t' && s[i] <= '\r'))) i++;
  if (i < n && (s[i] == '+' || s[i] == '-')) neg = s[i++] == '-';
  if (i >= n) return 0;
  if (fmt_word(s, n, i, "inf")) {
    i += fmt_word(s, n, i, "infinity") ? 8 : 3;
    bits = FMT_INF_BITS;
  } else if (fmt_word(s, n, i, "nan")) {
    i += 3;
    bits = 0x7FF8000000000000ull;
    if (i < n && s[i] == '(') {
      for (j = i + 1; j < n && (fmt_isdigit(s[j]) || ((s[j] | 32) >= 'a' && (s[j] | 32) <= 'z') || s[j] == '_'); j++) {}
      if (j < n && s[j] == ')') {
        fmt_nan_payload(s + i + 1, j - i - 1, &bits, range_err);
        i = j + 1;
      }
    }
  } else if (s[i] == '0' && i + 1 < n && (s[i + 1] | 32) == 'x') { /* hexadecimal */
    uint64_t m = 0;
    int64_t e = 0;
    int32_t kept = 0, point = 0, sticky = 0;
    j = i + 2;
    if (!(j < n && (fmt_isxdigit(s[j]) || (s[j] == '.' && j + 1 < n && fmt_isxdigit(s[j + 1]))))) {
      i++; /* "0x" without digits: the "0" */
    } else {
      for (; j < n; j++) {
        int32_t v;
        if (s[j] == '.' && !point) {
          point = 1;
          continue;
        }
        if (!fmt_isxdigit(s[j])) break;
        v = fmt_xval(s[j]);
        if (m == 0 && v == 0) {
          if (point) e -= 4;
        } else if (kept < 15) {
          m = m << 4 | (uint64_t)v;
          kept++;
          if (point) e -= 4;
        } else {
          sticky |= v != 0;
          if (!point) e += 4;
        }
      }
      if (j < n && (s[j] | 32) == 'p') {
        int32_t k = j + 1, eneg = 0;
        int64_t pe = 0;
        if (k < n && (s[k] == '+' || s[k] == '-')) eneg = s[k++] == '-';
        if (k < n && fmt_isdigit(s[k])) {
          for (; k < n && fmt_isdigit(s[k]); k++)
            if (pe < 1000000000000ll) pe = pe * 10 + (s[k] - '0');
          e += eneg ? -pe : pe;
          j = k;
        }
      }
      if (m != 0) *range_err = fmt_round_bin(m, e, sticky, fl, &bits);
      i = j;
    }
  } else { /* decimal */
    int32_t nd = 0, nz = 0, point = 0, r;
    for (j = i; j < n; j++) {
      if (s[j] == '.' && !point) point = 1;
      else if (fmt_isdigit(s[j])) {
        nd++;
        nz |= s[j] != '0';
      } else break;
    }
    if (nd == 0) return 0;
    if (j < n && (s[j] | 32) == 'e') {
      int32_t k = j + 1;
      if (k < n && (s[k] == '+' || s[k] == '-')) k++;
      if (k < n && fmt_isdigit(s[k])) {
        while (k < n && fmt_isdigit(s[k])) k++;
        j = k;
      }
    }
    r = lex_parse_double(s + i, j - i, &bits);
    if (r == 2) {
      *range_err = 1;
    } else if (r != 0) { /* cannot happen for this syntax */
      return 0;
    } else if (nz && bits == 0) {
      *range_err = 1;
    } else if (nz && bits <= 0x0010000000000000ull) { /* subnormal or DBL_MIN: glibc's ERANGE rule */
      FmtDec d;
      if (bits < 0x0010000000000000ull) {
        fmt_dec_init(&d, bits, -1074);
        *range_err = fmt_dec_cmp(s + i, j - i, &d) != 0;
      } else {
        fmt_dec_init(&d, ((uint64_t)1 << 54) - 1, -1076); /* DBL_MIN - 2^-1076: below it, tiny */
        *range_err = fmt_dec_cmp(s + i, j - i, &d) < 0;
      }
    }
    if (fl) { /* overflow (also where the double did), or underflow */
      *range_err = fmt_to_float(s + i, j - i, &bits) || bits == 0x7F800000u;
      if (nz && fmt_float_tiny(s + i, j - i, bits)) *range_err = 1;
    }
    i = j;
  }
  if (fl && bits >> 52 == 0x7FF) /* inf, NaN (the payload's low 22 bits, as glibc's strtof) */
    bits = 0x7F800000u | ((bits & FMT_MANT) != 0 ? 0x400000u | (uint32_t)(bits & 0x3FFFFFu) : 0u);
  *out = bits | (uint64_t)neg << (fl ? 31 : 63);
  return i;
}

CORE_FN int32_t fmt_strtod(const char *s, int32_t n, double *out, int32_t *range_err) {
  union { double d; uint64_t u; } cv;
  int32_t used = fmt_strto(s, n, 0, &cv.u, range_err);
  *out = cv.d;
  return used;
}

CORE_FN int32_t fmt_strtof(const char *s, int32_t n, float *out, int32_t *range_err) {
  union { float f; uint32_t u; } cv;
  uint64_t bits;
  int32_t used = fmt_strto(s, n, 1, &bits, range_err);
  cv.u = (uint32_t)bits;
  *out = cv.f;
  return used;
}
