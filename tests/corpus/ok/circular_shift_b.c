#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

char *circular_shift(int x, int shift) {
    char digits[32];
    snprintf(digits, sizeof(digits), "%d", x);
    int len = strlen(digits);
    char *result = malloc(len + 1);
    if (shift > len) {
        for (int i = 0; i < len; i++) result[i] = digits[len - 1 - i];
        result[len] = '\0';
        return result;
    }
    strcpy(result, digits + len - shift);
    strncat(result, digits, len - shift);
    return result;
}

int main(void) {
    char *r;
    r = circular_shift(100, 2); assert(strcmp(r, "001") == 0); free(r);
    r = circular_shift(12, 2); assert(strcmp(r, "12") == 0); free(r);
    r = circular_shift(97, 8); assert(strcmp(r, "79") == 0); free(r);
    r = circular_shift(12, 1); assert(strcmp(r, "21") == 0); free(r);
    r = circular_shift(11, 101); assert(strcmp(r, "11") == 0); free(r);
    r = circular_shift(12345, 3);
    printf("%s\n", r);
    assert(strcmp(r, "34512") == 0);
    free(r);
    return 0;
}
