/* fmt.h - number formatting and parsing of gnc's C library: the engine behind printf, sprintf, snprintf
 * (fmt_parse, fmt_one, fmt_format) and strtod/atof (fmt_strtod), byte-identical to glibc 2.36 for what it
 * supports.  Design and accuracy: the top comment of fmt.c; behaviour: docs/library.md, "printf and strtod".
 *
 * The VM drives printf itself: it walks the format, calls fmt_parse after each '%', fetches the '*'
 * arguments (fmt_star_width, fmt_star_prec) and the conversion's argument (its kind: fmt_arg_kind), then
 * calls fmt_one.  fmt_format does the same over an array of FmtArg (tests, simple callers).
 * Output is never NUL-terminated: out[0..min(len, cap)) is written and the full length returned.
 */
#ifndef GNC_FMT_H
#define GNC_FMT_H

#include "core/core.h"

enum { FMT_MINUS = 1, FMT_PLUS = 2, FMT_SPACE = 4, FMT_HASH = 8, FMT_ZERO = 16 }; /* FmtSpec.flags */
enum { FMT_L_NONE, FMT_L_HH, FMT_L_H, FMT_L_L, FMT_L_LL, FMT_L_Z, FMT_L_T, FMT_L_J }; /* FmtSpec.len */
#define FMT_STAR (-2) /* FmtSpec.width / prec: '*' (an int argument comes first) */

/* errors (negative results) */
enum {
  FMT_E_CONV = -1,     /* unknown conversion character (also the glibc extensions %m, %C, %S, 'I')    */
  FMT_E_N = -2,        /* %n: not supported                                                          */
  FMT_E_LEN = -3,      /* length modifier not supported for the conversion ('L', 'q', ll on %f, %ls) */
  FMT_E_TRUNC = -4,    /* the format ends inside a conversion                                        */
  FMT_E_NUM = -5,      /* width or precision above INT32_MAX, or a positional "%1$d"                 */
  FMT_E_ARGS = -6,     /* fmt_format: fewer arguments than the format consumes                       */
  FMT_E_OVERFLOW = -7, /* the output would be longer than INT32_MAX bytes (glibc: EOVERFLOW)         */
  FMT_E_SPEC = -8      /* fmt_one: a spec fmt_parse cannot produce (FMT_STAR left, unknown conv)     */
};

typedef struct {
  uint8_t conv;  /* 'd','i','u','o','x','X','c','s','p','f','F','e','E','g','G','a','A','%' */
  uint8_t flags; /* FMT_MINUS, FMT_PLUS, FMT_SPACE, FMT_HASH, FMT_ZERO */
  uint8_t len;   /* FMT_L_*: integer conversions any; floats NONE or L (ignored); c s p % NONE */
  uint8_t pad;
  int32_t width; /* -1 none; FMT_STAR */
  int32_t prec;  /* -1 none; FMT_STAR */
} FmtSpec;

/* the argument one conversion consumes: integers (d i u o x X c) and %p in u (raw bits: fmt_one converts
 * them to the length modifier's type), doubles in d, %s the bytes s[0..slen) (s == NULL: a null pointer,
 * printed "(null)" as glibc does) */
typedef struct {
  uint64_t u;
  double d;
  const char *s;
  int32_t slen;
} FmtArg;

enum { FMT_ARG_NONE, FMT_ARG_INT, FMT_ARG_DOUBLE, FMT_ARG_STR, FMT_ARG_PTR }; /* fmt_arg_kind */

/* one conversion starting just after a '%' in f[0..n): the bytes consumed (> 0), or a negative FMT_E_* */
CORE_FN int32_t fmt_parse(const char *f, int32_t n, FmtSpec *s);
/* what the conversion consumes after its '*' arguments: FMT_ARG_* (NONE for %%) */
CORE_FN int32_t fmt_arg_kind(const FmtSpec *s);
/* resolve a '*' width / precision from its int argument as printf does (negative width: '-' flag and
 * its magnitude; negative precision: none).  fmt_star_width returns FMT_E_OVERFLOW for INT32_MIN, else 0. */
CORE_FN int32_t fmt_star_width(FmtSpec *s, int32_t w);
CORE_FN void fmt_star_prec(FmtSpec *s, int32_t p);
/* format one conversion (no FMT_STAR left) into out[0..cap): the full length of its text (may exceed cap:
 * then only cap bytes are written), or a negative FMT_E_* */
CORE_FN int32_t fmt_one(char *out, int32_t cap, const FmtSpec *s, const FmtArg *a);
/* a whole format f[0..n) with arguments args[0..nargs) ('*' consumes an argument: its u as an int);
 * writes out[0..min(len, cap)) and returns the full length len, or a negative FMT_E_* */
CORE_FN int32_t fmt_format(char *out, int32_t cap, const char *f, int32_t n, const FmtArg *args, int32_t nargs);

/* strtod over s[0..n): the bytes consumed (0: no conversion, *out = 0), the value in *out, and
 * *range_err = 1 where glibc sets errno = ERANGE (overflow to +-HUGE_VAL, an inexact tiny result, or a
 * NaN payload that overflows strtoull); else 0 */
CORE_FN int32_t fmt_strtod(const char *s, int32_t n, double *out, int32_t *range_err);
/* strtof over s[0..n): glibc's strtof, rounded once from the input to float (not through double) */
CORE_FN int32_t fmt_strtof(const char *s, int32_t n, float *out);

#endif
