#include <assert.h>
#include <stdbool.h>

static bool is_digit_code(int c) { return c >= '0' && c <= '9'; }

static int digit_value(int c) { return c - '0'; }

/* Luhn checksum over an array of digit codes */
static bool luhn_valid(const char digits[], int n) {
    int sum = 0;
    bool dbl = false;
    for (int i = n - 1; i >= 0; i--) {
        if (!is_digit_code(digits[i])) return false;
        int d = digit_value(digits[i]);
        if (dbl) {
            d *= 2;
            if (d > 9) d -= 9;
        }
        sum += d;
        dbl = !dbl;
    }
    return sum % 10 == 0;
}

int main(void) {
    char good[] = {'4', '5', '3', '9', '5', '7', '8', '7', '6', '3', '6', '2', '1', '4', '8', '6'};
    char bad[] = {'8', '2', '7', '3', '1', '2', '3', '2', '7', '3', '5', '2', '0', '5', '6', '9'};
    assert(luhn_valid(good, 16));
    assert(!luhn_valid(bad, 16));
    return 0;
}
