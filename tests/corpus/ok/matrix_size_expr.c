#include <assert.h>

#define N 4

/* Matrices are stored row-major in one-dimensional arrays. */
void transpose(int m[], int n) {
    for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
            int t = m[i * n + j];
            m[i * n + j] = m[j * n + i];
            m[j * n + i] = t;
        }
    }
}

int trace(const int m[], int n) {
    int t = 0;
    for (int i = 0; i < n; i++) t += m[i * n + i];
    return t;
}

void multiply(const int a[], const int b[], int c[], int n) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            int sum = 0;
            for (int k = 0; k < n; k++) sum += a[i * n + k] * b[k * n + j];
            c[i * n + j] = sum;
        }
}

/* Sum of the anti-diagonal minus sum of the main diagonal, absolute */
int diagonal_difference(const int m[], int n) {
    int d1 = 0, d2 = 0;
    for (int i = 0; i < n; i++) {
        d1 += m[i * n + i];
        d2 += m[i * n + (n - 1 - i)];
    }
    return d1 > d2 ? d1 - d2 : d2 - d1;
}

int main(void) {
    int m[N * N] = {1, 2, 3, 4,
                    5, 6, 7, 8,
                    9, 10, 11, 12,
                    13, 14, 15, 16};
    assert(trace(m, N) == 34);
    transpose(m, N);
    assert(m[1] == 5 && m[4] == 2 && m[15] == 16 && m[3] == 13);
    int id[N * N] = {0};
    for (int i = 0; i < N; i++) id[i * N + i] = 1;
    int out[N * N];
    multiply(m, id, out, N);
    for (int i = 0; i < N * N; i++) assert(out[i] == m[i]);
    multiply(m, m, out, N);
    assert(out[0] == 1 * 1 + 5 * 2 + 9 * 3 + 13 * 4);
    int h[9] = {11, 2, 4, 4, 5, 6, 10, 8, -12};
    assert(diagonal_difference(h, 3) == 15);
    return 0;
}
