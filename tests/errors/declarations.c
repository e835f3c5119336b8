// Errors in declarations found by the parser: void variables, array sizes (an integer constant expression
// from 0 to 2^28, and at most 2^28 bytes in all; a size that reads a variable or calls a function makes a
// variable-length array, which gnc does not support, also for a const variable).
// 15:27: error: variable 'v' declared void
// 16:28: error: array size must be an integer constant from 0 to 268435456
// 17:28: error: array size must be an integer constant from 0 to 268435456
// 18:28: error: array size must be an integer constant from 0 to 268435456
// 19:30: error: variable-length arrays are not supported by gnc
// 20:29: error: array size must be an integer constant from 0 to 268435456
// 21:41: error: variable-length arrays are not supported by gnc
// 21:47: error: variable-length arrays are not supported by gnc
// 22:47: error: variable-length arrays are not supported by gnc
// 23:29: error: variable-length arrays are not supported by gnc

int void_var(void) { void v; return 0; }
int neg_expr(void) { int a[-2 * 3]; return 0; }
int neg_size(void) { int a[-1]; return 0; }
int big_size(void) { int a[268435457]; return 0; }
int var_size(int n) { int dp[n + 1]; return 0; }
int expr_size(void) { int a[2.5 + 1]; return 0; }
int vla_param(int rows, int cols, int m[rows][cols]) { return m[0][0]; }
int const_size(void) { const int N = 5; int a[N]; return a[0]; }
int call_size(void) { int a[void_var()]; return 0; }
int ok(void) { return 0; }
