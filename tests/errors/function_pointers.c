// Function pointers: mismatched signatures in initialisers, assignments, arguments, returns and
// comparisons; calls of what is no function; arithmetic; library functions as values; assigning a function.
// 22:45: error: incompatible function pointer types (the signatures differ)
// 23:54: error: wrong number of arguments to 'f' (expected 2)
// 24:51: error: incompatible function pointer types (the signatures differ)
// 25:44: error: 'x' is not a function
// 26:53: error: 'a[0]' is not a function
// 27:37: error: library function 'abs' cannot be used as a value in gnc (call it from a function of the program)
// 28:49: error: invalid pointer arithmetic in '+'
// 29:47: error: 'f' is not an array
// 31:31: error: incompatible argument 1 for 'apply'
// 32:83: error: incompatible function pointer types (the signatures differ)
// 33:50: error: incompatible argument 1 for 'f'
// 34:39: error: incompatible function pointer types (the signatures differ)
// 35:50: error: casts between pointers and integers are not supported by gnc (addresses are not gcc's)
// 36:29: error: expression is not assignable
#include <stdlib.h>
typedef int unop(int);
int add(int a, int b) { return a + b; }
long addl(long a, long b) { return a + b; }
int one(int a) { return a; }
int init_other(void) { int (*f)(int, int) = addl; return f(1, 2); }
int too_few(void) { int (*f)(int, int) = add; return f(1); }
int assign_other(void) { int (*f)(int) = one; f = add; return f(0); }
int not_callable(void) { int x = 3; return x(2); }
int not_callable2(void) { int a[2] = {1, 2}; return a[0](1); }
int library(void) { int (*f)(int) = abs; return f(1); }
int arith(void) { int (*f)(int) = one; return f + 1 > 0; }
int index(void) { int (*f)(int) = one; return f[0](1); }
int apply(int (*g)(int), int x) { return g(x); }
int pass_other(void) { return apply(add, 1); }
int compare_other(void) { int (*f)(int) = one; int (*g)(int, int) = add; return f == g; }
int arg_type(void) { int (*f)(int) = one; return f("x"); }
long (*ret_other(void))(int) { return one; }
int to_int(void) { int (*f)(int) = one; long n = (long)f; return (int)n; }
int assign_function(void) { add = 0; return 0; }
