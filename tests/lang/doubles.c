// Doubles: IEEE arithmetic (no traps), infinities and NaN, signed zero, comparisons, conversions.

// expect: 0.30000000000000004
double add(void) { double a = 0.1; double b = 0.2; return a + b; }

// expect: -1.5
double sub(void) { double a = 1; return a - 2.5; }

// expect: 6.25
double mul(void) { double a = 2.5; return a * a; }

// expect: 0.33333333333333331
double div3(void) { double a = 1; return a / 3; }

// expect: -2.5
double neg(void) { double a = 2.5; return -a; }

// expect: 2.5
double plus(void) { double a = 2.5; return +a; }

// Division by zero is not a trap for doubles.
// expect: inf
double div_zero(void) { double z = 0; return 1 / z; }

// expect: -inf
double div_neg_zero(void) { double z = 0; return -1 / z; }

// expect: -inf
double div_by_neg_zero(void) { double z = -0.0; return 1 / z; }

// expect: nan
double zero_by_zero(void) { double z = 0; return z / z; }

// expect: inf
double overflow(void) { double x = 1e308; return x * 10; }

// expect: 0
double underflow(void) { double x = 1e-308; return x * 1e-100; }

// expect: 4.9406564584124654e-324
double denormal(void) { double x = 2.2250738585072014e-308; return x / 4503599627370496.0; }

// expect: -0
double neg_zero(void) { double z = 0; return -z; }

// expect: 0
double zero_plus_neg_zero(void) { double z = -0.0; return z + 0.0; }

// NaN compares unequal to everything, itself included.
// expect: 1
int nan_compare(void) {
  double z = 0;
  double n = z / z;
  return (n != n) && !(n == n) && !(n < 1) && !(n > 1) && !(n <= n) && !(n >= n);
}

// expect: true
bool nan_is_true(void) { double z = 0; return z / z; }

// expect: 1
int inf_compare(void) { double z = 0; double inf = 1 / z; return inf > 1e308 && -inf < -1e308 && inf == inf; }

// expect: 1
int neg_zero_equal(void) { double a = 0.0; double b = -0.0; return a == b; }

// expect: 0
int not_double(void) { double d = 0.5; return !d; }

// expect: 1
int not_zero_double(void) { double d = 0.0; return !d; }

// expect: 2.7182818284590455
double series_e(void) {
  double e = 1;
  double term = 1;
  for (int i = 1; i < 20; i++) { term /= i; e += term; }
  return e;
}

// Newton's method for the square root of 2.
// expect: 1.4142135623730949
double sqrt2(void) {
  double x = 1;
  for (int i = 0; i < 10; i++) x = (x + 2 / x) / 2;
  return x;
}

// Summation order matters (no reassociation, no fused multiply-add).
// expect: 1
double assoc(void) { double a = 1e16; double b = -1e16; double c = 1; return (a + b) + c; }

// expect: 0
double assoc2(void) { double a = 1e16; double b = -1e16; double c = 1; return a + (b + c); }

// expect: 1.0000000000000002
double no_fma(void) { double a = 1.0000000000000002; double b = 1.0; return a * b + 0.0; }

// expect: -1.1102230246251565e-16
double no_fma2(void) {
  double x = 0.1;
  double y = 10;
  double p = x * y;
  return x * y - p - 1.1102230246251565e-16;
}

// Mixed with integers.
// expect: 3.5
double mixed(void) { int i = 7; return i / 2.0; }

// expect: 4294967296.5
double mixed_long(void) { long l = 4294967296; return l + 0.5; }

// expect: 0.5
double int_div_in_double(void) { return 1 / 2 + 0.5; }

// Large integers are rounded when converted.
// expect: 9007199254740992
double big_int(void) { long l = 9007199254740993; return l; }

// Comparisons of doubles.
// expect: 111111
int cmp(void) {
  double a = 1.5; double b = 2.5;
  return (a < b) * 100000 + (a <= a) * 10000 + (b > a) * 1000 + (b >= b) * 100 + (a == 1.5) * 10 + (a != b);
}

// Conditional on a double.
// expect: 1
int cond_double(void) { double d = 0.1; return d ? 1 : 2; }

// Double arrays and compound operators.
// expect: 15.5
double arr(void) {
  double a[4] = {1.5, 2, 3, 4};
  double s = 0;
  for (int i = 0; i < 4; i++) { a[i] *= 2; s += a[i]; }
  return s - 5.5;
}

// The printed value uses 17 significant digits.
// expect: 12345678901234568
double digits(void) { return 12345678901234567.0; }

// expect: 1e+100
double big(void) { return 1e100; }

// expect: 1.0000000000000001e-05
double small(void) { return 0.00001; }
