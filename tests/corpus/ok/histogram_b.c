#include <stdio.h>
#include <string.h>
#include <assert.h>

/* Given a string of space separated lowercase letters, find the letters with
   the most repetitions. The result is written as "a:2,b:2" into out (letters in
   alphabetical order) and the count is returned. */
int histogram(const char *test, char *out) {
    int counts[26];
    memset(counts, 0, sizeof(counts));
    int max = 0;
    for (const char *p = test; *p; p++) {
        if (*p != ' ') {
            int c = ++counts[*p - 'a'];
            if (c > max) max = c;
        }
    }
    out[0] = '\0';
    if (max == 0) return 0;
    for (int i = 0; i < 26; i++) {
        if (counts[i] == max) {
            char item[16];
            sprintf(item, "%s%c:%d", out[0] ? "," : "", 'a' + i, max);
            strcat(out, item);
        }
    }
    return max;
}

int main(void) {
    char buf[256];
    assert(histogram("a b b a", buf) == 2 && strcmp(buf, "a:2,b:2") == 0);
    assert(histogram("a b c a b", buf) == 2 && strcmp(buf, "a:2,b:2") == 0);
    assert(histogram("a b c d g", buf) == 1 && strcmp(buf, "a:1,b:1,c:1,d:1,g:1") == 0);
    assert(histogram("r t g", buf) == 1 && strcmp(buf, "g:1,r:1,t:1") == 0);
    assert(histogram("b b b b a", buf) == 4 && strcmp(buf, "b:4") == 0);
    assert(histogram("", buf) == 0 && strcmp(buf, "") == 0);
    assert(histogram("a", buf) == 1 && strcmp(buf, "a:1") == 0);
    printf("{%s}\n", buf);
    return 0;
}
