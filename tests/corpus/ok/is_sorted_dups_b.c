#include <stdbool.h>
#include <assert.h>
#include <stddef.h>

#define MAXV 1000

/* Return whether the numbers are sorted in ascending order. If the list has more
   than 1 duplicate of the same number, return false. */
bool is_sorted(const int *lst, int n) {
    int count[MAXV + 1] = {0};
    for (int i = 0; i < n; i++) {
        count[lst[i]]++;
        if (count[lst[i]] > 2) return false;
        if (i > 0 && lst[i - 1] > lst[i]) return false;
    }
    return true;
}

int main(void) {
    int a[] = {5};
    int b[] = {1, 2, 3, 4, 5};
    int c[] = {1, 3, 2, 4, 5};
    int d[] = {1, 2, 3, 4, 5, 6};
    int e[] = {1, 2, 3, 4, 5, 6, 7};
    int f[] = {1, 3, 2, 4, 5, 6, 7};
    int g[] = {3, 2, 1};
    int h[] = {1, 2, 2, 2, 3, 4};
    int k[] = {1, 2, 3, 3, 3, 4};
    int m[] = {1, 2, 2, 3, 3, 4};
    assert(is_sorted(a, 1));
    assert(is_sorted(b, 5));
    assert(!is_sorted(c, 5));
    assert(is_sorted(d, 6));
    assert(is_sorted(e, 7));
    assert(!is_sorted(f, 7));
    assert(is_sorted(NULL, 0));
    assert(!is_sorted(g, 3));
    assert(!is_sorted(h, 6));
    assert(!is_sorted(k, 6));
    assert(is_sorted(m, 6));
    return 0;
}
