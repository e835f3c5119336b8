#include <assert.h>

int smallest_change(int *arr, int arr_size) {
    int changes = 0;
    int *left = arr, *right = arr + arr_size - 1;
    while (left < right) {
        if (*left != *right) changes++;
        left++;
        right--;
    }
    return changes;
}

int main(void) {
    assert(smallest_change((int[]){1, 2, 3, 5, 4, 7, 9, 6}, 8) == 4);
    assert(smallest_change((int[]){1, 2, 3, 4, 3, 2, 2}, 7) == 1);
    assert(smallest_change((int[]){1, 4, 2}, 3) == 1);
    assert(smallest_change((int[]){1, 4, 4, 2}, 4) == 1);
    assert(smallest_change((int[]){1, 2, 3, 2, 1}, 5) == 0);
    assert(smallest_change((int[]){3, 1, 1, 3}, 4) == 0);
    assert(smallest_change((int[]){1}, 1) == 0);
    assert(smallest_change((int[]){0, 1}, 2) == 1);
    return 0;
}
