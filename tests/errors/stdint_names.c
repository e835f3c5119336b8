// A name shaped like <stdint.h>'s intN_t whose width no type has is no type name (the digits of a long
// one do not overflow the width's count: found by fuzz_compile under UBSan).
// 6:34: error: expected ';'

#include <stdint.h>
int f(void) { int2233720368000_t x = 1; return 0; }
