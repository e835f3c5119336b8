// Global variables and static locals: static objects of the module (docs/memory.md), zeroed or
// initialised from constants (integers, floating literals, string literals, &global, null), visible to
// every function after their declaration; static locals keep their value between calls.
#include <stddef.h>
#include <string.h>

int counter;
long memo[64];
static const int days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
const char *names[] = {"zero", "one", "two"};
double scale = -2.5;
float ratio = 0.1f;
char greeting[16] = "hi";
unsigned char bytes[] = {255, 1, 2};
short small = -3;
int *where = &counter;
int *nowhere = NULL;
unsigned int big = 4000000000u;
bool flag = 2;

long fib(int n) {
  if (n < 2) return n;
  if (memo[n]) return memo[n];
  return memo[n] = fib(n - 1) + fib(n - 2);
}

// expect: 12586269025
long memoised(void) { return fib(50); }

int bump(void) { return ++counter; }

// expect: 3
int shared(void) { bump(); bump(); return bump(); }

// expect: 365
int year(void) { int s = 0; for (int i = 0; i < 12; i++) s += days[i]; return s; }

// expect: 48
long sizes(void) { return sizeof days; }

// expect: 3
long name_length(void) { return strlen(names[1]); }

// expect: -5
double scaled(void) { return scale * 2; }

// expect: 1
int float_global(void) { return ratio == 0.1f; }

// expect: 0
int appended(void) { strcat(greeting, " there"); return strcmp(greeting, "hi there"); }

// expect: 258
int unsigned_bytes(void) { return bytes[0] + bytes[1] + bytes[2]; }

// expect: -3
int short_global(void) { return small; }

// expect: 7
int through_pointer(void) { *where = 7; return counter; }

// expect: 1
int null_global(void) { return nowhere == NULL; }

// expect: 4000000000
long unsigned_global(void) { return big; }

// expect: 1
int bool_global(void) { return flag; }

int next_id(void) { static int id = 100; return id++; }

// expect: 202
int static_local(void) { next_id(); return next_id() + next_id() - 1; }

int calls(void) { static int n; static const char *label = "calls"; n += (int)strlen(label) - 4; return n; }

// expect: 2
int static_local_zeroed(void) { calls(); return calls(); }

// trap: readonly_write
int write_const(void) { int *p = (int *)days; p[0] = 1; return 0; }

// trap: index_out_of_bounds
long past_global(void) { long *p = memo; return p[64]; }

// A struct, union or enum defined in the declaration of file-scope variables.
struct GS { int a, b; } gs = {1, 2}, *gps = &gs, garr[2] = {{3, 4}, {5, 6}};
struct { char c; int v; } ganon = {'x', 7};
enum GE { GE0, GE1 = 5, GE2 } ge = GE2;
union GU { int i; char c; } gu = {65};
struct GT { int x; } (*gfp)(void);
// expect: 362076655
long defined_with_variables(void) {
  struct GS local = {gs.a + gps->b, garr[1].a};
  return ((((((local.a * 10L + local.b) * 100 + ganon.c) * 10 + ganon.v) * 10 + ge) * 100 + gu.c) * 10) + (gfp == 0) * 5;
}

// An array declared extern with its length and defined without one has that length; an extern that
// nothing uses needs no definition (gcc's link does not look for it).
extern int sized[10];
int sized[] = {12, 34};
extern const int never_defined[3];
// expect: 4034
int extern_length(void) { return (int)sizeof sized * 100 + sized[1] + sized[9] + sized[0] * 0; }

// A compound literal at file scope is an object of static storage (C11 6.5.2.5p5): each one its own.
struct CP { int x, y; };
struct CP *cp_one = &(struct CP){3, 4};
int *cp_counters[] = {(int[]){0}, (int[]){0}, (int[]){7, 8}};
struct CQ { struct CP *a, *b; } cp_q = {&(struct CP){1, 2}, &(struct CP){1, 2}};
// expect: 3140503
long file_compound_literals(void) {
  cp_counters[0][0] = 5;
  cp_one->y += 10;
  cp_q.a->x = 9;
  return cp_one->x * 1000000L + cp_one->y * 10000 + cp_counters[0][0] * 100 + cp_counters[1][0] * 10 +
         cp_counters[2][1] + (cp_q.a->x - cp_q.b->x) * 10000 + (cp_q.a != cp_q.b) - 80000 - 8 + 2;
}

// Arithmetic constant expressions of doubles in static initialisers (C11 6.6p7): computed when the
// program compiles, as the run would compute them; comparisons of doubles give an int.
static const double two_pi = 2 * 3.14159265358979323846;
static double third = 1.0 / 3;
static double scaled3[3] = { 1.5 * 2, -2.5 * 4, 10 / 4 };
static int is_neg = -1.0 < 0.0;
static long from_double = (long)(1e10 / 3);
struct Unit { double factor; int code; } units[2] = { { 1.0 / 1000, 1 }, { 1000.0 * 3.5, 2 } };
// expect: 0.33333333333333331
double static_third(void) { return third; }
// expect: 6.2831853071795862
double static_two_pi(void) { return two_pi; }
// expect: -5
double static_scaled(void) { return scaled3[0] + scaled3[1] + scaled3[2]; }
// expect: 3333333334
long static_double_compare(void) { return is_neg + from_double; }
// expect: 3500.001
double static_struct_doubles(void) { return units[0].factor + units[1].factor; }
