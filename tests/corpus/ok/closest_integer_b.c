#include <assert.h>
#include <stdlib.h>
#include <math.h>

/* Create a function that takes a value (string) representing a number and
   returns the closest integer to it. If the number is equidistant from two
   integers, round it away from zero. */
int closest_integer(const char *value) {
    double num = atof(value);
    double frac = num - trunc(num);
    if (fabs(fabs(frac) - 0.5) < 1e-9) {
        return num > 0 ? (int)ceil(num) : (int)floor(num);
    }
    return (int)round(num);
}

int main(void) {
    assert(closest_integer("10") == 10);
    assert(closest_integer("14.5") == 15);
    assert(closest_integer("-15.5") == -16);
    assert(closest_integer("15.3") == 15);
    assert(closest_integer("0") == 0);
    assert(closest_integer("-14.5") == -15);
    assert(closest_integer("2.49") == 2);
    return 0;
}
