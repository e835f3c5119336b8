// Function pointers: declarators (locals, globals, parameters, struct members, arrays of them, typedefs
// of pointer and function types, a function returning one), a function's name and &name as values, calls
// through a pointer (op(x), (*op)(x), ops[i](x), s.f(x), p->f(x), f()(x)), comparisons with each other
// and with NULL, qsort with a pointer, structs through pointers, and the traps of bad calls.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int (*binop)(int, int);
typedef int unop(int);

int add(int a, int b) { return a + b; }
int sub(int a, int b) { return a - b; }
int mul(int a, int b) { return a * b; }
int div_(int a, int b) { return b ? a / b : 0; }
int twice(int x) { return 2 * x; }
int negate(int x) { return -x; }
long addl(long a, long b) { return a + b; }

int (*g_op)(int, int) = add;
int (*g_ops[4])(int, int) = {add, sub, mul, &div_};
binop g_tab[] = {mul, add};
binop g_none;

struct calc {
  const char *name;
  int (*f)(int, int);
  unop *post;
};
struct calc g_calcs[] = {{"add", add, twice}, {"sub", sub, negate}, {"mul", &mul, 0}};

// expect: 55
int local_pointer(void) {
  int (*op)(int, int) = add;
  int r = op(2, 3) * 10 + (*op)(1, 1) * 0;
  op = &sub;
  return r + op(7, 2) * 1 + (**op)(0, 0);
}

// expect: 9382
int array_of_pointers(void) {
  int (*ops[4])(int, int) = {add, sub, mul, div_};
  int r = 0;
  for (int i = 0; i < 4; i++) r = r * 10 + ops[i](6, 3) % 10;
  return r;
}

// expect: 22
int globals(void) { return g_op(1, 2) + g_ops[2](3, 4) + g_tab[0](2, 2) + g_tab[1](1, 0) + (g_none == NULL) * 2; }

// expect: 258
int members(void) {
  int r = 0;
  for (int i = 0; i < 3; i++) {
    struct calc *c = &g_calcs[i];
    int v = c->f(10, 3);
    if (c->post) v = c->post(v);
    r += v + (int)strlen(g_calcs[i].name) * g_calcs[i].f(1, 1);
  }
  return r + 200; /* 26 + 3 * 2, -7 + 3 * 0, 30 + 3 * 1 */
}

int apply(int (*f)(int), int x) { return f(x); }
int apply_adjusted(int f(int), int x) { return (*f)(x); }
int apply_typedef(unop *f, int x) { return f(f(x)); }
int fold(binop f, const int *a, int n, int init) {
  int acc = init;
  for (int i = 0; i < n; i++) acc = f(acc, a[i]);
  return acc;
}

// expect: 2557
int as_arguments(void) {
  int data[5] = {5, 3, 9, 1, 7};
  return apply(twice, 21) + apply(negate, 5) + apply_adjusted(twice, 8) + apply_typedef(twice, 1) +
         fold(add, data, 5, 0) * 100 + fold(mul, data, 5, 1) - 945;
}

binop pick(char c) {
  switch (c) {
  case '+': return add;
  case '-': return sub;
  case '*': return mul;
  default: return NULL;
  }
}

int (*pick_index(int i))(int, int) { return g_ops[i & 3]; }

// expect: 9201
int returned(void) { return pick('+')(4, 5) * 1000 + pick('*')(4, 5) * 10 + (pick('?') == NULL) + pick_index(1)(3, 3); }

// expect: 7
int comparisons(void) {
  int (*op)(int, int) = sub;
  int r = (op == sub) + (op != add) * 2 + (op == 0) * 100 + (g_ops[0] == add) * 4;
  op = 0;
  if (op) r += 1000;
  op = pick('-');
  return op && !(op == NULL) ? r : -1;
}

double half(double d) { return d / 2; }
long lsum(long a, char b, short c, unsigned u) { return a + b + c + u; }
static int counter;
void bump(int by) { counter += by; }
unsigned char low(unsigned x) { return (unsigned char)x; }

// expect: 1000004000000397
long other_types(void) {
  double (*h)(double) = half;
  long (*ls)(long, char, short, unsigned) = lsum;
  void (*b)(int) = bump;
  unsigned char (*lo)(unsigned) = low;
  counter = 0;
  b(3);
  (*b)(4);
  return ls(1000000000000000L, 'a', 300, 4000000000u) - (long)h(10.0) * 0 + counter - 7 + lo(0x1ff) - 255;
}

struct pt { int x, y; };
struct pt mkpt(int x, int y) { struct pt p = {x, y}; return p; }
int pt_sum(struct pt p) { return p.x + p.y; }

// expect: 3430
int structs_by_value(void) {
  struct pt (*mk)(int, int) = mkpt;
  int (*ps)(struct pt) = pt_sum;
  struct pt q = mk(3, 4);
  return q.x * 1000 + q.y * 100 + ps(mk(10, 20));
}

int cmp_int(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
int cmp_rev(const void *a, const void *b) { return *(const int *)b - *(const int *)a; }

// expect: 9753113579
long sorting(void) {
  int d[5] = {5, 3, 9, 1, 7};
  int (*cmp)(const void *, const void *) = cmp_rev;
  long r = 0;
  qsort(d, 5, sizeof d[0], cmp);
  for (int i = 0; i < 5; i++) r = r * 10 + d[i];
  cmp = cmp_int;
  qsort(d, 5, sizeof d[0], cmp);
  for (int i = 0; i < 5; i++) r = r * 10 + d[i];
  return r;
}

// expect: 42
int through_void_pointer(void) {
  void *vp = (void *)add;
  binop back = (binop)vp;
  return back(40, 2) + (int)sizeof back - 8;
}

int fact(int n);
int (*fact_ptr)(int) = fact;
int fact(int n) { return n <= 1 ? 1 : n * fact_ptr(n - 1); }

// expect: 3628800
int recursion(void) { return fact_ptr(10); }

struct node { int v; struct node *next; };
void visit(struct node *n, void (*f)(struct node *)) { for (; n; n = n->next) f(n); }
void inc(struct node *n) { n->v++; }

// expect: 6
int callbacks(void) {
  struct node c = {3, NULL}, b = {2, &c}, a = {1, &b};
  visit(&a, inc);
  visit(&a, inc);
  return a.v + b.v + c.v - 6;
}

// trap: null_dereference
int null_call(void) {
  int (*f)(int) = NULL;
  return f(1);
}

// a type name in the middle of an expression (a cast to a new function pointer type, sizeof of one,
// offsetof): its type is made while the expression's operands are pending (they used to be overwritten)
struct fp_pair { int a; long b; };
// expect: 1087
int type_names_mid_expression(void) {
  int x = 1;
  int r = x + ((int (*)(int))twice)(5);                    /* 11 */
  r = r * 10 + (int)sizeof(int (*)(long, char *));         /* 118 */
  r = r * 9 + (int)__builtin_offsetof(struct fp_pair, b);  /* 1070 */
  r = r + x * (int)sizeof(int (**)(void)) + ((unop *)negate)(-9);  /* 1087 */
  return r;
}

// trap: bad_function_pointer
int wrong_signature(void) {
  int (*f)(int, int) = (int (*)(int, int))addl;
  return f(1, 2);
}

// trap: bad_function_pointer
int not_a_function(void) {
  int x = 5;
  int (*f)(int) = (int (*)(int))(void *)&x;
  return f(1);
}

int forever(int n) { return g_op(0, 0) + forever(n + 1); }
int (*forever_ptr)(int) = forever;
// max-depth: 100
// trap: call_depth_exceeded
int too_deep(void) { return forever_ptr(0); }
