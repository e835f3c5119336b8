#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

char *decimal_to_binary(unsigned int decimal) {
    char bits[33];
    int n = 0;
    do {
        bits[n++] = (decimal & 1u) ? '1' : '0';
        decimal >>= 1;
    } while (decimal);
    char *out = malloc(n + 5);
    char *p = out;
    *p++ = 'd';
    *p++ = 'b';
    while (n > 0) *p++ = bits[--n];
    strcpy(p, "db");
    return out;
}

int main(void) {
    char *r = decimal_to_binary(0);
    assert(strcmp(r, "db0db") == 0); free(r);
    r = decimal_to_binary(32);
    assert(strcmp(r, "db100000db") == 0); free(r);
    r = decimal_to_binary(103);
    assert(strcmp(r, "db1100111db") == 0); free(r);
    r = decimal_to_binary(15);
    assert(strcmp(r, "db1111db") == 0);
    printf("%s\n", r);
    free(r);
    return 0;
}
