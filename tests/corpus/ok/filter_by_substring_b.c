#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

char **filter_by_substring(char **strings, int n, const char *substring, int *out_n) {
    char **out = malloc(n * sizeof(char *) + 1);
    int k = 0;
    for (int i = 0; i < n; i++) {
        if (strstr(strings[i], substring) != NULL) {
            out[k++] = strings[i];
        }
    }
    *out_n = k;
    return out;
}

int main(void) {
    int n;
    char **r = filter_by_substring(NULL, 0, "john", &n);
    assert(n == 0);
    free(r);
    char *words[] = {"xxx", "asd", "xxy", "john doe", "xxxAAA", "xxx"};
    r = filter_by_substring(words, 6, "xxx", &n);
    assert(n == 3);
    assert(strcmp(r[0], "xxx") == 0);
    assert(strcmp(r[1], "xxxAAA") == 0);
    assert(strcmp(r[2], "xxx") == 0);
    free(r);
    char *words2[] = {"grunt", "trumpet", "prune", "gruesome"};
    r = filter_by_substring(words2, 4, "run", &n);
    assert(n == 2);
    assert(strcmp(r[0], "grunt") == 0 && strcmp(r[1], "prune") == 0);
    for (int i = 0; i < n; i++) printf("%s\n", r[i]);
    free(r);
    return 0;
}
