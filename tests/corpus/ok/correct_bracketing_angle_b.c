#include <stdbool.h>
#include <assert.h>

bool correct_bracketing(const char *brackets) {
    int depth = 0;
    while (*brackets) {
        if (*brackets == '<') depth++;
        else if (*brackets == '>') depth--;
        if (depth < 0) return false;
        brackets++;
    }
    return depth == 0;
}

int main(void) {
    assert(correct_bracketing("<>"));
    assert(correct_bracketing("<<><>>"));
    assert(correct_bracketing("<><><<><>><>"));
    assert(correct_bracketing("<><><<<><><>><>><<><><<>>>"));
    assert(!correct_bracketing("<<<><>>>>"));
    assert(!correct_bracketing("><<>"));
    assert(!correct_bracketing("<"));
    assert(!correct_bracketing("<<<<"));
    assert(!correct_bracketing(">"));
    assert(!correct_bracketing("<<>"));
    assert(!correct_bracketing("<><><<><>><>><<>"));
    assert(!correct_bracketing("<><><<><>><>>><>"));
    return 0;
}
