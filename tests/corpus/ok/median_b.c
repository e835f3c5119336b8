#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <assert.h>

static int cmp_float(const void *a, const void *b) {
    float fa = *(const float *)a;
    float fb = *(const float *)b;
    return (fa > fb) - (fa < fb);
}

float median(const float *l, int size) {
    float *copy = malloc(size * sizeof(float));
    memcpy(copy, l, size * sizeof(float));
    qsort(copy, size, sizeof(float), cmp_float);
    float result;
    if (size % 2 == 1)
        result = copy[size / 2];
    else
        result = 0.5f * (copy[size / 2 - 1] + copy[size / 2]);
    free(copy);
    return result;
}

int main(void) {
    float a[] = {3, 1, 2, 4, 5};
    assert(fabs(median(a, 5) - 3) < 1e-4);
    float b[] = {-10, 4, 6, 1000, 10, 20};
    assert(fabs(median(b, 6) - 8.0) < 1e-4);
    float c[] = {5};
    assert(fabs(median(c, 1) - 5) < 1e-4);
    float d[] = {6, 5};
    assert(fabs(median(d, 2) - 5.5) < 1e-4);
    float e[] = {8, 1, 3, 9, 9, 2, 7};
    assert(fabs(median(e, 7) - 7) < 1e-4);
    printf("median = %.1f\n", median(b, 6));
    return 0;
}
