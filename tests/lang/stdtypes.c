// The standard headers' type names: size_t, ptrdiff_t, the exact-width integers of <stdint.h>, intptr_t,
// intmax_t, time_t, clock_t (glibc's x86-64 types), and the limits macros of <stdint.h> and <limits.h>.
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

// expect: 0
int uint8_wraps(void) { uint8_t b = 255; b++; return b; }

// expect: -128
int int8_wraps(void) { int8_t b = 127; b++; return b; }

// expect: 65535
int uint16_max(void) { uint16_t x = UINT16_MAX; return x; }

// expect: 4294967295
unsigned uint32_max(void) { uint32_t x = UINT32_MAX; return x; }

// expect: 9223372036854775807
long int64_max(void) { int64_t x = INT64_MAX; return x; }

// expect: 18446744073709551615
unsigned long uint64_max(void) { uint64_t x = UINT64_MAX; return x; }

// expect: 1
int size_t_unsigned(void) { size_t n = 0; n--; return n > 100; }

// expect: 54
long sizes(void) { return sizeof(size_t) + sizeof(ptrdiff_t) * 2 + sizeof(int16_t) + sizeof(uint8_t) * 4 + sizeof(intptr_t) + sizeof(uintmax_t) + sizeof(time_t); }

// expect: -5
long ptrdiff_signed(void) { ptrdiff_t d = -5; return d; }

// expect: 1
int limits(void) { return INT_MAX == 2147483647 && LONG_MIN < 0 && UINT_MAX == 4294967295u && CHAR_BIT == 8; }

// expect: 3
long clock_type(void) { clock_t c = 3; return c; }
