// Declarators of function types and pointers gnc rejects: variables of function type, variadic
// parameters, a parenthesised pointer to an object, a name in a type name, a pointer to an array of
// unknown size.
// 13:25: error: 'u' has a function type: gnc supports pointers to functions, not variables or members of function type
// 14:6: error: 'global_fn_var' has a function type: gnc supports pointers to functions, not variables or members of function type
// 15:28: error: a pointer to a function with variable arguments is not supported by gnc
// 16:43: error: expected '('
// 17:48: error: expected ')'
// 18:19: error: '(*p)[]' is not supported by gnc yet
// 19:50: error: '(*)' is not supported by gnc yet
// 20:41: error: '(*q[2])' is not supported by gnc yet
typedef int unop(int);
int fn_var(void) { unop u; return 0; }
unop global_fn_var;
int variadic(int (*f)(int, ...)) { return 0; }
int parenthesised_pointer(void) { int (*p); return 0; }
int abstract_named(void) { return sizeof(int (*f)(int)); }
int g(void) { int (*p)[]; return 0; }
int cast_to_array_pointer(int *a) { return ((int (*)[2])a)[0][0]; }
int array_of_array_pointers(void) { int (*q[2])[3]; return 0; }
