#include <assert.h>

enum light { RED, GREEN, YELLOW };

enum light next_light(enum light l) {
    switch (l) {
    case RED:
        return GREEN;
    case GREEN:
        return YELLOW;
    case YELLOW:
        return RED;
    }
    return RED;
}

int duration(enum light l) {
    int seconds = 0;
    switch (l) {
    case RED: seconds = 30; break;
    case GREEN: seconds = 25; break;
    case YELLOW: seconds = 5; break;
    }
    return seconds;
}

/* Which light is showing after t seconds, starting at RED at time 0. */
enum light light_at(int t) {
    enum light l = RED;
    int cycle = duration(RED) + duration(GREEN) + duration(YELLOW);
    t %= cycle;
    while (t >= duration(l)) {
        t -= duration(l);
        l = next_light(l);
    }
    return l;
}

int main(void) {
    assert(next_light(RED) == GREEN);
    assert(next_light(next_light(RED)) == YELLOW);
    assert(next_light(YELLOW) == RED);
    assert(light_at(0) == RED);
    assert(light_at(29) == RED);
    assert(light_at(30) == GREEN);
    assert(light_at(54) == GREEN);
    assert(light_at(55) == YELLOW);
    assert(light_at(60) == RED);
    assert(light_at(60 * 1000 + 31) == GREEN);
    return 0;
}
