#include <assert.h>
#include <stdlib.h>

/* From a given list of integers, generate a list of rolling maximum element found until given moment. */
int *rolling_max(const int *numbers, int n) {
    if (n <= 0) return NULL;
    int *result = (int *)malloc(n * sizeof(int));
    if (!result) return NULL;
    int running = numbers[0];
    for (int i = 0; i < n; i++) {
        if (numbers[i] > running) running = numbers[i];
        result[i] = running;
    }
    return result;
}

static int arrays_equal(const int *a, const int *b, int n) {
    for (int i = 0; i < n; i++)
        if (a[i] != b[i]) return 0;
    return 1;
}

int main(void) {
    assert(rolling_max(NULL, 0) == NULL);
    int a[] = {1, 2, 3, 4};
    int *r = rolling_max(a, 4);
    assert(arrays_equal(r, a, 4));
    free(r);
    int b[] = {4, 3, 2, 1};
    int eb[] = {4, 4, 4, 4};
    r = rolling_max(b, 4);
    assert(arrays_equal(r, eb, 4));
    free(r);
    int c[] = {3, 2, 3, 100, 3};
    int ec[] = {3, 3, 3, 100, 100};
    r = rolling_max(c, 5);
    assert(arrays_equal(r, ec, 5));
    free(r);
    return 0;
}
