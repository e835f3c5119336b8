#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

const char **numerical_letter_grade(const double *grades, int n) {
    const char **letters = malloc(n * sizeof(char *));
    for (int i = 0; i < n; i++) {
        double g = grades[i];
        if (g == 4.0) letters[i] = "A+";
        else if (g > 3.7) letters[i] = "A";
        else if (g > 3.3) letters[i] = "A-";
        else if (g > 3.0) letters[i] = "B+";
        else if (g > 2.7) letters[i] = "B";
        else if (g > 2.3) letters[i] = "B-";
        else if (g > 2.0) letters[i] = "C+";
        else if (g > 1.7) letters[i] = "C";
        else if (g > 1.3) letters[i] = "C-";
        else if (g > 1.0) letters[i] = "D+";
        else if (g > 0.7) letters[i] = "D";
        else if (g > 0.0) letters[i] = "D-";
        else letters[i] = "E";
    }
    return letters;
}

static int same(const char **got, const char **want, int n) {
    for (int i = 0; i < n; i++)
        if (strcmp(got[i], want[i]) != 0) return 0;
    return 1;
}

int main(void) {
    double g1[] = {4.0, 3, 1.7, 2, 3.5};
    const char *w1[] = {"A+", "B", "C-", "C", "A-"};
    const char **r = numerical_letter_grade(g1, 5);
    assert(same(r, w1, 5));
    for (int i = 0; i < 5; i++) printf("%-3s|%4.1f\n", r[i], g1[i]);
    free(r);
    double g2[] = {1.2};
    const char *w2[] = {"D+"};
    r = numerical_letter_grade(g2, 1);
    assert(same(r, w2, 1));
    free(r);
    double g3[] = {0.5};
    r = numerical_letter_grade(g3, 1);
    assert(strcmp(r[0], "D-") == 0);
    free(r);
    double g4[] = {0.0};
    r = numerical_letter_grade(g4, 1);
    assert(strcmp(r[0], "E") == 0);
    free(r);
    double g5[] = {1, 0.3, 1.5, 2.8, 3.3};
    const char *w5[] = {"D", "D-", "C-", "B", "B+"};
    r = numerical_letter_grade(g5, 5);
    assert(same(r, w5, 5));
    free(r);
    double g6[] = {0, 0.7};
    const char *w6[] = {"E", "D-"};
    r = numerical_letter_grade(g6, 2);
    assert(same(r, w6, 2));
    free(r);
    return 0;
}
