#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

/* Delete all the characters in s that are equal to any character in c, then
   check if the result string is a palindrome. */
char *reverse_delete(const char *s, const char *c, bool *is_palindrome) {
    size_t n = strlen(s);
    char *result = malloc(n + 1);
    size_t j = 0;
    for (size_t i = 0; i < n; i++) {
        if (strchr(c, s[i]) == NULL) {
            result[j++] = s[i];
        }
    }
    result[j] = '\0';
    *is_palindrome = true;
    for (size_t i = 0; i < j / 2; i++) {
        if (result[i] != result[j - 1 - i]) {
            *is_palindrome = false;
            break;
        }
    }
    return result;
}

int main(void) {
    bool p;
    char *r;
    r = reverse_delete("abcde", "ae", &p); assert(strcmp(r, "bcd") == 0 && !p); free(r);
    r = reverse_delete("abcdef", "b", &p); assert(strcmp(r, "acdef") == 0 && !p); free(r);
    r = reverse_delete("abcdedcba", "ab", &p); assert(strcmp(r, "cdedc") == 0 && p); free(r);
    r = reverse_delete("dwik", "w", &p); assert(strcmp(r, "dik") == 0 && !p); free(r);
    r = reverse_delete("a", "a", &p); assert(strcmp(r, "") == 0 && p); free(r);
    r = reverse_delete("abcdedcba", "", &p); assert(strcmp(r, "abcdedcba") == 0 && p); free(r);
    r = reverse_delete("abcdedcba", "v", &p); assert(strcmp(r, "abcdedcba") == 0 && p); free(r);
    r = reverse_delete("vabba", "v", &p); assert(strcmp(r, "abba") == 0 && p); free(r);
    r = reverse_delete("mamma", "mia", &p); assert(strcmp(r, "") == 0 && p); free(r);
    return 0;
}
