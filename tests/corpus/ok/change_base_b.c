#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

char *change_base(int x, int base) {
    char buf[64];
    int i = 0;
    if (x == 0) buf[i++] = '0';
    while (x > 0) {
        buf[i++] = '0' + x % base;
        x /= base;
    }
    char *res = malloc(i + 1);
    for (int j = 0; j < i; j++) res[j] = buf[i - 1 - j];
    res[i] = '\0';
    return res;
}

int main(void) {
    char *r = change_base(8, 3);
    assert(strcmp(r, "22") == 0); free(r);
    r = change_base(9, 3);
    assert(strcmp(r, "100") == 0); free(r);
    r = change_base(234, 2);
    assert(strcmp(r, "11101010") == 0); free(r);
    r = change_base(16, 2);
    assert(strcmp(r, "10000") == 0); free(r);
    r = change_base(8, 2);
    assert(strcmp(r, "1000") == 0); free(r);
    r = change_base(7, 2);
    assert(strcmp(r, "111") == 0); free(r);
    for (int x = 2; x < 8; x++) {
        char expect[4];
        snprintf(expect, sizeof expect, "%d", x);
        r = change_base(x, x + 1);
        assert(strcmp(r, expect) == 0);
        free(r);
    }
    return 0;
}
