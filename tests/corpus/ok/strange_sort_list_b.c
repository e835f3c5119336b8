#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

static int asc(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return x < y ? -1 : x > y;
}

int *strange_sort_list(const int *lst, int size, int *returnSize) {
    int *sorted = malloc(size * sizeof(int) + 1);
    int *res = malloc(size * sizeof(int) + 1);
    memcpy(sorted, lst, size * sizeof(int));
    qsort(sorted, size, sizeof(int), asc);
    int lo = 0, hi = size - 1, k = 0;
    int take_min = 1;
    while (lo <= hi) {
        res[k++] = take_min ? sorted[lo++] : sorted[hi--];
        take_min = !take_min;
    }
    free(sorted);
    *returnSize = k;
    return res;
}

int main(void) {
    int rs;
    int *r = strange_sort_list((int[]){1, 2, 3, 4}, 4, &rs);
    int e1[] = {1, 4, 2, 3};
    assert(rs == 4 && memcmp(r, e1, sizeof e1) == 0);
    free(r);
    r = strange_sort_list((int[]){5, 6, 7, 8, 9}, 5, &rs);
    int e2[] = {5, 9, 6, 8, 7};
    assert(rs == 5 && memcmp(r, e2, sizeof e2) == 0);
    free(r);
    r = strange_sort_list((int[]){5, 5, 5, 5}, 4, &rs);
    for (int i = 0; i < rs; i++) assert(r[i] == 5);
    free(r);
    r = strange_sort_list((int[]){0}, 0, &rs);
    assert(rs == 0);
    free(r);
    r = strange_sort_list((int[]){0, 2, 2, 2, 5, 5, -5, -5}, 8, &rs);
    int e3[] = {-5, 5, -5, 5, 0, 2, 2, 2};
    assert(memcmp(r, e3, sizeof e3) == 0);
    free(r);
    return 0;
}
