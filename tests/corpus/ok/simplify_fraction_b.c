#include <stdbool.h>
#include <stdio.h>
#include <assert.h>

/* x and n are fractions "numerator/denominator"; return true if x * n is a whole number. */
bool simplify(const char *x, const char *n) {
    int a, b, c, d;
    sscanf(x, "%d/%d", &a, &b);
    sscanf(n, "%d/%d", &c, &d);
    int num = a * c;
    int den = b * d;
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
    assert(simplify("2/4", "4/2") == true);
    assert(simplify("1/5", "5/1") == true);
    assert(simplify("1/5", "1/5") == false);
    return 0;
}
