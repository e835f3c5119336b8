// Counting primes below n with the sieve of Eratosthenes (n at most 65536, the largest array).
//   build/gnc run examples/primes.c -- 65536     prints 6542
int main(int n) {
  bool composite[65536] = {false};
  int count = 0;
  for (int i = 2; i < n; i++) {
    if (composite[i]) continue;
    count++;
    for (long j = (long)i * i; j < n; j += i) composite[j] = true;
  }
  return count;
}
