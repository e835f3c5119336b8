// Statement expressions: nothing in one may jump out of it (break and continue of a loop around it, return,
// a case label of a switch around it, goto and labels at all); its value is not a struct, and not void
// where a value is needed.
// 15:23: error: 'break' out of a statement expression is not supported by gnc
// 16:23: error: 'continue' out of a statement expression is not supported by gnc
// 17:23: error: 'return' out of a statement expression is not supported by gnc
// 18:16: error: a label or goto in a statement expression is not supported by gnc
// 22:43: error: 'case' out of a statement expression is not supported by gnc
// 23:16: error: a statement expression whose value is a struct or union is not supported by gnc
// 24:14: error: void value used in an expression

struct P { int x, y; };
int f(int n) {
  for (int i = 0; i < n; i++) {
    int v = ({ if (i) break; 1; });
    int w = ({ if (i) continue; 1; });
    int u = ({ if (i) return 2; 1; });
    int t = ({ goto out; 1; });
    n += v + w + u + t;
  }
out:
  switch (n) { case 1: n += ({ int k = 0; case 2: k; }); }
  struct P p = ({ struct P q = {1, 2}; q; });
  int z = ({ (void)0; });
  return p.x + z;
}
