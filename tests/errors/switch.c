// switch errors: labels outside a switch, duplicates, non-constant and non-integer values; goto errors
// (a label that is not defined, a duplicate label).  (A switch without default that can end the function
// compiles: its end traps missing_return, tests/lang/traps.c.)
// 14:17: error: 'case' label not within a switch statement
// 15:45: error: duplicate case value
// 16:46: error: multiple default labels in one switch
// 17:35: error: case label is not an integer constant
// 18:28: error: switch quantity is not an integer
// 19:43: error: label 'nowhere' used but not defined
// 19:66: error: duplicate label 'a'
// 20:35: error: case label is not an integer constant
// 21:17: error: 'default' label not within a switch statement

int f1(int x) { case 1: return x; }
int f2(int x) { switch (x) { case 1: break; case 1: break; } return 0; }
int f3(int x) { switch (x) { default: break; default: break; } return 0; }
int f4(int x) { switch (x) { case x: break; } return 0; }
int f5(double d) { switch (d) { case 1: break; } return 0; }
int f6(int x) { switch (x) { case 1: goto nowhere; } { a: x++; } a: return 0; }
int f7(int x) { switch (x) { case 1.5: break; } return 0; }
int f8(int x) { default: return x; }
int f9(int x) { switch (x) { case 1: return 1; } }
