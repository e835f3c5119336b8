#include <assert.h>
#include <stdlib.h>

/* Given an integer, count the number of even and odd digits it has. */
void even_odd_count(int num, int *even, int *odd) {
    *even = 0;
    *odd = 0;
    num = abs(num);
    do {
        if ((num % 10) % 2 == 0) (*even)++;
        else (*odd)++;
        num /= 10;
    } while (num > 0);
}

int main(void) {
    int e, o;
    even_odd_count(7, &e, &o);
    assert(e == 0 && o == 1);
    even_odd_count(-78, &e, &o);
    assert(e == 1 && o == 1);
    even_odd_count(3452, &e, &o);
    assert(e == 2 && o == 2);
    even_odd_count(346211, &e, &o);
    assert(e == 3 && o == 3);
    even_odd_count(-345821, &e, &o);
    assert(e == 3 && o == 3);
    even_odd_count(-2, &e, &o);
    assert(e == 1 && o == 0);
    even_odd_count(0, &e, &o);
    assert(e == 1 && o == 0);
    return 0;
}
