#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

int *parse_nested_parens(const char *paren_string, int *returnSize) {
    int capacity = 8;
    int *result = malloc(capacity * sizeof(int));
    int count = 0;
    int depth = 0, max_depth = 0;
    const char *p = paren_string;
    while (1) {
        if (*p == '(') {
            depth++;
            if (depth > max_depth) max_depth = depth;
        } else if (*p == ')') {
            depth--;
        } else if (*p == ' ' || *p == '\0') {
            if (max_depth > 0) {
                if (count == capacity) {
                    capacity *= 2;
                    result = realloc(result, capacity * sizeof(int));
                }
                result[count++] = max_depth;
                max_depth = 0;
                depth = 0;
            }
            if (*p == '\0') break;
        }
        p++;
    }
    *returnSize = count;
    return result;
}

int main(void) {
    int n;
    int *r = parse_nested_parens("(()()) ((())) () ((())()())", &n);
    int e1[] = {2, 3, 1, 3};
    assert(n == 4);
    for (int i = 0; i < n; i++) assert(r[i] == e1[i]);
    free(r);
    r = parse_nested_parens("() (()) ((())) (((())))", &n);
    assert(n == 4);
    for (int i = 0; i < n; i++) assert(r[i] == i + 1);
    free(r);
    r = parse_nested_parens("(()(())((())))", &n);
    assert(n == 1 && r[0] == 4);
    free(r);
    return 0;
}
