#include <assert.h>

/* n choose k using the multiplicative formula */
long long n_choose_k(int n, int k) {
    if (k < 0 || k > n) return 0;
    if (k > n - k) k = n - k;
    long long result = 1;
    for (int i = 1; i <= k; i++) {
        result = result * (n - k + i) / i;
    }
    return result;
}

/* Catalan numbers via dynamic programming */
long long catalan(int n) {
    long long c[40] = {0};
    c[0] = 1;
    for (int i = 1; i <= n; i++) {
        for (int j = 0; j < i; j++) {
            c[i] += c[j] * c[i - 1 - j];
        }
    }
    return c[n];
}

/* Row r of Pascal's triangle, summed */
long long pascal_row_sum(int r) {
    long long row[64] = {1};
    for (int i = 1; i <= r; i++) {
        for (int j = i; j > 0; j--) row[j] += row[j - 1];
    }
    long long s = 0;
    for (int j = 0; j <= r; j++) s += row[j];
    return s;
}

int main(void) {
    assert(n_choose_k(5, 2) == 10);
    assert(n_choose_k(10, 0) == 1);
    assert(n_choose_k(10, 10) == 1);
    assert(n_choose_k(52, 5) == 2598960);
    assert(n_choose_k(60, 30) == 118264581564861424LL);
    assert(n_choose_k(3, 5) == 0);
    assert(catalan(0) == 1);
    assert(catalan(5) == 42);
    assert(catalan(10) == 16796);
    assert(catalan(30) == 3814986502092304LL);
    assert(pascal_row_sum(10) == 1024);
    assert(pascal_row_sum(40) == 1LL << 40);
    return 0;
}
