#include <stdlib.h>
#include <assert.h>

/* Given a positive integer n, you have to make a pile of n levels of stones.
   The first level has n stones; the next level has the next odd number if n is
   odd, the next even number if n is even. */
int *make_a_pile(int n, int *returnSize) {
    int *pile = malloc(n * sizeof(int));
    for (int i = 0; i < n; ++i) {
        pile[i] = n + 2 * i;
    }
    *returnSize = n;
    return pile;
}

int main(void) {
    int sz;
    int *p = make_a_pile(3, &sz);
    assert(sz == 3 && p[0] == 3 && p[1] == 5 && p[2] == 7);
    free(p);
    p = make_a_pile(4, &sz);
    assert(sz == 4 && p[0] == 4 && p[1] == 6 && p[2] == 8 && p[3] == 10);
    free(p);
    p = make_a_pile(8, &sz);
    int expected[] = {8, 10, 12, 14, 16, 18, 20, 22};
    for (int i = 0; i < sz; i++) assert(p[i] == expected[i]);
    free(p);
    return 0;
}
