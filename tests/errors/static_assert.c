// _Static_assert and _Alignas, checked by the parser: a failed assertion (with and without a message), a
// condition that is not an integer constant, an alignment that is not a power of two, an _Alignas inside
// another's parentheses (refused: the GPU's stack bound counts on it, docs/gpu.md); and an extern
// declaration in a block with an initialiser.
// 12:34: error: static assertion failed: "int must be 8 bytes"
// 13:1: error: static assertion failed
// 14:16: error: expression in static assertion is not an integer constant expression
// 15:21: error: requested alignment '3' is not a power of two integer constant
// 16:28: error: 'q' is declared extern in a block and cannot have an initialiser
// 17:21: error: _Alignas inside the parentheses of an _Alignas is not supported by gnc

_Static_assert(sizeof(int) == 8, "int must be 8 bytes");
_Static_assert(0);
_Static_assert(1.5 > 1, "not an integer");
struct A { _Alignas(3) int x; };
int f(void) { { extern int q = 1; return q; } }
struct B { _Alignas(_Alignas(8) long) int y; };
