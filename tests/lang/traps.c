// Runtime traps: every kind, each where C would be undefined, with the boundary cases that do not trap.

// ---- division_by_zero
// trap: division_by_zero
int div_zero(void) { int z = 0; return 1 / z; }

// trap: division_by_zero
int rem_zero(void) { int z = 0; return 1 % z; }

// trap: division_by_zero
long div_zero_long(void) { long z = 0; return 5L / z; }

// trap: division_by_zero
long rem_zero_long(void) { long z = 0; return 5L % z; }

// trap: division_by_zero
int div_assign_zero(void) { int x = 10; int z = 0; x /= z; return x; }

// trap: division_by_zero
int rem_assign_zero(void) { int a[1] = {10}; int z = 0; a[0] %= z; return a[0]; }

// trap: divide(7, 0) = division_by_zero
// expect: divide(7, 1) = 7
int divide(int a, int b) { return a / b; }

// A trap deep in a call chain stops the whole program.
int deep_div(int n, int d) { return n == 0 ? 1 / d : deep_div(n - 1, d); }
// trap: deep_div(50, 0) = division_by_zero

// ---- division_overflow: INT_MIN / -1 and INT_MIN % -1 (and for long)
// trap: division_overflow
int div_overflow(void) { int m = -2147483647 - 1; int d = -1; return m / d; }

// trap: division_overflow
int rem_overflow(void) { int m = -2147483647 - 1; int d = -1; return m % d; }

// trap: division_overflow
long div_overflow_long(void) { long m = -9223372036854775807L - 1; long d = -1; return m / d; }

// trap: division_overflow
long rem_overflow_long(void) { long m = -9223372036854775807L - 1; long d = -1; return m % d; }

// trap: divl(-9223372036854775808, -1) = division_overflow
// expect: divl(-9223372036854775808, 1) = -9223372036854775808
// expect: divl(-9223372036854775807, -1) = 9223372036854775807
long divl(long a, long b) { return a / b; }

// In long arithmetic INT_MIN / -1 is fine.
// expect: 2147483648
long int_min_as_long(void) { int m = -2147483647 - 1; long d = -1; return m / d; }

// ---- shift_out_of_range: count < 0 or >= the width of the (promoted) left operand
// trap: shl(1, 32) = shift_out_of_range
// trap: shl(1, -1) = shift_out_of_range
// trap: shl(1, 100) = shift_out_of_range
// expect: shl(1, 31) = -2147483648
// expect: shl(-1, 0) = -1
int shl(int x, int n) { return x << n; }

// trap: shr(8, 32) = shift_out_of_range
// trap: shr(8, -5) = shift_out_of_range
// expect: shr(-8, 31) = -1
int shr(int x, int n) { return x >> n; }

// trap: shll(1, 64) = shift_out_of_range
// trap: shll(1, -64) = shift_out_of_range
// expect: shll(1, 63) = -9223372036854775808
long shll(long x, int n) { return x << n; }

// trap: shrl(1, 64) = shift_out_of_range
// expect: shrl(-1, 63) = -1
long shrl(long x, long n) { return x >> n; }

// A long count does not widen an int shift.
// trap: shl_long_count(40) = shift_out_of_range
int shl_long_count(long n) { return 1 << n; }

// trap: shift_out_of_range
int shl_assign_trap(void) { int x = 1; int n = 33; x <<= n; return x; }

// trap: shift_out_of_range
int shr_assign_array(void) { int a[1] = {4}; a[0] >>= 32; return a[0]; }

// Shifting a negative value left is fine (two's complement).
// expect: -1024
int shl_negative(void) { int x = -1; return x << 10; }

// ---- index_out_of_bounds
// trap: index_out_of_bounds
int index_len(void) { int a[4] = {1, 2, 3, 4}; int i = 4; return a[i]; }

// trap: index_out_of_bounds
int index_negative(void) { int a[4] = {1, 2, 3, 4}; int i = -1; return a[i]; }

// trap: index_out_of_bounds
int store_out_of_bounds(void) { int a[4]; int i = 10; a[i] = 1; return 0; }

// trap: index_out_of_bounds
int compound_out_of_bounds(void) { int a[4]; int i = 4; a[i] += 1; return 0; }

// trap: index_out_of_bounds
int incdec_out_of_bounds(void) { int a[4]; int i = -2; a[i]++; return 0; }

// trap: index_out_of_bounds
int huge_long_index(void) { int a[4]; long i = 4294967296L; return a[i]; }

// trap: index_out_of_bounds
int huge_neg_long_index(void) { int a[4]; long i = -4294967296L; return a[i]; }

// Bounds are those of the array passed in.
int get(int a[], int i) { return a[i]; }
// trap: get([1, 2, 3], 3) = index_out_of_bounds
// expect: get([1, 2, 3], 2) = 3

// trap: index_out_of_bounds
int through_param(void) { int a[2] = {1, 2}; return get(a, 2); }

// A loop that runs one step too far.
// trap: index_out_of_bounds
int off_by_one(void) { int a[10] = {0}; int s = 0; for (int i = 0; i <= 10; i++) s += a[i]; return s; }

// ---- float_conversion: NaN or out-of-range double to int/long
// trap: float_conversion
int conv_big(void) { double d = 1e10; return (int)d; }

// trap: float_conversion
int conv_nan(void) { double z = 0; return (int)(z / z); }

// trap: float_conversion
long conv_inf(void) { double z = 0; return (long)(1 / z); }

// trap: float_conversion
long conv_big_long(void) { double d = 9223372036854775808.0; return (long)d; }

// trap: float_conversion
int conv_neg(void) { double d = -2147483649.0; return (int)d; }

// Implicit conversions trap too.
// trap: float_conversion
int conv_assign(void) { int x; double d = 1e20; x = d; return x; }

// trap: float_conversion
int conv_return(void) { double d = -1e20; return d; }

int take_int(int x) { return x; }
// trap: float_conversion
int conv_arg(void) { double d = 3e9; return take_int(d); }

// trap: float_conversion
int conv_compound(void) { int x = 2; x *= 1e10; return x; }

// The boundaries that still convert.
// expect: 2147483647
int conv_max_ok(void) { double d = 2147483647.99; return (int)d; }

// expect: -2147483648
int conv_min_ok(void) { double d = -2147483648.99; return (int)d; }

// expect: -9223372036854775808
long conv_min_long_ok(void) { double d = -9223372036854775808.0; return (long)d; }

// Conversions to bool never trap.
// expect: true
bool conv_nan_bool(void) { double z = 0; return (bool)(z / z); }

// ---- call_depth_exceeded
int forever(int n) { return forever(n + 1) + 1; }
// max-depth: 100
// trap: forever(0) = call_depth_exceeded

int down(int n) { return n == 0 ? 0 : 1 + down(n - 1); }
// max-depth: 100
// trap: down(100) = call_depth_exceeded
// max-depth: 100
// expect: down(98) = 98

// Mutual recursion without end.
int mutual_b(int n);
int mutual_a(int n) { return mutual_b(n + 1); }
int mutual_b(int n) { return mutual_a(n + 1); }
// max-depth: 1000
// trap: mutual_a(0) = call_depth_exceeded

// ---- stack_overflow: the frames' arrays exceed the VM's array memory
int big_frames(int n) { long a[65536] = {1}; return n == 0 ? 0 : a[0] + big_frames(n - 1); }
// trap: big_frames(100) = stack_overflow
// expect: big_frames(10) = 10

// ---- out_of_fuel
// fuel: 10000
// trap: out_of_fuel
int spin(void) { while (1) { } }

// fuel: 100000
// trap: out_of_fuel
int spin_for(void) { int i = 0; for (;;) i++; }

long count_up(long n) { long s = 0; for (long i = 0; i < n; i++) s += i; return s; }
// fuel: 1000
// trap: count_up(1000) = out_of_fuel
// fuel: 1000000
// expect: count_up(1000) = 499500

// Fuel also bounds recursion.
int rec_spin(int n) { return n > 0 ? rec_spin(n - 1) + rec_spin(n - 1) : 1; }
// fuel: 5000
// trap: rec_spin(20) = out_of_fuel

// ---- missing_return: the end of a non-void function (other than main) is reached
// trap: missing_return
int empty(void) { }

// trap: if_only(0) = missing_return
// expect: if_only(1) = 1
int if_only(int c) { if (c) return 1; }

// trap: missing_return
int loop_break(void) { while (1) { break; } }

// trap: while_cond(0) = missing_return
// expect: while_cond(1) = 1
int while_cond(int c) { while (c) { return 1; } }

// The largest proper divisor: every n > 1 returns in the loop; n = 1 gets to the end.
// trap: largest_divisor(1) = missing_return
// expect: largest_divisor(15) = 5
// expect: largest_divisor(13) = 1
int largest_divisor(int n) { for (int i = n - 1; i > 0; i--) if (n % i == 0) return i; }

// trap: nested(1, 0) = missing_return
// expect: nested(0, 0) = 2
double nested(int a, int b) { if (a) { if (b) return 1; } else return 2; }

// trap: missing_return
long do_break(void) { do { break; return 1; } while (1); }

// trap: sw(3) = missing_return
// expect: sw(1) = 10
int sw(int x) { switch (x) { case 1: return 10; case 2: return 20; } }

// Every path returns, but not in a way that ends the function's last statement: the end never runs.
// expect: else_missing(0) = false
bool else_missing(int c) { if (c) return true; else if (!c) return false; }
