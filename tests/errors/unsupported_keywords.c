// C keywords outside the subset: all reported by the lexer (after the preprocessor).  (volatile, register,
// restrict and auto are taken and mean nothing to gnc; goto and extern are supported.)
// (the #include is fine: the preprocessor runs first; char, short, float, unsigned, signed, const,
// sizeof, switch, case, default and struct are supported: the lines below use other keywords, and the line
// numbers of the expected errors stay those of the first version of this file.)
//
// 18:3: error: '_Complex' is not supported by gnc
// 19:3: error: '__auto_type' is not supported by gnc
// 20:3: error: '_Atomic' is not supported by gnc

#include <stdio.h>
int f(void) {
  int c = 'a';
  double x = 1;
  long s;
  struct S { int a; } t;
  static int y;
  _Complex double z = 1;
  __auto_type r = 1;
  _Atomic int a = 0;
  return sizeof(int) + 'c';
}
