// C keywords outside the subset: all reported by the lexer (after the preprocessor).
// (the #include is fine: the preprocessor runs first; char, short, float, unsigned, signed, const,
// sizeof, switch, case, default and struct are supported: the lines below use other keywords, and the line
// numbers of the expected errors stay those of the first version of this file.)
//
// 17:3: error: 'volatile' is not supported by gnc
// 18:3: error: 'register' is not supported by gnc
// 19:3: error: 'goto' is not supported by gnc

#include <stdio.h>
int f(void) {
  int c = 'a';
  double x = 1;
  long s;
  struct S { int a; } t;
  static int y;
  volatile int z = 1;
  register int r = 1;
  goto end;
  return sizeof(int) + 'c';
}
