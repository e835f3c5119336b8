// C syntax outside the subset (and plain syntax errors): variadic function pointers, wide bit-fields, variable-length
// arrays, functions returning arrays, an old-style definition that declares no parameter,
// nested functions, labels as values, a designator after a range, a designator without '='.
// 20:51: error: expected ';'
// 21:34: error: a pointer to a function with variable arguments is not supported by gnc
// 22:40: error: a bit-field of more than 32 bits is not supported by gnc (gcc computes in its width)
// 23:44: error: expected an expression before ']'
// 24:78: error: expected ';'
// 25:33: error: a variable-length array is supported by gnc only in the leading dimensions of a local variable or a parameter, at most three (int a[n][m][k])
// 26:20: error: expected '{'
// 28:22: error: declaration of 'b' before the body, but no such parameter
// 28:25: error: expected a function definition
// 29:35: error: expected an expression before '&&'
// 30:35: error: expected ';'
// 31:49: error: expected '{'
// 32:57: error: a designator after a range designator ([lo ... hi].x =) is not supported by gnc: give the range a list, as in [lo ... hi] = { .x = ... }
// 33:54: error: invalid designator in an initializer
// 35:48: error: expected ';'

int comma(void) { int a = 1; int b = 2; return a  b; }
int fn_ptr(void) { int (*f)(int, ...); return 0; }
int bitfield(void) { struct B { long x : 40; } b; return 0; }
int empty_index(void) { int a[2]; return a[]; }
int for_comma(void) { int s = 0; for (int i = 0, j = 0; i < 3; i++, j++) s++ return s; }
int vla(int n) { int a[n][n][n][n]; return a[0][0][0][0]; }
int array_ret(void)[2];
int arr_param_sized(int a[3]) { return a[0]; }
int old_style(a) int b; { return a; }
int label_value(void) { void *p = &&done; done: return p != 0; }
int nested_fn(void) { int g(void) { return 1; } return 0; }
int cast_array(void) { int a[2]; return ((int[])a)[0]; }
int desig2(void) { struct P { int x; } a[2] = {[0 ... 1].x = 2}; return 0; }
int desig3(void) { struct D { int v[2]; } d = {.v[1] 1}; return d.v[1]; }
int ternary_lvalue(void) { int a = 0; int b = 0; (1 ? a : b) = 2; return a; }
int fn_body_in_list(void) { int a = 1, b(void) { return 2; } return a; }
