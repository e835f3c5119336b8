// sieve: primes below 60000 with a sieve of Eratosthenes, repeated n times (array-heavy)
int sieve(void) {
  bool composite[60000] = {false};
  int count = 0;
  for (int i = 2; i < 60000; i++) {
    if (!composite[i]) {
      count++;
      for (int j = i + i; j < 60000; j += i) composite[j] = true;
    }
  }
  return count;
}
long main(int n) {
  long s = 0;
  for (int k = 0; k < n; k++) s += sieve();
  return s;
}
