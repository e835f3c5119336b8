#include <assert.h>
#include <stdlib.h>

/* Given a non-empty array of integers arr and an integer k, return the sum of
   the elements with at most two digits from the first k elements of arr. */
int add_elements(const int *arr, int k) {
    int sum = 0;
    for (const int *p = arr; p < arr + k; ++p) {
        if (abs(*p) < 100) sum += *p;
    }
    return sum;
}

int main(void) {
    int a[] = {1, -2, -3, 41, 57, 76, 87, 88, 99};
    int b[] = {111, 121, 3, 4000, 5, 6};
    int c[] = {11, 21, 3, 90, 5, 6, 7, 8, 9};
    int d[] = {111, 21, 3, 4000, 5, 6, 7, 8, 9};
    int e[] = {1};
    assert(add_elements(a, 3) == -4);
    assert(add_elements(b, 2) == 0);
    assert(add_elements(c, 4) == 125);
    assert(add_elements(d, 4) == 24);
    assert(add_elements(e, 1) == 1);
    return 0;
}
