#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Return a string containing space-delimited numbers starting from 0 upto n inclusive. */
char *string_sequence(int n) {
    char *result = malloc(12 * (n + 1) + 1);
    int pos = 0;
    for (int i = 0; i <= n; i++) {
        pos += sprintf(result + pos, i == 0 ? "%d" : " %d", i);
    }
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
    free(s);
    return 0;
}
