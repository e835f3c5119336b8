#include <assert.h>
#include <stdint.h>

uint32_t reverse_bits(uint32_t n) {
    uint32_t result = 0;
    for (int i = 0; i < 32; i++) {
        result = (result << 1) | (n & 1u);
        n >>= 1;
    }
    return result;
}

unsigned int gray_code(unsigned int n) { return n ^ (n >> 1); }

unsigned int gray_decode(unsigned int g) {
    unsigned int n = 0;
    for (; g; g >>= 1) n ^= g;
    return n;
}

/* Single number: every element appears twice except one. */
int single_number(const int nums[], int n) {
    int x = 0;
    for (int i = 0; i < n; i++) x ^= nums[i];
    return x;
}

uint64_t rotl64(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

int main(void) {
    assert(reverse_bits(0x00000001u) == 0x80000000u);
    assert(reverse_bits(43261596u) == 964176192u);
    assert(reverse_bits(4294967293u) == 3221225471u);
    assert(gray_code(0) == 0);
    assert(gray_code(5) == 7);
    for (unsigned int i = 0; i < 1000; i++) {
        assert(gray_decode(gray_code(i)) == i);
        unsigned int diff = gray_code(i) ^ gray_code(i + 1);
        assert((diff & (diff - 1)) == 0);
    }
    int nums[] = {4, 1, 2, 1, 2};
    assert(single_number(nums, 5) == 4);
    assert(rotl64(1, 63) == 0x8000000000000000ULL);
    assert(rotl64(0x8000000000000001ULL, 1) == 3);
    return 0;
}
