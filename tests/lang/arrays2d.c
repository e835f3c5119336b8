// Multi-dimensional arrays (docs/language.md): T m[R][C] (and more dimensions) in byte memory, row-major
// as in gcc, nested and flat initialisers, designators, rows decaying to pointers, T g[][C] and T g[R][C]
// parameters, sizeof of the whole and of a row, globals and static tables, arrays of strings, and the
// bounds traps.
#include <string.h>
#include <stdlib.h>

// expect: 48
long size_whole(void) { int m[3][4]; return sizeof m; }

// expect: 16
long size_row(void) { int m[3][4]; return sizeof m[0]; }

// expect: 120
long size_3d(void) { double t[3][5][1]; return sizeof t; }

// expect: 6
int nested_init(void) { int m[2][3] = {{1, 2, 3}, {4, 5, 6}}; return m[1][2]; }

// expect: 400
int flat_init(void) { int m[2][3] = {1, 2, 3, 4}; return m[1][0] * 100 + m[1][1] * 10 + m[1][2]; }

// expect: 9
int partial_rows(void) { int m[3][3] = {{1}, {0, 5}, {0, 0, 3}}; return m[0][0] + m[1][1] + m[2][2]; }

// expect: 3
int unsized_outer(void) { int m[][2] = {{1, 2}, {3, 4}, {5, 6}}; return (int)(sizeof m / sizeof m[0]); }

// expect: 7
int designated_row(void) { int m[3][2] = {[2] = {7, 8}}; return m[2][0] + m[0][1]; }

// expect: 2333606220
long long unique_paths(void) {
  long long dp[20][20];
  for (int i = 0; i < 18; i++)
    for (int j = 0; j < 18; j++) dp[i][j] = i == 0 || j == 0 ? 1 : dp[i - 1][j] + dp[i][j - 1];
  return dp[17][17];
}

int grid_sum(int g[][4], int rows) {
  int s = 0;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < 4; j++) s += g[i][j];
  return s;
}

int trace(int g[3][3]) { return g[0][0] + g[1][1] + g[2][2]; }

// expect: 78
int param_unsized(void) { int g[3][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}}; return grid_sum(g, 3); }

// expect: 15
int param_sized(void) { int g[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}; return trace(g); }

int row_sum(const int *r, int n) { int s = 0; for (int i = 0; i < n; i++) s += r[i]; return s; }

// expect: 15
int row_as_pointer(void) { int m[2][3] = {{1, 2, 3}, {4, 5, 6}}; return row_sum(m[1], 3); }

// expect: 5
int row_pointer_arith(void) { int m[2][3] = {{1, 2, 3}, {4, 5, 6}}; int *p = m[0] + 4; return *p; }

// expect: 30
int transpose(void) {
  int a[2][3] = {{1, 2, 3}, {4, 5, 6}}, t[3][2];
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++) t[j][i] = a[i][j];
  return t[2][1] * 5;
}

// expect: 114
int matmul(void) {
  int a[2][2] = {{1, 2}, {3, 4}}, b[2][2] = {{5, 6}, {7, 8}}, c[2][2] = {{0}};
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++)
      for (int k = 0; k < 2; k++) c[i][j] += a[i][k] * b[k][j];
  return c[0][0] + c[0][1] + c[1][0] + c[1][1] - 20;
}

// expect: 23
int three_dims(void) {
  int t[2][3][4];
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++)
      for (int k = 0; k < 4; k++) t[i][j][k] = i * 12 + j * 4 + k;
  return t[1][2][3];
}

static const int dirs[4][2] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
int board[3][3];

// expect: -1
int global_table(void) { return dirs[3][0] + dirs[2][1] + 1; }

// expect: 4
int global_board(void) { board[1][1] = 4; return board[1][1] + board[2][2]; }

// expect: 5
int strings_table(void) { const char *names[2][2] = {{"ab", "cde"}, {"f", "ghijk"}}; return (int)strlen(names[1][1]); }

// expect: 9
int char_rows(void) {
  char words[3][8] = {"one", "three", "xx"};
  return (int)(strlen(words[0]) + strlen(words[1]) + strlen(words[2])) - 1;
}

// expect: 15
int islands(void) {
  int g[4][5] = {{1, 1, 0, 0, 0}, {1, 0, 0, 1, 1}, {0, 0, 1, 0, 0}, {0, 0, 0, 0, 1}};
  int n = 0;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 5; j++) n += g[i][j] * (i + j);
  return n - 7;
}

// ---- traps
// trap: index_out_of_bounds
int past_last_row(void) { int m[2][3]; int i = 2; m[i][0] = 1; return 0; }

// trap: index_out_of_bounds
int past_global(void) { int i = 9; return board[i][0]; }
