#include <assert.h>
#include <stdlib.h>
#include <string.h>

int cmp_ints(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}

/* Given list of integers, return list in strange order: the minimum value, then maximum of the
   remaining integers, then minimum and so on. */
int *strange_sort_list(const int *lst, int size) {
    int *sorted = malloc(size * sizeof(int));
    int *result = malloc(size * sizeof(int));
    memcpy(sorted, lst, size * sizeof(int));
    qsort(sorted, size, sizeof(int), cmp_ints);
    int lo = 0, hi = size - 1, k = 0;
    while (lo <= hi) {
        result[k++] = sorted[lo++];
        if (lo <= hi) result[k++] = sorted[hi--];
    }
    free(sorted);
    return result;
}

int main(void) {
    int a[] = {1, 2, 3, 4}, ea[] = {1, 4, 2, 3};
    int *r = strange_sort_list(a, 4);
    assert(memcmp(r, ea, sizeof ea) == 0);
    free(r);
    int b[] = {5, 6, 7, 8, 9}, eb[] = {5, 9, 6, 8, 7};
    r = strange_sort_list(b, 5);
    assert(memcmp(r, eb, sizeof eb) == 0);
    free(r);
    int c[] = {5, 5, 5, 5}, ec[] = {5, 5, 5, 5};
    r = strange_sort_list(c, 4);
    assert(memcmp(r, ec, sizeof ec) == 0);
    free(r);
    int d[] = {0, 2, 2, 2, 5, 5, -5, -5}, ed[] = {-5, 5, -5, 5, 0, 2, 2, 2};
    r = strange_sort_list(d, 8);
    assert(memcmp(r, ed, sizeof ed) == 0);
    free(r);
    return 0;
}
