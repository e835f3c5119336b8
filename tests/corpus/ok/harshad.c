#include <assert.h>

int digit_sum(int n) {
    int s = 0;
    for (; n > 0; n /= 10) s += n % 10;
    return s;
}

int is_harshad(int n) { return n > 0 && n % digit_sum(n) == 0; }

/* HumanEval/84: binary representation of the digit sum of N, as a decimal-digit number */
long long solve(int N) {
    int s = digit_sum(N);
    long long bin = 0, place = 1;
    if (s == 0) return 0;
    while (s > 0) {
        bin += (s & 1) * place;
        place *= 10;
        s >>= 1;
    }
    return bin;
}

/* HumanEval/108: count numbers whose signed digit sum (first digit keeps the sign) > 0 */
int count_nums(int arr[], int n) {
    int count = 0;
    for (int i = 0; i < n; i++) {
        int x = arr[i];
        int neg = x < 0;
        if (neg) x = -x;
        int sum = 0, last = 0;
        while (x > 0) {
            last = x % 10;
            sum += last;
            x /= 10;
        }
        if (neg) sum -= 2 * last;
        if (sum > 0) count++;
    }
    return count;
}

int main(void) {
    assert(is_harshad(18));
    assert(is_harshad(1729));
    assert(!is_harshad(19));
    assert(solve(1000) == 1);
    assert(solve(150) == 110);
    assert(solve(147) == 1100);
    assert(solve(333) == 1001);
    assert(solve(963) == 10010);
    int a[] = {-1, -2, 0};
    int b[] = {-1, 11, -11};
    int c[] = {1, 1, 2};
    int d[] = {12, 23, 34, -45, -56, 0};
    assert(count_nums(a, 0) == 0);
    assert(count_nums(a, 3) == 0);
    assert(count_nums(b, 3) == 1);
    assert(count_nums(c, 3) == 3);
    assert(count_nums(d, 6) == 5);
    return 0;
}
