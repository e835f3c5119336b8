#include <assert.h>
#include <limits.h>

/* Reverse the digits of x; return 0 if the result overflows a 32-bit int. */
int reverse(int x) {
    long long result = 0;
    while (x != 0) {
        result = result * 10 + x % 10;
        x /= 10;
    }
    if (result > INT_MAX || result < INT_MIN) {
        return 0;
    }
    return (int)result;
}

int is_palindrome(int x) {
    if (x < 0) return 0;
    if (x != 0 && x % 10 == 0) return 0;
    int rev = 0;
    while (x > rev) {
        rev = rev * 10 + x % 10;
        x /= 10;
    }
    return x == rev || x == rev / 10;
}

int main(void) {
    assert(reverse(123) == 321);
    assert(reverse(-123) == -321);
    assert(reverse(120) == 21);
    assert(reverse(0) == 0);
    assert(reverse(1534236469) == 0);
    assert(reverse(-2147483648) == 0);
    assert(reverse(1463847412) == 2147483641);
    assert(is_palindrome(121));
    assert(!is_palindrome(-121));
    assert(!is_palindrome(10));
    assert(is_palindrome(0));
    assert(is_palindrome(1234321));
    assert(!is_palindrome(123421));
    return 0;
}
