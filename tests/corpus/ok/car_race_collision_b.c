#include <assert.h>

long car_race_collision(long n) {
    return n * n;
}

int main(void) {
    assert(car_race_collision(2) == 4);
    assert(car_race_collision(3) == 9);
    assert(car_race_collision(4) == 16);
    assert(car_race_collision(8) == 64);
    assert(car_race_collision(10) == 100);
    assert(car_race_collision(100000L) == 10000000000L);
    return 0;
}
