#include <assert.h>

/* Return the index of target in the sorted array, or -1 if not present. */
int binary_search(const int arr[], int n, int target) {
    int lo = 0, hi = n - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (arr[mid] == target) {
            return mid;
        } else if (arr[mid] < target) {
            lo = mid + 1;
        } else {
            hi = mid - 1;
        }
    }
    return -1;
}

/* First index i with arr[i] >= target (n if none). */
int lower_bound(const int arr[], int n, int target) {
    int lo = 0, hi = n;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (arr[mid] < target)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

int main(void) {
    int arr[] = {1, 3, 5, 7, 9, 11, 13, 15, 17, 19};
    int n = sizeof(arr) / sizeof(arr[0]);
    assert(n == 10);
    assert(binary_search(arr, n, 1) == 0);
    assert(binary_search(arr, n, 19) == 9);
    assert(binary_search(arr, n, 11) == 5);
    assert(binary_search(arr, n, 4) == -1);
    assert(binary_search(arr, n, 20) == -1);
    assert(binary_search(arr, 0, 1) == -1);

    int dup[] = {2, 4, 4, 4, 8, 10};
    assert(lower_bound(dup, 6, 4) == 1);
    assert(lower_bound(dup, 6, 5) == 4);
    assert(lower_bound(dup, 6, 0) == 0);
    assert(lower_bound(dup, 6, 11) == 6);
    return 0;
}
