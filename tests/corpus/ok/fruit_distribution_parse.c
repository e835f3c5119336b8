#include <assert.h>
#include <ctype.h>
#include <stdlib.h>

/* Given a string that represents a number of apples and oranges ("5 apples and 6 oranges") and
   an integer for the total number of fruits, return the number of mango fruits in the basket. */
int fruit_distribution(const char *s, int n) {
    const char *p = s;
    char *end;
    while (*p) {
        if (isdigit((unsigned char)*p)) {
            long v = strtol(p, &end, 10);
            n -= (int)v;
            p = end;
        } else {
            p++;
        }
    }
    return n;
}

int main(void) {
    assert(fruit_distribution("5 apples and 6 oranges", 19) == 8);
    assert(fruit_distribution("5 apples and 6 oranges", 21) == 10);
    assert(fruit_distribution("0 apples and 1 oranges", 3) == 2);
    assert(fruit_distribution("1 apples and 0 oranges", 3) == 2);
    assert(fruit_distribution("2 apples and 3 oranges", 100) == 95);
    assert(fruit_distribution("2 apples and 3 oranges", 5) == 0);
    assert(fruit_distribution("1 apples and 100 oranges", 120) == 19);
    return 0;
}
