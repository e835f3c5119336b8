#include <assert.h>
#include <math.h>
#include <stdlib.h>

/* Floor of the square root of n, by binary search (no floating point). */
long long isqrt(long long n) {
    if (n < 2) return n;
    long long lo = 1, hi = 3037000499LL, ans = 1;
    while (lo <= hi) {
        long long mid = lo + (hi - lo) / 2;
        if (mid <= n / mid) {
            ans = mid;
            lo = mid + 1;
        } else {
            hi = mid - 1;
        }
    }
    return ans;
}

int is_perfect_square(long long n) {
    if (n < 0) return 0;
    long long r = isqrt(n);
    return r * r == n;
}

/* HumanEval/77: is a a cube of some integer? */
int iscube(int a) {
    int r = (int)round(cbrt(fabs((double)a)));
    return r * r * r == abs(a);
}

int main(void) {
    assert(isqrt(0) == 0);
    assert(isqrt(15) == 3);
    assert(isqrt(16) == 4);
    assert(isqrt(1000000007) == 31622);
    assert(isqrt(9223372036854775807LL) == 3037000499LL);
    for (long long i = 0; i < 2000; i++) {
        assert(isqrt(i) == (long long)sqrt((double)i));
    }
    assert(is_perfect_square(144));
    assert(!is_perfect_square(145));
    assert(!is_perfect_square(-4));
    assert(iscube(1));
    assert(!iscube(2));
    assert(iscube(-1));
    assert(iscube(64));
    assert(!iscube(180));
    assert(iscube(1000));
    assert(iscube(0));
    assert(!iscube(1729));
    return 0;
}
