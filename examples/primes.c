// Counting primes below n with the sieve of Eratosthenes (n at most 65536, the largest array): a whole
// program, which gnc run runs as the gcc-compiled program would (its output, main's exit status).
//   build/gnc run examples/primes.c -- 65536     prints 6542
//   build/gnc run examples/primes.c --entry count_primes 100     prints 25
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

int count_primes(int n) {
  bool composite[65536] = {false};
  int count = 0;
  for (int i = 2; i < n; i++) {
    if (composite[i]) continue;
    count++;
    for (long j = (long)i * i; j < n; j += i) composite[j] = true;
  }
  return count;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  if (n < 0 || n > 65536) return 1; /* the exit status says it */
  printf("%d\n", count_primes(n));
  return 0;
}
