// bool (and _Bool): true/false, conversion to 0/1 from every type, bool arithmetic promoting to int.

// expect: true
bool t(void) { return true; }

// expect: false
bool f(void) { return false; }

// expect: true
_Bool underscore(void) { _Bool b = 1; return b; }

// expect: 1
int true_is_one(void) { return true; }

// expect: 0
int false_is_zero(void) { return false; }

// Any non-zero value converts to true.
// expect: true
bool from_int(void) { int x = -3; bool b = x; return b; }

// expect: true
bool from_long(void) { long x = 4294967296L; bool b = x; return b; }

// expect: true
bool from_double(void) { double x = 0.25; bool b = x; return b; }

// expect: false
bool from_zero_double(void) { double x = 0.0; bool b = x; return b; }

// Comparisons give ints, which convert to bool.
// expect: true
bool from_compare(void) { int a = 1; return a < 2; }

// expect: 2
int bool_sum(void) { bool a = true; bool b = true; return a + b; }

// expect: -1
int bool_minus(void) { bool a = false; bool b = true; return a - b; }

// expect: 1
int bool_and(void) { bool a = true; bool b = true; return a & b; }

// expect: 1
int bool_xor(void) { bool a = true; bool b = false; return a ^ b; }

// expect: 2
int bool_shift(void) { bool a = true; return a << 1; }

// expect: 0
int bool_not(void) { bool a = true; return !a; }

// expect: 1
int bool_eq(void) { bool a = true; bool b = 7; return a == b; }

// expect: false
bool bool_logic(void) { bool a = true; bool b = false; return a && b; }

// expect: true
bool bool_cond(void) { bool a = false; return a ? false : true; }

// Parameters and arrays of bool.
bool negate(bool b) { return !b; }
// expect: negate(true) = false
// expect: negate(false) = true

// A bool parameter converts an int argument.
// expect: false
bool negate_int(void) { return negate(9); }

// expect: true
bool bool_array(void) { bool a[3] = {false, 2, false}; a[2] = a[1]; return a[2]; }

// expect: 3
int count(void) { bool a[5] = {1, 0, 1, 0, 1}; int c = 0; for (int i = 0; i < 5; i++) if (a[i]) c++; return c; }

// Loops controlled by bools.
// expect: 4
int bool_loop(void) { bool go = true; int n = 0; while (go) { n++; go = n < 4; } return n; }

// true and false are ints in arithmetic.
// expect: 11
int true_arith(void) { return true * 10 + true + false; }
