#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

/* Return the number of elements that are greater than 10 and both first and
   last digits of a number are odd. */
int specialFilter(const int *nums, int n) {
    int count = 0;
    for (int i = 0; i < n; i++) {
        if (nums[i] > 10) {
            char buf[20];
            sprintf(buf, "%d", nums[i]);
            int first = buf[0] - '0';
            int last = buf[strlen(buf) - 1] - '0';
            if (first % 2 == 1 && last % 2 == 1) count++;
        }
    }
    return count;
}

int main(void) {
    int a[] = {5, -2, 1, -5};
    int b[] = {15, -73, 14, -15};
    int c[] = {33, -2, -3, 45, 21, 109};
    int d[] = {43, -12, 93, 125, 121, 109};
    int e[] = {71, -2, -33, 75, 21, 19};
    int f[] = {1};
    assert(specialFilter(a, 4) == 0);
    assert(specialFilter(b, 4) == 1);
    assert(specialFilter(c, 6) == 2);
    assert(specialFilter(d, 6) == 4);
    assert(specialFilter(e, 6) == 3);
    assert(specialFilter(f, 1) == 0);
    assert(specialFilter(NULL, 0) == 0);
    return 0;
}
