// C keywords outside the subset and string literals: all reported by the lexer (after the preprocessor).
// (the #include is fine: the preprocessor runs first)
// 18:1: error: 'unsigned' is not supported by gnc
// 19:3: error: 'char' is not supported by gnc
// 20:3: error: 'float' is not supported by gnc
// 21:3: error: 'short' is not supported by gnc
// 22:3: error: 'struct' is not supported by gnc
// 23:3: error: 'static' is not supported by gnc
// 24:3: error: 'const' is not supported by gnc
// 25:3: error: 'switch' is not supported by gnc
// 25:16: error: 'case' is not supported by gnc
// 25:31: error: 'default' is not supported by gnc
// 26:3: error: 'goto' is not supported by gnc
// 27:10: error: 'sizeof' is not supported by gnc
// 27:24: error: string literals are not supported by gnc

#include <stdio.h>
unsigned int f(void) {
  char c = 'a';
  float x = 1;
  short s;
  struct S { int a; } t;
  static int y;
  const int z = 1;
  switch (c) { case 1: break; default: break; }
  goto end;
  return sizeof(int) + "str";
}
