#include <assert.h>
#include <string.h>

/* Reverse a string in place */
void reverse_str(char *s) {
    size_t n = strlen(s);
    for (size_t i = 0; i < n / 2; i++) {
        char t = s[i];
        s[i] = s[n - 1 - i];
        s[n - 1 - i] = t;
    }
}

/* Reverse the characters of every word, keeping the word order */
void reverse_each_word(char *s) {
    char *start = s;
    for (char *p = s;; p++) {
        if (*p == ' ' || *p == '\0') {
            char *end = p - 1;
            while (start < end) {
                char t = *start;
                *start++ = *end;
                *end-- = t;
            }
            if (*p == '\0') break;
            start = p + 1;
        }
    }
}

int main(void) {
    char a[] = "hello";
    reverse_str(a);
    assert(strcmp(a, "olleh") == 0);
    char b[64];
    strcpy(b, "Let's take LeetCode contest");
    reverse_each_word(b);
    assert(strcmp(b, "s'teL ekat edoCteeL tsetnoc") == 0);
    return 0;
}
