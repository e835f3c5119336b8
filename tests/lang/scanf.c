// sscanf (<stdio.h>): the conversions, widths, '*', white space, %n, %[...], the return value (items
// assigned, EOF when the input ends before the first conversion); numbers read as strtol / strtod / strtof
// read them. Compared with gcc's (glibc's) results.
#include <stdio.h>
#include <string.h>

// expect: 1
int fraction(void) { int a = 0, b = 0; return sscanf("3/4", "%d/%d", &a, &b) == 2 && a == 3 && b == 4; }

int fruits(const char *s, int n) {
  int apples = 0, oranges = 0;
  if (sscanf(s, "%d apples and %d oranges", &apples, &oranges) != 2) return -1;
  return n - apples - oranges;
}

// expect: 8
int fruit_distribution(void) { return fruits("5 apples and 6 oranges", 19); }

// expect: -1
int fruit_mismatch(void) { return fruits("5 pears and 6 oranges", 19); }

// expect: 3
int count(void) { int a, b, c; return sscanf(" 1\t2\n 3 ", "%d%d%d", &a, &b, &c); }

// expect: -1
int empty_input(void) { int a; return sscanf("", "%d", &a); }

// expect: -1
int spaces_only(void) { int a; return sscanf("   ", " %d", &a); }

// expect: 0
int no_match(void) { int a = 7; return sscanf("abc", "%d", &a) + (a != 7); }

// expect: 1
int partial(void) { int a = 0, b = 9; return sscanf("12 x", "%d %d", &a, &b) == 1 && a == 12 && b == 9; }

// expect: 1
int widths(void) {
  int a, b; char s[8];
  return sscanf("12345abcdef", "%2d%3d%4s", &a, &b, s) == 3 && a == 12 && b == 345 && strcmp(s, "abcd") == 0;
}

// expect: 1
int suppressed(void) { int a = 0; return sscanf("10 20 30", "%*d %*d %d", &a) == 1 && a == 30; }

// expect: 6
int count_n(void) { int a, n = -1; sscanf("  42 rest", "%d%n", &a, &n); return n + (a == 42) * 2; }

// expect: 1
int percent(void) { int a; return sscanf("50%", "%d%%", &a) == 1 && a == 50; }

// expect: 1
int bases(void) {
  int i1, i2, i3; unsigned x, o;
  return sscanf("0x1f 017 -9 ff 17", "%i %i %i %x %o", &i1, &i2, &i3, &x, &o) == 5 && i1 == 31 && i2 == 15 &&
         i3 == -9 && x == 255 && o == 15;
}

// expect: 1
int longs(void) {
  long a; long long b; unsigned long c; unsigned long long d;
  return sscanf("-9000000000 9223372036854775807 18446744073709551615 12", "%ld %lld %lu %llu", &a, &b, &c, &d) == 4 &&
         a == -9000000000L && b == 9223372036854775807LL && c == 18446744073709551615UL && d == 12;
}

// expect: 1215752191
int overflow_int(void) { int a; sscanf("99999999999", "%d", &a); return a; }

// expect: -1
int saturated(void) { int a; sscanf("99999999999999999999", "%d", &a); return a; }

// expect: 4294967291
unsigned negative_unsigned(void) { unsigned u; sscanf("-5", "%u", &u); return u; }

// expect: 1
int shorts(void) {
  short h; signed char c; unsigned char uc;
  return sscanf("70000 300 -1", "%hd %hhd %hhu", &h, &c, &uc) == 3 && h == 4464 && c == 44 && uc == 255;
}

// expect: 1
int chars(void) {
  char c1, c2, c3[3];
  return sscanf("a b cde", "%c %c %3c", &c1, &c2, c3) == 3 && c1 == 'a' && c2 == 'b' && c3[0] == 'c' && c3[2] == 'e';
}

// expect: 1
int char_no_skip(void) { char c = 0; return sscanf(" x", "%c", &c) == 1 && c == ' '; }

// expect: 1
int sets(void) {
  char a[16], b[16], c[16];
  return sscanf("hello,world;rest", "%[a-z],%[^;];%s", a, b, c) == 3 && strcmp(a, "hello") == 0 &&
         strcmp(b, "world") == 0 && strcmp(c, "rest") == 0;
}

// expect: 1
int set_bracket(void) { char a[8]; return sscanf("]]-x", "%[]-]", a) == 1 && strcmp(a, "]]-") == 0; }

// expect: 0
int set_empty_match(void) { char a[8]; return sscanf("xyz", "%[abc]", a); }

// expect: 1
int doubles(void) {
  double d, e; float f, g;
  return sscanf("3.25 -1e-3 0.1 2.5e2", "%lf %le %f %g", &d, &e, &f, &g) == 4 && d == 3.25 && e == -1e-3 &&
         f == 0.1f && g == 250.0f;
}

// expect: 0.1
double double_exact(void) { double d = 0; sscanf("0.1", "%lf", &d); return d; }

// expect: 0.30000001192092896
double float_once(void) { float f = 0; sscanf("0.30000001192092896", "%f", &f); return f; }

// expect: 1
int specials(void) {
  double a, b, c; float h;
  return sscanf("inf -INFINITY nan 0x1.8p1", "%lf %lf %lf %a", &a, &b, &c, &h) == 4 && a > 1e308 && b < -1e308 &&
         c != c && h == 3.0f;
}

// expect: 1
int float_lookahead(void) { double d; char s[8]; return sscanf("1e+x", "%lf%s", &d, s) == 2 && d == 1 && strcmp(s, "x") == 0; }

// expect: 2
int hex_prefix_consumed(void) { unsigned x; int n = 0; sscanf("0xg", "%x%n", &x, &n); return n; }

// expect: 0
int sign_alone(void) { double d; return sscanf("-", "%lf", &d); }

// expect: 1
int literal_space(void) { int h, m; return sscanf("12 : 34", "%d : %d", &h, &m) == 2 && h == 12 && m == 34; }

// expect: 0
int unknown_conversion(void) { int a; return sscanf("5", "%y", &a); }

// expect: 0
int lone_percent(void) { int a; return sscanf("5", "%", &a); }

// expect: 1
int grouping_flag(void) { int a; return sscanf("1234", "%'d", &a) == 1 && a == 1234; }

// expect: 1
int zero_width(void) { int a; return sscanf("1234", "%0d", &a) == 1 && a == 1234; }

int parse_point(const char *s, int *x, int *y) { return sscanf(s, "(%d, %d)", x, y) == 2; }

// expect: -7
int point(void) { int x = 0, y = 0; return parse_point("(3, -10)", &x, &y) ? x + y : 100; }

// expect: 3
int words(void) {
  const char *s = "the quick brown";
  char w[16];
  int n = 0, used;
  while (sscanf(s, "%15s%n", w, &used) == 1) {
    n++;
    s += used;
  }
  return n;
}

// trap: index_out_of_bounds
int sscanf_too_small(void) { char s[4]; return sscanf("toolong", "%s", s); }

// trap: bad_format
int sscanf_missing(void) { int a; return sscanf("1 2", "%d %d", &a); }

// trap: bad_format
int sscanf_pointer(void) { void *p; return sscanf("0x10", "%p", &p); }
