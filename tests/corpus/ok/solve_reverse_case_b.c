#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <assert.h>

/* If s[i] is a letter, reverse its case; if the string contains no letters,
   reverse the string. */
char *solve(const char *s) {
    size_t len = strlen(s);
    char *r = strdup(s);
    int has_letter = 0;
    for (char *p = r; *p; ++p) {
        if (isalpha((unsigned char)*p)) {
            has_letter = 1;
            *p = isupper((unsigned char)*p) ? tolower((unsigned char)*p) : toupper((unsigned char)*p);
        }
    }
    if (!has_letter) {
        for (size_t i = 0; i < len / 2; i++) {
            char t = r[i];
            r[i] = r[len - 1 - i];
            r[len - 1 - i] = t;
        }
    }
    return r;
}

#define CHECK(in, out) do { char *_r = solve(in); assert(strcmp(_r, out) == 0); free(_r); } while (0)

int main(void) {
    CHECK("AsDf", "aSdF");
    CHECK("1234", "4321");
    CHECK("ab", "AB");
    CHECK("#a@C", "#A@c");
    CHECK("#AsdfW^45", "#aSDFw^45");
    CHECK("#6@2", "2@6#");
    CHECK("#$a^D", "#$A^d");
    CHECK("#ccc", "#CCC");
    return 0;
}
