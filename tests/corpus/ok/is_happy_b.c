#include <string.h>
#include <stdbool.h>
#include <assert.h>

bool is_happy(const char *s) {
    size_t len = strlen(s);
    if (len < 3) return false;
    for (size_t i = 0; i + 2 < len; i++) {
        if (s[i] == s[i + 1] || s[i + 1] == s[i + 2] || s[i] == s[i + 2])
            return false;
    }
    return true;
}

int main(void) {
    assert(is_happy("a") == false);
    assert(is_happy("aa") == false);
    assert(is_happy("abcd") == true);
    assert(is_happy("aabb") == false);
    assert(is_happy("adb") == true);
    assert(is_happy("xyy") == false);
    assert(is_happy("iopaxpoi") == true);
    assert(is_happy("iopaxioi") == false);
    return 0;
}
