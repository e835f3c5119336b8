#include <assert.h>

/* Count occurrences of a character in a NUL-terminated char array */
int count_char(const char s[], char c) {
    int count = 0;
    for (int i = 0; s[i] != '\0'; i++) {
        if (s[i] == c) count++;
    }
    return count;
}

int main(void) {
    char word[] = "mississippi";
    assert(count_char(word, 's') == 4);
    assert(count_char(word, 'i') == 4);
    assert(count_char(word, 'z') == 0);
    assert(sizeof(word) == 12);
    return 0;
}
