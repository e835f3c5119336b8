// div, ldiv, lldiv: their arguments, and their results as the structs they are.
#include <errno.h>
#include <stdlib.h>
// 13:22: error: wrong number of arguments to 'div' (expected 2)
// 14:22: error: a struct or union used where a scalar value is needed
// 15:50: error: no member named 'nope'
// 16:21: error: incompatible struct or union types
// 17:22: error: a struct or union used where a scalar value is needed
// 17:35: error: a struct or union used where a scalar value is needed
// 18:23: error: a pointer used where an arithmetic value is needed
// 19:22: error: incompatible argument 1 for 'div'
//
int a(void) { return div(7).quot; }
int b(void) { return div(7, 2); }
int c(void) { return ldiv(7, 2).quot + div(1, 2).nope; }
int d(void) { div_t x = ldiv(1, 2); return x.quot; }
int e(void) { return div(1, 2) == div(1, 2); }
int f(void) { errno = "x"; return 0; }
int g(void) { return div("a", 2).quot; }
