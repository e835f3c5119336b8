#include <stdlib.h>
#include <limits.h>
#include <assert.h>

/* Return the sum of magnitudes of integers multiplied by the product of all
   signs of each number in the array. Returns INT_MIN for an empty array (None). */
int prod_signs(const int *arr, size_t n) {
    if (n == 0) return INT_MIN;
    int sign = 1;
    int sum = 0;
    for (size_t i = 0; i < n; i++) {
        if (arr[i] == 0) sign = 0;
        else if (arr[i] < 0) sign = -sign;
        sum += abs(arr[i]);
    }
    return sign * sum;
}

int main(void) {
    int a[] = {1, 2, 2, -4};
    int b[] = {0, 1};
    int c[] = {1, 1, 1, 2, 3, -1, 1};
    int d[] = {2, 4, 1, 2, -1, -1, 9};
    int e[] = {-1, 1, -1, 1};
    int f[] = {-1, 1, 1, 1};
    int g[] = {-1, 1, 1, 0};
    assert(prod_signs(a, 4) == -9);
    assert(prod_signs(b, 2) == 0);
    assert(prod_signs(c, 7) == -10);
    assert(prod_signs(NULL, 0) == INT_MIN);
    assert(prod_signs(d, 7) == 20);
    assert(prod_signs(e, 4) == 4);
    assert(prod_signs(f, 4) == -4);
    assert(prod_signs(g, 4) == 0);
    return 0;
}
