#include <assert.h>
#include <math.h>
#include <stdbool.h>

/* Check if in given list of numbers, are any two numbers closer to each other than given threshold. */
bool has_close_elements(const double *numbers, int size, double threshold) {
    for (int i = 0; i < size; i++) {
        for (int j = i + 1; j < size; j++) {
            if (fabs(numbers[i] - numbers[j]) < threshold) {
                return true;
            }
        }
    }
    return false;
}

int main(void) {
    double a[] = {1.0, 2.0, 3.9, 4.0, 5.0, 2.2};
    assert(has_close_elements(a, 6, 0.3) == true);
    assert(has_close_elements(a, 6, 0.05) == false);
    double b[] = {1.0, 2.0, 5.9, 4.0, 5.0};
    assert(has_close_elements(b, 5, 0.95) == true);
    assert(has_close_elements(b, 5, 0.8) == false);
    double c[] = {1.1, 2.2, 3.1, 4.1, 5.1};
    assert(has_close_elements(c, 5, 1.0) == true);
    assert(has_close_elements(c, 5, 0.5) == false);
    assert(has_close_elements(c, 0, 1.0) == false);
    return 0;
}
