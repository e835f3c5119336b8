#include <assert.h>

int roman_value(int c) {
    switch (c) {
        case 'I': return 1;
        case 'V': return 5;
        case 'X': return 10;
        case 'L': return 50;
        case 'C': return 100;
        case 'D': return 500;
        case 'M': return 1000;
        default: return 0;
    }
}

/* Convert a Roman numeral, given as an array of character codes, to an integer. */
int roman_to_int(const char s[], int len) {
    int total = 0;
    for (int i = 0; i < len; i++) {
        int v = roman_value(s[i]);
        if (i + 1 < len && v < roman_value(s[i + 1])) {
            total -= v;
        } else {
            total += v;
        }
    }
    return total;
}

/* Number of Roman characters needed to write n (1 <= n <= 3999). */
int roman_length(int n) {
    const int values[] = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};
    const int lengths[] = {1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1};
    int len = 0;
    for (int i = 0; i < 13; i++) {
        while (n >= values[i]) {
            n -= values[i];
            len += lengths[i];
        }
    }
    return len;
}

int main(void) {
    char a[] = {'I', 'I', 'I'};
    char b[] = {'L', 'V', 'I', 'I', 'I'};
    char c[] = {'M', 'C', 'M', 'X', 'C', 'I', 'V'};
    char d[] = {'X', 'L', 'I', 'X'};
    assert(roman_to_int(a, 3) == 3);
    assert(roman_to_int(b, 5) == 58);
    assert(roman_to_int(c, 7) == 1994);
    assert(roman_to_int(d, 4) == 49);
    assert(roman_length(3) == 3);
    assert(roman_length(1994) == 7);
    assert(roman_length(3888) == 15);
    assert(roman_length(4) == 2);
    return 0;
}
