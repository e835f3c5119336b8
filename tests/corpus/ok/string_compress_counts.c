#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Compress a string using the counts of repeated characters ("aabcccccaaa" -> "a2b1c5a3").
   If the compressed string would not be smaller, return a copy of the original. */
char *compress(const char *s) {
    size_t n = strlen(s);
    char *out = malloc(2 * n + 1);
    char *w = out;
    const char *p = s;
    while (*p) {
        const char *q = p;
        while (*q == *p) q++;
        w += sprintf(w, "%c%d", *p, (int)(q - p));
        p = q;
    }
    *w = '\0';
    if (strlen(out) >= n) {
        strcpy(out, s);
    }
    return out;
}

int main(void) {
    char *r = compress("aabcccccaaa");
    assert(strcmp(r, "a2b1c5a3") == 0);
    free(r);
    r = compress("abc");
    assert(strcmp(r, "abc") == 0);
    free(r);
    r = compress("");
    assert(strcmp(r, "") == 0);
    free(r);
    r = compress("zzzzzzzzzzzz");
    assert(strcmp(r, "z12") == 0);
    free(r);
    return 0;
}
