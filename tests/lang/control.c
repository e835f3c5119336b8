// Statements: blocks, if/else (and the dangling else), while, do/while, for in all its forms,
// break and continue (nested), return from inside loops, empty statements.

// expect: sign(5) = 1
// expect: sign(-5) = -1
// expect: sign(0) = 0
int sign(int x) {
  if (x > 0) return 1;
  else if (x < 0) return -1;
  else return 0;
}

// The else binds to the nearest if.
// expect: dangling(1, 0) = 2
// expect: dangling(0, 0) = 3
// expect: dangling(1, 1) = 1
int dangling(int a, int b) {
  int r = 3;
  if (a)
    if (b) r = 1;
    else r = 2;
  return r;
}

// expect: 55
int while_sum(void) { int s = 0; int i = 1; while (i <= 10) { s += i; i++; } return s; }

// expect: 0
int while_never(void) { int s = 0; while (0) s = 1; return s; }

// The body of a do/while runs at least once.
// expect: 1
int do_once(void) { int n = 0; do n++; while (0); return n; }

// expect: 10
int do_loop(void) { int n = 0; do { n += 2; } while (n < 10); return n; }

// expect: 45
int for_decl(void) { int s = 0; for (int i = 0; i < 10; i++) s += i; return s; }

// expect: 45
int for_expr_init(void) { int s = 0; int i; for (i = 0; i < 10; i++) s += i; return i + s - 10; }

// expect: 10
int for_no_init(void) { int i = 0; for (; i < 10; i++) ; return i; }

// expect: 10
int for_no_step(void) { int i = 0; for (; i < 10;) i++; return i; }

// expect: 7
int for_forever_break(void) { int i = 0; for (;;) { if (i == 7) break; i++; } return i; }

// Several declarators in a for initialiser; the names are scoped to the loop.
// expect: 100
int for_two_vars(void) { int s = 0; for (int i = 0, j = 10; i < j; i++) s += j; return s; }

// expect: 5
int for_scope(void) { int i = 5; for (int i = 0; i < 3; i++) { } return i; }

// expect: 20
int nested_for(void) {
  int s = 0;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 5; j++) s++;
  return s;
}

// expect: 25
int continue_odd(void) { int s = 0; for (int i = 0; i < 10; i++) { if (i % 2 == 0) continue; s += i; } return s; }

// continue in a while loop goes to the condition.
// expect: 25
int continue_while(void) { int s = 0; int i = 0; while (i < 10) { i++; if (i % 2 == 0) continue; s += i; } return s; }

// continue in a do/while loop goes to the condition too.
// expect: 25
int continue_do(void) { int s = 0; int i = 0; do { i++; if (i % 2 == 0) continue; s += i; } while (i < 10); return s; }

// break leaves only the innermost loop.
// expect: 30
int break_inner(void) {
  int s = 0;
  for (int i = 0; i < 10; i++) {
    for (int j = 0; j < 100; j++) {
      if (j == 3) break;
      s++;
    }
  }
  return s;
}

// expect: 40
int continue_inner(void) {
  int s = 0;
  for (int i = 0; i < 10; i++) {
    int j = 0;
    while (j < 6) {
      j++;
      if (j > 4) continue;
      s++;
    }
  }
  return s;
}

// expect: 6
int return_from_loop(void) { for (int i = 0; ; i++) if (i * i > 30) return i; }

// expect: 12
int return_from_nested(void) {
  for (int i = 1; i < 10; i++)
    for (int j = 1; j < 10; j++)
      if (i * j == 12 && i > 1) return i * j;
  return -1;
}

// expect: 3
int empty_statements(void) { int x = 3; ; ; { } {;} return x; }

// expect: 6
int nested_blocks(void) { int x = 1; { int y = 2; { int z = 3; x = x + y + z; } } return x; }

// expect: 1
int if_else_chain(void) {
  int x = 15;
  int r = 0;
  if (x % 15 == 0) r = 1;
  else if (x % 5 == 0) r = 2;
  else if (x % 3 == 0) r = 3;
  else r = 4;
  return r;
}

// Conditions of every scalar type.
// expect: 7
int conditions(void) {
  int r = 0;
  double d = 0.5;
  long l = 4294967296L;
  bool b = true;
  if (d) r += 1;
  if (l) r += 2;
  if (b) r += 4;
  if (0.0) r += 8;
  while (d) d = 0;
  return r;
}

// expect: collatz(27) = 111
// expect: collatz(1) = 0
int collatz(int n) {
  int steps = 0;
  while (n != 1) {
    if (n % 2 == 0) n = n / 2;
    else n = 3 * n + 1;
    steps++;
  }
  return steps;
}

// A loop whose condition has a side effect.
// expect: 5
int cond_side_effect(void) { int i = 0; while (i++ < 5) { } return i - 1; }

// expect: 1
int do_while_false_cond(void) { int i = 0; do { i++; } while (i > 5); return i; }

// expect: 4
int break_in_do(void) { int i = 0; do { if (i == 4) break; i++; } while (1); return i; }

// expect: 3
int while_true_break(void) { int i = 0; while (true) { if (++i == 3) break; } return i; }

// A void function may end with or without return.
void nop(void) { }
void early(int x) { if (x) return; }

// expect: 2
int call_void(void) { nop(); early(1); early(0); return 2; }
