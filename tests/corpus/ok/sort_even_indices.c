#include <assert.h>

/* Sort, in place, the values at the even indicies of l, leaving the odd indicies unchanged. */
void sort_even(int *l, int n) {
    for (int i = 0; i < n; i += 2) {
        int min_idx = i;
        for (int j = i + 2; j < n; j += 2) {
            if (l[j] < l[min_idx]) min_idx = j;
        }
        if (min_idx != i) {
            int tmp = l[i];
            l[i] = l[min_idx];
            l[min_idx] = tmp;
        }
    }
}

static int equal(const int *a, const int *b, int n) {
    for (int i = 0; i < n; i++)
        if (a[i] != b[i]) return 0;
    return 1;
}

int main(void) {
    int a[] = {1, 2, 3};
    int ea[] = {1, 2, 3};
    sort_even(a, 3);
    assert(equal(a, ea, 3));
    int b[] = {5, 3, -5, 2, -3, 3, 9, 0, 123, 1, -10};
    int eb[] = {-10, 3, -5, 2, -3, 3, 5, 0, 9, 1, 123};
    sort_even(b, 11);
    assert(equal(b, eb, 11));
    int c[] = {5, 8, -12, 4, 23, 2, 3, 11, 12, -10};
    int ec[] = {-12, 8, 3, 4, 5, 2, 12, 11, 23, -10};
    sort_even(c, 10);
    assert(equal(c, ec, 10));
    return 0;
}
