// Scopes: blocks, shadowing, for-loop scopes, the same names in different functions, comments.

// expect: 2
int shadow(void) { int x = 1; { int x = 2; return x; } }

// expect: 1
int shadow_restored(void) { int x = 1; { int x = 2; x++; } return x; }

int shadow_param(int x) { { int x = 20; return x + 1; } }
// expect: shadow_param(5) = 21

// An inner declaration's initialiser may read the outer variable before the inner one is declared.
// expect: 11
int outer_inner(void) { int x = 10; { int y = x + 1; int x = y; return x; } }

// Each loop iteration gets a fresh variable (re-initialised).
// expect: 5
int fresh_each_iteration(void) {
  int s = 0;
  for (int i = 0; i < 5; i++) { int t = 0; t++; s += t; }
  return s;
}

// The for variable is not visible after the loop; the outer one is.
// expect: 100
int for_var_scope(void) { int i = 100; for (int i = 0; i < 10; i++) { } return i; }

// Sibling blocks reuse names.
// expect: 3
int sibling_blocks(void) { int s = 0; { int a = 1; s += a; } { int a = 2; s += a; } return s; }

// Many variables in nested scopes.
// expect: 36
int many_scopes(void) {
  int a = 1;
  {
    int b = 2;
    {
      int c = 3;
      {
        int d = 4;
        { int e = 5; { int f = 6; { int g = 7; { int h = 8; a = a + b + c + d + e + f + g + h; } } } }
      }
    }
  }
  return a;
}

// Parameters and locals of different functions are independent.
int f1(int a) { int b = a * 2; return b; }
int f2(int b) { int a = b + 1; return a; }
// expect: 11
int independent(void) { return f1(3) + f2(4); }

/* A block comment
   over several lines, with // inside and a * and / apart. */
// expect: 4
int comments(void) { int /* inline */ x = 4; // trailing comment
  return /**/x/***/;
}

// expect: 5
int comment_ops(void) { int a = 10; int b = 2; return a/ /*a comment between*/b; }

// Identifiers with underscores and digits; case matters.
// expect: 6
int idents(void) { int _a = 1; int a1 = 2; int A = 3; int _ = 0; return _a + a1 + A + _; }

// A local with the name of a function: the local wins inside its scope.
int g(void) { return 10; }
// expect: 3
int local_hides_function(void) { int r = g(); { int g = 3; r = g; } return r; }

// Unusual but valid whitespace.
// expect: 7
int whitespace (
void
)
{
	return	3
	+
	4	;
}
