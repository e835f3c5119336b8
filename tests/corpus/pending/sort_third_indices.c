#include <assert.h>
#include <stdlib.h>
#include <string.h>

static int cmp_int(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}

/* Return a copy of l that is identical in the indicies that are not divisible by three, while
   its values at the indicies that are divisible by three are sorted. */
int *sort_third(const int *l, int n) {
    int *result = malloc(n * sizeof(int));
    memcpy(result, l, n * sizeof(int));
    int m = (n + 2) / 3;
    int *thirds = malloc(m * sizeof(int));
    for (int i = 0; i < m; i++) thirds[i] = l[3 * i];
    qsort(thirds, m, sizeof(int), cmp_int);
    for (int i = 0; i < m; i++) result[3 * i] = thirds[i];
    free(thirds);
    return result;
}

int main(void) {
    int a[] = {1, 2, 3};
    int *r = sort_third(a, 3);
    assert(memcmp(r, a, sizeof a) == 0);
    free(r);
    int b[] = {5, 6, 3, 4, 8, 9, 2};
    int eb[] = {2, 6, 3, 4, 8, 9, 5};
    r = sort_third(b, 7);
    assert(memcmp(r, eb, sizeof eb) == 0);
    free(r);
    int c[] = {5, 8, -12, 4, 23, 2, 3, 11, 12, -10};
    int ec[] = {-10, 8, -12, 3, 23, 2, 4, 11, 12, 5};
    r = sort_third(c, 10);
    assert(memcmp(r, ec, sizeof ec) == 0);
    free(r);
    return 0;
}
