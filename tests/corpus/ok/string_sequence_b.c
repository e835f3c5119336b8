#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

char *string_sequence(int n) {
    char *result = malloc(16 * (n + 1) + 1);
    char *p = result;
    for (int i = 0; i <= n; i++) {
        p += sprintf(p, "%d", i);
        if (i < n) *p++ = ' ';
    }
    *p = '\0';
    return result;
}

int main(void) {
    char *s = string_sequence(0);
    assert(strcmp(s, "0") == 0);
    free(s);
    s = string_sequence(3);
    assert(strcmp(s, "0 1 2 3") == 0);
    free(s);
    s = string_sequence(10);
    assert(strcmp(s, "0 1 2 3 4 5 6 7 8 9 10") == 0);
    printf("%s\n", s);
    free(s);
    return 0;
}
