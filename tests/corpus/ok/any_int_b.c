#include <stdbool.h>
#include <math.h>
#include <assert.h>

/* Returns true if one of the numbers is equal to the sum of the other two,
   and all numbers are integers. */
bool any_int(double x, double y, double z) {
    if (floor(x) != x || floor(y) != y || floor(z) != z) return false;
    if (x + y == z || x + z == y || y + z == x) return true;
    return false;
}

int main(void) {
    assert(any_int(2, 3, 1) == true);
    assert(any_int(2.5, 2, 3) == false);
    assert(any_int(1.5, 5, 3.5) == false);
    assert(any_int(2, 6, 2) == false);
    assert(any_int(4, 2, 2) == true);
    assert(any_int(2.2, 2.2, 2.2) == false);
    assert(any_int(-4, 6, 2) == true);
    assert(any_int(2, 1, 1) == true);
    assert(any_int(3, 4, 7) == true);
    assert(any_int(3.0, 4, 7) == true);
    return 0;
}
