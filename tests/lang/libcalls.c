// Calls of the C library with scalar arguments: <math.h>, <stdlib.h>, <ctype.h>, <stdio.h>'s putchar (its
// output is the run's), assert of <assert.h>; each needs its header, as in C.
#include <assert.h>
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <stdio.h>

// expect: 1.4142135623730951
double root2(void) { return sqrt(2); }

// expect: 1024
double pow_exact(void) { return pow(2, 10); }

// expect: 0.54030230586813977
double cosine(void) { return cos(1.0); }

// expect: 2.7182817459106445
double expf_float(void) { return expf(1.0f); }

// expect: 2
double floor_ceil(void) { return floor(2.5) + ceil(-0.5) + round(0.5) + trunc(-0.7) - fabs(-1); }

// expect: 7
int abs_values(void) { return abs(-3) + (int)labs(-4L); }

// expect: 1804289383
int rand_first(void) { return rand(); }

// expect: 71876166
int rand_seeded(void) { srand(42); return rand(); }

// expect: 1
int ctype_calls(void) { return isdigit('7') != 0 && isalpha('x') != 0 && !isspace('a') && toupper('q') == 'Q'; }

// expect: 1024
int isalpha_value(void) { return isalpha('a'); }

// expect: 5
int asserts_pass(void) { int x = 5; assert(x == 5); assert(x > 0 && x < 10); return x; }

// expect: 3.1415926535897931
double math_constant(void) { return acos(-1); }

// expect: 2147483647
int limits_rand_max(void) { return RAND_MAX; }

// expect: 0.69314718055994529
double log_two(void) { return log(2.0); }

// expect: 1.5707963267948966
double atan2_value(void) { return atan2(1, 0); }

// trap: assertion_failed (line 57)
int assert_fails(void) {
  int x = 3;
  assert(x == 4);
  return x;
}

// trap: abort
int aborts(void) { abort(); return 1; }
