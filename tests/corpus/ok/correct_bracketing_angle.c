#include <assert.h>
#include <stdbool.h>

/* brackets is a string of "<" and ">". Return true if every opening bracket has a
   corresponding closing bracket. */
bool correct_bracketing(const char *brackets) {
    int depth = 0;
    for (; *brackets != '\0'; ++brackets) {
        if (*brackets == '<') depth++;
        else if (*brackets == '>') depth--;
        if (depth < 0) return false;
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
    return 0;
}
