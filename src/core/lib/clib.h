/* clib.h - small pieces of gnc's C library, bit-exact with glibc 2.36 (x86-64): rand/srand, the strtol
 * family, <ctype.h> in the C locale and qsort's comparison order (clib.c).
 *
 * Single-source core code (CPU and CUDA): no libc, no allocation, all state in caller-owned structs.
 * Exact behaviour and the glibc algorithms replicated: docs/library.md, "rand, strtol, ctype, qsort".
 */
#ifndef GNC_CLIB_H
#define GNC_CLIB_H

#include "core/core.h"

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

/* ---------------------------------------------------------------- strtol family */
enum { CL_OK = 0, CL_ERANGE = 1, CL_EINVAL = 2 };

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

#endif
