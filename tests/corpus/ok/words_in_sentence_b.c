#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdbool.h>
#include <assert.h>

static bool is_prime(int n) {
    if (n < 2) return false;
    for (int i = 2; i * i <= n; i++) {
        if (n % i == 0) return false;
    }
    return true;
}

/* Return a string that contains the words from the original sentence whose
   lengths are prime numbers, in the original order. */
char *words_in_sentence(const char *sentence) {
    char *result = malloc(strlen(sentence) + 1);
    result[0] = '\0';
    char *copy = strdup(sentence);
    char *word = strtok(copy, " ");
    while (word) {
        if (is_prime(strlen(word))) {
            if (strlen(result) > 0) strcat(result, " ");
            strcat(result, word);
        }
        word = strtok(NULL, " ");
    }
    free(copy);
    return result;
}

int main(void) {
    const char *tests[] = {"This is a test", "lets go for swimming", "there is no place available here",
                           "Hi I am Hussein", "go for it", "here", "here is"};
    const char *want[] = {"is", "go for", "there is no place", "Hi am Hussein", "go for it", "", "is"};
    for (int i = 0; i < 7; i++) {
        char *got = words_in_sentence(tests[i]);
        printf("\"%s\"\n", got);
        assert(strcmp(got, want[i]) == 0);
        free(got);
    }
    return 0;
}
