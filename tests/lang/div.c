// <stdlib.h>'s div, ldiv, lldiv and their struct types div_t, ldiv_t, lldiv_t (glibc's: { quot; rem; }, gcc's
// layout), used as any struct; division by zero and the one overflowing quotient trap as `/` does.
// Compared with gcc's (glibc's) results.
#include <limits.h>
#include <stddef.h>
#include <stdlib.h>

// expect: 32
int quot_rem(void) {
  div_t d = div(17, 5);
  return d.quot * 10 + d.rem;
}

// expect: -322772
int signs(void) { /* the quotient truncates toward zero, the remainder takes the dividend's sign */
  div_t a = div(-17, 5), b = div(17, -5), c = div(-17, -5);
  return a.quot * 100000 + a.rem * 10000 + b.quot * 1000 + b.rem * 100 + c.quot * 10 + c.rem;
}

// expect: -3
int call_member(void) { return div(-7, 2).quot; }

// expect: 1
int rem_member(void) { return div(7, -2).rem; }

// expect: 8
int div_t_size(void) { return sizeof(div_t); }

// expect: 16
int ldiv_t_size(void) { return (int)(sizeof(ldiv_t) + sizeof(lldiv_t) / 2 - _Alignof(lldiv_t)); }

// expect: 4
int rem_offset(void) { return (int)offsetof(div_t, rem); }

// expect: -922337203685477580
long ldiv_big(void) {
  ldiv_t d = ldiv(LONG_MIN + 2, 10L);
  return d.quot + (d.rem == -6 ? 0 : 1);
}

// expect: 922337203685477580
long lldiv_big(void) {
  lldiv_t d = lldiv(LLONG_MAX, 10LL);
  return d.quot * (d.rem == 7);
}

div_t half(int n) { return div(n, 2); }

int sum(div_t d) { return d.quot + d.rem; }

// expect: 51
int through_functions(void) { return sum(half(99)) + half(99).rem; }

div_t table[4];

// expect: 1234
int in_arrays(void) {
  div_t local[3];
  for (int i = 0; i < 4; i++) table[i] = div(i * 10 + 3, 10);
  for (int i = 0; i < 3; i++) local[i] = table[i + 1];
  return local[0].quot * 1000 + local[1].quot * 100 + local[2].quot * 10 + table[0].rem + 1;
}

// expect: 23
int designated(void) {
  div_t d = {.rem = 3, .quot = 2}, *p = &d;
  return p->quot * 10 + p->rem;
}

// expect: 11
int assign_and_pointer(void) {
  ldiv_t a = ldiv(100L, 9L), b;
  ldiv_t *p = &b;
  *p = a;
  p->rem += 0;
  return (int)(b.quot + b.rem - 1);
}

// expect: 5
int args_converted(void) { return div(10.9, 2).quot; }

// expect: 14
int shadow(void) { /* a variable may take the name, as in C */
  int div = 7;
  return div * 2;
}

// trap: division_by_zero
int by_zero(void) { return div(1, 0).quot; }

// trap: division_overflow
int overflow(void) { return div(INT_MIN, -1).quot; }

// trap: division_overflow
long l_overflow(void) { return ldiv(LONG_MIN, -1L).rem; }

// trap: division_by_zero
long ll_by_zero(void) { return lldiv(5LL, 0LL).quot; }

// trap: quotient(-2147483648, -1) = division_overflow
// trap: quotient(3, 0) = division_by_zero
// expect: quotient(-2147483647, -1) = 2147483647
// expect: quotient(-2147483648, 1) = -2147483648
int quotient(int a, int b) { return div(a, b).quot; }
