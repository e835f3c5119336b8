#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

typedef int (*Operation)(int, int);

int op_add(int a, int b) { return a + b; }
int op_sub(int a, int b) { return a - b; }
int op_mul(int a, int b) { return a * b; }
int op_max(int a, int b) { return a > b ? a : b; }

typedef struct {
    char symbol;
    Operation fn;
} OpEntry;

static const OpEntry OPS[] = {
    {'+', op_add},
    {'-', op_sub},
    {'*', op_mul},
    {'^', op_max},
};

Operation find_op(char symbol) {
    for (size_t i = 0; i < sizeof(OPS) / sizeof(OPS[0]); i++) {
        if (OPS[i].symbol == symbol) {
            return OPS[i].fn;
        }
    }
    return NULL;
}

/* Evaluate a left-to-right expression such as "3+4*2" without precedence. */
int evaluate(const char *expr) {
    int result = 0;
    Operation pending = op_add;
    int i = 0;
    while (expr[i] != '\0') {
        int value = 0;
        while (expr[i] >= '0' && expr[i] <= '9') {
            value = value * 10 + (expr[i] - '0');
            i++;
        }
        result = pending(result, value);
        if (expr[i] == '\0') break;
        pending = find_op(expr[i]);
        assert(pending != NULL);
        i++;
    }
    return result;
}

int reduce(const int *arr, int n, Operation op, int init) {
    int acc = init;
    for (int i = 0; i < n; i++) {
        acc = op(acc, arr[i]);
    }
    return acc;
}

void map_in_place(int *arr, int n, int (*f)(int)) {
    for (int i = 0; i < n; i++) {
        arr[i] = f(arr[i]);
    }
}

int square(int x) { return x * x; }
int negate(int x) { return -x; }

int count_if(const int *arr, int n, int (*pred)(int)) {
    int count = 0;
    for (int i = 0; i < n; i++) {
        if (pred(arr[i])) count++;
    }
    return count;
}

int is_even(int x) { return x % 2 == 0; }
int is_positive(int x) { return x > 0; }

int main(void) {
    assert(evaluate("3+4*2") == 14);
    assert(evaluate("10-3-2") == 5);
    assert(evaluate("7^3^9") == 9);
    assert(evaluate("42") == 42);
    assert(find_op('/') == NULL);
    assert(find_op('+') == op_add);

    int nums[] = {1, 2, 3, 4, 5};
    assert(reduce(nums, 5, op_add, 0) == 15);
    assert(reduce(nums, 5, op_mul, 1) == 120);
    assert(reduce(nums, 5, op_max, -1000) == 5);
    assert(reduce(nums, 0, op_sub, 7) == 7);

    map_in_place(nums, 5, square);
    assert(nums[0] == 1 && nums[4] == 25);
    assert(count_if(nums, 5, is_even) == 2);
    map_in_place(nums, 5, negate);
    assert(count_if(nums, 5, is_positive) == 0);

    Operation table[3] = {op_add, op_sub, op_mul};
    int expected[3] = {8, 2, 15};
    for (int i = 0; i < 3; i++) {
        assert(table[i](5, 3) == expected[i]);
        assert((*table[i])(5, 3) == expected[i]);
    }
    printf("all tests passed\n");
    return 0;
}
