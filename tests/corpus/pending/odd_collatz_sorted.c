#include <assert.h>
#include <stdlib.h>

static int cmp(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}

/* Given a positive integer n, return a sorted list that has the odd numbers in collatz sequence. */
int *get_odd_collatz(int n, int *returnSize) {
    int cap = 8, size = 0;
    int *odds = malloc(cap * sizeof(int));
    while (1) {
        if (n % 2 == 1) {
            if (size == cap) {
                cap *= 2;
                int *tmp = realloc(odds, cap * sizeof(int));
                if (tmp == NULL) {
                    free(odds);
                    return NULL;
                }
                odds = tmp;
            }
            odds[size++] = n;
        }
        if (n == 1) break;
        n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
    }
    qsort(odds, size, sizeof(int), cmp);
    *returnSize = size;
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
    assert(size == 42 && r[0] == 1 && r[size - 1] == 3077);
    free(r);
    return 0;
}
