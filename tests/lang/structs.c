// Structs and unions (docs/language.md): gcc's x86-64 layout (sizeof, _Alignof, offsetof), members through
// . and ->, nested structs and array members, struct assignment, structs passed and returned by value,
// pointers to structs (malloc'd, arrays of structs, linked lists), initialisers (positional, nested,
// designated, brace elision, strings into char arrays), compound literals, unions, globals and statics,
// qsort of structs, and the memory-safety traps through members.
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

struct point { int x, y; };
typedef struct point Point;
typedef struct { char c; double d; short s; } Mixed;
typedef struct Node { int value; struct Node *next; } Node;
struct emp { char name[16]; int age; double pay; };
struct rect { Point lo, hi; const char *label; };
union word { unsigned int u; unsigned char b[4]; float f; };

// expect: 8
long size_point(void) { return sizeof(struct point); }

// expect: 24
long size_mixed(void) { return sizeof(Mixed); }

// expect: 16
long offset_mixed_s(void) { return offsetof(Mixed, s); }

// expect: 8
long align_mixed(void) { return _Alignof(Mixed); }

// expect: 32
long size_emp(void) { return sizeof(struct emp); }

// expect: 24
long offset_emp_pay(void) { return offsetof(struct emp, pay); }

// expect: 24
long size_rect(void) { return sizeof(struct rect); }

// expect: 12
long offset_rect_hi_y(void) { return offsetof(struct rect, hi.y); }

// expect: 4
long size_union(void) { return sizeof(union word); }

// expect: 16
long size_nested_anon(void) { struct { char c; struct { int a; long b; } in; } s; return sizeof s.in; }

// expect: 37
int members(void) { Point p; p.x = 3; p.y = 7; return p.x * 10 + p.y; }

// expect: 12
int init_positional(void) { Point p = {5, 7}; return p.x + p.y; }

// expect: 902
int init_designated(void) { Point p = {.y = 2, .x = 9}; return p.x * 100 + p.y; }

// expect: 40
int init_partial_zero(void) { Point p = {4}; return p.x * 10 + p.y; }

// expect: 1234
int init_nested(void) { struct rect r = {{1, 2}, {3, 4}, "r"}; return r.lo.x * 1000 + r.lo.y * 100 + r.hi.x * 10 + r.hi.y; }

// expect: 1234
int init_elided(void) { struct rect r = {1, 2, 3, 4}; return r.lo.x * 1000 + r.lo.y * 100 + r.hi.x * 10 + r.hi.y; }

// expect: 5
int init_string_member(void) { struct emp e = {"Alice", 30, 1.5}; return (int)strlen(e.name); }

// expect: 103
int array_of_structs(void) {
  struct emp es[3] = {{"Bob", 40, 1.5}, {"Al", 25, 2.5}, {"Cy", 33, 3.0}};
  int s = 0;
  for (int i = 0; i < 3; i++) s += es[i].age + es[i].name[1] - es[i].name[1];
  return s + (int)es[2].pay + (int)(es[1].pay * 2) - 3;
}

// expect: 21
int array_of_structs_elided(void) { Point ps[3] = {1, 2, 3, 4, 5, 6}; return ps[0].x + ps[0].y + ps[1].x + ps[1].y + ps[2].x + ps[2].y; }

// expect: 33
int assign_copies(void) { Point a = {1, 2}, b; b = a; a.x = 30; return a.x + b.y + b.x; }

// expect: 7
int assign_chain(void) { Point a = {7, 0}, b, c; c = b = a; return c.x; }

void move(Point *p, int dx) { p->x += dx; p->y -= dx; }

// expect: 126
int pointer_param(void) { Point p = {10, 10}; move(&p, 2); return p.x * 10 + p.y - 2; }

int area(Point lo, Point hi) { lo.x = lo.x; return (hi.x - lo.x) * (hi.y - lo.y); }

// expect: 12
int by_value(void) { Point a = {1, 1}, b = {4, 5}; return area(a, b); }

int by_value_copy(Point p) { p.x = 100; return p.x; }

// expect: 3
int by_value_is_a_copy(void) { Point p = {3, 4}; by_value_copy(p); return p.x; }

Point make(int x, int y) { Point p = {x, y}; return p; }
Point swap(Point p) { int t = p.x; p.x = p.y; p.y = t; return p; }

// expect: 21
int return_struct(void) { Point p = make(1, 2); Point q = swap(p); return q.x * 10 + q.y; }

// expect: 6
int return_member(void) { return make(5, 6).y; }

// expect: 43
int compound_literal(void) { Point p = (Point){4, 3}; return p.x * 10 + p.y; }

// expect: 14
int compound_literal_array(void) {
  Point *ps = (Point[]){{1, 2}, {3, 4}};
  return ps[0].x * ps[0].y + ps[1].x * ps[1].y;
}

Node *push(Node *head, int v) {
  Node *n = malloc(sizeof(Node));
  n->value = v;
  n->next = head;
  return n;
}

// expect: 43210
int linked_list(void) {
  Node *h = NULL;
  int r = 0;
  for (int i = 0; i < 5; i++) h = push(h, i);
  while (h) {
    Node *n = h;
    r = r * 10 + h->value;
    h = h->next;
    free(n);
  }
  return r;
}

Node *reverse(Node *h) {
  Node *prev = NULL;
  while (h) { Node *next = h->next; h->next = prev; prev = h; h = next; }
  return prev;
}

// expect: 123
int list_reverse(void) {
  Node c = {3, NULL}, b = {2, &c}, a = {1, &b};
  Node *h = reverse(&a);
  return h->value + h->next->value * 10 + h->next->next->value * 100;
}

// expect: 3
long pointer_arith(void) { Point ps[4]; Point *p = ps + 3; return p - ps; }

// expect: 20
int walk_structs(void) {
  Point ps[4] = {{1, 1}, {2, 2}, {3, 3}, {4, 4}};
  int s = 0;
  for (Point *p = ps; p < ps + 4; p++) s += p->x + (*p).y;
  return s;
}

// expect: 65
int malloc_array(void) {
  struct emp *es = calloc(3, sizeof *es);
  int s = 0;
  for (int i = 0; i < 3; i++) { es[i].age = 20 + i; strcpy(es[i].name, "xy"); }
  for (int i = 0; i < 3; i++) s += es[i].age + (int)strlen(es[i].name) - 1;
  free(es);
  return s - 1;
}

// expect: 63
int union_bytes(void) { union word w; w.f = 1.0f; return w.b[3]; }

// expect: 1
int union_designated(void) { union word w = {.u = 0x01020304u}; return w.b[3]; }

struct counter { int n; };
static struct counter total = {5};
Point origin = {0, 0};
const struct rect unit = {{0, 0}, {1, 1}, "unit"};

int bump(void) { static struct counter c = {10}; c.n++; return c.n; }

// expect: 12
int statics(void) { bump(); total.n += bump(); return total.n - 5; }

// expect: 133
int global_structs(void) { origin.x = 1; return origin.x + unit.hi.y * 100 + unit.label[0] - 101 + 16; }

int by_age(const void *a, const void *b) { return ((const struct emp *)a)->age - ((const struct emp *)b)->age; }

// expect: 253280
int qsort_structs(void) {
  struct emp es[3] = {{"Bob", 40, 0}, {"Al", 25, 0}, {"Cy", 33, 0}};
  qsort(es, 3, sizeof(struct emp), by_age);
  return es[0].age * 10000 + es[1].age * 100 + es[2].age - 60;
}

// expect: 12
int nested_member_array(void) {
  struct { int v[3]; Point p; } s = {{1, 2, 3}, {4, 2}};
  return s.v[0] + s.v[1] + s.v[2] + s.p.x + s.p.y;
}

// expect: 2
int member_of_array_element(void) { struct rect rs[2]; rs[1].hi.x = 2; return rs[1].hi.x; }

// expect: 9
int struct_in_loop(void) {
  int s = 0;
  for (int i = 0; i < 3; i++) { Point p = {i}; p.y += 1; s += p.x + p.y + 1; }
  return s - 3 + 3;
}

// expect: 4
int sizeof_member(void) { struct emp e; return (int)sizeof e.age; }

// expect: 16
int sizeof_array_member(void) { struct emp e; return (int)sizeof e.name; }

// ---- traps
// trap: null_dereference
int null_member(void) { Node *n = NULL; return n->value; }

// trap: use_after_free
int freed_member(void) { Node *n = malloc(sizeof *n); n->value = 1; free(n); return n->value; }

// trap: index_out_of_bounds
int past_the_struct(void) { Point ps[2]; Point *p = ps + 2; return p->x; }

// trap: index_out_of_bounds
int short_malloc(void) { Point *p = malloc(4); p->x = 1; p->y = 2; return p->y; }

// trap: readonly_write
int const_global_write(void) { struct rect *r = (struct rect *)&unit; r->lo.x = 1; return 0; }

// anonymous struct and union members (C11): their members are the enclosing struct's
struct anon_shape { int kind; union { struct { double w, h; }; struct { double r; }; }; };
union anon_word { struct { unsigned char lo, hi; }; unsigned short both; };
typedef struct { int x; struct { int y, z; }; } anon_point;
// expect: anonymous_members() = 70218248
int anonymous_members(void) {
  struct anon_shape a = {0, {{2.0, 3.5}}}, b = {.kind = 1, .r = 2.0};
  union anon_word u;
  anon_point ps[2] = {{1, {2, 3}}, {4, 5, 6}}, *p = &ps[1];
  u.both = 0x1234;
  p->z += 100;
  return (int)(a.w * a.h) * 10000000 + (int)b.r * 100000 + u.hi * 1000 - u.lo * 0 + (int)sizeof(struct anon_shape) * 10 +
         (int)offsetof(anon_point, z) + p->z - 106 + ps[0].z - 3;
}
