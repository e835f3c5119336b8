#include <stdlib.h>
#include <string.h>
#include <assert.h>

void sort_even(int *l, size_t n) {
    /* simple insertion sort over the even indices */
    for (size_t i = 2; i < n; i += 2) {
        int key = l[i];
        size_t j = i;
        while (j >= 2 && l[j - 2] > key) {
            l[j] = l[j - 2];
            j -= 2;
        }
        l[j] = key;
    }
}

int main(void) {
    int a[] = {1, 2, 3};
    sort_even(a, 3);
    assert(a[0] == 1 && a[1] == 2 && a[2] == 3);
    int b[] = {5, 3, -5, 2, -3, 3, 9, 0, 123, 1, -10};
    int eb[] = {-10, 3, -5, 2, -3, 3, 5, 0, 9, 1, 123};
    sort_even(b, sizeof b / sizeof b[0]);
    assert(memcmp(b, eb, sizeof b) == 0);
    int c[] = {5, 8, -12, 4, 23, 2, 3, 11, 12, -10};
    int ec[] = {-12, 8, 3, 4, 5, 2, 12, 11, 23, -10};
    sort_even(c, 10);
    for (int i = 0; i < 10; i++) assert(c[i] == ec[i]);
    return 0;
}
