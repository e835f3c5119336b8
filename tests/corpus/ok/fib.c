#include <assert.h>

/* Return the n-th Fibonacci number (fib(0) = 0, fib(1) = 1). */
long long fib(int n) {
    if (n <= 0) return 0;
    long long a = 0, b = 1;
    for (int i = 1; i < n; i++) {
        long long next = a + b;
        a = b;
        b = next;
    }
    return b;
}

/* Recursive version, only for small n. */
int fib_rec(int n) {
    if (n < 2) return n;
    return fib_rec(n - 1) + fib_rec(n - 2);
}

int main() {
    assert(fib(10) == 55);
    assert(fib(1) == 1);
    assert(fib(8) == 21);
    assert(fib(11) == 89);
    assert(fib(12) == 144);
    assert(fib(50) == 12586269025LL);
    assert(fib(90) == 2880067194370816120LL);
    for (int i = 0; i < 20; i++) {
        assert(fib(i) == fib_rec(i));
    }
    return 0;
}
