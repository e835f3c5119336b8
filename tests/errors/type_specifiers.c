// Type specifier sequences that name no type (a syntax error: each stops its definition).
// 11:16: error: 'unsigned double' is not a type (conflicting type specifiers)
// 12:16: error: 'signed unsigned int' is not a type (conflicting type specifiers)
// 13:16: error: 'short char' is not a type (conflicting type specifiers)
// 14:17: error: 'long float' is not a type (conflicting type specifiers)
// 15:17: error: 'int int' is not a type (conflicting type specifiers)
// 17:17: error: 'double struct' is not a type (conflicting type specifiers)
// 18:17: error: 'float enum' is not a type (conflicting type specifiers)
// 19:17: error: 'void union' is not a type (conflicting type specifiers)

int f7(void) { unsigned double d = 1; return 0; }
int f8(void) { signed unsigned int d = 1; return 0; }
int f9(void) { short char c = 1; return 0; }
int f10(void) { long float c = 1; return 0; }
int f11(void) { int int c = 1; return 0; }
// a struct, union or enum after double, float, bool or void (the parser once never ended on these)
int f12(void) { double struct P *q = 0; return 0; }
int f13(void) { float enum E e = 0; return 0; }
int f14(void) { void union U *u = 0; return 0; }
