// Definite assignment through && and ||: after `a && (y = ...)` is true, y is assigned; after
// `a || (y = ...)` is false, y is assigned (as in the definite-assignment rules of Java and C#).

// && and ||: the right operand is evaluated only in one case.
// expect: land_assign(1) = 4
// expect: land_assign(0) = -1
int land_assign(int c) { int y; if (c && (y = 4) > 0) return y; return -1; }

// expect: lor_assign(0) = 8
// expect: lor_assign(1) = -1
int lor_assign(int c) { int y; if (c || (y = 8) < 0) return -1; return y; }

