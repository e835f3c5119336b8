#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <assert.h>

/* Given a list of operators (+, -, *, //, **) and a list of operands, build
   the algebraic expression and return its evaluation (with Python precedence). */
long long do_algebra(const char **ops, int nops, const long long *operands) {
    long long *nums = malloc((nops + 1) * sizeof(long long));
    const char **op = malloc((nops + 1) * sizeof(char *));
    int n = nops + 1;
    memcpy(nums, operands, n * sizeof(long long));
    memcpy(op, ops, nops * sizeof(char *));
    int m = nops;
    /* pass 1: ** (right associative) */
    for (int i = m - 1; i >= 0; i--) {
        if (strcmp(op[i], "**") == 0) {
            nums[i] = (long long)pow((double)nums[i], (double)nums[i + 1]);
            memmove(nums + i + 1, nums + i + 2, (n - i - 2) * sizeof(long long));
            memmove(op + i, op + i + 1, (m - i - 1) * sizeof(char *));
            n--;
            m--;
        }
    }
    /* pass 2: * and // */
    for (int i = 0; i < m;) {
        if (strcmp(op[i], "*") == 0 || strcmp(op[i], "//") == 0) {
            if (op[i][0] == '*') nums[i] = nums[i] * nums[i + 1];
            else nums[i] = nums[i] / nums[i + 1];
            memmove(nums + i + 1, nums + i + 2, (n - i - 2) * sizeof(long long));
            memmove(op + i, op + i + 1, (m - i - 1) * sizeof(char *));
            n--;
            m--;
        } else {
            i++;
        }
    }
    /* pass 3: + and - */
    long long result = nums[0];
    for (int i = 0; i < m; i++) {
        if (*op[i] == '+') result += nums[i + 1];
        else result -= nums[i + 1];
    }
    free(nums);
    free(op);
    return result;
}

int main(void) {
    const char *o1[] = {"**", "*", "+"};
    long long v1[] = {2, 3, 4, 5};
    assert(do_algebra(o1, 3, v1) == 37);
    const char *o2[] = {"+", "*", "-"};
    long long v2[] = {2, 3, 4, 5};
    assert(do_algebra(o2, 3, v2) == 9);
    const char *o3[] = {"//", "*"};
    long long v3[] = {7, 3, 4};
    assert(do_algebra(o3, 2, v3) == 8);
    const char *o4[] = {"**", "**"};
    long long v4[] = {2, 3, 2};
    assert(do_algebra(o4, 2, v4) == 512);
    printf("%lld\n", do_algebra(o1, 3, v1));
    return 0;
}
