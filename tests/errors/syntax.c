// Syntax errors: the parser recovers at the next statement or function, so that every independent
// error in the file is reported.
// 16:15: error: expected an expression before ';'
// 22:3: error: expected ';'
// 26:9: error: expected ')'
// 31:16: error: expected ')'
// 35:13: error: expected an expression before '{'
// 40:10: error: expected 'while'
// 45:25: error: expected ';'
// 50:15: error: expected ':'
// 54:7: error: expected an identifier
// 58:12: error: expected a type before ')'
// 63:1: error: expected a function definition

int f(int a) {
  int x = a + ;
  return x;
}

int g(void) {
  int y = 2
  return y;
}

int h(void) {
  if (1 { return 1; }
  return 0;
}

int k(void) {
  return (1 + 2;
}

int m(void) {
  int z[3 = {1};
  return 0;
}

int n(void) {
  do { } (1);
  return 0;
}

int p(void) {
  for (int i = 0; i < 3 i++) { }
  return 0;
}

int q(void) {
  return 1 ? 2;
}

int r(void) {
  int = 5;
  return 0;
}

int s(int, ) { return 0; }

int t(void) {
  return 0;
}
}
