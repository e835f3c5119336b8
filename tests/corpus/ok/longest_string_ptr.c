#include <assert.h>
#include <stddef.h>
#include <string.h>

/* Out of list of strings, return the longest one. Return the first one in case of multiple
   strings of the same length. Return NULL in case the input list is empty. */
const char *longest(const char **strings, int n) {
    if (n == 0) return NULL;
    const char *best = strings[0];
    size_t best_len = strlen(best);
    for (int i = 1; i < n; i++) {
        size_t len = strlen(strings[i]);
        if (len > best_len) {
            best = strings[i];
            best_len = len;
        }
    }
    return best;
}

int main(void) {
    assert(longest(NULL, 0) == NULL);
    const char *a[] = {"x", "y", "z"};
    assert(strcmp(longest(a, 3), "x") == 0);
    const char *b[] = {"x", "yyy", "zzzz", "www", "kkkk", "abc"};
    assert(strcmp(longest(b, 6), "zzzz") == 0);
    assert(longest(b, 6) == b[2]);
    return 0;
}
