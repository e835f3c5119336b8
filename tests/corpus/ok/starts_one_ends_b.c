#include <assert.h>
#include <math.h>

/* Given a positive integer n, return the count of the numbers of n-digit
   positive integers that start or end with 1. */
int starts_one_ends(int n) {
    if (n == 1) return 1;
    int result = 18;
    for (int i = 2; i < n; i++) {
        result *= 10;
    }
    return result;
}

/* brute force check for small n */
static int brute(int n) {
    int lo = (int)pow(10, n - 1), hi = (int)pow(10, n);
    int count = 0;
    for (int x = lo; x < hi; x++) {
        int last = x % 10;
        int first = x;
        while (first >= 10) first /= 10;
        if (first == 1 || last == 1) count++;
    }
    return count;
}

int main() {
    assert(starts_one_ends(1) == 1);
    assert(starts_one_ends(2) == 18);
    assert(starts_one_ends(3) == 180);
    assert(starts_one_ends(4) == 1800);
    assert(starts_one_ends(5) == 18000);
    for (int n = 1; n <= 4; n++) assert(starts_one_ends(n) == brute(n));
    return 0;
}
