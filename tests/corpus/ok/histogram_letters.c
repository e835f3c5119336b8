#include <assert.h>
#include <string.h>

/* Given a string of space separated lowercase letters, find the letters with the most
   repetition. Writes those letters (in alphabetical order) to out and returns their count. */
int histogram(const char *test, char *out, int *max_count) {
    int counts[26];
    memset(counts, 0, sizeof counts);
    for (const char *p = test; *p; p++) {
        if (*p >= 'a' && *p <= 'z') counts[*p - 'a']++;
    }
    int best = 0;
    for (int i = 0; i < 26; i++)
        if (counts[i] > best) best = counts[i];
    int k = 0;
    if (best > 0) {
        for (int i = 0; i < 26; i++)
            if (counts[i] == best) out[k++] = (char)('a' + i);
    }
    out[k] = '\0';
    *max_count = best;
    return k;
}

int main(void) {
    char out[27];
    int m;
    assert(histogram("a b b a", out, &m) == 2 && strcmp(out, "ab") == 0 && m == 2);
    assert(histogram("a b c a b", out, &m) == 2 && strcmp(out, "ab") == 0 && m == 2);
    assert(histogram("a b c d g", out, &m) == 5 && strcmp(out, "abcdg") == 0 && m == 1);
    assert(histogram("r t g", out, &m) == 3 && strcmp(out, "grt") == 0 && m == 1);
    assert(histogram("b b b b a", out, &m) == 1 && strcmp(out, "b") == 0 && m == 4);
    assert(histogram("", out, &m) == 0 && strcmp(out, "") == 0 && m == 0);
    assert(histogram("a", out, &m) == 1 && strcmp(out, "a") == 0 && m == 1);
    return 0;
}
