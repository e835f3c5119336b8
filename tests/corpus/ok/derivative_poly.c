#include <assert.h>
#include <stdlib.h>

/* xs represent coefficients of a polynomial: xs[0] + xs[1] * x + xs[2] * x^2 + ....
   Return the derivative of this polynomial in the same form. */
int *derivative(const int *xs, int n, int *out_n) {
    *out_n = n > 0 ? n - 1 : 0;
    int *d = calloc(*out_n + 1, sizeof(int));
    for (int i = 1; i < n; i++) d[i - 1] = xs[i] * i;
    return d;
}

int main(void) {
    int m;
    int a[] = {3, 1, 2, 4, 5};
    int *d = derivative(a, 5, &m);
    assert(m == 4 && d[0] == 1 && d[1] == 4 && d[2] == 12 && d[3] == 20);
    free(d);
    int b[] = {1, 2, 3};
    d = derivative(b, 3, &m);
    assert(m == 2 && d[0] == 2 && d[1] == 6);
    free(d);
    int c[] = {3, 2, 1, 0, 4};
    d = derivative(c, 5, &m);
    assert(m == 4 && d[0] == 2 && d[1] == 2 && d[2] == 0 && d[3] == 16);
    free(d);
    int e[] = {1};
    d = derivative(e, 1, &m);
    assert(m == 0);
    free(d);
    return 0;
}
