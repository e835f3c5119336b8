#include <assert.h>
#include <stdlib.h>
#include <string.h>

/* You will be given a string of words separated by commas or spaces. Split the string into
   words and return an array of the words (malloc'd, as is each word). */
char **words_string(const char *s, int *count) {
    char **words = malloc(sizeof(char *) * (strlen(s) / 2 + 1));
    *count = 0;
    const char *p = s;
    while (*p) {
        while (*p == ' ' || *p == ',') p++;
        if (*p == '\0') break;
        const char *start = p;
        while (*p && *p != ' ' && *p != ',') p++;
        size_t len = p - start;
        char *w = malloc(len + 1);
        memcpy(w, start, len);
        w[len] = '\0';
        words[(*count)++] = w;
    }
    return words;
}

static void free_words(char **words, int count) {
    for (int i = 0; i < count; i++) free(words[i]);
    free(words);
}

int main(void) {
    int n;
    char **w = words_string("Hi, my name is John", &n);
    const char *e1[] = {"Hi", "my", "name", "is", "John"};
    assert(n == 5);
    for (int i = 0; i < n; i++) assert(strcmp(w[i], e1[i]) == 0);
    free_words(w, n);
    w = words_string("One, two, three, four, five, six", &n);
    assert(n == 6 && strcmp(w[5], "six") == 0 && strcmp(w[2], "three") == 0);
    free_words(w, n);
    w = words_string("ahmed     , gamal", &n);
    assert(n == 2 && strcmp(w[0], "ahmed") == 0 && strcmp(w[1], "gamal") == 0);
    free_words(w, n);
    w = words_string("", &n);
    assert(n == 0);
    free_words(w, n);
    return 0;
}
