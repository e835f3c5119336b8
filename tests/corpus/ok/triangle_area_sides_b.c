#include <stdio.h>
#include <math.h>
#include <assert.h>

double triangle_area(double a, double b, double c) {
    if (a + b <= c || a + c <= b || b + c <= a) return -1;
    double s = (a + b + c) / 2;
    double area = sqrt(s * (s - a) * (s - b) * (s - c));
    return round(area * 100) / 100;
}

int main(void) {
    assert(fabs(triangle_area(3, 4, 5) - 6.00) < 0.01);
    assert(triangle_area(1, 2, 10) == -1);
    assert(fabs(triangle_area(4, 8, 5) - 8.18) < 0.01);
    assert(fabs(triangle_area(2, 2, 2) - 1.73) < 0.01);
    assert(triangle_area(1, 2, 3) == -1);
    assert(fabs(triangle_area(10, 5, 7) - 16.25) < 0.01);
    assert(triangle_area(2, 6, 3) == -1);
    assert(fabs(triangle_area(1, 1, 1) - 0.43) < 0.01);
    assert(triangle_area(2, 2, 10) == -1);
    printf("%.2f\n", triangle_area(4, 8, 5));
    return 0;
}
