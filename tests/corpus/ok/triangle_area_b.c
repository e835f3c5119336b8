#include <stdio.h>
#include <math.h>
#include <assert.h>

float triangle_area(float a, float h) {
    return a * h / 2.0f;
}

int main(void) {
    assert(triangle_area(5, 3) == 7.5);
    assert(triangle_area(2, 2) == 2.0);
    assert(fabsf(triangle_area(10, 8) - 40.0f) < 1e-6f);
    printf("%.2f %g %f\n", triangle_area(5, 3), triangle_area(2, 2), triangle_area(1, 1));
    return 0;
}
