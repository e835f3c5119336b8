#include <string.h>
#include <assert.h>

static int is_vowel(char c) {
    return strchr("aeiouAEIOU", c) != NULL && c != '\0';
}

/* Find the closest vowel that stands between two consonants from the right
   side of the word (case sensitive). Returns "" if there is none. The vowel is
   written to out as a one-character string. */
void get_closest_vowel(const char *word, char *out) {
    int len = (int)strlen(word);
    out[0] = '\0';
    for (int i = len - 2; i >= 1; i--) {
        if (is_vowel(word[i]) && !is_vowel(word[i + 1]) && !is_vowel(word[i - 1])) {
            out[0] = word[i];
            out[1] = '\0';
            return;
        }
    }
}

int main(void) {
    char r[2];
    get_closest_vowel("yogurt", r); assert(strcmp(r, "u") == 0);
    get_closest_vowel("full", r); assert(strcmp(r, "u") == 0);
    get_closest_vowel("easy", r); assert(strcmp(r, "") == 0);
    get_closest_vowel("eAsy", r); assert(strcmp(r, "") == 0);
    get_closest_vowel("ali", r); assert(strcmp(r, "") == 0);
    get_closest_vowel("bad", r); assert(strcmp(r, "a") == 0);
    get_closest_vowel("most", r); assert(strcmp(r, "o") == 0);
    get_closest_vowel("ab", r); assert(strcmp(r, "") == 0);
    get_closest_vowel("ba", r); assert(strcmp(r, "") == 0);
    get_closest_vowel("quick", r); assert(strcmp(r, "") == 0);
    get_closest_vowel("anime", r); assert(strcmp(r, "i") == 0);
    get_closest_vowel("Asia", r); assert(strcmp(r, "") == 0);
    get_closest_vowel("Above", r); assert(strcmp(r, "o") == 0);
    return 0;
}
