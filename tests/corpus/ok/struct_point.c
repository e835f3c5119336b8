#include <assert.h>
#include <math.h>

struct Point {
    double x;
    double y;
};

double distance(struct Point a, struct Point b) {
    double dx = a.x - b.x, dy = a.y - b.y;
    return sqrt(dx * dx + dy * dy);
}

struct Point midpoint(struct Point a, struct Point b) {
    struct Point m = {(a.x + b.x) / 2, (a.y + b.y) / 2};
    return m;
}

int main(void) {
    struct Point o = {0, 0}, p = {3, 4};
    assert(fabs(distance(o, p) - 5.0) < 1e-9);
    struct Point m = midpoint(o, p);
    assert(m.x == 1.5 && m.y == 2.0);
    return 0;
}
