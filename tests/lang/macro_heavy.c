// Macro-heavy programs: one invocation expands into far more tokens than the source has.  The compile
// workspace is first sized from a scan of the source; when the preprocessor makes more than that room
// holds, it measures what it made and the compile runs again in a larger workspace (docs/language.md,
// *Limits*), so these compile as any other program, through every path (run, compile, batch, GPU).
#include <stdio.h>
#include <string.h>

#define R4(x) x x x x
#define R16(x) R4(R4(x))
#define R256(x) R16(R16(x))

// 256 statements from one line: the room for expansions grows once, then the text is measured
// expect: 989292
long lcg256(void) {
  long s = 1, i = 0;
  R256(s = (s * 31 + i++) % 1000003;)
  return s;
}

// 4096 statements from one line (tests/unit/test_scan.c has 65536, too many for gcc to compare)
// expect: 4096
long lcg4k(void) {
  long s = 1, i = 0;
  R16(R256(s = (s * 31 + i++) % 1000003;))
  return i;
}

// a short name for more tokens than bytes, used 1024 times: the text keeps to its bytes but not to 1.5
// times the source's tokens
#define ZZ (0)+(1)
// expect: 1024
int many_short_names(void) {
  int x = 0;
  R4(R256(x += ZZ;))
  return x;
}

// an expansion of string literals, measured by their length
// expect: 768
long string_lengths(void) {
  char buf[1024];
  int n = 0;
  R256(n += snprintf(buf + n, sizeof buf - n, "%s", "abc");)
  return (long)strlen(buf);
}
