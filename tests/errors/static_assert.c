// _Static_assert and _Alignas, checked by the parser: a failed assertion (with and without a message, in a
// member list), a condition that is not an integer constant, an alignment that is not a power of two, an
// _Alignas in a type name or a parameter (as gcc: C allows it only where an object or member is declared);
// and an extern declaration in a block with an initialiser.
// 15:34: error: static assertion failed: "int must be 8 bytes"
// 16:1: error: static assertion failed
// 17:16: error: expression in static assertion is not an integer constant expression
// 18:21: error: requested alignment '3' is not a power of two integer constant
// 19:28: error: 'q' is declared extern in a block and cannot have an initialiser
// 20:21: error: _Alignas in a type name or a parameter (C allows it only where an object or member is declared)
// 21:7: error: _Alignas in a type name or a parameter (C allows it only where an object or member is declared)
// 22:39: error: _Alignas in a type name or a parameter (C allows it only where an object or member is declared)
// 23:59: error: static assertion failed: "two ints"

_Static_assert(sizeof(int) == 8, "int must be 8 bytes");
_Static_assert(0);
_Static_assert(1.5 > 1, "not an integer");
struct A { _Alignas(3) int x; };
int f(void) { { extern int q = 1; return q; } }
struct B { _Alignas(_Alignas(8) long) int y; };
int g(_Alignas(8) int v) { return v; }
unsigned long h(void) { return sizeof(_Alignas(8) int); }
struct C { int a; int b; _Static_assert(sizeof(int) == 8, "two ints"); };
