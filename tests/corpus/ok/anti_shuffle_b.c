#include <stdlib.h>
#include <string.h>
#include <assert.h>

static int cmp_char(const void *a, const void *b) {
    return *(const char *)a - *(const char *)b;
}

/* Return an ordered version of the string: each word (separated by space) is
   replaced by a word whose characters are sorted in ascending ascii order. */
char *anti_shuffle(const char *s) {
    size_t len = strlen(s);
    char *out = malloc(len + 1);
    strcpy(out, s);
    size_t start = 0;
    for (size_t i = 0; i <= len; i++) {
        if (out[i] == ' ' || out[i] == '\0') {
            qsort(out + start, i - start, sizeof(char), cmp_char);
            start = i + 1;
        }
    }
    return out;
}

static int check(const char *in, const char *expected) {
    char *r = anti_shuffle(in);
    int ok = strcmp(r, expected) == 0;
    free(r);
    return ok;
}

int main(void) {
    assert(check("Hi", "Hi"));
    assert(check("hello", "ehllo"));
    assert(check("number", "bemnru"));
    assert(check("abcd", "abcd"));
    assert(check("Hello World!!!", "Hello !!!Wdlor"));
    assert(check("", ""));
    assert(check("Hi. My name is Mister Robot. How are you?", ".Hi My aemn is Meirst .Rboot How aer ?ouy"));
    return 0;
}
