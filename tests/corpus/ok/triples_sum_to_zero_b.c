#include <stdbool.h>
#include <assert.h>

bool triples_sum_to_zero(int *l, int n) {
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            for (int k = j + 1; k < n; k++)
                if (l[i] + l[j] + l[k] == 0)
                    return true;
    return false;
}

int main(void) {
    assert(!triples_sum_to_zero((int[]){1, 3, 5, 0}, 4));
    assert(!triples_sum_to_zero((int[]){1, 3, 5, -1}, 4));
    assert(triples_sum_to_zero((int[]){1, 3, -2, 1}, 4));
    assert(!triples_sum_to_zero((int[]){1, 2, 3, 7}, 4));
    assert(!triples_sum_to_zero((int[]){1, 2, 5, 7}, 4));
    assert(triples_sum_to_zero((int[]){2, 4, -5, 3, 9, 7}, 6));
    assert(!triples_sum_to_zero((int[]){1}, 1));
    assert(!triples_sum_to_zero((int[]){1, 3, 5, -100}, 4));
    assert(!triples_sum_to_zero((int[]){100, 3, 5, -100}, 4));
    return 0;
}
