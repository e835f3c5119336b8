#include <assert.h>
#include <math.h>
#include <stdlib.h>

/* Take a value (string) representing a number and return the closest integer to it.
   If the number is equidistant from two integers, round it away from zero. */
int closest_integer(const char *value) {
    char *end;
    double x = strtod(value, &end);
    double fl = floor(x);
    double diff = x - fl;
    if (fabs(diff - 0.5) < 1e-12) {
        return x > 0 ? (int)ceil(x) : (int)fl;
    }
    return (int)round(x);
}

int main(void) {
    assert(closest_integer("10") == 10);
    assert(closest_integer("14.5") == 15);
    assert(closest_integer("-15.5") == -16);
    assert(closest_integer("15.3") == 15);
    assert(closest_integer("0") == 0);
    assert(closest_integer("-2.4") == -2);
    assert(closest_integer("2.6") == 3);
    return 0;
}
