#include <assert.h>
#include <stdlib.h>
#include <string.h>

/* Convert a decimal number to binary format, returned as a malloc'd string with the extra
   characters 'db' at the beginning and at the end. */
char *decimal_to_binary(int decimal) {
    char bits[33];
    int n = 0;
    do {
        bits[n++] = (char)('0' + decimal % 2);
        decimal /= 2;
    } while (decimal > 0);
    char *out = malloc(n + 5);
    strcpy(out, "db");
    for (int i = 0; i < n; i++) out[2 + i] = bits[n - 1 - i];
    out[2 + n] = '\0';
    strcat(out, "db");
    return out;
}

int main(void) {
    struct { int in; const char *want; } cases[] = {
        {0, "db0db"}, {32, "db100000db"}, {103, "db1100111db"}, {15, "db1111db"},
    };
    for (int i = 0; i < 4; i++) {
        char *s = decimal_to_binary(cases[i].in);
        assert(strcmp(s, cases[i].want) == 0);
        free(s);
    }
    return 0;
}
