#include <assert.h>
#include <stdlib.h>

typedef unsigned int uint;

/* HumanEval/13 style helpers, finished with exit(EXIT_SUCCESS) */
uint greatest_common_divisor(uint a, uint b) {
    return b == 0 ? a : greatest_common_divisor(b, a % b);
}

/* HumanEval/24: largest divisor of n smaller than n */
int largest_divisor(int n) {
    for (int i = n - 1; i > 0; i--)
        if (n % i == 0) return i;
    return 1;
}

/* HumanEval/60: sum 1..n */
long sum_to_n(int n) {
    long total = 0;
    int i = 1;
    do {
        total += i;
    } while (++i <= n);
    return total;
}

/* HumanEval/53, 97: add and the product of unit digits */
int add(int x, int y) { return x + y; }
int multiply(int a, int b) { return abs(a % 10) * abs(b % 10); }

int main() {
    assert(greatest_common_divisor(3, 5) == 1);
    assert(greatest_common_divisor(25, 15) == 5);
    assert(largest_divisor(3) == 1);
    assert(largest_divisor(7) == 1);
    assert(largest_divisor(10) == 5);
    assert(largest_divisor(100) == 50);
    assert(largest_divisor(49) == 7);
    assert(sum_to_n(1) == 1);
    assert(sum_to_n(30) == 465);
    assert(sum_to_n(100) == 5050);
    assert(add(2, 3) == 5);
    assert(add(-7, 7) == 0);
    assert(multiply(148, 412) == 16);
    assert(multiply(19, 28) == 72);
    assert(multiply(2020, 1851) == 0);
    assert(multiply(14, -15) == 20);
    exit(EXIT_SUCCESS);
}
