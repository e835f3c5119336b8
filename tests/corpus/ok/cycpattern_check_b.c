#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

/* Return true if the second word or any of its rotations is a substring in the first word. */
bool cycpattern_check(const char *a, const char *b) {
    int l = strlen(b);
    char *pat = malloc(2 * l + 1);
    strcpy(pat, b);
    strcat(pat, b);
    bool found = false;
    for (int i = 0; i <= (int)strlen(a) - l && !found; i++) {
        for (int j = 0; j <= l; j++) {
            if (strncmp(a + i, pat + j, l) == 0) {
                found = true;
                break;
            }
        }
    }
    free(pat);
    return found;
}

int main(void) {
    assert(cycpattern_check("xyzw", "xyw") == false);
    assert(cycpattern_check("yello", "ell") == true);
    assert(cycpattern_check("whattup", "ptut") == false);
    assert(cycpattern_check("efef", "fee") == true);
    assert(cycpattern_check("abab", "aabb") == false);
    assert(cycpattern_check("winemtt", "tinem") == true);
    return 0;
}
