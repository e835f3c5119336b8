#include <assert.h>
#include <stdlib.h>

/* Return the elements of a rows x cols matrix in spiral order (malloc'd, rows * cols long). */
int *spiral_order(int rows, int cols, int matrix[rows][cols]) {
    int *out = malloc(sizeof(int) * rows * cols);
    int top = 0, bottom = rows - 1, left = 0, right = cols - 1, k = 0;
    while (top <= bottom && left <= right) {
        for (int j = left; j <= right; j++) out[k++] = matrix[top][j];
        top++;
        for (int i = top; i <= bottom; i++) out[k++] = matrix[i][right];
        right--;
        if (top <= bottom) {
            for (int j = right; j >= left; j--) out[k++] = matrix[bottom][j];
            bottom--;
        }
        if (left <= right) {
            for (int i = bottom; i >= top; i--) out[k++] = matrix[i][left];
            left++;
        }
    }
    return out;
}

int main(void) {
    int m[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
    int e1[] = {1, 2, 3, 6, 9, 8, 7, 4, 5};
    int *r = spiral_order(3, 3, m);
    for (int i = 0; i < 9; i++) assert(r[i] == e1[i]);
    free(r);
    int w[3][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}};
    int e2[] = {1, 2, 3, 4, 8, 12, 11, 10, 9, 5, 6, 7};
    r = spiral_order(3, 4, w);
    for (int i = 0; i < 12; i++) assert(r[i] == e2[i]);
    free(r);
    int col[3][1] = {{1}, {2}, {3}};
    r = spiral_order(3, 1, col);
    assert(r[0] == 1 && r[1] == 2 && r[2] == 3);
    free(r);
    return 0;
}
