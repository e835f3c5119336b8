// Pointers (docs/memory.md): pointer variables and parameters, unary * and &, out-parameters, pointer
// arithmetic and comparison, p - q, pointers to pointers, void * and NULL, arrays in byte memory passed as
// pointers, and the memory-safety traps.
#include <stddef.h>
#include <stdlib.h>
#include <stdbool.h>

void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }

// expect: 43
int swap_out(void) { int x = 3, y = 4; swap(&x, &y); return x * 10 + y; }

void min_max(const int *a, int n, int *mn, int *mx) {
  *mn = *mx = a[0];
  for (int i = 1; i < n; i++) {
    if (a[i] < *mn) *mn = a[i];
    if (a[i] > *mx) *mx = a[i];
  }
}

// expect: 109
int out_params(void) { int a[5] = {4, -1, 9, 0, 2}; int lo, hi; min_max(a, 5, &lo, &hi); return lo + 10 * hi + 20; }

int sum(int *p, int n) { int s = 0; for (int *e = p + n; p < e; p++) s += *p; return s; }

// expect: 15
int walk(void) { int a[] = {1, 2, 3, 4, 5}; return sum(a, 5); }

// expect: 9
int tail_sum(void) { int a[] = {1, 2, 3, 4, 5}; return sum(a + 3, 2); }

// expect: 3
long difference(void) { double d[8]; double *p = &d[1], *q = &d[4]; return q - p; }

// expect: 1
int compare(void) { int a[4]; int *p = a, *q = &a[3]; return p < q && q >= p && p != q && !(p == q); }

// expect: 26
int incdec(void) {
  int a[] = {10, 20, 30};
  int *p = a;
  int x = *p++;     /* 10, p at 20 */
  int y = *++p;     /* 30 */
  --p;              /* at 20 */
  (*p)++;           /* 21 */
  p[-1] -= 15;      /* a[0] = -5 */
  return x + y + a[1] - a[0] * 0 + a[0] - 30 + 0;
}

// expect: 7
int ptr_ptr(void) { int x = 5; int *p = &x; int **pp = &p; **pp += 2; return *p; }

// expect: 1
int null_checks(void) { int *p = NULL; int x = 1; int *q = &x; return p == NULL && !p && q && q != 0 && (p ? 0 : 1); }

// expect: 12
int void_ptr(void) { int x = 12; void *v = &x; int *p = v; return *p; }

int *biggest(int *a, int n) { int *best = a; for (int i = 1; i < n; i++) if (a[i] > *best) best = &a[i]; return best; }

// expect: 900
int returned_pointer(void) { int a[] = {3, 9, 2}; int *b = biggest(a, 3); *b *= 100; return a[1]; }

// expect: 6
int array_param(void) { int a[3] = {1, 2, 3}; int *p = a; return sum(p, 3); }

int first(int a[]) { return a[0]; }

// expect: 42
int pointer_to_array_param(void) { int *p = malloc(2 * sizeof(int)); p[0] = 42; int r = first(p); free(p); return r; }

// expect: 8
long size_of_pointer(void) { char *s; return sizeof s + sizeof(int *) * 0; }

// expect: 40
long size_of_array(void) { int a[10]; return sizeof a; }

// expect: 1
int bool_of_pointer(void) { int x; bool b = &x; return b; }

// expect: 3
int char_walk(void) { char s[] = {'a', 'b', 'c', 0}; char *p = s; while (*p) p++; return (int)(p - s); }

// expect: 7
int index_expression(void) { int a[3] = {1, 2, 3}; int *p = a; return (p + 1)[1] + *(a + 2) + 1; }

// assignments to a variable whose address is taken go to its object, which the pointer sees
// expect: 700
int assign_address_taken(void) {
  int z = 3;
  int *p = &z;
  z = z + 3;  /* 6 */
  z += 1;     /* 7 */
  z++;        /* 8 */
  --z;        /* 7 */
  z *= 50;    /* 350 */
  return z + *p;
}

int bump(char c, int k) {
  char *p = &c;
  for (int i = 0; i < k; i++) c ^= (char)(1 << i);
  c <<= 1;
  return c + *p;
}

// expect: bump(3, 3) = 16
// expect: bump(-128, 1) = 4

// expect: 1
int zeroed_memory(void) { int *p = calloc(4, sizeof *p); int ok = p[0] == 0 && p[3] == 0; free(p); return ok; }

// trap: null_dereference
int null_read(void) { int *p = NULL; return *p; }

// trap: index_out_of_bounds
int past_end(void) { int a[3] = {1, 2, 3}; int *p = a; return p[3]; }

// trap: index_out_of_bounds
int before_start(void) { int a[3] = {1, 2, 3}; int *p = a + 1; return p[-2]; }

// trap: use_after_free
int after_free(void) { int *p = malloc(4); *p = 1; free(p); return *p; }

// trap: double_free
int free_twice(void) { int *p = malloc(4); free(p); free(p); return 0; }

// trap: invalid_free
int free_stack(void) { int a[2]; free(a); return 0; }

int *dangling(void) { int x = 3; return &x; }

// trap: dangling_pointer
int use_dangling(void) { int *p = dangling(); return *p; }

// trap: pointer_mismatch
long mismatch(void) { int a[2], b[2]; return &a[0] - &b[0]; }

// expect: 6
int compound_literal(void) { return sum((int[]){1, 2, 3}, 3); }

// expect: 9
int compound_in_loop(void) { int t = 0; for (int k = 0; k < 3; k++) t += sum((int[4]){k, 1}, 4) + k; return t; }

// expect: 4
double compound_doubles(void) { double *d = (double[]){1.5, 2.5}; return d[0] + d[1]; }

// expect: 5
int void_cast_pointers(void) {
    int a[2] = {2, 3};
    int *p = a;
    (void)p;
    (void)a;
    (void)"unused";
    (void)(p + 1);
    return a[0] + p[1];
}

// A pointer function whose end is reached traps missing_return (tests/lang/traps.c).
const char *pick(int c) { if (c) return "yes"; }
// trap: missing_return
int picks_none(void) { return pick(0) != 0; }
// expect: 1
int picks_one(void) { return *pick(1) == 'y'; }
