#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
#include <assert.h>

/* returns {smallest even value, its index} in a malloc'd array, or NULL with *returnSize = 0 */
int *pluck(const int *arr, int arrSize, int *returnSize) {
    int best = INT_MAX, best_idx = -1;
    for (int i = 0; i < arrSize; i++) {
        if (arr[i] % 2 == 0 && arr[i] < best) {
            best = arr[i];
            best_idx = i;
        }
    }
    if (best_idx == -1) {
        *returnSize = 0;
        return NULL;
    }
    int *res = malloc(2 * sizeof(int));
    res[0] = best;
    res[1] = best_idx;
    *returnSize = 2;
    return res;
}

static void check(const int *arr, int n, int value, int index) {
    int rs;
    int *r = pluck(arr, n, &rs);
    if (index < 0) {
        assert(rs == 0 && r == NULL);
    } else {
        assert(rs == 2 && r[0] == value && r[1] == index);
    }
    free(r);
}

int main(void) {
    check((int[]){4, 2, 3}, 3, 2, 1);
    check((int[]){1, 2, 3}, 3, 2, 1);
    check(NULL, 0, 0, -1);
    check((int[]){5, 0, 3, 0, 4, 2}, 6, 0, 1);
    check((int[]){1, 2, 3, 0, 5, 3}, 6, 0, 3);
    check((int[]){5, 4, 8, 4, 8}, 5, 4, 1);
    check((int[]){7, 6, 7, 1}, 4, 6, 1);
    check((int[]){7, 9, 7, 1}, 4, 0, -1);
    printf("pluck ok\n");
    return 0;
}
