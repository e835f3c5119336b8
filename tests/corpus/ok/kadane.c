#include <assert.h>

#define MAX(a, b) ((a) > (b) ? (a) : (b))

/* Maximum sum of a non-empty contiguous subarray. */
long long max_subarray_sum(int nums[], int n) {
    long long best = nums[0];
    long long current = nums[0];
    for (int i = 1; i < n; i++) {
        current = MAX(current + nums[i], (long long)nums[i]);
        best = MAX(best, current);
    }
    return best;
}

/* Minimum sum of a non-empty contiguous subarray (HumanEval/114). */
long long min_sub_array_sum(int nums[], int n) {
    long long best = nums[0], cur = 0;
    for (int i = 0; i < n; i++) {
        cur += nums[i];
        if (cur < best) best = cur;
        if (cur > 0) cur = 0;
    }
    return best;
}

int main(void) {
    int a[] = {-2, 1, -3, 4, -1, 2, 1, -5, 4};
    assert(max_subarray_sum(a, 9) == 6);
    int b[] = {1};
    assert(max_subarray_sum(b, 1) == 1);
    int c[] = {-5, -2, -8};
    assert(max_subarray_sum(c, 3) == -2);
    int d[] = {5, 4, -1, 7, 8};
    assert(max_subarray_sum(d, 5) == 23);

    int e[] = {2, 3, 4, 1, 2, 4};
    assert(min_sub_array_sum(e, 6) == 1);
    int f[] = {-1, -2, -3};
    assert(min_sub_array_sum(f, 3) == -6);
    int g[] = {-1, -2, -3, 2, -10};
    assert(min_sub_array_sum(g, 5) == -14);
    int h[] = {100, -1, -2, -3, 10, -5};
    assert(min_sub_array_sum(h, 6) == -6);
    return 0;
}
