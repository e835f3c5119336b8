#include <stdlib.h>
#include <math.h>
#include <assert.h>

/* Tribonacci-like sequence: tri(1) = 3, tri(n) = 1 + n / 2 if n is even,
   tri(n) = tri(n - 1) + tri(n - 2) + tri(n + 1) if n is odd. Return the
   first n + 1 numbers. */
double *tri(int n) {
    double *seq = (double *)malloc(sizeof(double) * (n + 2));
    seq[0] = 1;
    if (n == 0) return seq;
    seq[1] = 3;
    for (int i = 2; i <= n; i++) {
        if (i % 2 == 0)
            seq[i] = i / 2.0 + 1;
        else
            seq[i] = seq[i - 1] + seq[i - 2] + (i + 3) / 2.0;
    }
    return seq;
}

static int close_all(const double *a, const double *b, int n) {
    for (int i = 0; i < n; i++)
        if (fabs(a[i] - b[i]) > 1e-9) return 0;
    return 1;
}

int main(void) {
    double *r;
    double e3[] = {1, 3, 2.0, 8.0};
    r = tri(3); assert(close_all(r, e3, 4)); free(r);
    double e4[] = {1, 3, 2.0, 8.0, 3.0};
    r = tri(4); assert(close_all(r, e4, 5)); free(r);
    double e9[] = {1, 3, 2.0, 8.0, 3.0, 15.0, 4.0, 24.0, 5.0, 35.0};
    r = tri(9); assert(close_all(r, e9, 10)); free(r);
    double e20[] = {1, 3, 2.0, 8.0, 3.0, 15.0, 4.0, 24.0, 5.0, 35.0, 6.0, 48.0, 7.0, 63.0, 8.0, 80.0, 9.0, 99.0, 10.0, 120.0, 11.0};
    r = tri(20); assert(close_all(r, e20, 21)); free(r);
    r = tri(0); assert(fabs(r[0] - 1) < 1e-9); free(r);
    r = tri(1); assert(fabs(r[0] - 1) < 1e-9 && fabs(r[1] - 3) < 1e-9); free(r);
    return 0;
}
