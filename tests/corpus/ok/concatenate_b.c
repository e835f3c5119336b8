#include <stdlib.h>
#include <string.h>
#include <assert.h>

char *concatenate(char *strings[], int count) {
    int total = 0;
    for (int i = 0; i < count; i++) total += strlen(strings[i]);
    char *result = malloc(total + 1);
    char *dst = result;
    for (int i = 0; i < count; i++) {
        const char *src = strings[i];
        while (*src) *dst++ = *src++;
    }
    *dst = '\0';
    return result;
}

int main(void) {
    char *r = concatenate(NULL, 0);
    assert(strlen(r) == 0);
    free(r);
    char *a[] = {"x", "y", "z"};
    r = concatenate(a, 3);
    assert(strcmp(r, "xyz") == 0);
    free(r);
    char *b[] = {"x", "y", "z", "w", "k"};
    r = concatenate(b, 5);
    assert(strcmp(r, "xyzwk") == 0);
    free(r);
    return 0;
}
