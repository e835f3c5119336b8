#include <assert.h>
#include <stdbool.h>
#include <string.h>

/* HumanEval/48 */
bool is_palindrome(const char *text) {
    int n = (int)strlen(text);
    for (int i = 0; i < n / 2; i++) {
        if (text[i] != text[n - 1 - i]) return false;
    }
    return true;
}

int main(void) {
    assert(is_palindrome(""));
    assert(is_palindrome("aba"));
    assert(is_palindrome("aaaaa"));
    assert(!is_palindrome("zbcd"));
    assert(is_palindrome("xywyx"));
    assert(!is_palindrome("xywyz"));
    return 0;
}
