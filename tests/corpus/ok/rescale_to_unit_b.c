#include <stdlib.h>
#include <math.h>
#include <assert.h>

double *rescale_to_unit(const double *numbers, int n) {
    double min = numbers[0], max = numbers[0];
    for (int i = 1; i < n; i++) {
        if (numbers[i] < min) min = numbers[i];
        if (numbers[i] > max) max = numbers[i];
    }
    double *out = malloc(n * sizeof *out);
    for (int i = 0; i < n; i++)
        out[i] = (numbers[i] - min) / (max - min);
    return out;
}

static int close_arrays(const double *a, const double *b, int n) {
    for (int i = 0; i < n; i++)
        if (fabs(a[i] - b[i]) > 1e-9) return 0;
    return 1;
}

int main(void) {
    double a[] = {2.0, 49.9};
    double ea[] = {0.0, 1.0};
    double *r = rescale_to_unit(a, 2);
    assert(close_arrays(r, ea, 2));
    free(r);
    double b[] = {100.0, 49.9};
    double eb[] = {1.0, 0.0};
    r = rescale_to_unit(b, 2);
    assert(close_arrays(r, eb, 2));
    free(r);
    double c[] = {1.0, 2.0, 3.0, 4.0, 5.0};
    double ec[] = {0.0, 0.25, 0.5, 0.75, 1.0};
    r = rescale_to_unit(c, 5);
    assert(close_arrays(r, ec, 5));
    free(r);
    double d[] = {12.0, 11.0, 15.0, 13.0, 14.0};
    double ed[] = {0.25, 0.0, 1.0, 0.5, 0.75};
    r = rescale_to_unit(d, 5);
    assert(close_arrays(r, ed, 5));
    free(r);
    return 0;
}
