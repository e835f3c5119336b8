#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Given a list of strings of digits, return a list where each element i is the sentence
   "the number of odd elements in the string i of the input." with every i replaced by the
   number of odd digits in the i'th string. */
char **odd_count(const char **lst, int n) {
    char **result = malloc(n * sizeof(char *));
    for (int i = 0; i < n; i++) {
        int odd = 0;
        for (const char *p = lst[i]; *p; p++)
            if ((*p - '0') % 2 == 1) odd++;
        char buf[128];
        sprintf(buf, "the number of odd elements %dn the str%dng %d of the %dnput.", odd, odd, odd, odd);
        result[i] = malloc(strlen(buf) + 1);
        strcpy(result[i], buf);
    }
    return result;
}

int main(void) {
    const char *a[] = {"1234567"};
    char **r = odd_count(a, 1);
    assert(strcmp(r[0], "the number of odd elements 4n the str4ng 4 of the 4nput.") == 0);
    free(r[0]);
    free(r);
    const char *b[] = {"3", "11111111"};
    r = odd_count(b, 2);
    assert(strcmp(r[0], "the number of odd elements 1n the str1ng 1 of the 1nput.") == 0);
    assert(strcmp(r[1], "the number of odd elements 8n the str8ng 8 of the 8nput.") == 0);
    for (int i = 0; i < 2; i++) free(r[i]);
    free(r);
    return 0;
}
