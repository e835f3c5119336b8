#include <assert.h>
#include <stdbool.h>
#include <stddef.h>

#define LIMIT 50000
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/* Count primes below n with the sieve of Eratosthenes (n <= LIMIT). */
int count_primes(int n) {
    bool composite[LIMIT] = {false};
    int count = 0;
    for (int i = 2; i < n; i++) {
        if (!composite[i]) {
            count++;
            for (long long j = (long long)i * i; j < n; j += i) {
                composite[j] = true;
            }
        }
    }
    return count;
}

/* HumanEval/96: the first primes below n, written to out; returns how many */
int count_up_to(int n, int out[], int cap) {
    int k = 0;
    for (int i = 2; i < n && k < cap; i++) {
        bool prime = true;
        for (int j = 2; j * j <= i; j++) {
            if (i % j == 0) { prime = false; break; }
        }
        if (prime) out[k++] = i;
    }
    return k;
}

int main(void) {
    assert(count_primes(10) == 4);
    assert(count_primes(2) == 0);
    assert(count_primes(100) == 25);
    assert(count_primes(50000) == 5133);
    int primes[32];
    int expected[] = {2, 3, 5, 7, 11, 13, 17, 19};
    int k = count_up_to(20, primes, (int)ARRAY_SIZE(primes));
    assert(k == (int)ARRAY_SIZE(expected));
    for (size_t i = 0; i < ARRAY_SIZE(expected); i++) {
        assert(primes[i] == expected[i]);
    }
    assert(count_up_to(0, primes, 32) == 0);
    assert(count_up_to(1, primes, 32) == 0);
    assert(count_up_to(101, primes, 32) == 25);
    return 0;
}
