#include <assert.h>

/* Remove duplicates from a sorted array in place; return the new length. */
int remove_duplicates(int nums[], int n) {
    if (n == 0) return 0;
    int k = 1;
    for (int i = 1; i < n; i++) {
        if (nums[i] != nums[k - 1]) {
            nums[k++] = nums[i];
        }
    }
    return k;
}

/* Remove every occurrence of val; return the new length. */
int remove_element(int nums[], int n, int val) {
    int k = 0;
    for (int i = 0; i < n; i++) {
        if (nums[i] != val) {
            nums[k] = nums[i];
            k++;
        }
    }
    return k;
}

int main() {
    int nums[] = {0, 0, 1, 1, 1, 2, 2, 3, 3, 4};
    int len = remove_duplicates(nums, 10);
    assert(len == 5);
    for (int i = 0; i < len; i++) {
        assert(nums[i] == i);
    }

    int one[] = {7};
    assert(remove_duplicates(one, 1) == 1);

    int v[] = {3, 2, 2, 3, 4, 3};
    int m = remove_element(v, 6, 3);
    assert(m == 3);
    assert(v[0] == 2 && v[1] == 2 && v[2] == 4);
    assert(remove_element(v, m, 9) == 3);
    return 0;
}
