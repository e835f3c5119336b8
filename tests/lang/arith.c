// Arithmetic on int, long and double: every binary and unary operator, wrapping, C's rounding rules.

// expect: 42
int add(void) { return 40 + 2; }

// expect: -38
int sub(void) { return 2 - 40; }

// expect: 391
int mul(void) { return 17 * 23; }

// expect: add3(1, 2, 3) = 6
int add3(int a, int b, int c) { return a + b + c; }

// Division truncates toward zero; the remainder has the sign of the dividend.
// expect: divi(7, 2) = 3
// expect: divi(-7, 2) = -3
// expect: divi(7, -2) = -3
// expect: divi(-7, -2) = 3
// expect: divi(0, 5) = 0
int divi(int a, int b) { return a / b; }

// expect: remi(7, 3) = 1
// expect: remi(-7, 3) = -1
// expect: remi(7, -3) = 1
// expect: remi(-7, -3) = -1
// expect: remi(-2147483648, 3) = -2
int remi(int a, int b) { return a % b; }

// expect: divl(-9000000000, 7) = -1285714285
// expect: divl(9223372036854775807, 2) = 4611686018427387903
long divl(long a, long b) { return a / b; }

// expect: reml(-9000000000, 7) = -5
long reml(long a, long b) { return a % b; }

// Signed overflow wraps (two's complement).
// expect: -2147483648
int wrap_add(void) { int x = 2147483647; return x + 1; }

// expect: 2147483647
int wrap_sub(void) { int x = -2147483647 - 1; return x - 1; }

// expect: 1
int wrap_mul(void) { int x = 65537; return x * 65535 * 65537 * 65535 > 0; }

// expect: -727379968
int wrap_mul2(void) { int x = 1000000; return x * 1000000; }

// expect: -9223372036854775808
long wrap_long(void) { long x = 9223372036854775807; return x + 1; }

// expect: -2147483648
int neg_min(void) { int x = -2147483647 - 1; return -x; }

// expect: -9223372036854775808
long neg_min_long(void) { long x = -9223372036854775807L - 1; return -x; }

// Bitwise operators.
// expect: 8
int and_(void) { return 12 & 10; }

// expect: 14
int or_(void) { return 12 | 10; }

// expect: 6
int xor_(void) { return 12 ^ 10; }

// expect: -13
int not_(void) { return ~12; }

// expect: 0
int not_neg1(void) { return ~-1; }

// expect: -4294967297
long not_long(void) { return ~4294967296L; }

// expect: 1229782938247303441
long and_long(void) { long x = 0x1111111111111111L; return x & -1L; }

// Shifts; the result type is the promoted left operand.
// expect: 40
int shl(void) { return 5 << 3; }

// expect: -2147483648
int shl31(void) { return 1 << 31; }

// expect: -40
int shl_neg(void) { return -5 << 3; }

// expect: 4
int shr(void) { return 37 >> 3; }

// expect: -5
int shr_neg(void) { return -37 >> 3; }

// expect: -1
int shr_neg1(void) { return -1 >> 31; }

// expect: 4294967296
long shl_long(void) { return 1L << 32; }

// expect: -9223372036854775808
long shl63(void) { return 1L << 63; }

// An int shifted by a long count is still an int.
// expect: 1024
int shl_count_long(void) { long n = 10; return 1 << n; }

// expect: shift_var(1, 30) = 1073741824
// expect: shift_var(-1, 31) = -2147483648
// expect: shift_var(3, 0) = 3
int shift_var(int x, int n) { return x << n; }

// expect: sar_var(-9223372036854775807, 62) = -2
long sar_var(long x, int n) { return x >> n; }

// Unary operators.
// expect: -5
int uminus(void) { int x = 5; return -x; }

// expect: 5
int uplus(void) { int x = 5; return +x; }

// expect: 1
int lnot0(void) { return !0; }

// expect: 0
int lnot5(void) { return !5; }

// expect: 3
int lnot_lnot(void) { return !!7 + !!-1 + !!1; }

// expect: 2
int double_neg(void) { int x = 2; return - -x; }

// expect: 3
int unary_mix(void) { int x = 2; return -~x; }

// Comparisons yield int 0/1.
// expect: 111111
int cmp(void) {
  return (1 < 2) * 100000 + (2 <= 2) * 10000 + (3 > 2) * 1000 + (3 >= 3) * 100 + (4 == 4) * 10 + (4 != 5);
}

// expect: 0
int cmp_false(void) { return (2 < 1) + (3 <= 2) + (2 > 3) + (2 >= 3) + (4 == 5) + (4 != 4); }

// expect: 1
int cmp_long(void) { long a = 4294967296L; int b = 1; return a > b; }

// expect: 1
int cmp_neg(void) { return -1 < 0; }

// expect: 3
int cmp_sum(void) { return (1 < 2) + (2 < 3) + (3 < 4); }

// Logical operators short-circuit.
// expect: 1
int land(void) { return 3 && 4; }

// expect: 0
int land0(void) { return 3 && 0; }

// expect: 1
int lor(void) { return 0 || 7; }

// expect: 0
int lor0(void) { return 0 || 0; }

// expect: short_circuit(0) = 0
// expect: short_circuit(5) = 1
// expect: short_circuit(4) = 1
// expect: short_circuit(3) = 0
int short_circuit(int d) { return d != 0 && 10 / d == 2; }

// expect: short_circuit2(0) = 1
// expect: short_circuit2(20) = 0
int short_circuit2(int d) { return d == 0 || 10 / d == 2; }

// expect: 5
int side_effect_skipped(void) {
  int a[1] = {5};
  int r = 0 && (a[0] = 9);
  int s = 1 || (a[0] = 9);
  return a[0] + r + s - 1;
}

// Conditional operator.
// expect: cond(1) = 10
// expect: cond(0) = 20
int cond(int c) { return c ? 10 : 20; }

// expect: nested_cond(5) = 1
// expect: nested_cond(-5) = -1
// expect: nested_cond(0) = 0
int nested_cond(int x) { return x > 0 ? 1 : x < 0 ? -1 : 0; }

// expect: 2.5
double cond_mixed(void) { int c = 0; return c ? 1 : 2.5; }

// expect: 3
long cond_long(void) { int c = 1; long big = 3; return c ? big : 4; }
