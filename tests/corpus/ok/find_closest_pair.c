#include <assert.h>
#include <math.h>

/* From a supplied list of numbers (of length at least two) select and return two that are the
   closest to each other, in order (smaller number, larger number). */
void find_closest_elements(const double *numbers, int n, double *first, double *second) {
    double best = -1.0;
    for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
            double d = fabs(numbers[i] - numbers[j]);
            if (best < 0 || d < best) {
                best = d;
                *first = fmin(numbers[i], numbers[j]);
                *second = fmax(numbers[i], numbers[j]);
            }
        }
    }
}

int main(void) {
    double a, b;
    double x[] = {1.0, 2.0, 3.9, 4.0, 5.0, 2.2};
    find_closest_elements(x, 6, &a, &b);
    assert(fabs(a - 3.9) < 1e-9 && fabs(b - 4.0) < 1e-9);
    double y[] = {1.0, 2.0, 5.9, 4.0, 5.0};
    find_closest_elements(y, 5, &a, &b);
    assert(fabs(a - 5.0) < 1e-9 && fabs(b - 5.9) < 1e-9);
    double z[] = {1.0, 2.0, 3.0, 4.0, 5.0, 2.2};
    find_closest_elements(z, 6, &a, &b);
    assert(fabs(a - 2.0) < 1e-9 && fabs(b - 2.2) < 1e-9);
    double w[] = {1.1, 2.2, 3.1, 4.1, 5.1};
    find_closest_elements(w, 5, &a, &b);
    assert(fabs(a - 2.2) < 1e-9 && fabs(b - 3.1) < 1e-9);
    return 0;
}
