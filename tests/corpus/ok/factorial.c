#include <assert.h>

typedef unsigned long long u64;

u64 factorial(int n) {
    u64 result = 1;
    for (int i = 2; i <= n; i++) {
        result *= i;
    }
    return result;
}

/* Brazilian factorial: n! * (n-1)! * ... * 1! (HumanEval/139) */
long long special_factorial(int n) {
    long long fact = 1, special = 1;
    for (int i = 1; i <= n; i++) {
        fact *= i;
        special *= fact;
    }
    return special;
}

/* Number of trailing zeros of n! */
int trailing_zeros(int n) {
    int count = 0;
    for (long long p = 5; p <= n; p *= 5) {
        count += n / p;
    }
    return count;
}

int main(void) {
    assert(factorial(0) == 1);
    assert(factorial(5) == 120);
    assert(factorial(10) == 3628800);
    assert(factorial(20) == 2432902008176640000ULL);
    assert(special_factorial(4) == 288);
    assert(special_factorial(5) == 34560);
    assert(special_factorial(7) == 125411328000LL);
    assert(special_factorial(1) == 1);
    assert(trailing_zeros(5) == 1);
    assert(trailing_zeros(25) == 6);
    assert(trailing_zeros(100) == 24);
    assert(trailing_zeros(1000000000) == 249999998);
    return 0;
}
