#include <assert.h>
#include <ctype.h>
#include <string.h>

/* Count the number of boredoms: a boredom is a sentence that starts with the
   word "I". Sentences are delimited by '.', '?' or '!'. */
int is_bored(const char *S) {
    int count = 0;
    int at_start = 1;
    size_t n = strlen(S);
    for (size_t i = 0; i < n; i++) {
        char c = S[i];
        if (at_start) {
            if (c == ' ') continue;
            if (c == 'I' && (i + 1 == n || S[i + 1] == ' ')) count++;
            at_start = 0;
        }
        if (c == '.' || c == '?' || c == '!') at_start = 1;
    }
    return count;
}

int main(void) {
    assert(is_bored("Hello world") == 0);
    assert(is_bored("Is the sky blue?") == 0);
    assert(is_bored("I love It !") == 1);
    assert(is_bored("bIt") == 0);
    assert(is_bored("I feel good today. I will be productive. will kill It") == 2);
    assert(is_bored("You and I are going for a walk") == 0);
    return 0;
}
