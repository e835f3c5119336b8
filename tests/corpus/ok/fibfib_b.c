#include <stdio.h>
#include <string.h>
#include <assert.h>

#define MAXN 100

long long fibfib(int n) {
    static long long memo[MAXN];
    static int init = 0;
    if (!init) {
        memset(memo, -1, sizeof(memo));
        init = 1;
    }
    if (n == 0 || n == 1) return 0;
    if (n == 2) return 1;
    if (memo[n] != -1) return memo[n];
    memo[n] = fibfib(n - 1) + fibfib(n - 2) + fibfib(n - 3);
    return memo[n];
}

int main(void) {
    assert(fibfib(2) == 1);
    assert(fibfib(1) == 0);
    assert(fibfib(5) == 4);
    assert(fibfib(8) == 24);
    assert(fibfib(10) == 81);
    assert(fibfib(12) == 274);
    assert(fibfib(14) == 927);
    printf("fibfib(60) = %lld\n", fibfib(60));
    return 0;
}
