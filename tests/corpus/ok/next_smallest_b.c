#include <stdbool.h>
#include <limits.h>
#include <assert.h>
#include <stddef.h>

/* Return the 2nd smallest element of the list, or report that there is none
   (the result is stored through *out and the function returns whether it exists). */
bool next_smallest(const int *lst, int n, int *out) {
    int first = INT_MAX, second = INT_MAX;
    bool found_second = false;
    for (int i = 0; i < n; i++) {
        if (lst[i] < first) {
            if (first != INT_MAX) { second = first; found_second = true; }
            first = lst[i];
        } else if (lst[i] > first && (!found_second || lst[i] < second)) {
            second = lst[i];
            found_second = true;
        }
    }
    if (!found_second) return false;
    *out = second;
    return true;
}

int main(void) {
    int r;
    int a[] = {1, 2, 3, 4, 5};
    assert(next_smallest(a, 5, &r) && r == 2);
    int b[] = {5, 1, 4, 3, 2};
    assert(next_smallest(b, 5, &r) && r == 2);
    assert(!next_smallest(NULL, 0, &r));
    int c[] = {1, 1};
    assert(!next_smallest(c, 2, &r));
    int d[] = {1, 1, 1, 1, 0};
    assert(next_smallest(d, 5, &r) && r == 1);
    int e[] = {-35, 34, 12, -45};
    assert(next_smallest(e, 4, &r) && r == -35);
    return 0;
}
