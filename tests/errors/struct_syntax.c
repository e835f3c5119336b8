// Syntax of structs, unions and array declarators: a redefined tag, a tag used as another kind, members
// without a name, too many dimensions, sizeof of an incomplete struct, offsetof of an unknown member,
// _Alignof of an expression (C11 takes a type only), a struct defined in a type name.
// 13:1: error: redefinition of 'struct P'
// 14:7: error: conflicting types for 'P'
// 15:13: error: expected an identifier
// 16:43: error: too many array dimensions (limit 8)
// 17:45: error: 'struct Nope' has an incomplete type
// 18:65: error: no member named 'q'
// 19:53: error: expected '('
// 20:53: error: a struct, union or enum cannot be defined here in gnc (define it in a declaration)
struct P { int x; };
struct P { int y; };
union P u;
struct { int; } anon_member;
struct Big { int m[2][2][2][2][2][2][2][2][2]; };
int sizeof_incomplete(void) { return sizeof(struct Nope); }
int offsetof_member(void) { return __builtin_offsetof(struct P, q); }
int alignof_expr(void) { int x = 0; return _Alignof x; }
int struct_in_sizeof(void) { return sizeof(struct Q { int a; }); }
