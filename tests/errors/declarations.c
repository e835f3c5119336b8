// Errors in declarations found by the parser: void variables, array sizes (a positive integer constant
// expression of at most 65536).
// 10:27: error: variable 'v' declared void
// 11:29: error: array size must be a positive integer constant of at most 65536
// 12:28: error: array size must be a positive integer constant of at most 65536
// 13:28: error: array size must be a positive integer constant of at most 65536
// 14:29: error: array size must be a positive integer constant of at most 65536
// 15:29: error: array size must be a positive integer constant of at most 65536

int void_var(void) { void v; return 0; }
int zero_size(void) { int a[0]; return 0; }
int neg_size(void) { int a[-1]; return 0; }
int big_size(void) { int a[65537]; return 0; }
int var_size(int n) { int a[n]; return 0; }
int expr_size(void) { int a[2.5 + 1]; return 0; }
int ok(void) { return 0; }
