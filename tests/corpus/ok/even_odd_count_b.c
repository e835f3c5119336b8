#include <stdlib.h>
#include <assert.h>

/* Given an integer, return the number of even and odd digits respectively. */
void even_odd_count(int num, int *result) {
    int even = 0, odd = 0;
    num = abs(num);
    do {
        if ((num % 10) % 2 == 0) even++;
        else odd++;
        num /= 10;
    } while (num > 0);
    result[0] = even;
    result[1] = odd;
}

int main(void) {
    int r[2];
    even_odd_count(7, r); assert(r[0] == 0 && r[1] == 1);
    even_odd_count(-78, r); assert(r[0] == 1 && r[1] == 1);
    even_odd_count(3452, r); assert(r[0] == 2 && r[1] == 2);
    even_odd_count(346211, r); assert(r[0] == 3 && r[1] == 3);
    even_odd_count(-345821, r); assert(r[0] == 3 && r[1] == 3);
    even_odd_count(-2, r); assert(r[0] == 1 && r[1] == 0);
    even_odd_count(-45347, r); assert(r[0] == 2 && r[1] == 3);
    even_odd_count(0, r); assert(r[0] == 1 && r[1] == 0);
    return 0;
}
