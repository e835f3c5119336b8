// A goto may not jump into the scope of a variable-length array (C11 6.8.6.1), forward or back; out of
// one, and back before its declaration, it may.
// 10:10: error: goto 'in' jumps into the scope of a variable-length array (C forbids it)
// 24:8: error: goto 'back' jumps into the scope of a variable-length array (C forbids it)
// 27:8: error: goto 'skip' jumps into the scope of a variable-length array (C forbids it)
// 39:15: error: goto 'inner' jumps into the scope of a variable-length array (C forbids it)

int forward_in(int n) {
  if (n > 3)
    goto in;
  {
    int v[n];
  in:
    v[0] = 1;
  }
  return 0;
}
int back_in(int n) {
  {
    int v[n];
  back:
    v[0] = 1;
  }
  goto back;
}
int past_declaration(int n) {
  goto skip;
  int v[n];
skip:
  return 0;
}
int outer_to_inner(int n) {
  int a[n];
  {
    int b[n];
  inner:
    b[0] = a[0];
  }
  if (n) goto inner;
  return 0;
}
int allowed(int n) {
  int a[n];
again:
  for (int i = 0; i < n; i++) {
    int b[i + 1];
    if (i == 2) goto done;
    if (i == 5) goto again;
    b[i] = a[0];
  }
done:
  return a[0];
}
