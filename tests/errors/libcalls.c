// Library calls: a function whose header is not included, one that takes pointers (not supported yet),
// argument counts, a void result used as a value.
#include <math.h>
#include <string.h>
#include <stdlib.h>
#include <assert.h>
// 15:28: error: incompatible argument 1 for 'strlen'
// 16:28: error: wrong number of arguments to 'sqrt' (expected 1)
// 17:24: error: void value used in an expression
// 18:16: error: wrong number of arguments to 'assert' (expected 1)
// 19:23: error: wrong number of arguments to 'rand' (expected 0)
//

int f1(void) { return abs(-3); }
int f2(void) { return (int)strlen(5); }
int f3(void) { return (int)sqrt(1, 2); }
int f4(void) { int x = srand(3); return x; }
int f5(void) { assert(1, 2); return 0; }
int f6(void) { return rand(5); }
