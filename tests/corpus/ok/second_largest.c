#include <assert.h>
#include <limits.h>

/* Return the second largest distinct value, or INT_MIN if there is none. */
int second_largest(int arr[], int n) {
    int first = INT_MIN, second = INT_MIN;
    for (int i = 0; i < n; i++) {
        if (arr[i] > first) {
            second = first;
            first = arr[i];
        } else if (arr[i] < first && arr[i] > second) {
            second = arr[i];
        }
    }
    return second;
}

/* next_smallest (HumanEval/90): 2nd smallest distinct element, -1 if none */
int next_smallest(int lst[], int n) {
    int smallest = INT_MAX, second = INT_MAX;
    int found = 0;
    for (int i = 0; i < n; i++) {
        if (lst[i] < smallest) {
            if (smallest != INT_MAX) { second = smallest; found = 1; }
            smallest = lst[i];
        } else if (lst[i] > smallest && lst[i] <= second) {
            second = lst[i];
            found = 1;
        }
    }
    return found ? second : -1;
}

int main(void) {
    int a[] = {12, 35, 1, 10, 34, 1};
    assert(second_largest(a, 6) == 34);
    int b[] = {10, 10, 10};
    assert(second_largest(b, 3) == INT_MIN);
    int c[] = {-1, -2};
    assert(second_largest(c, 2) == -2);

    int d[] = {1, 2, 3, 4, 5};
    assert(next_smallest(d, 5) == 2);
    int e[] = {5, 1, 4, 3, 2};
    assert(next_smallest(e, 5) == 2);
    int f[] = {1, 1};
    assert(next_smallest(f, 2) == -1);
    int g[] = {-35, 34, 12, -45};
    assert(next_smallest(g, 4) == -35);
    return 0;
}
