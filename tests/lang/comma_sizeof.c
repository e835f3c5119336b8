// The comma operator (expression statements, for clauses, conditions, return, parentheses, the middle
// of ?:, indices; not call arguments) and sizeof (of types and of unevaluated expressions).

// expect: 654321
int comma_for(void) { int a[6] = {1, 2, 3, 4, 5, 6}; int i, j, s = 0; for (i = 0, j = 5; i < j; i++, j--) { int t = a[i]; a[i] = a[j]; a[j] = t; } for (i = 0; i < 6; i++) s = s * 10 + a[i]; return s; }

// expect: 30
int comma_value(void) { int x = 1; int y = (x += 2, x * 10); return y; }

// expect: 10
int comma_in_condition(void) { int n = 0, i = 0; while (i++, i < 5) n += i; return n; }

// expect: 16
int comma_in_return(void) { int a = 3; return a++, a * a; }

// expect: 2.5
double comma_types(void) { int a = 1; return (a, 2.5); }

// expect: 32
int comma_args_not_comma(void) { return comma_value() + (1, 2); }

// expect: 43
int comma_ternary_middle(void) { int a = 0, b = 0; int r = 1 ? (a = 3, a + 1) : (b = 4); return r * 10 + a + b; }

// expect: 7
int comma_index(void) { int a[4] = {5, 6, 7, 8}; int k = 0; return a[k++, k + 1]; }

// expect: 88421
long sizeof_types(void) { return sizeof(char) + sizeof(short) * 10 + sizeof(int) * 100 + sizeof(long) * 1000 + sizeof(long long) * 10000; }

// expect: 81184
long sizeof_more(void) { return sizeof(float) + sizeof(double) * 10 + sizeof(bool) * 100 + sizeof(unsigned char) * 1000 + sizeof(unsigned long) * 10000; }

// expect: 72428
long sizeof_array(void) { int a[7]; double b[3]; return sizeof a + sizeof(b) * 100 + sizeof a / sizeof a[0] * 10000; }

// expect: 44841
long sizeof_expr(void) { char c = 1; short s = 2; return sizeof c + sizeof(c + c) * 10 + sizeof(s * 2L) * 100 + sizeof(1.5f) * 1000 + sizeof 'a' * 10000; }

// expect: 5
int sizeof_not_evaluated(void) { int x = 1; unsigned long n = sizeof(x++); return x + (int)n; }

// expect: 1
int sizeof_unsigned_math(void) { int n = 3; return n - sizeof(int) > 0; }

// expect: 4
long sizeof_unassigned(void) { int x; return sizeof x; }

// true and false are the int macros 1 and 0 of <stdbool.h>: their size is that of int
// expect: 4444
long sizeof_true_false(void) { int x = 0; return sizeof true + sizeof(false) * 10 + sizeof(x, true) * 100 + sizeof(x ? true : false) * 1000; }

// expect: 111
long sizeof_bool_values(void) { bool b = true; return sizeof b + sizeof(b = false) * 10 + sizeof((bool)1) * 100; }

// the size of an array type name, and of a function pointer type in the middle of an expression
// expect: 40025
long sizeof_array_types(void) {
  return sizeof(int[10]) * 1000 + sizeof(short[3][4]) + sizeof(char[0]) + 1 + sizeof(int (*)(int)) * 0;
}

// expect: 9
int sizeof_void_gnu(void) { return (int)sizeof(void) + (int)sizeof(void *); }
