// gcd: Euclid's algorithm over many pairs (loop- and modulo-heavy)
int gcd(int a, int b) {
  while (b != 0) { int t = a % b; a = b; b = t; }
  return a;
}
long main(int n) {
  long s = 0;
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= 200; j++) s += gcd(i * 7919, j * 104729);
  return s;
}
