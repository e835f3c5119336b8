#include <assert.h>
#include <stdbool.h>

/* HumanEval/56: every '<' has a matching '>' */
bool correct_bracketing(const char s[], int n) {
    int depth = 0;
    for (int i = 0; i < n; i++) {
        if (s[i] == '<') depth++;
        else if (s[i] == '>') depth--;
        if (depth < 0) return false;
    }
    return depth == 0;
}

int matching(int close) {
    switch (close) {
    case ')': return '(';
    case ']': return '[';
    case '}': return '{';
    }
    return 0;
}

/* Valid parentheses with a stack held in a local array */
bool is_valid(const char s[], int n) {
    char stack[256];
    int top = 0;
    for (int i = 0; i < n; i++) {
        char c = s[i];
        if (c == '(' || c == '[' || c == '{') {
            stack[top++] = c;
        } else {
            if (top == 0 || stack[top - 1] != matching(c)) return false;
            top--;
        }
    }
    return top == 0;
}

/* Maximum nesting depth */
int max_depth(const char s[], int n) {
    int d = 0, best = 0;
    for (int i = 0; i < n; i++) {
        if (s[i] == '(' && ++d > best) best = d;
        if (s[i] == ')') d--;
    }
    return best;
}

int main(void) {
    char a[] = {'<', '>'};
    char b[] = {'<', '<', '>', '<', '>', '>'};
    char c[] = {'>', '<', '<', '>'};
    char d[] = {'<', '<', '<', '>'};
    assert(correct_bracketing(a, 2));
    assert(correct_bracketing(b, 6));
    assert(!correct_bracketing(c, 4));
    assert(!correct_bracketing(d, 4));
    char e[] = {'(', '[', ']', '{', '(', ')', '}', ')'};
    char f[] = {'(', ']'};
    char g[] = {'(', '(', '(', ')', ')', '(', ')', ')'};
    assert(is_valid(e, 8));
    assert(!is_valid(f, 2));
    assert(is_valid(g, 8));
    assert(!is_valid(g, 7));
    assert(max_depth(g, 8) == 3);
    assert(max_depth(e, 8) == 2);
    return 0;
}
