#include <stdlib.h>
#include <assert.h>

/* Return a list of size n such that the element at index i (starting at 1) is
   the factorial of i if i is even, or the sum of numbers from 1 to i otherwise. */
long long *f(int n) {
    long long *result = (long long *)malloc(sizeof(long long) * n);
    for (int i = 1; i <= n; i++) {
        if (i % 2 == 0) {
            long long x = 1;
            for (int j = 1; j <= i; j++) x *= j;
            result[i - 1] = x;
        } else {
            long long x = 0;
            for (int j = 1; j <= i; j++) x += j;
            result[i - 1] = x;
        }
    }
    return result;
}

int main(void) {
    long long *r = f(5);
    long long e5[] = {1, 2, 6, 24, 15};
    for (int i = 0; i < 5; i++) assert(r[i] == e5[i]);
    free(r);
    r = f(7);
    long long e7[] = {1, 2, 6, 24, 15, 720, 28};
    for (int i = 0; i < 7; i++) assert(r[i] == e7[i]);
    free(r);
    r = f(1);
    assert(r[0] == 1);
    free(r);
    r = f(3);
    assert(r[0] == 1 && r[1] == 2 && r[2] == 6);
    free(r);
    r = f(20);
    assert(r[19] == 2432902008176640000LL);
    free(r);
    return 0;
}
