#include <assert.h>
#include <string.h>

#define N 3

void mat_mul(int a[N][N], int b[N][N], int c[N][N]) {
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) {
            c[i][j] = 0;
            for (int k = 0; k < N; k++) c[i][j] += a[i][k] * b[k][j];
        }
    }
}

/* Raise m to the power p (p >= 0) by repeated multiplication. */
void mat_pow(int m[N][N], int p, int out[N][N]) {
    int tmp[N][N];
    memset(out, 0, sizeof(int) * N * N);
    for (int i = 0; i < N; i++) out[i][i] = 1;
    while (p-- > 0) {
        mat_mul(out, m, tmp);
        memcpy(out, tmp, sizeof tmp);
    }
}

int main(void) {
    int a[N][N] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
    int id[N][N] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    int c[N][N];
    mat_mul(a, id, c);
    assert(memcmp(a, c, sizeof c) == 0);
    mat_mul(a, a, c);
    assert(c[0][0] == 30 && c[0][1] == 36 && c[0][2] == 42);
    assert(c[2][0] == 102 && c[2][2] == 150);
    int fib[N][N] = {{1, 1, 0}, {1, 0, 0}, {0, 0, 1}};
    mat_pow(fib, 10, c);
    assert(c[0][1] == 55 && c[0][0] == 89 && c[2][2] == 1);
    mat_pow(a, 0, c);
    assert(memcmp(c, id, sizeof c) == 0);
    return 0;
}
