// switch errors: labels outside a switch, duplicates (gcc's case ranges that overlap too), non-constant and
// non-integer values, a case range too long; goto errors (a label that is not defined, a duplicate label).  (A
// switch without default that can end the function compiles: its end traps missing_return, tests/lang/traps.c.)
// 17:17: error: 'case' label not within a switch statement
// 18:45: error: duplicate case value
// 19:46: error: multiple default labels in one switch
// 20:35: error: case label is not an integer constant
// 21:28: error: switch quantity is not an integer
// 22:43: error: label 'nowhere' used but not defined
// 22:66: error: duplicate label 'a'
// 23:35: error: case label is not an integer constant
// 24:17: error: 'default' label not within a switch statement
// 26:52: error: duplicate case value
// 27:57: error: case label is not an integer constant
// 28:32: error: a case range of more than 2147483647 values is not supported by gnc

int f1(int x) { case 1: return x; }
int f2(int x) { switch (x) { case 1: break; case 1: break; } return 0; }
int f3(int x) { switch (x) { default: break; default: break; } return 0; }
int f4(int x) { switch (x) { case x: break; } return 0; }
int f5(double d) { switch (d) { case 1: break; } return 0; }
int f6(int x) { switch (x) { case 1: goto nowhere; } { a: x++; } a: return 0; }
int f7(int x) { switch (x) { case 1.5: break; } return 0; }
int f8(int x) { default: return x; }
int f9(int x) { switch (x) { case 1: return 1; } }
int f10(int x) { switch (x) { case 1 ... 5: break; case 5 ... 9: break; case 0: case 10 ... 12: break; } return 0; }
int f11(int x) { switch (x) { case 3: break; case 1 ... x: break; } return 0; }
int f12(long x) { switch (x) { case 0 ... 4000000000L: break; } return 0; }
