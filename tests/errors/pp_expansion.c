// Errors of the later passes inside macro expansions: reported at the macro's invocation, with the
// expanded text in the message and a note naming the macro; positions after directives, comments and line
// splices are the source's own.
// 28:11: error: 'y' undeclared
// 28:11: note: in expansion of macro 'SQ'
// 28:11: error: 'y' undeclared
// 28:11: note: in expansion of macro 'SQ'
// 29:14: error: 'missing_name' undeclared
// 29:14: note: in expansion of macro 'UNDECLARED'
// 32:10: error: 'z' undeclared
// 32:10: note: in expansion of macro 'WRAP'
// 32:10: error: 'z' undeclared
// 32:10: note: in expansion of macro 'WRAP'
// 35:10: error: 'nofunc' undeclared
// 35:10: note: in expansion of macro 'CALL'
// 39:7: error: 'w' undeclared
// 42:33: error: 'q' undeclared

#include <stdio.h>
#define SQ(x) ((x) * (x))
#define BADNUM 0x
#define CALL(f, a) f(a)
#define UNDECLARED missing_name
#define WRAP(x) SQ(x)
/* a comment
   over lines */
int f(int a) {
  int b = SQ(y);
  return b + UNDECLARED;
}
int g(int a) {
  return WRAP(z) + a;
}
int h(int a) {
  return CALL(nofunc, a);
}
int k(int a) {
  int v = a \
    + w;
  return v;
}
int m(void) { return __LINE__ + q; }
