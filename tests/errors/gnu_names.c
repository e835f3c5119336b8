// __func__ is an array object, not a string literal: it initialises no array; an initialiser may give a
// flexible array member elements only in a static object, not nested; sizeof of a compound literal of an
// array of structs.
// 13:32: error: a flexible array member is initialised only in a static object, and not in a nested one (as in gcc)
// 14:37: error: a flexible array member is initialised only in a static object, and not in a nested one (as in gcc)
// 18:17: error: '__func__' is an array, not a string literal: it initialises no array (copy it with strcpy)
// 19:28: error: a flexible array member is initialised only in a static object, and not in a nested one (as in gcc)
// 20:30: error: a flexible array member is initialised only in a static object, and not in a nested one (as in gcc)
// 24:32: error: sizeof of a compound literal of an array of structs or arrays is not supported by gnc: take the sizeof of its type

struct Flex { int n; int a[]; };
struct Wrap { int k; struct Flex f; };
struct Wrap nested = { 1, { 2, { 3 } } };
struct Wrap nested_elided = { 1, 2, 3 };
struct P { int x, y; };

int f(void) {
  char name[] = __func__;
  struct Flex local = { 1, { 2 } };
  struct Flex designated = { .a = { 2 } };
  struct Flex empty = { 1 };
  return name[0] + local.n + designated.n + empty.n;
}
unsigned long g(void) { return sizeof (struct P[]){{1, 2}, {3, 4}}; }
