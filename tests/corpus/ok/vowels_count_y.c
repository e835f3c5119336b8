#include <assert.h>
#include <ctype.h>
#include <string.h>

/* Return the number of vowels in the string. Vowels are 'a', 'e', 'i', 'o', 'u';
   'y' is also a vowel, but only when it is at the end of the given word. */
int vowels_count(const char *s) {
    const char *vowels = "aeiouAEIOU";
    int count = 0;
    size_t len = strlen(s);
    for (size_t i = 0; i < len; i++) {
        if (strchr(vowels, s[i]) != NULL) count++;
    }
    if (len > 0 && tolower((unsigned char)s[len - 1]) == 'y') count++;
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
