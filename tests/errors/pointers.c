// Diagnostics of pointers and strings: incompatible pointer types, pointers where numbers are needed,
// dereferencing what is no pointer, taking addresses, pointer arithmetic, casts between pointers and
// integers, string initialisers.
// 23:67: error: incompatible pointer types (or an integer other than 0 used as a pointer)
// 24:42: error: incompatible argument 1 for 'takes_int_ptr'
// 25:33: error: incompatible pointer types (or an integer other than 0 used as a pointer)
// 26:56: error: a pointer used where an arithmetic value is needed
// 27:42: error: 'x' cannot be dereferenced (it is not a pointer to an object)
// 28:57: error: 'v' cannot be dereferenced (it is not a pointer to an object)
// 29:52: error: the operand of '&' must be a variable, an array element or *p
// 30:56: error: invalid pointer arithmetic in '*'
// 31:67: error: invalid pointer arithmetic in '+'
// 32:64: error: invalid pointer arithmetic in '-'
// 33:44: error: casts between pointers and integers are not supported by gnc (addresses are not gcc's)
// 34:51: error: casts between pointers and integers are not supported by gnc (addresses are not gcc's)
// 35:43: error: a string literal initialises only a char array
// 36:35: error: incompatible argument 1 for 'strlen'
// 37:48: error: invalid operand type for '-'
#include <stdlib.h>
#include <string.h>

int takes_int_ptr(int *p) { return *p; }
int incompatible(void) { double d = 1; double *dp = &d; int *ip = dp; return *ip; }
int wrong_arg(void) { long x = 1; return takes_int_ptr(&x); }
int int_as_ptr(void) { int *p = 5; return *p; }
int ptr_as_int(void) { int x = 1; int *p = &x; int y = p; return y; }
int deref_int(void) { int x = 1; return *x; }
int deref_void(void) { int x = 1; void *v = &x; return *v; }
int addr_of_rvalue(void) { int x = 1; int *p = &(x + 1); return *p; }
int ptr_times(void) { int a[2]; int *p = a; return *(p * 2); }
int ptr_plus_ptr(void) { int a[2]; int *p = a, *q = a; return *(p + q); }
long ptr_minus_other(void) { int a[2]; long b[2]; return &a[1] - &b[0]; }
long cast_ptr_to_int(void) { int x; return (long)&x; }
int cast_int_to_ptr(void) { long v = 64; int *p = (int *)v; return *p; }
int string_to_int_array(void) { int a[] = "abc"; return a[0]; }
int lib_wrong(void) { return (int)strlen(42); }
int neg_ptr(void) { int x; int *p = &x; return -p != 0; }
