#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

/* Return true if there is a valid subsequence of brackets where at least one
   bracket in the subsequence is nested. */
bool is_nested(const char *string) {
    int len = strlen(string);
    int *opening = malloc(sizeof(int) * (len + 1));
    int *closing = malloc(sizeof(int) * (len + 1));
    int no = 0, nc = 0;
    for (int i = 0; i < len; i++) {
        if (string[i] == '[') opening[no++] = i;
        else closing[nc++] = i;
    }
    /* reverse closing */
    for (int i = 0, j = nc - 1; i < j; i++, j--) {
        int t = closing[i];
        closing[i] = closing[j];
        closing[j] = t;
    }
    int cnt = 0, i = 0;
    for (int k = 0; k < no; k++) {
        if (i < nc && opening[k] < closing[i]) {
            cnt++;
            i++;
        }
    }
    free(opening);
    free(closing);
    return cnt >= 2;
}

int main(void) {
    assert(is_nested("[[]]") == true);
    assert(is_nested("[]]]]]]][[[[[]") == false);
    assert(is_nested("[][]") == false);
    assert(is_nested("[]") == false);
    assert(is_nested("[[[[]]]]") == true);
    assert(is_nested("[]]]]]]]]]]") == false);
    assert(is_nested("[][][[]]") == true);
    assert(is_nested("[[]") == false);
    assert(is_nested("[]]") == false);
    assert(is_nested("[[]][[") == true);
    assert(is_nested("[[][]]") == true);
    assert(is_nested("") == false);
    assert(is_nested("[[[[[[[[") == false);
    assert(is_nested("]]]]]]]]") == false);
    return 0;
}
