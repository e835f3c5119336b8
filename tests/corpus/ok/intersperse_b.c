#include <stdlib.h>
#include <assert.h>

int *intersperse(const int *numbers, int numbers_size, int delimeter, int *returnSize) {
    if (numbers_size == 0) {
        *returnSize = 0;
        return NULL;
    }
    int out_size = numbers_size * 2 - 1;
    int *out = (int *)malloc(out_size * sizeof(int));
    int k = 0;
    for (int i = 0; i < numbers_size; i++) {
        out[k++] = numbers[i];
        if (i != numbers_size - 1) out[k++] = delimeter;
    }
    *returnSize = out_size;
    return out;
}

static int equal(const int *a, int na, const int *b, int nb) {
    if (na != nb) return 0;
    for (int i = 0; i < na; i++)
        if (a[i] != b[i]) return 0;
    return 1;
}

int main(void) {
    int size;
    int *r = intersperse(NULL, 0, 7, &size);
    assert(size == 0 && r == NULL);
    int a[] = {5, 6, 3, 2};
    int ea[] = {5, 8, 6, 8, 3, 8, 2};
    r = intersperse(a, 4, 8, &size);
    assert(equal(r, size, ea, 7));
    free(r);
    int b[] = {2, 2, 2};
    int eb[] = {2, 2, 2, 2, 2};
    r = intersperse(b, 3, 2, &size);
    assert(equal(r, size, eb, 5));
    free(r);
    return 0;
}
