#include <assert.h>

/* Write a function that takes a string as input and returns the sum of the upper characters
   only' ASCII codes. */
int digitSum(const char *s) {
    int sum = 0;
    while (*s) {
        if (*s >= 'A' && *s <= 'Z') sum += *s;
        s++;
    }
    return sum;
}

int main(void) {
    assert(digitSum("") == 0);
    assert(digitSum("abAB") == 131);
    assert(digitSum("abcCd") == 67);
    assert(digitSum("helloE") == 69);
    assert(digitSum("woArBld") == 131);
    assert(digitSum("aAaaaXa") == 153);
    assert(digitSum(" How are yOu?") == 151);
    assert(digitSum("You arE Very Smart") == 327);
    return 0;
}
