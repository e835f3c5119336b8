#include <assert.h>
#include <limits.h>

/* Given an array of integers nums, find the minimum sum of any non-empty
   sub-array of nums. */
long long minSubArraySum(const long long *nums, int n) {
    long long min_sum = LLONG_MAX;
    long long current = 0;
    for (int i = 0; i < n; i++) {
        current = current > 0 ? nums[i] : current + nums[i];
        if (current < min_sum) min_sum = current;
    }
    return min_sum;
}

int main(void) {
    long long a[] = {2, 3, 4, 1, 2, 4};
    long long b[] = {-1, -2, -3};
    long long c[] = {-1, -2, -3, 2, -10};
    long long d[] = {-9999999999999999LL};
    long long e[] = {0, 10, 20, 1000000};
    long long f[] = {-1, -2, -3, 10, -5};
    long long g[] = {100, -1, -2, -3, 10, -5};
    long long h[] = {10, 11, 13, 8, 3, 4};
    long long k[] = {100, -33, 32, -1, 0, -2};
    long long m[] = {-10};
    long long o[] = {7};
    long long p[] = {1, -1};
    assert(minSubArraySum(a, 6) == 1);
    assert(minSubArraySum(b, 3) == -6);
    assert(minSubArraySum(c, 5) == -14);
    assert(minSubArraySum(d, 1) == -9999999999999999LL);
    assert(minSubArraySum(e, 4) == 0);
    assert(minSubArraySum(f, 5) == -6);
    assert(minSubArraySum(g, 6) == -6);
    assert(minSubArraySum(h, 6) == 3);
    assert(minSubArraySum(k, 6) == -33);
    assert(minSubArraySum(m, 1) == -10);
    assert(minSubArraySum(o, 1) == 7);
    assert(minSubArraySum(p, 2) == -1);
    return 0;
}
