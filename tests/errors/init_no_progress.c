// Initialisers whose elements take nothing (an array of an undefined or empty struct, braces elided):
// an error, where the walk once found no end.
// 7:29: error: excess elements in an initializer
// 7:34: error: excess elements in an initializer
// 9:22: error: excess elements in an initializer

struct Undefined u1[] = { { 1 }, 2 };
struct Empty {};
struct Empty e1[] = {1, 2};
