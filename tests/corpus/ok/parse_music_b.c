#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

int *parse_music(const char *music_string, int *out_size) {
    char *copy = strdup(music_string);
    int *beats = malloc(sizeof(int) * (strlen(music_string) + 1));
    int n = 0;
    char *tok = strtok(copy, " ");
    while (tok != NULL) {
        if (strcmp(tok, "o") == 0) beats[n++] = 4;
        else if (strcmp(tok, "o|") == 0) beats[n++] = 2;
        else if (strcmp(tok, ".|") == 0) beats[n++] = 1;
        tok = strtok(NULL, " ");
    }
    free(copy);
    *out_size = n;
    return beats;
}

static int same(const int *a, int n, const int *b, int m) {
    if (n != m) return 0;
    for (int i = 0; i < n; i++) if (a[i] != b[i]) return 0;
    return 1;
}

int main(void) {
    int n;
    int *r = parse_music("", &n);
    assert(n == 0);
    free(r);
    r = parse_music("o o o o", &n);
    int e1[] = {4, 4, 4, 4};
    assert(same(r, n, e1, 4));
    free(r);
    r = parse_music(".| .| .| .|", &n);
    int e2[] = {1, 1, 1, 1};
    assert(same(r, n, e2, 4));
    free(r);
    r = parse_music("o| o| .| .| o o o o", &n);
    int e3[] = {2, 2, 1, 1, 4, 4, 4, 4};
    assert(same(r, n, e3, 8));
    free(r);
    r = parse_music("o| .| o| .| o o| o o|", &n);
    int e4[] = {2, 1, 2, 1, 4, 2, 4, 2};
    assert(same(r, n, e4, 8));
    free(r);
    return 0;
}
