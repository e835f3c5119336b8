// C's other scalar types: assignments to const variables (and const arrays, const parameters),
// and the operators that floats do not take.
// 10:33: error: assignment of read-only variable 'k'
// 11:33: error: assignment of read-only variable 'k'
// 12:41: error: assignment of read-only variable 'a'
// 13:23: error: assignment of read-only variable 'p'
// 14:41: error: invalid operand type for '%'
// 15:39: error: invalid operand type for '~'

int f1(void) { const int k = 1; k = 2; return k; }
int f2(void) { const int k = 1; k += 2; return k; }
int f3(void) { const int a[2] = {1, 2}; a[0] = 3; return a[0]; }
int f4(const int p) { p++; return p; }
int f5(void) { float x = 1.5f; return x % 2; }
int f6(void) { float x = 1.5f; return ~x; }
