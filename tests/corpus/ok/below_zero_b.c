#include <stdbool.h>
#include <stddef.h>
#include <assert.h>

bool below_zero(const int *operations, size_t n) {
    int balance = 0;
    for (size_t i = 0; i < n; ++i) {
        balance += operations[i];
        if (balance < 0)
            return true;
    }
    return false;
}

int main(void) {
    assert(below_zero(NULL, 0) == false);
    int a[] = {1, 2, -3, 1, 2, -3};
    assert(!below_zero(a, sizeof(a) / sizeof(a[0])));
    int b[] = {1, 2, -4, 5, 6};
    assert(below_zero(b, sizeof(b) / sizeof(b[0])));
    int c[] = {1, -1, 2, -2, 5, -5, 4, -4};
    assert(!below_zero(c, 8));
    int d[] = {1, -1, 2, -2, 5, -5, 4, -5};
    assert(below_zero(d, 8));
    int e[] = {1, -2, 2, -2, 5, -5, 4, -4};
    assert(below_zero(e, 8));
    return 0;
}
