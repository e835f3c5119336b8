// The address and the size of a bit-field (C allows neither).
// 6:31: error: the address or the size of a bit-field (C allows neither)
// 7:38: error: the address or the size of a bit-field (C allows neither)

struct S { int a : 4; unsigned b : 3; };
int f(struct S *s) { int *p = &s->a; return *p; }
unsigned long g(struct S s) { return sizeof s.b; }
