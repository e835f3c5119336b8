#include <assert.h>
#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* If s[i] is a letter, reverse its case; if the string contains no letters, reverse the string.
   Returns a newly allocated string. */
char *solve(const char *s) {
    char *r = strdup(s);
    bool has_letter = false;
    for (char *p = r; *p; p++) {
        if (isalpha((unsigned char)*p)) {
            has_letter = true;
            *p = isupper((unsigned char)*p) ? (char)tolower((unsigned char)*p) : (char)toupper((unsigned char)*p);
        }
    }
    if (!has_letter) {
        size_t n = strlen(r);
        for (size_t i = 0; i < n / 2; i++) {
            char t = r[i];
            r[i] = r[n - 1 - i];
            r[n - 1 - i] = t;
        }
    }
    return r;
}

int main(void) {
    const char *cases[][2] = {
        {"AsDf", "aSdF"}, {"1234", "4321"}, {"ab", "AB"}, {"#a@C", "#A@c"},
        {"#AsdfW^45", "#aSDFw^45"}, {"#6@2", "2@6#"}, {"#$a^D", "#$A^d"}, {"#ccc", "#CCC"},
    };
    for (int i = 0; i < 8; i++) {
        char *r = solve(cases[i][0]);
        assert(strcmp(r, cases[i][1]) == 0);
        free(r);
    }
    return 0;
}
