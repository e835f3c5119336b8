#include <assert.h>
#include <stdbool.h>

/* Returns true and the indices of two entries of a square grid that sum to target. */
bool find_pair(int n, int grid[][4], int target, int *r1, int *c1, int *r2, int *c2) {
    for (int i = 0; i < n * 4; i++) {
        for (int j = i + 1; j < n * 4; j++) {
            if (grid[i / 4][i % 4] + grid[j / 4][j % 4] == target) {
                *r1 = i / 4; *c1 = i % 4; *r2 = j / 4; *c2 = j % 4;
                goto found;
            }
        }
    }
    return false;
found:
    return true;
}

int main(void) {
    int grid[2][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}};
    int a, b, c, d;
    assert(find_pair(2, grid, 15, &a, &b, &c, &d));
    assert(a == 1 && b == 2 && c == 1 && d == 3);
    assert(find_pair(2, grid, 3, &a, &b, &c, &d));
    assert(a == 0 && b == 0 && c == 0 && d == 1);
    assert(!find_pair(2, grid, 100, &a, &b, &c, &d));
    return 0;
}
