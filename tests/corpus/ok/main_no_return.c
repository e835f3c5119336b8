#include <assert.h>

/* HumanEval/23: length of a sequence, and a few helpers checked by main. */
int count_until_zero(const int a[], int cap) {
    int n = 0;
    while (n < cap && a[n] != 0) n++;
    return n;
}

int sum_squares(const int a[], int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s += a[i] * a[i];
    return s;
}

/* main falls off its end: C99 defines that as `return 0;` */
int main(void) {
    int a[6] = {1, 2, 3, 0, 5, 6};
    assert(count_until_zero(a, 6) == 3);
    assert(sum_squares(a, count_until_zero(a, 6)) == 14);
    int b[3] = {4, 4, 4};
    assert(count_until_zero(b, 3) == 3);
    assert(sum_squares(b, 3) == 48);
}
