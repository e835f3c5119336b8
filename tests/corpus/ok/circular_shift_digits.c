#include <assert.h>
#include <stdio.h>
#include <string.h>

/* Circular shift the digits of the integer x, shift the digits right by shift and return the
   result as a string in out. If shift > number of digits, return digits reversed. */
void circular_shift(int x, int shift, char *out) {
    char digits[32];
    sprintf(digits, "%d", x);
    int n = (int)strlen(digits);
    if (shift > n) {
        for (int i = 0; i < n; i++) out[i] = digits[n - 1 - i];
        out[n] = '\0';
        return;
    }
    strcpy(out, digits + n - shift);
    strncat(out, digits, n - shift);
}

int main(void) {
    char out[32];
    circular_shift(100, 2, out);
    assert(strcmp(out, "001") == 0);
    circular_shift(12, 2, out);
    assert(strcmp(out, "12") == 0);
    circular_shift(97, 8, out);
    assert(strcmp(out, "79") == 0);
    circular_shift(12, 1, out);
    assert(strcmp(out, "21") == 0);
    circular_shift(11, 101, out);
    assert(strcmp(out, "11") == 0);
    return 0;
}
