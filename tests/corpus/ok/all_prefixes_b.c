#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

char **all_prefixes(const char *string, int *returnSize) {
    int len = (int)strlen(string);
    char **prefixes = (char **)malloc((len + 1) * sizeof(char *));
    for (int i = 0; i < len; i++) {
        prefixes[i] = (char *)malloc(i + 2);
        strncpy(prefixes[i], string, i + 1);
        prefixes[i][i + 1] = '\0';
    }
    *returnSize = len;
    return prefixes;
}

int main(void) {
    int n;
    char **p = all_prefixes("", &n);
    assert(n == 0);
    free(p);
    p = all_prefixes("asdfgh", &n);
    const char *expected[] = {"a", "as", "asd", "asdf", "asdfg", "asdfgh"};
    assert(n == 6);
    for (int i = 0; i < n; i++) {
        assert(strcmp(p[i], expected[i]) == 0);
        free(p[i]);
    }
    free(p);
    p = all_prefixes("WWW", &n);
    assert(n == 3 && strcmp(p[2], "WWW") == 0 && strlen(p[0]) == 1);
    for (int i = 0; i < n; i++) free(p[i]);
    free(p);
    return 0;
}
