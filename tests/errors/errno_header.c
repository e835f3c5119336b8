// errno, strerror, div and their types without their headers: undeclared, as in C.
#include <stdio.h>
// 9:22: error: implicit declaration of library function 'div' (its standard header is not included)
// 10:22: error: 'errno' undeclared
// 11:22: error: implicit declaration of library function 'strerror' (its standard header is not included)
// 12:23: error: implicit declaration of library function '__errno_location' (its standard header is not included)
// 13:23: error: implicit declaration of library function 'ldiv' (its standard header is not included)
//
int a(void) { return div(7, 2).quot; }
int b(void) { return errno; }
int c(void) { return strerror(1)[0]; }
int e(void) { return *__errno_location(); }
long f(void) { return ldiv(7, 2).rem; }
int g(void) { perror("x"); return 0; }
