#include <stdio.h>
#include <assert.h>

unsigned long long fib(unsigned n) {
    if (n < 2) return n;
    unsigned long long a = 0, b = 1;
    for (unsigned i = 2; i <= n; i++) {
        unsigned long long t = a + b;
        a = b;
        b = t;
    }
    return b;
}

int main(void) {
    assert(fib(10) == 55);
    assert(fib(1) == 1);
    assert(fib(8) == 21);
    assert(fib(11) == 89);
    assert(fib(12) == 144);
    printf("fib(90) = %llu\n", fib(90));
    return 0;
}
