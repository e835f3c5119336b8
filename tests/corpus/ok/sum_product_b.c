#include <assert.h>

void sum_product(int numbers[], int size, int *sum, int *product) {
    *sum = 0;
    *product = 1;
    for (int i = 0; i < size; i++) {
        *sum += numbers[i];
        *product *= numbers[i];
    }
}

int main() {
    int s, p;
    int empty[1];
    sum_product(empty, 0, &s, &p);
    assert(s == 0 && p == 1);
    int a[] = {1, 1, 1};
    sum_product(a, 3, &s, &p);
    assert(s == 3 && p == 1);
    int b[] = {100, 0};
    sum_product(b, 2, &s, &p);
    assert(s == 100 && p == 0);
    int c[] = {3, 5, 7};
    sum_product(c, 3, &s, &p);
    assert(s == 3 + 5 + 7 && p == 3 * 5 * 7);
    int d[] = {10};
    sum_product(d, 1, &s, &p);
    assert(s == 10 && p == 10);
    return 0;
}
