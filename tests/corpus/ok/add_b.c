#include <stdio.h>
#include <stdlib.h>
#include <assert.h>

int add(int x, int y) { return x + y; }

int main(void) {
    assert(add(0, 1) == 1);
    assert(add(1, 0) == 1);
    assert(add(2, 3) == 5);
    assert(add(5, 7) == 12);
    assert(add(7, 5) == 12);
    srand(0);
    for (int i = 0; i < 100; i++) {
        int x = rand() % 1000, y = rand() % 1000;
        assert(add(x, y) == x + y);
    }
    printf("%d + %d = %d\n", 2, 3, add(2, 3));
    return 0;
}
