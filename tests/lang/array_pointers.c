// Pointers to arrays (docs/language.md): T (*p)[N] declarators for locals, parameters, globals and struct
// members, & of a whole array, of a row (&m[i]) and of an array member, arithmetic scaled by the array's
// size, *p decaying to its first element, malloc'd two-dimensional arrays, and the bounds traps.
#include <stdlib.h>
#include <string.h>

int g2[3][4];
int g1[6] = {1, 2, 3, 4, 5, 6};
int (*gp)[4] = g2;

struct Grid {
  int cells[2][3];
  int (*rows)[3];
};

int sum_rows(int (*m)[3], int rows) {
  int s = 0;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < 3; j++) s += m[i][j] * (i + 1);
  return s;
}

// expect: 43
int local_pointer(void) {
  int m[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
  int (*p)[3] = m;
  int (*q)[3] = p + 2;
  return p[1][2] + (*q)[1] + q[0][2] + sum_rows(m, 1) + (int)(q - p) * 10 - 6;
}

// expect: 66
int parameter(void) {
  int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  return sum_rows(m, 2) + sum_rows(&m[1], 1) + sum_rows(m + 1, 1);
}

// expect: 1342
long sizes(void) {
  int m[4][3];
  int (*p)[3] = m;
  double (*d)[2][5];
  return (long)sizeof(p) * 100 + (long)sizeof(*p) * 10 + (long)sizeof(*d) / 80 * 2 + (long)sizeof(**d) / 8 * 0 +
         (long)sizeof(m[0]) * 0 + 420 + 0 * sizeof(d);
}

// expect: 20
long whole_array(void) {
  int a[5] = {10, 20, 30, 40, 50};
  int (*pa)[5] = &a;
  return (char *)(&a + 1) - (char *)a + (*pa)[4] - 50 + (pa[0][1] == 20 ? 0 : 100);
}

// expect: 1
int whole_array_address(void) {
  int a[4];
  int (*pa)[4] = &a;
  return (void *)pa == (void *)a && (void *)&a == (void *)&a[0] && pa + 1 > pa;
}

// expect: 42
int row_address(void) {
  int m[3][2] = {{1, 2}, {3, 4}, {40, 2}};
  int (*r)[2] = &m[2];
  int (*s)[2] = &m[0];
  return (*r)[0] + r[0][1] + (int)(r - s) - 2;
}

// expect: 77
int malloced_grid(void) {
  int (*grid)[4] = malloc(3 * sizeof *grid);
  int s = 0;
  if (!grid) return -1;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++) grid[i][j] = i * 4 + j;
  s = grid[2][3] * 7;
  free(grid);
  return s;
}

// expect: 56
int three_dims(void) {
  double cube[2][2][3];
  double (*c)[2][3] = cube;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++)
      for (int k = 0; k < 3; k++) c[i][j][k] = i * 6 + j * 3 + k;
  return (int)(c[1][1][2] + (*(c + 1))[0][0] * 5 + c[0][1][0] * 5);
}

// expect: 14
int globals(void) {
  int (*p)[6] = &g1;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++) gp[i][j] = i + j;
  return (*p)[5] + gp[2][3] + g2[1][3] - 4 + (int)((char *)(&g2 + 1) - (char *)g2) / 48 - 1 + 3;
}

// expect: 21
int members(void) {
  struct Grid g;
  int (*cells)[2][3] = &g.cells;
  memset(&g.cells, 0, sizeof g.cells);
  g.rows = g.cells;
  g.rows[1][2] = 9;
  (*cells)[0][1] = 12;
  return g.cells[1][2] + g.cells[0][1];
}

// expect: 0
int memset_whole(void) {
  int a[8];
  int s = 0;
  memset(&a, 0, sizeof a);
  for (int i = 0; i < 8; i++) s += a[i];
  return s;
}

// expect: 6
int walk_rows(void) {
  int m[3][2] = {{1, 0}, {2, 0}, {3, 0}};
  int s = 0;
  for (int (*r)[2] = m; r < m + 3; r++) s += (*r)[0];
  return s;
}

// trap: index_out_of_bounds
int past_the_rows(void) {
  int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  int (*p)[3] = m;
  return p[2][0];
}

// trap: index_out_of_bounds
int past_the_whole_array(void) {
  int a[3] = {1, 2, 3};
  int (*pa)[3] = &a;
  return pa[1][0];
}
