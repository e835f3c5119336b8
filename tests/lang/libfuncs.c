// Library functions beyond the first set: bsearch (the comparator called through the VM, as qsort's),
// strtok_r, strnlen, strtof, <math.h>'s rounding, scaling and splitting functions, log1p, expm1, signbit,
// isascii/toascii, <inttypes.h>'s format macros and <strings.h>. Compared with gcc's (glibc's) results.
#define _DEFAULT_SOURCE /* strtok_r, strnlen, isascii, toascii under -std=c11 (gcc side) */
#include <ctype.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

int find(const int *arr, int n, int key) {
  const int *p = bsearch(&key, arr, n, sizeof *arr, cmp_int);
  return p ? (int)(p - arr) : -1;
}

// expect: 4
int bsearch_found(void) { int a[] = {1, 3, 5, 7, 9, 11, 13}; return find(a, 7, 9); }

// expect: -1
int bsearch_missing(void) { int a[] = {1, 3, 5, 7, 9, 11, 13}; return find(a, 7, 8); }

// expect: -1
int bsearch_empty(void) { int a[1] = {5}; return find(a, 0, 5); }

// expect: 70
int bsearch_all(void) {
  int a[20], s = 0;
  for (int i = 0; i < 20; i++) a[i] = 3 * i;
  for (int k = -1; k < 62; k++) s += find(a, 20, k) >= 0;
  return s + 50;
}

int calls;
int cmp_count(const void *a, const void *b) {
  calls++;
  return *(const int *)a - *(const int *)b;
}

// expect: 5
int bsearch_comparisons(void) {
  int a[16], key = 0;
  for (int i = 0; i < 16; i++) a[i] = i;
  calls = 0;
  bsearch(&key, a, 16, sizeof a[0], cmp_count);
  return calls;
}

int cmp_str(const void *a, const void *b) { return strcmp((const char *)a, *(const char *const *)b); }

// expect: 2
int bsearch_strings(void) {
  const char *names[] = {"ant", "bee", "cat", "dog"};
  const char **p = bsearch("cat", names, 4, sizeof names[0], cmp_str);
  return p ? (int)(p - names) : -1;
}

// expect: 1
int tokens_r(void) {
  char s[] = "a=1;b=2;;c=3";
  char *outer, *inner, out[32] = "";
  for (char *t = strtok_r(s, ";", &outer); t; t = strtok_r(NULL, ";", &outer)) {
    char *k = strtok_r(t, "=", &inner), *v = strtok_r(NULL, "=", &inner);
    strcat(out, k);
    strcat(out, v);
  }
  return strcmp(out, "a1b2c3") == 0;
}

// expect: 0
int tokens_r_none(void) { char s[] = ",,,"; char *save; return strtok_r(s, ",", &save) != NULL; }

// expect: 3
long strnlen_short(void) { return strnlen("hello", 3); }

// expect: 5
long strnlen_long(void) { return strnlen("hello", 99); }

// expect: 0.10000000149011612
double strtof_value(void) { return strtof("0.1", NULL); }

// expect: 1
int strtof_end(void) { char *end; const char *s = "2.5e1xyz"; float f = strtof(s, &end); return f == 25.0f && end == s + 5; }

// expect: 3
long round_half(void) { return lround(2.5); }

// expect: -3
long long round_half_neg(void) { return llround(-2.5); }

// expect: 2
long rint_even(void) { return lrint(2.5); }

// expect: -4
long long rint_neg(void) { return llrint(-3.5); }

// expect: -0
double rint_zero(void) { return rint(-0.4); }

// expect: 4
double nearby(void) { return nearbyint(3.5); }

// expect: -2
double copysign_neg(void) { return copysign(2.0, -0.0); }

// expect: 1536
double ldexp_up(void) { return ldexp(1.5, 10); }

// expect: 4.9406564584124654e-324
double ldexp_tiny(void) { return ldexp(1.0, -1074); }

// expect: 1
int frexp_parts(void) { int e; double m = frexp(48.0, &e); return m == 0.75 && e == 6; }

// expect: 1
int frexp_zero(void) { int e = 5; double m = frexp(0.0, &e); return m == 0.0 && e == 0; }

// expect: 1
int modf_parts(void) { double ip; double f = modf(-3.75, &ip); return f == -0.75 && ip == -3.0; }

// expect: 9.9999999995000007e-11
double log1p_small(void) { return log1p(1e-10); }

// expect: 0.6931471805599453
double log1p_one(void) { return log1p(1.0); }

// expect: 1.00000000005e-10
double expm1_small(void) { return expm1(1e-10); }

// expect: 1.718281828459045
double expm1_one(void) { return expm1(1.0); }

// expect: 1
int signs(void) { double z = -0.0, p = 2.0; return signbit(z) && !signbit(p) && signbit(-p); }

// expect: 1
int ascii(void) { return isascii('a') && !isascii(200) && !isascii(-1) && toascii(200) == 72; }

// expect: 1
int pri_macros(void) {
  char buf[64];
  int64_t a = -1234567890123LL;
  uint64_t b = 0xdeadbeefcafeULL;
  int32_t c = -7;
  sprintf(buf, "%" PRId64 " %" PRIx64 " %" PRIu32 " %" PRIi32, a, b, (uint32_t)c, c);
  return strcmp(buf, "-1234567890123 deadbeefcafe 4294967289 -7") == 0;
}

// expect: 1
int scn_macros(void) {
  int64_t a; uint32_t b; int16_t c;
  return sscanf("-5 17 300", "%" SCNd64 " %" SCNu32 " %" SCNd16, &a, &b, &c) == 3 && a == -5 && b == 17 && c == 300;
}

// expect: 1
int strings_h(void) { return strcasecmp("HeLLo", "hello") == 0 && strncasecmp("ABx", "aby", 2) == 0; }

// expect: 0
int flush_stdin(void) { return fflush(stdin); }

// trap: bad_library_argument
int write_stdin(void) { return fputs("x", stdin); }
