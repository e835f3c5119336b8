// Semantic errors found by the checker: names, redeclarations, calls, lvalues, arrays, operand types,
// void, returns, initialisers (an empty one of a scalar: gcc 12's error too), casts, loops, frame size.
// (The checker looks at declarations before bodies; gnc prints the diagnostics in source order.)  A local
// read before any assignment is no error: it reads 0 (tests/lang/definite.c).
// 47:31: error: 'missing' undeclared
// 48:39: error: redeclaration of 'a'
// 49:5: error: redefinition of function 'helper'
// 50:8: error: conflicting types for 'nothing'
// 51:40: error: 'v' is not a function
// 53:34: error: function 'undefined_call' is declared but never defined
// 54:25: error: wrong number of arguments to 'helper' (expected 2)
// 55:40: error: incompatible argument 1 for 'sum'
// 56:46: error: incompatible argument 1 for 'sum'
// 57:47: error: incompatible argument 1 for 'helper'
// 58:37: error: expression is not assignable
// 59:25: error: expression is not assignable
// 60:39: error: expression is not assignable
// 61:46: error: arrays cannot be assigned
// 62:41: error: 'x' is not an array
// 63:42: error: a pointer used where an arithmetic value is needed
// 64:45: error: a pointer used where an arithmetic value is needed
// 65:43: error: array index must be an integer
// 66:50: error: invalid operand type for '%'
// 67:50: error: invalid operand type for '~'
// 68:52: error: invalid operand type for '<<'
// 69:50: error: invalid operand type for '&'
// 70:32: error: void value used in an expression
// 71:27: error: 'return' with a value in a void function
// 72:28: error: 'return' without a value in a function returning a value
// 73:21: error: parameter 'x' declared void
// 74:39: error: casts between pointers and integers are not supported by gnc (addresses are not gcc's)
// 75:28: error: too many initialisers for array 'a'
// 76:29: error: a scalar cannot be initialised with a list
// 77:25: error: array 'a' needs a size or an initialiser list
// 78:27: error: 'break' outside a loop
// 79:30: error: 'continue' outside a loop
// 81:30: error: void value used in an expression
// 83:36: error: arrays cannot be assigned
// 84:41: error: 'a' is not a function
// 85:46: error: 'helper' is not a function
// 86:35: error: a scalar cannot be initialised with a list

int helper(int a, long b) { return a; }
void nothing(void) { }
int sum(int a[], int n) { return a[0] + n; }

int undeclared(void) { return missing + 1; }
int redeclared(void) { int a = 1; int a = 2; return a; }
int helper(int a, long b) { return 0; }
double nothing(void);
int not_func(void) { int v = 1; return v(2); }
int undefined_call(void);
int use_undefined(void) { return undefined_call(); }
int args(void) { return helper(1); }
int arg_type(void) { int x = 3; return sum(x, 1); }
int arg_array_type(void) { long a[2]; return sum(a, 2); }
int scalar_for_array(void) { int a[2]; return helper(a, 1); }
int not_lvalue(void) { int x = 1; x + 1 = 2; return x; }
int not_lvalue2(void) { 5 = 1; return 0; }
int not_lvalue3(void) { int x = 0; (x + 1)++; return x; }
int array_assign(void) { int a[2]; int b[2]; a = b; return 0; }
int not_array(void) { int x = 1; return x[0]; }
int array_value(void) { int a[2]; return a; }
int array_value2(void) { int a[2]; return a + 1; }
int index_type(void) { int a[2]; return a[1.5]; }
int operand_mod(void) { double d = 1.5; return d % 2; }
int operand_tilde(void) { double d = 1.5; return ~d; }
int operand_shift(void) { double d = 1.5; return d << 1; }
int operand_and(void) { double d = 1.5; return 1 & d; }
int void_value(void) { int x = nothing(); return x; }
void return_value(void) { return 1; }
int return_novalue(void) { return; }
int void_param(void x) { return 0; }
int bad_cast(void) { int a[2]; return (int)a; }
int init_count(void) { int a[2] = {1, 2, 3}; return a[0]; }
int init_scalar(void) { int x = {1}; return x; }
int no_size(void) { int a[]; return 0; }
int break_outside(void) { break; return 0; }
int continue_outside(void) { continue; return 0; }
int frame(void) { long a[65536]; long b[65536]; long c[65536]; long d[65536]; long e[65536]; long f[65536]; long g[65536]; long h[65536]; long i[65536]; long j[65536]; long k[65536]; long l[65536]; long m[65536]; long n[65536]; long o[65536]; long p[65536]; long q[1]; return 0; }
int void_in_cond(void) { if (nothing()) return 1; return 0; }
int array_compare(void) { int a[1]; int b[1]; return a == b; }
int incdec_array(void) { int a[1]; a++; return 0; }
int call_array(void) { int a[2]; return a(1); }
int shadow_fn(void) { int helper = 1; return helper(1, 2); }
int empty_scalar_init(void) { int x = {}; return x; }
