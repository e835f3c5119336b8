#include <assert.h>

/* Return the largest index of an element which is not greater than or equal to
   the element immediately preceding it, or -1 if there is none. */
int can_arrange(const int *arr, int n) {
    int ind = -1;
    int i = 1;
    while (i < n) {
        if (arr[i] < arr[i - 1]) ind = i;
        i++;
    }
    return ind;
}

int main(void) {
    int a[] = {1, 2, 4, 3, 5};
    int b[] = {1, 2, 4, 5};
    int c[] = {1, 4, 2, 5, 6, 7, 8, 9, 10};
    int d[] = {4, 8, 5, 7, 3};
    assert(can_arrange(a, 5) == 3);
    assert(can_arrange(b, 4) == -1);
    assert(can_arrange(c, 9) == 2);
    assert(can_arrange(d, 5) == 4);
    assert(can_arrange(a, 0) == -1);
    return 0;
}
