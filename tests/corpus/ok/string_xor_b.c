#include <stdlib.h>
#include <string.h>
#include <assert.h>

char *string_xor(const char *a, const char *b) {
    size_t len = strlen(a);
    char *result = (char *)malloc(len + 1);
    for (size_t i = 0; i < len; i++) {
        result[i] = (a[i] == b[i]) ? '0' : '1';
    }
    result[len] = '\0';
    return result;
}

int main(void) {
    char *r;
    r = string_xor("111000", "101010");
    assert(strcmp(r, "010010") == 0);
    free(r);
    r = string_xor("1", "1");
    assert(strcmp(r, "0") == 0);
    free(r);
    r = string_xor("0101", "0000");
    assert(!strcmp(r, "0101"));
    free(r);
    return 0;
}
