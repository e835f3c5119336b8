#include <assert.h>
#include <string.h>

/* Change numerical base of input number x to base (base < 10) and write the string
   representation into out. Returns out. */
char *change_base(int x, int base, char *out) {
    char tmp[40];
    int len = 0;
    if (x == 0) tmp[len++] = '0';
    while (x > 0) {
        tmp[len++] = (char)('0' + x % base);
        x /= base;
    }
    for (int i = 0; i < len; i++) out[i] = tmp[len - 1 - i];
    out[len] = '\0';
    return out;
}

int main(void) {
    char buf[40];
    assert(strcmp(change_base(8, 3, buf), "22") == 0);
    assert(strcmp(change_base(9, 3, buf), "100") == 0);
    assert(strcmp(change_base(234, 2, buf), "11101010") == 0);
    assert(strcmp(change_base(16, 2, buf), "10000") == 0);
    assert(strcmp(change_base(8, 2, buf), "1000") == 0);
    assert(strcmp(change_base(7, 2, buf), "111") == 0);
    assert(strcmp(change_base(0, 5, buf), "0") == 0);
    for (int x = 2; x < 8; x++) {
        char expected[4] = {(char)('0' + x), '\0'};
        assert(strcmp(change_base(x, x + 1, buf), expected) == 0);
    }
    return 0;
}
