#include <stdbool.h>
#include <assert.h>

bool below_threshold(int *l, int n, int t) {
    for (int *p = l; p < l + n; p++)
        if (*p >= t) return false;
    return true;
}

int main(void) {
    int a[] = {1, 2, 4, 10};
    assert(below_threshold(a, 4, 100));
    int b[] = {1, 20, 4, 10};
    assert(!below_threshold(b, 4, 5));
    assert(below_threshold(b, 4, 21));
    assert(below_threshold(b, 4, 22));
    int c[] = {1, 8, 4, 10};
    assert(below_threshold(c, 4, 11));
    assert(!below_threshold(c, 4, 10));
    return 0;
}
