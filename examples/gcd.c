// Greatest common divisor, Euclid's algorithm.
//   build/gnc run examples/gcd.c --entry gcd -- 1071 462      prints 21
int gcd(int a, int b) {
  while (b != 0) {
    int t = a % b;
    a = b;
    b = t;
  }
  return a;
}
