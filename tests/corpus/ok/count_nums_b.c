#include <assert.h>
#include <stdlib.h>

/* Return the number of elements whose sum of digits is > 0. If a number is
   negative, its first signed digit is negative: -123 has digits -1, 2 and 3. */
int count_nums(int *arr, int n) {
    int count = 0;
    for (int i = 0; i < n; i++) {
        int num = arr[i];
        int neg = num < 0;
        num = abs(num);
        int sum = 0, last = 0;
        while (num > 0) {
            last = num % 10;
            sum += last;
            num /= 10;
        }
        if (neg) sum -= 2 * last;
        if (sum > 0) count++;
    }
    return count;
}

int main(void) {
    assert(count_nums(NULL, 0) == 0);
    int a[] = {-1, -2, 0};
    assert(count_nums(a, 3) == 0);
    int b[] = {1, 1, 2, -2, 3, 4, 5};
    assert(count_nums(b, 7) == 6);
    int c[] = {1, 6, 9, -6, 0, 1, 5};
    assert(count_nums(c, 7) == 5);
    int d[] = {1, 100, 98, -7, 1, -1};
    assert(count_nums(d, 6) == 4);
    int e[] = {12, 23, 34, -45, -56, 0};
    assert(count_nums(e, 6) == 5);
    int f[] = {-0, 1};
    assert(count_nums(f, 2) == 1);
    int g[] = {1};
    assert(count_nums(g, 1) == 1);
    return 0;
}
