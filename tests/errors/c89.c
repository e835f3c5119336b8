// C89's calls without a prototype in scope and the program's own declarations of library functions, where
// gcc's code would pass or read what the callee does not: an argument of another kind than its parameter
// (a double for an int, an int for a long, any value for a float or a bool), and a declaration whose types
// are not the C library's (a result of another class or wider, a parameter of another class or count).
// 25:11: error: argument 1 of 'f' is not of its parameter's kind, which a call without a prototype needs (declare the function with its parameters before the call)
// 25:20: error: argument 1 of 'g' is not of its parameter's kind, which a call without a prototype needs (declare the function with its parameters before the call)
// 25:27: error: argument 1 of 'h' is not of its parameter's kind, which a call without a prototype needs (declare the function with its parameters before the call)
// 25:34: error: argument 1 of 'later' is not of its parameter's kind, which a call without a prototype needs (declare the function with its parameters before the call)
// 26:8: error: 'strlen' is declared with other types than the C library's, whose function gnc runs (include its header instead)
// 26:22: error: 'atoi' is declared with other types than the C library's, whose function gnc runs (include its header instead)
// 26:34: error: 'puts' is declared with other types than the C library's, whose function gnc runs (include its header instead)
// 26:49: error: 'abs' is declared with other types than the C library's, whose function gnc runs (include its header instead)
// 26:65: error: argument 1 of 'sqrt' is not of its parameter's kind, which a call without a prototype needs (declare the function with its parameters before the call)
// 27:3: error: 'printf' is declared with other types than the C library's, whose function gnc runs (include its header instead)
int f();
int g(x) long x; { return (int)x; }
int h(x) double x; { return (int)x; }
double strlen(char *);
long atoi(char *);
int puts(char *, int);
void printf(const char *, ...);
int abs(double);
double sqrt();
int main(void) {
  int a = f(1.5) + g(1) + h(2) + later(2.5);
  a += strlen("x") + atoi("1") + puts("x", 1) + abs(2.0) + (int)sqrt(4);
  printf("%d", a);
  return 0;
}
int f(int x) { return x; }
int later(int x) { return x; }
