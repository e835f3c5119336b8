#include <assert.h>
#include <stdlib.h>
#include <string.h>

static int by_length_then_alpha(const void *a, const void *b) {
    const char *x = *(const char *const *)a;
    const char *y = *(const char *const *)b;
    size_t lx = strlen(x), ly = strlen(y);
    if (lx != ly) return lx < ly ? -1 : 1;
    return strcmp(x, y);
}

/* Delete the strings that have odd lengths from the list and return the remaining strings
   sorted by length, then alphabetically. The kept pointers are written to out. */
int sorted_list_sum(const char **lst, int n, const char **out) {
    int k = 0;
    for (int i = 0; i < n; i++)
        if (strlen(lst[i]) % 2 == 0) out[k++] = lst[i];
    qsort(out, k, sizeof(const char *), by_length_then_alpha);
    return k;
}

int main(void) {
    const char *out[8];
    const char *a[] = {"aa", "a", "aaa"};
    assert(sorted_list_sum(a, 3, out) == 1 && strcmp(out[0], "aa") == 0);
    const char *b[] = {"school", "AI", "asdf", "b"};
    assert(sorted_list_sum(b, 4, out) == 3);
    assert(strcmp(out[0], "AI") == 0 && strcmp(out[1], "asdf") == 0 && strcmp(out[2], "school") == 0);
    const char *c[] = {"d", "b", "c", "a"};
    assert(sorted_list_sum(c, 4, out) == 0);
    const char *d[] = {"AI", "ai", "au"};
    assert(sorted_list_sum(d, 3, out) == 3);
    assert(strcmp(out[0], "AI") == 0 && strcmp(out[1], "ai") == 0 && strcmp(out[2], "au") == 0);
    const char *e[] = {"aaaa", "bbbb", "dd", "cc"};
    assert(sorted_list_sum(e, 4, out) == 4);
    assert(strcmp(out[0], "cc") == 0 && strcmp(out[1], "dd") == 0 && strcmp(out[2], "aaaa") == 0 && strcmp(out[3], "bbbb") == 0);
    return 0;
}
