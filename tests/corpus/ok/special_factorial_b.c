#include <stdio.h>
#include <assert.h>

/* The Brazilian factorial: n! * (n-1)! * ... * 1! */
long long special_factorial(int n) {
    long long fact = 1, result = 1;
    for (int i = 1; i <= n; i++) {
        fact *= i;
        result *= fact;
    }
    return result;
}

int main(void) {
    assert(special_factorial(4) == 288);
    assert(special_factorial(5) == 34560);
    assert(special_factorial(7) == 125411328000LL);
    assert(special_factorial(1) == 1);
    printf("%lld\n", special_factorial(7));
    return 0;
}
