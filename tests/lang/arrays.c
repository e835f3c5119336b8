// Arrays: local arrays of every element type, initialiser lists (full, partial, sized by the list),
// zero initialisation, array parameters (by reference), passing arrays down several calls.

// expect: 6
int init_list(void) { int a[3] = {1, 2, 3}; return a[0] + a[1] + a[2]; }

// expect: 10
int init_unsized(void) { int a[] = {1, 2, 3, 4}; return a[0] + a[1] + a[2] + a[3]; }

// Fewer initialisers: the rest is zero.
// expect: 3
int init_partial(void) { int a[5] = {1, 2}; return a[0] + a[1] + a[2] + a[3] + a[4]; }

// expect: 0
int init_zero_list(void) { int a[100] = {0}; int s = 0; for (int i = 0; i < 100; i++) s += a[i]; return s; }

// A trailing comma is allowed.
// expect: 3
int init_trailing_comma(void) { int a[] = {1, 2,}; return a[0] + a[1]; }

// Arrays without initialiser are zero-initialised (in C their contents would be indeterminate).
// gnc-only: C leaves the elements indeterminate
// expect: 0
int zero_init(void) { int a[50]; int s = 0; for (int i = 0; i < 50; i++) s += a[i]; return s; }

// Zero again on every call, even in a loop.
// gnc-only: C leaves the elements indeterminate
// expect: 0
int zero_init_loop(void) {
  int s = 0;
  for (int k = 0; k < 3; k++) {
    double d[4];
    s += (int)d[k];
    d[k] = 5;
  }
  return s;
}

// expect: 0.75
double double_array(void) { double a[3] = {0.25, 0.5}; return a[0] + a[1] + a[2]; }

// expect: 9000000000
long long_array(void) { long a[2] = {4000000000, 5000000000}; return a[0] + a[1]; }

// expect: 2
int bool_array(void) { bool a[4] = {true, false, 5, 0}; return a[0] + a[1] + a[2] + a[3]; }

// Initialiser elements are converted to the element type.
// expect: 7
int init_conversion(void) { int a[2] = {2.9, 5.5}; return a[0] + a[1]; }

// Initialisers may be any expressions.
int init_exprs(int x) { int a[3] = {x, x * 2, x + 1}; return a[0] + a[1] + a[2]; }
// expect: init_exprs(3) = 13

// expect: 49
int index_exprs(void) { int a[10] = {0, 1, 4, 9, 16, 25, 36, 49, 64, 81}; int i = 3; return a[i * 2 + 1]; }

// An index may be a long.
// expect: 3
int long_index(void) { int a[3] = {1, 2, 3}; long i = 2; return a[i]; }

// An index may be a char literal or a bool-free int expression.
// expect: 5
int char_index(void) { int a[100] = {0}; a['a'] = 5; return a[97]; }

// Array parameters are passed by reference.
void fill(int a[], int n, int v) { for (int i = 0; i < n; i++) a[i] = v + i; }
int sum(int a[], int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }

// expect: 145
int by_reference(void) { int a[10]; fill(a, 10, 10); return sum(a, 10); }

// expect: sum([1, 2, 3, 4], 4) = 10
// expect: sum([-5], 1) = -5
int sum_entry(int a[], int n) { return sum(a, n); }
// expect: sum_entry([1,2,3], 3) = 6

// An array parameter passed on to another function.
int inner(long a[], int i) { a[i] = a[i] * 10; return 0; }
int middle(long a[], int i) { inner(a, i); return inner(a, i + 1); }

// expect: 3020
long pass_through(void) { long a[3] = {1, 2, 3}; middle(a, 0); middle(a, 1); return a[0] * 100 + a[1] * 10 + a[2] - 1010 + 1000; }

// The same array passed twice.
void add_into(int dst[], int src[], int n) { for (int i = 0; i < n; i++) dst[i] += src[i]; }

// expect: 12
int aliasing(void) { int a[3] = {1, 2, 3}; add_into(a, a, 3); return a[0] + a[1] + a[2]; }

// Arrays of every type as parameters.
double dot(double a[], double b[], int n) { double s = 0; for (int i = 0; i < n; i++) s += a[i] * b[i]; return s; }
// expect: dot([1, 2, 3], [0.5, 0.25, 2], 3) = 7
int count_true(bool a[], int n) { int c = 0; for (int i = 0; i < n; i++) c += a[i]; return c; }
// expect: count_true([true, false, true, true], 4) = 3
long max_long(long a[], int n) { long m = a[0]; for (int i = 1; i < n; i++) if (a[i] > m) m = a[i]; return m; }
// expect: max_long([3, -9000000000, 9000000000, 7], 4) = 9000000000

// expect: 42
int two_arrays(void) { int a[2] = {40, 0}; int b[2] = {0, 2}; return a[0] + b[1]; }

// Arrays in nested scopes have their own storage.
// expect: 21
int nested_scope_arrays(void) {
  int a[2] = {1, 2};
  int s = 0;
  {
    int b[2] = {3, 4};
    s += b[0] + b[1];
    {
      int c[2] = {5, 6};
      s += c[0] + c[1];
    }
  }
  return s + a[0] + a[1];
}

// Recursion: each call has its own local arrays.
int rec_arrays(int n) {
  int a[4] = {n, n, n, n};
  if (n == 0) return 0;
  int r = rec_arrays(n - 1);
  return r + a[0] + a[3];
}
// expect: rec_arrays(10) = 110

// Sorting through an array parameter.
void bubble(int a[], int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j + 1 < n - i; j++)
      if (a[j] > a[j + 1]) { int t = a[j]; a[j] = a[j + 1]; a[j + 1] = t; }
}
// expect: 123456789
int sorted_digits(void) {
  int a[9] = {5, 3, 9, 1, 7, 2, 8, 6, 4};
  bubble(a, 9);
  int r = 0;
  for (int i = 0; i < 9; i++) r = r * 10 + a[i];
  return r;
}

// The maximum array size.
// expect: 65536
int max_array(void) { int a[65536] = {1}; a[65535] = 65535; return a[0] + a[65535]; }

// Several large arrays in one frame.
// expect: 4
int big_frame(void) {
  long a[65536] = {1};
  long b[65536] = {1};
  double c[65536] = {1};
  bool d[65536] = {1};
  return a[0] + b[0] + (int)c[0] + d[0];
}

// An array size is an integer constant expression (macros and enumeration constants included).
// expect: 12
int size_expression(void) { int a[3 * 4 + 2 - 2]; return sizeof a / sizeof a[0]; }
