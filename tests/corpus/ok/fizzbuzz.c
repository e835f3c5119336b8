#include <assert.h>

/* HumanEval/36: count the digit 7 in numbers < n divisible by 11 or 13 */
int fizz_buzz(int n) {
    int count = 0;
    for (int i = 0; i < n; i++) {
        if (i % 11 == 0 || i % 13 == 0) {
            int q = i;
            while (q > 0) {
                if (q % 10 == 7) count++;
                q /= 10;
            }
        }
    }
    return count;
}

/* Project Euler 1 */
long sum_multiples_3_or_5(int limit) {
    long sum = 0;
    for (int i = 1; i < limit; i++)
        if (i % 3 == 0 || i % 5 == 0) sum += i;
    return sum;
}

/* Closed form using inclusion-exclusion */
long sum_divisible(long limit, long k) {
    long m = (limit - 1) / k;
    return k * m * (m + 1) / 2;
}

int main(void) {
    assert(fizz_buzz(50) == 0);
    assert(fizz_buzz(78) == 2);
    assert(fizz_buzz(79) == 3);
    assert(fizz_buzz(100) == 3);
    assert(fizz_buzz(200) == 6);
    assert(fizz_buzz(4000) == 192);
    assert(fizz_buzz(10000) == 639);
    assert(fizz_buzz(100000) == 8026);
    assert(sum_multiples_3_or_5(10) == 23);
    assert(sum_multiples_3_or_5(1000) == 233168);
    long n = 1000000;
    assert(sum_multiples_3_or_5(n) ==
           sum_divisible(n, 3) + sum_divisible(n, 5) - sum_divisible(n, 15));
    return 0;
}
