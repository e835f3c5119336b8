// The functions reading standard input are <stdio.h>'s: without it, those that gcc would not take as builtins
// with their types and that return no int are undeclared.
// 5:27: error: implicit declaration of library function 'fgets' (its standard header is not included)
// 6:45: error: implicit declaration of library function 'getline' (its standard header is not included)
char *f(char *s) { return fgets(s, 10, 0); }
long g(char **s, unsigned long *n) { return getline(s, n, 0); }
