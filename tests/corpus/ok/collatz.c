#include <assert.h>

/* Number of steps for n to reach 1 in the Collatz sequence. */
int collatz_steps(long long n) {
    int steps = 0;
    while (n != 1) {
        if (n % 2 == 0)
            n /= 2;
        else
            n = 3 * n + 1;
        steps++;
    }
    return steps;
}

/* Count the odd numbers in the Collatz sequence of n (HumanEval/123 style). */
int count_odd_collatz(int n) {
    int count = 0;
    long long x = n;
    while (x != 1) {
        if (x % 2 == 1) count++;
        x = (x % 2 == 0) ? x / 2 : 3 * x + 1;
    }
    return count + 1;
}

/* Start below limit with the longest chain. */
int longest_collatz_start(int limit) {
    int best = 1, best_steps = 0;
    for (int i = 1; i < limit; i++) {
        int s = collatz_steps(i);
        if (s > best_steps) {
            best_steps = s;
            best = i;
        }
    }
    return best;
}

int main(void) {
    assert(collatz_steps(1) == 0);
    assert(collatz_steps(6) == 8);
    assert(collatz_steps(27) == 111);
    assert(collatz_steps(837799) == 524);
    assert(count_odd_collatz(5) == 2);
    assert(count_odd_collatz(1) == 1);
    assert(count_odd_collatz(14) == 6);
    assert(longest_collatz_start(10) == 9);
    assert(longest_collatz_start(1000) == 871);
    return 0;
}
