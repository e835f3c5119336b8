#include <assert.h>

/* Given an array arr of integers, find the minimum number of elements that need to be changed
   to make the array palindromic. */
int smallest_change(int *arr, int n) {
    int changes = 0;
    int *left = arr, *right = arr + n - 1;
    while (left < right) {
        if (*left != *right) changes++;
        left++;
        right--;
    }
    return changes;
}

int main(void) {
    int a[] = {1, 2, 3, 5, 4, 7, 9, 6};
    assert(smallest_change(a, 8) == 4);
    int b[] = {1, 2, 3, 4, 3, 2, 2};
    assert(smallest_change(b, 7) == 1);
    int c[] = {1, 4, 2};
    assert(smallest_change(c, 3) == 1);
    int d[] = {1, 4, 4, 2};
    assert(smallest_change(d, 4) == 1);
    int e[] = {1, 2, 3, 2, 1};
    assert(smallest_change(e, 5) == 0);
    int f[] = {3, 1, 1, 3};
    assert(smallest_change(f, 4) == 0);
    int g[] = {1};
    assert(smallest_change(g, 1) == 0);
    return 0;
}
