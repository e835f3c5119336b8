#include <stdio.h>
#include <string.h>
#include <stdbool.h>
#include <assert.h>

static int unique_chars(const char *w) {
    bool seen[256] = {false};
    int count = 0;
    while (*w) {
        unsigned char c = (unsigned char)*w++;
        if (!seen[c]) {
            seen[c] = true;
            count++;
        }
    }
    return count;
}

/* Return the word with maximum number of unique characters; on a tie, the one
   which comes first in lexicographical order. */
const char *find_max(const char *words[], int n) {
    const char *best = "";
    int best_count = -1;
    for (int i = 0; i < n; i++) {
        int u = unique_chars(words[i]);
        if (u > best_count || (u == best_count && strcmp(words[i], best) < 0)) {
            best = words[i];
            best_count = u;
        }
    }
    return best;
}

int main(void) {
    const char *a[] = {"name", "of", "string"};
    const char *b[] = {"name", "enam", "game"};
    const char *c[] = {"aaaaaaa", "bb", "cc"};
    const char *d[] = {"abc", "cba"};
    const char *e[] = {"play", "this", "game", "of", "footbott"};
    const char *f[] = {"we", "are", "gonna", "rock"};
    const char *g[] = {"we", "are", "a", "mad", "nation"};
    const char *h[] = {"this", "is", "a", "prrk"};
    const char *k[] = {"b"};
    const char *m[] = {"play", "play", "play"};
    assert(strcmp(find_max(a, 3), "string") == 0);
    assert(strcmp(find_max(b, 3), "enam") == 0);
    assert(strcmp(find_max(c, 3), "aaaaaaa") == 0);
    assert(strcmp(find_max(d, 2), "abc") == 0);
    assert(strcmp(find_max(e, 5), "footbott") == 0);
    assert(strcmp(find_max(f, 4), "gonna") == 0);
    assert(strcmp(find_max(g, 5), "nation") == 0);
    assert(strcmp(find_max(h, 4), "this") == 0);
    assert(strcmp(find_max(k, 1), "b") == 0);
    assert(strcmp(find_max(m, 3), "play") == 0);
    puts(find_max(e, 5));
    return 0;
}
