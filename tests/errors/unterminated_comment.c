// A comment that never ends.
// 7:1: error: unterminated comment

int f(void) {
  return 1;
}
/* this comment
   never ends
int g(void) { return 2; }
