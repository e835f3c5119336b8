// Functions with variable arguments and <stdarg.h>: va_start, va_arg of int, unsigned, long, double and
// pointer types, va_copy, va_end; the caller applies C's default argument promotions (char, short and
// bool to int, float to double).  A va_list may be passed on to another function.
#include <stdarg.h>
#include <string.h>

int sum(int n, ...) {
  va_list ap;
  int s = 0;
  va_start(ap, n);
  for (int i = 0; i < n; i++) s += va_arg(ap, int);
  va_end(ap);
  return s;
}
// expect: 6
int sum3(void) { return sum(3, 1, 2, 3); }
// expect: 0
int sum0(void) { return sum(0); }
// expect: 94
int promoted(void) {
  char c = 'a';
  short s = -3;
  return sum(2, c, s);
}

double avg(int n, ...) {
  va_list ap;
  double s = 0;
  va_start(ap, n);
  for (int i = 0; i < n; i++) s += va_arg(ap, double);
  va_end(ap);
  return n ? s / n : 0;
}
// expect: 1.75
double average(void) {
  float f = 2.5f;
  return avg(2, 1.0, f);
}

long mixed(const char *kinds, ...) {
  va_list ap;
  long t = 0;
  va_start(ap, kinds);
  for (const char *p = kinds; *p; p++) {
    if (*p == 'i') t += va_arg(ap, int);
    else if (*p == 'l') t += va_arg(ap, long);
    else if (*p == 'd') t += (long)va_arg(ap, double);
    else if (*p == 'u') t += va_arg(ap, unsigned);
    else if (*p == 's') t += (long)strlen(va_arg(ap, const char *));
  }
  va_end(ap);
  return t;
}
// expect: 13999999999
long all_kinds(void) { return mixed("ildus", -5, 10000000000L, 3.7, 4000000000u, "ab") - 1; }

// A va_list passed on, and copied.
static long count_from(int n, va_list ap) {
  long c = 0;
  for (int i = 0; i < n; i++) c = c * 10 + va_arg(ap, int);
  return c;
}
long twice(int n, ...) {
  va_list ap, again;
  long a, b;
  va_start(ap, n);
  va_copy(again, ap);
  a = count_from(n, ap);
  b = count_from(n, again);
  va_end(again);
  va_end(ap);
  return a * 1000 + b;
}
// expect: 123123
long copied(void) { return twice(3, 1, 2, 3); }

// Recursion through a variadic function, and one whose fixed parameters are several.
int max_of(int first, int n, ...) {
  va_list ap;
  int m = first;
  va_start(ap, n);
  for (int i = 0; i < n; i++) {
    int v = va_arg(ap, int);
    if (v > m) m = v;
  }
  va_end(ap);
  return n == 0 ? m : max_of(m, 0);
}
// expect: 42
int biggest(void) { return max_of(7, 4, 3, 42, -1, 41); }

// The longest list gnc takes: 24 variable arguments.
// expect: 300
int many(void) {
  return sum(24, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24);
}

// The vprintf family formats from a va_list, also one that va_arg has moved.
#include <stdio.h>
static char out[128];
static int format_into(char *buf, size_t n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsnprintf(buf, n, fmt, ap);
  va_end(ap);
  return r;
}
// expect: 1
int vsnprintf_all(void) {
  int r = format_into(out, sizeof out, "%d-%s-%.2f-%ld-%c-%x", 42, "str", 2.5, 10000000000L, 'z', 255u);
  return r == 28 && strcmp(out, "42-str-2.50-10000000000-z-ff") == 0;
}
// expect: 5
int vsnprintf_truncated(void) {
  int r = format_into(out, 4, "%d%d", 12, 345);
  return r + (strcmp(out, "123") == 0 ? 0 : 100);
}
static int skip_first(char *buf, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  (void)va_arg(ap, int);
  int r = vsprintf(buf, fmt, ap);
  va_end(ap);
  return r;
}
// expect: 1
int vsprintf_after_arg(void) {
  int r = skip_first(out, "%s:%d", 99, "x", 7);
  return r == 3 && strcmp(out, "x:7") == 0;
}
