// A call in a global's initialiser is not a constant: div (whose struct result needs a function's frame:
// this crashed the checker, found by fuzz_compile), a function returning a struct, a library function.
// 12:16: error: initializer element is not constant
// 13:15: error: initializer element is not constant
// 14:17: error: initializer element is not constant
// 15:13: error: initializer element is not constant
// 16:16: error: initializer element is not constant

#include <stdlib.h>
struct P { int x; };
struct P make(void);
int quotient = div(-17, -5);
long member = ldiv(7, 2).quot;
struct P made = make();
int field = make().x;
int absolute = abs(-3);
struct P make(void) { struct P p = {1}; return p; }
