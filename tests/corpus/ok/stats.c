#include <assert.h>
#include <math.h>

double mean(const double x[], int n) {
    double sum = 0.0;
    for (int i = 0; i < n; i++) sum += x[i];
    return sum / n;
}

/* HumanEval/4: mean absolute deviation */
double mean_absolute_deviation(const double x[], int n) {
    double m = mean(x, n);
    double total = 0.0;
    for (int i = 0; i < n; i++) total += fabs(x[i] - m);
    return total / n;
}

double std_dev(const double x[], int n) {
    double m = mean(x, n);
    double acc = 0.0;
    for (int i = 0; i < n; i++) {
        double d = x[i] - m;
        acc += d * d;
    }
    return sqrt(acc / n);
}

void sort_doubles(double x[], int n) {
    for (int i = 1; i < n; i++) {
        double key = x[i];
        int j = i - 1;
        while (j >= 0 && x[j] > key) {
            x[j + 1] = x[j];
            j--;
        }
        x[j + 1] = key;
    }
}

/* HumanEval/47: median */
double median(double x[], int n) {
    sort_doubles(x, n);
    if (n % 2 == 1) return x[n / 2];
    return (x[n / 2 - 1] + x[n / 2]) / 2.0;
}

int main(void) {
    double a[] = {1.0, 2.0, 3.0};
    double b[] = {1.0, 2.0, 3.0, 4.0};
    double c[] = {1.0, 2.0, 3.0, 4.0, 5.0};
    assert(fabs(mean_absolute_deviation(a, 3) - 2.0 / 3.0) < 1e-6);
    assert(fabs(mean_absolute_deviation(b, 4) - 1.0) < 1e-6);
    assert(fabs(mean_absolute_deviation(c, 5) - 6.0 / 5.0) < 1e-6);
    double d[] = {2, 4, 4, 4, 5, 5, 7, 9};
    assert(fabs(std_dev(d, 8) - 2.0) < 1e-12);
    double e[] = {3, 1, 2, 4, 5};
    assert(median(e, 5) == 3);
    double f[] = {-10, 4, 6, 1000, 10, 20};
    assert(median(f, 6) == 8.0);
    double g[] = {8, 1, 3, 9, 9, 2, 7};
    assert(median(g, 7) == 7);
    return 0;
}
