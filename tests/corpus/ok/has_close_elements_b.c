#include <stdio.h>
#include <stdbool.h>
#include <math.h>
#include <assert.h>

bool has_close_elements(const float *numbers, int size, float threshold) {
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
    float a[] = {1.0, 2.0, 3.9, 4.0, 5.0, 2.2};
    assert(has_close_elements(a, 6, 0.3) == true);
    assert(has_close_elements(a, 6, 0.05) == false);
    float b[] = {1.0, 2.0, 5.9, 4.0, 5.0};
    assert(has_close_elements(b, 5, 0.95) == true);
    assert(has_close_elements(b, 5, 0.8) == false);
    float c[] = {1.0, 2.0, 3.0, 4.0, 5.0, 2.0};
    assert(has_close_elements(c, 6, 0.1) == true);
    float d[] = {1.1, 2.2, 3.1, 4.1, 5.1};
    assert(has_close_elements(d, 5, 1.0) == true);
    assert(has_close_elements(d, 5, 0.5) == false);
    printf("All tests passed.\n");
    return 0;
}
