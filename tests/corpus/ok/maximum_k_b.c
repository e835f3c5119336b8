#include <stdlib.h>
#include <string.h>
#include <assert.h>

int cmpfunc(const void *a, const void *b) {
    return (*(int *)a - *(int *)b);
}

/* Given an array arr of integers and a positive integer k, return a sorted list
   of length k with the maximum k numbers in arr. */
int *maximum(int *arr, int arr_size, int k) {
    int *sorted = (int *)malloc(arr_size * sizeof(int));
    memcpy(sorted, arr, arr_size * sizeof(int));
    qsort(sorted, arr_size, sizeof(int), cmpfunc);
    int *out = (int *)malloc((k > 0 ? k : 1) * sizeof(int));
    for (int i = 0; i < k; i++) {
        out[i] = sorted[arr_size - k + i];
    }
    free(sorted);
    return out;
}

static int issame(const int *a, const int *b, int n) {
    for (int i = 0; i < n; i++)
        if (a[i] != b[i]) return 0;
    return 1;
}

int main(void) {
    int *r;
    int a1[] = {-3, -4, 5}, e1[] = {-4, -3, 5};
    r = maximum(a1, 3, 3); assert(issame(r, e1, 3)); free(r);
    int a2[] = {4, -4, 4}, e2[] = {4, 4};
    r = maximum(a2, 3, 2); assert(issame(r, e2, 2)); free(r);
    int a3[] = {-3, 2, 1, 2, -1, -2, 1}, e3[] = {2};
    r = maximum(a3, 7, 1); assert(issame(r, e3, 1)); free(r);
    int a4[] = {123, -123, 20, 0, 1, 2, -3}, e4[] = {2, 20, 123};
    r = maximum(a4, 7, 3); assert(issame(r, e4, 3)); free(r);
    int a5[] = {-123, 20, 0, 1, 2, -3}, e5[] = {0, 1, 2, 20};
    r = maximum(a5, 6, 4); assert(issame(r, e5, 4)); free(r);
    int a6[] = {5, 15, 0, 3, -13, -8, 0}, e6[] = {-13, -8, 0, 0, 3, 5, 15};
    r = maximum(a6, 7, 7); assert(issame(r, e6, 7)); free(r);
    int a7[] = {1, 2, 3, -23, 243, -400, 0};
    r = maximum(a7, 7, 0); free(r);
    return 0;
}
