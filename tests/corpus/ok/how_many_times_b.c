#include <string.h>
#include <assert.h>

int how_many_times(const char *string, const char *substring) {
    int count = 0;
    size_t n = strlen(string), m = strlen(substring);
    if (m == 0 || m > n) return 0;
    for (size_t i = 0; i + m <= n; i++) {
        if (strncmp(string + i, substring, m) == 0) count++;
    }
    return count;
}

int main(void) {
    assert(how_many_times("", "x") == 0);
    assert(how_many_times("xyxyxyx", "x") == 4);
    assert(how_many_times("cacacacac", "cac") == 4);
    assert(how_many_times("john doe", "john") == 1);
    return 0;
}
