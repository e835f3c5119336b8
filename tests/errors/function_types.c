// Declarators of function types and pointers gnc rejects: variables of function type, variadic
// parameters, a parenthesised pointer to an object, a name in a type name, a pointer to an array.
// 10:25: error: 'u' has a function type: gnc supports pointers to functions, not variables or members of function type
// 11:6: error: 'global_fn_var' has a function type: gnc supports pointers to functions, not variables or members of function type
// 12:28: error: expected a type before '.'
// 13:43: error: expected '('
// 14:48: error: expected ')'
// 15:19: error: '(*p)' is not supported by gnc yet
typedef int unop(int);
int fn_var(void) { unop u; return 0; }
unop global_fn_var;
int variadic(int (*f)(int, ...)) { return 0; }
int parenthesised_pointer(void) { int (*p); return 0; }
int abstract_named(void) { return sizeof(int (*f)(int)); }
int g(void) { int (*p)[4]; return 0; }
