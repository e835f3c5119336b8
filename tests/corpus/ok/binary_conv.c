#include <assert.h>

/* Decimal to a number whose decimal digits are the binary digits: 10 -> 1010 */
long long to_binary_digits(int n) {
    long long result = 0, place = 1;
    while (n > 0) {
        result += (n % 2) * place;
        place *= 10;
        n /= 2;
    }
    return result;
}

/* The inverse: 1010 -> 10 */
int from_binary_digits(long long b) {
    int value = 0, base = 1;
    while (b > 0) {
        int digit = b % 10;
        value += digit * base;
        base <<= 1;
        b /= 10;
    }
    return value;
}

/* Convert n to base `base` (< 10), digits returned as a number (HumanEval/44) */
long long change_base(int n, int base) {
    long long out = 0, mult = 1;
    do {
        out += (n % base) * mult;
        mult *= 10;
        n /= base;
    } while (n > 0);
    return out;
}

int main(void) {
    assert(to_binary_digits(10) == 1010);
    assert(to_binary_digits(0) == 0);
    assert(to_binary_digits(255) == 11111111);
    assert(to_binary_digits(1023) == 1111111111LL);
    assert(from_binary_digits(1010) == 10);
    assert(from_binary_digits(11111111) == 255);
    for (int i = 0; i < 300; i++) {
        assert(from_binary_digits(to_binary_digits(i)) == i);
    }
    assert(change_base(8, 3) == 22);
    assert(change_base(8, 2) == 1000);
    assert(change_base(7, 2) == 111);
    assert(change_base(234, 7) == 453);
    assert(change_base(0, 5) == 0);
    return 0;
}
