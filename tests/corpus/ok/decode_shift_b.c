#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

char *encode_shift(const char *s) {
    size_t n = strlen(s);
    char *out = malloc(n + 1);
    for (size_t i = 0; i < n; i++)
        out[i] = (char)(((s[i] + 5 - 'a') % 26) + 'a');
    out[n] = '\0';
    return out;
}

char *decode_shift(const char *s) {
    size_t n = strlen(s);
    char *out = malloc(n + 1);
    for (size_t i = 0; i < n; i++)
        out[i] = (char)(((s[i] - 5 - 'a' + 26) % 26) + 'a');
    out[n] = '\0';
    return out;
}

int main(void) {
    srand(1);
    for (int t = 0; t < 100; t++) {
        char str[21];
        int len = 10 + rand() % 11;
        for (int i = 0; i < len; i++) str[i] = "abcdefghijklmnopqrstuvwxyz"[rand() % 26];
        str[len] = 0;
        char *enc = encode_shift(str);
        char *dec = decode_shift(enc);
        assert(strcmp(dec, str) == 0);
        free(enc);
        free(dec);
    }
    char *e = encode_shift("xyzabc");
    printf("%s\n", e);
    assert(strcmp(e, "cdefgh") == 0);
    free(e);
    return 0;
}
