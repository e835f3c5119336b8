// Definite assignment and reachability: programs that are valid although a naive analysis would
// reject them.  (tests/errors/definite.c holds the ones that must be rejected.)

// Assigned on both branches.
// expect: both(1) = 10
// expect: both(0) = 20
int both(int c) { int x; if (c) x = 10; else x = 20; return x; }

// Assigned in every branch of a chain.
// expect: chain(2) = 2
int chain(int c) {
  int x;
  if (c == 1) x = 1;
  else if (c == 2) x = 2;
  else x = 3;
  return x;
}

// Assigned in a declaration list, later declarators using earlier ones.
// expect: 6
int decl_list(void) { int a = 1, b = a + 1, c = b + a; return a + b + c; }

// Assigned before a loop, used inside and after.
// expect: 10
int before_loop(void) { int s; s = 0; for (int i = 0; i < 5; i++) s += i; return s; }

// A do/while body always runs: assigned there, usable after.
// expect: 7
int do_assigns(void) { int x; do { x = 7; } while (0); return x; }

// A do/while body assigns before the condition reads.
// expect: 3
int do_cond_reads(void) { int x; int n = 0; do { x = n; n++; } while (x < 3); return x; }

// Assigned in the condition of an if.
// expect: in_cond(5) = 5
int in_cond(int v) { int x; if ((x = v) > 0) return x; return -x; }

// Assigned in the condition of a while: the body and the code after may read it.
// expect: 4
int while_cond_assign(void) { int x; int n = 0; while ((x = n) < 4) n++; return x; }

// Assigned in the init of a for.
// expect: 3
int for_init_assign(void) { int x; for (x = 0; x < 3; x++) { } return x; }

// Loops that only exit through break: assigned before every break.
// expect: 12
int forever_break(void) { int x; while (1) { x = 12; break; } return x; }

// expect: 5
int for_ever_break(void) { int x; for (;;) { x = 5; break; } return x; }

// expect: 9
int break_paths(void) {
  int x;
  int i = 0;
  for (;;) {
    i++;
    if (i == 3) { x = 9; break; }
    if (i > 100) { x = -1; break; }
  }
  return x;
}

// ?: assigning on both sides.
// expect: cond_both(0) = 2
int cond_both(int c) { int x; c ? (x = 1) : (x = 2); return x; }

// A variable assigned in a nested block is assigned after it.
// expect: 3
int nested_block(void) { int x; { { x = 3; } } return x; }

// Code after a return is unreachable: the use of x there is not an error.
// expect: 1
int after_return(void) { int x; return 1; return x; }

// Code after an infinite loop is unreachable.
// expect: 2
int after_forever(void) { int x; while (1) { return 2; } return x; }

// Assigned in both branches, each of which may return early.
// expect: both_return(1) = 1
// expect: both_return(0) = 5
int both_return(int c) { int x; if (c) return 1; else x = 5; return x; }

// A variable assigned only inside a loop body is fine when used only there.
// expect: 6
int loop_local(void) { int s = 0; for (int i = 0; i < 3; i++) { int t; t = i + 1; s += t; } return s; }

// Arrays are always initialised.
// gnc-only: C leaves the elements indeterminate
// expect: 0
int array_read(void) { int a[3]; return a[1]; }

// Missing-return analysis: every path ends in a return.
// expect: ret_if_else(1) = 1
int ret_if_else(int c) { if (c) return 1; else return 2; }

// expect: ret_nested(0, 1) = 3
int ret_nested(int a, int b) {
  if (a) { if (b) return 1; else return 2; }
  else { if (b) return 3; return 4; }
}

// expect: 7
int ret_forever(void) { for (;;) { return 7; } }

// expect: 8
int ret_while_true(void) { int i = 0; while (1) { if (i++ == 8) return i - 1; } }

// expect: 1
int ret_do(void) { do { return 1; } while (1); }

// expect: 4
int ret_block(void) { { { return 4; } } }

// expect: ret_do_cond(3) = 3
int ret_do_cond(int n) { do { return n; } while (n > 0); }
