// Assignment: simple, chained, every compound operator on variables and array elements, ++ and --,
// the value of an assignment expression, and conversions on assignment.

// expect: 12
int simple(void) { int x; x = 12; return x; }

// expect: 21
int assign_value(void) { int x; int y = (x = 7) * 3; return y; }

// expect: 17
int add_assign(void) { int x = 10; x += 7; return x; }

// expect: 3
int sub_assign(void) { int x = 10; x -= 7; return x; }

// expect: 70
int mul_assign(void) { int x = 10; x *= 7; return x; }

// expect: -3
int div_assign(void) { int x = -10; x /= 3; return x; }

// expect: -1
int mod_assign(void) { int x = -10; x %= 3; return x; }

// expect: 80
int shl_assign(void) { int x = 10; x <<= 3; return x; }

// expect: -2
int shr_assign(void) { int x = -10; x >>= 3; return x; }

// expect: 2
int and_assign(void) { int x = 10; x &= 7; return x; }

// expect: 15
int or_assign(void) { int x = 10; x |= 7; return x; }

// expect: 13
int xor_assign(void) { int x = 10; x ^= 7; return x; }

// expect: 3
int compound_value(void) { int x = 1; int y = (x += 2); return y; }

// Compound assignment computes in the operation type and converts back: x = (int)(x * 2.5).
// expect: 25
int compound_double_into_int(void) { int x = 10; x *= 2.5; return x; }

// expect: 3
int compound_div_double(void) { int x = 10; x /= 3.0; return x; }

// expect: -2147483648
int compound_wrap(void) { int x = 2147483647; x += 1; return x; }

// expect: 705032704
int compound_long_into_int(void) { int x = 1; x *= 5000000000L; return x; }

// expect: 8589934592
long compound_shift_long(void) { long x = 1; x <<= 33; return x; }

// expect: 4
int compound_shift_by_long(void) { int x = 1; long n = 2; x <<= n; return x; }

// expect: 2.5
double compound_on_double(void) { double d = 1; d += 1.5; return d; }

// expect: 3.75
double compound_double_int(void) { double d = 15; d /= 4; return d; }

// expect: true
bool compound_on_bool(void) { bool b = false; b += 2; return b; }

// expect: false
bool compound_bool_zero(void) { bool b = true; b -= 1; return b; }

// Increment and decrement.
// expect: 5
int pre_inc(void) { int x = 4; return ++x; }

// expect: 4
int post_inc(void) { int x = 4; return x++; }

// expect: 3
int pre_dec(void) { int x = 4; return --x; }

// expect: 4
int post_dec(void) { int x = 4; return x--; }

// expect: 6
int post_inc_effect(void) { int x = 4; x++; x++; return x; }

// expect: -2147483648
int inc_wraps(void) { int x = 2147483647; x++; return x; }

// expect: 9223372036854775807
long dec_wraps_long(void) { long x = -9223372036854775807L - 1; x--; return x; }

// expect: 2.5
double inc_double(void) { double d = 1.5; d++; return d; }

// expect: 0.5
double dec_double(void) { double d = 1.5; --d; return d; }

// ++ on a bool sets it to true; -- flips it (C: b = (bool)(b - 1)).
// expect: 13
int incdec_bool(void) {
  bool a = false; a++;
  bool b = true; b++;
  bool c = true; c--;
  bool d = false; d--;
  return a * 8 + b * 4 + c * 2 + d;
}

// expect: 1
int incdec_bool_value(void) { bool b = false; int old = b++; return old + b; }

// Array elements.
// expect: 30
int array_assign(void) { int a[3]; a[0] = 10; a[1] = a[0] * 2; a[2] = 0; return a[1] + a[0] + a[2]; }

// expect: 123
int array_compound_all(void) {
  int a[10] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
  a[0] += 5;
  a[1] -= 5;
  a[2] *= 5;
  a[3] /= 3;
  a[4] %= 3;
  a[5] <<= 2;
  a[6] >>= 1;
  a[7] &= 12;
  a[8] |= 6;
  a[9] ^= 3;
  return a[0] + a[1] + a[2] + a[3] + a[4] + a[5] + a[6] + a[7] + a[8] + a[9] + 43;
}

// The index expression of a compound assignment is evaluated once.
// expect: 61
int array_compound_index_once(void) {
  int a[4] = {1, 2, 3, 4};
  int i = 0;
  a[i++] += 10;
  a[i++] *= 20;
  return a[0] + a[1] + i * 5;
}

// expect: 16
int array_incdec(void) {
  int a[3] = {5, 5, 5};
  int i = 1;
  a[0]++;
  ++a[i];
  a[2]--;
  int r = a[i]++ + --a[2];
  return r + a[0] + a[1] - 3 - 3;
}

// expect: 7
int array_incdec_index_once(void) {
  int a[3] = {1, 1, 1};
  int i = 0;
  a[i++]++;
  ++a[i++];
  return a[0] + a[1] + a[2] + i;
}

// expect: 2.5
double array_double_compound(void) { double a[2] = {1, 2}; a[1] /= 4; a[0] += a[1] * 4; return a[0] - 0.5; }

// expect: 5000000000
long array_long_compound(void) { long a[1] = {1}; a[0] *= 5000000000L; return a[0]; }

// expect: 7
int array_compound_int_from_double(void) { int a[1] = {3}; a[0] *= 2.5; return a[0]; }

// expect: 300
int assign_chain_array(void) { int a[3]; a[0] = a[1] = a[2] = 100; return a[0] + a[1] + a[2]; }

// Conversions on assignment.
// expect: 3
int assign_double_to_int(void) { int x; x = 3.99; return x; }

// expect: -3
int assign_neg_double_to_int(void) { int x; x = -3.99; return x; }

// expect: -1294967296
int assign_long_to_int(void) { int x; x = 3000000000L; return x; }

// expect: true
bool assign_int_to_bool(void) { bool b; b = 256; return b; }

// expect: true
bool assign_double_to_bool(void) { bool b = 0.1; return b; }

// expect: 7
long assign_int_to_long(void) { long l; int i = 7; l = i; return l; }

// expect: 1e+300
double assign_long_to_double(void) { double d = 1e300; long l = 5; d = d * l / 5; return d; }
