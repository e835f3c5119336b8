#include <stdio.h>
#include <string.h>
#include <assert.h>

static int is_prime(int num) {
    if (num < 2) return 0;
    for (int i = 2; i * i <= num; i++)
        if (num % i == 0) return 0;
    return 1;
}

/* Given two closed intervals, determine whether the length of their
   intersection is a prime number. */
const char *intersection(const int interval1[2], const int interval2[2]) {
    int l = interval1[0] > interval2[0] ? interval1[0] : interval2[0];
    int r = interval1[1] < interval2[1] ? interval1[1] : interval2[1];
    int length = r - l;
    if (length > 0 && is_prime(length)) return "YES";
    return "NO";
}

int main(void) {
    int a[] = {1, 2}, b[] = {2, 3};
    int c[] = {-1, 1}, d[] = {0, 4};
    int e[] = {-3, -1}, f[] = {-5, 5};
    int g[] = {-2, 2}, h[] = {-4, 0};
    int i1[] = {-11, 2}, i2[] = {-1, -1};
    int j1[] = {1, 2}, j2[] = {3, 5};
    int k1[] = {-2, -2}, k2[] = {-3, -2};
    assert(strcmp(intersection(a, b), "NO") == 0);
    assert(strcmp(intersection(c, d), "NO") == 0);
    assert(strcmp(intersection(e, f), "YES") == 0);
    assert(strcmp(intersection(g, h), "YES") == 0);
    assert(strcmp(intersection(i1, i2), "NO") == 0);
    assert(strcmp(intersection(j1, j2), "NO") == 0);
    assert(strcmp(intersection(j1, j1), "NO") == 0);
    assert(strcmp(intersection(k1, k2), "NO") == 0);
    return 0;
}
