#include <string.h>
#include <assert.h>

int hex_key(const char *num) {
    const char *primes = "2357BD";
    int count = 0;
    for (size_t i = 0; num[i] != '\0'; i++) {
        if (strchr(primes, num[i])) count++;
    }
    return count;
}

int main(void) {
    assert(hex_key("AB") == 1);
    assert(hex_key("1077E") == 2);
    assert(hex_key("ABED1A33") == 4);
    assert(hex_key("2020") == 2);
    assert(hex_key("123456789ABCDEF0") == 6);
    assert(hex_key("112233445566778899AABBCCDDEEFF00") == 12);
    assert(hex_key("") == 0);
    return 0;
}
