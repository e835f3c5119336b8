#include <assert.h>
#include <stdbool.h>
#include <stdlib.h>

/* Take a non-negative integer and return an array of the first primes that are less than n. */
int *count_up_to(int n, int *size) {
    *size = 0;
    if (n < 3) return NULL;
    bool *composite = calloc(n, sizeof(bool));
    int *primes = malloc(n * sizeof(int));
    for (int i = 2; i < n; i++) {
        if (composite[i]) continue;
        primes[(*size)++] = i;
        for (long j = (long)i * i; j < n; j += i) composite[j] = true;
    }
    free(composite);
    return primes;
}

int main(void) {
    int size;
    int *p = count_up_to(5, &size);
    assert(size == 2 && p[0] == 2 && p[1] == 3);
    free(p);
    p = count_up_to(11, &size);
    assert(size == 4 && p[3] == 7);
    free(p);
    p = count_up_to(0, &size);
    assert(size == 0 && p == NULL);
    p = count_up_to(22, &size);
    int expected[] = {2, 3, 5, 7, 11, 13, 17, 19};
    assert(size == 8);
    for (int i = 0; i < size; i++) assert(p[i] == expected[i]);
    free(p);
    p = count_up_to(1, &size);
    assert(size == 0 && p == NULL);
    p = count_up_to(101, &size);
    assert(size == 25 && p[24] == 97);
    free(p);
    return 0;
}
