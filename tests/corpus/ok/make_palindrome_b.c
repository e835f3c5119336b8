#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdbool.h>
#include <assert.h>

static bool is_palindrome(const char *s, int start, int end) {
    while (start < end) {
        if (s[start] != s[end]) return false;
        start++;
        end--;
    }
    return true;
}

char *make_palindrome(const char *string) {
    int n = strlen(string);
    int i = 0;
    while (i < n && !is_palindrome(string, i, n - 1)) i++;
    char *res = malloc(n + i + 1);
    strcpy(res, string);
    for (int j = i - 1; j >= 0; j--) {
        res[n + (i - 1 - j)] = string[j];
    }
    res[n + i] = '\0';
    return res;
}

int main(void) {
    const char *inputs[] = {"", "x", "xyz", "xyx", "jerry", "cat", "cata"};
    const char *expected[] = {"", "x", "xyzyx", "xyx", "jerryrrej", "catac", "catac"};
    for (int i = 0; i < 7; i++) {
        char *r = make_palindrome(inputs[i]);
        if (strcmp(r, expected[i]) != 0) {
            printf("FAIL %s -> %s\n", inputs[i], r);
        }
        assert(strcmp(r, expected[i]) == 0);
        free(r);
    }
    return 0;
}
