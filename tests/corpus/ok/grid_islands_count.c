#include <assert.h>
#include <string.h>

#define MAXR 8
#define MAXC 8

static char grid[MAXR][MAXC + 1];
static int rows, cols;

static void sink(int r, int c) {
    if (r < 0 || r >= rows || c < 0 || c >= cols || grid[r][c] != '1') return;
    grid[r][c] = '0';
    sink(r + 1, c);
    sink(r - 1, c);
    sink(r, c + 1);
    sink(r, c - 1);
}

/* Count the islands ('1' cells connected horizontally or vertically) in a map given as rows of
   '0'/'1' strings. */
int num_islands(const char *map[], int n) {
    rows = n;
    cols = n > 0 ? (int)strlen(map[0]) : 0;
    for (int i = 0; i < n; i++) strcpy(grid[i], map[i]);
    int count = 0;
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++)
            if (grid[i][j] == '1') {
                count++;
                sink(i, j);
            }
    return count;
}

int main(void) {
    const char *a[] = {"11110", "11010", "11000", "00000"};
    assert(num_islands(a, 4) == 1);
    const char *b[] = {"11000", "11000", "00100", "00011"};
    assert(num_islands(b, 4) == 3);
    const char *c[] = {"10101", "01010", "10101"};
    assert(num_islands(c, 3) == 8);
    assert(num_islands(NULL, 0) == 0);
    return 0;
}
