#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include <assert.h>

int *rolling_max(const int *numbers, int size, int *returnSize) {
    int *result = (int *)calloc(size > 0 ? size : 1, sizeof(int));
    int running_max = INT_MIN;
    for (int i = 0; i < size; i++) {
        if (numbers[i] > running_max) running_max = numbers[i];
        result[i] = running_max;
    }
    *returnSize = size;
    return result;
}

int main(void) {
    int rs;
    int *r = rolling_max(NULL, 0, &rs);
    assert(rs == 0);
    free(r);
    int a[] = {1, 2, 3, 4};
    r = rolling_max(a, 4, &rs);
    assert(rs == 4 && memcmp(r, a, sizeof a) == 0);
    free(r);
    int b[] = {4, 3, 2, 1};
    int eb[] = {4, 4, 4, 4};
    r = rolling_max(b, 4, &rs);
    assert(memcmp(r, eb, sizeof(eb)) == 0);
    free(r);
    int c[] = {3, 2, 3, 100, 3};
    int ec[] = {3, 3, 3, 100, 100};
    r = rolling_max(c, 5, &rs);
    assert(memcmp(r, ec, 5 * sizeof(int)) == 0);
    free(r);
    return 0;
}
