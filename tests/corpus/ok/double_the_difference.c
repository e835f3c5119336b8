#include <assert.h>
#include <math.h>
#include <stddef.h>

/* Given a list of numbers, return the sum of squares of the numbers in the list that are odd.
   Ignore numbers that are negative or not integers. */
long long double_the_difference(const double *lst, int n) {
    long long sum = 0;
    for (int i = 0; i < n; i++) {
        double x = lst[i];
        if (x > 0 && fabs(x - floor(x)) < 1e-9) {
            long long v = (long long)x;
            if (v % 2 == 1) sum += v * v;
        }
    }
    return sum;
}

int main(void) {
    assert(double_the_difference(NULL, 0) == 0);
    double a[] = {5.0, 4.0};
    assert(double_the_difference(a, 2) == 25);
    double b[] = {0.1, 0.2, 0.3};
    assert(double_the_difference(b, 3) == 0);
    double c[] = {-10.0, -20.0, -30.0};
    assert(double_the_difference(c, 3) == 0);
    double d[] = {-1.0, -2.0, 8.0};
    assert(double_the_difference(d, 3) == 0);
    double e[] = {0.2, 3.0, 5.0};
    assert(double_the_difference(e, 3) == 34);
    double f[] = {1, 3, 2, 0};
    assert(double_the_difference(f, 4) == 10);
    return 0;
}
