// Errors in declarations found by the parser: void variables, array sizes (an integer constant from 0 to
// 2^28); a size that reads a variable or calls a function makes a variable-length array, which gnc supports
// in the leading three dimensions of a local variable or a parameter only (not for a static, a fourth one, a
// typedef), nor for a parameter's first dimension that assigns or calls.
// 17:27: error: variable 'v' declared void
// 18:28: error: array size must be an integer constant from 0 to 268435456
// 19:28: error: array size must be an integer constant from 0 to 268435456
// 20:28: error: array size must be an integer constant from 0 to 268435456
// 21:37: error: a variable-length array is supported by gnc only in the leading dimensions of a local variable or a parameter, at most three (int a[n][m][k])
// 22:29: error: array size must be an integer constant from 0 to 268435456
// 23:56: error: a variable-length array is supported by gnc only in the leading dimensions of a local variable or a parameter, at most three (int a[n][m][k])
// 24:53: error: array 'A' needs a size or an initialiser list
// 24:55: error: a variable-length array is supported by gnc only in the leading dimensions of a local variable or a parameter, at most three (int a[n][m][k])
// 25:40: error: a variable-length array is supported by gnc only in the leading dimensions of a local variable or a parameter, at most three (int a[n][m][k])
// 27:32: error: a parameter's first array dimension that assigns or calls a function is not supported by gnc (gcc evaluates it when the function is entered)

int void_var(void) { void v; return 0; }
int neg_expr(void) { int a[-2 * 3]; return 0; }
int neg_size(void) { int a[-1]; return 0; }
int big_size(void) { int a[268435457]; return 0; }
int var_size(int n) { static int dp[n + 1]; return 0; }
int expr_size(void) { int a[2.5 + 1]; return 0; }
int vla_4d(int rows, int cols, int m[rows][cols][rows][cols]) { return 0; }
int const_size(void) { const int N = 5; typedef int A[N]; return 0; }
int call_size(void) { typedef int R[2][void_var()]; return 0; }
int ok(void) { return 0; }
int param_effects(int n, int m[n++][n]) { return n; }
