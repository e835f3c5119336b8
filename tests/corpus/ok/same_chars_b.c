#include <stdbool.h>
#include <string.h>
#include <assert.h>

bool same_chars(const char *s0, const char *s1) {
    int set0[26] = {0}, set1[26] = {0};
    for (size_t i = 0; i < strlen(s0); i++) set0[s0[i] - 'a'] = 1;
    for (size_t i = 0; i < strlen(s1); i++) set1[s1[i] - 'a'] = 1;
    return memcmp(set0, set1, sizeof(set0)) == 0;
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
