#include <assert.h>
#include <stdbool.h>

void bubble_sort(int arr[], int n) {
    for (int i = 0; i < n - 1; i++) {
        bool swapped = false;
        for (int j = 0; j < n - 1 - i; j++) {
            if (arr[j] > arr[j + 1]) {
                int tmp = arr[j];
                arr[j] = arr[j + 1];
                arr[j + 1] = tmp;
                swapped = true;
            }
        }
        if (!swapped) break;
    }
}

bool is_sorted(int arr[], int n) {
    for (int i = 1; i < n; i++) {
        if (arr[i - 1] > arr[i]) return false;
    }
    return true;
}

bool arrays_equal(int a[], int b[], int n) {
    for (int i = 0; i < n; i++)
        if (a[i] != b[i]) return false;
    return true;
}

int main(void) {
    int a[] = {5, 2, 9, 1, 5, 6};
    int expected[] = {1, 2, 5, 5, 6, 9};
    bubble_sort(a, 6);
    assert(is_sorted(a, 6));
    assert(arrays_equal(a, expected, 6));

    int b[] = {-3, 0, -10, 7, 7, -3, 100, 42};
    int expected_b[] = {-10, -3, -3, 0, 7, 7, 42, 100};
    assert(!is_sorted(b, 8));
    bubble_sort(b, 8);
    assert(arrays_equal(b, expected_b, 8));

    int single[1] = {42};
    bubble_sort(single, 1);
    assert(single[0] == 42);
    return 0;
}
