#include <assert.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

static bool is_palindrome_range(const char *s, int lo, int hi) {
    while (lo < hi) {
        if (s[lo++] != s[hi--]) return false;
    }
    return true;
}

/* Find the shortest palindrome that begins with a supplied string: find the longest
   postfix that is a palindrome and append the reverse of the prefix before it. */
char *make_palindrome(const char *string) {
    int n = strlen(string);
    int start = 0;
    while (start < n && !is_palindrome_range(string, start, n - 1)) start++;
    char *result = malloc(n + start + 1);
    strcpy(result, string);
    for (int i = 0; i < start; i++) result[n + i] = string[start - 1 - i];
    result[n + start] = '\0';
    return result;
}

int main(void) {
    const char *inputs[] = {"", "x", "xyz", "xyx", "jerry", "cata"};
    const char *expected[] = {"", "x", "xyzyx", "xyx", "jerryrrej", "catac"};
    for (int i = 0; i < 6; i++) {
        char *r = make_palindrome(inputs[i]);
        assert(strcmp(r, expected[i]) == 0);
        free(r);
    }
    return 0;
}
