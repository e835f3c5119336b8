#include <assert.h>
#include <string.h>

int knapsack(int capacity, const int *weights, const int *values, int n) {
    int dp[capacity + 1];
    memset(dp, 0, sizeof(dp));
    for (int i = 0; i < n; i++) {
        for (int w = capacity; w >= weights[i]; w--) {
            int take = dp[w - weights[i]] + values[i];
            if (take > dp[w]) dp[w] = take;
        }
    }
    return dp[capacity];
}

int main(void) {
    int w1[] = {1, 3, 4, 5};
    int v1[] = {1, 4, 5, 7};
    assert(knapsack(7, w1, v1, 4) == 9);
    int w2[] = {10, 20, 30};
    int v2[] = {60, 100, 120};
    assert(knapsack(50, w2, v2, 3) == 220);
    int none[] = {};
    assert(knapsack(10, none, none, 0) == 0);
    assert(knapsack(0, w1, v1, 4) == 0);
    return 0;
}
