#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <assert.h>

#define MAX_WORDS 64

/* Return a list of all words from string s that contain exactly n consonants,
   in order these words appear in the string s. */
char **select_words(const char *s, int n, int *count) {
    char **result = malloc(MAX_WORDS * sizeof(char *));
    *count = 0;
    const char *p = s;
    while (*p) {
        while (*p == ' ') p++;
        if (!*p) break;
        const char *start = p;
        int consonants = 0;
        while (*p && *p != ' ') {
            char c = tolower((unsigned char)*p);
            if (isalpha((unsigned char)c) && strchr("aeiou", c) == NULL) consonants++;
            p++;
        }
        if (consonants == n) {
            size_t len = p - start;
            char *w = malloc(len + 1);
            strncpy(w, start, len);
            w[len] = '\0';
            result[(*count)++] = w;
        }
    }
    return result;
}

static int check(const char *s, int n, const char *exp[], int exp_n) {
    int cnt;
    char **words = select_words(s, n, &cnt);
    int ok = (cnt == exp_n);
    for (int i = 0; i < cnt; i++) {
        if (ok && strcmp(words[i], exp[i]) != 0) ok = 0;
        free(words[i]);
    }
    free(words);
    return ok;
}

int main(void) {
    const char *e1[] = {"little"};
    const char *e2[] = {"Mary", "lamb"};
    const char *e4[] = {"world"};
    const char *e5[] = {"Uncle"};
    const char *e7[] = {"b", "c", "d", "f"};
    assert(check("Mary had a little lamb", 4, e1, 1));
    assert(check("Mary had a little lamb", 3, e2, 2));
    assert(check("simple white space", 2, NULL, 0));
    assert(check("Hello world", 4, e4, 1));
    assert(check("Uncle sam", 3, e5, 1));
    assert(check("", 4, NULL, 0));
    assert(check("a b c d e f", 1, e7, 4));
    return 0;
}
