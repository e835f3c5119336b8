// Functions: parameters of every type, recursion, mutual recursion through prototypes, both spellings
// of an empty parameter list, void functions, calls as statements and in expressions, many parameters.

// expect: fib(20) = 6765
// expect: fib(1) = 1
// expect: fib(0) = 0
int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

// expect: fact(20) = 2432902008176640000
long fact(int n) { if (n <= 1) return 1; return n * fact(n - 1); }

// expect: ack(2, 3) = 9
// expect: ack(3, 3) = 61
int ack(int m, int n) {
  if (m == 0) return n + 1;
  if (n == 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}

// expect: gcd(1071, 462) = 21
// expect: gcd(17, 5) = 1
// expect: gcd(0, 9) = 9
int gcd(int a, int b) { while (b != 0) { int t = a % b; a = b; b = t; } return a; }

// expect: gcd_rec(1071, 462) = 21
int gcd_rec(int a, int b) { return b == 0 ? a : gcd_rec(b, a % b); }

// Mutual recursion needs a prototype.
bool is_odd(int n);
bool is_even(int n) { return n == 0 ? true : is_odd(n - 1); }
bool is_odd(int n) { return n == 0 ? false : is_even(n - 1); }
// expect: is_even(10) = true
// expect: is_even(7) = false
// expect: is_odd(7) = true

// Prototypes with and without parameter names, repeated prototypes, f() and f(void).
int later(int, long);
int later(int a, long b);
int none1();
int none2(void);
// expect: 13
int uses_prototypes(void) { return later(1, 2) + none1() + none2(); }
int later(int a, long b) { return a + (int)b; }
int none1() { return 4; }
int none2(void) { return 6; }

// A prototype for an array parameter.
int first(int a[]);
// expect: 8
int use_first(void) { int a[2] = {8, 9}; return first(a); }
int first(int a[]) { return a[0]; }

// Three functions in a cycle.
int ping(int n);
int pong(int n);
int pang(int n) { return n <= 0 ? 3 : ping(n - 1); }
int ping(int n) { return n <= 0 ? 1 : pong(n - 1); }
int pong(int n) { return n <= 0 ? 2 : pang(n - 1); }
// expect: ping(0) = 1
// expect: ping(1) = 2
// expect: ping(2) = 3
// expect: ping(1000) = 2

// Parameters are local copies.
int modify(int x) { x = x * 2; return x; }
// expect: 5
int param_copy(void) { int x = 5; modify(x); return x; }

// Calls as statements, their value dropped.
int side(int a[]) { a[0]++; return a[0]; }
// expect: 3
int call_statement(void) { int a[1] = {0}; side(a); side(a); side(a); return a[0]; }

// Calls in every expression position.
int twice(int x) { return 2 * x; }
// expect: 22
int calls_in_exprs(void) {
  int a[3] = {0, 0, 0};
  a[twice(1) - 1] = twice(3);
  int r = twice(twice(2)) + (twice(1) ? twice(2) : 0) + a[1];
  return r + (twice(1) > 1 && twice(2) > 3) + twice(5) / 2 - 2;
}

// 32 parameters: the limit.
long p32(int a0, int a1, int a2, int a3, int a4, int a5, int a6, int a7, long a8, long a9, long a10, long a11,
         double a12, double a13, double a14, double a15, bool a16, bool a17, bool a18, bool a19, int a20,
         int a21, int a22, int a23, int a24, int a25, int a26, int a27, int a28, int a29, int a30, int a31) {
  return a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10 + a11 + (long)(a12 + a13 + a14 + a15) + a16 +
         a17 + a18 + a19 + a20 + a21 + a22 + a23 + a24 + a25 + a26 + a27 + a28 + a29 + a30 + a31 * 1000;
}
// expect: 31363
long call_p32(void) {
  return p32(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0.5, 1.5, 2.5, 3.5, true, false, true, false, 20, 21, 22, 23,
             24, 25, 26, 27, 28, 29, 30, 31);
}
// expect: p32(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, true, true, true, true, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1) = 1031

// Recursion depth in the thousands is fine with the default limits.
int depth(int n) { return n == 0 ? 0 : 1 + depth(n - 1); }
// expect: depth(9000) = 9000

// Evaluation of arguments converts each to its parameter type.
double mix(int i, long l, double d, bool b) { return i + l + d + b; }
// expect: 10.5
double conv_args(void) { return mix(2.9, 3, 4.5, 0.5); }

// A function named like a local variable of another function.
int x(int y) { return y + 1; }
// expect: 6
int shadow_names(void) { int y = 5; return x(y); }

// Names that are C keywords-to-be or library names are ordinary identifiers.
int abs_(int v) { return v < 0 ? -v : v; }
int sqrt_(int v) { int r = 0; while ((r + 1) * (r + 1) <= v) r++; return r; }
// expect: 12
int lib_names(void) { return abs_(-3) + sqrt_(81); }

// Tail-recursive style with an accumulator.
long sum_to(long n, long acc) { if (n == 0) return acc; return sum_to(n - 1, acc + n); }
// expect: sum_to(5000, 0) = 12502500

// The entry may be called main.
// expect: 0
int main(void) { return 0; }
