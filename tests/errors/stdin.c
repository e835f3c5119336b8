// Reading standard input: gnc runs have none, so these functions are not provided (stdin itself is a stream
// nothing can be read from).
// 9:11: error: 'getchar' reads standard input, which gnc does not provide
// 10:3: error: 'fgets' reads standard input, which gnc does not provide
// 11:3: error: 'scanf' reads standard input, which gnc does not provide
#include <stdio.h>
int main(void) {
  char line[32];
  int c = getchar();
  fgets(line, sizeof line, stdin);
  scanf("%d", &c);
  return c;
}
