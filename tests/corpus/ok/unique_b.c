#include <stdio.h>
#include <stdlib.h>
#include <assert.h>

int compare(const void *a, const void *b) {
    return (*(int *)a - *(int *)b);
}

int *unique(int *l, int size, int *out_size) {
    int *sorted = malloc(size * sizeof(int));
    for (int i = 0; i < size; i++) sorted[i] = l[i];
    qsort(sorted, size, sizeof(int), compare);
    int j = 0;
    for (int i = 0; i < size; i++) {
        if (j == 0 || sorted[j - 1] != sorted[i]) {
            sorted[j++] = sorted[i];
        }
    }
    *out_size = j;
    return sorted;
}

int main(int argc, char *argv[]) {
    (void)argc;
    (void)argv;
    int l[] = {5, 3, 5, 2, 3, 3, 9, 0, 123};
    int expected[] = {0, 2, 3, 5, 9, 123};
    int n;
    int *u = unique(l, sizeof(l) / sizeof(*l), &n);
    assert(n == 6);
    for (int i = 0; i < n; i++) {
        printf("%d ", u[i]);
        assert(u[i] == expected[i]);
    }
    printf("\n");
    free(u);
    return 0;
}
