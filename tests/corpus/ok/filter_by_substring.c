#include <assert.h>
#include <string.h>

/* Filter an input list of strings only for ones that contain given substring.
   Matching strings are stored in out; the number of matches is returned. */
int filter_by_substring(const char **strings, int n, const char *substring, const char **out) {
    int count = 0;
    for (int i = 0; i < n; i++) {
        if (strstr(strings[i], substring) != NULL) {
            out[count++] = strings[i];
        }
    }
    return count;
}

int main(void) {
    const char *out[8];
    assert(filter_by_substring(NULL, 0, "john", out) == 0);
    const char *a[] = {"xxx", "asd", "xxy", "john doe", "xxxAAA", "xxx"};
    int n = filter_by_substring(a, 6, "xxx", out);
    assert(n == 3);
    assert(strcmp(out[0], "xxx") == 0);
    assert(strcmp(out[1], "xxxAAA") == 0);
    assert(strcmp(out[2], "xxx") == 0);
    const char *b[] = {"grunt", "trumpet", "prune", "gruesome"};
    n = filter_by_substring(b, 4, "run", out);
    assert(n == 2);
    assert(strcmp(out[0], "grunt") == 0 && strcmp(out[1], "prune") == 0);
    return 0;
}
