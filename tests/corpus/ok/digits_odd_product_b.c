#include <assert.h>

/* Given a positive integer n, return the product of the odd digits, or 0 if
   all digits are even. */
int digits(int n) {
    int product = 1, odd_count = 0;
    while (n > 0) {
        int digit = n % 10;
        if (digit & 1) {
            product *= digit;
            odd_count++;
        }
        n /= 10;
    }
    return odd_count == 0 ? 0 : product;
}

int main(void) {
    assert(digits(5) == 5);
    assert(digits(54) == 5);
    assert(digits(120) == 1);
    assert(digits(5014) == 5);
    assert(digits(98765) == 315);
    assert(digits(5576543) == 2625);
    assert(digits(2468) == 0);
    return 0;
}
