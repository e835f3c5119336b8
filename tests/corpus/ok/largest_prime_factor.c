#include <assert.h>

/* HumanEval/59: largest prime factor of n (n > 1, not prime) */
long long largest_prime_factor(long long n) {
    long long largest = 1;
    for (long long p = 2; p * p <= n; p++) {
        while (n % p == 0) {
            largest = p;
            n /= p;
        }
    }
    if (n > 1) largest = n;
    return largest;
}

/* Number of distinct prime factors */
int omega(int n) {
    int count = 0;
    for (int p = 2; p * p <= n; p++) {
        if (n % p == 0) {
            count++;
            while (n % p == 0) n /= p;
        }
    }
    return n > 1 ? count + 1 : count;
}

/* HumanEval/75: is a the product of exactly 3 primes? */
int is_multiply_prime(int a) {
    int factors = 0;
    for (int p = 2; p <= a; p++) {
        while (a % p == 0) {
            a /= p;
            factors++;
        }
    }
    return factors == 3;
}

int main(void) {
    assert(largest_prime_factor(15) == 5);
    assert(largest_prime_factor(27) == 3);
    assert(largest_prime_factor(63) == 7);
    assert(largest_prime_factor(330) == 11);
    assert(largest_prime_factor(13195) == 29);
    assert(largest_prime_factor(600851475143LL) == 6857);
    assert(omega(1) == 0);
    assert(omega(30) == 3);
    assert(omega(1024) == 1);
    assert(is_multiply_prime(5) == 0);
    assert(is_multiply_prime(30) == 1);
    assert(is_multiply_prime(8) == 1);
    assert(is_multiply_prime(10) == 0);
    assert(is_multiply_prime(125) == 1);
    assert(is_multiply_prime(3 * 6 * 7) == 0);
    return 0;
}
