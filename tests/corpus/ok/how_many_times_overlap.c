#include <assert.h>
#include <string.h>

/* Find how many times a given substring can be found in the original string. Count overlaping cases. */
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
    assert(how_many_times("aaaa", "aa") == 3);
    return 0;
}
