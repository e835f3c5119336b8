// _Static_assert and _Alignas, checked by the parser: a failed assertion (with and without a message), a
// condition that is not an integer constant, an alignment that is not a power of two; and an extern
// declaration in a block with an initialiser.
// 10:34: error: static assertion failed: "int must be 8 bytes"
// 11:1: error: static assertion failed
// 12:16: error: expression in static assertion is not an integer constant expression
// 13:21: error: requested alignment '3' is not a power of two integer constant
// 14:28: error: 'q' is declared extern in a block and cannot have an initialiser

_Static_assert(sizeof(int) == 8, "int must be 8 bytes");
_Static_assert(0);
_Static_assert(1.5 > 1, "not an integer");
struct A { _Alignas(3) int x; };
int f(void) { { extern int q = 1; return q; } }
