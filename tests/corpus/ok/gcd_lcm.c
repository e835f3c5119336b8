#include <assert.h>
#include <stdlib.h>

int gcd(int a, int b) {
    a = abs(a);
    b = abs(b);
    while (b != 0) {
        int t = a % b;
        a = b;
        b = t;
    }
    return a;
}

long long lcm(int a, int b) {
    if (a == 0 || b == 0) return 0;
    return (long long)abs(a) / gcd(a, b) * abs(b);
}

/* gcd of all elements of an array */
int gcd_array(int arr[], int n) {
    int g = 0;
    for (int i = 0; i < n; i++) {
        g = gcd(g, arr[i]);
    }
    return g;
}

int main(void) {
    assert(gcd(3, 7) == 1);
    assert(gcd(10, 15) == 5);
    assert(gcd(49, 14) == 7);
    assert(gcd(144, 60) == 12);
    assert(gcd(-12, 18) == 6);
    assert(gcd(0, 9) == 9);
    assert(lcm(4, 6) == 12);
    assert(lcm(21, 6) == 42);
    assert(lcm(100000, 99999) == 9999900000LL);
    int nums[] = {24, 36, 60, 84};
    assert(gcd_array(nums, 4) == 12);
    int primes[5] = {2, 3, 5, 7, 11};
    assert(gcd_array(primes, 5) == 1);
    return 0;
}
