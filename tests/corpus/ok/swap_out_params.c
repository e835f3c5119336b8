#include <assert.h>

void swap(int *a, int *b) {
    int tmp = *a;
    *a = *b;
    *b = tmp;
}

/* Sort three values in place through pointers */
void sort3(int *x, int *y, int *z) {
    if (*x > *y) swap(x, y);
    if (*y > *z) swap(y, z);
    if (*x > *y) swap(x, y);
}

int main(void) {
    int a = 3, b = 1, c = 2;
    swap(&a, &b);
    assert(a == 1 && b == 3);
    sort3(&a, &b, &c);
    assert(a == 1 && b == 2 && c == 3);
    int p = 9, q = -4, r = 0;
    sort3(&p, &q, &r);
    assert(p == -4 && q == 0 && r == 9);
    return 0;
}
