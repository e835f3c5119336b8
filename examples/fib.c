// Fibonacci numbers, recursively and iteratively.
//   build/gnc run examples/fib.c --entry fib 30         prints 832040 (recursive)
//   build/gnc run examples/fib.c --entry fib_iter 90    prints 2880067194370816120
int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

long fib_iter(int n) {
  long a = 0, b = 1;
  for (int i = 0; i < n; i++) {
    long t = a + b;
    a = b;
    b = t;
  }
  return a;
}
