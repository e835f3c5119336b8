#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

char *encode_cyclic(const char *s) {
    int len = strlen(s);
    char *out = malloc(len + 1);
    strcpy(out, s);
    for (int i = 0; i + 3 <= len; i += 3) {
        char first = out[i];
        out[i] = out[i + 1];
        out[i + 1] = out[i + 2];
        out[i + 2] = first;
    }
    return out;
}

char *decode_cyclic(const char *s) {
    int len = strlen(s);
    char *out = malloc(len + 1);
    strcpy(out, s);
    for (int i = 0; i + 3 <= len; i += 3) {
        char last = out[i + 2];
        out[i + 2] = out[i + 1];
        out[i + 1] = out[i];
        out[i] = last;
    }
    return out;
}

int main(void) {
    srand(7);
    for (int t = 0; t < 100; t++) {
        int len = 10 + rand() % 11;
        char str[32];
        for (int i = 0; i < len; i++) str[i] = 'a' + rand() % 26;
        str[len] = '\0';
        char *enc = encode_cyclic(str);
        char *dec = decode_cyclic(enc);
        assert(strcmp(dec, str) == 0);
        free(enc);
        free(dec);
    }
    char *e = encode_cyclic("abcdefgh");
    assert(strcmp(e, "bcaefdgh") == 0);
    printf("%s\n", e);
    free(e);
    return 0;
}
