#include <assert.h>
#include <stdlib.h>
#include <string.h>

static const char *digit_names[] = {"One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine"};

/* Sort the integers that are between 1 and 9 inclusive, reverse the resulting array, and then
   replace each digit by its corresponding name. Returns the count written to out. */
int by_length(const int *arr, int n, const char **out) {
    int counts[10] = {0};
    for (int i = 0; i < n; i++)
        if (arr[i] >= 1 && arr[i] <= 9) counts[arr[i]]++;
    int k = 0;
    for (int d = 9; d >= 1; d--)
        while (counts[d]-- > 0) out[k++] = digit_names[d - 1];
    return k;
}

int main(void) {
    const char *out[16];
    int a[] = {2, 1, 1, 4, 5, 8, 2, 3};
    const char *ea[] = {"Eight", "Five", "Four", "Three", "Two", "Two", "One", "One"};
    assert(by_length(a, 8, out) == 8);
    for (int i = 0; i < 8; i++) assert(strcmp(out[i], ea[i]) == 0);
    assert(by_length(NULL, 0, out) == 0);
    int b[] = {1, -1, 55};
    assert(by_length(b, 3, out) == 1 && strcmp(out[0], "One") == 0);
    int c[] = {1, -1, 3, 2};
    assert(by_length(c, 4, out) == 3);
    assert(strcmp(out[0], "Three") == 0 && strcmp(out[1], "Two") == 0 && strcmp(out[2], "One") == 0);
    int d[] = {9, 4, 8};
    assert(by_length(d, 3, out) == 3 && strcmp(out[0], "Nine") == 0 && strcmp(out[2], "Four") == 0);
    return 0;
}
