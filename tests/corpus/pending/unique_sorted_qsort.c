#include <assert.h>
#include <stdlib.h>

int compare(const void *a, const void *b) {
    int x = *(const int *)a;
    int y = *(const int *)b;
    return (x > y) - (x < y);
}

/* Return sorted unique elements in a list. The result is written to out; returns its length. */
int unique(const int *l, int n, int *out) {
    int *tmp = malloc(n * sizeof(int));
    for (int i = 0; i < n; i++) tmp[i] = l[i];
    qsort(tmp, n, sizeof(int), compare);
    int k = 0;
    for (int i = 0; i < n; i++) {
        if (k == 0 || out[k - 1] != tmp[i]) out[k++] = tmp[i];
    }
    free(tmp);
    return k;
}

int main(void) {
    int l[] = {5, 3, 5, 2, 3, 3, 9, 0, 123};
    int out[9];
    int n = unique(l, 9, out);
    int expected[] = {0, 2, 3, 5, 9, 123};
    assert(n == 6);
    for (int i = 0; i < n; i++) assert(out[i] == expected[i]);
    int m[] = {-1, -1, -1};
    assert(unique(m, 3, out) == 1 && out[0] == -1);
    return 0;
}
