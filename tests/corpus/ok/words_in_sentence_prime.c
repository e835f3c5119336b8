#include <assert.h>
#include <stdbool.h>
#include <string.h>

static bool is_prime(int n) {
    if (n < 2) return false;
    for (int i = 2; i * i <= n; i++)
        if (n % i == 0) return false;
    return true;
}

/* Given a sentence, write into result the words whose lengths are prime numbers, in the
   original order, separated by single spaces. */
void words_in_sentence(const char *sentence, char *result) {
    char *out = result;
    const char *p = sentence;
    while (*p) {
        const char *start = p;
        while (*p && *p != ' ') p++;
        int len = (int)(p - start);
        if (is_prime(len)) {
            if (out != result) *out++ = ' ';
            memcpy(out, start, len);
            out += len;
        }
        if (*p == ' ') p++;
    }
    *out = '\0';
}

int main(void) {
    char buf[100];
    words_in_sentence("This is a test", buf);
    assert(strcmp(buf, "is") == 0);
    words_in_sentence("lets go for swimming", buf);
    assert(strcmp(buf, "go for") == 0);
    words_in_sentence("there is no place available here", buf);
    assert(strcmp(buf, "there is no place") == 0);
    words_in_sentence("Hi I am Hussein", buf);
    assert(strcmp(buf, "Hi am Hussein") == 0);
    words_in_sentence("go for it", buf);
    assert(strcmp(buf, "go for it") == 0);
    words_in_sentence("here", buf);
    assert(strcmp(buf, "") == 0);
    return 0;
}
