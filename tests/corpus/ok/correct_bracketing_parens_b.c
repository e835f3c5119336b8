#include <stdio.h>
#include <string.h>
#include <stdbool.h>
#include <assert.h>

bool correct_bracketing(const char *brackets) {
    int balance = 0;
    size_t n = strlen(brackets);
    for (size_t i = 0; i < n; i++) {
        switch (brackets[i]) {
        case '(':
            balance++;
            break;
        case ')':
            if (--balance < 0) return false;
            break;
        default:
            break;
        }
    }
    return balance == 0;
}

int main(void) {
    const char *good[] = {"()", "(()())", "()()(()())()", "()()((()()())())(()()(()))"};
    const char *bad[] = {"((()())))", ")(()", "(", "((((", ")", "(()", "()()(()())())(()", "()()(()())()))()"};
    for (size_t i = 0; i < sizeof(good) / sizeof(good[0]); i++)
        assert(correct_bracketing(good[i]));
    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        if (correct_bracketing(bad[i])) printf("unexpected: %s\n", bad[i]);
        assert(!correct_bracketing(bad[i]));
    }
    printf("%zu good, %zu bad\n", sizeof(good) / sizeof(*good), sizeof(bad) / sizeof(*bad));
    return 0;
}
