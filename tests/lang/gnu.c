// gcc-std: gnu17
// gcc's extensions that programs written for gcc use (compared with gcc -std=gnu17, without -pedantic):
// empty initialiser lists and the zero-length arrays they make, __attribute__ lists (packed laid out as gcc
// does; the attributes that change nothing a run observes are taken and ignored).
#include <stddef.h>

// An empty initialiser list: a zero-length array (gcc), which any access traps.
int sum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
// expect: 0
int zero_length(void) {
  int none[] = {};
  return sum(none, 0) + (int)sizeof none;
}
// trap: index_out_of_bounds
int zero_length_read(void) {
  int none[] = {};
  return none[0];
}
// expect: 0
int empty_init(void) {
  int a[5] = {};
  struct { int x; double y; } s = {};
  char buf[16] = {};
  return a[4] + s.x + (int)s.y + buf[15];
}

// __attribute__: packed as gcc lays it out; the others change nothing.
struct __attribute__((packed)) Pk { char c; int x; short s; };
struct Pk2 { char c; double d; } __attribute__((__packed__));
struct Outer { char c; struct Pk p; };
static int unused_helper(int x) __attribute__((unused));
static int unused_helper(int x) { return x; }
__attribute__((noinline, always_inline)) static inline int attr_fn(int x __attribute__((unused)), int y) {
  return y;
}
// expect: 1
int attributes(void) {
  struct Pk p = {1, 0x01020304, 7};
  int ok = sizeof(struct Pk) == 7 && offsetof(struct Pk, x) == 1 && sizeof(struct Pk2) == 9;
  ok = ok && sizeof(struct Outer) == 8 && _Alignof(struct Pk) == 1 && p.x == 0x01020304 && p.s == 7;
  switch (p.s) {
  case 7: ok++;
    __attribute__((fallthrough));
  default: ok++;
  }
  return ok == 3 && attr_fn(0, 1) && unused_helper(1);
}


// A compound literal of a static object's own struct or union type initialises it as its braced list would.
struct Point { int x, y; };
typedef union { int i; char c[4]; } Word;
struct Point origin = (struct Point){3, 4};
Word w1 = (Word){.i = 0x01020304};
// expect: 56
int static_compound_literal(void) {
  static struct Point p = (struct Point){.y = 5, .x = 2};
  return origin.x * 10 + origin.y + p.x * p.y + w1.c[0] * 3;
}

// gcc's case ranges: `case lo ... hi:` matches lo to hi in the switch's type (none where hi < lo).
int char_class(int c) {
  switch (c) {
  case '0' ... '9': return 1;
  case 'a' ... 'z': case 'A' ... 'Z': return 2;
  case 5 ... 3: return 9;
  default: return 0;
  }
}
int unsigned_class(unsigned u) {
  switch (u) {
  case 0x7ffffffe ... 0x80000001u: return 1;
  case 0xfffffff0u ... 0xffffffffu: return 2;
  default: return 0;
  }
}
int long_class(long v) {
  switch (v) {
  case -5 ... 5: return 1;
  case 10000000000L ... 10000000005L: return 2;
  }
  return 0;
}
// expect: 63268727
int case_ranges(void) {
  int s = 0;
  for (int i = -300; i < 300; i++)
    s = s * 3 + char_class(i) + 7 * unsigned_class((unsigned)i + 0x7ffffff0u) + 11 * long_class(i * 100000000L);
  return s;
}

// gcc's a ?: c: a, evaluated once, where it is nonzero (converted to the type of the whole), else c.
int elvis_calls;
int elvis_next(void) { return elvis_calls++ % 3; }
enum { ELVIS_A = 0 ?: 4, ELVIS_B = 3 ?: 9 };
// expect: 58878507
int elvis(void) {
  int s = 0;
  for (int i = 0; i < 9; i++) s = s * 7 + (elvis_next() ?: 10);
  return s + (elvis_calls ?: 99) - 9 + ELVIS_A * ELVIS_B - 12;
}
// expect: 3000000002.5
double elvis_types(void) {
  int zero = 0;
  double d = 0.0;
  const char *p = 0;
  long big = 3000000000L;
  return (d ?: 2.5) + (zero ?: big) + (unsigned)(zero ?: -1) - 4294967295u + (*(p ?: "") == 0 ? 0 : 100);
}
