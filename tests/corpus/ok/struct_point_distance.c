#include <assert.h>
#include <math.h>

typedef struct {
    double x;
    double y;
} Point;

double distance(Point a, Point b) {
    double dx = a.x - b.x, dy = a.y - b.y;
    return sqrt(dx * dx + dy * dy);
}

/* Perimeter of a closed polygon given by its vertices in order. */
double perimeter(const Point *pts, int n) {
    double total = 0.0;
    for (int i = 0; i < n; i++) total += distance(pts[i], pts[(i + 1) % n]);
    return total;
}

/* Index of the point closest to the origin. */
int closest_to_origin(const Point *pts, int n) {
    Point origin = {0.0, 0.0};
    int best = 0;
    for (int i = 1; i < n; i++)
        if (distance(pts[i], origin) < distance(pts[best], origin)) best = i;
    return best;
}

int main(void) {
    Point a = {0, 0}, b = {3, 4};
    assert(fabs(distance(a, b) - 5.0) < 1e-9);
    Point square[] = {{0, 0}, {2, 0}, {2, 2}, {0, 2}};
    assert(fabs(perimeter(square, 4) - 8.0) < 1e-9);
    Point tri[] = {{0, 0}, {3, 0}, {0, 4}};
    assert(fabs(perimeter(tri, 3) - 12.0) < 1e-9);
    Point pts[] = {{5, 5}, {-1, 2}, {1, 1}, {0, -3}};
    assert(closest_to_origin(pts, 4) == 2);
    return 0;
}
