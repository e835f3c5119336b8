// A struct whose last member is a pointer to const is not itself const: its variables may be assigned
// whole (the const of `const char *` belongs to the pointee), at file scope, in typedefs and nested.
typedef struct { unsigned u; const char *label; } Tagged;
struct outer { Tagged t; int n; };
struct inner { int k; const char *name; };
struct wrap { struct inner in; };

// expect: 12
int assign_typedef(void) {
  Tagged a = {11u, "a"};
  Tagged b;
  b = a;
  b.u++;
  return (int)b.u;
}

// expect: 5
int assign_nested(void) {
  struct wrap w = {{4, "x"}};
  struct wrap v;
  struct inner i = {5, "y"};
  v = w;
  v.in = i;
  return v.in.k;
}

// expect: 9
int assign_outer(void) {
  struct outer o = {{7u, "z"}, 2};
  struct outer p;
  p = o;
  return (int)p.t.u + p.n;
}
