#include <ctype.h>
#include <assert.h>

int digitSum(const char *s) {
    int sum = 0;
    for (; *s; s++)
        if (isupper((unsigned char)*s))
            sum += *s;
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
