#include <assert.h>

/* Square the entry if its index is a multiple of 3 and cube it if its index is
   a multiple of 4 and not a multiple of 3; return the sum of all entries. */
int sum_squares(int *lst, int size) {
    int sum = 0;
    for (int i = 0; i < size; i++) {
        if (i % 3 == 0) sum += lst[i] * lst[i];
        else if (i % 4 == 0) sum += lst[i] * lst[i] * lst[i];
        else sum += lst[i];
    }
    return sum;
}

int main(void) {
    int a[] = {1, 2, 3};
    int b[] = {1, 4, 9};
    int c[] = {1, 1, 1, 1, 1, 1, 1, 1, 1};
    int d[] = {-1, -1, -1, -1, -1, -1, -1, -1, -1};
    int e[] = {0};
    int f[] = {-1, -5, 2, -1, -5};
    int g[] = {-56, -99, 1, 0, -2};
    int h[] = {-1, 0, 0, 0, 0, 0, 0, 0, -1};
    int k[] = {-16, -9, -2, 36, 36, 26, -20, 25, -40, 20, -4, 12, -26, 35, 37};
    int m[] = {-1, -3, 17, -1, -15, 13, -1, 14, -14, -12, -5, 14, -14, 6, 13, 11, 16, 16, 4, 10};
    assert(sum_squares(a, 3) == 6);
    assert(sum_squares(b, 3) == 14);
    assert(sum_squares(e, 0) == 0);
    assert(sum_squares(c, 9) == 9);
    assert(sum_squares(d, 9) == -3);
    assert(sum_squares(e, 1) == 0);
    assert(sum_squares(f, 5) == -126);
    assert(sum_squares(g, 5) == 3030);
    assert(sum_squares(h, 9) == 0);
    assert(sum_squares(k, 15) == -14196);
    assert(sum_squares(m, 20) == -1448);
    return 0;
}
