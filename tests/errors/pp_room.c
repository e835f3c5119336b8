// Errors around expansions that outgrow the preprocessor's first room: every error is reported whatever
// room the first compile had (a compile that stops for room after an error runs again with more, as one
// without errors does; tests/unit/test_scan.c compiles this file in the lean, the full and the worst-case
// workspace and compares the three).  C(1 +) expands to 2,000 tokens, B(1 +) to 200.
// 12:9: error: macro names must be identifiers
// 14:9: error: macro names must be identifiers

#define A(x) x x x x x x x x x x
#define B(x) A(A(x))
#define C(x) A(A(A(x)))
int e1 = B(1 +) 0;
#define 42
int e2 = C(1 +) 0;
#define 43
int main(void) { return 0; }
