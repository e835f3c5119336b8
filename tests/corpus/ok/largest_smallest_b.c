#include <stdbool.h>
#include <stdio.h>
#include <assert.h>

/* Find the largest negative integer and the smallest positive integer of the
   list. A missing one is reported with has_a/has_b = false (None). */
void largest_smallest_integers(const int *lst, int n, int *a, bool *has_a, int *b, bool *has_b) {
    *has_a = false;
    *has_b = false;
    for (int i = 0; i < n; i++) {
        int x = lst[i];
        if (x < 0 && (!*has_a || x > *a)) {
            *a = x;
            *has_a = true;
        }
        if (x > 0 && (!*has_b || x < *b)) {
            *b = x;
            *has_b = true;
        }
    }
}

int main(void) {
    int a = 0, b = 0;
    bool ha, hb;
    int l1[] = {2, 4, 1, 3, 5, 7};
    largest_smallest_integers(l1, 6, &a, &ha, &b, &hb);
    assert(!ha && hb && b == 1);
    int l2[] = {2, 4, 1, 3, 5, 7, 0};
    largest_smallest_integers(l2, 7, &a, &ha, &b, &hb);
    assert(!ha && hb && b == 1);
    int l3[] = {1, 3, 2, 4, 5, 6, -2};
    largest_smallest_integers(l3, 7, &a, &ha, &b, &hb);
    assert(ha && a == -2 && hb && b == 1);
    int l4[] = {4, 5, 3, 6, 2, 7, -7};
    largest_smallest_integers(l4, 7, &a, &ha, &b, &hb);
    assert(ha && a == -7 && hb && b == 2);
    int l5[] = {7, 3, 8, 4, 9, 2, 5, -9};
    largest_smallest_integers(l5, 8, &a, &ha, &b, &hb);
    assert(ha && a == -9 && hb && b == 2);
    largest_smallest_integers(l5, 0, &a, &ha, &b, &hb);
    assert(!ha && !hb);
    int l6[] = {0};
    largest_smallest_integers(l6, 1, &a, &ha, &b, &hb);
    assert(!ha && !hb);
    int l7[] = {-1, -3, -5, -6};
    largest_smallest_integers(l7, 4, &a, &ha, &b, &hb);
    assert(ha && a == -1 && !hb);
    int l8[] = {-6, -4, -4, -3, -100, 1};
    largest_smallest_integers(l8, 6, &a, &ha, &b, &hb);
    assert(ha && a == -3 && hb && b == 1);
    printf("(%d, %d)\n", a, b);
    return 0;
}
