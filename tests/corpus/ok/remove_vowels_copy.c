#include <assert.h>
#include <stdlib.h>
#include <string.h>

/* remove_vowels is a function that takes a string and returns a new string without vowels. */
char *remove_vowels(const char *text) {
    char *out = malloc(strlen(text) + 1);
    char *q = out;
    for (const char *p = text; *p; p++) {
        if (strchr("aeiouAEIOU", *p) == NULL) *q++ = *p;
    }
    *q = '\0';
    return out;
}

int main(void) {
    const char *tests[][2] = {
        {"", ""},
        {"abcdef\nghijklm", "bcdf\nghjklm"},
        {"fedcba", "fdcb"},
        {"eeeee", ""},
        {"acBAA", "cB"},
        {"EcBOO", "cB"},
        {"ybcd", "ybcd"},
    };
    for (int i = 0; i < 7; i++) {
        char *r = remove_vowels(tests[i][0]);
        assert(strcmp(r, tests[i][1]) == 0);
        free(r);
    }
    return 0;
}
