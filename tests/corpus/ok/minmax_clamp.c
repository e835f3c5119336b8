#include <assert.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define CLAMP(x, lo, hi) (MIN(MAX((x), (lo)), (hi)))

int max_of_three(int a, int b, int c) {
    int m = a;
    if (b > m) m = b;
    if (c > m) m = c;
    return m;
}

int median_of_three(int a, int b, int c) {
    return MAX(MIN(a, b), MIN(MAX(a, b), c));
}

/* HumanEval/35: max element; HumanEval/52: below threshold */
int max_element(int l[], int n) {
    int m = l[0];
    for (int i = 1; i < n; i++) m = MAX(m, l[i]);
    return m;
}

int below_threshold(int l[], int n, int t) {
    for (int i = 0; i < n; i++)
        if (l[i] >= t) return 0;
    return 1;
}

int main(void) {
    assert(max_of_three(1, 2, 3) == 3);
    assert(max_of_three(-1, -5, -3) == -1);
    assert(median_of_three(3, 1, 2) == 2);
    assert(median_of_three(5, 5, 1) == 5);
    assert(median_of_three(-4, 10, 0) == 0);
    assert(CLAMP(15, 0, 10) == 10);
    assert(CLAMP(-3, 0, 10) == 0);
    assert(CLAMP(7, 0, 10) == 7);
    int l[] = {5, 3, -5, 2, -3, 3, 9, 0, 123, 1, -10};
    assert(max_element(l, 11) == 123);
    int t[] = {1, 2, 4, 10};
    assert(below_threshold(t, 4, 100));
    assert(!below_threshold(t, 4, 5));
    assert(!below_threshold(t, 4, 10));
    return 0;
}
