/* Release build: NDEBUG turns every assert into ((void)0), so the checks below are not evaluated. */
#define NDEBUG
#include <assert.h>
#include <stdlib.h>

int checked_div(int a, int b) {
    assert(b != 0);
    return a / b;
}

int abs_diff(int a, int b) {
    int d = a - b;
    return abs(d);
}

int main(void) {
    int calls = 0;
    assert(++calls == 100); /* not evaluated under NDEBUG */
    if (checked_div(10, 3) != 3) return 1;
    if (abs_diff(3, 10) != 7) return 1;
    if (calls != 0) return 1;
    return 0;
}
