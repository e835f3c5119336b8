#include <assert.h>
#include <stdio.h>

/* Print FizzBuzz for 1..n, one item per line; returns how many lines said "FizzBuzz". */
int fizzbuzz(int n) {
    int both = 0;
    for (int i = 1; i <= n; i++) {
        if (i % 15 == 0) {
            printf("FizzBuzz\n");
            both++;
        } else if (i % 3 == 0) {
            printf("Fizz\n");
        } else if (i % 5 == 0) {
            printf("Buzz\n");
        } else {
            printf("%d\n", i);
        }
    }
    return both;
}

int main(void) {
    assert(fizzbuzz(15) == 1);
    assert(fizzbuzz(0) == 0);
    assert(fizzbuzz(31) == 2);
    printf("done: %s\n", "ok");
    return 0;
}
