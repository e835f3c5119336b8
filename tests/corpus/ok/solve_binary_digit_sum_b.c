#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

/* Given a positive integer N, return the total sum of its digits in binary. */
char* solve(int N) {
    int sum = 0;
    while (N > 0) {
        sum += N % 10;
        N /= 10;
    }
    char *result = (char*)malloc(33 * sizeof(char));
    if (sum == 0) {
        strcpy(result, "0");
        return result;
    }
    int idx = 0;
    while (sum > 0) {
        result[idx++] = (sum % 2) + '0';
        sum /= 2;
    }
    result[idx] = '\0';
    // reverse
    for (int i = 0; i < idx / 2; i++) {
        char tmp = result[i];
        result[i] = result[idx - 1 - i];
        result[idx - 1 - i] = tmp;
    }
    return result;
}

int main(void) {
    char *r;
    r = solve(1000); assert(strcmp(r, "1") == 0); free(r);
    r = solve(150); assert(strcmp(r, "110") == 0); free(r);
    r = solve(147); assert(strcmp(r, "1100") == 0); free(r);
    r = solve(333); assert(strcmp(r, "1001") == 0); free(r);
    r = solve(963); assert(strcmp(r, "10010") == 0); free(r);
    r = solve(0); assert(strcmp(r, "0") == 0); free(r);
    return 0;
}
