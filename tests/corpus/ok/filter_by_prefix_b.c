#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdbool.h>
#include <assert.h>

static bool starts_with(const char *s, const char *prefix) {
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

const char **filter_by_prefix(const char **strings, int n, const char *prefix, int *returnSize) {
    const char **out = (const char **)malloc(sizeof(const char *) * (n + 1));
    int count = 0;
    for (int i = 0; i < n; i++) {
        if (starts_with(strings[i], prefix)) out[count++] = strings[i];
    }
    *returnSize = count;
    return out;
}

int main(void) {
    int n;
    const char **r = filter_by_prefix(NULL, 0, "john", &n);
    assert(n == 0);
    free(r);
    const char *words[] = {"xxx", "asd", "xxy", "john doe", "xxxAAA", "xxx"};
    r = filter_by_prefix(words, 6, "xxx", &n);
    assert(n == 3);
    assert(!strcmp(r[0], "xxx") && !strcmp(r[1], "xxxAAA") && !strcmp(r[2], "xxx"));
    free(r);
    return 0;
}
