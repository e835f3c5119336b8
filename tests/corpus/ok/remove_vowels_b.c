#include <stdlib.h>
#include <string.h>
#include <assert.h>

char *remove_vowels(const char *text) {
    char *result = malloc(strlen(text) + 1);
    int j = 0;
    for (int i = 0; text[i] != '\0'; i++) {
        if (strchr("aeiouAEIOU", text[i]) == NULL)
            result[j++] = text[i];
    }
    result[j] = '\0';
    return result;
}

int main(void) {
    char *r = remove_vowels("");
    assert(strcmp(r, "") == 0); free(r);
    r = remove_vowels("abcdef\nghijklm");
    assert(strcmp(r, "bcdf\nghjklm") == 0); free(r);
    r = remove_vowels("fedcba");
    assert(strcmp(r, "fdcb") == 0); free(r);
    r = remove_vowels("eeeee");
    assert(strcmp(r, "") == 0); free(r);
    r = remove_vowels("acBAA");
    assert(strcmp(r, "cB") == 0); free(r);
    r = remove_vowels("EcBOO");
    assert(strcmp(r, "cB") == 0); free(r);
    r = remove_vowels("ybcd");
    assert(strcmp(r, "ybcd") == 0); free(r);
    return 0;
}
