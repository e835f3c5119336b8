#include <assert.h>
#include <stdlib.h>
#include <string.h>

static int cmp_asc(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return x < y ? -1 : x > y;
}

/* Given an array arr of integers and a positive integer k, return a sorted list of length k
   with the maximum k numbers in arr. */
int *maximum(const int *arr, int n, int k) {
    int *copy = malloc(n * sizeof(int));
    memcpy(copy, arr, n * sizeof(int));
    qsort(copy, n, sizeof(int), cmp_asc);
    int *result = malloc((k > 0 ? k : 1) * sizeof(int));
    memcpy(result, copy + n - k, k * sizeof(int));
    free(copy);
    return result;
}

int main(void) {
    int a[] = {-3, -4, 5};
    int *r = maximum(a, 3, 3);
    assert(r[0] == -4 && r[1] == -3 && r[2] == 5);
    free(r);
    int b[] = {4, -4, 4};
    r = maximum(b, 3, 2);
    assert(r[0] == 4 && r[1] == 4);
    free(r);
    int c[] = {-3, 2, 1, 2, -1, -2, 1};
    r = maximum(c, 7, 1);
    assert(r[0] == 2);
    free(r);
    int d[] = {123, -123, 20, 0, 1, 2, -3};
    r = maximum(d, 7, 3);
    assert(r[0] == 2 && r[1] == 20 && r[2] == 123);
    free(r);
    return 0;
}
