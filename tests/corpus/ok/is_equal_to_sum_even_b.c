#include <stdbool.h>
#include <assert.h>

/* Evaluate whether the given number n can be written as the sum of exactly
   4 positive even numbers. */
bool is_equal_to_sum_even(int n) {
    return n % 2 == 0 && n >= 8;
}

int main(void) {
    assert(is_equal_to_sum_even(4) == false);
    assert(is_equal_to_sum_even(6) == false);
    assert(is_equal_to_sum_even(8) == true);
    assert(is_equal_to_sum_even(10) == true);
    assert(is_equal_to_sum_even(11) == false);
    assert(is_equal_to_sum_even(12) == true);
    assert(is_equal_to_sum_even(13) == false);
    assert(is_equal_to_sum_even(16) == true);
    return 0;
}
