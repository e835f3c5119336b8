#include <assert.h>

/* HumanEval/46: fib4(n) = fib4(n-1) + fib4(n-2) + fib4(n-3) + fib4(n-4) */
int fib4(int n) {
    int f[4] = {0, 0, 2, 0};
    if (n < 4) return f[n];
    for (int i = 4; i <= n; i++) {
        int next = f[0] + f[1] + f[2] + f[3];
        f[0] = f[1];
        f[1] = f[2];
        f[2] = f[3];
        f[3] = next;
    }
    return f[3];
}

/* Tribonacci with T0 = 0, T1 = 1, T2 = 1 */
long tribonacci(int n) {
    if (n == 0) return 0;
    if (n <= 2) return 1;
    long a = 0, b = 1, c = 1;
    while (n-- > 2) {
        long d = a + b + c;
        a = b;
        b = c;
        c = d;
    }
    return c;
}

/* HumanEval/55 and 63: fibfib */
int fibfib(int n) {
    if (n == 0 || n == 1) return 0;
    if (n == 2) return 1;
    return fibfib(n - 1) + fibfib(n - 2) + fibfib(n - 3);
}

int main(void) {
    assert(fib4(5) == 4);
    assert(fib4(8) == 28);
    assert(fib4(10) == 104);
    assert(fib4(12) == 386);
    assert(tribonacci(4) == 4);
    assert(tribonacci(25) == 1389537);
    assert(tribonacci(37) == 2082876103L);
    assert(fibfib(2) == 1);
    assert(fibfib(1) == 0);
    assert(fibfib(5) == 4);
    assert(fibfib(8) == 24);
    assert(fibfib(10) == 81);
    assert(fibfib(12) == 274);
    assert(fibfib(14) == 927);
    return 0;
}
