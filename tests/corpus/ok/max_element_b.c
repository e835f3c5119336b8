#include <limits.h>
#include <assert.h>

#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

int max_element(const int *l, unsigned n) {
    int m = INT_MIN;
    for (unsigned i = 0; i < n; i++)
        m = l[i] > m ? l[i] : m;
    return m;
}

int main(void) {
    int a[] = {1, 2, 3};
    assert(max_element(a, ARRAY_LEN(a)) == 3);
    int b[] = {5, 3, -5, 2, -3, 3, 9, 0, 124, 1, -10};
    assert(max_element(b, ARRAY_LEN(b)) == 124);
    int c[] = {-7, -3, -100};
    assert(max_element(c, ARRAY_LEN(c)) == -3);
    return 0;
}
