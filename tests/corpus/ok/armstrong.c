#include <assert.h>
#include <stdbool.h>

int num_digits(int n) {
    int d = 0;
    while (n > 0) {
        d++;
        n /= 10;
    }
    return d == 0 ? 1 : d;
}

int ipow(int base, int exp) {
    int result = 1;
    while (exp-- > 0) result *= base;
    return result;
}

/* An Armstrong number equals the sum of its digits each raised to the number of digits. */
bool is_armstrong(int n) {
    int k = num_digits(n);
    int sum = 0, tmp = n;
    while (tmp > 0) {
        sum += ipow(tmp % 10, k);
        tmp /= 10;
    }
    return sum == n;
}

int count_armstrong_below(int limit) {
    int count = 0;
    for (int i = 1; i < limit; i++)
        if (is_armstrong(i)) count++;
    return count;
}

int main(void) {
    assert(is_armstrong(153));
    assert(is_armstrong(370));
    assert(is_armstrong(9474));
    assert(!is_armstrong(9475));
    assert(!is_armstrong(100));
    assert(is_armstrong(7));
    assert(count_armstrong_below(1000) == 13);
    assert(count_armstrong_below(100000) == 19);
    return 0;
}
