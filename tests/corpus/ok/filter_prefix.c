#include <assert.h>
#include <stdlib.h>
#include <string.h>

/* Filter an input list of strings only for ones that start with a given prefix.
   Returns a malloc'd array of pointers into the input; *out_count gets its length. */
const char **filter_by_prefix(const char **strings, int n, const char *prefix, int *out_count) {
    const char **result = malloc(sizeof(const char *) * (n > 0 ? n : 1));
    size_t plen = strlen(prefix);
    int count = 0;
    for (int i = 0; i < n; i++) {
        if (strncmp(strings[i], prefix, plen) == 0) result[count++] = strings[i];
    }
    *out_count = count;
    return result;
}

int main(void) {
    int count;
    const char **r = filter_by_prefix(NULL, 0, "john", &count);
    assert(count == 0);
    free(r);
    const char *words[] = {"xxx", "asd", "xxy", "john doe", "xxxAAA", "xxx"};
    r = filter_by_prefix(words, 6, "xxx", &count);
    assert(count == 3);
    assert(strcmp(r[0], "xxx") == 0 && strcmp(r[1], "xxxAAA") == 0 && strcmp(r[2], "xxx") == 0);
    free(r);
    r = filter_by_prefix(words, 6, "x", &count);
    assert(count == 4 && strcmp(r[2], "xxxAAA") == 0);
    free(r);
    return 0;
}
