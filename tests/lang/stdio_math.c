// <stdio.h>'s streams (stdout, stderr: FILE * is gnc's void *; what goes to stderr is counted, not kept)
// and <math.h>'s macros INFINITY, NAN, HUGE_VAL, isnan, isinf, isfinite.
#include <stdio.h>
#include <math.h>

// expect: 9
int to_stderr(void) { return fprintf(stderr, "%d errors", 7 + 0) + 1; }

// expect: 1
int puts_to_stderr(void) { return fputs("quiet", stderr); }

// expect: 120
int put_char(void) { FILE *f = stderr; return fputc('x', f); }

// expect: 0
int flushed(void) { return fflush(stdout); }

// expect: 1
int infinity(void) { double x = INFINITY; return isinf(x) && x > 1e308 && isinf(-HUGE_VAL) == -1; }

// expect: 1
int not_a_number(void) { double x = NAN; return isnan(x) && !isnan(1.0) && x != x; }

// expect: 1
int finite(void) { return isfinite(1.5) && !isfinite(INFINITY) && !isfinite(NAN) && isfinite(-0.0); }

// expect: 1
int float_infinity(void) { float f = INFINITY; return isinf(f) && !isinf(3.0f); }

// expect: -1
int min_of(void) { double best = INFINITY; double v[3] = {4, -1, 2}; for (int i = 0; i < 3; i++) if (v[i] < best) best = v[i]; return (int)best; }
