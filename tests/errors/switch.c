// switch errors: labels outside a switch, duplicates, non-constant and non-integer values, labels in a
// nested statement (not supported).  (A switch without default that can end the function compiles: its end
// traps missing_return, tests/lang/traps.c.)
// 13:17: error: 'case' label not within a switch statement
// 14:45: error: duplicate case value
// 15:46: error: multiple default labels in one switch
// 16:35: error: case label is not an integer constant
// 17:28: error: switch quantity is not an integer
// 18:47: error: a 'case' label inside a nested statement of its switch is not supported by gnc
// 19:35: error: case label is not an integer constant
// 20:17: error: 'default' label not within a switch statement

int f1(int x) { case 1: return x; }
int f2(int x) { switch (x) { case 1: break; case 1: break; } return 0; }
int f3(int x) { switch (x) { default: break; default: break; } return 0; }
int f4(int x) { switch (x) { case x: break; } return 0; }
int f5(double d) { switch (d) { case 1: break; } return 0; }
int f6(int x) { switch (x) { case 1: if (x) { case 2: return 1; } } return 0; }
int f7(int x) { switch (x) { case 1.5: break; } return 0; }
int f8(int x) { default: return x; }
int f9(int x) { switch (x) { case 1: return 1; } }
