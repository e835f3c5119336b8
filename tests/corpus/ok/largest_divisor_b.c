#include <assert.h>

int largest_divisor(int n) {
    for (int i = n - 1; i > 0; i--) {
        if (n % i == 0) return i;
    }
}

int main(void) {
    assert(largest_divisor(3) == 1);
    assert(largest_divisor(7) == 1);
    assert(largest_divisor(10) == 5);
    assert(largest_divisor(100) == 50);
    assert(largest_divisor(49) == 7);
    return 0;
}
