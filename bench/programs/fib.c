// fib: naive doubly recursive Fibonacci (call-heavy)
int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
int main(int n) { return fib(n); }
