// goto and labels (C11 6.8.6.1): labels have function scope; a goto may jump forward or back, out of
// nested loops and blocks, and into a loop or a block (past declarations: their variables keep the values
// they had).  A case label may sit anywhere inside its switch's body (Duff's device).  Dead code that holds
// a label is kept, since a jump reaches it.

// Out of two nested loops at once.
// expect: 6
int out_of_loops(void) {
  int m[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}, i, j, found = 0;
  for (i = 0; i < 3; i++)
    for (j = 0; j < 3; j++)
      if (m[i][j] == 6) goto done;
  return -1;
done:
  found = m[i][j];
  return found;
}

// A backward goto as a loop.
// expect: sum_to(10) = 45
// expect: sum_to(0) = 0
int sum_to(int n) {
  int i = 0, s = 0;
again:
  if (i < n) {
    s += i;
    i++;
    goto again;
  }
  return s;
}

// Into the middle of a while loop's body.
// expect: into_loop(1) = 33
// expect: into_loop(9) = 32
int into_loop(int k) {
  int r = 0;
  if (k > 5) goto inside;
  while (r < 30) {
    r++;
  inside:
    r += 10;
  }
  return r;
}

// A label in code the optimizer would otherwise drop.
// expect: into_dead(1) = 101
int into_dead(int x) {
  goto skip;
  if (0) {
  skip:
    x += 100;
  }
  return x;
}

// expect: after_return(5) = 15
int after_return(int x) {
  goto tail;
  return x;
  x = 0;
tail:
  return x + 10;
}

// The common cleanup pattern: every error path to one exit.
// expect: cleanup(-1) = 1
// expect: cleanup(200) = 2
// expect: cleanup(5) = 0
int cleanup(int n) {
  int err = 0;
  if (n < 0) {
    err = 1;
    goto out;
  }
  if (n > 100) {
    err = 2;
    goto out;
  }
out:
  return err;
}

// A label at the end of a block, and one that labels another.
// expect: end_label(3) = 3
int end_label(int n) {
  int c = 0;
  for (int i = 0; i < n; i++) {
    if (i > 100) goto next;
    c++;
  next:;
  }
  goto a;
a:
b:
  return c;
}

// Out of a switch inside a loop.
// expect: out_of_switch(7) = 21
int out_of_switch(int n) {
  int s = 0;
  for (int i = 0;; i++) {
    switch (i) {
    case 3: s += 100;
    default: s += i;
    }
    if (i == n - 1) goto end;
  }
end:
  return s - 100 + 0;
}

// Duff's device: case labels inside a do/while in the switch.
// expect: duff(0) = 4
// expect: duff(1) = 1
// expect: duff(7) = 7
// expect: duff(8) = 8
// expect: duff(13) = 13
int duff(int n) {
  int count = 0;
  switch (n % 4) {
  case 0: do { count++;
  case 3: count++;
  case 2: count++;
  case 1: count++;
          } while ((n -= 4) > 0);
  }
  return count;
}

// A case inside an if inside a block of the switch; a switch whose body is one statement.
// expect: nested_case(1) = 2
// expect: nested_case(2) = 22
// expect: nested_case(3) = -1
int nested_case(int x) {
  switch (x) {
  case 1: {
    int y = 2;
    if (x > 5) {
    case 2:
      return 20 + x;
    }
    return y;
  }
  default: return -1;
  }
}

// expect: single(4) = 5
// expect: single(3) = 3
int single(int x) {
  switch (x) case 4: x++;
  return x;
}

// Jumping back over a declaration: the variable keeps its value, its initialiser runs again when reached.
// expect: redeclare() = 12
int redeclare(void) {
  int n = 0, total = 0;
top:
  n++;
  int k = n * 2;
  total += k;
  if (n < 3) goto top;
  return total;
}

// A goto in a nested function-like chain of ifs, like a state machine.
// expect: states(0) = 123
int states(int s) {
  int out = 0;
s0:
  out = out * 10 + 1;
  if (s == 0) { s = 1; goto s1; }
  goto end;
s1:
  out = out * 10 + 2;
  goto s2;
s2:
  out = out * 10 + 3;
end:
  return out;
}

// A label before a declaration, and a case label at the end of its switch (C23, as gcc takes them): the
// label marks an empty statement, and the declaration is the block's next item.
int label_decl(int v) {
  switch (v) {
  case 1:
    int a = 2;
    return a;
  case 2: {
  again:
    int b = 3;
    if (v++ < 4) goto again;
    return b + v;
  }
  case 3:
  }
  return 0;
}
// expect: 82
int label_before_declaration(void) { return label_decl(1) + label_decl(2) * 10 + label_decl(3) * 100; }
