#include <assert.h>
#include <stdlib.h>

int compare_ints(const void *a, const void *b) {
    int x = *(const int *)a;
    int y = *(const int *)b;
    return (x > y) - (x < y);
}

/* HumanEval/34: sorted unique elements; returns the new length */
int unique(int a[], int n) {
    qsort(a, n, sizeof(int), compare_ints);
    int k = 0;
    for (int i = 0; i < n; i++) {
        if (k == 0 || a[k - 1] != a[i]) a[k++] = a[i];
    }
    return k;
}

int main(void) {
    int a[] = {5, 3, 5, 2, 3, 3, 9, 0, 123};
    int k = unique(a, 9);
    int expected[] = {0, 2, 3, 5, 9, 123};
    assert(k == 6);
    for (int i = 0; i < k; i++) assert(a[i] == expected[i]);
    return 0;
}
