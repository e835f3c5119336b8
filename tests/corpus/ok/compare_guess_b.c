#include <stdlib.h>
#include <assert.h>

/* Return an array of the same length denoting how far off each guess was:
   0 if the guess is correct, else the absolute difference. */
int *compare(const int *game, const int *guess, int n) {
    int *result = malloc(sizeof(int) * n);
    for (int i = 0; i < n; i++) result[i] = abs(game[i] - guess[i]);
    return result;
}

static int check(const int *game, const int *guess, const int *expected, int n) {
    int *r = compare(game, guess, n);
    int ok = 1;
    for (int i = 0; i < n; i++) if (r[i] != expected[i]) { ok = 0; break; }
    free(r);
    return ok;
}

int main(void) {
    int g1[] = {1, 2, 3, 4, 5, 1}, h1[] = {1, 2, 3, 4, 2, -2}, e1[] = {0, 0, 0, 0, 3, 3};
    int g2[] = {0, 0, 0, 0, 0, 0}, e2[] = {0, 0, 0, 0, 0, 0};
    int g3[] = {1, 2, 3}, h3[] = {-1, -2, -3}, e3[] = {2, 4, 6};
    int g4[] = {1, 2, 3, 5}, h4[] = {-1, 2, 3, 4}, e4[] = {2, 0, 0, 1};
    assert(check(g1, h1, e1, 6));
    assert(check(g2, g2, e2, 6));
    assert(check(g3, h3, e3, 3));
    assert(check(g4, h4, e4, 4));
    return 0;
}
