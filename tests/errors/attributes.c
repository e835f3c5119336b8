// __attribute__ lists: the attributes that change what a run observes (layout, code run before main,
// cleanups) are errors that name them; packed only on a struct or union type.  All found by the lexer.
// 9:38: error: attribute 'aligned' is not supported by gnc
// 10:31: error: attribute 'constructor' is not supported by gnc
// 11:7: error: gnc supports 'packed' only on a struct or union type
// 12:45: error: attribute '__cleanup__' is not supported by gnc
// 13:31: error: attribute 'vector_size' is not supported by gnc

struct S { int x; } s __attribute__((aligned(16)));
int init(void) __attribute__((constructor));
int g __attribute__((packed));
int f(void) { int *p __attribute__((unused, __cleanup__(free))) = 0; return 0; }
typedef int v4 __attribute__((vector_size(16)));
