// The preprocessor: directives, macro expansion (C11 6.10), predefined macros and the standard headers.
#include <limits.h>
#include <stdint.h>
#include <float.h>
#include <stdlib.h>
#include <stdio.h>
#include <stddef.h>
#include <time.h>
#include <math.h>
#include <limits.h> /* a second include does nothing */
#pragma once
#pragma GCC diagnostic ignored "-Wall"
#

#define N 10
#define SQ(x) ((x) * (x))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define ID(x) x
#define CAT(a, b) a ## b
#define XCAT(a, b) CAT(a, b)
#define ONE 1
#define EMPTY
#define N 10 /* an identical redefinition is fine */

// expect: 121
int object_and_function(void) { return SQ(N + 1); }

// expect: 4
int nested_calls(void) { return MAX(MAX(1, 2), MAX(3, 4)); }

// expect: 5
int nested_id(void) { return ID(ID(ID(ID(5)))); }

// Arguments are macro-expanded before substitution, except as operands of ##.
// expect: 12
int xcat(void) { return XCAT(ONE, 2); }

// expect: 7
int cat_no_expansion(void) { int ONE2 = 7; return CAT(ONE, 2); }

// expect: 1234
int cat_numbers(void) { return CAT(12, 34); }

// expect: 9
int cat_empty(void) { int x = 9; return CAT(, x) CAT(EMPTY, ); }

// expect: 8
int cat_operator(void) { int a = 5; a CAT(+, =) 3; return a; }

// expect: 40
int cat_shift(void) { int a = 5; a CAT(<<, =) 3; return a; }

#define AB 42
// The result of ## is rescanned.
// expect: 42
int cat_rescan(void) { return CAT(A, B); }

#define OBJPASTE x ## y
// expect: 3
int object_paste(void) { int xy = 3; return OBJPASTE; }

#define DOT(a, b) a ## . ## b
// expect: 1.5
double paste_float(void) { return DOT(1, 5); }

// A self-referential macro is not expanded again inside its own expansion.
// expect: 5
int self_reference(void) {
  int foo = 1;
#define foo (4 + foo)
  return foo;
#undef foo
}

#define aa bb
#define bb aa
// expect: 6
int indirect_recursion(void) { int aa = 6; int bb = 7; return aa + 0 * bb; }
#undef aa
#undef bb

// The C standard's example (6.10.3.4p4): f(2)(9) gives 2*9*g.
#define f(a) a*g
#define g(a) f(a)
// expect: 1800
int standard_example(void) { int g = 100; return f(2)(9); }
#undef f
#undef g

// A function-like macro's name produced by an expansion takes its arguments from the source after it.
#define twice(x) (2 * (x))
#define NAME twice
// expect: 6
int name_then_args(void) { return NAME(3); }

// A function-like macro name without '(' is not an invocation.
#define plus1(x) ((x) + 1)
#define APPLY(m, v) m(v)
// expect: 8
int macro_as_argument(void) { return APPLY(plus1, 7); }

// expect: 4
int id_then_call(void) { return ID(plus1)(3); }

// The invocation may span lines, with comments in it.
// expect: 11
int multiline_call(void) {
  return MAX(  /* the first */ 3,
             11 // the second
             );
}

// Empty arguments.
#define E2(a, b) (a 0 b)
// expect: 0
int empty_args(void) { return E2(, ); }

// expect: 1
int empty_first(void) { return E2(1 +, ); }

#define ADD3(a, b, c) ((a) + (b) + (c))
int sum3(int a, int b, int c) { return a * 100 + b * 10 + c; }
// Parentheses and commas inside arguments: the commas of a call do not split the argument.
// expect: 137
int nested_commas(void) { return ADD3(sum3(1, 2, 3), (4), sum3(0, 1, 0)); }

// Character constants with commas and parentheses in arguments.
#define CHARS(a, b) ((a) * 1000 + (b))
// expect: 44041
int char_args(void) { return CHARS(',', ')'); }

// Variadic macros.
#define SUM(...) sum3(__VA_ARGS__)
#define FIRST(a, ...) a
#define REST(a, ...) sum3(__VA_ARGS__, a)
// expect: 123
int variadic(void) { return SUM(1, 2, 3); }

// expect: 9
int variadic_first(void) { return FIRST(9, 8, 7); }

// expect: 231
int variadic_rest(void) { return REST(1, 2, 3); }

#define LAST(a, ...) a __VA_ARGS__
// expect: 5
int variadic_empty(void) { return LAST(5, ); }

// Spacing: tokens from different places never run together.
#define MINUS1 -1
// expect: 1
int no_accidental_decrement(void) { return -MINUS1; }

// expect: 5
int empty_between(void) { int a = 5; return -EMPTY-a; }

#define PLUS +
// expect: 3
int plus_plus(void) { int a = 3; return +PLUS+a; }

// expect: 2
int empty_anywhere(void) EMPTY { EMPTY return EMPTY 2; EMPTY }

// Line splices, also inside tokens.
// expect: 42
int splices(void) {
  int va\
lue = 4\
2;
  ret\
urn value;
}

#define LONGMACRO(a, \
                  b) \
  ((a) - (b))
// expect: 7
int splice_in_define(void) { return LONGMACRO(10, 3); }

// Conditional inclusion.
#define LEVEL 3
// expect: 3
int elif_chain(void) {
#if LEVEL == 1
  return 1;
#elif LEVEL == 2
  return 2;
#elif LEVEL == 3
  return 3;
#else
  return 4;
#endif
}

// expect: 2
int nested_skipped(void) {
#if 0
#if garbage ( here
#error not reached
#foo bar
#endif
  return 1;
#else
#ifdef N
  return 2;
#endif
#endif
}

// expect: 1
int ifdef_ifndef(void) {
  int r = 0;
#ifdef UNDEFINED_NAME
  r += 10;
#endif
#ifndef UNDEFINED_NAME
  r += 1;
#endif
  return r;
}

#undef LEVEL
// expect: 7
int after_undef(void) {
#ifdef LEVEL
  return 0;
#else
  return 7;
#endif
}

// #if arithmetic: intmax_t / uintmax_t, C's conversions, short-circuit operators.
// expect: 1
int if_unsigned(void) {
#if -1 > 0u && 18446744073709551615u == -1 && (0u - 1) / 2 == 0x7fffffffffffffff
  return 1;
#else
  return 0;
#endif
}

// expect: 1
int if_signed(void) {
#if -1 < 0 && -7 / 2 == -3 && -7 % 2 == -1 && (-1 >> 63) == -1 && (1 << 62) > 0 && ~0 == -1
  return 1;
#else
  return 0;
#endif
}

// expect: 1
int if_short_circuit(void) {
#if (1 || 1 / 0) && !(0 && 1 % 0) && (1 ? 2 : 1 / 0) == 2
  return 1;
#else
  return 0;
#endif
}

// expect: 1
int if_defined(void) {
#if defined(N) && defined N && !defined(NOT_A_MACRO) && (defined SQ || 0)
  return 1;
#else
  return 0;
#endif
}

// expect: 1
int if_identifiers_are_zero(void) {
#if NOT_A_MACRO == 0 && !NOT_A_MACRO && (NOT_A_MACRO + 2) == 2
  return 1;
#else
  return 0;
#endif
}

// expect: 1
int if_chars(void) {
#if 'A' == 65 && '\n' == 10 && '\x41' == 'A' && '\377' < 0 && '\0' == 0
  return 1;
#else
  return 0;
#endif
}

// expect: 1
int if_numbers(void) {
#if 0x10 == 16 && 010 == 8 && 10L == 10 && 10ull == 10 && 0X1fLL == 31 && 1 + 2 * 3 == 7 && (2 + 3) * 4 == 20
  return 1;
#else
  return 0;
#endif
}

// expect: 1
int if_macros(void) {
#if MAX(2, 3) == 3 && SQ(N) == 100 && INT_MAX == 2147483647 && LLONG_MIN < 0 && UINT_MAX == 4294967295
  return 1;
#else
  return 0;
#endif
}

// expect: 1
int if_comparisons(void) {
#if (3 <= 3) + (3 >= 4) + (2 != 2) + (5 == 5) == 2 && (6 & 3) == 2 && (6 | 3) == 7 && (6 ^ 3) == 5
  return 1;
#else
  return 0;
#endif
}

// Predefined macros.
// expect: 1
int predefined(void) {
#if __STDC__ == 1 && __STDC_VERSION__ >= 201112L && __STDC_HOSTED__ == 1 && defined(__x86_64__) && __CHAR_BIT__ == 8
  return __SIZEOF_INT__ + __SIZEOF_LONG__ == 12 && __SIZEOF_POINTER__ == 8 && __LP64__ == 1;
#else
  return 0;
#endif
}

// gnc-only: __gnc__ identifies gnc
// expect: 1
int gnc_defined(void) {
#ifdef __gnc__
  return __gnc__;
#else
  return 0;
#endif
}

// expect: 335
int line(void) { return __LINE__; }

#define LINE_OF_USE __LINE__
// expect: 339
int line_in_macro(void) { return LINE_OF_USE; }

#line 1000
// expect: 1001
int line_directive(void) { return __LINE__; }

// The standard headers' macros.
// expect: 2147483647
int int_max(void) { return INT_MAX; }

// expect: -2147483648
int int_min(void) { return INT_MIN; }

// expect: -9223372036854775808
long llong_min(void) { return LLONG_MIN; }

// expect: 9223372036854775807
long long_max(void) { return LONG_MAX; }

// expect: 127
int schar_max(void) { return SCHAR_MAX + CHAR_BIT - 8 + 0 * CHAR_MIN; }

// expect: 65535
int ushrt_max(void) { return USHRT_MAX; }

// expect: -9223372036854775808
long int64_min(void) { return INT64_MIN; }

// expect: 2147483647
int int32_max(void) { return INT32_MAX; }

// expect: -128
int int8_min(void) { return INT8_MIN; }

// expect: 5
long int64_c(void) { return INT64_C(5); }

// expect: 1.7976931348623157e+308
double dbl_max(void) { return DBL_MAX; }

// expect: 2.2250738585072014e-308
double dbl_min(void) { return DBL_MIN; }

// expect: 2.220446049250313e-16
double dbl_epsilon(void) { return DBL_EPSILON; }

// expect: 4.9406564584124654e-324
double dbl_true_min(void) { return DBL_TRUE_MIN; }

// expect: true
bool dbl_ints(void) { return DBL_DIG == 15 && DBL_MANT_DIG == 53 && FLT_RADIX == 2 && DBL_MAX_EXP == 1024 && DBL_MIN_EXP == -1021; }

// expect: true
bool stdlib_macros(void) { return EXIT_SUCCESS == 0 && EXIT_FAILURE == 1 && RAND_MAX == 2147483647; }

// expect: true
bool stdio_macros(void) { return EOF == -1 && BUFSIZ == 8192; }

// expect: 1000000
long clocks_per_sec(void) { return CLOCKS_PER_SEC; }

// gnc-only: glibc defines M_PI only outside strict ISO C (gcc -std=c11 does not)
// expect: 3.141592653589793
double m_pi(void) {
#ifdef M_PI
  return M_PI;
#else
  return 0;
#endif
}

// gnc-only: glibc defines the M_ constants only outside strict ISO C
// expect: 2.718281828459045
double m_e(void) {
#ifdef M_E
  return M_E;
#else
  return 0;
#endif
}

#include <stdbool.h>
// expect: true
bool stdbool_macros(void) { bool b = true; return b && !false && __bool_true_false_are_defined; }

// assert.h: with NDEBUG defined at the include, assert is a macro; each include looks again.
#define NDEBUG
#include <assert.h>
// expect: 1
int assert_ndebug(void) {
#ifdef assert
  return 1;
#else
  return 0;
#endif
}
#undef NDEBUG
#include <assert.h>

// gnc-only: without NDEBUG, gnc's assert is a built-in function, not a macro (glibc's is a macro)
// expect: 0
int assert_without_ndebug(void) {
#ifdef assert
  return 1;
#else
  return 0;
#endif
}

// Redefinition after #undef, and a macro used before and after.
#define VAL 1
int val_before(void) { return VAL; }
#undef VAL
#define VAL 2
// expect: 12
int redefine(void) { return val_before() * 10 + VAL; }

// A comment is one space.
#define C1 1/**/+/**/1
// expect: 2
int comment_space(void) { return C1; }

// A macro whose replacement mentions a later macro.
#define LATE_A LATE_B + 1
#define LATE_B 41
// expect: 42
int late_binding(void) { return LATE_A; }

// The GNU named variadic parameter and `, ## __VA_ARGS__`.
int count_args(int n) { return n; }
#define CALL1(f, ...) f(1 , ## __VA_ARGS__)
// gnc-only: GNU extension (gcc -pedantic rejects `, ## __VA_ARGS__`)
// expect: 1
int gnu_comma(void) { return CALL1(count_args); }

// gcc's \e and \E (ESC, 27): in #if and in a macro's replacement.
#define ESC_CHAR '\e'
#define ESC_TEXT "[\E["
// expect: 1
int if_escape_e(void) {
#if '\e' == 27 && '\E' == 27 && '\e' == '\033'
  return 1;
#else
  return 0;
#endif
}

// expect: 27027
int macro_escape_e(void) { return ESC_CHAR * 1000 + ESC_TEXT[1] + (int)sizeof ESC_TEXT - 4; }

// #line N "file" sets __LINE__ of the next line and __FILE__ (also through macros: the number may be one).
#line 2000 "renamed.c"
// expect: 2001
int line_and_file(void) { return __LINE__; }

// expect: 10
int file_after_line(void) { return (int)sizeof __FILE__ + (__FILE__[0] == 'r') + (__FILE__[8] == 'c') - 2; }

#define LINE_NUMBER 3000
#line LINE_NUMBER
// expect: 3001
int line_from_macro(void) { return __LINE__ + (__FILE__[0] != 'r'); }

