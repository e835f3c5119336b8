#include <assert.h>
#include <stdlib.h>

/* Sum of digits, where the first digit of a negative number is negative. */
static int digit_points(int x) {
    int neg = x < 0;
    x = abs(x);
    int sum = 0, last = 0;
    while (x > 0) {
        last = x % 10;
        sum += last;
        x /= 10;
    }
    return neg ? sum - 2 * last : sum;
}

/* Sort the given list of integers in ascending order according to the sum of their digits,
   keeping the original order for items with similar sums (stable insertion sort). */
void order_by_points(int *nums, int n) {
    for (int i = 1; i < n; i++) {
        int key = nums[i], kp = digit_points(key);
        int j = i - 1;
        while (j >= 0 && digit_points(nums[j]) > kp) {
            nums[j + 1] = nums[j];
            j--;
        }
        nums[j + 1] = key;
    }
}

int main(void) {
    int a[] = {1, 11, -1, -11, -12}, ea[] = {-1, -11, 1, -12, 11};
    order_by_points(a, 5);
    for (int i = 0; i < 5; i++) assert(a[i] == ea[i]);
    int b[] = {1234, 423, 463, 145, 2, 423, 423, 53, 6, 37, 3457, 3, 56, 0, 46};
    int eb[] = {0, 2, 3, 6, 53, 423, 423, 423, 1234, 145, 37, 46, 56, 463, 3457};
    order_by_points(b, 15);
    for (int i = 0; i < 15; i++) assert(b[i] == eb[i]);
    int c[] = {1, -11, -32, 43, 54, -98, 2, -3}, ec[] = {-3, -32, -98, -11, 1, 2, 43, 54};
    order_by_points(c, 8);
    for (int i = 0; i < 8; i++) assert(c[i] == ec[i]);
    order_by_points(NULL, 0);
    return 0;
}
