// Reachability: a non-void function whose end can be reached.
// 12:5: error: control reaches the end of non-void function 'empty'
// 13:5: error: control reaches the end of non-void function 'if_only'
// 14:5: error: control reaches the end of non-void function 'loop_break'
// 15:5: error: control reaches the end of non-void function 'while_cond'
// 16:5: error: control reaches the end of non-void function 'for_cond'
// 17:5: error: control reaches the end of non-void function 'for_break'
// 18:8: error: control reaches the end of non-void function 'nested'
// 19:6: error: control reaches the end of non-void function 'do_break'
// 20:6: error: control reaches the end of non-void function 'else_missing'

int empty(void) { }
int if_only(int c) { if (c) return 1; }
int loop_break(void) { while (1) { break; } }
int while_cond(int c) { while (c) { return 1; } }
int for_cond(int n) { for (int i = 0; i < n; i++) return i; }
int for_break(void) { for (;;) { if (1) break; return 2; } }
double nested(int a, int b) { if (a) { if (b) return 1; } else return 2; }
long do_break(void) { do { break; return 1; } while (1); }
bool else_missing(int c) { if (c) return true; else if (!c) return false; }
