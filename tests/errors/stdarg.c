// <stdarg.h> and functions with variable arguments: va_start outside one or with another parameter than
// the last named one, a struct as a variable argument, a variadic function returning a struct, too many
// variable arguments in one call.  (No named parameter before `...`: tests/errors/unsupported_syntax.c.)
// 15:34: error: va_start is used outside a function with variable arguments, or its second argument is not the last named parameter
// 15:34: note: in expansion of macro 'va_start'
// 16:49: error: va_start is used outside a function with variable arguments, or its second argument is not the last named parameter
// 16:49: note: in expansion of macro 'va_start'
// 18:40: error: incompatible argument 2 for 'f'
// 19:10: error: a function with variable arguments that returns a struct is not supported by gnc
// 20:22: error: a call of 'f' with more than 24 variable arguments is not supported by gnc
#include <stdarg.h>
struct S { int x; };
int f(int n, ...);

int no_dots(int n) { va_list ap; va_start(ap, n); return 0; }
int wrong_last(int a, int b, ...) { va_list ap; va_start(ap, a); return 0; }
int f(int n, ...) { return n; }
int g(void) { struct S s = {1}; return f(1, s); }
struct S h(int n, ...) { struct S s = {n}; return s; }
int k(void) { return f(25, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25); }
