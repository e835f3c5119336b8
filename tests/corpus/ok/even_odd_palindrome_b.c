#include <stdio.h>
#include <stdbool.h>
#include <string.h>
#include <assert.h>

static bool is_palindrome(int n) {
    char buf[16];
    sprintf(buf, "%d", n);
    int len = strlen(buf);
    for (int i = 0; i < len / 2; i++)
        if (buf[i] != buf[len - 1 - i]) return false;
    return true;
}

/* Given a positive integer n, return the number of even and odd integer
   palindromes that fall within the range(1, n), inclusive. */
void even_odd_palindrome(int n, int *even_count, int *odd_count) {
    *even_count = 0;
    *odd_count = 0;
    for (int i = 1; i <= n; i++) {
        if (is_palindrome(i)) {
            if (i % 2 == 0) (*even_count)++;
            else (*odd_count)++;
        }
    }
}

int main(void) {
    int e, o;
    even_odd_palindrome(123, &e, &o); assert(e == 8 && o == 13);
    even_odd_palindrome(12, &e, &o); assert(e == 4 && o == 6);
    even_odd_palindrome(3, &e, &o); assert(e == 1 && o == 2);
    even_odd_palindrome(63, &e, &o); assert(e == 6 && o == 8);
    even_odd_palindrome(25, &e, &o); assert(e == 5 && o == 6);
    even_odd_palindrome(19, &e, &o); assert(e == 4 && o == 6);
    even_odd_palindrome(9, &e, &o); assert(e == 4 && o == 5);
    even_odd_palindrome(1, &e, &o); assert(e == 0 && o == 1);
    printf("(%d, %d)\n", e, o);
    return 0;
}
