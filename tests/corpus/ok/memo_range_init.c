#include <assert.h>
#include <string.h>

#define MAXN 1001

/* Number of ways to climb n stairs taking 1, 2 or 3 steps, modulo 1e9+7, memoised with -1 for "unknown". */
static long long memo[MAXN] = {[0 ... MAXN - 1] = -1};

long long ways(int n) {
    if (n < 0) return 0;
    if (n == 0) return 1;
    if (memo[n] != -1) return memo[n];
    memo[n] = (ways(n - 1) + ways(n - 2) + ways(n - 3)) % 1000000007LL;
    return memo[n];
}

int longest_run(const int *a, int n) {
    int best[16] = {[0 ... 15] = 1};
    int result = n > 0 ? 1 : 0;
    for (int i = 1; i < n && i < 16; i++) {
        if (a[i] > a[i - 1]) best[i] = best[i - 1] + 1;
        if (best[i] > result) result = best[i];
    }
    return result;
}

int main(void) {
    assert(ways(0) == 1);
    assert(ways(3) == 4);
    assert(ways(4) == 7);
    assert(ways(10) == 274);
    assert(ways(1000) > 0);
    int a[] = {1, 2, 3, 1, 2, 3, 4, 5, 0};
    assert(longest_run(a, 9) == 5);
    assert(longest_run(a, 0) == 0);
    return 0;
}
