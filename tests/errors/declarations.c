// Errors in declarations found by the parser: void variables, array sizes (an integer constant from 0 to
// 2^28); a size that reads a variable or calls a function makes a variable-length array, which gnc supports
// as a local variable's first dimension only (not for a static, an inner dimension, a typedef).
// 15:27: error: variable 'v' declared void
// 16:28: error: array size must be an integer constant from 0 to 268435456
// 17:28: error: array size must be an integer constant from 0 to 268435456
// 18:28: error: array size must be an integer constant from 0 to 268435456
// 19:37: error: a variable-length array is supported by gnc only as a local variable's first dimension
// 20:29: error: array size must be an integer constant from 0 to 268435456
// 21:47: error: a variable-length array is supported by gnc only as a local variable's first dimension
// 22:53: error: array 'A' needs a size or an initialiser list
// 22:55: error: a variable-length array is supported by gnc only as a local variable's first dimension
// 23:32: error: a variable-length array is supported by gnc only as a local variable's first dimension

int void_var(void) { void v; return 0; }
int neg_expr(void) { int a[-2 * 3]; return 0; }
int neg_size(void) { int a[-1]; return 0; }
int big_size(void) { int a[268435457]; return 0; }
int var_size(int n) { static int dp[n + 1]; return 0; }
int expr_size(void) { int a[2.5 + 1]; return 0; }
int vla_param(int rows, int cols, int m[rows][cols]) { return m[0][0]; }
int const_size(void) { const int N = 5; typedef int A[N]; return 0; }
int call_size(void) { int a[2][void_var()]; return 0; }
int ok(void) { return 0; }
