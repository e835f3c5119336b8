#include <assert.h>
#include <stddef.h>

/* Given a non-empty list of integers lst, add the even elements that are at odd indices. */
int add(const int *lst, size_t n) {
    int sum = 0;
    for (size_t i = 1; i < n; i += 2) {
        if (lst[i] % 2 == 0) {
            sum += lst[i];
        }
    }
    return sum;
}

int main(void) {
    int a[] = {4, 88};
    int b[] = {4, 5, 6, 7, 2, 122};
    int c[] = {4, 0, 6, 7};
    int d[] = {4, 4, 6, 8};
    assert(add(a, sizeof(a) / sizeof(a[0])) == 88);
    assert(add(b, sizeof(b) / sizeof(b[0])) == 122);
    assert(add(c, sizeof(c) / sizeof(c[0])) == 0);
    assert(add(d, sizeof(d) / sizeof(d[0])) == 12);
    return 0;
}
