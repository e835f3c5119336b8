// String literals the lexer rejects: an unknown escape, a hex escape above 0xFF, no closing quote on the
// line.
// 6:31: error: invalid escape sequence in "a\q"
// 7:28: error: invalid escape sequence in "\x100"
// 8:33: error: missing terminating '"' character
int bad_escape(void) { return "a\q"[0]; }
int big_hex(void) { return "\x100"[0]; }
int unterminated(void) { return "abc[0]; }
