// Variable-length arrays (C11 6.7.6.2): a local array whose first dimension is computed when its
// declaration runs, in the run's memory, bounds-checked like any array; sizeof gives its size then.  A
// declaration that runs again (a loop) ends the array it made before, so loops do not use up memory.  A
// negative length traps bad_array_size, one that does not fit out_of_memory.
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
