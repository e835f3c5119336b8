#include <assert.h>

/* Number of moves to solve Towers of Hanoi, counting through recursion */
long long hanoi(int n, int from, int to, int via) {
    if (n == 0) return 0;
    long long moves = hanoi(n - 1, from, via, to);
    moves += 1;
    moves += hanoi(n - 1, via, to, from);
    return moves;
}

int ackermann(int m, int n) {
    if (m == 0) return n + 1;
    if (n == 0) return ackermann(m - 1, 1);
    return ackermann(m - 1, ackermann(m, n - 1));
}

/* Mutual recursion through prototypes */
int is_even(unsigned int n);
int is_odd(unsigned int n) { return n == 0 ? 0 : is_even(n - 1); }
int is_even(unsigned int n) { return n == 0 ? 1 : is_odd(n - 1); }

/* Power set size of distinct subsets with sum == target, by recursion */
int subset_sum_count(const int a[], int n, int i, int target) {
    if (i == n) return target == 0;
    return subset_sum_count(a, n, i + 1, target - a[i]) +
           subset_sum_count(a, n, i + 1, target);
}

int main(void) {
    assert(hanoi(1, 1, 3, 2) == 1);
    assert(hanoi(3, 1, 3, 2) == 7);
    assert(hanoi(20, 1, 3, 2) == (1LL << 20) - 1);
    assert(ackermann(0, 0) == 1);
    assert(ackermann(2, 3) == 9);
    assert(ackermann(3, 3) == 61);
    assert(is_even(10));
    assert(is_odd(7));
    assert(!is_odd(1000));
    int a[] = {3, 34, 4, 12, 5, 2};
    assert(subset_sum_count(a, 6, 0, 9) == 2);
    assert(subset_sum_count(a, 6, 0, 0) == 1);
    assert(subset_sum_count(a, 6, 0, 100) == 0);
    return 0;
}
