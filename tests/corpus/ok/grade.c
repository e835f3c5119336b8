#include <assert.h>

/* Map a GPA to a letter code: 'A' .. 'E'; plus/minus encoded as +1/-1 in the result below. */
int letter_grade(double gpa) {
    if (gpa >= 4.0) return 'A';
    if (gpa > 3.0) return 'A';
    if (gpa > 2.0) return 'B';
    if (gpa > 1.0) return 'C';
    if (gpa > 0.0) return 'D';
    return 'E';
}

int grade_points(int letter) {
    switch (letter) {
        case 'A': return 4;
        case 'B': return 3;
        case 'C': return 2;
        case 'D': return 1;
        default: return 0;
    }
}

/* Average points of an array of GPAs, times 100, truncated. */
int average_points_x100(double gpas[], int n) {
    int total = 0;
    for (int i = 0; i < n; i++) {
        total += grade_points(letter_grade(gpas[i]));
    }
    return total * 100 / n;
}

int main(void) {
    assert(letter_grade(4.0) == 'A');
    assert(letter_grade(3.7) == 'A');
    assert(letter_grade(3.0) == 'B');
    assert(letter_grade(1.7) == 'C');
    assert(letter_grade(0.5) == 'D');
    assert(letter_grade(0.0) == 'E');
    double gpas[] = {4.0, 3.0, 1.7, 2.0, 3.5};
    assert(average_points_x100(gpas, 5) == 300);
    double zeros[3] = {0.0};
    assert(average_points_x100(zeros, 3) == 0);
    return 0;
}
