#include <stdio.h>
#include <stdlib.h>
#include <stdbool.h>
#include <assert.h>

static int cmpint(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}

static bool contains(const int *arr, int n, int x) {
    for (int i = 0; i < n; i++)
        if (arr[i] == x) return true;
    return false;
}

int *common(const int *l1, int n1, const int *l2, int n2, int *out_n) {
    int *res = malloc(sizeof(int) * (n1 < n2 ? n1 : n2) + sizeof(int));
    int k = 0;
    for (int i = 0; i < n1; i++) {
        if (contains(l2, n2, l1[i]) && !contains(res, k, l1[i]))
            res[k++] = l1[i];
    }
    qsort(res, k, sizeof(int), cmpint);
    *out_n = k;
    return res;
}

int main(void) {
    int n;
    int a1[] = {1, 4, 3, 34, 653, 2, 5}, a2[] = {5, 7, 1, 5, 9, 653, 121};
    int *r = common(a1, 7, a2, 7, &n);
    assert(n == 3 && r[0] == 1 && r[1] == 5 && r[2] == 653);
    free(r);
    int b1[] = {5, 3, 2, 8}, b2[] = {3, 2};
    r = common(b1, 4, b2, 2, &n);
    assert(n == 2 && r[0] == 2 && r[1] == 3);
    free(r);
    int c1[] = {4, 3, 2, 8}, c2[] = {3, 2, 4};
    r = common(c1, 4, c2, 3, &n);
    assert(n == 3 && r[0] == 2 && r[1] == 3 && r[2] == 4);
    for (int i = 0; i < n; i++) printf("%d ", r[i]);
    putchar('\n');
    free(r);
    int d1[] = {4, 3, 2, 8};
    r = common(d1, 4, NULL, 0, &n);
    assert(n == 0);
    free(r);
    return 0;
}
