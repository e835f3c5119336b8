#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <assert.h>

double poly(const double *xs, int n, double x) {
    double sum = 0.0;
    for (int i = 0; i < n; i++) sum += xs[i] * pow(x, i);
    return sum;
}

double find_zero(const double *xs, int n) {
    double begin = -1.0, end = 1.0;
    while (poly(xs, n, begin) * poly(xs, n, end) > 0) {
        begin *= 2.0;
        end *= 2.0;
    }
    while (end - begin > 1e-10) {
        double center = (begin + end) / 2.0;
        if (poly(xs, n, center) * poly(xs, n, begin) > 0)
            begin = center;
        else
            end = center;
    }
    return begin;
}

int main(void) {
    srand(42);
    for (int t = 0; t < 100; t++) {
        int ncoeff = 2 * (rand() % 4 + 1);
        double coeffs[8];
        for (int i = 0; i < ncoeff; i++) {
            int c = rand() % 21 - 10;
            if (c == 0) c = 1;
            coeffs[i] = c;
        }
        double sol = find_zero(coeffs, ncoeff);
        assert(fabs(poly(coeffs, ncoeff, sol)) < 1e-4);
    }
    double a[] = {1, 2};
    printf("%.6f\n", find_zero(a, 2));
    double b[] = {-6, 11, -6, 1};
    double z = find_zero(b, 4);
    assert(fabs(poly(b, 4, z)) < 1e-6);
    return 0;
}
