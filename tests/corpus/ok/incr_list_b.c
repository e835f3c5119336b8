#include <stdio.h>
#include <stdlib.h>
#include <assert.h>

int *incr_list(const int *l, int n) {
    int *out = (int *)malloc(sizeof(int) * (n ? n : 1));
    const int *src = l;
    int *dst = out;
    while (n-- > 0) *dst++ = *src++ + 1;
    return out;
}

int main(void) {
    int a[] = {3, 2, 1};
    int *r = incr_list(a, 3);
    assert(r[0] == 4 && r[1] == 3 && r[2] == 2);
    free(r);
    int b[] = {5, 2, 5, 2, 3, 3, 9, 0, 123};
    int eb[] = {6, 3, 6, 3, 4, 4, 10, 1, 124};
    r = incr_list(b, 9);
    for (int i = 0; i < 9; i++) {
        printf("%d%s", r[i], i < 8 ? ", " : "\n");
        assert(r[i] == eb[i]);
    }
    free(r);
    r = incr_list(NULL, 0);
    free(r);
    return 0;
}
