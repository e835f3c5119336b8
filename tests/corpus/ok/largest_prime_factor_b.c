#include <assert.h>

int largest_prime_factor(int n) {
    int largest = 1;
    for (int f = 2; f * f <= n; f++) {
        while (n % f == 0) {
            largest = f;
            n /= f;
        }
    }
    if (n > 1) largest = n;
    return largest;
}

int main(void) {
    assert(largest_prime_factor(15) == 5);
    assert(largest_prime_factor(27) == 3);
    assert(largest_prime_factor(63) == 7);
    assert(largest_prime_factor(330) == 11);
    assert(largest_prime_factor(13195) == 29);
    return 0;
}
