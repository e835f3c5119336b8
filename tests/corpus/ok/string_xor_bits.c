#include <assert.h>
#include <stdlib.h>
#include <string.h>

/* Input are two strings a and b consisting only of 1s and 0s.
   Perform binary XOR on these inputs and return result also as a string. */
char *string_xor(const char *a, const char *b) {
    size_t len = strlen(a);
    char *result = malloc(len + 1);
    for (size_t i = 0; i < len; i++) {
        result[i] = (a[i] == b[i]) ? '0' : '1';
    }
    result[len] = '\0';
    return result;
}

int main(void) {
    char *r = string_xor("111000", "101010");
    assert(strcmp(r, "010010") == 0);
    free(r);
    r = string_xor("1", "1");
    assert(strcmp(r, "0") == 0);
    free(r);
    r = string_xor("0101", "0000");
    assert(strcmp(r, "0101") == 0);
    free(r);
    return 0;
}
