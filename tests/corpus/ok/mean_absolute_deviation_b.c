#include <stdio.h>
#include <math.h>
#include <assert.h>

double mean_absolute_deviation(const double numbers[], int n) {
    double sum = 0.0;
    for (int i = 0; i < n; i++) sum += numbers[i];
    double mean = sum / n;
    double dev = 0.0;
    for (int i = 0; i < n; i++) dev += fabs(numbers[i] - mean);
    return dev / n;
}

int main(void) {
    double a[] = {1.0, 2.0, 3.0};
    assert(fabs(mean_absolute_deviation(a, 3) - 2.0 / 3.0) < 1e-6);
    double b[] = {1.0, 2.0, 3.0, 4.0};
    assert(fabs(mean_absolute_deviation(b, 4) - 1.0) < 1e-6);
    double c[] = {1.0, 2.0, 3.0, 4.0, 5.0};
    double r = mean_absolute_deviation(c, 5);
    assert(fabs(r - 6.0 / 5.0) < 1e-6);
    printf("MAD = %.4f\n", r);
    return 0;
}
