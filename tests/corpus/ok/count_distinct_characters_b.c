#include <ctype.h>
#include <string.h>
#include <stdbool.h>
#include <assert.h>

int count_distinct_characters(const char *string) {
    bool seen[256];
    memset(seen, 0, sizeof(seen));
    int count = 0;
    for (const char *p = string; *p; p++) {
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
