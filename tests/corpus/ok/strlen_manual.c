#include <assert.h>
#include <stddef.h>

/* Return length of given string (without using strlen). */
size_t my_strlen(const char *s) {
    const char *p = s;
    while (*p) p++;
    return (size_t)(p - s);
}

/* Count how many times c occurs in s, walking with a pointer. */
int count_char(const char *s, char c) {
    int n = 0;
    while (*s) {
        if (*s++ == c) n++;
    }
    return n;
}

int main(void) {
    assert(my_strlen("") == 0);
    assert(my_strlen("x") == 1);
    assert(my_strlen("asdasnakj") == 9);
    char buf[32] = "hello world";
    assert(my_strlen(buf) == 11);
    buf[5] = '\0';
    assert(my_strlen(buf) == 5);
    assert(count_char("banana", 'a') == 3);
    assert(count_char("banana", 'z') == 0);
    return 0;
}
