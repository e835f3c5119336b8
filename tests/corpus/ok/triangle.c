#include <assert.h>
#include <math.h>
#include <stdbool.h>

#define EPS 1e-6

/* Area of a triangle given three sides, rounded to 2 decimals; -1 if invalid (HumanEval/71). */
double triangle_area(double a, double b, double c) {
    if (a + b <= c || a + c <= b || b + c <= a) {
        return -1;
    }
    double s = (a + b + c) / 2.0;
    double area = sqrt(s * (s - a) * (s - b) * (s - c));
    return round(area * 100.0) / 100.0;
}

bool right_angle_triangle(int a, int b, int c) {
    long long x = (long long)a * a, y = (long long)b * b, z = (long long)c * c;
    return x + y == z || x + z == y || y + z == x;
}

double hypotenuse(double a, double b) {
    return sqrt(a * a + b * b);
}

int main(void) {
    assert(fabs(triangle_area(3, 4, 5) - 6.00) < EPS);
    assert(fabs(triangle_area(1, 2, 10) - (-1)) < EPS);
    assert(fabs(triangle_area(4, 8, 5) - 8.18) < EPS);
    assert(fabs(triangle_area(2, 2, 2) - 1.73) < EPS);
    assert(fabs(triangle_area(1, 2, 3) + 1) < EPS);
    assert(fabs(triangle_area(10, 5, 7) - 16.25) < EPS);
    assert(right_angle_triangle(3, 4, 5));
    assert(!right_angle_triangle(1, 2, 3));
    assert(right_angle_triangle(10, 6, 8));
    assert(!right_angle_triangle(2, 2, 2));
    assert(right_angle_triangle(5, 12, 13));
    assert(fabs(hypotenuse(3.0, 4.0) - 5.0) < EPS);
    assert(fabs(hypotenuse(1.0, 1.0) - M_SQRT2) < EPS);
    return 0;
}
