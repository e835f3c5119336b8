/* builtins.h - the C library functions the VM runs itself (instruction CALLB), as one X-macro table.
 *
 *   B(NAME, SIGNATURE, FLAGS)
 *
 * The index of a function is its position (BI_NAME); CALLB's operand A.  SIGNATURE uses the verifier's
 * letters "args>result" (i int, l long, d double, p pointer; nothing after '>' for void): int-sized C types
 * (char, unsigned int, ...) pass as i, long and size_t as l, float and double as d (a float value travels as
 * the double of its value and the float functions return a float's value), every pointer as p.
 * FLAGS: BI_VARIADIC: after the fixed arguments come up to BI_MAX_VARARGS more, of the classes CALLB's word 3
 * names (2 bits each, BI_CLS_*, the first variadic argument in bits 0-1).
 *
 * The code generator looks a name up with bi_find (below) and emits
 *   <push the arguments left to right>  CALLB A=index  word2=total argument count  word3=classes
 * word2 must equal the number of fixed arguments for a non-variadic function, word3 = 0 then.
 * Semantics, traps and differences from glibc: docs/library.md ("The VM's C library"), vmlib.c.
 */
#ifndef GNC_BUILTINS_H
#define GNC_BUILTINS_H

#include "core/core.h"

enum { BI_VARIADIC = 1 };
enum { BI_CLS_I = 0, BI_CLS_L = 1, BI_CLS_D = 2, BI_CLS_P = 3 }; /* CALLB word 3, 2 bits per argument */
#define BI_MAX_VARARGS 16

#define BUILTINS(B) \
  /* <stdlib.h> memory */ \
  B(malloc, "l>p", 0) B(calloc, "ll>p", 0) B(realloc, "pl>p", 0) B(free, "p>", 0) \
  /* <string.h> */ \
  B(memcpy, "ppl>p", 0) B(memmove, "ppl>p", 0) B(memset, "pil>p", 0) B(memcmp, "ppl>i", 0) \
  B(strlen, "p>l", 0) B(strcpy, "pp>p", 0) B(strncpy, "ppl>p", 0) B(strcat, "pp>p", 0) \
  B(strncat, "ppl>p", 0) B(strcmp, "pp>i", 0) B(strncmp, "ppl>i", 0) B(strchr, "pi>p", 0) \
  B(strrchr, "pi>p", 0) B(strstr, "pp>p", 0) B(strspn, "pp>l", 0) B(strcspn, "pp>l", 0) B(strpbrk, "pp>p", 0) \
  B(strtok, "pp>p", 0) B(strdup, "p>p", 0) \
  /* <stdlib.h> numbers */ \
  B(abs, "i>i", 0) B(labs, "l>l", 0) B(llabs, "l>l", 0) \
  B(atoi, "p>i", 0) B(atol, "p>l", 0) B(atoll, "p>l", 0) \
  B(strtol, "ppi>l", 0) B(strtoll, "ppi>l", 0) B(strtoul, "ppi>l", 0) B(strtoull, "ppi>l", 0) \
  B(atof, "p>d", 0) B(strtod, "pp>d", 0) \
  B(rand, ">i", 0) B(srand, "i>", 0) \
  /* <ctype.h> */ \
  B(isalnum, "i>i", 0) B(isalpha, "i>i", 0) B(isblank, "i>i", 0) B(iscntrl, "i>i", 0) \
  B(isdigit, "i>i", 0) B(isgraph, "i>i", 0) B(islower, "i>i", 0) B(isprint, "i>i", 0) \
  B(ispunct, "i>i", 0) B(isspace, "i>i", 0) B(isupper, "i>i", 0) B(isxdigit, "i>i", 0) \
  B(tolower, "i>i", 0) B(toupper, "i>i", 0) \
  /* <math.h>, double */ \
  B(fabs, "d>d", 0) B(sqrt, "d>d", 0) B(cbrt, "d>d", 0) B(floor, "d>d", 0) B(ceil, "d>d", 0) \
  B(round, "d>d", 0) B(trunc, "d>d", 0) B(fmod, "dd>d", 0) B(fmin, "dd>d", 0) B(fmax, "dd>d", 0) \
  B(hypot, "dd>d", 0) B(pow, "dd>d", 0) B(exp, "d>d", 0) B(exp2, "d>d", 0) B(log, "d>d", 0) \
  B(log2, "d>d", 0) B(log10, "d>d", 0) B(sin, "d>d", 0) B(cos, "d>d", 0) B(tan, "d>d", 0) \
  B(asin, "d>d", 0) B(acos, "d>d", 0) B(atan, "d>d", 0) B(atan2, "dd>d", 0) B(sinh, "d>d", 0) \
  B(cosh, "d>d", 0) B(tanh, "d>d", 0) \
  /* <math.h>, float (arguments and results are float values in d slots) */ \
  B(fabsf, "d>d", 0) B(sqrtf, "d>d", 0) B(cbrtf, "d>d", 0) B(floorf, "d>d", 0) B(ceilf, "d>d", 0) \
  B(roundf, "d>d", 0) B(truncf, "d>d", 0) B(fmodf, "dd>d", 0) B(fminf, "dd>d", 0) B(fmaxf, "dd>d", 0) \
  B(hypotf, "dd>d", 0) B(powf, "dd>d", 0) B(expf, "d>d", 0) B(exp2f, "d>d", 0) B(logf, "d>d", 0) \
  B(log2f, "d>d", 0) B(log10f, "d>d", 0) B(sinf, "d>d", 0) B(cosf, "d>d", 0) B(tanf, "d>d", 0) \
  B(asinf, "d>d", 0) B(acosf, "d>d", 0) B(atanf, "d>d", 0) B(atan2f, "dd>d", 0) B(sinhf, "d>d", 0) \
  B(coshf, "d>d", 0) B(tanhf, "d>d", 0) \
  /* <stdio.h> output */ \
  B(putchar, "i>i", 0) B(puts, "p>i", 0) B(printf, "p>i", BI_VARIADIC) B(sprintf, "pp>i", BI_VARIADIC) \
  B(snprintf, "plp>i", BI_VARIADIC) \
  /* the program's end, time */ \
  B(exit, "i>", 0) B(abort, ">", 0) B(time, "p>l", 0) B(clock, ">l", 0) \
  /* <stdlib.h> qsort: vm.c calls the comparator, a function pointer (FPTR) of int (const void *, const void *) */ \
  B(qsort, "pllp>", 0) \
  /* <stdio.h> streams: stdout and stderr are (__builtin_stdout ()) and (__builtin_stderr ()), values that name
   * no object (vm.h); what goes to stderr is counted, not kept */ \
  B(__builtin_stdout, ">p", 0) B(__builtin_stderr, ">p", 0) B(fprintf, "pp>i", BI_VARIADIC) B(fputs, "pp>i", 0) \
  B(fputc, "ip>i", 0) B(fflush, "p>i", 0) \
  /* <math.h>'s macros: INFINITY NAN HUGE_VAL HUGE_VALF isnan isinf isfinite, as glibc spells them */ \
  B(__builtin_inff, ">d", 0) B(__builtin_nanf, "p>d", 0) B(__builtin_huge_val, ">d", 0) \
  B(__builtin_huge_valf, ">d", 0) B(__builtin_isnan, "d>i", 0) B(__builtin_isinf_sign, "d>i", 0) \
  B(__builtin_isfinite, "d>i", 0) \
  /* <assert.h>: assert(e) is `if (!e) __gnc_assert_fail(LINE)` (a name no program can spell) */ \
  B(__gnc_assert_fail, "i>", 0) \
  /* later additions (appended: the indices above stay): <string.h>'s memchr, strndup and glibc's strcasecmp, \
   * strncasecmp (<string.h> declares them); gcc's __builtin_popcount family (no header) */ \
  B(memchr, "pil>p", 0) B(strndup, "pl>p", 0) B(strcasecmp, "pp>i", 0) B(strncasecmp, "ppl>i", 0) \
  B(__builtin_popcount, "i>i", 0) B(__builtin_popcountl, "l>i", 0) B(__builtin_popcountll, "l>i", 0) \
  /* the end of a non-void function other than main, where codegen finds it reachable: traps missing_return \
   * (a name no program can spell) */ \
  B(__gnc_missing_return, ">", 0) \
  /* later additions (2): <stdio.h> sscanf (scan.c; its arguments after the format are pointers); <stdlib.h> \
   * strtof, bsearch (vm.c calls the comparator as for qsort); <string.h> strnlen, strtok_r; <math.h> \
   * lround ... modf; <ctype.h> isascii, toascii; gcc's __builtin_signbit (<math.h>'s signbit); \
   * __builtin_stdin (<stdio.h>'s stdin) */ \
  B(sscanf, "pp>i", BI_VARIADIC) B(strtof, "pp>d", 0) B(bsearch, "ppllp>p", 0) B(strnlen, "pl>l", 0) \
  B(strtok_r, "ppp>p", 0) \
  B(lround, "d>l", 0) B(llround, "d>l", 0) B(lrint, "d>l", 0) B(llrint, "d>l", 0) B(rint, "d>d", 0) \
  B(nearbyint, "d>d", 0) B(copysign, "dd>d", 0) B(ldexp, "di>d", 0) B(frexp, "dp>d", 0) B(modf, "dp>d", 0) \
  B(log1p, "d>d", 0) B(expm1, "d>d", 0) \
  B(isascii, "i>i", 0) B(toascii, "i>i", 0) B(__builtin_signbit, "d>i", 0) B(__builtin_stdin, ">p", 0) \
  /* later additions (3): <stdio.h>'s functions reading standard input (vmlib.c; getc is a macro for fgetc), \
   * and feof, ferror */ \
  B(getchar, ">i", 0) B(fgetc, "p>i", 0) B(ungetc, "ip>i", 0) B(fgets, "pip>p", 0) B(scanf, "p>i", BI_VARIADIC) \
  B(fscanf, "pp>i", BI_VARIADIC) B(getline, "ppp>l", 0) B(fread, "pllp>l", 0) B(feof, "p>i", 0) B(ferror, "p>i", 0) \
  /* later additions (4): <errno.h>'s errno is (*__errno_location ()); <string.h> strerror, <stdio.h> perror; \
   * <stdlib.h> div, ldiv, lldiv return a div_t, ldiv_t, lldiv_t through their first argument, a hidden one: \
   * the caller's object for it (as a call of a function of the program returning a struct passes it last), \
   * and return it */ \
  B(__errno_location, ">p", 0) B(strerror, "i>p", 0) B(perror, "p>", 0) B(div, "pii>p", 0) B(ldiv, "pll>p", 0) \
  B(lldiv, "pll>p", 0) \
  /* later additions (5): <stdio.h>'s vprintf family; a va_list is a char * into the caller's object of \
   * variable arguments (codegen.c, gen_varargs), vmlib.c reads their classes from its header */ \
  B(vprintf, "pp>i", 0) B(vsprintf, "ppp>i", 0) B(vsnprintf, "plpp>i", 0) B(vfprintf, "ppp>i", 0) \
  /* later additions (6): gcc's bit builtins (no header; an argument of 0 to clz or ctz, undefined in gcc, \
   * traps bad_library_argument), __builtin_expect (its first argument), __builtin_abs */ \
  B(__builtin_clz, "i>i", 0) B(__builtin_clzl, "l>i", 0) B(__builtin_clzll, "l>i", 0) B(__builtin_ctz, "i>i", 0) \
  B(__builtin_ctzl, "l>i", 0) B(__builtin_ctzll, "l>i", 0) B(__builtin_parity, "i>i", 0) \
  B(__builtin_parityl, "l>i", 0) B(__builtin_parityll, "l>i", 0) B(__builtin_ffs, "i>i", 0) \
  B(__builtin_ffsl, "l>i", 0) B(__builtin_ffsll, "l>i", 0) B(__builtin_expect, "ll>l", 0) B(__builtin_abs, "i>i", 0)

enum {
#define B(name, sig, flags) BI_##name,
  BUILTINS(B)
#undef B
  BI__COUNT
};

/* the table as functions (file-scope arrays are not usable from CUDA device code); vmlib.c */
CORE_FN const char *bi_name(int bi);    /* "malloc", or "?"                       */
CORE_FN const char *bi_sig(int bi);     /* "l>p", or ""                           */
CORE_FN int bi_flags(int bi);           /* BI_VARIADIC or 0                       */
CORE_FN int bi_nfixed(int bi);          /* fixed arguments (letters before '>')   */
CORE_FN int bi_find(const char *name, int32_t len); /* index, or -1           */

#endif
