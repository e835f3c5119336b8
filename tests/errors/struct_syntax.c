// Syntax of structs, unions and array declarators: a redefined tag, a tag used as another kind, members
// without a name, too many dimensions, sizeof of an incomplete struct, offsetof of an unknown member,
// _Alignof of an expression (C11 takes a type only).
// 12:1: error: redefinition of 'struct P'
// 13:7: error: conflicting types for 'P'
// 14:13: error: expected an identifier
// 15:43: error: too many array dimensions (limit 8)
// 16:45: error: 'struct Nope' has an incomplete type
// 17:65: error: no member named 'q'
// 18:53: error: expected '('
struct P { int x; };
struct P { int y; };
union P u;
struct { int; } anon_member;
struct Big { int m[2][2][2][2][2][2][2][2][2]; };
int sizeof_incomplete(void) { return sizeof(struct Nope); }
int offsetof_member(void) { return __builtin_offsetof(struct P, q); }
int alignof_expr(void) { int x = 0; return _Alignof x; }
