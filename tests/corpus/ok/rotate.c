#include <assert.h>

void reverse_range(int a[], int lo, int hi) {
    while (lo < hi) {
        int t = a[lo];
        a[lo] = a[hi];
        a[hi] = t;
        lo++;
        hi--;
    }
}

/* Rotate the array to the right by k steps, in place. */
void rotate_right(int a[], int n, int k) {
    if (n == 0) return;
    k %= n;
    reverse_range(a, 0, n - 1);
    reverse_range(a, 0, k - 1);
    reverse_range(a, k, n - 1);
}

/* HumanEval/109: can the array be sorted ascending by right shifts? */
int move_one_ball(int arr[], int n) {
    if (n == 0) return 1;
    int drops = 0;
    for (int i = 0; i < n; i++) {
        if (arr[i] > arr[(i + 1) % n]) drops++;
    }
    return drops <= 1;
}

int main(void) {
    int a[] = {1, 2, 3, 4, 5, 6, 7};
    rotate_right(a, 7, 3);
    int expect[] = {5, 6, 7, 1, 2, 3, 4};
    for (int i = 0; i < 7; i++) assert(a[i] == expect[i]);
    rotate_right(a, 7, 11);
    for (int i = 0; i < 7; i++) assert(a[i] == i + 1);

    int b[] = {3, 4, 5, 1, 2};
    int c[] = {3, 5, 4, 1, 2};
    int d[] = {4, 3, 1, 2};
    assert(move_one_ball(b, 5) == 1);
    assert(move_one_ball(c, 5) == 0);
    assert(move_one_ball(d, 4) == 0);
    assert(move_one_ball(a, 0) == 1);
    return 0;
}
