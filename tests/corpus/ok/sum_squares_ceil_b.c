#include <math.h>
#include <stdio.h>
#include <assert.h>

/* Return the sum of squared numbers in the given list, rounding each element
   to the upper int (ceiling) first. */
int sum_squares(const double *lst, int n) {
    int sum = 0;
    for (int i = 0; i < n; i++) {
        int c = (int)ceil(lst[i]);
        sum += c * c;
    }
    return sum;
}

int main(void) {
    double a[] = {1, 2, 3};
    double b[] = {1.0, 2, 3};
    double c[] = {1, 3, 5, 7};
    double d[] = {1.4, 4.2, 0};
    double e[] = {-2.4, 1, 1};
    double f[] = {100, 1, 15, 2};
    double g[] = {10000, 10000};
    double h[] = {-1.4, 4.6, 6.3};
    double k[] = {-1.4, 17.9, 18.9, 19.9};
    double m[] = {0};
    double o[] = {-1};
    double p[] = {-1, 1, 0};
    assert(sum_squares(a, 3) == 14);
    assert(sum_squares(b, 3) == 14);
    assert(sum_squares(c, 4) == 84);
    assert(sum_squares(d, 3) == 29);
    assert(sum_squares(e, 3) == 6);
    assert(sum_squares(f, 4) == 10230);
    assert(sum_squares(g, 2) == 200000000);
    assert(sum_squares(h, 3) == 75);
    assert(sum_squares(k, 4) == 1086);
    assert(sum_squares(m, 1) == 0);
    assert(sum_squares(o, 1) == 1);
    assert(sum_squares(p, 3) == 2);
    printf("sum = %d\n", sum_squares(k, 4));
    return 0;
}
