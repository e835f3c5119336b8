// C's other scalar types: char, short and their unsigned forms, unsigned int and long, float, const;
// the integer promotions, the usual arithmetic conversions, conversions, literal suffixes.

// expect: -128
int char_wraps(void) { char c = 127; c++; return c; }

// expect: -56
int char_init_wraps(void) { char c = 200; return c; }

// expect: 1
int uchar_wraps(void) { unsigned char c = 255; c += 2; return c; }

// expect: 255
int uchar_minus(void) { unsigned char c = 0; c--; return c; }

// expect: -32768
int short_wraps(void) { short s = 32767; s += 1; return s; }

// expect: 0
int ushort_wraps(void) { unsigned short s = 65535; s++; return s; }

// expect: 200
int char_arith_promotes(void) { char a = 100, b = 100; return a + b; }

// expect: 40000
int uchar_times(void) { unsigned char a = 200; return a * a; }

// expect: 1
int char_compare(void) { char a = -1; unsigned char b = 255; return a < b; }

// expect: 571428571
unsigned uint_div(void) { unsigned a = 4000000000u; return a / 7u; }

// expect: 1
unsigned uint_rem(void) { unsigned a = 4000000001u; return a % 10u; }

// expect: 1
unsigned uint_shr(void) { unsigned a = 0x80000000u; return a >> 31; }

// expect: -4
int int_shr_neg(void) { int a = -8; return a >> 1; }

// expect: 4294967291
unsigned uint_neg(void) { unsigned a = 5; return -a; }

// expect: 4294967295
unsigned uint_wrap(void) { unsigned a = 0; return a - 1; }

// expect: 0
int uint_cmp_mixed(void) { unsigned a = 1; int b = -1; return b < a; }

// expect: 0
int uint_cmp_mixed2(void) { unsigned a = 1; int b = -1; return a > b; }

// expect: 4294967295
long uint_to_long(void) { unsigned a = 4294967295u; return a; }

// expect: 3000000001
long int_plus_uint_long(void) { unsigned a = 3000000000u; long b = 1; return a + b; }

// expect: 6148914691236517205
unsigned long ulong_div(void) { unsigned long a = 18446744073709551615ul; return a / 3; }

// expect: 615
unsigned long ulong_rem(void) { unsigned long a = 18446744073709551615ul; return a % 1000; }

// expect: 1
unsigned long ulong_shr(void) { unsigned long a = 0x8000000000000000ul; return a >> 63; }

// expect: 1
int ulong_cmp(void) { unsigned long a = 0x8000000000000000ul; long b = 1; return a > b; }

// expect: 18446744073709551615
unsigned long long_to_ulong(void) { long a = -1; return a; }

// expect: 1.8446744073709552e+19
double ulong_to_double(void) { unsigned long a = 18446744073709551615ul; return a; }

// expect: 4294967295
double uint_to_double(void) { unsigned a = 4294967295u; return a; }

// expect: 1.8446744073709552e+19
float ulong_to_float(void) { unsigned long a = 18446744073709551615ul; return a; }

// expect: 9007200328482816
float long_to_float(void) { long a = 9007199791611905L; return a; }

// expect: 16777216
float int_to_float(void) { int a = 16777217; return a; }

// expect: 0.10000000149011612
double float_round(void) { float f = 0.1f; return f; }

// expect: 0.30000001192092896
float float_add(void) { float a = 0.1f, b = 0.2f; return a + b; }

// expect: 1.3310000896453857
float float_mul(void) { float a = 1.1f; return a * a * a; }

// expect: 0.3333333432674408
float float_div(void) { float a = 1.0f; return a / 3; }

// expect: -9.9341074810688212e-09
double float_vs_double(void) { float a = 1.0f / 3.0f; double b = 1.0 / 3.0; return b - a; }

// expect: 2
int float_to_int(void) { float f = 2.75f; return (int)f; }

// expect: 4294967295
unsigned double_to_uint(void) { double d = 4294967295.5; return (unsigned)d; }

// expect: 18000000000000000000
unsigned long double_to_ulong(void) { double d = 1.8e19; return (unsigned long)d; }

// expect: 44
int double_to_char(void) { double d = 300.7; return (char)d; }

// expect: 44
int cast_char(void) { return (char)300; }

// expect: 255
int cast_uchar(void) { return (unsigned char)-1; }

// expect: 4464
int cast_short(void) { return (short)70000; }

// expect: 65535
int cast_ushort(void) { return (unsigned short)-1; }

// expect: 4294967295
unsigned hex_literal(void) { return 0xFFFFFFFF; }

// expect: 18446744073709551615
unsigned long hex_literal_long(void) { return 0xFFFFFFFFFFFFFFFF; }

// expect: 42
int const_var(void) { const int k = 41; const long m = 1; return k + (int)m; }

// expect: -50
int char_array(void) { char a[4] = {1, 2, 3, 200}; int s = 0; for (int i = 0; i < 4; i++) s += a[i]; return s; }

// expect: 4000000002
unsigned uint_array(void) { unsigned a[3] = {4000000000u, 1, 2}; return a[0] + a[1] * a[2]; }

// expect: 0.60000002384185791
double float_array(void) { float a[3] = {0.1f, 0.2f, 0.3f}; float s = 0; for (int i = 0; i < 3; i++) s += a[i]; return s; }

// expect: -12
int signed_char_kw(void) { signed char c = -5; signed s = -7; return c + s; }

// expect: -15
long long_long_unsigned(void) { unsigned long long a = 5; long long b = -3; return a * b; }

// expect: 4
int unsigned_index(void) { int a[5] = {1, 2, 3, 4, 5}; unsigned i = 3; return a[i]; }

// expect: 3
int char_index(void) { int a[5] = {1, 2, 3, 4, 5}; char i = 2; return a[i]; }

unsigned uint_mul_hash(unsigned x) { return x * 2654435761u >> 16; }

// expect: 259
int call_uint(void) { return (int)(uint_mul_hash(12345u) % 1000u); }

float pass_float(float a, double b) { return a * b; }

// expect: 1.2100000381469727
double call_float(void) { return pass_float(1.1f, 1.1); }

int char_param(char c) { return c + 1; }

// expect: 45
int call_char_param(void) { return char_param(300); }

// expect: 1
int ternary_mixed(void) { unsigned a = 1; int b = -2; return (a ? b : a) > 0; }

// expect: 9223372036854775808
unsigned long shift_ul(void) { unsigned long x = 1; return x << 63; }

// expect: -131071
int ushort_mul(void) { unsigned short a = 65535, b = 65535; return a * b; }

// expect: 2147483643
unsigned uint_compound(void) { unsigned a = 10; a -= 20; a /= 2; return a; }

// expect: -128
int char_compound_shift(void) { char c = 1; c <<= 7; return c; }

// expect: 3.3000001907348633
float float_compound(void) { float f = 1.0f; f += 0.1; f *= 3; return f; }

// expect: 1
int float_incr(void) { float f = 16777216.0f; f++; return f == 16777216.0f; }

// expect: 1
int bool_from_float(void) { float f = 0.5f; bool b = f; return b; }

// expect: 1
int not_unsigned(void) { unsigned a = 0; return !a; }

// expect: 4294967290
unsigned tilde_uint(void) { unsigned a = 5; return ~a; }

// expect: -6
int tilde_uchar(void) { unsigned char a = 5; return ~a; }
// An unsigned literal operand makes the operation unsigned.
// expect: uint_literal_div(-4) = 1
// expect: uint_literal_div(8) = 0
int uint_literal_div(int a) { return a / 2u > 5; }

// expect: 2147483644
unsigned uint_literal_div2(void) { return -7 / 2u; }

// expect: ulong_literal_mul(-4) = 4
long ulong_literal_mul(int a) { return a * -1ul; }

// expect: int_minus_sizeof(3) = 1
int int_minus_sizeof(int n) { return n - sizeof(int) > 0; }
