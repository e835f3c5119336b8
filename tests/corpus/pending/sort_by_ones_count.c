#include <assert.h>
#include <stdlib.h>

static int popcount(unsigned x) {
    int c = 0;
    while (x) {
        c += x & 1;
        x >>= 1;
    }
    return c;
}

static int by_ones(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    int cx = popcount((unsigned)x), cy = popcount((unsigned)y);
    if (cx != cy) return cx - cy;
    return (x > y) - (x < y);
}

/* Sort an array of non-negative integers according to number of ones in their binary
   representation in ascending order; for similar number of ones, sort based on decimal value. */
void sort_array(int *arr, int n) {
    qsort(arr, n, sizeof(int), by_ones);
}

int main(void) {
    int a[] = {1, 5, 2, 3, 4}, ea[] = {1, 2, 4, 3, 5};
    sort_array(a, 5);
    for (int i = 0; i < 5; i++) assert(a[i] == ea[i]);
    int b[] = {1, 0, 2, 3, 4}, eb[] = {0, 1, 2, 4, 3};
    sort_array(b, 5);
    for (int i = 0; i < 5; i++) assert(b[i] == eb[i]);
    int c[] = {2, 5, 77, 4, 5, 3, 5, 7, 2, 3, 4}, ec[] = {2, 2, 4, 4, 3, 3, 5, 5, 5, 7, 77};
    sort_array(c, 11);
    for (int i = 0; i < 11; i++) assert(c[i] == ec[i]);
    int d[] = {3, 6, 44, 12, 32, 5}, ed[] = {32, 3, 5, 6, 12, 44};
    sort_array(d, 6);
    for (int i = 0; i < 6; i++) assert(d[i] == ed[i]);
    return 0;
}
