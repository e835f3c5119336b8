#include <assert.h>

#define MAX_N 90

/* Number of ways to climb n stairs taking 1, 2 or 3 steps at a time */
long long climb(int n) {
    long long ways[MAX_N + 1] = {0};
    ways[0] = 1;
    for (int i = 1; i <= n; i++) {
        ways[i] = ways[i - 1];
        if (i >= 2) ways[i] += ways[i - 2];
        if (i >= 3) ways[i] += ways[i - 3];
    }
    return ways[n];
}

int main(void) {
    assert(climb(0) == 1);
    assert(climb(3) == 4);
    assert(climb(4) == 7);
    assert(climb(10) == 274);
    assert(climb(50) == 10562230626642LL);
    return 0;
}
