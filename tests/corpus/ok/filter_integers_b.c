#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <stdbool.h>
#include <assert.h>

/* The Python list of mixed values is given as strings; keep those that are integer literals. */
static bool is_integer(const char *s) {
    if (*s == '\0') return false;
    char *end;
    strtol(s, &end, 10);
    return *end == '\0' && !isspace((unsigned char)s[0]);
}

int *filter_integers(const char **values, int n, int *out_count) {
    int *result = malloc(sizeof(int) * (n > 0 ? n : 1));
    *out_count = 0;
    for (int i = 0; i < n; i++) {
        if (is_integer(values[i])) {
            result[(*out_count)++] = atoi(values[i]);
        }
    }
    return result;
}

int main(void) {
    int count;
    int *r = filter_integers(NULL, 0, &count);
    assert(count == 0);
    free(r);
    const char *v1[] = {"4", "{}", "[]", "23.2", "9", "adasd"};
    r = filter_integers(v1, 6, &count);
    assert(count == 2 && r[0] == 4 && r[1] == 9);
    free(r);
    const char *v2[] = {"3", "c", "3", "3", "a", "b"};
    r = filter_integers(v2, 6, &count);
    assert(count == 3);
    for (int i = 0; i < count; i++) assert(r[i] == 3);
    free(r);
    const char *v3[] = {"-12", "+7", "", "0x1"};
    r = filter_integers(v3, 4, &count);
    assert(count == 2 && r[0] == -12 && r[1] == 7);
    free(r);
    return 0;
}
