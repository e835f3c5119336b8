#include <assert.h>

/* Greatest common divisor and least common multiple, written in the old style. */
gcd(a, b)
    int a, b;
{
    while (b != 0) {
        register int t = a % b;
        a = b;
        b = t;
    }
    return a < 0 ? -a : a;
}

long lcm(a, b)
    int a, b;
{
    if (a == 0 || b == 0) return 0;
    return (long)a / gcd(a, b) * b;
}

int sum_digits();

int main(void) {
    assert(gcd(12, 18) == 6);
    assert(gcd(17, 5) == 1);
    assert(gcd(0, 9) == 9);
    assert(lcm(4, 6) == 12);
    assert(lcm(21, 6) == 42);
    assert(sum_digits(12345) == 15);
    return 0;
}

int sum_digits(n)
    int n;
{
    int s = 0;
    for (; n > 0; n /= 10) s += n % 10;
    return s;
}
