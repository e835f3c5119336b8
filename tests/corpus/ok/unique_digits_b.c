#include <stdlib.h>
#include <stdbool.h>
#include <assert.h>

int compare(const void *a, const void *b) {
    return (*(int *)a - *(int *)b);
}

/* Given a list of positive integers x, return a sorted list of all elements
   that haven't any even digit. */
int *unique_digits(int *x, int size, int *out_size) {
    int *result = (int *)malloc(size * sizeof(int));
    int count = 0;
    for (int i = 0; i < size; i++) {
        int num = x[i];
        bool all_odd = true;
        while (num > 0) {
            if ((num % 10) % 2 == 0) {
                all_odd = false;
                break;
            }
            num /= 10;
        }
        if (all_odd) result[count++] = x[i];
    }
    qsort(result, count, sizeof(int), compare);
    *out_size = count;
    return result;
}

int main(void) {
    int n;
    int a[] = {15, 33, 1422, 1};
    int *r = unique_digits(a, 4, &n);
    assert(n == 3 && r[0] == 1 && r[1] == 15 && r[2] == 33);
    free(r);
    int b[] = {152, 323, 1422, 10};
    r = unique_digits(b, 4, &n);
    assert(n == 0);
    free(r);
    int c[] = {12345, 2033, 111, 151};
    r = unique_digits(c, 4, &n);
    assert(n == 2 && r[0] == 111 && r[1] == 151);
    free(r);
    int d[] = {135, 103, 31};
    r = unique_digits(d, 3, &n);
    assert(n == 2 && r[0] == 31 && r[1] == 135);
    free(r);
    return 0;
}
