#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

char **separate_paren_groups(const char *paren_string, int *count) {
    int len = strlen(paren_string);
    char **result = malloc(sizeof(char *) * (len / 2 + 1));
    char *current = malloc(len + 1);
    int cur_len = 0;
    int depth = 0;
    *count = 0;
    for (int i = 0; i < len; i++) {
        char c = paren_string[i];
        if (c == '(') {
            depth++;
            current[cur_len++] = c;
        } else if (c == ')') {
            depth--;
            current[cur_len++] = c;
            if (depth == 0) {
                current[cur_len] = '\0';
                result[*count] = strdup(current);
                (*count)++;
                cur_len = 0;
            }
        }
    }
    free(current);
    return result;
}

static void free_groups(char **groups, int count) {
    for (int i = 0; i < count; i++) free(groups[i]);
    free(groups);
}

int main(void) {
    int n;
    char **g = separate_paren_groups("(()()) ((())) () ((())()())", &n);
    assert(n == 4);
    assert(strcmp(g[0], "(()())") == 0);
    assert(strcmp(g[1], "((()))") == 0);
    assert(strcmp(g[2], "()") == 0);
    assert(strcmp(g[3], "((())()())") == 0);
    free_groups(g, n);

    g = separate_paren_groups("() (()) ((())) (((())))", &n);
    assert(n == 4);
    assert(strcmp(g[3], "(((())))") == 0);
    free_groups(g, n);

    g = separate_paren_groups("( ) (( )) (( )( ))", &n);
    assert(n == 3);
    assert(strcmp(g[0], "()") == 0);
    assert(strcmp(g[1], "(())") == 0);
    assert(strcmp(g[2], "(()())") == 0);
    free_groups(g, n);
    return 0;
}
