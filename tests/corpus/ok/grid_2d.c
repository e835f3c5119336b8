#include <assert.h>

#define ROWS 3
#define COLS 4

/* Number of unique paths in a grid moving right or down */
long long unique_paths(int m, int n) {
    long long dp[20][20];
    for (int i = 0; i < m; i++) {
        for (int j = 0; j < n; j++) {
            if (i == 0 || j == 0) dp[i][j] = 1;
            else dp[i][j] = dp[i - 1][j] + dp[i][j - 1];
        }
    }
    return dp[m - 1][n - 1];
}

int grid_sum(int g[ROWS][COLS]) {
    int s = 0;
    for (int i = 0; i < ROWS; i++)
        for (int j = 0; j < COLS; j++) s += g[i][j];
    return s;
}

int main(void) {
    assert(unique_paths(3, 7) == 28);
    assert(unique_paths(3, 2) == 3);
    assert(unique_paths(18, 18) == 2333606220LL);
    int g[ROWS][COLS] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}};
    assert(grid_sum(g) == 78);
    return 0;
}
