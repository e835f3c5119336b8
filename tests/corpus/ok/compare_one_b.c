#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

/* Values are given as strings; a real number may use '.' or ',' as the decimal
   separator. Return the larger value in its given form, or NULL if equal. */
static double parse_num(const char *s) {
    char buf[64];
    strncpy(buf, s, sizeof(buf) - 1);
    buf[sizeof(buf) - 1] = '\0';
    for (char *p = buf; *p; p++)
        if (*p == ',') *p = '.';
    return strtod(buf, NULL);
}

const char *compare_one(const char *a, const char *b) {
    double x = parse_num(a);
    double y = parse_num(b);
    if (x == y) return NULL;
    return x > y ? a : b;
}

int main(void) {
    assert(strcmp(compare_one("1", "2"), "2") == 0);
    assert(strcmp(compare_one("1", "2.5"), "2.5") == 0);
    assert(strcmp(compare_one("2", "3"), "3") == 0);
    assert(strcmp(compare_one("5", "6"), "6") == 0);
    assert(strcmp(compare_one("1", "2,3"), "2,3") == 0);
    assert(strcmp(compare_one("5,1", "6"), "6") == 0);
    assert(strcmp(compare_one("1", "2"), "2") == 0);
    assert(compare_one("1", "1") == NULL);
    assert(compare_one("1,0", "1") == NULL);
    const char *r = compare_one("-3.5", "-3,25");
    printf("%s\n", r ? r : "None");
    return 0;
}
