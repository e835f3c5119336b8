#include <stdio.h>
#include <stdlib.h>
#include <assert.h>

static int cmp_int(const void *a, const void *b) {
    const int *x = a, *y = b;
    return (*x > *y) - (*x < *y);
}

/* Given a positive integer n, return a sorted list of the odd numbers in the
   collatz sequence of n. */
int *get_odd_collatz(int n, int *returnSize) {
    int cap = 8, count = 0;
    int *odds = malloc(cap * sizeof(int));
    while (1) {
        if (n % 2 == 1) {
            if (count == cap) {
                cap *= 2;
                odds = realloc(odds, cap * sizeof(int));
            }
            odds[count++] = n;
        }
        if (n == 1) break;
        n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
    }
    qsort(odds, count, sizeof(int), cmp_int);
    *returnSize = count;
    return odds;
}

int main(void) {
    int size;
    int *r = get_odd_collatz(14, &size);
    int e1[] = {1, 5, 7, 11, 13, 17};
    assert(size == 6);
    for (int i = 0; i < size; i++) assert(r[i] == e1[i]);
    free(r);
    r = get_odd_collatz(5, &size);
    assert(size == 2 && r[0] == 1 && r[1] == 5);
    free(r);
    r = get_odd_collatz(12, &size);
    assert(size == 3 && r[0] == 1 && r[1] == 3 && r[2] == 5);
    free(r);
    r = get_odd_collatz(1, &size);
    assert(size == 1 && r[0] == 1);
    free(r);
    r = get_odd_collatz(27, &size);
    printf("27 has %d odd terms, largest %d\n", size, r[size - 1]);
    free(r);
    return 0;
}
