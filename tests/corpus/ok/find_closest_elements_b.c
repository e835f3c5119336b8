#include <stdio.h>
#include <math.h>
#include <float.h>
#include <assert.h>

void find_closest_elements(const double *numbers, int n, double *first, double *second) {
    double min_diff = DBL_MAX;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            if (i == j) continue;
            double d = fabs(numbers[i] - numbers[j]);
            if (d < min_diff) {
                min_diff = d;
                *first = fmin(numbers[i], numbers[j]);
                *second = fmax(numbers[i], numbers[j]);
            }
        }
    }
}

int main(void) {
    double a, b;
    double t1[] = {1.0, 2.0, 3.9, 4.0, 5.0, 2.2};
    find_closest_elements(t1, 6, &a, &b);
    assert(a == 3.9 && b == 4.0);
    double t2[] = {1.0, 2.0, 5.9, 4.0, 5.0};
    find_closest_elements(t2, 5, &a, &b);
    assert(a == 5.0 && b == 5.9);
    double t3[] = {1.0, 2.0, 3.0, 4.0, 5.0, 2.2};
    find_closest_elements(t3, 6, &a, &b);
    assert(fabs(a - 2.0) < 1e-9 && fabs(b - 2.2) < 1e-9);
    double t4[] = {1.0, 2.0, 3.0, 4.0, 5.0, 2.0};
    find_closest_elements(t4, 6, &a, &b);
    assert(a == 2.0 && b == 2.0);
    double t5[] = {1.1, 2.2, 3.1, 4.1, 5.1};
    find_closest_elements(t5, 5, &a, &b);
    printf("(%.1f, %.1f)\n", a, b);
    assert(fabs(a - 2.2) < 1e-9 && fabs(b - 3.1) < 1e-9);
    return 0;
}
