#include <stdio.h>
#include <stdlib.h>
#include <assert.h>

int *factorize(int n, int *size) {
    int *factors = NULL;
    int count = 0;
    for (int i = 2; i * i <= n; i++) {
        while (n % i == 0) {
            factors = (int *)realloc(factors, (count + 1) * sizeof(int));
            factors[count++] = i;
            n /= i;
        }
    }
    if (n > 1) {
        factors = (int *)realloc(factors, (count + 1) * sizeof(int));
        factors[count++] = n;
    }
    *size = count;
    return factors;
}

static int check(int n, const int *expected, int expected_size) {
    int size;
    int *f = factorize(n, &size);
    int ok = size == expected_size;
    for (int i = 0; ok && i < size; i++)
        ok = f[i] == expected[i];
    free(f);
    return ok;
}

int main(void) {
    assert(check(2, (int[]){2}, 1));
    assert(check(4, (int[]){2, 2}, 2));
    assert(check(8, (int[]){2, 2, 2}, 3));
    assert(check(3 * 19, (int[]){3, 19}, 2));
    assert(check(3 * 19 * 3 * 19, (int[]){3, 3, 19, 19}, 4));
    assert(check(3 * 19 * 3 * 19 * 3 * 19, (int[]){3, 3, 3, 19, 19, 19}, 6));
    assert(check(3 * 19 * 19 * 19, (int[]){3, 19, 19, 19}, 4));
    assert(check(3 * 2 * 3, (int[]){2, 3, 3}, 3));
    int size;
    int *f = factorize(70, &size);
    for (int i = 0; i < size; i++) printf("%d%c", f[i], i + 1 < size ? ' ' : '\n');
    free(f);
    return 0;
}
