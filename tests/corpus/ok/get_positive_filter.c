#include <assert.h>
#include <stdlib.h>

/* Return only positive numbers in the list. */
int *get_positive(const int *l, int n, int *out_n) {
    int *out = malloc(sizeof(*out) * (n + 1));
    int *q = out;
    for (const int *p = l; p < l + n; p++) {
        if (*p > 0) *q++ = *p;
    }
    *out_n = (int)(q - out);
    return out;
}

int main(void) {
    int m;
    int a[] = {-1, -2, 4, 5, 6};
    int *r = get_positive(a, 5, &m);
    assert(m == 3 && r[0] == 4 && r[1] == 5 && r[2] == 6);
    free(r);
    int b[] = {5, 3, -5, 2, 3, 3, 9, 0, 123, 1, -10};
    int eb[] = {5, 3, 2, 3, 3, 9, 123, 1};
    r = get_positive(b, 11, &m);
    assert(m == 8);
    for (int i = 0; i < m; i++) assert(r[i] == eb[i]);
    free(r);
    int c[] = {-1, -2};
    r = get_positive(c, 2, &m);
    assert(m == 0);
    free(r);
    return 0;
}
