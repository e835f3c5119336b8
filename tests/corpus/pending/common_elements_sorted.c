#include <assert.h>
#include <stdlib.h>

static int cmp(const void *a, const void *b) {
    return (*(int *)a > *(int *)b) - (*(int *)a < *(int *)b);
}

/* Return sorted unique common elements for two lists. *out_size receives the count. */
int *common(int *l1, int n1, int *l2, int n2, int *out_size) {
    int *out = malloc(sizeof(int) * (n1 < n2 ? n1 : n2) + sizeof(int));
    int k = 0;
    for (int i = 0; i < n1; i++) {
        int in_l2 = 0, dup = 0;
        for (int j = 0; j < n2; j++)
            if (l1[i] == l2[j]) in_l2 = 1;
        for (int j = 0; j < k; j++)
            if (out[j] == l1[i]) dup = 1;
        if (in_l2 && !dup) out[k++] = l1[i];
    }
    qsort(out, k, sizeof(int), cmp);
    *out_size = k;
    return out;
}

int main(void) {
    int size;
    int a1[] = {1, 4, 3, 34, 653, 2, 5}, a2[] = {5, 7, 1, 5, 9, 653, 121};
    int *r = common(a1, 7, a2, 7, &size);
    assert(size == 3 && r[0] == 1 && r[1] == 5 && r[2] == 653);
    free(r);
    int b1[] = {5, 3, 2, 8}, b2[] = {3, 2};
    r = common(b1, 4, b2, 2, &size);
    assert(size == 2 && r[0] == 2 && r[1] == 3);
    free(r);
    int c1[] = {4, 3, 2, 8}, c2[] = {3, 2, 4};
    r = common(c1, 4, c2, 3, &size);
    assert(size == 3 && r[0] == 2 && r[1] == 3 && r[2] == 4);
    free(r);
    r = common(c1, 4, NULL, 0, &size);
    assert(size == 0);
    free(r);
    return 0;
}
