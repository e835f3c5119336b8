#include <stdlib.h>
#include <string.h>
#include <assert.h>

static int count_ones(unsigned int x) {
    int c = 0;
    while (x) {
        c += x & 1u;
        x >>= 1;
    }
    return c;
}

static int cmp(const void *pa, const void *pb) {
    int a = *(const int *)pa, b = *(const int *)pb;
    int ca = count_ones((unsigned int)abs(a)), cb = count_ones((unsigned int)abs(b));
    if (ca != cb) return ca - cb;
    return (a > b) - (a < b);
}

/* Sort an array of integers according to the number of ones in their binary
   representation in ascending order; for a similar number of ones, sort by value. */
void sort_array(int *arr, int n) {
    qsort(arr, n, sizeof(int), cmp);
}

int main(void) {
    int a[] = {1, 5, 2, 3, 4};
    int ea[] = {1, 2, 4, 3, 5};
    sort_array(a, 5);
    assert(memcmp(a, ea, sizeof a) == 0);
    int b[] = {-2, -3, -4, -5, -6};
    int eb[] = {-4, -2, -6, -5, -3};
    sort_array(b, 5);
    assert(memcmp(b, eb, sizeof b) == 0);
    int c[] = {1, 0, 2, 3, 4};
    int ec[] = {0, 1, 2, 4, 3};
    sort_array(c, 5);
    assert(memcmp(c, ec, sizeof c) == 0);
    int d[] = {2, 5, 77, 4, 5, 3, 5, 7, 2, 3, 4};
    int ed[] = {2, 2, 4, 4, 3, 3, 5, 5, 5, 7, 77};
    sort_array(d, 11);
    assert(memcmp(d, ed, sizeof d) == 0);
    int e[] = {3, 6, 44, 12, 32, 5};
    int ee[] = {32, 3, 5, 6, 12, 44};
    sort_array(e, 6);
    assert(memcmp(e, ee, sizeof e) == 0);
    return 0;
}
