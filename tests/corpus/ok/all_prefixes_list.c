#include <assert.h>
#include <stdlib.h>
#include <string.h>

/* Return list of all prefixes from shortest to longest of the input string. */
char **all_prefixes(const char *string, int *count) {
    int n = (int)strlen(string);
    char **prefixes = malloc(n * sizeof(char *) + 1);
    for (int i = 0; i < n; i++) {
        prefixes[i] = malloc(i + 2);
        memcpy(prefixes[i], string, i + 1);
        prefixes[i][i + 1] = '\0';
    }
    *count = n;
    return prefixes;
}

int main(void) {
    int n;
    char **p = all_prefixes("", &n);
    assert(n == 0);
    free(p);
    p = all_prefixes("asdfgh", &n);
    assert(n == 6);
    const char *expected[] = {"a", "as", "asd", "asdf", "asdfg", "asdfgh"};
    for (int i = 0; i < n; i++) {
        assert(strcmp(p[i], expected[i]) == 0);
        free(p[i]);
    }
    free(p);
    p = all_prefixes("WWW", &n);
    assert(n == 3 && strcmp(p[2], "WWW") == 0 && strcmp(p[0], "W") == 0);
    for (int i = 0; i < n; i++) free(p[i]);
    free(p);
    return 0;
}
