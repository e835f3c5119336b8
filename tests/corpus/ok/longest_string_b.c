#include <stdio.h>
#include <string.h>
#include <assert.h>

const char *longest(const char *strings[], int n) {
    if (n == 0) return NULL;
    const char *best;
    int max_len = -1;
    for (int i = 0; i < n; i++) {
        int len = (int)strlen(strings[i]);
        if (len > max_len) {
            max_len = len;
            best = strings[i];
        }
    }
    return best;
}

int main(void) {
    assert(longest(NULL, 0) == NULL);
    const char *a[] = {"x", "y", "z"};
    assert(strcmp(longest(a, 3), "x") == 0);
    const char *b[] = {"x", "yyy", "zzzz", "www", "kkkk", "abc"};
    const char *r = longest(b, 6);
    assert(strcmp(r, "zzzz") == 0);
    assert(r == b[2]);
    printf("longest: %s\n", r ? r : "(none)");
    return 0;
}
