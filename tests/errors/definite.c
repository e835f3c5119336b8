// Definite assignment: reading a variable on a path where it may not have been assigned.
// 25:34: error: 'x' is used before it is surely assigned
// 26:53: error: 'x' is used before it is surely assigned
// 27:61: error: 'x' is used before it is surely assigned
// 28:68: error: 'x' is used before it is surely assigned
// 29:72: error: 'x' is used before it is surely assigned
// 30:30: error: 'x' is used before it is surely assigned
// 31:27: error: 'x' is used before it is surely assigned
// 32:29: error: 'x' is used before it is surely assigned
// 33:35: error: 'x' is used before it is surely assigned
// 34:82: error: 'x' is used before it is surely assigned
// 35:61: error: 'y' is used before it is surely assigned
// 36:55: error: 'y' is used before it is surely assigned
// 37:59: error: 'x' is used before it is surely assigned
// 38:45: error: 'x' is used before it is surely assigned
// 39:50: error: 'b' is used before it is surely assigned
// 40:89: error: 'x' is used before it is surely assigned
// 41:49: error: 'i' is used before it is surely assigned
// 42:44: error: 'x' is used before it is surely assigned
// 43:49: error: 'x' is used before it is surely assigned
// 44:76: error: 'x' is used before it is surely assigned
// 45:66: error: 'y' is used before it is surely assigned
// 46:94: error: 't' is used before it is surely assigned

int simple(void) { int x; return x; }
int one_branch(int c) { int x; if (c) x = 1; return x; }
int else_only(int c) { int x; if (c) { } else x = 1; return x; }
int loop_body(int n) { int x; while (n > 0) { x = n; n--; } return x; }
int for_body(int n) { int x; for (int i = 0; i < n; i++) x = i; return x; }
int own_init(void) { int x = x + 1; return x; }
int incdec(void) { int x; x++; return x; }
int compound(void) { int x; x += 1; return x; }
int in_cond(void) { int x; while (x < 10) x = 10; return 0; }
int after_break(int c) { int x; while (1) { if (c) break; x = 1; break; } return x; }
int land_right(int c) { int y; if (c && (y = 1)) { } return y; }
int lor_left(int c) { int y; if (c || (y = 1)) return y; return 0; }
int cond_one_side(int c) { int x; c ? (x = 1) : 0; return x; }
int in_arg(void) { int x; return simple() + x; }
int second_decl(void) { int a = 1, b; return a + b; }
int cont(int n) { int x; for (int i = 0; i < n; i++) { if (i) continue; x = 1; } return x; }
int arr_index(void) { int a[2]; int i; return a[i]; }
long do_cond(void) { long x; do { } while (x); return 0; }
int shadowed(void) { int x = 1; { int x; return x; } }
int do_break(int c) { int x; do { if (c) break; x = 1; } while (0); return x; }
int not_or(int c) { int y; if (!(c || (y = 1))) return y; return y; }
int decl_in_loop(int n) { int s = 0; for (int i = 0; i < n; i++) { int t; if (i) t = 1; s += t; } return s; }
