// Designators in a row (C11 6.7.9p17-18): `.a.x = 1`, `[1][2] = 5`, `.v[2] = 9`, `[1].y = 8` move into the
// subobject each names; the elements after such an initialiser go on after the last designated subobject
// (braces elided), and what is not named keeps the value it had (an earlier `.a = {1, 2}` and a later
// `.a.y = 9` give a = {1, 9}).  Static and automatic objects alike.
struct P { int x, y; };
struct R { struct P a, b; int v[4]; };
union U { int i; struct { short lo, hi; } s; };
struct T { int k; union U u; char name[8]; int grid[2][3]; };

struct R g = { .a.x = 1, .b.y = 2, .v[2] = 9 };
struct P gp[3] = { [1].y = 8, [2].x = 7, 6 };
int gm[3][3] = { [1][1] = 5, 6, [2][0] = 7 };
struct T gt[2] = { [1].u.s.hi = 3, [1].name[2] = 'x', [0].grid[1][0] = 4, 5, [1].k = 2 };

// expect: 10291
int static_struct(void) { return g.a.x * 10000 + g.a.y * 1000 + g.b.y * 100 + g.v[2] * 10 + 1 + g.v[0]; }
// expect: 8760
int static_array_of_structs(void) { return gp[1].y * 1000 + gp[2].x * 100 + gp[2].y * 10 + gp[0].x; }
// expect: 56700
int static_matrix(void) { return gm[1][1] * 10000 + gm[1][2] * 1000 + gm[2][0] * 100 + gm[0][0] + gm[2][2]; }
// expect: 324402
int static_deep(void) {
  return gt[1].u.s.hi * 100000 + gt[1].k * 10000 + (gt[1].name[2] == 'x') * 4000 + gt[0].grid[1][0] * 100 +
         gt[0].grid[1][1] * 1 - 3 + gt[0].k;
}

// Later elements continue inside the designated member, then after it.
// expect: 3412
int continue_after(void) {
  struct Q { struct P p[2]; int z; } q = { .p[1].x = 3, 4, 1 };
  return q.p[1].x * 1000 + q.p[1].y * 100 + q.z * 10 + 2 + q.p[0].x;
}

// A designator into a subobject keeps what an earlier initialiser gave its other parts.
// expect: 19
int keeps_earlier(void) {
  struct Q { struct P p[2]; } q = { .p[0] = {1, 2}, .p[0].y = 9 };
  return q.p[0].x * 10 + q.p[0].y;
}

// An array's length is its largest designated index plus one.
// expect: 3
int length_from_designator(void) {
  int m[][3] = { [1][2] = 5, 6 };
  return (int)(sizeof m / sizeof m[0]);
}

// A union member's members.
// expect: 65539
int union_member(void) {
  union U u = { .s.lo = 3, .s.hi = 1 };
  return u.i;
}

// Strings and characters into a char array member.
// expect: 5
int char_member(void) {
  struct T t = { .name = "ab", .name[3] = 'z', .grid[1][2] = 1 };
  return (t.name[3] == 'z') + (t.name[0] == 'a') + (t.name[2] == 0) + t.grid[1][2] + (t.grid[0][0] == 0);
}

// With gcc's range designator last: [lo ... hi] in a member's array.
// expect: 777
int range_last(void) {
  struct R r = { .v[1 ... 3] = 7 };
  return r.v[1] * 100 + r.v[2] * 10 + r.v[3] + r.v[0];
}

// A designator far into a static array: its initial data (the zeros before the value too) outgrow what the
// source's tokens bound, and the compile makes room for them.
struct Large { int a[1920]; } large = { .a = { [200] = 3, [1023] = 4, [1919] = 5 } };
long far_table[100000] = { [99999] = 7 };
// expect: 3457
int far_designator(void) { return large.a[200] * 1000 + large.a[1023] * 100 + large.a[1919] * 10 + (int)far_table[99999]; }
