#include <assert.h>
#include <stdlib.h>

typedef struct {
    int row;
    int col;
} Coord;

/* Given a jagged 2-D list (rows with their lengths) and an integer x, find the coordinates of
   all x: sorted by rows ascending, and within a row by columns descending. */
Coord *get_row(const int **lst, const int *row_len, int rows, int x, int *count) {
    int total = 0;
    for (int i = 0; i < rows; i++) total += row_len[i];
    Coord *out = malloc(sizeof(Coord) * (total + 1));
    *count = 0;
    for (int i = 0; i < rows; i++) {
        for (int j = row_len[i] - 1; j >= 0; j--) {
            if (lst[i][j] == x) {
                out[*count].row = i;
                out[*count].col = j;
                (*count)++;
            }
        }
    }
    return out;
}

int main(void) {
    int r0[] = {1, 2, 3, 4, 5, 6}, r1[] = {1, 2, 3, 4, 1, 6}, r2[] = {1, 2, 3, 4, 5, 1};
    const int *lst[] = {r0, r1, r2};
    int lens[] = {6, 6, 6};
    int n;
    Coord *c = get_row(lst, lens, 3, 1, &n);
    Coord expected[] = {{0, 0}, {1, 4}, {1, 0}, {2, 5}, {2, 0}};
    assert(n == 5);
    for (int i = 0; i < n; i++) assert(c[i].row == expected[i].row && c[i].col == expected[i].col);
    free(c);
    c = get_row(NULL, NULL, 0, 1, &n);
    assert(n == 0);
    free(c);
    int s0[] = {1}, s2[] = {1, 2, 3};
    const int *jag[] = {s0, NULL, s2};
    int jl[] = {1, 0, 3};
    c = get_row(jag, jl, 3, 3, &n);
    assert(n == 1 && c[0].row == 2 && c[0].col == 2);
    free(c);
    return 0;
}
