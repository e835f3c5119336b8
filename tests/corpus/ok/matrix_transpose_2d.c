#include <assert.h>
#include <stdbool.h>

#define ROWS 2
#define COLS 3

/* Transpose a ROWS x COLS matrix into a COLS x ROWS matrix. */
void transpose(int src[ROWS][COLS], int dst[COLS][ROWS]) {
    for (int i = 0; i < ROWS; i++)
        for (int j = 0; j < COLS; j++)
            dst[j][i] = src[i][j];
}

bool is_symmetric(int m[3][3]) {
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < i; j++)
            if (m[i][j] != m[j][i]) return false;
    return true;
}

int trace(int m[3][3]) {
    int t = 0;
    for (int i = 0; i < 3; i++) t += m[i][i];
    return t;
}

int main(void) {
    int a[ROWS][COLS] = {{1, 2, 3}, {4, 5, 6}};
    int t[COLS][ROWS];
    transpose(a, t);
    assert(t[0][0] == 1 && t[0][1] == 4);
    assert(t[1][0] == 2 && t[1][1] == 5);
    assert(t[2][0] == 3 && t[2][1] == 6);
    int s[3][3] = {{1, 7, 3}, {7, 4, -5}, {3, -5, 6}};
    int u[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
    assert(is_symmetric(s));
    assert(!is_symmetric(u));
    assert(trace(s) == 11);
    assert(trace(u) == 15);
    return 0;
}
