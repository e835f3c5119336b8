#include <assert.h>
#include <stdbool.h>

int square_digit_sum(int n) {
    int s = 0;
    while (n) {
        int d = n % 10;
        s += d * d;
        n /= 10;
    }
    return s;
}

/* Floyd cycle detection on the digit-square map */
bool is_happy(int n) {
    int slow = n, fast = n;
    do {
        slow = square_digit_sum(slow);
        fast = square_digit_sum(square_digit_sum(fast));
    } while (slow != fast);
    return slow == 1;
}

bool is_ugly(int n) {
    if (n <= 0) return false;
    const int primes[3] = {2, 3, 5};
    for (int i = 0; i < 3; i++)
        while (n % primes[i] == 0) n /= primes[i];
    return n == 1;
}

int nth_ugly(int n) {
    int u[2000];
    u[0] = 1;
    int i2 = 0, i3 = 0, i5 = 0;
    for (int k = 1; k < n; k++) {
        int a = u[i2] * 2, b = u[i3] * 3, c = u[i5] * 5;
        int m = a < b ? (a < c ? a : c) : (b < c ? b : c);
        u[k] = m;
        if (m == a) i2++;
        if (m == b) i3++;
        if (m == c) i5++;
    }
    return u[n - 1];
}

int main(void) {
    assert(is_happy(19));
    assert(is_happy(7));
    assert(!is_happy(2));
    assert(!is_happy(4));
    assert(is_ugly(6));
    assert(is_ugly(1));
    assert(!is_ugly(14));
    assert(!is_ugly(0));
    assert(nth_ugly(10) == 12);
    assert(nth_ugly(1) == 1);
    assert(nth_ugly(1690) == 2123366400);
    int count = 0;
    for (int i = 1; i <= 100; i++)
        if (is_happy(i)) count++;
    assert(count == 20);
    return 0;
}
