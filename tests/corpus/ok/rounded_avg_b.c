#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

/* Compute the average of the integers from n through m, round it to the nearest
   integer and convert that to binary ("0b..."). If n > m, return "-1". */
char *rounded_avg(int n, int m) {
    char *res = malloc(64);
    if (n > m) {
        strcpy(res, "-1");
        return res;
    }
    long long sum = 0;
    for (int i = n; i <= m; i++) sum += i;
    long long count = m - n + 1;
    double avg = (double)sum / count;
    long long r = (long long)(avg + 0.5);
    /* Python rounds half to even */
    if ((double)r - avg == 0.5 && r % 2 != 0) r--;
    char bits[64];
    int len = 0;
    if (r == 0) bits[len++] = '0';
    while (r > 0) {
        bits[len++] = '0' + (r & 1);
        r >>= 1;
    }
    strcpy(res, "0b");
    int pos = 2;
    while (len > 0) res[pos++] = bits[--len];
    res[pos] = '\0';
    return res;
}

int main(void) {
    char *r;
    r = rounded_avg(1, 5); assert(strcmp(r, "0b11") == 0); free(r);
    r = rounded_avg(7, 13); assert(strcmp(r, "0b1010") == 0); free(r);
    r = rounded_avg(964, 977); assert(strcmp(r, "0b1111001010") == 0); free(r);
    r = rounded_avg(996, 997); assert(strcmp(r, "0b1111100100") == 0); free(r);
    r = rounded_avg(560, 851); assert(strcmp(r, "0b1011000010") == 0); free(r);
    r = rounded_avg(185, 546); assert(strcmp(r, "0b101101110") == 0); free(r);
    r = rounded_avg(362, 496); assert(strcmp(r, "0b110101101") == 0); free(r);
    r = rounded_avg(350, 902); assert(strcmp(r, "0b1001110010") == 0); free(r);
    r = rounded_avg(197, 233); assert(strcmp(r, "0b11010111") == 0); free(r);
    r = rounded_avg(7, 5); assert(strcmp(r, "-1") == 0); free(r);
    r = rounded_avg(5, 1); assert(strcmp(r, "-1") == 0); free(r);
    r = rounded_avg(5, 5); assert(strcmp(r, "0b101") == 0); free(r);
    return 0;
}
