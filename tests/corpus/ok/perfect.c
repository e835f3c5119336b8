#include <assert.h>
#include <stdbool.h>

long long sum_proper_divisors(long long n) {
    if (n <= 1) return 0;
    long long sum = 1;
    for (long long i = 2; i * i <= n; i++) {
        if (n % i == 0) {
            sum += i;
            if (i != n / i) sum += n / i;
        }
    }
    return sum;
}

bool is_perfect(long long n) { return n > 1 && sum_proper_divisors(n) == n; }

int count_divisors(int n) {
    int count = 0;
    for (int i = 1; i * i <= n; ++i) {
        if (n % i == 0) count += (i * i == n) ? 1 : 2;
    }
    return count;
}

/* sum of amicable numbers below limit */
long long amicable_sum(int limit) {
    long long total = 0;
    for (int a = 2; a < limit; a++) {
        long long b = sum_proper_divisors(a);
        if (b != a && sum_proper_divisors(b) == a) total += a;
    }
    return total;
}

int main(void) {
    assert(is_perfect(6));
    assert(is_perfect(28));
    assert(is_perfect(496));
    assert(is_perfect(8128));
    assert(is_perfect(33550336LL));
    assert(!is_perfect(12));
    assert(!is_perfect(1));
    assert(count_divisors(1) == 1);
    assert(count_divisors(12) == 6);
    assert(count_divisors(36) == 9);
    assert(amicable_sum(10000) == 31626);
    return 0;
}
