/* gen.h - the random program generator: one seed -> one valid gnc program (C source text).
 *
 * Programs are typed and, unless traps are asked for, free of undefined behaviour under gcc -fwrapv by
 * construction (guarded divisions, masked shift counts, in-range indices, clamped double->integer
 * conversions, no unsequenced side effects, initialised variables, counted loops, bounded recursion), so
 * that gnc and gcc must print the same value for every suggested argument set.  The same seed and options
 * always give the same program; the prefix only renames functions and consumes no randomness.
 *
 * Users: `gnc gen` (src/cli/gen.c), the differential test against gcc (tests/diff/), and later training data
 * and program search.
 */
#ifndef GNC_GEN_H
#define GNC_GEN_H
#include <stddef.h>
#include <stdint.h>
#include "core/vm/vm.h"

enum { GEN_SMALL = 0, GEN_MEDIUM = 1, GEN_LARGE = 2 };

#define GEN_MAX_TESTS  16  /* argument sets per program                              */
#define GEN_MAX_PARAMS 8   /* parameters of the entry function                        */
#define GEN_ARR_LEN    8   /* elements of an array argument (and of every array param) */

typedef struct {
  int size;            /* GEN_SMALL (~10-40 lines), GEN_MEDIUM (~100-300), GEN_LARGE (1500 functions,
                          ~3 MB: for compile-speed benchmarks)                                         */
  int functions;       /* number of functions; 0: chosen from the seed according to size             */
  int traps;           /* 1: a program that traps at run time on purpose (see GenInfo.trap)          */
  int ntests;          /* argument sets to suggest, 1..GEN_MAX_TESTS; 0: 3                           */
  const char *prefix;  /* prepended to every function (and typedef) name (NULL or "": none), e.g. "p17_" */
  int ctypes;          /* 1: also C's other scalar types (char, short, unsigned, float; locals,
                          parameters, returns, arrays), u/f literal suffixes, casts between all scalar
                          types, const, the comma operator, sizeof, switch, file-scope typedefs.  0 (the
                          default) gives exactly the programs of the first language for every seed.  */
  int pointers;        /* 1: also pointers and strings (implies ctypes): pointer, out-parameter, pointer +
                          length and const char * parameters, functions returning a pointer into a
                          parameter, pointer variables and walks, p[i], *(p + i), *d++ = *s++, **pp,
                          p - q and comparisons, char arrays, string literals and tables of them,
                          <string.h>, malloc'd
                          buffers, sprintf/snprintf with checksums, printf output, strtol, <ctype.h>,
                          static functions and static const tables.  The entry takes scalars only (a
                          pointer parameter cannot be given on the command line).  0 (the default) leaves
                          the programs of every other mode unchanged.                                  */
  int structs;         /* 1: also structs, unions and multi-dimensional arrays (implies pointers): file-scope
                          struct types (typedef'd and tagged; scalar, pointer, char array, nested struct
                          and struct array members), a union, a self-referential list node, struct locals
                          with positional, nested and designated initialisers, . and ->, struct assignment,
                          structs passed and returned by value, pointers to structs, arrays of structs
                          walked by pointer and sorted with qsort, malloc'd structs and lists (always
                          freed), sizeof/offsetof/_Alignof, 2-D and 3-D arrays (T g[][N] parameters, rows
                          passed as T *), global structs and 2-D arrays.  0 leaves other modes unchanged. */
  int realc;           /* 1: also what C written by people and language models uses (implies structs):
                          `= {}` initialisers and zero-length arrays, arrays of more than 65536 elements
                          (locals and globals of the entry, helpers over big tables), variable-length
                          arrays (T a[n], char s[n + 1], T dp[n + 1][C] with memset(dp, 0, sizeof dp)),
                          goto (out of nested loops, to the end of a loop's body, back as a retry loop,
                          forward to a cleanup label that frees), variadic helpers and functions with
                          <stdarg.h> (va_start, va_arg, va_copy, va_end, a va_list passed on), block-scope enum
                          constants, typedefs and prototypes, extern declarations, _Static_assert,
                          volatile locals and binary literals.  0 leaves other modes unchanged.        */
} GenOpts;

/* one argument: a scalar (v[0]) or an array of len elements (ty has TY_ARR set) */
typedef struct {
  uint8_t ty;          /* a scalar TY_* (the new ones only with ctypes), or TY_ARR | one of them     */
  int32_t len;
  Value v[GEN_ARR_LEN];
} GenArg;

typedef struct {
  char entry[96];      /* the entry function's name (prefix included)                                */
  uint8_t ret;         /* its return type: TY_INT, TY_LONG, TY_DOUBLE or TY_BOOL (with ctypes, also
                          TY_CHAR ... TY_FLOAT)                                                      */
  int32_t nparams;
  uint8_t params[GEN_MAX_PARAMS]; /* parameter types (TY_ARR | base for array parameters)            */
  int32_t ntests;
  GenArg args[GEN_MAX_TESTS][GEN_MAX_PARAMS]; /* suggested argument sets                             */
  int32_t trap;        /* traps mode: the TRAP_* that every test surely raises under the default limits
                          of gnc run and gnc batch; TRAP_NONE when the trap depends on the arguments
                          (then some tests may return normally)                                      */
  int32_t nfuncs;      /* functions in the program                                                   */
  int64_t cost;        /* rough upper bound of the expression nodes one call of the entry evaluates
                          (the VM executes a small multiple of this)                                 */
} GenInfo;

/* the defaults: GEN_SMALL, functions 0, no traps, 3 tests, no prefix */
void gen_default_opts(GenOpts *o);

/* Writes the program for (seed, o) into buf (NUL-terminated when cap > 0) and fills *info (may be NULL).
 * Returns the program's length; if that is >= cap the text was cut off (call again with a larger buffer,
 * as with snprintf). */
size_t gen_program(uint64_t seed, const GenOpts *o, char *buf, size_t cap, GenInfo *info);

/* Formats an argument: GEN_FMT_C as a C expression of the parameter's type (scalars only; arrays as an
 * initialiser list "{1, 2}"), GEN_FMT_JSON as a JSON value (arrays as JSON arrays), GEN_FMT_CLI as a
 * `gnc run` argument ("[1,2]" for arrays).  Returns the length (snprintf convention). */
enum { GEN_FMT_C = 0, GEN_FMT_JSON = 1, GEN_FMT_CLI = 2 };
size_t gen_format_arg(const GenArg *a, int style, char *buf, size_t cap);

/* "small" | "medium" | "large" -> GEN_*; -1 if unknown */
int gen_parse_size(const char *s);
/* name of a TY_* scalar type as C spells it ("int", "long", "double", "bool", "unsigned char", ...) */
const char *gen_type_name(int ty);

#endif
