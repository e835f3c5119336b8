// Errors in declarations found by the parser: void variables, array sizes (an integer constant from 0 to
// 2^28); a size that reads a variable or calls a function makes a variable-length array, which gnc supports
// in a local variable's or a parameter's first two dimensions only (not for a static, a third dimension, a
// typedef).
// 16:27: error: variable 'v' declared void
// 17:28: error: array size must be an integer constant from 0 to 268435456
// 18:28: error: array size must be an integer constant from 0 to 268435456
// 19:28: error: array size must be an integer constant from 0 to 268435456
// 20:37: error: a variable-length array is supported by gnc only in a local variable's or a parameter's first two dimensions
// 21:29: error: array size must be an integer constant from 0 to 268435456
// 22:50: error: a variable-length array is supported by gnc only in a local variable's or a parameter's first two dimensions
// 23:53: error: array 'A' needs a size or an initialiser list
// 23:55: error: a variable-length array is supported by gnc only in a local variable's or a parameter's first two dimensions
// 24:40: error: a variable-length array is supported by gnc only in a local variable's or a parameter's first two dimensions

int void_var(void) { void v; return 0; }
int neg_expr(void) { int a[-2 * 3]; return 0; }
int neg_size(void) { int a[-1]; return 0; }
int big_size(void) { int a[268435457]; return 0; }
int var_size(int n) { static int dp[n + 1]; return 0; }
int expr_size(void) { int a[2.5 + 1]; return 0; }
int vla_3d(int rows, int cols, int m[rows][cols][rows]) { return 0; }
int const_size(void) { const int N = 5; typedef int A[N]; return 0; }
int call_size(void) { typedef int R[2][void_var()]; return 0; }
int ok(void) { return 0; }
