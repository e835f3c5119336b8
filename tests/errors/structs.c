// Diagnostics of structs, unions and multi-dimensional arrays: unknown members, '.' and '->' on what is no
// struct, structs where scalars are needed, incompatible struct types, incomplete types, initialisers
// (excess elements, designators, an element after the designator of an anonymous member's member), assigning
// arrays, const members and const structs, pointers to rows.
// 33:53: error: no member named 'z'
// 34:43: error: the operand of '.' is not a struct or union (or a pointer to one for '->')
// 35:59: error: a struct or union used where a scalar value is needed
// 36:57: error: a struct or union used where a scalar value is needed
// 37:68: error: a struct or union used where a scalar value is needed
// 37:73: error: a struct or union used where a scalar value is needed
// 38:61: error: incompatible struct or union types
// 40:51: error: incompatible argument 1 for 'take_p'
// 41:49: error: incompatible struct or union types
// 42:39: error: 'l' has an incomplete type
// 43:40: error: excess elements in an initializer
// 44:38: error: no member named 'w'
// 45:39: error: invalid designator in an initializer
// 46:53: error: arrays cannot be assigned
// 47:49: error: assignment of read-only variable 'id'
// 48:45: error: incompatible pointer types (or an integer other than 0 used as a pointer)
// 49:64: error: a struct or union used where a scalar value is needed
// 50:40: error: a struct or union used where a scalar value is needed
// 51:41: error: '(' has an incomplete type
// 53:62: error: assignment of read-only variable 'x'
// 53:72: error: assignment of read-only variable 'y'
// 55:57: error: an element after the designator of an anonymous struct's or union's member is not supported by gnc (designate it too)

#include <stddef.h>
struct P { int x, y; };
struct Q { int x, y; };
struct L;
struct C { const int id; int v; };
int no_member(void) { struct P p = {1, 2}; return p.z; }
int not_struct(void) { int a = 1; return a.x; }
int arrow_not_pointer(void) { struct P p = {1, 2}; return p->x; }
int struct_in_arith(void) { struct P p = {1, 2}; return p + 1; }
int struct_compare(void) { struct P a = {1, 2}, b = {1, 2}; return a == b; }
int assign_other(void) { struct P p = {1, 2}; struct Q q; q = p; return q.x; }
int take_p(struct P p) { return p.x; }
int arg_other(void) { struct Q q = {1, 2}; return take_p(q); }
struct P ret_other(void) { struct Q q = {1, 2}; return q; }
int incomplete_local(void) { struct L l; return 0; }
int excess(void) { struct P p = {1, 2, 3}; return p.x; }
int bad_desig(void) { struct P p = {.w = 1}; return p.x; }
int index_desig(void) { struct P p = {[0] = 1}; return p.x; }
int assign_row(void) { int m[2][2]; int r[2] = {0}; m[0] = r; return 0; }
int const_member(void) { struct C c = {1, 2}; c.id = 3; return c.v; }
int addr_row(void) { int m[2][2]; int *p = &m[1]; return *p; }
int compound_assign(void) { struct P a = {1, 2}, b = {3, 4}; a += b; return a.x; }
int scalar_init_struct(void) { int x = (struct P){1, 2}; return x; }
int deref_void_member(void *v) { return ((struct L *)v)->x; }
const struct P cg = {1, 2};
int const_struct_member(void) { const struct P o = {1, 2}; o.x = 3; cg.y = 4; return o.x; }
struct anon_t { int a; union { int b1; int b2; }; int c; };
int anon_positional(void) { struct anon_t t = {.b1 = 2, 5}; return t.c; }
