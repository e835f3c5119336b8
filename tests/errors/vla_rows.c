// Variable-length arrays and their rows (int a[n][m], a parameter int g[][n]) used other than gnc supports:
// the address of one or of a row, *a, pointer steps over rows (g++, g + 1, g - h), rows of an expression that
// is no array or parameter, an initialiser, a case label in a VLA's scope; and steps of a pointer to an
// incomplete struct.
// 18:54: error: the address of a variable-length array or of one of its rows is not supported by gnc
// 19:52: error: the address of a variable-length array or of one of its rows is not supported by gnc
// 20:66: error: rows of a variable length (int a[n][m]) are supported by gnc only as the array or parameter itself indexed (a[i]), passed to a function, or in sizeof
// 21:36: error: rows of a variable length (int a[n][m]) are supported by gnc only as the array or parameter itself indexed (a[i]), passed to a function, or in sizeof
// 22:43: error: rows of a variable length (int a[n][m]) are supported by gnc only as the array or parameter itself indexed (a[i]), passed to a function, or in sizeof
// 23:56: error: rows of a variable length (int a[n][m]) are supported by gnc only as the array or parameter itself indexed (a[i]), passed to a function, or in sizeof
// 24:35: error: variable-length array 'a' cannot have an initialiser
// 25:49: error: 'p' has an incomplete type
// 26:36: error: 'p' has an incomplete type
// 27:65: error: rows of a variable length (int a[n][m]) are supported by gnc only as the array or parameter itself indexed (a[i]), passed to a function, or in sizeof
// 28:60: error: a case label in the scope of variable-length array 'a' (C forbids the switch's jump into it)

struct S;
int addr_vla(int n) { int a[n]; return (int)sizeof(*&a); }
int addr_row(int n, int m) { int a[n][m]; int *p = &a[1]; return 0; }
int deref_rows(int n, int m) { int a[n][m]; a[0][0] = 1; return **a; }
int step_rows(int n, int g[][n]) { g++; return 0; }
int add_rows(int n, int g[][n]) { return (g + 1)[0][0]; }
long diff_rows(int n, int g[][n], int h[][n]) { return g - h; }
int rows_init(int n, int m) { int a[n][m] = {0}; return a[0][0]; }
struct S *step_incomplete(struct S *p) { return p + 1; }
void inc_incomplete(struct S *p) { p++; }
int cond_rows(int n, int g[][n], int h[][n], int c) { return (c ? g : h)[0][0]; }
int case_in_vla(int x, int n) { switch (x) { case 0: ; int a[n]; a[0] = 1; case 1: return a[0]; } return 0; }
