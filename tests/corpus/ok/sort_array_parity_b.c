#include <stdlib.h>
#include <string.h>
#include <assert.h>

static int asc(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

static int desc(const void *a, const void *b) {
    return asc(b, a);
}

/* Return a sorted copy: ascending if the sum of the first and last value is odd,
   descending if it is even. */
int *sort_array(const int *array, int size, int *returnSize) {
    *returnSize = size;
    if (size == 0) return NULL;
    int *copy = malloc(size * sizeof *copy);
    memcpy(copy, array, size * sizeof *copy);
    if ((array[0] + array[size - 1]) % 2 == 1)
        qsort(copy, size, sizeof(int), asc);
    else
        qsort(copy, size, sizeof(int), desc);
    return copy;
}

static int eq(const int *a, const int *b, int n) {
    for (int i = 0; i < n; i++)
        if (a[i] != b[i]) return 0;
    return 1;
}

int main(void) {
    int rs;
    int *r = sort_array(NULL, 0, &rs);
    assert(r == NULL && rs == 0);
    int a1[] = {5};
    r = sort_array(a1, 1, &rs); assert(rs == 1 && r[0] == 5); free(r);
    int a2[] = {2, 4, 3, 0, 1, 5};
    int e2[] = {0, 1, 2, 3, 4, 5};
    r = sort_array(a2, 6, &rs); assert(eq(r, e2, 6)); free(r);
    int a3[] = {2, 4, 3, 0, 1, 5, 6};
    int e3[] = {6, 5, 4, 3, 2, 1, 0};
    r = sort_array(a3, 7, &rs); assert(eq(r, e3, 7)); free(r);
    int a4[] = {2, 1};
    int e4[] = {1, 2};
    r = sort_array(a4, 2, &rs); assert(eq(r, e4, 2)); free(r);
    int a5[] = {15, 42, 87, 32, 11, 0};
    int e5[] = {0, 11, 15, 32, 42, 87};
    r = sort_array(a5, 6, &rs); assert(eq(r, e5, 6)); free(r);
    int a6[] = {21, 14, 23, 11};
    int e6[] = {23, 21, 14, 11};
    r = sort_array(a6, 4, &rs); assert(eq(r, e6, 4)); free(r);
    return 0;
}
