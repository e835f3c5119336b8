// Locals before and after assignment, and the ends of functions (docs/language.md, "Locals and the end
// of a function").  The first part reads variables assigned on every path (valid C, compared with gcc); the
// second reads variables before any assignment: gnc's choice for what C leaves indeterminate is 0 (the VM
// zeroes every local at function entry), so those tests are gnc-only.  tests/lang/traps.c has the trap
// missing_return of a non-void function whose end is reached.

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

// Code after a return never runs.
// expect: 1
int after_return(void) { int x; return 1; return x; }

// Code after an infinite loop never runs.
// expect: 2
int after_forever(void) { int x; while (1) { return 2; } return x; }

// Assigned in both branches, each of which may return early.
// expect: both_return(1) = 1
// expect: both_return(0) = 5
int both_return(int c) { int x; if (c) return 1; else x = 5; return x; }

// A variable assigned only inside a loop body is fine when used only there.
// expect: 6
int loop_local(void) { int s = 0; for (int i = 0; i < 3; i++) { int t; t = i + 1; s += t; } return s; }

// An array without initialiser starts zeroed.
// gnc-only: C leaves the elements indeterminate
// expect: 0
int array_read(void) { int a[3]; return a[1]; }

// Every path ends in a return.
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

// ---- read before any assignment: 0 (zero of its type, the null pointer)
// gnc-only: C leaves the value indeterminate
// expect: 0
int simple(void) { int x; return x; }

// gnc-only: C leaves the value indeterminate
// expect: one_branch(0) = 0
// expect: one_branch(1) = 1
int one_branch(int c) { int x; if (c) x = 1; return x; }

// gnc-only: C leaves the value indeterminate
// expect: else_only(1) = 0
int else_only(int c) { int x; if (c) { } else x = 1; return x; }

// gnc-only: C leaves the value indeterminate
// expect: loop_body(0) = 0
// expect: loop_body(3) = 1
int loop_body(int n) { int x; while (n > 0) { x = n; n--; } return x; }

// gnc-only: C leaves the value indeterminate
// expect: 1
int own_init(void) { int x = x + 1; return x; }

// gnc-only: C leaves the value indeterminate
// expect: 2
int incdec(void) { int x; x++; int y; y += 1; return x + y; }

// gnc-only: C leaves the value indeterminate
// expect: 10
int unset_cond(void) { int x; while (x < 10) x = 10; return x; }

// gnc-only: C leaves the value indeterminate
// expect: after_break(1) = 0
// expect: after_break(0) = 1
int after_break(int c) { int x; while (1) { if (c) break; x = 1; break; } return x; }

// gnc-only: C leaves the value indeterminate
// expect: logic(0) = 2
// expect: logic(1) = 1
int logic(int c) { int y, z; if (c && (y = 1)) { } if (c || (z = 2)) return y + z; return -1; }

// gnc-only: C leaves the value indeterminate
// expect: 1
int second_decl(void) { int a = 1, b; return a + b; }

// gnc-only: C leaves the value indeterminate
// expect: 0
int arr_index(void) { int a[2] = {0, 5}; int i; return a[i]; }

// gnc-only: C leaves the value indeterminate
// expect: 0
int shadowed(void) { int x = 1; { int x; return x; } }

// Every type: the zero of its type.
// gnc-only: C leaves the values indeterminate
// expect: 1
int every_type(void) {
  char c; unsigned u; long l; unsigned long ul; double d; float f; bool b; int *p; const char *s;
  return c == 0 && u == 0 && l == 0 && ul == 0 && d == 0.0 && f == 0.0f && !b && p == 0 && s == 0;
}

// gnc-only: C leaves the value indeterminate
// expect: 0
double unset_double(void) { double d; return d; }

// A variable whose address is taken lives in byte memory, zeroed too.
// gnc-only: C leaves the value indeterminate
// expect: 0
int address_taken(void) { int x; int *p = &x; return *p; }

// The longest string: `best` is assigned only when a longer one is found (null when none is).
// gnc-only: C leaves the value indeterminate
// expect: 1
int longest_none(void) {
  const char *words[] = {"a", "bcd", "ef"};
  const char *best;
  int max = 100;
  for (int i = 0; i < 3; i++) {
    int len = 0;
    while (words[i][len]) len++;
    if (len > max) { max = len; best = words[i]; }
  }
  return best == 0;
}

// Each call starts with zeroed locals, whatever an earlier call at the same depth left there.
int leftover(int set) { int x; if (set) x = 42; return x; }
// gnc-only: C leaves the value indeterminate
// expect: 42
int fresh_frames(void) { int a = leftover(1); return a + leftover(0); }

// gnc-only: C leaves the value indeterminate
// expect: fresh_recursion(2) = 14
int fresh_recursion(int n) { int x; if (n == 0) return x; x = 7; return fresh_recursion(n - 1) + x; }

// A variable declared in a loop body is one object per call: an iteration that does not assign it reads
// what the previous one left (0 before the first assignment), as gcc's stack slot does.
// gnc-only: C leaves the value indeterminate
// expect: decl_in_loop(4) = 15
int decl_in_loop(int n) { int s = 0; for (int i = 0; i < n; i++) { int t; if (i == 1) t = 5; s += t; } return s; }
