// qsort of <stdlib.h> with a comparator function: glibc 2.36's order of comparisons (a merge sort: equal
// elements keep their order), ints, doubles, strings, a
// descending order, and the traps of its arguments.
#include <stdlib.h>
#include <string.h>

int by_value(const void *a, const void *b) { int x = *(const int *)a, y = *(const int *)b; return (x > y) - (x < y); }
int descending(const void *a, const void *b) { return *(const int *)b - *(const int *)a; }
int by_string(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }
int by_double(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }
int by_last_digit(const void *a, const void *b) { return *(const int *)a % 10 - *(const int *)b % 10; }

// expect: 123456789
long digits(void) {
  int a[] = {5, 9, 1, 7, 3, 8, 2, 6, 4};
  long r = 0;
  qsort(a, 9, sizeof a[0], by_value);
  for (int i = 0; i < 9; i++) r = r * 10 + a[i];
  return r;
}

// expect: 987654321
long reversed(void) {
  int a[] = {5, 9, 1, 7, 3, 8, 2, 6, 4};
  long r = 0;
  qsort(a, 9, sizeof(int), descending);
  for (int i = 0; i < 9; i++) r = r * 10 + a[i];
  return r;
}

// expect: 1
int strings(void) {
  const char *w[] = {"pear", "apple", "fig", "banana", "apple"};
  qsort(w, 5, sizeof w[0], by_string);
  return strcmp(w[0], "apple") == 0 && strcmp(w[1], "apple") == 0 && strcmp(w[2], "banana") == 0 &&
         strcmp(w[4], "pear") == 0;
}

// expect: -1.5
double smallest(void) { double d[] = {2.5, -1.5, 3.25, 0.0}; qsort(d, 4, sizeof(double), by_double); return d[0]; }

// expect: 413122
long stable_ties(void) { /* merge sort: equal keys keep their order, as glibc's */
  int a[] = {41, 31, 22, 12, 3};
  qsort(a, 5, sizeof a[0], by_last_digit);
  return a[0] * 10000L + a[1] * 100 + a[2];
}

// expect: 1
int big(void) {
  int *m = malloc(1000 * sizeof *m);
  int ok = 1;
  for (int i = 0; i < 1000; i++) m[i] = (i * 7919) % 1009;
  qsort(m, 1000, sizeof *m, by_value);
  for (int i = 1; i < 1000; i++) ok &= m[i - 1] <= m[i];
  free(m);
  return ok;
}

// expect: 0
int empty(void) { int a[1] = {0}; qsort(a, 0, sizeof a[0], by_value); qsort(a, 1, sizeof a[0], by_value); return a[0]; }

// trap: null_dereference
int null_array(void) { qsort(NULL, 3, sizeof(int), by_value); return 0; }

// trap: index_out_of_bounds
int too_many(void) { int a[3] = {3, 2, 1}; qsort(a, 4, sizeof a[0], by_value); return a[0]; }
