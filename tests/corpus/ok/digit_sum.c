#include <assert.h>
#include <stdlib.h>

int digit_sum(long long n) {
    if (n < 0) n = -n;
    int sum = 0;
    while (n > 0) {
        sum += n % 10;
        n /= 10;
    }
    return sum;
}

int digital_root(long long n) {
    int r = digit_sum(n);
    while (r >= 10) {
        r = digit_sum(r);
    }
    return r;
}

int count_digits(long long n) {
    int count = 0;
    do {
        count++;
        n /= 10;
    } while (n != 0);
    return count;
}

int main(void) {
    assert(digit_sum(0) == 0);
    assert(digit_sum(123) == 6);
    assert(digit_sum(-4567) == 22);
    assert(digit_sum(9999999999LL) == 90);
    assert(digital_root(16) == 7);
    assert(digital_root(942) == 6);
    assert(digital_root(132189) == 6);
    assert(digital_root(493193) == 2);
    assert(count_digits(0) == 1);
    assert(count_digits(7) == 1);
    assert(count_digits(-120) == 3);
    assert(count_digits(1000000000000LL) == 13);
    return 0;
}
