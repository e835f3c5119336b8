#include <assert.h>
#include <stdbool.h>
#include <stdio.h>

typedef struct {
    int num;
    int den;
} Fraction;

static Fraction parse_fraction(const char *s) {
    Fraction f = {0, 1};
    sscanf(s, "%d/%d", &f.num, &f.den);
    return f;
}

/* x and n are fractions "<numerator>/<denominator>". Return true if x * n evaluates to a
   whole number. */
bool simplify(const char *x, const char *n) {
    Fraction a = parse_fraction(x);
    Fraction b = parse_fraction(n);
    int num = a.num * b.num;
    int den = a.den * b.den;
    return num % den == 0;
}

int main(void) {
    assert(simplify("1/5", "5/1") == true);
    assert(simplify("1/6", "2/1") == false);
    assert(simplify("5/1", "3/1") == true);
    assert(simplify("7/10", "10/2") == false);
    assert(simplify("2/10", "50/10") == true);
    assert(simplify("7/2", "4/2") == true);
    assert(simplify("11/6", "6/1") == true);
    assert(simplify("2/3", "5/2") == false);
    assert(simplify("5/2", "3/5") == false);
    assert(simplify("2/4", "8/4") == true);
    assert(simplify("1/5", "1/5") == false);
    return 0;
}
