#include <assert.h>
#include <string.h>

static int unique_chars(const char *w) {
    int seen[256] = {0}, n = 0;
    for (; *w; w++) {
        unsigned char c = (unsigned char)*w;
        if (!seen[c]++) n++;
    }
    return n;
}

/* Return the word with maximum number of unique characters. If multiple strings have maximum
   number of unique characters, return the one which comes first in lexicographical order. */
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
    assert(strcmp(find_max(a, 3), "string") == 0);
    const char *b[] = {"name", "enam", "game"};
    assert(strcmp(find_max(b, 3), "enam") == 0);
    const char *c[] = {"aaaaaaa", "bb", "cc"};
    assert(strcmp(find_max(c, 3), "aaaaaaa") == 0);
    const char *d[] = {"abc", "cba"};
    assert(strcmp(find_max(d, 2), "abc") == 0);
    const char *e[] = {"play", "this", "game", "of", "footbott"};
    assert(strcmp(find_max(e, 5), "footbott") == 0);
    const char *f[] = {"b"};
    assert(strcmp(find_max(f, 1), "b") == 0);
    return 0;
}
