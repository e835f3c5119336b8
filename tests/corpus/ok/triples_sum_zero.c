#include <assert.h>
#include <stdbool.h>

/* Return true if there are three distinct elements in the list that sum to zero. */
bool triples_sum_to_zero(const int *l, int size) {
    for (int i = 0; i < size; i++)
        for (int j = i + 1; j < size; j++)
            for (int k = j + 1; k < size; k++)
                if (l[i] + l[j] + l[k] == 0) return true;
    return false;
}

int main(void) {
    int a[] = {1, 3, 5, 0};
    assert(!triples_sum_to_zero(a, 4));
    int b[] = {1, 3, 5, -1};
    assert(!triples_sum_to_zero(b, 4));
    int c[] = {1, 3, -2, 1};
    assert(triples_sum_to_zero(c, 4));
    int d[] = {1, 2, 3, 7};
    assert(!triples_sum_to_zero(d, 4));
    int e[] = {2, 4, -5, 3, 9, 7};
    assert(triples_sum_to_zero(e, 6));
    int f[] = {1};
    assert(!triples_sum_to_zero(f, 1));
    int g[] = {1, 3, 5, -100};
    assert(!triples_sum_to_zero(g, 4));
    return 0;
}
