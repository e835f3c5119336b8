// Whole small programs: classic algorithms combining every feature.

// Sieve of Eratosthenes: the number of primes below n.
int sieve(int n) {
  bool composite[65536];
  for (int i = 0; i < n; i++) composite[i] = false;
  int count = 0;
  for (int i = 2; i < n; i++) {
    if (composite[i]) continue;
    count++;
    for (long j = (long)i * i; j < n; j += i) composite[j] = true;
  }
  return count;
}
// expect: sieve(100) = 25
// expect: sieve(65536) = 6542

// Quicksort (recursive, Lomuto partition) through an array parameter.
void swap(int a[], int i, int j) { int t = a[i]; a[i] = a[j]; a[j] = t; }
void quicksort(int a[], int lo, int hi) {
  if (lo >= hi) return;
  int p = a[hi];
  int i = lo;
  for (int j = lo; j < hi; j++)
    if (a[j] < p) { swap(a, i, j); i++; }
  swap(a, i, hi);
  quicksort(a, lo, i - 1);
  quicksort(a, i + 1, hi);
}
// expect: 1
int sort_check(void) {
  int a[1000];
  long x = 12345;
  for (int i = 0; i < 1000; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    a[i] = (int)(x % 10000) - 5000;
  }
  quicksort(a, 0, 999);
  for (int i = 0; i + 1 < 1000; i++)
    if (a[i] > a[i + 1]) return 0;
  return 1;
}

// Binary search.
int bsearch_(int a[], int n, int key) {
  int lo = 0;
  int hi = n - 1;
  while (lo <= hi) {
    int mid = lo + (hi - lo) / 2;
    if (a[mid] == key) return mid;
    if (a[mid] < key) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
// expect: bsearch_([1, 3, 5, 7, 9, 11], 6, 9) = 4
// expect: bsearch_([1, 3, 5, 7, 9, 11], 6, 4) = -1

// Matrix multiplication in flat arrays.
void matmul(double a[], double b[], double c[], int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0;
      for (int k = 0; k < n; k++) s += a[i * n + k] * b[k * n + j];
      c[i * n + j] = s;
    }
}
// expect: 3
double matrix(void) {
  double a[4] = {1, 2, 3, 4};
  double b[4] = {0.5, 0, 0, 0.25};
  double c[4];
  matmul(a, b, c, 2);
  return c[0] + c[1] + c[2] + c[3] - 0.25 - 0.25;
}

// N queens by backtracking.
bool safe(int cols[], int row, int col) {
  for (int r = 0; r < row; r++) {
    int c = cols[r];
    if (c == col || c - col == r - row || c - col == row - r) return false;
  }
  return true;
}
int place(int cols[], int row, int n) {
  if (row == n) return 1;
  int count = 0;
  for (int c = 0; c < n; c++) {
    if (safe(cols, row, c)) { cols[row] = c; count += place(cols, row + 1, n); }
  }
  return count;
}
int queens(int n) { int cols[16] = {0}; return place(cols, 0, n); }
// expect: queens(6) = 4
// expect: queens(8) = 92

// Modular exponentiation with longs.
long powmod(long b, long e, long m) {
  long r = 1;
  b %= m;
  while (e > 0) {
    if (e & 1) r = r * b % m;
    b = b * b % m;
    e >>= 1;
  }
  return r;
}
// expect: powmod(2, 100, 1000000007) = 976371285
// expect: powmod(3, 0, 7) = 1

// Miller-Rabin-free primality by trial division.
bool is_prime(long n) {
  if (n < 2) return false;
  for (long d = 2; d * d <= n; d++)
    if (n % d == 0) return false;
  return true;
}
// expect: is_prime(2147483647) = true
// expect: is_prime(1000000007) = true
// expect: is_prime(1000000008) = false

// 64-bit FNV-1a hash over an array, relying on wrapping multiplication.
long fnv1a(int data[], int n) {
  long h = -3750763034362895579L; /* 0xcbf29ce484222325 as a signed value */
  for (int i = 0; i < n; i++) {
    h ^= data[i] & 255;
    h *= 1099511628211L;
  }
  return h;
}
// expect: fnv1a([97, 98, 99], 3) = -1792535898324117685

// xorshift64 pseudo-random numbers (arithmetic shifts on negative values differ from C's unsigned
// version, but gcc and gnc agree).
long xorshift(long x, int rounds) {
  for (int i = 0; i < rounds; i++) {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
  }
  return x;
}
// expect: xorshift(88172645463325252, 10) = 1973373814163692145

// Longest common subsequence by dynamic programming.
int lcs(int a[], int n, int b[], int m) {
  int dp[1089];
  for (int i = 0; i <= n; i++)
    for (int j = 0; j <= m; j++) {
      if (i == 0 || j == 0) dp[i * 33 + j] = 0;
      else if (a[i - 1] == b[j - 1]) dp[i * 33 + j] = dp[(i - 1) * 33 + j - 1] + 1;
      else {
        int u = dp[(i - 1) * 33 + j];
        int l = dp[i * 33 + j - 1];
        dp[i * 33 + j] = u > l ? u : l;
      }
    }
  return dp[n * 33 + m];
}
// expect: lcs([1, 2, 3, 4, 1], 5, [3, 4, 1, 2, 1, 3], 6) = 3

// 0/1 knapsack.
int knapsack(int w[], int v[], int n, int cap) {
  int best[1001] = {0};
  for (int i = 0; i < n; i++)
    for (int c = cap; c >= w[i]; c--)
      if (best[c - w[i]] + v[i] > best[c]) best[c] = best[c - w[i]] + v[i];
  return best[cap];
}
// expect: knapsack([12, 2, 1, 1, 4], [4, 2, 1, 2, 10], 5, 15) = 15

// Tower of Hanoi move count, recursively.
long hanoi(int n) { return n == 0 ? 0 : 2 * hanoi(n - 1) + 1; }
// expect: hanoi(40) = 1099511627775

// Population count and bit reversal.
int popcount(long x) { int c = 0; while (x != 0) { x &= x - 1; c++; } return c; }
// expect: popcount(-1) = 64
// expect: popcount(255) = 8
int reverse_bits(int x) {
  int r = 0;
  for (int i = 0; i < 32; i++) { r = (r << 1) | (x & 1); x >>= 1; }
  return r;
}
// expect: reverse_bits(1) = -2147483648
// expect: reverse_bits(6) = 1610612736

// Integer square root by bisection on longs.
long isqrt(long n) {
  long lo = 0;
  long hi = 3037000499;
  while (lo < hi) {
    long mid = lo + (hi - lo + 1) / 2;
    if (mid * mid <= n) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
// expect: isqrt(9223372036854775807) = 3037000499
// expect: isqrt(99) = 9

// Caesar cipher over character codes.
int caesar(int text[], int n, int shift) {
  int sum = 0;
  for (int i = 0; i < n; i++) {
    int ch = text[i];
    if (ch >= 'a' && ch <= 'z') ch = 'a' + (ch - 'a' + shift) % 26;
    text[i] = ch;
    sum = sum * 31 + ch;
  }
  return sum;
}
// expect: caesar([104, 101, 108, 108, 111], 5, 13) = 111568261

// Numerical integration (midpoint rule) of x^2 on [0, 1].
double integrate(int n) {
  double h = 1.0 / n;
  double s = 0;
  for (int i = 0; i < n; i++) {
    double x = (i + 0.5) * h;
    s += x * x * h;
  }
  return s;
}
// expect: integrate(1000) = 0.33333324999999991

// Euclid's extended algorithm through arrays as out-parameters.
long ext_gcd(long a, long b, long xy[]) {
  if (b == 0) { xy[0] = 1; xy[1] = 0; return a; }
  long g = ext_gcd(b, a % b, xy);
  long t = xy[0];
  xy[0] = xy[1];
  xy[1] = t - a / b * xy[1];
  return g;
}
// expect: 1
int ext_gcd_check(void) { long xy[2]; long g = ext_gcd(240, 46, xy); return 240 * xy[0] + 46 * xy[1] == g && g == 2; }
