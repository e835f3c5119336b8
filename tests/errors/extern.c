// extern declarations and repeated file-scope declarations, checked by the checker: an extern never
// defined in the file (gnc runs one file: gcc's link would fail), an extern in a block before any
// file-scope declaration of the name, two initialisers, two types, an array of another length.
// 11:12: error: 'nowhere' is declared extern but not defined in this file (gnc runs one file)
// 13:5: error: redeclaration of 'twice'
// 15:8: error: redeclaration of 'types'
// 17:5: error: redeclaration of 'arr'
// 18:28: error: gnc needs the file-scope declaration of 'after' before this extern declaration
// 18:42: error: 'after' undeclared

extern int nowhere;
int twice = 1;
int twice = 2;
int types;
double types;
int arr[3];
int arr[4];
int f(void) { { extern int after; return after + nowhere; } }
int after = 3;
