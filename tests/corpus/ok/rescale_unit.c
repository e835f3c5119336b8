#include <assert.h>
#include <math.h>

/* Given list of numbers (of at least two elements), apply a linear transform to that list,
   such that the smallest number will become 0 and the largest will become 1. Done in place. */
void rescale_to_unit(double *numbers, int n) {
    double lo = numbers[0], hi = numbers[0];
    for (int i = 1; i < n; i++) {
        if (numbers[i] < lo) lo = numbers[i];
        if (numbers[i] > hi) hi = numbers[i];
    }
    for (int i = 0; i < n; i++) numbers[i] = (numbers[i] - lo) / (hi - lo);
}

static int close_all(const double *a, const double *b, int n) {
    for (int i = 0; i < n; i++)
        if (fabs(a[i] - b[i]) > 1e-9) return 0;
    return 1;
}

int main(void) {
    double a[] = {2.0, 49.9};
    double ea[] = {0.0, 1.0};
    rescale_to_unit(a, 2);
    assert(close_all(a, ea, 2));
    double b[] = {1.0, 2.0, 3.0, 4.0, 5.0};
    double eb[] = {0.0, 0.25, 0.5, 0.75, 1.0};
    rescale_to_unit(b, 5);
    assert(close_all(b, eb, 5));
    double c[] = {12.0, 11.0, 15.0, 13.0, 14.0};
    double ec[] = {0.25, 0.0, 1.0, 0.5, 0.75};
    rescale_to_unit(c, 5);
    assert(close_all(c, ec, 5));
    return 0;
}
