#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdbool.h>
#include <assert.h>

static bool check(const char *s) {
    int depth = 0;
    for (; *s; s++) {
        depth += (*s == '(') ? 1 : -1;
        if (depth < 0) return false;
    }
    return depth == 0;
}

/* Given two strings of parentheses, return "Yes" if they can be concatenated in
   some order so that the result is balanced, else "No". */
const char *match_parens(const char *a, const char *b) {
    char *s1 = malloc(strlen(a) + strlen(b) + 1);
    char *s2 = malloc(strlen(a) + strlen(b) + 1);
    strcpy(s1, a);
    strcat(s1, b);
    strcpy(s2, b);
    strcat(s2, a);
    bool ok = check(s1) || check(s2);
    free(s1);
    free(s2);
    return ok ? "Yes" : "No";
}

int main(void) {
    assert(strcmp(match_parens("()(", ")"), "Yes") == 0);
    assert(strcmp(match_parens(")", ")"), "No") == 0);
    assert(strcmp(match_parens("(()(())", "())())"), "No") == 0);
    assert(strcmp(match_parens(")())", "(()()("), "Yes") == 0);
    assert(strcmp(match_parens("(())))", "(()())(("), "Yes") == 0);
    assert(strcmp(match_parens("()", "())"), "No") == 0);
    assert(strcmp(match_parens("(()(", "()))()"), "Yes") == 0);
    assert(strcmp(match_parens("((((", "((())"), "No") == 0);
    assert(strcmp(match_parens(")(()", "(()("), "No") == 0);
    assert(strcmp(match_parens(")(", ")("), "No") == 0);
    assert(strcmp(match_parens("(", ")"), "Yes") == 0);
    assert(strcmp(match_parens(")", "("), "Yes") == 0);
    printf("%s\n", match_parens(")", "("));
    return 0;
}
