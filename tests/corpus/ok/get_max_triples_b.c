#include <stdlib.h>
#include <assert.h>

/* a[i] = i * i - i + 1 for 1 <= i <= n; return the number of triples
   (a[i], a[j], a[k]) with i < j < k whose sum is a multiple of 3. */
int get_max_triples(int n) {
    int *a = (int *)malloc(n * sizeof(int));
    for (int i = 1; i <= n; i++) {
        a[i - 1] = i * i - i + 1;
    }
    int count = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            for (int k = j + 1; k < n; k++)
                if ((a[i] + a[j] + a[k]) % 3 == 0) count++;
    free(a);
    return count;
}

int main(void) {
    assert(get_max_triples(5) == 1);
    assert(get_max_triples(6) == 4);
    assert(get_max_triples(10) == 36);
    assert(get_max_triples(100) == 53361);
    return 0;
}
