#include <assert.h>
#include <string.h>

/* 0/1 knapsack with a weight limit and a volume limit: the best total value. */
int knapsack2(int n, const int *w, const int *v, const int *val, int wmax, int vmax) {
    int dp[n + 1][wmax + 1][vmax + 1];
    memset(dp, 0, sizeof dp);
    for (int i = 1; i <= n; i++) {
        for (int a = 0; a <= wmax; a++) {
            for (int b = 0; b <= vmax; b++) {
                int best = dp[i - 1][a][b];
                if (w[i - 1] <= a && v[i - 1] <= b) {
                    int take = dp[i - 1][a - w[i - 1]][b - v[i - 1]] + val[i - 1];
                    if (take > best) best = take;
                }
                dp[i][a][b] = best;
            }
        }
    }
    return dp[n][wmax][vmax];
}

int main(void) {
    int w[] = {2, 3, 4, 5}, v[] = {3, 1, 2, 4}, val[] = {3, 4, 5, 6};
    assert(knapsack2(4, w, v, val, 5, 5) == 7);
    assert(knapsack2(4, w, v, val, 0, 5) == 0);
    assert(knapsack2(4, w, v, val, 14, 10) == 18);
    assert(knapsack2(1, w, v, val, 2, 3) == 3);
    return 0;
}
