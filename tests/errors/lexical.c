// Lexical errors: each bad token is reported, and the lexer goes on to the end of the file.
// 19:13: error: unexpected character '@'
// 20:11: error: invalid number literal '09'
// 21:11: error: invalid number literal '0x'
// 22:11: error: invalid number literal '1e'
// 23:11: error: integer literal '99999999999999999999' is too large
// 24:12: error: integer literal '0x1FFFFFFFFFFFFFFFF' is too large
// 25:12: error: invalid number literal '1uu'
// 26:14: error: floating literal '1e400' is out of the supported range
// 27:11: error: invalid character literal 'ab'
// 28:11: error: invalid character literal ''
// 29:11: error: invalid character literal '\q'
// 30:11: error: invalid number literal '1.5ff'
// 31:11: error: unexpected character '$'
// 32:11: error: invalid number literal '1.2.3'
// 33:11: error: integer literal '18446744073709551615' is too large

int f(void) {
  int a = 1 @ 2;
  int b = 09;
  int c = 0x;
  int d = 1e;
  int e = 99999999999999999999;
  long g = 0x1FFFFFFFFFFFFFFFF;
  long h = 1uu;
  double i = 1e400;
  int j = 'ab';
  int k = '';
  int l = '\q';
  int m = 1.5ff;
  int n = $x;
  int o = 1.2.3;
  int p = 18446744073709551615;
  return 0;
}
