#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

static int cmp(const void *a, const void *b) {
    int x = *(const int *)a;
    int y = *(const int *)b;
    return x < y ? -1 : x > y;
}

/* Determine if it is possible to get an array sorted in non-decreasing order
   by performing right shift operations any number of times. */
bool move_one_ball(const int *arr, int n) {
    if (n == 0) return true;
    int *sorted = malloc(n * sizeof(int));
    memcpy(sorted, arr, n * sizeof(int));
    qsort(sorted, n, sizeof(int), cmp);
    int min_idx = 0;
    for (int i = 1; i < n; i++)
        if (arr[i] < arr[min_idx]) min_idx = i;
    bool ok = true;
    for (int i = 0; i < n; i++) {
        if (arr[(min_idx + i) % n] != sorted[i]) {
            ok = false;
            break;
        }
    }
    free(sorted);
    return ok;
}

int main(void) {
    int a[] = {3, 4, 5, 1, 2};
    int b[] = {3, 5, 10, 1, 2};
    int c[] = {4, 3, 1, 2};
    int d[] = {3, 5, 4, 1, 2};
    assert(move_one_ball(a, 5) == true);
    assert(move_one_ball(b, 5) == true);
    assert(move_one_ball(c, 4) == false);
    assert(move_one_ball(d, 5) == false);
    assert(move_one_ball(NULL, 0) == true);
    return 0;
}
