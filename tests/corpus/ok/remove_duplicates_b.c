#include <stdlib.h>
#include <assert.h>

int *remove_duplicates(const int *numbers, int n, int *returnSize) {
    int *result = malloc(sizeof(int) * n);
    int k = 0;
    for (int i = 0; i < n; i++) {
        int count = 0;
        for (int j = 0; j < n; j++) {
            if (numbers[j] == numbers[i]) count++;
        }
        if (count == 1) result[k++] = numbers[i];
    }
    *returnSize = k;
    return result;
}

int main(void) {
    int rs;
    int *r = remove_duplicates((int[]){0}, 0, &rs);
    assert(rs == 0);
    free(r);
    int a[] = {1, 2, 3, 4};
    r = remove_duplicates(a, 4, &rs);
    assert(rs == 4);
    for (int i = 0; i < 4; i++) assert(r[i] == a[i]);
    free(r);
    int b[] = {1, 2, 3, 2, 4, 3, 5};
    r = remove_duplicates(b, 7, &rs);
    assert(rs == 3 && r[0] == 1 && r[1] == 4 && r[2] == 5);
    free(r);
    return 0;
}
