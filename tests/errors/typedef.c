// typedef errors: a typedef redefined in a block, a conflicting redefinition, a missing ';' (each
// stops checking; the assignment to a variable of a const typedef is in tests/errors/typedef_const.c).
typedef const int ci;
typedef const int cint;
// 9:43: error: conflicting types for 'q'
// 10:13: error: conflicting types for 'ci'
// 12:22: error: expected ';'

int g(void) { typedef int q; typedef long q; return 0; }
typedef int ci;
int f(void) { cint x = 1; x = 2; return x; }
typedef long long ll lx;
