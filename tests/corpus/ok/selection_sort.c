#include <assert.h>
#include <stdbool.h>

/* Sort in descending order with selection sort */
void selection_sort_desc(long arr[], int n) {
    for (int i = 0; i < n - 1; i++) {
        int best = i;
        for (int j = i + 1; j < n; j++) {
            if (arr[j] > arr[best]) best = j;
        }
        if (best != i) {
            long tmp = arr[i];
            arr[i] = arr[best];
            arr[best] = tmp;
        }
    }
}

/* k-th smallest (1-based) with a partial selection sort on a copy */
long kth_smallest(const long arr[], int n, int k) {
    long copy[100];
    for (int i = 0; i < n; i++) copy[i] = arr[i];
    for (int i = 0; i < k; i++) {
        int m = i;
        for (int j = i + 1; j < n; j++)
            if (copy[j] < copy[m]) m = j;
        long t = copy[i];
        copy[i] = copy[m];
        copy[m] = t;
    }
    return copy[k - 1];
}

bool is_desc(const long arr[], int n) {
    for (int i = 0; i + 1 < n; i++)
        if (arr[i] < arr[i + 1]) return false;
    return true;
}

int main(void) {
    long a[] = {7, -2, 10, 4, 4, 3000000000L, 0, -9};
    selection_sort_desc(a, 8);
    assert(is_desc(a, 8));
    assert(a[0] == 3000000000L);
    assert(a[7] == -9);
    assert(a[3] == 4 && a[4] == 4);

    long b[] = {7, 10, 4, 3, 20, 15};
    assert(kth_smallest(b, 6, 3) == 7);
    assert(kth_smallest(b, 6, 1) == 3);
    assert(kth_smallest(b, 6, 6) == 20);
    assert(b[0] == 7);
    return 0;
}
