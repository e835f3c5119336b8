#include <assert.h>
#include <stdint.h>
#include <stdlib.h>

typedef uint64_t u64;
typedef uint32_t u32;

u64 xorshift64(u64 x) {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return x;
}

/* FNV-1a hash over an array of bytes */
u32 fnv1a(const unsigned char data[], int n) {
    u32 h = 2166136261u;
    for (int i = 0; i < n; i++) {
        h ^= data[i];
        h *= 16777619u;
    }
    return h;
}

/* Linear congruential generator (Numerical Recipes) */
u32 lcg_next(u32 state) { return state * 1664525u + 1013904223u; }

int main(void) {
    u64 s = 88172645463325252ULL;
    for (int i = 0; i < 1000; i++) {
        s = xorshift64(s);
        assert(s != 0);
    }
    assert(xorshift64(1) == 1082269761ULL);
    unsigned char empty[1] = {0};
    assert(fnv1a(empty, 0) == 2166136261u);
    unsigned char a[] = {'a'};
    assert(fnv1a(a, 1) == 0xe40c292cu);
    unsigned char foobar[] = {'f', 'o', 'o', 'b', 'a', 'r'};
    assert(fnv1a(foobar, 6) == 0xbf9cf968u);
    u32 st = 0;
    st = lcg_next(st);
    assert(st == 1013904223u);
    st = lcg_next(st);
    assert(st == 1196435762u);

    srand(12345);
    int counts[6] = {0};
    for (int i = 0; i < 6000; i++) {
        int r = rand();
        assert(r >= 0 && r <= RAND_MAX);
        counts[r % 6]++;
    }
    for (int i = 0; i < 6; i++) assert(counts[i] > 800 && counts[i] < 1200);
    return 0;
}
