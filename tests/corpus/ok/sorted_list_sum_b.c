#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

static int by_len_then_alpha(const void *a, const void *b) {
    const char *s1 = *(const char **)a;
    const char *s2 = *(const char **)b;
    size_t l1 = strlen(s1), l2 = strlen(s2);
    if (l1 != l2) return l1 < l2 ? -1 : 1;
    return strcmp(s1, s2);
}

/* Delete the strings that have odd lengths, and return the remaining list
   sorted by length, then alphabetically. */
char **sorted_list_sum(char **lst, int n, int *out_n) {
    char **res = malloc((n + 1) * sizeof(char *));
    int k = 0;
    for (int i = 0; i < n; i++)
        if (strlen(lst[i]) % 2 == 0) res[k++] = lst[i];
    qsort(res, k, sizeof(char *), by_len_then_alpha);
    *out_n = k;
    return res;
}

static int check(char **in, int n, const char **want, int wn) {
    int k;
    char **r = sorted_list_sum(in, n, &k);
    int ok = k == wn;
    for (int i = 0; ok && i < k; i++) ok = strcmp(r[i], want[i]) == 0;
    free(r);
    return ok;
}

int main(void) {
    char *t1[] = {"aa", "a", "aaa"};
    const char *w1[] = {"aa"};
    assert(check(t1, 3, w1, 1));
    char *t2[] = {"school", "AI", "asdf", "b"};
    const char *w2[] = {"AI", "asdf", "school"};
    assert(check(t2, 4, w2, 3));
    char *t3[] = {"d", "b", "c", "a"};
    assert(check(t3, 4, NULL, 0));
    char *t4[] = {"d", "dcba", "abcd", "a"};
    const char *w4[] = {"abcd", "dcba"};
    assert(check(t4, 4, w4, 2));
    char *t5[] = {"AI", "ai", "au"};
    const char *w5[] = {"AI", "ai", "au"};
    assert(check(t5, 3, w5, 3));
    char *t6[] = {"aaaa", "bbbb", "dd", "cc"};
    const char *w6[] = {"cc", "dd", "aaaa", "bbbb"};
    assert(check(t6, 4, w6, 4));
    return 0;
}
