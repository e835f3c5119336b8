// enum errors: an enum tag defined twice in a block, an undefined tag, a non-integer value,
// a variable named like an enumeration constant (not supported), a redeclared constant.
enum Color { RED, GREEN };
// 10:42: error: conflicting types for 'Local'
// 11:21: error: 'enum Missing' is not defined
// 12:12: error: enumerator value for 'P' is not an integer constant of type int
// 13:20: error: 'RED' is an enumeration constant: gnc does not support declaring it again
// 14:6: error: conflicting types for 'Color'

int f1(void) { enum Local { X, Y }; enum Local { Z }; return X; }
int f2(void) { enum Missing m = 0; return m; }
enum Bad { P = 1.5 };
int f3(void) { int RED = 3; return RED; }
enum Color { BLUE };
