#include <assert.h>
#include <math.h>

#define TOL 1e-9

/* Newton's method for the square root */
double newton_sqrt(double x) {
    if (x == 0.0) return 0.0;
    double g = x;
    for (int i = 0; i < 100; i++) {
        double next = 0.5 * (g + x / g);
        if (fabs(next - g) < 1e-15 * next) return next;
        g = next;
    }
    return g;
}

/* HumanEval/2: decimal part of a positive float */
double truncate_number(double number) { return number - floor(number); }

/* Compound interest, rounded to cents */
double compound(double principal, double rate, int years) {
    double amount = principal * pow(1.0 + rate, years);
    return round(amount * 100.0) / 100.0;
}

float celsius_to_f(float c) { return c * 9.0f / 5.0f + 32.0f; }

/* Evaluate a polynomial with Horner's rule (HumanEval/32 style) */
double poly(const double xs[], int n, double x) {
    double r = 0.0;
    for (int i = n - 1; i >= 0; i--) r = r * x + xs[i];
    return r;
}

int main(void) {
    assert(fabs(newton_sqrt(2.0) - sqrt(2.0)) < TOL);
    assert(fabs(newton_sqrt(1e10) - 1e5) < 1e-4);
    assert(truncate_number(3.5) == 0.5);
    assert(fabs(truncate_number(1.33) - 0.33) < 1e-6);
    assert(fabs(truncate_number(123.456) - 0.456) < 1e-6);
    assert(compound(1000.0, 0.05, 10) == 1628.89);
    assert(celsius_to_f(100.0f) == 212.0f);
    assert(celsius_to_f(-40.0f) == -40.0f);
    double xs[] = {-6, 11, -6, 1}; /* (x-1)(x-2)(x-3) */
    assert(fabs(poly(xs, 4, 1.0)) < TOL);
    assert(fabs(poly(xs, 4, 3.0)) < TOL);
    assert(fabs(poly(xs, 4, 4.0) - 6.0) < TOL);
    assert(fabs(sin(M_PI / 6) - 0.5) < TOL);
    assert(fabs(atan2(1.0, 1.0) - M_PI_4) < TOL);
    assert(fabs(exp(log(10.0)) - 10.0) < TOL);
    assert(isnan(sqrt(-1.0)));
    assert(ceil(-2.5) == -2.0 && floor(-2.5) == -3.0);
    return 0;
}
