#include <string.h>
#include <ctype.h>
#include <assert.h>

int vowels_count(const char *s) {
    int count = 0;
    int len = strlen(s);
    for (int i = 0; i < len; i++) {
        char c = tolower(s[i]);
        if (c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u') count++;
    }
    if (len > 0 && (s[len - 1] == 'y' || s[len - 1] == 'Y')) count++;
    return count;
}

int main(void) {
    assert(vowels_count("abcde") == 2);
    assert(vowels_count("Alone") == 3);
    assert(vowels_count("key") == 2);
    assert(vowels_count("bye") == 1);
    assert(vowels_count("keY") == 2);
    assert(vowels_count("bYe") == 1);
    assert(vowels_count("ACEDY") == 3);
    assert(vowels_count("") == 0);
    return 0;
}
