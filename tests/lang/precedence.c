// C precedence and associativity, level by level.

// expect: 14
int mul_over_add(void) { return 2 + 3 * 4; }

// expect: 20
int parens(void) { return (2 + 3) * 4; }

// expect: 1
int left_assoc_sub(void) { return 10 - 5 - 4; }

// expect: 2
int left_assoc_div(void) { return 100 / 10 / 5; }

// expect: 2
int mod_mul(void) { return 7 % 4 * 2 / 3; }

// expect: 64
int shift_vs_add(void) { return 1 << 2 + 4; }

// expect: 1
int shift_assoc(void) { return 256 >> 2 >> 6; }

// expect: 1
int rel_vs_shift(void) { return 1 << 3 > 7; }

// expect: 1
int eq_vs_rel(void) { return 1 < 2 == 1; }

// expect: 0
int eq_assoc(void) { return 2 == 2 == 2; }

// expect: 1
int and_vs_eq(void) { return 3 & 1 == 1; }

// expect: 7
int xor_vs_and(void) { return 6 ^ 3 & 1 | 0; }

// expect: 3
int or_vs_xor(void) { return 1 | 2 ^ 2 ^ 2; }

// expect: 1
int logand_vs_or(void) { return 0 & 1 || 2 | 0; }

// expect: 1
int logor_vs_logand(void) { return 1 || 0 && 0; }

// expect: 0
int logand_vs_logor2(void) { return (1 || 0) && 0; }

// expect: 5
int cond_right_assoc(void) { int a = 0; int b = 1; return a ? 3 : b ? 5 : 7; }

// expect: 1
int cond_vs_logor(void) { return 0 || 1 ? 1 : 2; }

// expect: 9
int assign_right_assoc(void) { int a; int b; int c; a = b = c = 3; return a + b + c; }

// expect: 16
int compound_right_assoc(void) { int a = 2; int b = 3; a += b *= 2 + 2; return a + 2; }

// expect: -9
int unary_binds_tighter(void) { int x = 3; return -x * 3; }

// expect: 0
int not_binds_tighter(void) { return !1 + !2; }

// expect: -2
int tilde_vs_add(void) { return ~1 + 0; }

// expect: 12
int postfix_vs_unary(void) { int a[2] = {3, 4}; int i = 0; return -a[i] + 15; }

// expect: 5
int cast_binds_tighter(void) { double d = 2.7; return (int)d + (int)d + (int)0.9 + 1; }

// expect: 2
int cast_then_divide(void) { return (int)5.9 / 2; }

// expect: 2.9500000000000002
double cast_of_int_divide(void) { return (double)5.9 / 2; }

// expect: 6
int incdec_precedence(void) { int x = 3; int y = x++ + 1; return y + --x - 1; }

// expect: 28
int full_mix(void) { int a = 2; int b = 3; int c = 4; return a * b + c * (b - a) + (a << b) - (c & b) + !a + (a ^ c) % 4; }

// expect: 1
int long_chain(void) {
  return 1 + 2 * 3 - 4 / 2 % 3 << 1 >> 1 < 100 == 1 & 1 ^ 0 | 0 && 1 || 0;
}

// expect: 3
int nested_parens(void) { return ((((((((((1 + 2)))))))))); }
