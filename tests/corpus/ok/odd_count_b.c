#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <assert.h>

/* Given a list of strings of digits, return a list where each element i is
   "the number of odd elements in the string i of the input." with every i
   replaced by the number of odd digits in the i'th string. */
char **odd_count(const char **lst, int n) {
    char **result = malloc(n * sizeof(char *));
    for (int i = 0; i < n; i++) {
        int odd = 0;
        for (const char *p = lst[i]; *p; ++p) {
            if (isdigit(*p) && (*p - '0') % 2 == 1) odd++;
        }
        result[i] = malloc(100);
        sprintf(result[i], "the number of odd elements %dn the str%dng %d of the %dnput.", odd, odd, odd, odd);
    }
    return result;
}

int main(void) {
    const char *in1[] = {"1234567"};
    char **r = odd_count(in1, 1);
    assert(strcmp(r[0], "the number of odd elements 4n the str4ng 4 of the 4nput.") == 0);
    free(r[0]);
    free(r);
    const char *in2[] = {"3", "11111111"};
    r = odd_count(in2, 2);
    assert(strcmp(r[0], "the number of odd elements 1n the str1ng 1 of the 1nput.") == 0);
    assert(strcmp(r[1], "the number of odd elements 8n the str8ng 8 of the 8nput.") == 0);
    for (int i = 0; i < 2; i++) free(r[i]);
    free(r);
    const char *in3[] = {"271", "137", "314"};
    r = odd_count(in3, 3);
    assert(strcmp(r[0], "the number of odd elements 2n the str2ng 2 of the 2nput.") == 0);
    assert(strcmp(r[1], "the number of odd elements 3n the str3ng 3 of the 3nput.") == 0);
    assert(strcmp(r[2], "the number of odd elements 2n the str2ng 2 of the 2nput.") == 0);
    printf("%s\n", r[2]);
    for (int i = 0; i < 3; i++) free(r[i]);
    free(r);
    return 0;
}
