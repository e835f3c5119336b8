#include <stdbool.h>
#include <stdlib.h>
#include <assert.h>

static int cmp(const void *a, const void *b) {
    const int *x = a, *y = b;
    if (*x < *y) return -1;
    if (*x > *y) return 1;
    return 0;
}

bool pairs_sum_to_zero(const int *l, int n) {
    int *s = malloc(sizeof(int) * n);
    for (int i = 0; i < n; i++) s[i] = l[i];
    qsort(s, n, sizeof(int), cmp);
    int lo = 0, hi = n - 1;
    bool found = false;
    while (lo < hi) {
        int sum = s[lo] + s[hi];
        if (sum == 0) { found = true; break; }
        else if (sum < 0) lo++;
        else hi--;
    }
    free(s);
    return found;
}

int main(void) {
    int a[] = {1, 3, 5, 0};
    assert(pairs_sum_to_zero(a, 4) == false);
    int b[] = {1, 3, -2, 1};
    assert(pairs_sum_to_zero(b, 4) == false);
    int c[] = {1, 2, 3, 7};
    assert(pairs_sum_to_zero(c, 4) == false);
    int d[] = {2, 4, -5, 3, 5, 7};
    assert(pairs_sum_to_zero(d, 6) == true);
    int e[] = {1};
    assert(pairs_sum_to_zero(e, 1) == false);
    int f[] = {-3, 9, -1, 3, 2, 30};
    assert(pairs_sum_to_zero(f, 6) == true);
    int g[] = {-3, 9, -1, 4, 2, 31};
    assert(pairs_sum_to_zero(g, 6) == false);
    return 0;
}
