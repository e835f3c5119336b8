#include <assert.h>
#include <stdbool.h>
#include <stddef.h>

/* Given deposit and withdrawal operations on a bank account that starts with zero balance,
   detect if at any point the balance falls below zero. */
bool below_zero(const int *operations, int n) {
    int balance = 0;
    for (int i = 0; i < n; i++) {
        balance += operations[i];
        if (balance < 0) return true;
    }
    return false;
}

int main(void) {
    assert(below_zero(NULL, 0) == false);
    int a[] = {1, 2, -3, 1, 2, -3};
    assert(below_zero(a, 6) == false);
    int b[] = {1, 2, -4, 5, 6};
    assert(below_zero(b, 5) == true);
    int c[] = {1, -1, 2, -2, 5, -5, 4, -4};
    assert(below_zero(c, 8) == false);
    int d[] = {1, -1, 2, -2, 5, -5, 4, -5};
    assert(below_zero(d, 8) == true);
    int e[] = {1, -2, 2, -2, 5, -5, 4, -4};
    assert(below_zero(e, 8) == true);
    return 0;
}
