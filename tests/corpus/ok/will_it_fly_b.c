#include <stdbool.h>
#include <assert.h>

bool will_it_fly(int q[], int n, int w) {
    int sum = 0;
    for (int i = 0; i < n; i++) {
        if (q[i] != q[n - 1 - i]) return false;
        sum += q[i];
    }
    return sum <= w;
}

int main(void) {
    int a[] = {3, 2, 3};
    assert(will_it_fly(a, 3, 9) == true);
    int b[] = {1, 2};
    assert(will_it_fly(b, 2, 5) == false);
    int c[] = {3};
    assert(will_it_fly(c, 1, 5) == true);
    assert(will_it_fly(a, 3, 1) == false);
    int d[] = {1, 2, 3};
    assert(will_it_fly(d, 3, 6) == false);
    int e[] = {5};
    assert(will_it_fly(e, 1, 5) == true);
    return 0;
}
