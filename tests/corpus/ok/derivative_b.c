#include <stdlib.h>
#include <assert.h>

int *derivative(const int *xs, int n, int *returnSize) {
    if (n <= 1) {
        *returnSize = 0;
        return malloc(sizeof(int));
    }
    int *d = malloc(sizeof(int) * (n - 1));
    for (int i = 1; i < n; i++) d[i - 1] = i * xs[i];
    *returnSize = n - 1;
    return d;
}

static int eq(const int *a, int na, const int *b, int nb) {
    if (na != nb) return 0;
    while (na--) if (*a++ != *b++) return 0;
    return 1;
}

int main(void) {
    int rs;
    int *r;
    int x1[] = {3, 1, 2, 4, 5}, e1[] = {1, 4, 12, 20};
    r = derivative(x1, 5, &rs); assert(eq(r, rs, e1, 4)); free(r);
    int x2[] = {1, 2, 3}, e2[] = {2, 6};
    r = derivative(x2, 3, &rs); assert(eq(r, rs, e2, 2)); free(r);
    int x3[] = {3, 2, 1}, e3[] = {2, 2};
    r = derivative(x3, 3, &rs); assert(eq(r, rs, e3, 2)); free(r);
    int x4[] = {3, 2, 1, 0, 4}, e4[] = {2, 2, 0, 16};
    r = derivative(x4, 5, &rs); assert(eq(r, rs, e4, 4)); free(r);
    int x5[] = {1};
    r = derivative(x5, 1, &rs); assert(rs == 0); free(r);
    return 0;
}
