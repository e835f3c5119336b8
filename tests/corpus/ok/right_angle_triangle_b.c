#include <stdbool.h>
#include <assert.h>

/* Given the lengths of the three sides of a triangle, return true if the
   three sides form a right-angled triangle. */
bool right_angle_triangle(int a, int b, int c) {
    long long a2 = (long long)a * a, b2 = (long long)b * b, c2 = (long long)c * c;
    return a2 + b2 == c2 || a2 + c2 == b2 || b2 + c2 == a2;
}

int main(void) {
    assert(right_angle_triangle(3, 4, 5) == true);
    assert(right_angle_triangle(1, 2, 3) == false);
    assert(right_angle_triangle(10, 6, 8) == true);
    assert(right_angle_triangle(2, 2, 2) == false);
    assert(right_angle_triangle(7, 24, 25) == true);
    assert(right_angle_triangle(10, 5, 7) == false);
    assert(right_angle_triangle(5, 12, 13) == true);
    assert(right_angle_triangle(15, 8, 17) == true);
    assert(right_angle_triangle(48, 55, 73) == true);
    assert(right_angle_triangle(1, 1, 1) == false);
    assert(right_angle_triangle(2, 2, 10) == false);
    return 0;
}
