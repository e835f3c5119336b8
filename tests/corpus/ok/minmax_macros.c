#include <assert.h>
#include <stdio.h>

/* Type-generic helpers in the style of gcc code: each argument is evaluated once. */
#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
#define MIN(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a < _b ? _a : _b; })
#define SWAP(x, y) do { __typeof__(x) _tmp = (x); (x) = (y); (y) = _tmp; } while (0)

/* Largest sum of a contiguous subarray (Kadane). */
long max_subarray(const int *a, int n) {
    long best = a[0], cur = a[0];
    for (int i = 1; i < n; i++) {
        cur = MAX(cur + a[i], (long)a[i]);
        best = MAX(best, cur);
    }
    return best;
}

/* Reverse an array in place. */
void reverse(double *v, int n) {
    for (int i = 0, j = n - 1; i < j; i++, j--) SWAP(v[i], v[j]);
}

/* The clamp of x into [lo, hi]. */
int clamp(int x, int lo, int hi) { return MIN(MAX(x, lo), hi); }

int main(void) {
    int a[] = {-2, 1, -3, 4, -1, 2, 1, -5, 4};
    assert(max_subarray(a, 9) == 6);
    int b[] = {-3, -1, -2};
    assert(max_subarray(b, 3) == -1);
    double v[] = {1.5, 2.5, 3.5, 4.5};
    reverse(v, 4);
    assert(v[0] == 4.5 && v[3] == 1.5);
    assert(clamp(15, 0, 10) == 10 && clamp(-4, 0, 10) == 0 && clamp(7, 0, 10) == 7);
    int calls = 0;
    int m = MAX(calls++, 0);
    assert(calls == 1 && m == 0);
    printf("%ld %.1f %d\n", max_subarray(a, 9), v[1], clamp(3, 5, 9));
    return 0;
}
