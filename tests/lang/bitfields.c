// Bit-fields, laid out as gcc lays them out on x86-64: a field goes on in the storage unit of its type where
// the last one ended unless it would cross the unit's end; `: 0` ends the unit; an unnamed field is padding.
// A field's value is an int below 32 bits (C's promotions: unsigned ones too), else its 32-bit type; stores
// keep the low bits (a signed field's read back sign-extended), and an assignment's value is the field's.
#include <string.h>

struct A { unsigned a : 3, b : 5; int c : 7; unsigned d : 1; int e : 32; unsigned f : 32; };
struct B { char c; int x : 4; char d; short s : 9; long l : 20; unsigned long ul : 31; };
struct C { unsigned char p : 4, q : 4; unsigned char r : 2; int : 0; char z; };
struct D { int a : 3; int : 2; int b : 30; _Bool f : 1; char k; };
union U { unsigned a : 4; int b : 12; unsigned char c; };
struct E { long x; unsigned short h : 3; struct A in; unsigned t : 17; };

struct A ga = {5, 17, -33, 1, -100000, 4000000000u};
static struct B gb = {.x = -3, .s = 300, .c = 'z', .l = -500000, .ul = 2000000000};
struct D gd = {3, 123456789, 2, 'k'};

// expect: 12160512432
long layout(void) {
  return (((((long)sizeof(struct A) * 100 + sizeof(struct B)) * 100 + sizeof(struct C)) * 100 + sizeof(struct D)) * 10 +
          sizeof(union U)) * 100 + sizeof(struct E);
}
// expect: 4000001293
long statics(void) {
  return ga.a + ga.b + ga.c + ga.d + ga.e / 1000 + (long)ga.f + gb.c + gb.x + gb.d + gb.s + gb.l / 1000 +
         gb.ul / 1000000 + gd.a + gd.b / 1000000 + gd.f + gd.k - 132 + 40 - 146;
}
// the bytes of statics initialised field by field
// expect: 0
int static_bytes(void) {
  const unsigned char want[12] = {0x8d, 0xdf, 0x00, 0x00, 0x60, 0x79, 0xfe, 0xff, 0x00, 0x28, 0x6b, 0xee};
  return memcmp(&ga, want, sizeof want);
}
// expect: 9103
int automatic(void) {
  struct C c = {9, 10, 3, 'Z'};
  struct D d = {.b = -7, .k = 1};
  return c.p * 1000 + c.q * 10 + c.r + c.z + d.a + d.b + d.f + d.k * 0 - 90 + 7 - 3 * 0 + 0;
}
// expect: 497163007
int arithmetic(void) {
  struct A a = {1, 2, 3, 0, 5, 6};
  struct B b;
  int acc = 0;
  memset(&b, 0, sizeof b);
  for (int i = 0; i < 40; i++) {
    a.a += i; a.b -= i * 3; a.c = a.c * 5 + i; a.d ^= 1; a.e += i * 100000000; a.f -= i * 123456789u;
    b.x = i - 20; b.s -= 77; b.l += 65535; b.ul *= 3; b.ul += i;
    acc = acc * 31 + a.a + a.b + a.c + a.d + (a.e >> 10) + (int)(a.f >> 7) + b.x + b.s + (int)b.l + (int)b.ul;
  }
  return acc;
}
// an assignment's and an increment's values are the field's
// expect: 55047223
long values(void) {
  struct A a = {0};
  long r = (a.a = 13);
  r = r * 10 + a.a;
  r = r * 1000 + (a.c = 200) + 100;
  r = r * 10 + (a.b = 31, a.b++);
  r = r * 10 + a.b;
  return r * 10 + (a.c = -64, --a.c) + 60;
}
// expect: 1
int promotions(void) {
  struct A a = {0};
  return (a.a - 20 < 0) + (a.f - 1 > 0) * 10 + (a.d - 2 < 0) * 100 - 110 + (int)sizeof(a.a + 0) - 4;
}
// expect: 11011
int union_fields(void) {
  union U u;
  u.c = 0xAB;
  int r = u.a * 100 + (u.b == 0xAB);
  u.b = -1;
  return r * 10 + (u.a == 15) + (u.c == 0xff) * 10 - 10;
}
// expect: 48
int nested(void) {
  struct E e = {7, 5, {3, 4, 5, 1, 6, 7}, 99999};
  e.in.c |= 0x11;
  e.in.a <<= 1;
  e.h *= 3;
  e.t >>= 2;
  return e.in.c + e.in.a + e.h + e.t - 24999 + 14;
}
// a _Bool field takes the truth of the value, as any _Bool
// expect: 1
int bool_field(void) {
  struct D d = {0};
  d.f = 6;
  return d.f;
}
