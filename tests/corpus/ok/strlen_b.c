#include <stddef.h>
#include <assert.h>

size_t my_strlen(const char *string) {
    const char *p = string;
    while (*p) p++;
    return p - string;
}

int main(void) {
    assert(my_strlen("") == 0);
    assert(my_strlen("x") == 1);
    assert(my_strlen("asdasnakj") == 9);
    return 0;
}
