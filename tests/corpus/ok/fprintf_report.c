#include <stdio.h>
#include <string.h>
#include <assert.h>

/* Print a small report of word lengths to stdout, errors to stderr. */
int report(const char *words[], int n, FILE *out) {
    int total = 0;
    for (int i = 0; i < n; i++) {
        int len = (int)strlen(words[i]);
        if (len == 0) {
            fprintf(stderr, "empty word at %d\n", i);
            continue;
        }
        fprintf(out, "%-8s %3d\n", words[i], len);
        total += len;
    }
    fputs("----\n", out);
    fprintf(out, "total %d\n", total);
    return total;
}

int main(void) {
    const char *words[] = {"alpha", "", "be", "gamma"};
    assert(report(words, 4, stdout) == 12);
    fputc('\n', stdout);
    return 0;
}
