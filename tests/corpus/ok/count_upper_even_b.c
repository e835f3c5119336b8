#include <assert.h>
#include <string.h>

/* Given a string s, count the number of uppercase vowels in even indices. */
int count_upper(const char *s) {
    int count = 0;
    for (int i = 0; s[i] != '\0'; i += 2) {
        if (strchr("AEIOU", s[i]) != NULL)
            count++;
        if (s[i + 1] == '\0')
            break;
    }
    return count;
}

int main(void) {
    assert(count_upper("aBCdEf") == 1);
    assert(count_upper("abcdefg") == 0);
    assert(count_upper("dBBE") == 0);
    assert(count_upper("B") == 0);
    assert(count_upper("U") == 1);
    assert(count_upper("") == 0);
    assert(count_upper("EEEE") == 2);
    return 0;
}
