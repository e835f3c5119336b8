// Lexical errors: each bad token is reported, and the lexer goes on to the end of the file.
// 21:13: error: unexpected character '@'
// 22:11: error: invalid number literal '09'
// 23:11: error: invalid number literal '0x'
// 24:11: error: invalid number literal '1e'
// 25:11: error: integer literal '99999999999999999999' is too large
// 26:12: error: integer literal '0x1FFFFFFFFFFFFFFFF' is too large
// 27:12: error: invalid number literal '1uu'
// 28:14: error: floating literal '1e400' is out of the supported range
// 29:11: error: invalid character literal 'ab'
// 30:11: error: invalid character literal ''
// 31:11: error: invalid character literal '\q'
// 32:11: error: invalid number literal '1.5ff'
// 33:11: error: unexpected character '$'
// 34:11: error: invalid number literal '1.2.3'
// 35:11: error: invalid number literal '0x'
// 36:12: error: invalid number literal '0b102'
// 37:12: error: invalid number literal '08'

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
  int p = 0x;
  long q = 0b102;
  long r = 08;
  return 0;
}
