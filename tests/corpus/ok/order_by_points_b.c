#include <stdio.h>
#include <stdlib.h>
#include <assert.h>

static int digit_sum(int n) {
    int neg = n < 0;
    if (neg) n = -n;
    int sum = 0, first = 0;
    while (n > 0) {
        first = n % 10;
        sum += first;
        n /= 10;
    }
    return neg ? sum - 2 * first : sum;
}

/* Sort the given list of integers in ascending order according to the sum of
   their digits; items with the same sum keep their original order. */
void order_by_points(int *nums, int n) {
    /* insertion sort is stable */
    for (int i = 1; i < n; i++) {
        int key = nums[i];
        int key_sum = digit_sum(key);
        int j = i - 1;
        while (j >= 0 && digit_sum(nums[j]) > key_sum) {
            nums[j + 1] = nums[j];
            j--;
        }
        nums[j + 1] = key;
    }
}

static int same(const int *a, const int *b, int n) {
    while (n--) if (*a++ != *b++) return 0;
    return 1;
}

int main(void) {
    int a[] = {1, 11, -1, -11, -12};
    int ea[] = {-1, -11, 1, -12, 11};
    order_by_points(a, 5); assert(same(a, ea, 5));
    int b[] = {1234, 423, 463, 145, 2, 423, 423, 53, 6, 37, 3457, 3, 56, 0, 46};
    int eb[] = {0, 2, 3, 6, 53, 423, 423, 423, 1234, 145, 37, 46, 56, 463, 3457};
    order_by_points(b, 15); assert(same(b, eb, 15));
    int c[] = {1, -11, -32, 43, 54, -98, 2, -3};
    int ec[] = {-3, -32, -98, -11, 1, 2, 43, 54};
    order_by_points(c, 8); assert(same(c, ec, 8));
    int d[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
    int ed[] = {1, 10, 2, 11, 3, 4, 5, 6, 7, 8, 9};
    order_by_points(d, 11); assert(same(d, ed, 11));
    int e[] = {0, 6, 6, -76, -21, 23, 4};
    int ee[] = {-76, -21, 0, 4, 23, 6, 6};
    order_by_points(e, 7); assert(same(e, ee, 7));
    for (int i = 0; i < 7; i++) printf("%d%c", e[i], i == 6 ? '\n' : ' ');
    return 0;
}
