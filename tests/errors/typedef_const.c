// Assigning a variable whose typedef is const.
// 4:27: error: assignment of read-only variable 'x'
typedef const int cint;
int f(void) { cint x = 1; x = 2; return x; }
