#include <stdio.h>
#include <stdlib.h>
#include <stdbool.h>
#include <assert.h>

/* Return an array of the first prime numbers that are less than n. */
int *count_up_to(int n, int *returnSize) {
    int *primes = (int *)malloc(sizeof(int) * (n > 0 ? n : 1));
    int count = 0;
    for (int i = 2; i < n; i++) {
        bool is_prime = true;
        for (int j = 0; j < count && primes[j] * primes[j] <= i; j++) {
            if (i % primes[j] == 0) {
                is_prime = false;
                break;
            }
        }
        if (is_prime) primes[count++] = i;
    }
    *returnSize = count;
    return primes;
}

static bool same(int *got, int gotSize, const int *exp, int expSize) {
    if (gotSize != expSize) return false;
    for (int i = 0; i < expSize; i++) if (got[i] != exp[i]) return false;
    return true;
}

int main(void) {
    int size;
    int *res;
    int e5[] = {2, 3};
    int e6[] = {2, 3, 5};
    int e7[] = {2, 3, 5};
    int e10[] = {2, 3, 5, 7};
    int e22[] = {2, 3, 5, 7, 11, 13, 17, 19};
    int e18[] = {2, 3, 5, 7, 11, 13, 17};
    int e47[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43};
    res = count_up_to(5, &size); assert(same(res, size, e5, 2)); free(res);
    res = count_up_to(6, &size); assert(same(res, size, e6, 3)); free(res);
    res = count_up_to(7, &size); assert(same(res, size, e7, 3)); free(res);
    res = count_up_to(10, &size); assert(same(res, size, e10, 4)); free(res);
    res = count_up_to(0, &size); assert(size == 0); free(res);
    res = count_up_to(22, &size); assert(same(res, size, e22, 8)); free(res);
    res = count_up_to(1, &size); assert(size == 0); free(res);
    res = count_up_to(18, &size); assert(same(res, size, e18, 7)); free(res);
    res = count_up_to(47, &size); assert(same(res, size, e47, 14)); free(res);
    res = count_up_to(101, &size); assert(size == 25 && res[24] == 97); free(res);
    return 0;
}
