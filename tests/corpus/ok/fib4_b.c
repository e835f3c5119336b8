#include <assert.h>

int fib4(int n) {
    int f[100];
    f[0] = 0; f[1] = 0; f[2] = 2; f[3] = 0;
    for (int i = 4; i <= n; i++)
        f[i] = f[i - 1] + f[i - 2] + f[i - 3] + f[i - 4];
    return f[n];
}

int main(void) {
    assert(fib4(5) == 4);
    assert(fib4(8) == 28);
    assert(fib4(10) == 104);
    assert(fib4(12) == 386);
    return 0;
}
