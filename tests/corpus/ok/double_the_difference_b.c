#include <math.h>
#include <stdio.h>
#include <assert.h>

/* Return the sum of squares of the numbers in the list that are odd, ignoring
   numbers that are negative or not integers. */
long long double_the_difference(const double *lst, int n) {
    long long sum = 0;
    for (int i = 0; i < n; i++) {
        double v = lst[i];
        if (v > 0 && fabs(v - round(v)) < 1e-6) {
            long long iv = (long long)round(v);
            if (iv % 2 == 1) sum += iv * iv;
        }
    }
    return sum;
}

int main(void) {
    assert(double_the_difference(NULL, 0) == 0);
    double a[] = {5, 4};
    double b[] = {0.1, 0.2, 0.3};
    double c[] = {-10, -20, -30};
    double d[] = {-1, -2, 8};
    double e[] = {0.2, 3, 5};
    double f[] = {1, 3, 2, 0};
    assert(double_the_difference(a, 2) == 25);
    assert(double_the_difference(b, 3) == 0);
    assert(double_the_difference(c, 3) == 0);
    assert(double_the_difference(d, 3) == 0);
    assert(double_the_difference(e, 3) == 34);
    assert(double_the_difference(f, 4) == 10);
    double big[100];
    long long expected = 0;
    int m = 0;
    for (int i = -99; i < 100; i += 2) {
        big[m++] = i;
        if (i > 0 && i % 2 == 1) expected += (long long)i * i;
    }
    long long got = double_the_difference(big, m);
    assert(got == expected);
    printf("%lld %lld\n", got, expected);
    return 0;
}
