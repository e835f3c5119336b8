#include <string.h>
#include <stdbool.h>
#include <assert.h>

bool is_palindrome(const char *text) {
    const char *left = text;
    const char *right = text + strlen(text);
    if (right == left) return true;
    right--;
    while (left < right) {
        if (*left++ != *right--) return false;
    }
    return true;
}

int main(void) {
    assert(is_palindrome("") == true);
    assert(is_palindrome("aba") == true);
    assert(is_palindrome("aaaaa") == true);
    assert(is_palindrome("zbcd") == false);
    assert(is_palindrome("xywyx") == true);
    assert(is_palindrome("xywyz") == false);
    assert(is_palindrome("xywzx") == false);
    return 0;
}
