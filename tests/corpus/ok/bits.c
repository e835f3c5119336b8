#include <assert.h>
#include <stdbool.h>

int count_set_bits(unsigned int n) {
    int count = 0;
    while (n) {
        n &= n - 1;
        count++;
    }
    return count;
}

bool is_power_of_two(long long n) {
    return n > 0 && (n & (n - 1)) == 0;
}

unsigned int next_power_of_two(unsigned int v) {
    if (v == 0) return 1;
    v--;
    v |= v >> 1;
    v |= v >> 2;
    v |= v >> 4;
    v |= v >> 8;
    v |= v >> 16;
    return v + 1;
}

int hamming_distance(int x, int y) {
    return count_set_bits((unsigned int)(x ^ y));
}

int main(void) {
    assert(count_set_bits(0) == 0);
    assert(count_set_bits(7) == 3);
    assert(count_set_bits(0xFFFFFFFFu) == 32);
    assert(count_set_bits(1u << 31) == 1);
    assert(is_power_of_two(1));
    assert(is_power_of_two(1024));
    assert(!is_power_of_two(0));
    assert(!is_power_of_two(-8));
    assert(is_power_of_two(1LL << 40));
    assert(next_power_of_two(5) == 8);
    assert(next_power_of_two(16) == 16);
    assert(next_power_of_two(1000) == 1024);
    assert(hamming_distance(1, 4) == 2);
    assert(hamming_distance(3, 1) == 1);
    assert(hamming_distance(-1, 0) == 32);
    return 0;
}
