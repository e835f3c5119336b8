#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

/* Given a positive integer, obtain its roman numeral equivalent as a string,
   and return it in lowercase. Restrictions: 1 <= num <= 1000 */
char *int_to_mini_roman(int number) {
    const int num[] = {1, 4, 5, 9, 10, 40, 50, 90, 100, 400, 500, 900, 1000};
    const char *sym[] = {"i", "iv", "v", "ix", "x", "xl", "l", "xc", "c", "cd", "d", "cm", "m"};
    char *res = (char *)malloc(64);
    res[0] = '\0';
    int i = 12;
    while (number) {
        int div = number / num[i];
        number %= num[i];
        while (div--) strcat(res, sym[i]);
        i--;
    }
    return res;
}

int main(void) {
    int nums[] = {19, 152, 251, 426, 500, 1, 4, 43, 90, 94, 532, 900, 994, 1000};
    const char *want[] = {"xix", "clii", "ccli", "cdxxvi", "d", "i", "iv", "xliii", "xc", "xciv",
                          "dxxxii", "cm", "cmxciv", "m"};
    for (int k = 0; k < 14; k++) {
        char *r = int_to_mini_roman(nums[k]);
        assert(strcmp(r, want[k]) == 0);
        free(r);
    }
    return 0;
}
