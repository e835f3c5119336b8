#include <assert.h>
#include <ctype.h>
#include <string.h>

#define MAX_WORDS 32

typedef struct {
    char word[24];
    int count;
} WordCount;

/* Count how often each (lowercased) word occurs in text; returns the number of distinct words. */
int word_frequencies(const char *text, WordCount *table) {
    int n = 0;
    char buf[24];
    while (*text) {
        int len = 0;
        while (*text && !isalpha((unsigned char)*text)) text++;
        while (isalpha((unsigned char)*text) && len < 23) buf[len++] = (char)tolower((unsigned char)*text++);
        buf[len] = '\0';
        if (len == 0) break;
        int i;
        for (i = 0; i < n; i++)
            if (strcmp(table[i].word, buf) == 0) break;
        if (i == n && n < MAX_WORDS) {
            strcpy(table[n].word, buf);
            table[n++].count = 0;
        }
        if (i < n) table[i].count++;
    }
    return n;
}

int main(void) {
    WordCount table[MAX_WORDS];
    int n = word_frequencies("The cat and the hat. THE END!", table);
    assert(n == 5);
    assert(strcmp(table[0].word, "the") == 0 && table[0].count == 3);
    assert(strcmp(table[1].word, "cat") == 0 && table[1].count == 1);
    assert(strcmp(table[4].word, "end") == 0);
    assert(word_frequencies("", table) == 0);
    assert(word_frequencies("  ...  ", table) == 0);
    n = word_frequencies("a a a b", table);
    assert(n == 2 && table[0].count == 3 && table[1].count == 1);
    return 0;
}
