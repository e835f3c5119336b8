#include <stdio.h>
#include <assert.h>

#define COLS 4

/* Each row of the grid is a well and each 1 a unit of water; buckets of the
   given capacity empty the wells. Return the number of times to lower buckets. */
int max_fill(int grid[][COLS], int rows, int capacity) {
    int total = 0;
    for (int i = 0; i < rows; i++) {
        int sum = 0;
        for (int j = 0; j < COLS; j++) {
            sum += grid[i][j];
        }
        if (sum > 0) {
            total += (sum + capacity - 1) / capacity;
        }
    }
    return total;
}

int main(void) {
    int g1[3][COLS] = {{0, 0, 1, 0}, {0, 1, 0, 0}, {1, 1, 1, 1}};
    assert(max_fill(g1, 3, 1) == 6);
    int g2[4][COLS] = {{0, 0, 1, 1}, {0, 0, 0, 0}, {1, 1, 1, 1}, {0, 1, 1, 1}};
    assert(max_fill(g2, 4, 2) == 5);
    int g3[2][COLS] = {{0, 0, 0, 0}, {0, 0, 0, 0}};
    assert(max_fill(g3, 2, 5) == 0);
    int g4[2][COLS] = {{1, 1, 1, 1}, {1, 1, 1, 1}};
    assert(max_fill(g4, 2, 2) == 4);
    assert(max_fill(g4, 2, 9) == 2);
    printf("max_fill ok\n");
    return 0;
}
