#include <assert.h>

/* You're a hungry rabbit: return {total eaten after meals, carrots left}. */
int *eat(int number, int need, int remaining, int result[2]) {
    if (need <= remaining) {
        result[0] = number + need;
        result[1] = remaining - need;
    } else {
        result[0] = number + remaining;
        result[1] = 0;
    }
    return result;
}

int main(void) {
    int r[2];
    int *p;
    p = eat(5, 6, 10, r); assert(p[0] == 11 && p[1] == 4);
    p = eat(4, 8, 9, r); assert(p[0] == 12 && p[1] == 1);
    p = eat(1, 10, 10, r); assert(p[0] == 11 && p[1] == 0);
    p = eat(2, 11, 5, r); assert(p[0] == 7 && p[1] == 0);
    p = eat(4, 5, 7, r); assert(p[0] == 9 && p[1] == 2);
    p = eat(4, 5, 1, r); assert(p[0] == 5 && p[1] == 0);
    return 0;
}
