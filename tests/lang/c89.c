// gcc-std: gnu89
/* C as written before 1999, which conformance suites and old code still use: implicit int (`main()`,
 * `register n;`, `static k;`), old-style definitions with their declaration lists, declarations without
 * a prototype (`int f();`), calls of functions declared further on (C89's implicit declaration), library
 * functions the program declares itself instead of including their header, and functions that fall off
 * their end where no caller uses the value.  Compared with gcc -std=gnu89. */
int printf(const char *, ...);
char *malloc();
int strlen();
int *calloc(int, int);
void *memset(void *, int, unsigned long);
int strcmp(char *, char *);
void free();
int atoi();
double atof();
int later();

/* implicit int: a result, parameters, locals */
static square(x) { return x * x; }
add3(a, b, c) int a; long b; { return a + b + c; }
double mean(n, v) int n; double *v; {
  double s = 0;
  int i;
  for (i = 0; i < n; i++) s += v[i];
  return s / n;
}
char second(s) char *s; { return s[1]; }
narrow(c, s) char c; short s; { return c * 1000 + s; }
unsigned umax(a, b) unsigned a, b; { return a > b ? a : b; }

// expect: 30
int implicit_int(void) {
  register i, sum = 0;
  for (i = 0; i < 5; i++) sum += square(i);
  return sum;
}
// expect: 7
int register_auto(void) {
  register int r = 3;
  auto a = 4;
  const k = 0;
  return r + a + k;
}
// expect: 3
int static_implicit(void) {
  static calls;
  calls++;
  calls++;
  return calls + 1;
}
// expect: 6
int old_style(void) { return add3(1, 2L, 3); }
// expect: 2.25
double old_style_double(void) {
  double v[4];
  v[0] = 1; v[1] = 2; v[2] = 3; v[3] = 3;
  return mean(4, v);
}
// expect: 121
int old_style_char(void) { return second("xyz"); }
/* the callee converts each argument, as gcc's reads the low bits of the promoted value */
// expect: 48464
int old_style_narrow(void) { return narrow(300, 70000); }
// expect: 4000000000
unsigned old_style_unsigned(void) { return umax(4000000000u, 7u); }

/* a declaration without a prototype, then the definition with one: calls before it pass promoted values */
int twice();
// expect: 14
int no_prototype(void) { return twice(7); }
int twice(int x) { return 2 * x; }

// expect: 12
int implicit_declaration(void) { return thrice(4); }
int thrice(int x) { return 3 * x; }
// expect: 42
int declared_later(void) { return later(40) + 2; }
int later(n) int n; { return n; }

/* the library's functions through the program's own declarations */
// expect: 10
int own_declarations(void) {
  char *p = malloc(16);
  int n;
  memset(p, 'a', 10);
  p[10] = 0;
  n = strlen(p);
  free(p);
  return n;
}
// expect: 5
int nonstandard_calloc(void) {
  int *q = calloc(4, sizeof(int));
  q[3] = 5;
  return q[3] + q[0];
}
// expect: 3
int unprototyped_library(void) { return atoi("2") + (int)atof("1.5"); }
// expect: 0
int declared_printf(void) { return printf("") + strcmp("ab", "ab"); }

/* library functions called without any declaration: gcc's builtins (sprintf, strlen, abs, toupper) with
 * their headers' types, the others (rand, getchar) as C89's `int f();` */
// expect: 3094
int undeclared_library(void) {
  char b[16];
  sprintf(b, "%d", 3100);
  return (int)strlen(b) + abs(-25) + toupper('a') - 97 + 3100 - 4 + rand() * 0 + (getchar() == -1);
}

/* C89: the end of a function whose caller drops the value is no error */
static count;
bump(n) { count += n; }
// expect: 5
int result_dropped(void) {
  bump(2);
  bump(3);
  return count;
}
maybe(x) { if (x) return 1; }
// trap: missing_return
int result_used(void) { return maybe(0); }
// expect: 1
int result_returned(void) { return maybe(1); }

main() {
  (void)bump(1);
  return 0;
}
