#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

/* Encrypt a string: the alphabet is rotated so that letters shift down by
   two multiplied to two places. */
char *encrypt(const char *s) {
    const char *d = "abcdefghijklmnopqrstuvwxyz";
    char *out = malloc(strlen(s) + 1);
    char *q = out;
    while (*s) {
        const char *pos = strchr(d, *s);
        if (pos != NULL && *s != '\0') {
            *q++ = d[(pos - d + 4) % 26];
        } else {
            *q++ = *s;
        }
        s++;
    }
    *q = '\0';
    return out;
}

int main(void) {
    const char *inputs[] = {"hi", "asdfghjkl", "gf", "et", "faewfawefaewg", "hellomyfriend",
                            "dxzdlmnilfuhmilufhlihufnmlimnufhlimnufhfucufh", "a"};
    const char *expected[] = {"lm", "ewhjklnop", "kj", "ix", "jeiajeaijeiak", "lippsqcjvmirh",
                              "hbdhpqrmpjylqmpyjlpmlyjrqpmqryjlpmqryjljygyjl", "e"};
    for (int i = 0; i < 8; i++) {
        char *r = encrypt(inputs[i]);
        printf("%s -> %s\n", inputs[i], r);
        assert(strcmp(r, expected[i]) == 0);
        free(r);
    }
    return 0;
}
