// <errno.h>: errno as glibc sets it (the strto* family, sscanf and scanf, the <math.h> functions, calloc,
// snprintf), strerror's texts and perror. Compared with gcc's (glibc's) results: every test sets errno before
// it looks (gcc runs the tests one after the other in one process), and only one writes to stderr.
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// expect: 0
int starts_at_zero(void) { return errno; }

// expect: 1
int is_a_macro(void) {
#ifdef errno
  return 1;
#else
  return 0;
#endif
}

// expect: 15
int an_lvalue(void) {
  int *p = &errno;
  *p = 9;
  errno += 3;
  errno++;
  ++errno;
  return errno + (p == &errno);
}

// expect: 33
int the_names(void) { return EDOM; }

// expect: 1
int the_aliases(void) { return EWOULDBLOCK == EAGAIN && EDEADLOCK == EDEADLK && ENOTSUP == EOPNOTSUPP; }

// expect: 2890
int more_names(void) { return EPERM + ENOENT + EINVAL + ERANGE + EOVERFLOW + EILSEQ + ENOMEM + EHWPOISON * 20; }

// ---- the strto* family

// expect: 34
int strtol_overflow(void) {
  errno = 0;
  return strtol("99999999999999999999", NULL, 10) == LONG_MAX ? errno : -1;
}

// expect: 34
int strtol_underflow(void) {
  errno = 0;
  return strtol("-9223372036854775809", NULL, 10) == LONG_MIN ? errno : -1;
}

// expect: 5
int strtol_success_keeps_errno(void) {
  errno = 5;
  strtol("123", NULL, 10);
  strtol("abc", NULL, 10);
  strtoul("-1", NULL, 10);
  return errno;
}

// expect: 22
int strtol_bad_base(void) {
  errno = 0;
  return strtol("123", NULL, 1) == 0 ? errno : -1;
}

// expect: 3434
int strtoul_strtoll(void) {
  errno = 0;
  strtoul("18446744073709551616", NULL, 0);
  int a = errno;
  errno = 0;
  strtoll("0x8000000000000000", NULL, 16);
  return a * 100 + errno;
}

// expect: 3434
int atoi_atol(void) {
  errno = 0;
  int i = atoi("99999999999999999999");
  int a = errno;
  errno = 0;
  long l = atol("-99999999999999999999");
  return a * 100 + errno + (i != -1) + (l != LONG_MIN);
}

// expect: 0
int unused_atoi(void) { /* a pure function to gcc: a call whose value is unused is dropped */
  errno = 0;
  atoi("99999999999999999999");
  atof("1e999");
  return errno;
}

// expect: 34340034
int strtod_range(void) {
  int r = 0;
  errno = 0;
  strtod("1e400", NULL);
  r = r * 100 + errno;
  errno = 0;
  strtod("-1e-400", NULL);
  r = r * 100 + errno;
  errno = 0;
  strtod("0x1p-1074", NULL); /* exact: no underflow */
  r = r * 100 + errno;
  errno = 0;
  double d = atof("2.2250738585072011e-308"); /* below DBL_MIN, inexact */
  return r * 100 + errno + (d == 0);
}

// expect: 34340034
int strtof_range(void) {
  int r = 0;
  errno = 0;
  strtof("1e39", NULL);
  r = r * 100 + errno;
  errno = 0;
  strtof("1e-40", NULL);
  r = r * 100 + errno;
  errno = 0;
  strtof("1.17549435e-38", NULL); /* rounds to FLT_MIN: not tiny */
  r = r * 100 + errno;
  errno = 0;
  strtof("1.1754942e-38", NULL);
  return r * 100 + errno;
}

// ---- sscanf and scanf: strtol's and strtod's ERANGE, and glibc's errno at the end of the input

// expect: 343400
int sscanf_range(void) {
  long l;
  int i;
  double d;
  errno = 0;
  sscanf("99999999999999999999", "%ld", &l);
  int a = errno;
  errno = 0;
  sscanf("1e999", "%lf", &d);
  int b = errno;
  errno = 0;
  sscanf("99999999999", "%d", &i); /* fits a long: no ERANGE */
  return a * 10000 + b * 100 + errno;
}

// expect: 7000700
int sscanf_end_of_input(void) {
  int x, y, r = 0;
  errno = 7;
  sscanf("12", "%d", &x); /* the end met inside the number: errno kept */
  r = r * 100 + errno;
  errno = 7;
  sscanf("", "%d", &x); /* the end met while skipping white space: errno 0 */
  r = r * 100 + errno;
  errno = 7;
  sscanf("5", "%d%d", &x, &y);
  r = r * 100 + errno;
  errno = 7;
  sscanf("5 ", "%d%d", &x, &y); /* the end met while skipping white space: errno 0 */
  return r * 100 + errno;
}

// stdin: ""
// expect: 0
int scanf_at_eof(void) {
  int x;
  errno = 7;
  return scanf("%d", &x) == EOF ? errno : -1;
}

// stdin: "12 34"
// expect: 7
int scanf_keeps(void) {
  int x, y;
  errno = 7;
  scanf("%d%d", &x, &y);
  return errno;
}

// ---- <math.h>: EDOM for a domain error, ERANGE for a pole, an overflow, or one of glibc's underflows

double volatile_zero(void) { return 0.0; }

// expect: 33333333
int math_domain(void) {
  double z = volatile_zero();
  int r = 0;
  errno = 0;
  sqrt(z - 1);
  r = r * 100 + errno;
  errno = 0;
  log(z - 1);
  r = r * 100 + errno;
  errno = 0;
  acos(z + 2);
  r = r * 100 + errno;
  errno = 0;
  fmod(z + 1, z);
  return r * 100 + errno;
}

// expect: 33333300
int math_domain_more(void) {
  double z = volatile_zero();
  int r = 0;
  errno = 0;
  pow(z - 8, 1.0 / 3);
  r = r * 100 + errno;
  errno = 0;
  sin(INFINITY + z);
  r = r * 100 + errno;
  errno = 0;
  log1p(z - 2);
  r = r * 100 + errno;
  errno = 0;
  sqrt(NAN + z); /* a NaN argument: no error */
  return r * 100 + errno;
}

// expect: 34343434
int math_pole_overflow(void) {
  double z = volatile_zero();
  int r = 0;
  errno = 0;
  log(z);
  r = r * 100 + errno;
  errno = 0;
  pow(z, -1);
  r = r * 100 + errno;
  errno = 0;
  exp(z + 1000);
  r = r * 100 + errno;
  errno = 0;
  cosh(z - 800);
  return r * 100 + errno;
}

// expect: 34343400
int math_underflow(void) {
  double z = volatile_zero();
  int r = 0;
  errno = 0;
  exp(z - 1000); /* 0 */
  r = r * 100 + errno;
  errno = 0;
  pow(z + 10, -400);
  r = r * 100 + errno;
  errno = 0;
  atan2(z + 1e-320, 1e300);
  r = r * 100 + errno;
  errno = 0;
  exp(z - 740); /* a subnormal: no error from glibc's exp */
  return r * 100 + errno;
}

// expect: 34003401
int math_ldexp(void) {
  double z = volatile_zero();
  int r = 0;
  errno = 0;
  ldexp(z + 1, 2000);
  r = r * 100 + errno;
  errno = 0;
  ldexp(z + 1, -1074); /* exact subnormal */
  r = r * 100 + errno;
  errno = 0;
  ldexp(z + 1, -1080);
  r = r * 100 + errno;
  errno = 0;
  ldexp(z + 3, -1075); /* rounds to the smallest subnormal, yet glibc says ERANGE only for 0 and inf */
  return r * 100 + errno + (ldexp(z + 3, -1075) > 0);
}

// expect: 34343434
int math_float(void) {
  float z = (float)volatile_zero();
  int r = 0;
  errno = 0;
  expf(z - 103.5f); /* the smallest subnormal, "may underflow": ERANGE */
  r = r * 100 + errno;
  errno = 0;
  exp2f(z - 149.5f);
  r = r * 100 + errno;
  errno = 0;
  powf(z + 2, -149.5f);
  r = r * 100 + errno;
  errno = 0;
  sinhf(z + 100);
  return r * 100 + errno;
}

// expect: 8
int math_success_keeps_errno(void) {
  double z = volatile_zero();
  int e;
  errno = 8;
  sqrt(z + 2);
  exp(z - 700);
  pow(z + 2, 0.5);
  lround(z + 1e300);
  frexp(z + 3, &e);
  return errno;
}

// expect: 34
int math_expm1_overflow(void) {
  errno = 0;
  expm1(volatile_zero() + 1000);
  return errno;
}

// ---- strerror, perror, calloc

// expect: 1
int strerror_texts(void) {
  return strcmp(strerror(ERANGE), "Numerical result out of range") == 0 &&
         strcmp(strerror(EDOM), "Numerical argument out of domain") == 0 && strcmp(strerror(0), "Success") == 0 &&
         strcmp(strerror(41), "Unknown error 41") == 0 && strcmp(strerror(-7), "Unknown error -7") == 0;
}

// expect: 5
int strerror_keeps_errno(void) {
  errno = 5;
  strerror(EINVAL);
  strerror(12345);
  return errno;
}

unsigned text_hash(const char *s) {
  unsigned h = 5381;
  while (*s) h = h * 33 + (unsigned char)*s++;
  return h;
}

// expect: 2880522603
unsigned strerror_all_texts(void) {
  unsigned h = 0;
  for (int e = -2; e < 140; e++) h = h * 31 + text_hash(strerror(e));
  return h;
}

// expect: 1
int strerror_same_text(void) { return strerror(EDOM) == strerror(EDOM) && strerror(EDOM) != strerror(ERANGE); }

// expect: 2234
int perror_errno(void) {
  errno = EDOM;
  perror("gnc"); /* the first write to stderr: glibc's perror leaves EINVAL behind (stderr is no terminal) */
  int a = errno;
  errno = ERANGE;
  perror(NULL);
  perror("");
  return a * 100 + errno;
}

// gnc-only: the tests share one gcc process, whose stderr perror_errno has written to already
// expect: 33
int perror_after_output(void) {
  fputc('x', stderr);
  errno = EDOM;
  perror("gnc");
  return errno;
}

// expect: 12
int calloc_overflow(void) {
  errno = 0;
  return calloc((size_t)-1, 16) == NULL ? errno : -1;
}

// gnc-only: glibc takes seconds to count the padding before it gives up
// expect: -25
int snprintf_overflow(void) {
  errno = 0;
  int n = snprintf(NULL, 0, "%*d", INT_MIN, 1);
  return n * 100 + errno;
}

// trap: readonly_write
int strerror_is_read_only(void) {
  char *s = strerror(EDOM);
  s[0] = 'n';
  return 0;
}

// trap: invalid_free
int free_errno(void) {
  free(&errno);
  return 0;
}
