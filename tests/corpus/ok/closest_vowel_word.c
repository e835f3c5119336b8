#include <assert.h>
#include <string.h>

static int is_vowel(char c) {
    return strchr("aeiouAEIOU", c) != NULL && c != '\0';
}

/* Find the closest vowel that stands between two consonants from the right side of the word.
   Vowels in the beginning and ending don't count. Return '\0' if none is found. */
char get_closest_vowel(const char *word) {
    int n = (int)strlen(word);
    for (int i = n - 2; i >= 1; i--) {
        if (is_vowel(word[i]) && !is_vowel(word[i - 1]) && !is_vowel(word[i + 1])) {
            return word[i];
        }
    }
    return '\0';
}

int main(void) {
    assert(get_closest_vowel("yogurt") == 'u');
    assert(get_closest_vowel("full") == 'u');
    assert(get_closest_vowel("easy") == '\0');
    assert(get_closest_vowel("eAsy") == '\0');
    assert(get_closest_vowel("ali") == '\0');
    assert(get_closest_vowel("bad") == 'a');
    assert(get_closest_vowel("most") == 'o');
    assert(get_closest_vowel("ab") == '\0');
    assert(get_closest_vowel("ba") == '\0');
    assert(get_closest_vowel("quick") == '\0');
    assert(get_closest_vowel("anime") == 'i');
    assert(get_closest_vowel("Asia") == '\0');
    assert(get_closest_vowel("Above") == 'o');
    return 0;
}
