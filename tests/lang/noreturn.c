// (void) casts, assert switched off by NDEBUG, main ending without return (it returns 0, C11 5.1.2.2.3),
// and exit/abort ending a function without a return after them.
#include <stdlib.h>
#define NDEBUG
#include <assert.h>

// expect: 5
int void_casts(void) { int x = 5; (void)x; (void)0; assert(x == 6); (void)(x + 1); return x; }

int count_args(int argc, char **argv) { (void)argv; return argc; }

// (void) of a pointer, an array and a call returning a pointer (unused parameters, ignored results)
// expect: 7
int void_cast_pointers(void) {
  int a[3] = {1, 2, 4};
  int *p = a;
  (void)p;
  (void)a;
  (void)(p + 1);
  (void)count_args(0, NULL);
  return a[0] + a[1] + a[2];
}

// gnc-only: exit() would end gcc's whole test driver
// expect: 3
int exits(void) { exit(3); }

// gnc-only: exit() would end gcc's whole test driver
// expect: exits_if(-1) = 7
int exits_if(int x) { if (x > 0) return x; exit(7); }

// trap: abort
int aborts(void) { abort(); }

// gnc-only: gcc's test driver renames main, and only main itself returns 0 at its end (tests/corpus has
// such programs run whole under gcc)
// expect: 0
int main(void) { int x = 1; x++; }
