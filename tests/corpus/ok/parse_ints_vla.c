#include <assert.h>
#include <stdlib.h>
#include <string.h>

int parse_ints(const char *s, int *out, int max) {
    int n = 0;
    char buf[strlen(s) + 1];
    strcpy(buf, s);
    for (char *tok = strtok(buf, ","); tok && n < max; tok = strtok(NULL, ",")) {
        char *end;
        long v = strtol(tok, &end, 10);
        if (end == tok) continue;
        out[n++] = (int)v;
    }
    return n;
}

int main(void) {
    int vals[8];
    int n = parse_ints("3,x,14,-15,92", vals, 8);
    assert(n == 4);
    assert(vals[0] == 3 && vals[1] == 14 && vals[2] == -15 && vals[3] == 92);
    assert(parse_ints("", vals, 8) == 0);
    return 0;
}
