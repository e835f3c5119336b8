#include <assert.h>

typedef long long ll;
#define MOD 1000000007LL

/* (base^exp) mod m by fast exponentiation */
ll mod_pow(ll base, ll exp, ll m) {
    ll result = 1 % m;
    base %= m;
    if (base < 0) base += m;
    while (exp > 0) {
        if (exp & 1) result = result * base % m;
        base = base * base % m;
        exp >>= 1;
    }
    return result;
}

/* HumanEval/49: 2^n modulo p */
int modp(int n, int p) {
    int ret = 1;
    for (int i = 0; i < n; i++) ret = (2 * ret) % p;
    return ret;
}

ll mod_inverse(ll a) { return mod_pow(a, MOD - 2, MOD); }

int main(void) {
    assert(mod_pow(2, 10, 1000) == 24);
    assert(mod_pow(3, 0, 7) == 1);
    assert(mod_pow(5, 3, 1) == 0);
    assert(mod_pow(-2, 3, 5) == 2);
    assert(mod_pow(2, 1000000, MOD) == 235042059);
    assert(modp(3, 5) == 3);
    assert(modp(1101, 101) == 2);
    assert(modp(0, 101) == 1);
    assert(modp(3, 11) == 8);
    assert(modp(100, 101) == 1);
    assert(modp(30, 5) == 4);
    assert(modp(31, 5) == 3);
    for (ll a = 1; a < 50; a++) {
        assert(a * mod_inverse(a) % MOD == 1);
    }
    for (int n = 0; n < 60; n++) {
        assert(mod_pow(2, n, 97) == modp(n, 97));
    }
    return 0;
}
