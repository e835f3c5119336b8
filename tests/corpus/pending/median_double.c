#include <assert.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    if (x < y) return -1;
    if (x > y) return 1;
    return 0;
}

/* Return median of elements in the list l. */
double median(const double *l, int n) {
    double *sorted = malloc(n * sizeof(double));
    memcpy(sorted, l, n * sizeof(double));
    qsort(sorted, n, sizeof(double), cmp_double);
    double m;
    if (n % 2 == 1) m = sorted[n / 2];
    else m = (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
    free(sorted);
    return m;
}

int main(void) {
    double a[] = {3, 1, 2, 4, 5};
    assert(fabs(median(a, 5) - 3.0) < 1e-9);
    double b[] = {-10, 4, 6, 1000, 10, 20};
    assert(fabs(median(b, 6) - 8.0) < 1e-9);
    double c[] = {5};
    assert(fabs(median(c, 1) - 5.0) < 1e-9);
    double d[] = {6, 5};
    assert(fabs(median(d, 2) - 5.5) < 1e-9);
    double e[] = {8, 1, 3, 9, 9, 2, 7};
    assert(fabs(median(e, 7) - 7.0) < 1e-9);
    return 0;
}
