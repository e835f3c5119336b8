#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

static int cmp_desc(const void *a, const void *b) {
    return *(const int *)b - *(const int *)a;
}

/* Sort the integers between 1 and 9 inclusive, reverse the resulting array, and
   replace each digit by its name. */
char **by_length(const int *arr, int arrSize, int *returnSize) {
    static const char *names[] = {"", "One", "Two", "Three", "Four", "Five",
                                  "Six", "Seven", "Eight", "Nine"};
    int *tmp = malloc((arrSize + 1) * sizeof(int));
    int n = 0;
    for (int i = 0; i < arrSize; i++)
        if (arr[i] >= 1 && arr[i] <= 9) tmp[n++] = arr[i];
    qsort(tmp, n, sizeof(int), cmp_desc);
    char **out = malloc((n + 1) * sizeof(char *));
    for (int i = 0; i < n; i++) {
        out[i] = malloc(strlen(names[tmp[i]]) + 1);
        strcpy(out[i], names[tmp[i]]);
    }
    free(tmp);
    *returnSize = n;
    return out;
}

static int check(const int *arr, int n, const char **want, int wn) {
    int rs;
    char **got = by_length(arr, n, &rs);
    int ok = rs == wn;
    for (int i = 0; i < rs; i++) {
        if (ok && strcmp(got[i], want[i]) != 0) ok = 0;
        free(got[i]);
    }
    free(got);
    return ok;
}

int main(void) {
    int a[] = {2, 1, 1, 4, 5, 8, 2, 3};
    const char *wa[] = {"Eight", "Five", "Four", "Three", "Two", "Two", "One", "One"};
    assert(check(a, 8, wa, 8));
    assert(check(NULL, 0, NULL, 0));
    int b[] = {1, -1, 55};
    const char *wb[] = {"One"};
    assert(check(b, 3, wb, 1));
    int c[] = {1, -1, 3, 2};
    const char *wc[] = {"Three", "Two", "One"};
    assert(check(c, 4, wc, 3));
    int d[] = {9, 4, 8};
    const char *wd[] = {"Nine", "Eight", "Four"};
    assert(check(d, 3, wd, 3));
    return 0;
}
