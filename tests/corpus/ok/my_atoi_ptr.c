#include <assert.h>
#include <ctype.h>
#include <limits.h>

/* Convert a string to a 32-bit signed integer like atoi: skip leading whitespace, read an
   optional sign and digits, and clamp to the int range on overflow. */
int my_atoi(const char *s) {
    while (isspace((unsigned char)*s)) s++;
    int sign = 1;
    if (*s == '+' || *s == '-') {
        if (*s == '-') sign = -1;
        s++;
    }
    long long value = 0;
    while (isdigit((unsigned char)*s)) {
        value = value * 10 + (*s - '0');
        if (sign * value > INT_MAX) return INT_MAX;
        if (sign * value < INT_MIN) return INT_MIN;
        s++;
    }
    return (int)(sign * value);
}

int main(void) {
    assert(my_atoi("42") == 42);
    assert(my_atoi("   -42") == -42);
    assert(my_atoi("4193 with words") == 4193);
    assert(my_atoi("words and 987") == 0);
    assert(my_atoi("-91283472332") == INT_MIN);
    assert(my_atoi("91283472332") == INT_MAX);
    assert(my_atoi("+1") == 1);
    assert(my_atoi("") == 0);
    assert(my_atoi("-") == 0);
    assert(my_atoi("00000-42a1234") == 0);
    return 0;
}
