#include <assert.h>
#include <stddef.h>

/* For a given list of integers, compute the sum and the product of all the integers.
   Empty sum is 0 and empty product is 1. */
void sum_product(const int *numbers, int n, int *sum, int *product) {
    *sum = 0;
    *product = 1;
    for (int i = 0; i < n; i++) {
        *sum += numbers[i];
        *product *= numbers[i];
    }
}

int main(void) {
    int s, p;
    sum_product(NULL, 0, &s, &p);
    assert(s == 0 && p == 1);
    int a[] = {1, 1, 1};
    sum_product(a, 3, &s, &p);
    assert(s == 3 && p == 1);
    int b[] = {100, 0};
    sum_product(b, 2, &s, &p);
    assert(s == 100 && p == 0);
    int c[] = {3, 5, 7};
    sum_product(c, 3, &s, &p);
    assert(s == 15 && p == 105);
    int d[] = {10};
    sum_product(d, 1, &s, &p);
    assert(s == 10 && p == 10);
    return 0;
}
