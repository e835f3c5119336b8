// Types and conversions: the usual arithmetic conversions, casts between every pair of scalar types,
// bool semantics, implicit conversions of arguments and return values.

// int op long -> long
// expect: 4294967296
long int_plus_long(void) { int i = 1; long l = 4294967295L; return i + l; }

// int op double -> double
// expect: 3.5
double int_plus_double(void) { int i = 3; return i + 0.5; }

// bool promotes to int
// expect: 2
int bool_plus_bool(void) { bool a = true; bool b = true; return a + b; }

// expect: -1
int bool_neg(void) { bool a = true; return -a; }

// expect: -2
int bool_tilde(void) { bool a = true; return ~a; }

// Integer division happens before the conversion to double.
// expect: 3
double int_div_then_double(void) { int a = 7; int b = 2; return a / b; }

// expect: 3.5
double double_div(void) { int a = 7; int b = 2; return (double)a / b; }

// Casts.
// expect: 3
int cast_d2i(void) { return (int)3.99; }

// expect: -3
int cast_d2i_neg(void) { return (int)-3.99; }

// expect: 0
int cast_d2i_small(void) { return (int)-0.5; }

// expect: 2147483647
int cast_d2i_max(void) { return (int)2147483647.9; }

// expect: -2147483648
int cast_d2i_min(void) { return (int)-2147483648.9; }

// expect: 9007199254740993
long cast_d2l_no(void) { return (long)9007199254740992.0 + 1; }

// expect: -9223372036854775808
long cast_d2l_min(void) { return (long)-9223372036854775808.0; }

// expect: 1
int cast_l2i(void) { return (int)4294967297L; }

// expect: -1
int cast_l2i_neg(void) { return (int)4294967295L; }

// expect: -2147483648
int cast_l2i_min(void) { return (int)2147483648L; }

// expect: 9223372036854775807
long cast_long_long(void) { return (long long)9223372036854775807; }

// expect: 1.8446744073709552e+19
double cast_l2d(void) { long x = 9223372036854775807L; return (double)x * 2; }

// expect: 9.2233720368547758e+18
double cast_l2d_round(void) { return (double)9223372036854775807L; }

// expect: true
bool cast_i2b(void) { return (bool)-7; }

// expect: false
bool cast_i2b0(void) { return (bool)0; }

// expect: true
bool cast_d2b(void) { return (bool)0.001; }

// expect: false
bool cast_d2b_zero(void) { return (bool)-0.0; }

// expect: true
bool cast_l2b(void) { return (bool)4294967296L; }

// expect: 1
int cast_b2i(void) { return (int)true; }

// expect: 1
double cast_b2d(void) { return (double)true; }

// expect: true
bool cast_bool_keyword(void) { return (_Bool)2; }

// expect: 7
int cast_chain(void) { return (int)(long)(double)(bool)5 * 7; }

// expect: 5
int cast_int_to_int(void) { return (int)5; }

// Implicit conversions of arguments and return values.
long take_long(long x) { return x * 2; }
double take_double(double x) { return x / 4; }
int take_int(int x) { return x; }
bool take_bool(bool x) { return x; }

// expect: 4000000001
long arg_int_to_long(void) { int x = 2147483647; return take_long(x) - 294967294 + 1; }

// expect: 0.25
double arg_int_to_double(void) { return take_double(1); }

// expect: 2
int arg_double_to_int(void) { return take_int(2.75); }

// expect: 1
int arg_long_to_int(void) { return take_int(4294967297L); }

// expect: true
bool arg_int_to_bool(void) { return take_bool(42); }

// expect: 3
int ret_double_to_int(void) { return 3.75; }

// expect: 4294967296
long ret_int_expr_to_long(void) { int x = 65536; return (long)x * x; }

// expect: 0
long ret_int_overflow_then_long(void) { int x = 65536; return x * x; }

// expect: true
bool ret_int_to_bool(void) { return 5; }

// expect: 5
double ret_int_to_double(void) { return 5; }

// Mixed comparisons convert first.
// expect: 1
int cmp_int_double(void) { int i = 3; return i < 3.5; }

// expect: 1
int cmp_long_int(void) { long l = -1; int i = 0; return l < i; }

// expect: 1
int cmp_bool_int(void) { bool b = true; return b == 1; }

// expect: 0
int cmp_bool_two(void) { bool b = true; return b == 2; }

// Long and long long are one type.
// expect: 5
long long ll_type(void) { long long a = 2; long b = 3; return a + b; }

// expect: 9
long ll_mix(void) { long long x = 4; return x + 5LL; }
