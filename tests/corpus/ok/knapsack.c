#include <assert.h>

#define MAX_W 1000
#define TABLE 1001
#define max(a, b) ((a) > (b) ? (a) : (b))

/* 0/1 knapsack with a one-dimensional table */
int knapsack(const int weight[], const int value[], int n, int capacity) {
    int dp[TABLE] = {0};
    for (int i = 0; i < n; i++) {
        for (int w = capacity; w >= weight[i]; w--) {
            dp[w] = max(dp[w], dp[w - weight[i]] + value[i]);
        }
    }
    return dp[capacity];
}

/* Unbounded: number of ways to form `total` from the coins */
long long count_ways(const int coins[], int n, int total) {
    long long ways[TABLE] = {1};
    for (int i = 0; i < n; i++)
        for (int t = coins[i]; t <= total; t++)
            ways[t] += ways[t - coins[i]];
    return ways[total];
}

/* Can the array be split into two parts of equal sum? */
int can_partition(const int nums[], int n) {
    int total = 0;
    for (int i = 0; i < n; i++) total += nums[i];
    if (total % 2 != 0) return 0;
    int target = total / 2;
    int reach[TABLE] = {1};
    for (int i = 0; i < n; i++)
        for (int s = target; s >= nums[i]; s--)
            if (reach[s - nums[i]]) reach[s] = 1;
    return reach[target];
}

int main(void) {
    int wt[] = {10, 20, 30};
    int val[] = {60, 100, 120};
    assert(knapsack(wt, val, 3, 50) == 220);
    assert(knapsack(wt, val, 3, 5) == 0);
    int wt2[] = {1, 3, 4, 5};
    int val2[] = {1, 4, 5, 7};
    assert(knapsack(wt2, val2, 4, 7) == 9);
    int coins[] = {1, 2, 5, 10, 20, 50, 100, 200};
    assert(count_ways(coins, 8, 200) == 73682);
    assert(count_ways(coins, 3, 5) == 4);
    int p1[] = {1, 5, 11, 5};
    int p2[] = {1, 2, 3, 5};
    assert(can_partition(p1, 4));
    assert(!can_partition(p2, 4));
    return 0;
}
