#include <assert.h>
#include <stddef.h>

/* Find both the minimum and the maximum of an array; results through out-parameters. */
void min_max(const int *arr, size_t n, int *out_min, int *out_max) {
    *out_min = arr[0];
    *out_max = arr[0];
    for (size_t i = 1; i < n; i++) {
        if (arr[i] < *out_min) *out_min = arr[i];
        if (arr[i] > *out_max) *out_max = arr[i];
    }
}

/* HumanEval/8: sum and product */
void sum_product(const int *numbers, int n, long *sum, long *product) {
    *sum = 0;
    *product = 1;
    for (int i = 0; i < n; i++) {
        *sum += numbers[i];
        *product *= numbers[i];
    }
}

int main(void) {
    int data[] = {4, -2, 17, 0, 9};
    int lo, hi;
    min_max(data, 5, &lo, &hi);
    assert(lo == -2 && hi == 17);
    long s, p;
    int nums[] = {3, 5, 7};
    sum_product(nums, 3, &s, &p);
    assert(s == 15 && p == 105);
    sum_product(nums, 0, &s, &p);
    assert(s == 0 && p == 1);
    return 0;
}
