// C keywords outside the subset and string literals: all reported by the lexer (after the preprocessor).
// (the #include is fine: the preprocessor runs first; char, short, float, unsigned, signed, const,
// sizeof, switch, case and default are supported: the lines below use other keywords, and the line
// numbers of the expected errors stay those of the first version of this file.)
//
//
//
// 22:3: error: 'struct' is not supported by gnc
// 23:3: error: 'static' is not supported by gnc
// 24:3: error: 'volatile' is not supported by gnc
// 25:3: error: 'register' is not supported by gnc
//
//
// 26:3: error: 'goto' is not supported by gnc
// 27:24: error: string literals are not supported by gnc

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
  return sizeof(int) + "str";
}
