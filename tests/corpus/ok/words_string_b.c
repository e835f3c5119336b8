#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

/* Split a string of words separated by commas or spaces into an array of words. */
char **words_string(const char *s, int *count) {
    char *copy = strdup(s);
    char **words = malloc((strlen(s) + 1) * sizeof(char *));
    *count = 0;
    char *token = strtok(copy, ", ");
    while (token != NULL) {
        words[(*count)++] = strdup(token);
        token = strtok(NULL, ", ");
    }
    free(copy);
    return words;
}

static void free_words(char **w, int n) {
    for (int i = 0; i < n; i++) free(w[i]);
    free(w);
}

static int check(const char *s, const char **expected, int n) {
    int count;
    char **w = words_string(s, &count);
    int ok = count == n;
    for (int i = 0; ok && i < n; i++) {
        if (strcmp(w[i], expected[i]) != 0) ok = 0;
    }
    free_words(w, count);
    return ok;
}

int main(void) {
    const char *e1[] = {"Hi", "my", "name", "is", "John"};
    const char *e2[] = {"One", "two", "three", "four", "five", "six"};
    const char *e3[] = {"Hi", "my", "name"};
    assert(check("Hi, my name is John", e1, 5));
    assert(check("One, two, three, four, five, six", e2, 6));
    assert(check("Hi, my name", e3, 3));
    assert(check("One,, two, three, four, five, six,", e2, 6));
    assert(check("", NULL, 0));
    assert(check("ahmed     , gamal", (const char *[]){"ahmed", "gamal"}, 2));
    puts("passed");
    return 0;
}
