#include <assert.h>
#include <ctype.h>
#include <string.h>

int count_vowels(const char *s) {
    int count = 0;
    for (size_t i = 0; i < strlen(s); i++) {
        char c = (char)tolower((unsigned char)s[i]);
        if (strchr("aeiou", c) != NULL) count++;
    }
    return count;
}

int main(void) {
    assert(count_vowels("") == 0);
    assert(count_vowels("abcde") == 2);
    assert(count_vowels("HELLO world") == 3);
    assert(count_vowels("rhythm") == 0);
    return 0;
}
