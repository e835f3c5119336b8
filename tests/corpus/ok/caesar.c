#include <assert.h>
#include <ctype.h>
#include <stdbool.h>

#define ALPHABET 26

int shift_char(int c, int k) {
    k = ((k % ALPHABET) + ALPHABET) % ALPHABET;
    if (islower(c)) return 'a' + (c - 'a' + k) % ALPHABET;
    if (isupper(c)) return 'A' + (c - 'A' + k) % ALPHABET;
    return c;
}

void caesar(char text[], int n, int k) {
    for (int i = 0; i < n; i++) {
        text[i] = (char)shift_char(text[i], k);
    }
}

bool same(const char a[], const char b[], int n) {
    for (int i = 0; i < n; i++) {
        if (a[i] != b[i]) return false;
    }
    return true;
}

int main(void) {
    char msg[] = {'H', 'e', 'l', 'l', 'o', ',', ' ', 'Z', 'o', 'o', '!'};
    char orig[] = {'H', 'e', 'l', 'l', 'o', ',', ' ', 'Z', 'o', 'o', '!'};
    char enc[] = {'K', 'h', 'o', 'o', 'r', ',', ' ', 'C', 'r', 'r', '!'};
    int n = (int)sizeof(msg);
    caesar(msg, n, 3);
    assert(same(msg, enc, n));
    caesar(msg, n, -3);
    assert(same(msg, orig, n));
    caesar(msg, n, 26 * 4 + 1);
    assert(msg[0] == 'I' && msg[7] == 'A' && msg[5] == ',');
    assert(shift_char('z', 1) == 'a');
    assert(shift_char('a', -1) == 'z');
    assert(shift_char('5', 7) == '5');
    return 0;
}
