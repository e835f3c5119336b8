#include <assert.h>
#include <stdlib.h>

/* Return list of prime factors of given integer in the order from smallest to largest.
   Each factor is listed the number of times it appears in the factorization. */
int *factorize(int n, int *size) {
    int capacity = 4;
    int *factors = malloc(capacity * sizeof(int));
    *size = 0;
    for (int d = 2; d * d <= n; d++) {
        while (n % d == 0) {
            if (*size == capacity) {
                capacity *= 2;
                factors = realloc(factors, capacity * sizeof(int));
            }
            factors[(*size)++] = d;
            n /= d;
        }
    }
    if (n > 1) {
        if (*size == capacity) factors = realloc(factors, (capacity + 1) * sizeof(int));
        factors[(*size)++] = n;
    }
    return factors;
}

static int check(int n, const int *expected, int len) {
    int size;
    int *f = factorize(n, &size);
    int ok = size == len;
    for (int i = 0; ok && i < len; i++) ok = f[i] == expected[i];
    free(f);
    return ok;
}

int main(void) {
    int a[] = {2};
    int b[] = {2, 2};
    int c[] = {2, 2, 2, 2, 2, 2, 2, 2};
    int d[] = {3, 19};
    int e[] = {3, 3, 19, 19};
    int f[] = {3, 3, 3, 19, 19, 19};
    int g[] = {2, 3, 3};
    assert(check(2, a, 1));
    assert(check(4, b, 2));
    assert(check(256, c, 8));
    assert(check(57, d, 2));
    assert(check(3249, e, 4));
    assert(check(185193, f, 6));
    assert(check(18, g, 3));
    return 0;
}
