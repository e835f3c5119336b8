#include <assert.h>
#include <stdlib.h>

/* Complete the function that takes two integers and returns the product of
   their unit digits. */
int multiply(int a, int b) {
    return abs(a % 10) * abs(b % 10);
}

int main(void) {
    assert(multiply(148, 412) == 16);
    assert(multiply(19, 28) == 72);
    assert(multiply(2020, 1851) == 0);
    assert(multiply(14, -15) == 20);
    assert(multiply(76, 67) == 42);
    assert(multiply(17, 27) == 49);
    assert(multiply(0, 1) == 0);
    assert(multiply(0, 0) == 0);
    return 0;
}
