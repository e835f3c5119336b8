#include <assert.h>
#include <math.h>
#include <stdio.h>

/* Given the lengths of the three sides of a triangle, return the area rounded to 2 decimal
   points if the sides form a valid triangle, otherwise return -1. */
double triangle_area(double a, double b, double c) {
    if (a + b <= c || a + c <= b || b + c <= a) return -1;
    double s = (a + b + c) / 2.0;
    double area = sqrt(s * (s - a) * (s - b) * (s - c));
    return round(area * 100.0) / 100.0;
}

int main(void) {
    assert(fabs(triangle_area(3, 4, 5) - 6.00) < 1e-6);
    assert(fabs(triangle_area(1, 2, 10) - -1) < 1e-6);
    assert(fabs(triangle_area(4, 8, 5) - 8.18) < 1e-6);
    assert(fabs(triangle_area(2, 2, 2) - 1.73) < 1e-6);
    assert(fabs(triangle_area(1, 2, 3) - -1) < 1e-6);
    assert(fabs(triangle_area(10, 5, 7) - 16.25) < 1e-6);
    assert(fabs(triangle_area(1, 1, 1) - 0.43) < 1e-6);
    printf("area(3, 4, 5) = %.2f\n", triangle_area(3, 4, 5));
    printf("area(4, 8, 5) = %.2f\n", triangle_area(4, 8, 5));
    return 0;
}
