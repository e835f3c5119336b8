#include <stdio.h>
#include <stdlib.h>
#include <assert.h>

/* Given an N x N grid containing every value 1..N*N once, return the
   lexicographically smallest path of length k (values in visiting order). */
int *minPath(int **grid, int n, int k, int *returnSize) {
    int val = n * n + 1;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            if (grid[i][j] == 1) {
                int temp[4];
                int cnt = 0;
                if (i != 0) temp[cnt++] = grid[i - 1][j];
                if (j != 0) temp[cnt++] = grid[i][j - 1];
                if (i != n - 1) temp[cnt++] = grid[i + 1][j];
                if (j != n - 1) temp[cnt++] = grid[i][j + 1];
                for (int t = 0; t < cnt; t++)
                    if (temp[t] < val) val = temp[t];
            }
        }
    }
    int *ans = malloc(k * sizeof(int));
    for (int i = 0; i < k; i++) {
        ans[i] = (i % 2 == 0) ? 1 : val;
    }
    *returnSize = k;
    return ans;
}

static int **build(const int *flat, int n) {
    int **g = malloc(n * sizeof *g);
    for (int i = 0; i < n; i++) {
        g[i] = malloc(n * sizeof **g);
        for (int j = 0; j < n; j++) g[i][j] = flat[i * n + j];
    }
    return g;
}

static int run(const int *flat, int n, int k, const int *expected) {
    int **g = build(flat, n);
    int size;
    int *res = minPath(g, n, k, &size);
    int ok = size == k;
    for (int i = 0; ok && i < k; i++) ok = res[i] == expected[i];
    free(res);
    for (int i = 0; i < n; i++) free(g[i]);
    free(g);
    return ok;
}

int main(void) {
    int g1[] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    int e1[] = {1, 2, 1};
    assert(run(g1, 3, 3, e1));
    int g2[] = {5, 9, 3, 4, 1, 6, 7, 8, 2};
    int e2[] = {1};
    assert(run(g2, 3, 1, e2));
    int g3[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
    int e3[] = {1, 2, 1, 2};
    assert(run(g3, 4, 4, e3));
    int g4[] = {6, 4, 13, 10, 5, 7, 12, 1, 3, 16, 11, 15, 8, 14, 9, 2};
    int e4[] = {1, 10, 1, 10, 1, 10, 1};
    assert(run(g4, 4, 7, e4));
    int g5[] = {2, 7, 4, 3, 1, 5, 6, 8, 9};
    int e5[] = {1, 3, 1, 3, 1, 3, 1, 3};
    assert(run(g5, 3, 8, e5));
    int g6[] = {1, 3, 3, 2};
    int e6[] = {1, 3, 1, 3, 1, 3, 1, 3, 1, 3};
    assert(run(g6, 2, 10, e6));
    printf("minPath passed\n");
    return 0;
}
