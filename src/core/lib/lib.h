/* lib.h - the pieces of gnc's C library that are plain computation: bit-exact with glibc 2.36 (x86-64), the same
 * bits on the CPU and on CUDA.  Used by the VM's C library (vm/vmlib.c) and gnc search's program texts (gp.c).
 * One section per file, each with its design comment:
 *   clib.c   rand/srand, the strtol family, <ctype.h> in the C locale, qsort's comparison order, strerror
 *   fmt.c    printf's conversions and strtod
 *   scan.c   sscanf's engine
 *   lm.c     the freestanding <math.h>
 *
 * Includes core.h only.  lex_parse_double (the fmt section) is declared here, below both of its users, the
 * lexer and strtod; compiler/lex.c defines it.
 */
#ifndef GNC_LIB_H
#define GNC_LIB_H

#include "core/core.h"

/* ---------------------------------------------------------------- clib.c */
/* small pieces of gnc's C library, bit-exact with glibc 2.36 (x86-64): rand/srand, the strtol
 * family, <ctype.h> in the C locale, qsort's comparison order and strerror's texts (clib.c).
 *
 * Single-source core code (CPU and CUDA): no libc, no allocation, all state in caller-owned structs.
 * Exact behaviour and the glibc algorithms replicated: docs/library.md, "rand, strtol, ctype, qsort".
 */

/* ---------------------------------------------------------------- rand / srand */
#define CL_RAND_MAX 2147483647
#define CL_RAND_DEG 31 /* glibc TYPE_3: degree 31, separation 3 */

/* A zeroed ClRand behaves as glibc before any srand (as srand(1)). */
typedef struct {
  int32_t st[CL_RAND_DEG]; /* the additive feedback table (glibc's randtbl[1..31]) */
  int32_t f, r;            /* indices of glibc's fptr and rptr into st              */
  int32_t seeded;          /* 0: not yet seeded; cl_rand seeds with 1 first          */
} ClRand;

CORE_FN void cl_srand(ClRand *r, uint32_t seed); /* srand(seed)                       */
CORE_FN int32_t cl_rand(ClRand *r);              /* rand(): 0 .. CL_RAND_MAX          */

/* ---------------------------------------------------------------- errno: glibc's values and texts */
/* the errno values gnc's library sets (glibc's on x86-64 Linux; <errno.h> defines all of them, pp.c); CL_OK:
 * errno untouched */
enum { CL_OK = 0, CL_ENOMEM = 12, CL_EINVAL = 22, CL_EDOM = 33, CL_ERANGE = 34, CL_EOVERFLOW = 75 };
#define CL_STRERROR_MAX 26   /* "Unknown error -2147483648" and its NUL */
#define CL_STRERROR_COUNT 134 /* glibc's texts are for 0 .. 133 */

/* strerror(e) as glibc 2.36 in the C locale: the text for 0 ("Success") and every errno value from 1 to 133
 * but 41 and 58, with *len its length; 0 for any other e, whose text glibc writes as "Unknown error e"
 * (cl_strerror_unknown: into out[0..CL_STRERROR_MAX), NUL included; returns the length) */
CORE_FN const char *cl_strerror(int32_t e, int32_t *len);
CORE_FN int32_t cl_strerror_unknown(int32_t e, char *out);

/* ---------------------------------------------------------------- strtol family */

/* Convert the bytes s[0..n) (the string up to, not including, its NUL) as glibc's strtol/strtoll
 * (is_unsigned 0) or strtoul/strtoull (is_unsigned 1) with the given base (0 or 2..36).  long and long
 * long are both 64 bits.  Writes the result to *out (the unsigned result as its bit pattern) and the errno
 * glibc would set to *err (CL_OK, CL_ERANGE; CL_OK means errno untouched).  Returns the bytes consumed, i.e.
 * endptr - s (0 when nothing was converted: endptr = s), or -1 for an invalid base: glibc then returns 0,
 * sets errno to EINVAL and does not write *endptr (*out = 0, *err = CL_EINVAL).
 * atoi(s) = (int32_t)the strtol base-10 result; atol/atoll = the strtol base-10 result. */
CORE_FN int32_t cl_strtoi(const char *s, int32_t n, int32_t base, int32_t is_unsigned, int64_t *out,
                          int32_t *err);

/* ---------------------------------------------------------------- ctype (C locale) */
enum {
  CL_ISALNUM, CL_ISALPHA, CL_ISBLANK, CL_ISCNTRL, CL_ISDIGIT, CL_ISGRAPH, CL_ISLOWER, CL_ISPRINT,
  CL_ISPUNCT, CL_ISSPACE, CL_ISUPPER, CL_ISXDIGIT, CL_TOLOWER, CL_TOUPPER, CL_CTYPE__COUNT
};

/* *out = the value glibc's function `which` returns for c (is*: the class bit of glibc's table, e.g.
 * isalpha('a') = 1024; tolower/toupper: the mapped character).  Returns 0, or 1 when c is outside
 * -128..255 for an is* function (glibc indexes outside its table: undefined; *out = 0, the VM traps).
 * tolower/toupper are defined for every c: A-Z/a-z mapped, -128..-2 give c + 256 (as glibc's tables),
 * every other c (EOF = -1, 128..255, and outside -128..255) is returned unchanged.
 * Returns 2 (*out = 0) for an invalid `which`. */
CORE_FN int cl_ctype(int which, int32_t c, int32_t *out);

/* ---------------------------------------------------------------- qsort (glibc 2.36 msort order) */
#define CL_SORT_STACK 34 /* frames: ceil(log2(2^32)) + 2 */

typedef struct {
  uint32_t lo, n; /* the subarray perm[lo .. lo+n) */
  uint32_t stage; /* 0: sort left half next, 1: right half next, 2: merge */
} ClSortFrame;

typedef struct {
  uint32_t *perm, *tmp;   /* caller-owned, n entries each                          */
  uint32_t n;
  int32_t depth;          /* frames on the stack                                   */
  int32_t merging;        /* a merge is in progress (the top frame's)              */
  int32_t pending;        /* a comparison was handed out; its answer is due        */
  uint32_t i, j, k;       /* merge cursors: left run, right run, tmp output        */
  uint32_t n1, n2;        /* elements left in the left and right runs              */
  ClSortFrame stack[CL_SORT_STACK];
} ClSort;

/* Sort n elements, identified by their original indices 0..n-1, in glibc 2.36 qsort's order:
 *   ClSort s; cl_sort_init(&s, n, perm, tmp);
 *   uint32_t a, b; int32_t cmp = 0;
 *   while (cl_sort_next(&s, cmp, &a, &b)) cmp = compare(elem[a], elem[b]);
 *   then perm[k] = the original index of the element that belongs at position k.
 * cl_sort_next takes the comparator's result for the previous pair (ignored on the first call) and
 * returns 1 with the next pair (exactly glibc's comparator arguments, in order), or 0 when sorted. */
CORE_FN void cl_sort_init(ClSort *s, uint32_t n, uint32_t *perm, uint32_t *tmp);
CORE_FN int cl_sort_next(ClSort *s, int32_t cmp, uint32_t *a, uint32_t *b);

/* ---------------------------------------------------------------- fmt.c */
/* number formatting and parsing of gnc's C library: the engine behind printf, sprintf, snprintf
 * (fmt_parse, fmt_one, fmt_format) and strtod/atof (fmt_strtod), byte-identical to glibc 2.36 for what it
 * supports.  Design and accuracy: the top comment of fmt.c; behaviour: docs/library.md, "printf and strtod".
 *
 * The VM drives printf itself: it walks the format, calls fmt_parse after each '%', fetches the '*'
 * arguments (fmt_star_width, fmt_star_prec) and the conversion's argument (its kind: fmt_arg_kind), then
 * calls fmt_one.  fmt_format does the same over an array of FmtArg (tests, simple callers).
 * Output is never NUL-terminated: out[0..min(len, cap)) is written and the full length returned.
 */

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
/* strtof over s[0..n): glibc's strtof, rounded once from the input to float (not through double);
 * *range_err as strtod's, for float's range */
CORE_FN int32_t fmt_strtof(const char *s, int32_t n, float *out, int32_t *range_err);
/* decimal floating text s[0..len) -> the bits of the correctly rounded double; 0 on success.  The lexer's
 * number parser (compiler/lex.c defines it), which fmt_strtod uses for decimal strings */
CORE_FN int lex_parse_double(const char *s, int32_t len, uint64_t *bits);

/* ---------------------------------------------------------------- scan.c */
/* sscanf's engine (scan.c): glibc 2.36's __vfscanf_internal (x86-64, C locale, ISO C99 mode)
 * over a byte string, as a step function that never touches the caller's memory.
 *
 *   ScanState s; ScanItem it; int32_t r, result;
 *   scan_init(&s, input, input_len, format, format_len);
 *   while ((r = scan_next(&s, &it, &result)) == SCAN_STORE) store it through the next pointer argument;
 *   r == SCAN_DONE: result is sscanf's return value; r < 0: a conversion gnc does not support
 *
 * Behaviour and differences from glibc: docs/library.md ("sscanf").
 */

enum { SCAN_DONE = 0, SCAN_STORE = 1 };          /* scan_next's results                        */
enum { SCAN_E_UNSUPPORTED = -1 };                /* %p, %m, %ls, %lc, %l[, %S, %C, %Lf, %1$d, 'I' */
enum { SCAN_INT, SCAN_FLOAT, SCAN_DOUBLE, SCAN_CHARS, SCAN_STRING }; /* ScanItem.kind                 */

typedef struct {
  const uint8_t *in;  /* the input, without its NUL          */
  const uint8_t *f;   /* the format, without its NUL         */
  int32_t n, fn;      /* their lengths                       */
  int32_t pos, fi;    /* read position, format position      */
  int32_t c;          /* the last character read (-1: EOF)   */
  int32_t done;       /* items assigned so far               */
  int32_t skip_space; /* white space in the format is pending */
  int32_t err;        /* errno as glibc's scanf leaves it: scan_init makes it 0, the caller sets the run's
                         errno before the first scan_next and takes it back at the end */
  int32_t in_err;     /* glibc's inchar_errno (scan.c)       */
} ScanState;

typedef struct {
  int32_t kind;       /* SCAN_*                                                                  */
  int32_t size;       /* bytes to store: SCAN_INT 1, 2, 4 or 8; SCAN_FLOAT 4; SCAN_DOUBLE 8;
                         SCAN_CHARS len; SCAN_STRING len + 1 (the bytes, then a NUL)              */
  uint64_t u;         /* SCAN_INT: the value (its low `size` bytes are stored); SCAN_FLOAT/DOUBLE: bits */
  int32_t start, len; /* SCAN_CHARS, SCAN_STRING: the bytes in[start .. start + len)             */
} ScanItem;

CORE_FN void scan_init(ScanState *s, const uint8_t *in, int32_t n, const uint8_t *f, int32_t fn);
CORE_FN int32_t scan_next(ScanState *s, ScanItem *it, int32_t *result);

/* ---------------------------------------------------------------- lm.c */
/* gnc's freestanding <math.h>: the double and float functions of the C library, written with
 * plain IEEE arithmetic and integer operations only (no libc, no hardware sqrt, no fma), so that CPU
 * and CUDA builds give the same bits.  Methods and measured accuracy against glibc: lm.c and
 * docs/library.md.
 */

CORE_FN double lm_fabs(double x);
CORE_FN double lm_sqrt(double x);
CORE_FN double lm_cbrt(double x);
CORE_FN double lm_floor(double x);
CORE_FN double lm_ceil(double x);
CORE_FN double lm_round(double x);
CORE_FN double lm_trunc(double x);
CORE_FN double lm_fmod(double x, double y);
CORE_FN double lm_fmin(double x, double y);
CORE_FN double lm_fmax(double x, double y);
CORE_FN double lm_hypot(double x, double y);
CORE_FN double lm_pow(double x, double y);
CORE_FN double lm_exp(double x);
CORE_FN double lm_exp2(double x);
CORE_FN double lm_log(double x);
CORE_FN double lm_log2(double x);
CORE_FN double lm_log10(double x);
CORE_FN double lm_sin(double x);
CORE_FN double lm_cos(double x);
CORE_FN double lm_tan(double x);
CORE_FN double lm_asin(double x);
CORE_FN double lm_acos(double x);
CORE_FN double lm_atan(double x);
CORE_FN double lm_atan2(double y, double x);
CORE_FN double lm_sinh(double x);
CORE_FN double lm_cosh(double x);
CORE_FN double lm_tanh(double x);

CORE_FN float lm_fabsf(float x);
CORE_FN float lm_sqrtf(float x);
CORE_FN float lm_cbrtf(float x);
CORE_FN float lm_floorf(float x);
CORE_FN float lm_ceilf(float x);
CORE_FN float lm_roundf(float x);
CORE_FN float lm_truncf(float x);
CORE_FN float lm_fmodf(float x, float y);
CORE_FN float lm_fminf(float x, float y);
CORE_FN float lm_fmaxf(float x, float y);
CORE_FN float lm_hypotf(float x, float y);
CORE_FN float lm_powf(float x, float y);
CORE_FN float lm_expf(float x);
CORE_FN float lm_exp2f(float x);
CORE_FN float lm_logf(float x);
CORE_FN float lm_log2f(float x);
CORE_FN float lm_log10f(float x);
CORE_FN float lm_sinf(float x);
CORE_FN float lm_cosf(float x);
CORE_FN float lm_tanf(float x);
CORE_FN float lm_asinf(float x);
CORE_FN float lm_acosf(float x);
CORE_FN float lm_atanf(float x);
CORE_FN float lm_atan2f(float y, float x);
CORE_FN float lm_sinhf(float x);
CORE_FN float lm_coshf(float x);
CORE_FN float lm_tanhf(float x);

/* later additions: log1p, expm1 (fdlibm's, as glibc), rint / nearbyint, lrint, lround / llround (long; out of
 * range or NaN: LONG_MIN), copysign, ldexp (any int exponent), frexp, modf */
CORE_FN double lm_log1p(double x);
CORE_FN double lm_expm1(double x);
CORE_FN double lm_rint_any(double x);
CORE_FN int64_t lm_lrint(double x);
CORE_FN int64_t lm_lround(double x);
CORE_FN double lm_copysign_any(double x, double y);
CORE_FN double lm_ldexp_any(double x, int32_t k);
CORE_FN double lm_frexp(double x, int32_t *e);
CORE_FN double lm_modf(double x, double *ip);

#endif
