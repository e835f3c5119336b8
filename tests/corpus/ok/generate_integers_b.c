#include <stdio.h>
#include <stdlib.h>
#include <assert.h>

/* Given two positive integers a and b, return the even digits between a and b,
   in ascending order. */
int *generate_integers(int a, int b, int *returnSize) {
    int lower = a < b ? a : b;
    int upper = a > b ? a : b;
    if (lower < 2) lower = 2;
    if (upper > 8) upper = 8;
    int *res = malloc(5 * sizeof(int));
    *returnSize = 0;
    for (int i = lower; i <= upper; i++) {
        if (i % 2 == 0) res[(*returnSize)++] = i;
    }
    return res;
}

int main(void) {
    int n;
    int *r = generate_integers(2, 10, &n);
    assert(n == 4 && r[0] == 2 && r[1] == 4 && r[2] == 6 && r[3] == 8);
    free(r);
    r = generate_integers(10, 2, &n);
    assert(n == 4 && r[0] == 2 && r[3] == 8);
    free(r);
    r = generate_integers(132, 2, &n);
    assert(n == 4);
    free(r);
    r = generate_integers(17, 89, &n);
    assert(n == 0);
    free(r);
    r = generate_integers(3, 5, &n);
    printf("[");
    for (int i = 0; i < n; i++) printf("%s%d", i ? ", " : "", r[i]);
    printf("]\n");
    assert(n == 1 && r[0] == 4);
    free(r);
    return 0;
}
