#include <assert.h>
#include <stdlib.h>

/* Insert a number 'delimeter' between every two consecutive elements of input list.
   The result is allocated with malloc; its length is stored in *out_len. */
int *intersperse(const int *numbers, int n, int delimeter, int *out_len) {
    if (n == 0) {
        *out_len = 0;
        return NULL;
    }
    int *out = malloc(sizeof(int) * (2 * n - 1));
    int k = 0;
    for (int i = 0; i < n; i++) {
        if (i > 0) out[k++] = delimeter;
        out[k++] = numbers[i];
    }
    *out_len = k;
    return out;
}

int main(void) {
    int len;
    int *r = intersperse(NULL, 0, 7, &len);
    assert(r == NULL && len == 0);
    int a[] = {5, 6, 3, 2};
    r = intersperse(a, 4, 8, &len);
    int expected[] = {5, 8, 6, 8, 3, 8, 2};
    assert(len == 7);
    for (int i = 0; i < len; i++) assert(r[i] == expected[i]);
    free(r);
    int b[] = {2, 2, 2};
    r = intersperse(b, 3, 2, &len);
    assert(len == 5);
    for (int i = 0; i < len; i++) assert(r[i] == 2);
    free(r);
    return 0;
}
