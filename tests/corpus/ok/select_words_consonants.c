#include <assert.h>
#include <ctype.h>
#include <string.h>

/* Given a string s and a natural number n, copy into out (separated by single spaces) all words
   from s that contain exactly n consonants, in order. Returns the number of words selected. */
int select_words(const char *s, int n, char *out) {
    int selected = 0;
    out[0] = '\0';
    while (*s) {
        while (*s == ' ') s++;
        const char *start = s;
        int consonants = 0;
        while (*s && *s != ' ') {
            if (isalpha((unsigned char)*s) && !strchr("aeiouAEIOU", *s)) consonants++;
            s++;
        }
        if (s > start && consonants == n) {
            if (selected++ > 0) strcat(out, " ");
            strncat(out, start, s - start);
        }
    }
    return selected;
}

int main(void) {
    char out[128];
    assert(select_words("Mary had a little lamb", 4, out) == 1 && strcmp(out, "little") == 0);
    assert(select_words("Mary had a little lamb", 3, out) == 2 && strcmp(out, "Mary lamb") == 0);
    assert(select_words("simple white space", 2, out) == 0 && strcmp(out, "") == 0);
    assert(select_words("Hello world", 4, out) == 1 && strcmp(out, "world") == 0);
    assert(select_words("Uncle sam", 3, out) == 1 && strcmp(out, "Uncle") == 0);
    assert(select_words("", 4, out) == 0);
    assert(select_words("a b c d e f", 1, out) == 4 && strcmp(out, "b c d f") == 0);
    return 0;
}
