#include <assert.h>
#include <stdlib.h>
#include <string.h>

/* Concatenate list of strings into a single string. */
char *concatenate(const char *strings[], int n) {
    size_t total = 0;
    for (int i = 0; i < n; i++) total += strlen(strings[i]);
    char *result = (char *)malloc(total + 1);
    result[0] = '\0';
    for (int i = 0; i < n; i++) strcat(result, strings[i]);
    return result;
}

int main(void) {
    char *s = concatenate(NULL, 0);
    assert(strcmp(s, "") == 0);
    free(s);
    const char *a[] = {"x", "y", "z"};
    s = concatenate(a, 3);
    assert(strcmp(s, "xyz") == 0);
    free(s);
    const char *b[] = {"x", "y", "z", "w", "k"};
    s = concatenate(b, 5);
    assert(strcmp(s, "xyzwk") == 0);
    assert(strlen(s) == 5);
    free(s);
    return 0;
}
