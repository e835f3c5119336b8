#include <assert.h>
#include <string.h>

extern int call_count;
typedef unsigned long long u64;
typedef u64 pair_t[2];
_Static_assert(sizeof(pair_t) == 16, "pair_t holds two words");

static void add_pair(pair_t dst, const pair_t src) {
    call_count++;
    dst[0] += src[0];
    dst[1] += src[1];
}

int call_count = 0;

int main(void) {
    pair_t acc = {0, 0};
    pair_t one = {1, 2};
    for (int i = 0; i < 5; i++) add_pair(acc, one);
    assert(acc[0] == 5 && acc[1] == 10);
    assert(call_count == 5);
    enum { SMALL = 1, LARGE = 10 };
    typedef struct { int lo, hi; } range;
    range r = {SMALL, LARGE};
    assert(r.hi - r.lo == 9);
    volatile int v = 7;
    assert(v == 7);
    return 0;
}
