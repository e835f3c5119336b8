// Type specifier sequences that name no type (a syntax error: each stops its definition).
// 8:16: error: 'unsigned double' is not a type (conflicting type specifiers)
// 9:16: error: 'signed unsigned int' is not a type (conflicting type specifiers)
// 10:16: error: 'short char' is not a type (conflicting type specifiers)
// 11:17: error: 'long float' is not a type (conflicting type specifiers)
// 12:17: error: 'int int' is not a type (conflicting type specifiers)

int f7(void) { unsigned double d = 1; return 0; }
int f8(void) { signed unsigned int d = 1; return 0; }
int f9(void) { short char c = 1; return 0; }
int f10(void) { long float c = 1; return 0; }
int f11(void) { int int c = 1; return 0; }
