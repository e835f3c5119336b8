#include <assert.h>

int modp(int n, int p) {
    long long result = 1, base = 2 % p;
    while (n > 0) {
        if (n & 1) result = (result * base) % p;
        base = (base * base) % p;
        n >>= 1;
    }
    return (int)(result % p);
}

int main(void) {
    assert(modp(3, 5) == 3);
    assert(modp(1101, 101) == 2);
    assert(modp(0, 101) == 1);
    assert(modp(3, 11) == 8);
    assert(modp(100, 101) == 1);
    assert(modp(30, 5) == 4);
    assert(modp(31, 5) == 3);
    return 0;
}
