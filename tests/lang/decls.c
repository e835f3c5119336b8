// Declarations as real C programs write them: extern and repeated file-scope declarations, large arrays,
// array typedefs, typedefs, enums, structs and function prototypes declared in a block (each scoped to it),
// _Static_assert, _Alignas, and the qualifiers that mean nothing to a program run by gnc (volatile,
// register, restrict).  gcc's extensions (zero-length arrays, __attribute__) are in gnu.c.
#include <stddef.h>
#include <stdint.h>
#include <string.h>

extern int counter;
extern int table[];
int later(void);
int counter;
int counter = 5;
int table[4] = {1, 2, 3, 4};
extern int counter;

// expect: 15
int use_extern(void) { return counter + table[0] + table[3] + (int)(sizeof table / sizeof table[0]) + 1; }

// expect: 7
int block_extern(void) {
  int counter = 100;
  {
    extern int counter;
    return counter + 2 + (counter == 5 ? 0 : 1000);
  }
}

// A function declared in a block, defined after its caller.
// expect: 42
int block_proto(void) {
  int twice(int), x = 21;
  return twice(x);
}
int twice(int v) { return 2 * v; }

// expect: 9
int later(void) { static int calls; return 9 + calls++ * 0; }

// Arrays of more than 65536 elements, in the run's memory.
int seen[100001];
// expect: 99999
int large_global(void) {
  for (int i = 0; i < 100001; i++) seen[i] = i;
  return seen[99999];
}
// expect: 150002
int large_local(void) {
  char sieve[300002];
  int n = 0;
  memset(sieve, 1, sizeof sieve);
  for (long i = 0; i < 300002; i += 2) sieve[i] = 0;
  for (long i = 0; i < 300002; i++) n += sieve[i];
  return n + 1;
}

// An array typedef, as a variable, a parameter, a member and in sizeof.
typedef uint64_t u128[2];
typedef int Row[3];
struct Wide { u128 v; char tag; };
static void add128(u128 r, const u128 a) {
  r[1] += a[1];
  r[0] += a[0] + (r[1] < a[1]);
}
// expect: 1
int array_typedef(void) {
  u128 x = {0, UINT64_MAX}, one = {0, 1};
  add128(x, one);
  return x[0] == 1 && x[1] == 0 && sizeof(u128) == 16 && sizeof(struct Wide) == 24;
}
// expect: 51
int array_typedef_rows(void) {
  Row m[2] = {{1, 2, 3}, {4, 5, 6}};
  Row *p = m;
  return p[1][2] * 5 + (int)sizeof m + 3 - 6 * 1 + (int)(sizeof(Row) / sizeof(int)) * 0 - 0;
}

// Typedefs, enums and struct tags in a block: scoped to it, shadowing the file's.
typedef int T;
struct P { int a; };
// expect: 1
int block_scopes(void) {
  typedef double T;
  enum { LOW = 3, HIGH = LOW * 2 };
  T d = 1.5;
  struct P outer = {7};
  int ok = d == 1.5 && HIGH == 6 && outer.a == 7;
  {
    struct P { double a, b; } inner = {2.5, 3.5};
    typedef char T;
    ok = ok && inner.b == 3.5 && sizeof(T) == 1 && sizeof(struct P) == 16;
  }
  struct P again = {8};
  return ok && sizeof(struct P) == sizeof(int) && again.a == 8 && sizeof(T) == 8;
}
// expect: 4
int file_typedef_again(void) { T x = 4; return x + (int)sizeof(T) - 4; }

_Static_assert(sizeof(int) == 4, "int is 32 bits");

struct Checked { int a; _Static_assert(sizeof(int) == 4, "in a member list"); char b; };
// expect: 1
int static_asserts(void) {
  _Static_assert(sizeof(struct P) == 4, "one int");
  _Static_assert(sizeof(struct Checked) == 8, "two members");
  _Static_assert(3 > 2 && (1 ? 1 : 0));
  return 1;
}

// _Alignas on members changes the layout; on variables it changes nothing a program can see.
struct Al { char c; _Alignas(16) int x; char d; };
// expect: 1
int alignas_layout(void) {
  _Alignas(8) int v = 1;
  return sizeof(struct Al) == 32 && offsetof(struct Al, x) == 16 && offsetof(struct Al, d) == 20 && v == 1 &&
         _Alignof(struct Al) == 16;
}

// expect: 10
int qualifiers(void) {
  volatile int v = 3;
  register int r = 4;
  int *restrict p = (int *)&v;
  const volatile int cv = 3;
  return *p + r + cv;
}

// A decimal literal above LONG_MAX (gcc's __int128) where it becomes an unsigned long at once.
#include <stdint.h>
unsigned long u64_max = 18446744073709551615;
static uint64_t pass_u64(uint64_t v) { return v; }
// expect: 1
int int128_literals(void) {
  uint64_t a = 18446744073709551615, b = (uint64_t)9223372036854775808;
  unsigned long c;
  c = 18446744073709551614;
  return a == UINT64_MAX && b == 9223372036854775808u && c == UINT64_MAX - 1 && u64_max == a &&
         pass_u64(18446744073709551613) == UINT64_MAX - 2;
}
// and compared with an unsigned value: gcc compares in __int128, where both are the unsigned values
// expect: 15
int int128_compared(void) {
  uint64_t h = 13827776004929097857u;
  unsigned u = 5;
  unsigned char small = 200;
  return (h == 13827776004929097857) + 2 * (13827776004929097857 > u) + 4 * (h < 13827776004929097858) +
         8 * (small != 18446744073709551615);
}

// Integer constant expressions with comparisons and logical operators (enum values, case labels, static
// assertions, static initialisers); a comparison with a negative value where C's operands are signed.
enum { SAME = (-1 == -1), ORDER = (-2 < -1) + (3 >= 3) * 2, PICK = 1 ? 5 : 6, BOTH = 2 && 0 };
_Static_assert(-1 < 0 && (0 - 1) < 0, "signed comparisons");
static int initialised = (-1 < 0) + (2L > 1);
// expect: const_compare(1) = 15
int const_compare(int k) {
  switch (k) {
  case (-2 < -1): return SAME + ORDER + PICK + BOTH + initialised + 4;
  }
  return 0;
}

// Names reserved by C (two underscores, an underscore and a capital) are names, as gcc takes them.
typedef struct _Node { int __val; struct _Node *_Next; } _Node_t;
// expect: 7
int reserved_names(void) {
  _Node_t a = {3, 0}, b = {4, &a};
  int __ret = b._Next->__val + b.__val;
  return __ret;
}
