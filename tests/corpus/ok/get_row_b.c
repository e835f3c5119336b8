#include <stdio.h>
#include <stdlib.h>
#include <assert.h>

/* Given a 2D jagged list lst and integer x, find integers x in the list and return
   a list of coordinates (row, col), sorted by rows ascending and, within a row,
   by columns descending. The result is a flat array of pairs. */
int *get_row(int **lst, int rows, const int *cols, int x, int *returnSize) {
    int total = 0;
    for (int i = 0; i < rows; i++) total += cols[i];
    int *result = (int *)malloc(sizeof(int) * 2 * (total + 1));
    int k = 0;
    for (int i = 0; i < rows; i++) {
        for (int j = cols[i] - 1; j >= 0; j--) {
            if (lst[i][j] == x) {
                result[k++] = i;
                result[k++] = j;
            }
        }
    }
    *returnSize = k / 2;
    return result;
}

static int **make_grid(const int *flat, int rows, const int *cols) {
    int **g = malloc(rows * sizeof(int *));
    int pos = 0;
    for (int i = 0; i < rows; i++) {
        g[i] = malloc((cols[i] + 1) * sizeof(int));
        for (int j = 0; j < cols[i]; j++) g[i][j] = flat[pos++];
    }
    return g;
}

static void free_grid(int **g, int rows) {
    for (int i = 0; i < rows; i++) free(g[i]);
    free(g);
}

int main(void) {
    int flat1[] = {1,2,3,4,5,6, 1,2,3,4,1,6, 1,2,3,4,5,1};
    int cols1[] = {6, 6, 6};
    int **g1 = make_grid(flat1, 3, cols1);
    int n;
    int *r = get_row(g1, 3, cols1, 1, &n);
    int e1[] = {0,0, 1,4, 1,0, 2,5, 2,0};
    assert(n == 5);
    for (int i = 0; i < 2 * n; i++) assert(r[i] == e1[i]);
    free(r);
    free_grid(g1, 3);

    int flat2[] = {1, 2, 3};
    int cols2[] = {0, 1, 2};
    int **g2 = make_grid(flat2, 3, cols2);
    r = get_row(g2, 3, cols2, 3, &n);
    assert(n == 1 && r[0] == 2 && r[1] == 1);
    free(r);
    r = get_row(g2, 3, cols2, 7, &n);
    assert(n == 0);
    free(r);
    free_grid(g2, 3);
    printf("ok\n");
    return 0;
}
