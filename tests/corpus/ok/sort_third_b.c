#include <stdlib.h>
#include <string.h>
#include <assert.h>

static int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

int *sort_third(const int *l, int n) {
    int *out = malloc(n * sizeof(int));
    memcpy(out, l, n * sizeof(int));
    int m = (n + 2) / 3;
    int thirds[m];
    for (int i = 0, k = 0; i < n; i += 3) thirds[k++] = l[i];
    qsort(thirds, m, sizeof(int), cmp_int);
    for (int i = 0, k = 0; i < n; i += 3) out[i] = thirds[k++];
    return out;
}

static int arr_eq(const int *a, const int *b, int n) {
    return memcmp(a, b, n * sizeof(int)) == 0;
}

int main(void) {
    int a[] = {1, 2, 3};
    int *r = sort_third(a, 3);
    assert(arr_eq(r, a, 3));
    free(r);
    int b[] = {5, 3, -5, 2, -3, 3, 9, 0, 123, 1, -10};
    int eb[] = {1, 3, -5, 2, -3, 3, 5, 0, 123, 9, -10};
    r = sort_third(b, 11);
    assert(arr_eq(r, eb, 11));
    free(r);
    int c[] = {5, 6, 3, 4, 8, 9, 2};
    int ec[] = {2, 6, 3, 4, 8, 9, 5};
    r = sort_third(c, 7);
    assert(arr_eq(r, ec, 7));
    free(r);
    int d[] = {5, 8, 3, 4, 6, 9, 2, 1};
    int ed[] = {2, 8, 3, 4, 6, 9, 5, 1};
    r = sort_third(d, 8);
    assert(arr_eq(r, ed, 8));
    free(r);
    return 0;
}
