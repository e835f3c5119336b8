#include <assert.h>
#include <stdbool.h>
#include <string.h>

/* Check if two words have the same characters (as sets). */
bool same_chars(const char *s0, const char *s1) {
    for (const char *p = s0; *p; p++)
        if (!strchr(s1, *p)) return false;
    for (const char *p = s1; *p; p++)
        if (!strchr(s0, *p)) return false;
    return true;
}

int main(void) {
    assert(same_chars("eabcdzzzz", "dddzzzzzzzddeddabc") == true);
    assert(same_chars("abcd", "dddddddabc") == true);
    assert(same_chars("dddddddabc", "abcd") == true);
    assert(same_chars("eabcd", "dddddddabc") == false);
    assert(same_chars("abcd", "dddddddabcf") == false);
    assert(same_chars("eabcdzzzz", "dddzzzzzzzddddabc") == false);
    assert(same_chars("aabb", "aaccc") == false);
    return 0;
}
