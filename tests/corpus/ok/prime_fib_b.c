#include <stdbool.h>
#include <math.h>
#include <assert.h>

static bool is_prime(long long p) {
    if (p < 2) return false;
    long long lim = (long long)sqrt((double)p);
    for (long long k = 2; k <= lim && k < p; k++)
        if (p % k == 0) return false;
    return true;
}

long long prime_fib(int n) {
    long long a = 0, b = 1;
    while (1) {
        long long c = a + b;
        a = b;
        b = c;
        if (is_prime(b)) n--;
        if (n == 0) return b;
    }
}

int main(void) {
    assert(prime_fib(1) == 2);
    assert(prime_fib(2) == 3);
    assert(prime_fib(3) == 5);
    assert(prime_fib(4) == 13);
    assert(prime_fib(5) == 89);
    assert(prime_fib(6) == 233);
    assert(prime_fib(7) == 1597);
    assert(prime_fib(8) == 28657);
    assert(prime_fib(9) == 514229);
    assert(prime_fib(10) == 433494437);
    return 0;
}
