// C syntax outside the subset (and plain syntax errors): function pointers, members, multi-dimensional
// arrays, functions returning arrays, old-style definitions, labels, nested functions, designated
// initialisers.
// 19:51: error: expected ';'
// 20:24: error: expected an identifier
// 21:30: error: expected an expression before '>'
// 22:44: error: expected an expression before ']'
// 23:78: error: expected ';'
// 24:31: error: expected ';'
// 25:20: error: expected '{'
// 27:15: error: expected a type before 'a'
// 27:25: error: expected a function definition
// 28:20: error: expected ';'
// 29:28: error: expected ';'
// 30:49: error: expected '{'
// 31:41: error: expected an expression before '['
// 33:41: error: expected ';'

int comma(void) { int a = 1; int b = 2; return a  b; }
int fn_ptr(void) { int (*f)(int); return 0; }
int arrow(int *p) { return p->x; }
int empty_index(void) { int a[2]; return a[]; }
int for_comma(void) { int s = 0; for (int i = 0, j = 0; i < 3; i++, j++) s++ return s; }
int multi_dim(void) { int a[2][2]; return 0; }
int array_ret(void)[2];
int arr_param_sized(int a[3]) { return a[0]; }
int old_style(a) int a; { return a; }
int label(void) { x: return 0; }
int nested_fn(void) { int g(void) { return 1; } return 0; }
int cast_array(void) { int a[2]; return ((int[])a)[0]; }
int init_designated(void) { int a[3] = {[1] = 2}; return a[1]; }
int ternary_lvalue(void) { int a = 0; int b = 0; (1 ? a : b) = 2; return a; }
int fn_in_decl_list(void) { int a = 1, b(void); return a; }
