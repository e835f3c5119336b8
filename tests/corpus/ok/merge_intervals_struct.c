#include <assert.h>
#include <stdlib.h>

typedef struct {
    int start, end;
} Interval;

static int by_start(const void *a, const void *b) {
    const Interval *x = (const Interval *)a, *y = (const Interval *)b;
    return x->start - y->start;
}

/* Merge all overlapping intervals (in place); returns the number of merged intervals. */
int merge_intervals(Interval *iv, int n) {
    if (n == 0) return 0;
    qsort(iv, n, sizeof(Interval), by_start);
    int k = 0;
    for (int i = 1; i < n; i++) {
        if (iv[i].start <= iv[k].end) {
            if (iv[i].end > iv[k].end) iv[k].end = iv[i].end;
        } else {
            iv[++k] = iv[i];
        }
    }
    return k + 1;
}

int main(void) {
    Interval a[] = {{1, 3}, {8, 10}, {2, 6}, {15, 18}};
    int n = merge_intervals(a, 4);
    assert(n == 3);
    assert(a[0].start == 1 && a[0].end == 6);
    assert(a[1].start == 8 && a[1].end == 10);
    assert(a[2].start == 15 && a[2].end == 18);
    Interval b[] = {{1, 4}, {4, 5}};
    assert(merge_intervals(b, 2) == 1 && b[0].start == 1 && b[0].end == 5);
    Interval c[] = {{5, 7}, {1, 10}, {2, 3}};
    assert(merge_intervals(c, 3) == 1 && c[0].end == 10);
    assert(merge_intervals(NULL, 0) == 0);
    return 0;
}
