#include <assert.h>
#include <stdlib.h>

/* Return a newly allocated array of the n + 1 prefix sums; the caller frees it. */
long *prefix_sums(const int *a, int n) {
    long *p = malloc((n + 1) * sizeof(long));
    if (p == NULL) return NULL;
    p[0] = 0;
    for (int i = 0; i < n; i++) p[i + 1] = p[i] + a[i];
    return p;
}

long range_sum(const long *prefix, int lo, int hi) { return prefix[hi] - prefix[lo]; }

int main(void) {
    int a[] = {3, -1, 4, 1, 5, 9, 2, 6};
    long *p = prefix_sums(a, 8);
    assert(p != NULL);
    assert(range_sum(p, 0, 8) == 29);
    assert(range_sum(p, 2, 5) == 10);
    assert(range_sum(p, 3, 3) == 0);
    free(p);
    return 0;
}
