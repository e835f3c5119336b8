#include <assert.h>
#include <stdbool.h>

static bool is_palindrome(int x) {
    int rev = 0, orig = x;
    while (x > 0) {
        rev = rev * 10 + x % 10;
        x /= 10;
    }
    return rev == orig;
}

/* Given a positive integer n, count the even and odd integer palindromes in range(1, n). */
void even_odd_palindrome(int n, int *even, int *odd) {
    *even = *odd = 0;
    for (int i = 1; i <= n; i++) {
        if (!is_palindrome(i)) continue;
        if (i % 2 == 0) ++*even;
        else ++*odd;
    }
}

int main(void) {
    int e, o;
    even_odd_palindrome(123, &e, &o);
    assert(e == 8 && o == 13);
    even_odd_palindrome(12, &e, &o);
    assert(e == 4 && o == 6);
    even_odd_palindrome(3, &e, &o);
    assert(e == 1 && o == 2);
    even_odd_palindrome(63, &e, &o);
    assert(e == 6 && o == 8);
    even_odd_palindrome(25, &e, &o);
    assert(e == 5 && o == 6);
    even_odd_palindrome(19, &e, &o);
    assert(e == 4 && o == 6);
    even_odd_palindrome(9, &e, &o);
    assert(e == 4 && o == 5);
    even_odd_palindrome(1, &e, &o);
    assert(e == 0 && o == 1);
    return 0;
}
