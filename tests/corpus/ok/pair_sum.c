#include <assert.h>
#include <stdbool.h>

/* HumanEval/43: are there two distinct elements that sum to zero? */
bool pairs_sum_to_zero(int l[], int n) {
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (l[i] + l[j] == 0) return true;
    return false;
}

/* HumanEval/40: three distinct elements summing to zero */
bool triples_sum_to_zero(int l[], int n) {
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            for (int k = j + 1; k < n; k++)
                if (l[i] + l[j] + l[k] == 0) return true;
    return false;
}

/* Count pairs (i < j) with a[i] + a[j] == target, in a sorted array, two pointers */
int count_pairs_sorted(const int a[], int n, int target) {
    int count = 0;
    int i = 0, j = n - 1;
    while (i < j) {
        int s = a[i] + a[j];
        if (s < target) {
            i++;
        } else if (s > target) {
            j--;
        } else {
            count++;
            i++;
            j--;
        }
    }
    return count;
}

int main(void) {
    int a[] = {1, 3, 5, 0};
    int b[] = {1, 3, -2, 1};
    int c[] = {2, 4, -5, 3, 5, 7};
    int d[] = {1};
    assert(!pairs_sum_to_zero(a, 4));
    assert(!pairs_sum_to_zero(b, 4));
    assert(pairs_sum_to_zero(c, 6));
    assert(!pairs_sum_to_zero(d, 1));
    assert(!triples_sum_to_zero(a, 4));
    assert(triples_sum_to_zero(b, 4));
    assert(!triples_sum_to_zero(d, 1));
    int e[] = {2, 4, -5, 3, 9, 7};
    assert(triples_sum_to_zero(e, 6));
    int s[] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    assert(count_pairs_sorted(s, 9, 10) == 4);
    assert(count_pairs_sorted(s, 9, 3) == 1);
    assert(count_pairs_sorted(s, 9, 100) == 0);
    return 0;
}
