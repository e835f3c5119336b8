#include <stdbool.h>
#include <assert.h>

static bool is_prime(int n) {
    if (n < 2) return false;
    for (int i = 2; i * i <= n; i++)
        if (n % i == 0) return false;
    return true;
}

bool is_multiply_prime(int a) {
    int count = 0;
    for (int p = 2; p <= a; p++) {
        if (!is_prime(p)) continue;
        while (a % p == 0) {
            a /= p;
            count++;
        }
    }
    return count == 3;
}

int main(void) {
    assert(is_multiply_prime(5) == false);
    assert(is_multiply_prime(30) == true);
    assert(is_multiply_prime(8) == true);
    assert(is_multiply_prime(10) == false);
    assert(is_multiply_prime(125) == true);
    assert(is_multiply_prime(3 * 5 * 7) == true);
    assert(is_multiply_prime(3 * 6 * 7) == false);
    assert(is_multiply_prime(9 * 9 * 9) == false);
    assert(is_multiply_prime(11 * 9 * 9) == false);
    assert(is_multiply_prime(11 * 13 * 7) == true);
    return 0;
}
