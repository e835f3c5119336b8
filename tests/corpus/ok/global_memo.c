#include <assert.h>

#define MAXN 91

long long memo[MAXN];
int calls = 0;

long long fib(int n) {
    calls++;
    if (n < 2) return n;
    if (memo[n] != 0) return memo[n];
    return memo[n] = fib(n - 1) + fib(n - 2);
}

int main(void) {
    assert(fib(10) == 55);
    assert(fib(90) == 2880067194370816120LL);
    assert(calls < 200);
    return 0;
}
