#include <assert.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* You are given 2 words. Return true if the second word or any of its rotations is a
   substring in the first word. */
bool cycpattern_check(const char *a, const char *b) {
    size_t n = strlen(b);
    char *doubled = malloc(2 * n + 1);
    char *rot = malloc(n + 1);
    strcpy(doubled, b);
    strcat(doubled, b);
    bool found = false;
    for (size_t i = 0; i < n; i++) {
        memcpy(rot, doubled + i, n);
        rot[n] = '\0';
        if (strstr(a, rot)) {
            found = true;
            break;
        }
    }
    free(doubled);
    free(rot);
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
