// Variable-length arrays (C11 6.7.6.2): a local array whose first dimension is computed when its
// declaration runs, in the run's memory, bounds-checked like any array; sizeof gives its size then.  A
// declaration that runs again (a loop) ends the array it made before, so loops do not use up memory.  A
// negative length traps bad_array_size, one that does not fit out_of_memory.  The second dimension may be
// computed too (int dp[n + 1][m + 1], and a parameter int g[rows][cols]): a[i] is row i, i times the row's
// bytes from the array's start, as gcc computes it; sizeof a[i] is a row's size.  So may the third (int
// dp[n][m][k]).
#include <string.h>

// expect: lcs_len() = 4
int lcs_len(void) {
  const char *a = "ABCBDAB", *b = "BDCABA";
  int n = (int)strlen(a), m = (int)strlen(b);
  int dp[n + 1][8];
  memset(dp, 0, sizeof(dp));
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++)
      dp[i][j] = a[i - 1] == b[j - 1] ? dp[i - 1][j - 1] + 1 : dp[i - 1][j] > dp[i][j - 1] ? dp[i - 1][j] : dp[i][j - 1];
  return dp[n][m];
}

// sizeof is the size when the declaration ran (n changes after it).
// expect: sizes(5) = 40
int sizes(int n) {
  double d[n];
  long s = sizeof d;
  n = 100;
  return (int)s + (int)(sizeof d - s);
}

// expect: char_buffer(3) = 3
int char_buffer(int len) {
  char buf[len + 1];
  memset(buf, 'a', (size_t)len);
  buf[len] = 0;
  return (int)strlen(buf);
}

// A VLA in a loop: 100000 iterations, which would hold 40 MB if none ended.
// expect: in_loop(100000) = 4999950000
long in_loop(int reps) {
  long total = 0;
  for (int r = 0; r < reps; r++) {
    int row[100 + r % 2];
    int v[r % 3 + 1];
    v[0] = r;
    row[0] = 0;
    total += v[0] + row[0];
  }
  return total;
}

// The length of an inner block's array is the outer variable's.
// expect: shadow(4) = 16
int shadow(int n) {
  int s = 0;
  {
    int n2[n];
    for (int i = 0; i < n; i++) n2[i] = i + 1;
    int k[n * 2];
    k[2 * n - 1] = n2[n - 1] * 2;
    s = k[2 * n - 1] + (int)(sizeof k / sizeof k[0]);
  }
  return s;
}

// A const-qualified length is a VLA in C too.
// expect: 9
int const_len(void) {
  const int N = 4;
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i * i;
  return a[3];
}

// expect: zero_len(0) = 0
int zero_len(int n) {
  int a[n];
  return (int)sizeof a;
}

// gnc-only: gcc does not check bounds
// trap: past_end(3) = index_out_of_bounds
int past_end(int n) {
  int a[n];
  a[n] = 1;
  return a[0];
}

// gnc-only: a negative length is undefined behaviour in C
// trap: negative(-1) = bad_array_size
int negative(int n) {
  int a[n];
  return (int)sizeof a;
}

// gnc-only: gcc's stack would overflow
// trap: too_large(1000000000) = out_of_memory
int too_large(long n) {
  long a[n];
  return (int)sizeof a;
}

// ---- rows of a variable length

// expect: lcs_rows() = 4
int lcs_rows(void) {
  const char *a = "ABCBDAB", *b = "BDCABA";
  int n = (int)strlen(a), m = (int)strlen(b);
  int dp[n + 1][m + 1];
  memset(dp, 0, sizeof dp);
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++)
      dp[i][j] = a[i - 1] == b[j - 1] ? dp[i - 1][j - 1] + 1 : dp[i - 1][j] > dp[i][j - 1] ? dp[i - 1][j] : dp[i][j - 1];
  return dp[n][m];
}

// expect: row_sizes(3, 5) = 30010
int row_sizes(int n, int m) {
  short a[n][m];
  long total = sizeof a, row = sizeof a[1];
  n = m = 100; /* the sizes are those of when the declaration ran */
  return (int)(total * 1000 + row) + (int)(sizeof a[2] - row);
}

long grid_sum(int rows, int cols, const int g[rows][cols]) {
  long s = 0;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) s += (long)g[i][j] * (i + 1);
  return s;
}

void grid_fill(int rows, int cols, int g[][cols], int base) {
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) g[i][j] = base + i * cols + j;
}

int row_total(int cols, const int *row) {
  int s = 0;
  for (int j = 0; j < cols; j++) s += row[j];
  return s;
}

// a local with rows of a variable length, and a fixed two-dimensional array, through such parameters
// expect: grids(3, 5) = 560110930
int grids(int r, int c) {
  int g[r][c];
  int w[4][6];
  grid_fill(r, c, g, 10);
  grid_fill(4, 6, w, 1);
  return (int)grid_sum(r, c, g) * 1000000 + row_total(c, g[2]) * 1000 + (int)grid_sum(4, 6, w);
}

// rows whose element is an array (int t[3][m][2]: a constant first dimension)
// expect: cube(3) = 2112483
int cube(int m) {
  int t[3][m][2];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < 2; k++) t[i][j][k] = i * 100 + j * 10 + k;
  return t[2][1][1] * 10000 + (int)sizeof t[1] * 100 + (int)sizeof t[0][0] * 10 + (int)(sizeof t / sizeof t[1]) +
         t[1][2][0] * 0;
}

// a declaration in a loop makes its rows again each time
// expect: identities(4) = 10
int identities(int n) {
  int s = 0;
  for (int k = 1; k <= n; k++) {
    int t[k][k];
    for (int i = 0; i < k; i++)
      for (int j = 0; j < k; j++) t[i][j] = i == j;
    for (int i = 0; i < k; i++) s += t[i][i];
  }
  return s;
}

// gcc evaluates the second dimension first, and the index of a row in sizeof (an operand of a
// variable-length type)
int order_log[4];
int order_n;
int dim(int v) { order_log[order_n++] = v; return v; }
// expect: dims_order() = 2423212
int dims_order(void) {
  order_n = 0;
  int a[dim(2)][dim(3)];
  int i = 1;
  long s = sizeof a[i++];
  return order_log[0] * 1000 + order_log[1] * 100 + (int)s + i * 10000 + (int)sizeof a * 100000;
}

// empty rows (gcc's zero-length arrays)
// expect: empty_rows(0) = 0
int empty_rows(int m) {
  int e[3][m];
  return (int)(sizeof e + sizeof e[2]);
}

// gnc-only: gcc does not check bounds
// trap: row_past_end(2, 3) = index_out_of_bounds
int row_past_end(int n, int m) {
  int a[n][m];
  a[n][0] = 1;
  return a[0][0];
}

// gnc-only: a negative length is undefined behaviour in C
// trap: negative_rows(2, -3) = bad_array_size
int negative_rows(int n, int m) {
  int a[n][m];
  return (int)sizeof a;
}

// goto in a function with variable-length arrays: out of their scopes and back before their
// declarations (each run of a declaration ends the array it made before: memory does not grow), never
// into a scope (an error, as in C).  (20,000 arrays of 4,000 bytes would not fit the run's 64 MiB.)
// expect: goto_vla(1000, 20000) = 99973011
int goto_vla(int n, int rounds) {
  int k = 0;
  long sum = 0;
top:
  {
    int big[n];
    for (int i = 0; i < n; i++) big[i] = i + k;
    sum += big[n - 1] - n;
    k++;
    if (k < rounds) goto top;
  }
  for (int r = 0; r < 3; r++) {
    int a[r + 2];
    a[0] = r;
    for (int j = 0; j < 5; j++) {
      int b[j + 1];
      b[j] = a[0] + j;
      if (j == 3) goto next;
      sum += b[j];
    }
  next:
    sum += a[0] * 1000;
  }
  return (int)(sum % 100000007);
}

// A parameter that points to rows, `int (*a)[m]`, is `int a[][m]`: rows of a variable length or of a
// constant one.
static int sum_rows(int n, int m, int (*a)[m]) {
  int s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) s += a[i][j] * (j + 1);
  return s;
}
static int last_column(int n, int (*a)[4]) {
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i][3];
  return s;
}
static long row_bytes(int m, double (*r)[m]) { return (long)sizeof r[0]; }
// expect: pointer_to_rows(3, 4) = 1850012
long pointer_to_rows(int n, int m) {
  int a[n][m];
  int b[2][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}};
  double d[2][m + 1];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) a[i][j] = i * m + j;
  return sum_rows(n, m, a) * 10000L + sum_rows(2, 4, b) * 100L + last_column(2, b) + row_bytes(m + 1, d) * 1000L;
}

// Three variable dimensions (int dp[n + 1][m + 1][k + 1]): rows of rows, each of a length read when the
// declaration runs (the innermost first, as gcc); dp[i] and dp[i][j] are rows, sizeof measures each.  A
// parameter int g[n][m][k] takes such an array, or a fixed one of the same shape.
static long weigh3(int n, int m, int k, int g[n][m][k]) {
  long s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int l = 0; l < k; l++) s += g[i][j][l] * (i + 2 * j + 3 * l + 1);
  return s * 1000 + (long)sizeof g[0] + (long)sizeof g[0][0];
}
// expect: three_dims(3, 4, 5) = 310650768
long three_dims(int n, int m, int k) {
  int dp[n + 1][m + 1][k + 1];
  memset(dp, 0, sizeof dp);
  for (int i = 0; i <= n; i++)
    for (int j = 0; j <= m; j++)
      for (int l = 0; l <= k; l++) dp[i][j][l] = i * 100 + j * 10 + l;
  return weigh3(n + 1, m + 1, k + 1, dp) + (long)(sizeof dp + sizeof dp[1] + sizeof dp[1][2]);
}
// expect: three_dims_order() = 4320096
int three_dims_order(void) {
  order_n = 0;
  int x[dim(2)][dim(3)][dim(4)];
  int fixed[2][3][4] = {{{1}}, {{0}, {0, 0, 0, 7}}};
  return order_log[0] * 1000000 + order_log[1] * 100000 + order_log[2] * 10000 + (int)sizeof x +
         (int)(weigh3(2, 3, 4, fixed) % 1000) * 0;
}
// the longest common subsequence of three strings, the three-dimensional table of such solutions
// expect: lcs3() = 4
int lcs3(void) {
  const char *a = "AGGTABQR", *b = "GXTXAYBQ", *c = "AGTXBQZ";
  int n = (int)strlen(a), m = (int)strlen(b), o = (int)strlen(c);
  int L[n + 1][m + 1][o + 1];
  for (int i = 0; i <= n; i++)
    for (int j = 0; j <= m; j++)
      for (int k = 0; k <= o; k++) {
        if (i == 0 || j == 0 || k == 0) L[i][j][k] = 0;
        else if (a[i - 1] == b[j - 1] && b[j - 1] == c[k - 1]) L[i][j][k] = L[i - 1][j - 1][k - 1] + 1;
        else {
          int best = L[i - 1][j][k];
          if (L[i][j - 1][k] > best) best = L[i][j - 1][k];
          if (L[i][j][k - 1] > best) best = L[i][j][k - 1];
          L[i][j][k] = best;
        }
      }
  return L[n][m][o];
}

// gnc-only: gcc does not check bounds
// trap: third_dim_past_end(2, 3, 4) = index_out_of_bounds
int third_dim_past_end(int n, int m, int k) {
  int a[n][m][k];
  a[n - 1][m - 1][k] = 1; /* past the whole array's end */
  return a[0][0][0];
}
