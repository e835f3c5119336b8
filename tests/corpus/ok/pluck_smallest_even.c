#include <assert.h>
#include <stdbool.h>

/* Given an array representing a branch of a tree with non-negative integer nodes, pluck the
   node with the smallest even value (the first one on ties). Returns false if there is none,
   otherwise stores the value and its index in the out-parameters. */
bool pluck(const int *arr, int n, int *value, int *index) {
    bool found = false;
    for (int i = 0; i < n; i++) {
        if (arr[i] % 2 == 0 && (!found || arr[i] < *value)) {
            *value = arr[i];
            *index = i;
            found = true;
        }
    }
    return found;
}

int main(void) {
    int v, idx;
    int a[] = {4, 2, 3};
    assert(pluck(a, 3, &v, &idx) && v == 2 && idx == 1);
    int b[] = {1, 2, 3};
    assert(pluck(b, 3, &v, &idx) && v == 2 && idx == 1);
    assert(!pluck(b, 0, &v, &idx));
    int c[] = {5, 0, 3, 0, 4, 2};
    assert(pluck(c, 6, &v, &idx) && v == 0 && idx == 1);
    int d[] = {1, 2, 3, 0, 5, 3};
    assert(pluck(d, 6, &v, &idx) && v == 0 && idx == 3);
    int e[] = {5, 4, 8, 4, 8};
    assert(pluck(e, 5, &v, &idx) && v == 4 && idx == 1);
    int f[] = {7, 9, 7, 1};
    assert(!pluck(f, 4, &v, &idx));
    return 0;
}
