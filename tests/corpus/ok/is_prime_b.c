#include <stdbool.h>
#include <assert.h>

bool is_prime(long long n) {
    if (n < 2) return false;
    if (n % 2 == 0) return n == 2;
    for (long long i = 3; i * i <= n; i += 2)
        if (n % i == 0) return false;
    return true;
}

int main(void) {
    assert(is_prime(6) == false);
    assert(is_prime(101) == true);
    assert(is_prime(11) == true);
    assert(is_prime(13441) == true);
    assert(is_prime(61) == true);
    assert(is_prime(4) == false);
    assert(is_prime(1) == false);
    assert(is_prime(5) == true);
    assert(is_prime(11) == true);
    assert(is_prime(17) == true);
    assert(is_prime(5 * 17) == false);
    assert(is_prime(11 * 7) == false);
    assert(is_prime(13441 * 19) == false);
    return 0;
}
