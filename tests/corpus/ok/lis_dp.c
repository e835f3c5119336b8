#include <assert.h>

#define MAXN 1000

/* Length of the longest strictly increasing subsequence, O(n^2) DP */
int lis(const int a[], int n) {
    int dp[MAXN];
    int best = 0;
    for (int i = 0; i < n; i++) {
        dp[i] = 1;
        for (int j = 0; j < i; j++) {
            if (a[j] < a[i] && dp[j] + 1 > dp[i]) {
                dp[i] = dp[j] + 1;
            }
        }
        if (dp[i] > best) best = dp[i];
    }
    return best;
}

/* Minimum number of coins to make amount, -1 if impossible */
int coin_change(const int coins[], int ncoins, int amount) {
    int dp[10001];
    dp[0] = 0;
    for (int v = 1; v <= amount; v++) {
        dp[v] = -1;
        for (int c = 0; c < ncoins; c++) {
            int prev = v - coins[c];
            if (prev >= 0 && dp[prev] >= 0 && (dp[v] < 0 || dp[prev] + 1 < dp[v])) {
                dp[v] = dp[prev] + 1;
            }
        }
    }
    return dp[amount];
}

/* Number of ways to climb n stairs taking 1 or 2 steps */
long long climb_stairs(int n) {
    long long one = 1, two = 1;
    for (int i = 2; i <= n; i++) {
        long long cur = one + two;
        two = one;
        one = cur;
    }
    return one;
}

int main(void) {
    int a[] = {10, 9, 2, 5, 3, 7, 101, 18};
    assert(lis(a, 8) == 4);
    int b[] = {7, 7, 7, 7};
    assert(lis(b, 4) == 1);
    int c[] = {0, 1, 0, 3, 2, 3};
    assert(lis(c, 6) == 4);
    int coins[] = {1, 2, 5};
    assert(coin_change(coins, 3, 11) == 3);
    int two[] = {2};
    assert(coin_change(two, 1, 3) == -1);
    assert(coin_change(two, 1, 0) == 0);
    int odd[] = {186, 419, 83, 408};
    assert(coin_change(odd, 4, 6249) == 20);
    assert(climb_stairs(2) == 2);
    assert(climb_stairs(5) == 8);
    assert(climb_stairs(45) == 1836311903);
    assert(climb_stairs(80) == 37889062373143906LL);
    return 0;
}
