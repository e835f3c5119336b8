// gcc-std: gnu17
// gcc's extensions that programs written for gcc use (compared with gcc -std=gnu17, without -pedantic):
// empty initialiser lists and the zero-length arrays they make, __attribute__ lists (packed laid out as gcc
// does; the attributes that change nothing a run observes are taken and ignored), __FUNCTION__ and
// __PRETTY_FUNCTION__ (C99's __func__), an enum declared before its definition, a flexible array member
// initialised in a static object (which grows to hold the elements), statement expressions, typeof, and a
// conditional whose arms are void where its value is not used, and gcc's __builtin_ names of the library's
// functions (__builtin_memcpy, __builtin_abort ...), with or without their headers.
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
int __attribute__((cdecl)) attr_cc(int a, int b) __attribute__((stdcall, regparm(2)));
int __attribute__((cdecl, ms_abi)) attr_ms(int a) { return a; }
int __attribute__((cdecl)) attr_cc(int a, int b) { return a - attr_ms(b); }
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
  return ok == 3 && attr_fn(0, 1) && unused_helper(1) && attr_cc(3, 2) == 1;
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

// gcc's range designators [lo ... hi] = v: every element from lo to hi takes v (a later designator wins).
#define MEMO 5000
int range_memo[MEMO] = {[0 ... MEMO - 1] = -1, [7] = 3};
long range_big[3000] = {[10 ... 2999] = 123456789012L};
struct RangeP { int x; char tag; };
struct RangeP range_pts[6] = {[1 ... 4] = {3, 'q'}, [2] = {9, 'r'}};
char range_names[4][6] = {[0 ... 3] = "abc"};
// expect: -2747773455421
long range_statics(void) {
  long s = 0;
  for (int i = 0; i < MEMO; i++) s = s * 3 % 1000000007 + range_memo[i];
  for (int i = 0; i < 3000; i++) s += range_big[i] % 1000;
  for (int i = 0; i < 6; i++) s = s * 5 + range_pts[i].x + range_pts[i].tag;
  return s + range_names[3][2] + range_names[0][3];
}
// expect: 106320332672663
long range_locals(void) {
  int loc[3000] = {[2 ... 2997] = 42, [4] = 1};
  struct RangeP lp[5] = {[0 ... 2] = {1, 'z'}};
  int k = 3, a2[8] = {[1 ... 6] = 0x3f3f3f3f + k};
  long s = 0;
  for (int i = 0; i < 3000; i++) s = s * 7 % 1000000007 + loc[i];
  for (int i = 0; i < 5; i++) s = s * 11 + lp[i].x + lp[i].tag;
  for (int i = 0; i < 8; i++) s += a2[i] % 1000;
  return s;
}
// a range inside a range's element (copied with it), and a later designator inside the element
int range_grid[3][4] = {[0 ... 2] = {[0 ... 3] = 7, [1] = 2}};
// expect: 6181
int range_nested(void) {
  int l[5][6] = {[1 ... 3] = {[2 ... 5] = -1}};
  int s = 0;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++) s = s * 3 % 10007 + range_grid[i][j];
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 6; j++) s = s * 3 % 10007 + l[i][j];
  return s;
}

// __func__ (C99) and gcc's __FUNCTION__ and __PRETTY_FUNCTION__ (the same in C): the function's name, an
// array of char.
const char *who(void) { return __func__; }
// expect: 11041
int func_names(void) {
  const char *w = who();
  static const char *here = __FUNCTION__;
  return (int)sizeof(__func__) * 1000 + (w[0] == 'w') * 40 + (here[10] == 0) * 0 + (__PRETTY_FUNCTION__[5] == 'n');
}

// An enum declared before its definition (gcc): a pointer to it before its constants are known.
enum Later;
void set_later(enum Later *p);
enum Later { L_A, L_B = 5 };
void set_later(enum Later *p) { *p = L_B; }
// expect: 5
int forward_enum(void) {
  enum Later e = L_A;
  set_later(&e);
  return (int)e;
}

// A flexible array member initialised in a static object: the object holds the elements; sizeof the
// struct does not count them.
struct Flex { int n; int a[]; };
struct Flex flex3 = { 3, { 10, 20, 30 } };
struct Flex flex_elided = { 2, 7, 8 };
struct FlexS { char tag; short v[]; } flex_desig = { 'x', { [3] = 4 } };
// expect: 601542
int flexible_static(void) {
  static struct Flex local = { .a = { 1, 2 }, .n = 2 };
  int s = 0;
  for (int i = 0; i < flex3.n; i++) s += flex3.a[i];
  return s * 10000 + (flex_elided.a[0] + flex_elided.a[1]) * 100 + flex_desig.v[3] * 10 + local.a[1] +
         (int)sizeof flex3 * 0 + (int)sizeof(struct FlexS) * 0;
}

// gnc-only: gcc does not check bounds
// trap: index_out_of_bounds
int flexible_past_end(void) {
  int *p = flex3.a;
  int k = 3;
  return p[k];
}

// sizeof of an array compound literal: its elements'.
// expect: 2012
int sizeof_compound_literal(void) { return (int)sizeof (int[]){1, 2, 3, 4, 5} * 100 + (int)sizeof (char[12]){'a', 'b'}; }

// Statement expressions ({ ... }): a block whose last expression statement is the value (void without
// one), its declarations in its own scope; what macros that evaluate their arguments once are made of.
#define MAX_ONCE(a, b) ({ int _a = (a), _b = (b); _a > _b ? _a : _b; })
#define SQUARE(x) ({ double _v = (x); _v * _v; })
static int counter;
static int bump(void) { return ++counter; }
// expect: 50
int stmt_expr_macros(void) {
  counter = 0;
  int m = MAX_ONCE(bump(), bump()); /* each argument once: 1 and 2 */
  return m * 10 + counter * 10 + (int)SQUARE(MAX_ONCE(3, 4)) - 6 + counter * 0;
}
// loops, breaks and switches inside one, nested ones, one as a statement, as a condition and an operand
// expect: 1153
int stmt_expr_control(void) {
  int n = 0;
  for (int k = 0; k < 5; k++)
    n += ({ int r; switch (k) { case 1: r = 10; break; default: r = 1; } r; });
  int s = ({ int t = 0; for (int i = 0; i < 10; i++) { if (i == 7) break; t += i; } t; });
  ({ n += 100; });
  while (({ int c = n; c > 1000; })) n -= 1;
  return n + s * 10 + 10 * ({ ({ 3; }) + 1; }) + 789 - 33 * 0;
}
// a pointer and a long as values
// expect: 1099511627778
long stmt_expr_values(void) {
  int arr[3] = { 1, 2, 3 };
  int *p = ({ int *q = arr; q + 1; });
  return ({ 1L << 40; }) + *p;
}

// c ? x : y where its value is not used: x and y may be void (and gcc lets one of them be).
static int effects;
static void add_effect(int v) { effects += v; }
// expect: 31
int void_conditional(void) {
  effects = 0;
  for (int i = 0; i < 4; i++) i % 2 ? add_effect(10) : add_effect(1);
  (effects > 5 ? add_effect(9) : (void)0);
  return effects;
}

// typeof (gcc's __typeof__ too, and C23's) in a local declaration: the type of an expression, which is
// never evaluated, or of a type name; under pointers too.  What SWAP and MAX macros are made of.
#define SWAP_T(x, y) do { typeof(x) _t = x; x = y; y = _t; } while (0)
#define MAX_T(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
struct TPair { int x; double y; };
// expect: 73
int typeof_swap(void) {
  int a = 3, b = 7;
  SWAP_T(a, b);
  return a * 10 + b;
}
// expect: 4294967291
unsigned typeof_arith(void) {
  unsigned u = 5;
  typeof(u - 10) big = u - 10; /* unsigned */
  return big;
}
// expect: 2.75
double typeof_max_double(void) { double d = 2.5; return MAX_T(1.5, d) + MAX_T(0.25, 0.125); }
// expect: 12245
long typeof_kinds(void) {
  char c = 'x';
  typeof(c) c2 = c + 1;                    /* char */
  struct TPair p = { 1, 2.5 };
  typeof(p) q = p;                         /* a struct */
  int arr[4] = { 1, 2, 3, 4 };
  typeof(&arr[1]) pp = &arr[1], *ppp = &pp; /* int *, and int ** */
  typeof(long) l = 1L << 33;
  int a = 1;
  typeof(a++) unevaluated = a;             /* a++ does not run */
  q.x++;
  return (c2 == 'y') * 10000 + q.x * 1000 + **ppp * 100 + (l == 8589934592L) * 40 + unevaluated * 5;
}

// gcc's __builtin_memcpy, __builtin_strlen ... are the library's functions (no header is needed for them).
// expect: 3219
long builtin_library_names(void) {
  char *p = __builtin_malloc(8);
  char q[8];
  __builtin_memset(q, 0, sizeof q);
  __builtin_strcpy(p, "gnc");
  __builtin_memcpy(q, p, __builtin_strlen(p) + 1);
  long r = __builtin_strlen(q) * 1000 + (__builtin_strcmp(p, q) == 0) * 200 + (__builtin_memcmp("ab", "ac", 2) < 0) * 10;
  __builtin_free(p);
  if (r != 3210) __builtin_abort();
  return r + (long)__builtin_sqrt(81.0);
}
// trap: abort
int builtin_abort(void) {
  __builtin_abort();
  return 1;
}
