// gcc's range designators that gcc rejects or gnc does not take: an empty range, an index that is no
// constant, a value that calls or assigns (gcc evaluates it once, gnc for each element).
// 8:14: error: empty index range in initializer
// 10:15: error: array size must be an integer constant from 0 to 268435456
// 11:39: error: a range designator whose value calls, assigns or makes a compound literal is not supported by gnc (gcc evaluates it once)

int f(int x) { return x; }
int a[10] = {[5 ... 2] = 1};
int n = 3;
int b[10] = {[n ... 5] = 1};
int c(void) { int v[8] = {[0 ... 7] = f(1)}; return v[0]; }
