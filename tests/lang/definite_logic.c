// Variables assigned in the operands of && and ||, read only where the assignment surely ran: after
// `a && (y = ...)` is true, and after `a || (y = ...)` is false (valid C, compared with gcc).

// && and ||: the right operand is evaluated only in one case.
// expect: land_assign(1) = 4
// expect: land_assign(0) = -1
int land_assign(int c) { int y; if (c && (y = 4) > 0) return y; return -1; }

// expect: lor_assign(0) = 8
// expect: lor_assign(1) = -1
int lor_assign(int c) { int y; if (c || (y = 8) < 0) return -1; return y; }

// ! swaps the outcomes.
// expect: not_and(1) = 1
// expect: not_and(0) = 0
int not_and(int c) { int y; if (!(c && (y = 1))) return 0; return y; }

// A loop condition: after the loop, the condition was false.
// expect: loop_or(1) = 2
int loop_or(int c) { int y; while (c || (y = 2) == 0) { c = 0; } return y; }

// ?: as a condition combines its branches.
// expect: cond_in_cond(1) = 5
// expect: cond_in_cond(0) = 6
int cond_in_cond(int c) { int y; if (c ? (y = 5) > 0 : (y = 6) > 0) return y; return -1; }

// Constant conditions: the branch that reads y never runs.
// expect: 0
int const_or(void) { int y; if (1 || (y = 2)) return 0; return y; }

// expect: 1
int const_and(void) { int y; if (0 && (y = 1)) return y; return 1; }

// Nested && chains.
// expect: chain3(1, 1) = 6
// expect: chain3(0, 1) = -1
int chain3(int a, int b) { int x; int y; if (a && (x = 2) && b && (y = 4)) return x + y; return -1; }
