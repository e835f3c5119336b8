// Non-ASCII text: a UTF-8 character counts as one column of the caret line.
// 5:35: error: unexpected character '\xc3\xbc'

int f(void) {
  /* é à ü 日本語 */ return ü;
}
