#include <assert.h>
#include <stdlib.h>
#include <string.h>

/* Count the words of a sentence (separated by spaces, tabs or punctuation) and find the
   length of the longest one. strtok modifies its input, so work on a copy. */
int count_words(const char *sentence, int *longest) {
    char *copy = strdup(sentence);
    int count = 0;
    *longest = 0;
    for (char *tok = strtok(copy, " \t,.!?"); tok != NULL; tok = strtok(NULL, " \t,.!?")) {
        int len = (int)strlen(tok);
        if (len > *longest) *longest = len;
        count++;
    }
    free(copy);
    return count;
}

int main(void) {
    int longest;
    assert(count_words("Hello, world!", &longest) == 2 && longest == 5);
    assert(count_words("  The quick\tbrown fox.  ", &longest) == 4 && longest == 5);
    assert(count_words("", &longest) == 0 && longest == 0);
    assert(count_words("...,,,", &longest) == 0);
    assert(count_words("supercalifragilistic is long", &longest) == 3 && longest == 20);
    return 0;
}
