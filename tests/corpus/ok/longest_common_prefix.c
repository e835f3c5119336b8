#include <assert.h>
#include <string.h>

/* Write the longest common prefix of the n strings into out (an empty string if none). */
char *longest_common_prefix(const char *strs[], int n, char *out) {
    if (n == 0) {
        out[0] = '\0';
        return out;
    }
    strcpy(out, strs[0]);
    for (int i = 1; i < n; i++) {
        int j = 0;
        while (out[j] && strs[i][j] && out[j] == strs[i][j]) j++;
        out[j] = '\0';
    }
    return out;
}

int main(void) {
    char buf[64];
    const char *a[] = {"flower", "flow", "flight"};
    assert(strcmp(longest_common_prefix(a, 3, buf), "fl") == 0);
    const char *b[] = {"dog", "racecar", "car"};
    assert(strcmp(longest_common_prefix(b, 3, buf), "") == 0);
    const char *c[] = {"interspecies", "interstellar", "interstate"};
    assert(strcmp(longest_common_prefix(c, 3, buf), "inters") == 0);
    const char *d[] = {"alone"};
    assert(strcmp(longest_common_prefix(d, 1, buf), "alone") == 0);
    assert(strcmp(longest_common_prefix(NULL, 0, buf), "") == 0);
    return 0;
}
