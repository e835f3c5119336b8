#include <stdio.h>
#include <assert.h>

/* Print a non-negative or negative integer in decimal with putchar. */
void print_int(long long n) {
    if (n < 0) {
        putchar('-');
        n = -n;
    }
    if (n >= 10) print_int(n / 10);
    putchar('0' + (int)(n % 10));
}

void print_row(int n) {
    for (int i = 1; i <= n; i++) {
        print_int(i * i);
        putchar(i < n ? ' ' : '\n');
    }
}

/* Print n in binary, without leading zeros */
int print_binary(unsigned n) {
    int digits = 0;
    int bit = 31;
    while (bit > 0 && !((n >> bit) & 1u)) bit--;
    for (; bit >= 0; bit--) {
        putchar((n >> bit) & 1u ? '1' : '0');
        digits++;
    }
    putchar('\n');
    return digits;
}

int main(void) {
    print_int(0);
    putchar('\n');
    print_int(-9876543210LL);
    putchar('\n');
    print_row(6);
    assert(print_binary(10) == 4);
    assert(print_binary(0) == 1);
    assert(print_binary(4294967295u) == 32);
    return 0;
}
