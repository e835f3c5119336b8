// typeof: of an array, a function or a bit-field (gcc's error too), and (in typeof_place.c) anywhere but the
// type of a local variable's declaration.
// 12:10: error: typeof of an array, a function or a bit-field, or an array of a typeof type, is not supported by gnc
// 13:10: error: typeof of an array, a function or a bit-field, or an array of a typeof type, is not supported by gnc
// 14:11: error: typeof of an array, a function or a bit-field, or an array of a typeof type, is not supported by gnc

struct B { int bits : 3; };
int f(int v) { return v; }
int g(void) {
  int arr[3] = {0};
  struct B b = {1};
  typeof(arr) a2;
  typeof(f) *fp;
  typeof(b.bits) bb;
  typeof(f(1)) ok = 1;
  return ok;
}
