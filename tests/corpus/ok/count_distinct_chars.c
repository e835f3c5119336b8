#include <assert.h>
#include <ctype.h>
#include <stdbool.h>

/* Given a string, find out how many distinct characters (regardless of case) does it consist of. */
int count_distinct_characters(const char *string) {
    bool seen[256] = {false};
    int count = 0;
    for (const char *p = string; *p != '\0'; p++) {
        unsigned char c = (unsigned char)tolower((unsigned char)*p);
        if (!seen[c]) {
            seen[c] = true;
            count++;
        }
    }
    return count;
}

int main(void) {
    assert(count_distinct_characters("") == 0);
    assert(count_distinct_characters("abcde") == 5);
    assert(count_distinct_characters("abcdecadeCADE") == 5);
    assert(count_distinct_characters("aaaaAAAAaaaa") == 1);
    assert(count_distinct_characters("Jerry jERRY JeRRRY") == 5);
    return 0;
}
