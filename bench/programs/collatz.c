// collatz: total stopping time of 1..n (branchy integer loop)
long main(int n) {
  long total = 0;
  for (int i = 1; i <= n; i++) {
    long x = i;
    while (x != 1) {
      if (x % 2 == 0) x = x / 2; else x = 3 * x + 1;
      total++;
    }
  }
  return total;
}
