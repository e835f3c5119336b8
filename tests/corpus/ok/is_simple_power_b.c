#include <stdbool.h>
#include <assert.h>

bool is_simple_power(long long x, long long n) {
    if (n == 1) return x == 1;
    long long power = 1;
    while (power < x) power *= n;
    return power == x;
}

int main(void) {
    assert(is_simple_power(16, 2));
    assert(!is_simple_power(143214, 16));
    assert(is_simple_power(4, 2));
    assert(is_simple_power(9, 3));
    assert(is_simple_power(16, 4));
    assert(!is_simple_power(24, 2));
    assert(!is_simple_power(128, 4));
    assert(!is_simple_power(12, 6));
    assert(is_simple_power(1, 1));
    assert(is_simple_power(1, 12));
    return 0;
}
