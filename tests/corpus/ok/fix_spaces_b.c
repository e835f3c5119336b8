#include <stdlib.h>
#include <string.h>
#include <assert.h>

/* Replace all spaces in text with underscores, and if a string has more than 2
   consecutive spaces, replace all consecutive spaces with '-'. */
char *fix_spaces(const char *text) {
    size_t len = strlen(text);
    char *out = calloc(len + 1, 1);
    size_t j = 0;
    size_t i = 0;
    while (i < len) {
        if (text[i] == ' ') {
            size_t start = i;
            while (i < len && text[i] == ' ') i++;
            size_t run = i - start;
            if (run > 2) {
                out[j++] = '-';
            } else {
                for (size_t k = 0; k < run; k++) out[j++] = '_';
            }
        } else {
            out[j++] = text[i++];
        }
    }
    out[j] = '\0';
    return out;
}

int main(void) {
    const char *cases[][2] = {
        {"Example", "Example"},
        {"Mudasir Hanif ", "Mudasir_Hanif_"},
        {"Yellow Yellow  Dirty  Fellow", "Yellow_Yellow__Dirty__Fellow"},
        {"Exa   mple", "Exa-mple"},
        {"   Exa 1 2 2 mple", "-Exa_1_2_2_mple"},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        char *r = fix_spaces(cases[i][0]);
        assert(strcmp(r, cases[i][1]) == 0);
        free(r);
    }
    return 0;
}
