#include <stdio.h>
#include <stdlib.h>
#include <assert.h>

int *get_positive(int *l, int size, int *returnSize) {
    int *res = (int *)malloc(sizeof(int) * size);
    *returnSize = 0;
    for (int i = 0; i < size; i++)
        if (l[i] > 0)
            res[(*returnSize)++] = l[i];
    return res;
}

int main() {
    int rs;
    int a[] = {-1, -2, 4, 5, 6};
    int *r = get_positive(a, 5, &rs);
    assert(rs == 3 && r[0] == 4 && r[1] == 5 && r[2] == 6);
    free(r);
    int b[] = {5, 3, -5, 2, 3, 3, 9, 0, 123, 1, -10};
    int eb[] = {5, 3, 2, 3, 3, 9, 123, 1};
    r = get_positive(b, 11, &rs);
    assert(rs == 8);
    for (int i = 0; i < rs; i++) assert(r[i] == eb[i]);
    free(r);
    int c[] = {-1, -2};
    r = get_positive(c, 2, &rs);
    assert(rs == 0);
    free(r);
    printf("ok\n");
    return 0;
}
