#include <stdbool.h>
#include <assert.h>

bool monotonic(const int l[], int n) {
    bool inc = true, dec = true;
    for (int i = 1; i < n; i++) {
        if (l[i] < l[i - 1]) inc = false;
        if (l[i] > l[i - 1]) dec = false;
    }
    return inc || dec;
}

int main(void) {
    assert(monotonic((const int[]){1, 2, 4, 10}, 4) == true);
    assert(monotonic((const int[]){1, 2, 4, 20}, 4) == true);
    assert(monotonic((const int[]){1, 20, 4, 10}, 4) == false);
    assert(monotonic((const int[]){4, 1, 0, -10}, 4) == true);
    assert(monotonic((const int[]){4, 1, 1, 0}, 4) == true);
    assert(monotonic((const int[]){1, 2, 3, 2, 5, 60}, 6) == false);
    assert(monotonic((const int[]){1, 2, 3, 4, 5, 60}, 6) == true);
    assert(monotonic((const int[]){9, 9, 9, 9}, 4) == true);
    return 0;
}
