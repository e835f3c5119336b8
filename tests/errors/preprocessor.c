// Preprocessor errors: each is reported at its place in the source and the preprocessor goes on to the
// end of the file (then stops: a program with preprocessor errors is not lexed).
// 37:2: error: invalid preprocessing directive #frobnicate
// 38:11: error: no standard header <nothere.h> in gnc (it has assert.h ctype.h errno.h float.h inttypes.h limits.h math.h stdarg.h stdbool.h stddef.h stdint.h stdio.h stdlib.h string.h strings.h time.h)
// 39:10: error: #include "local.h": only the standard headers <...> are available in gnc
// 40:10: error: #include expects <FILENAME>
// 41:9: error: macro names must be identifiers
// 42:2: error: macro names must be identifiers
// 43:9: error: 'defined' cannot be used as a macro name
// 44:14: error: invalid macro parameter list at '1'
// 45:14: error: duplicate macro parameter 'a'
// 46:14: error: '#' is not followed by a macro parameter
// 47:14: error: '##' cannot appear at either end of a macro expansion
// 48:14: error: __VA_ARGS__ can only appear in the expansion of a variadic macro
// 50:9: error: 'TWICE' redefined differently
// 52:10: error: macro 'PAIR' requires 2 arguments, but fewer were given
// 53:10: error: macro 'PAIR' takes 2 arguments, but more were given
// 56:16: error: pasting gives '+-', which is not a valid preprocessing token
// 57:8: error: #error this is the message, with its text
// 58:7: error: division by zero in #if
// 60:2: error: incomplete expression in #if
// 62:8: error: invalid token ')' in #if expression
// 64:5: error: invalid integer constant '1.5' in #if expression
// 66:5: error: invalid integer constant '08' in #if expression
// 68:5: error: integer constant '99999999999999999999' is too large
// 70:2: error: #if with no expression
// 72:8: error: macro names must be identifiers
// 76:2: error: #else after #else
// 78:2: error: #endif without #if
// 79:2: error: #else without #if
// 82:2: error: #elif after #else
// 89:12: error: stray '#' in program
// 90:7: error: invalid #line directive
// 91:2: error: unterminated #ifndef
// 92:10: error: unterminated argument list invoking macro 'ID'

#frobnicate
#include <nothere.h>
#include "local.h"
#include stdio.h
#define 42
#define
#define defined
#define F(a, 1) a
#define G(a, a) a
#define H(a) # b
#define P(a) ## a
#define Q(a) __VA_ARGS__
#define TWICE(x) ((x) * 2)
#define TWICE(x) ((x) + (x))
#define PAIR(a, b) a b
int p1 = PAIR(1);
int p2 = PAIR(1, 2, 3);
#define PASTE(a, b) a ## b
#define ID(x) x
int p3 = PASTE(+, -);
#error this is the message, with its text
#if 1 / 0
#endif
#if 1 +
#endif
#if (1))
#endif
#if 1.5
#endif
#if 08
#endif
#if 99999999999999999999
#endif
#if
#endif
#ifdef "x"
#endif
#if 1
#else
#else
#endif
#endif
#else
#if 0
#else
#elif 1
#endif
#if 0
#if 1 / 0 garbage (
#endif
#error not reached
#endif
int p5 = 1 # 2;
#line 0
#ifndef DONE
int p4 = ID(1 + (2
