#include <assert.h>

/* Given an array of integers nums, find the minimum sum of any non-empty sub-array of nums. */
long long minSubArraySum(const long long *nums, int n) {
    long long best = nums[0], current = nums[0];
    for (int i = 1; i < n; i++) {
        current = current + nums[i] < nums[i] ? current + nums[i] : nums[i];
        if (current < best) best = current;
    }
    return best;
}

int main(void) {
    long long a[] = {2, 3, 4, 1, 2, 4};
    assert(minSubArraySum(a, 6) == 1);
    long long b[] = {-1, -2, -3};
    assert(minSubArraySum(b, 3) == -6);
    long long c[] = {-1, -2, -3, 2, -10};
    assert(minSubArraySum(c, 5) == -14);
    long long d[] = {-9999999999999999LL};
    assert(minSubArraySum(d, 1) == -9999999999999999LL);
    long long e[] = {0, 10, 20, 1000000};
    assert(minSubArraySum(e, 4) == 0);
    long long f[] = {100, -1, -2, -3, 10, -5};
    assert(minSubArraySum(f, 6) == -6);
    long long g[] = {10, 11, 13, 8, 3, 4};
    assert(minSubArraySum(g, 6) == 3);
    return 0;
}
