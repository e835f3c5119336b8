#include <assert.h>
#include <stdio.h>

int square(int x) { return x * x; }

int main(void) {
    int total = 0;
    for (int i = 1; i <= 5; i++) {
        printf("%d squared is %d\n", i, square(i));
        total += square(i);
    }
    printf("total = %d\n", total);
    assert(total == 55);
    return 0;
}
