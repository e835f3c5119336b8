#include <assert.h>
#include <stdlib.h>
#include <string.h>

/* Input is a string of groups of nested parentheses separated by spaces.
   For each group, output the deepest level of nesting. */
int *parse_nested_parens(const char *s, int *count) {
    int *result = malloc(sizeof(int) * (strlen(s) + 1));
    int depth = 0, max_depth = 0;
    *count = 0;
    for (int i = 0;; i++) {
        char c = s[i];
        if (c == '(') {
            depth++;
            if (depth > max_depth) max_depth = depth;
        } else if (c == ')') {
            depth--;
        } else if (c == ' ' || c == '\0') {
            if (max_depth > 0) result[(*count)++] = max_depth;
            depth = 0;
            max_depth = 0;
            if (c == '\0') break;
        }
    }
    return result;
}

int main(void) {
    int n;
    int *r = parse_nested_parens("(()()) ((())) () ((())()())", &n);
    assert(n == 4);
    assert(r[0] == 2 && r[1] == 3 && r[2] == 1 && r[3] == 3);
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
