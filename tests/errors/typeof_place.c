// typeof is supported in the type of a local variable's declaration only: not at file scope, in a cast, in
// sizeof, in a static local, a member, a parameter, or as an array's element.
// 12:1: error: typeof is supported by gnc only in the type of a local variable's declaration (as in { typeof(a) t = a; a = b; b = t; })
// 13:23: error: typeof is supported by gnc only in the type of a local variable's declaration (as in { typeof(a) t = a; a = b; b = t; })
// 14:29: error: typeof is supported by gnc only in the type of a local variable's declaration (as in { typeof(a) t = a; a = b; b = t; })
// 15:22: error: typeof is supported by gnc only in the type of a local variable's declaration (as in { typeof(a) t = a; a = b; b = t; })
// 16:26: error: typeof is supported by gnc only in the type of a local variable's declaration (as in { typeof(a) t = a; a = b; b = t; })
// 17:7: error: typeof is supported by gnc only in the type of a local variable's declaration (as in { typeof(a) t = a; a = b; b = t; })
// 18:29: error: typeof of an array, a function or a bit-field, or an array of a typeof type, is not supported by gnc

int x;
typeof(x) y;
int h(void) { return (typeof(x))1; }
int k(void) { return sizeof(typeof(x)); }
int m(void) { static typeof(x) s; return s; }
int n(void) { struct S { typeof(x) m; } s; return 0; }
int o(typeof(x) a) { return a; }
int q(void) { typeof(x) many[2]; return 0; }
