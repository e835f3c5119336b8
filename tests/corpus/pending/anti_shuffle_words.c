#include <assert.h>
#include <stdlib.h>
#include <string.h>

static int cmp_char(const void *a, const void *b) {
    return *(const unsigned char *)a - *(const unsigned char *)b;
}

/* Return an ordered version of the string: every word (separated by space) is replaced by a
   new word where all the characters are arranged in ascending order based on ascii value. */
char *anti_shuffle(const char *s) {
    char *result = malloc(strlen(s) + 1);
    strcpy(result, s);
    char *word = result;
    while (*word) {
        char *end = strchr(word, ' ');
        if (end == NULL) end = word + strlen(word);
        qsort(word, end - word, 1, cmp_char);
        word = *end ? end + 1 : end;
    }
    return result;
}

int main(void) {
    const char *in[] = {"Hi", "hello", "number", "abcd", "Hello World!!!", "", "Hi. My name is Mister Robot. How are you?"};
    const char *want[] = {"Hi", "ehllo", "bemnru", "abcd", "Hello !!!Wdlor", "", ".Hi My aemn is Meirst .Rboot How aer ?ouy"};
    for (int i = 0; i < 7; i++) {
        char *r = anti_shuffle(in[i]);
        assert(strcmp(r, want[i]) == 0);
        free(r);
    }
    return 0;
}
