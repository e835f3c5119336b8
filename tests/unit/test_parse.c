/* test_parse.c - host test of the parser (src/core/compiler/parse.c, with the lexer).
 *
 * Build (from the repository root; tests/unit/run.sh does all of this):
 *   gcc -std=c11 -O1 -g -Isrc -Itools -o build/unit/test_parse tests/unit/test_parse.c src/core/compiler/lex.c \
 *       src/core/compiler/parse.c
 * Usage:
 *   test_parse ref N SEED > ref.c      write N generated expressions as a C program (see below)
 *   gcc -fwrapv -o ref ref.c && ./ref > ref.txt
 *   test_parse run N SEED ref.txt      run every test; prints "N passed, N failed", exit 1 on failure
 *
 * 1. Precedence and associativity, by execution: N random expressions derived from C's expression
 *    grammar (every binary level, ?:, unary operators, casts, assignment chains, redundant and missing
 *    parentheses) are compiled by gcc as the reference; gnc's parser builds the tree and a small
 *    evaluator here computes it with the same int semantics (wrapping); the results must agree.
 * 2. Error cases: the expected diagnostics (code and position) for bad programs, including recovery
 *    (several independent errors in one file) and the nesting limit.
 * 3. Robustness: mutated programs and random bytes never crash, and every tree satisfies the
 *    invariants (node ranges, depth = height, fields initialised) checked by parse_dump.c's check().
 */
#define PARSE_DUMP_NO_MAIN
#include "parse_dump.c"

static long npass, nfail;
static uint64_t rng = 1;
static uint64_t rnd(void) {
  rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
  return rng;
}
static int rndn(int n) { return (int)(rnd() % (uint64_t)n); }

/* ---------------------------------------------------------------- 1. expressions by execution */

static char ebuf[1 << 16];
static int elen;
static void emit(const char *s) {
  int n = (int)strlen(s);
  if (elen > 0 && ebuf[elen - 1] != ' ' && strchr("+-*/%<>=!&|^~?:", ebuf[elen - 1]) && strchr("+-*/%<>=!&|^~?:", s[0]))
    ebuf[elen++] = ' '; /* keep operators apart: "- -x" is not "--x" */
  if (elen + n + 2 < (int)sizeof ebuf) {
    memcpy(ebuf + elen, s, (size_t)n);
    elen += n;
    if (rndn(3) == 0) ebuf[elen++] = ' ';
    ebuf[elen] = 0;
  }
}

static void gen_expr(int depth);
/* cast-expression level and below */
static void gen_unary(int depth) {
  static const char *vars[] = {"a", "b", "c", "d"};
  static const char *lits[] = {"0", "1", "2", "3", "7", "10", "100", "2147483647", "0x7f", "017", "'A'",
                               "'\\n'", "true", "false"};
  int r = depth <= 0 ? rndn(2) : rndn(10);
  char tmp[32];
  switch (r) {
  case 0: emit(vars[rndn(4)]); break;
  case 1: emit(lits[rndn(14)]); break;
  case 2: emit("-"); gen_unary(depth - 1); break;
  case 3: emit("~"); gen_unary(depth - 1); break;
  case 4: emit("!"); gen_unary(depth - 1); break;
  case 5: emit("+"); gen_unary(depth - 1); break;
  case 6: emit(rndn(2) ? "(int)" : "(bool)"); gen_unary(depth - 1); break;
  case 7: emit("("); gen_expr(depth - 1); emit(")"); break;
  default:
    snprintf(tmp, sizeof tmp, "%d", rndn(50));
    emit(rndn(2) ? vars[rndn(4)] : tmp);
  }
}

/* a binary/ternary expression made of operators of random precedence, without extra parentheses */
static void gen_expr(int depth) {
  static const char *ops[] = {"||", "&&", "|", "^", "&", "==", "!=", "<", "<=", ">", ">=", "+", "-", "*"};
  int n = depth <= 0 ? 0 : rndn(5), i, shifted = 0;
  gen_unary(depth - 1);
  for (i = 0; i < n; i++) {
    int r = rndn(20);
    char tmp[16];
    if (shifted && r >= 11 && r < 18) r = rndn(11); /* a shift count stays the literal: no + - * / % after */
    if (r < 14) {
      emit(ops[r]);
      gen_unary(depth - 1);
    } else if (r < 16) { /* shifts by a literal and division by a literal only: no undefined behaviour */
      static const char *sops[] = {"<<", ">>"};
      emit(sops[r - 14]);
      snprintf(tmp, sizeof tmp, "%d", rndn(12));
      emit(tmp);
      shifted = 1;
    } else if (r < 18) {
      emit(r == 16 ? "/" : "%");
      snprintf(tmp, sizeof tmp, "%d", 1 + rndn(9));
      emit(tmp);
    } else { /* ?: with a full expression in the middle and a conditional-expression after */
      emit("?");
      gen_expr(depth - 1);
      emit(":");
      gen_unary(depth - 1);
    }
  }
}

/* the whole returned expression: maybe an assignment chain to a and b (which the rest does not read) */
static void gen_top(int k) {
  static const char *aops[] = {"=", "+=", "-=", "*=", "&=", "|=", "^="};
  int r;
  elen = 0;
  ebuf[0] = 0;
  r = rndn(4);
  if (r == 1) { emit("a"); emit(aops[rndn(7)]); }
  if (r == 2) { emit("a"); emit(aops[rndn(7)]); emit("b"); emit(aops[rndn(7)]); }
  {
    int save = elen;
    char *p;
    gen_expr(1 + rndn(5));
    if (r == 1 || r == 2) /* the right side reads only c and d */
      for (p = ebuf + save; *p; p++)
        if ((*p == 'a' || *p == 'b') && !(p[-1] >= 'a' && p[-1] <= 'z') && !(p[1] >= 'a' && p[1] <= 'z'))
          *p = *p == 'a' ? 'c' : 'd';
  }
  (void)k;
}

static const int32_t args[4][4] = {{3, -7, 12, 5}, {0, 1, -1, 2147483647}, {-2147483647 - 1, 9, 4, -3},
                                   {100, 200, -300, 17}};

static void write_ref(int n) {
  int k, j;
  printf("#include <stdbool.h>\n#include <stdio.h>\n");
  for (k = 0; k < n; k++) {
    gen_top(k);
    printf("static int f%d(int a, int b, int c, int d) { return %s; }\n", k, ebuf);
  }
  printf("int main(void) {\n");
  for (k = 0; k < n; k++)
    for (j = 0; j < 4; j++)
      printf("  printf(\"%%d\\n\", f%d(%d, %d, %d, %d));\n", k, (int)args[j][0], (int)args[j][1], (int)args[j][2],
             (int)args[j][3]);
  printf("  return 0;\n}\n");
}

/* evaluate an int expression tree; env = the four parameters (assignments update it) */
static int32_t eval(int32_t n, int32_t *env) {
  const Node *x = &C.node[n];
  int32_t a, b;
  uint32_t ua, ub;
  switch (x->kind) {
  case N_NUM: case N_BOOLLIT: return (int32_t)x->ival;
  case N_VAR: return env[src[x->name] - 'a'];
  case N_CAST: a = eval(x->a, env); return x->ty == TY_BOOL ? a != 0 : a;
  case N_UNARY:
    a = eval(x->a, env);
    switch (x->op) {
    case TK_MINUS: return (int32_t)(0u - (uint32_t)a);
    case TK_PLUS: return a;
    case TK_TILDE: return ~a;
    default: return !a;
    }
  case N_LOGAND: return eval(x->a, env) ? eval(x->b, env) != 0 : 0;
  case N_LOGOR: return eval(x->a, env) ? 1 : eval(x->b, env) != 0;
  case N_COND: return eval(x->a, env) ? eval(x->b, env) : eval(x->c, env);
  case N_ASSIGN: {
    int32_t *slot = &env[src[C.node[x->a].name] - 'a'];
    b = eval(x->b, env);
    ua = (uint32_t)*slot;
    ub = (uint32_t)b;
    switch (x->op) {
    case TK_ASSIGN: *slot = b; break;
    case TK_ADD_ASSIGN: *slot = (int32_t)(ua + ub); break;
    case TK_SUB_ASSIGN: *slot = (int32_t)(ua - ub); break;
    case TK_MUL_ASSIGN: *slot = (int32_t)(ua * ub); break;
    case TK_AND_ASSIGN: *slot = (int32_t)(ua & ub); break;
    case TK_OR_ASSIGN: *slot = (int32_t)(ua | ub); break;
    case TK_XOR_ASSIGN: *slot = (int32_t)(ua ^ ub); break;
    }
    return *slot;
  }
  case N_BINARY:
    a = eval(x->a, env);
    b = eval(x->b, env);
    ua = (uint32_t)a;
    ub = (uint32_t)b;
    switch (x->op) {
    case TK_PLUS: return (int32_t)(ua + ub);
    case TK_MINUS: return (int32_t)(ua - ub);
    case TK_STAR: return (int32_t)(ua * ub);
    case TK_SLASH: return b == 0 ? 0 : a / b;
    case TK_PERCENT: return b == 0 ? 0 : a % b;
    case TK_SHL: return (int32_t)(ua << (b & 31));
    case TK_SHR: return a >> (b & 31);
    case TK_AND: return a & b;
    case TK_OR: return a | b;
    case TK_XOR: return a ^ b;
    case TK_EQ: return a == b;
    case TK_NE: return a != b;
    case TK_LT: return a < b;
    case TK_LE: return a <= b;
    case TK_GT: return a > b;
    case TK_GE: return a >= b;
    }
  }
  fprintf(stderr, "eval: unexpected node kind %d\n", x->kind);
  abort();
}

static void run_exprs(int n, const char *reffile) {
  FILE *fp = fopen(reffile, "r");
  static char prog[1 << 17];
  int k, j, bad = 0;
  if (!fp) { perror(reffile); nfail++; return; }
  for (k = 0; k < n; k++) {
    int32_t plen, ret;
    gen_top(k);
    plen = (int32_t)snprintf(prog, sizeof prog, "int f(int a, int b, int c, int d) { return %s; }", ebuf);
    if (run(prog, plen, 2)) {
      nfail++;
      fprintf(stderr, "FAIL expression did not parse: %s\n", ebuf);
      continue;
    }
    ret = C.node[C.node[C.root].b].a; /* the N_RETURN */
    for (j = 0; j < 4; j++) {
      int32_t env[4], got;
      long want;
      memcpy(env, args[j], sizeof env);
      got = eval(C.node[ret].a, env);
      if (fscanf(fp, "%ld", &want) != 1) { fprintf(stderr, "FAIL reference file too short\n"); nfail++; fclose(fp); return; }
      if (got == (int32_t)want) npass++;
      else {
        nfail++;
        if (bad++ < 10) fprintf(stderr, "FAIL %s with (%d,%d,%d,%d): gnc tree gives %d, gcc %ld\n", ebuf,
                                (int)args[j][0], (int)args[j][1], (int)args[j][2], (int)args[j][3], (int)got, want);
      }
    }
  }
  fclose(fp);
}

/* ---------------------------------------------------------------- 2. error cases */

typedef struct { const char *src; int code[4]; int pos[4]; } ErrCase; /* codes: 0-terminated; pos -1: any */

static const ErrCase err_cases[] = {
  {"int x = 1, y[2] = {1, 2}; int f() { return 1 }", {E_EXPECTED}, {45}}, /* globals parse; the error after them */
  {"int x = ; int f() { return 1; }", {E_EXPECTED_EXPR}, {8}},
  {"int f() { return 1 }", {E_EXPECTED}, {19}},
  {"int f() { if (1) int y; return 0; }", {E_EXPECTED_EXPR}, {17}},
  {"int f(int a, ) { return a; }", {E_EXPECTED_TYPE}, {13}},
  {"int f() { long double d; return 0; }", {E_UNSUPPORTED_KW}, {10}},
  {"int f(int) { return 0; }", {E_EXPECTED}, {9}},
  {"int f(int, double); int f(int a, double b) { return a; }", {0}, {0}},
  {"int f() { void v; return 0; }", {E_VOID_VAR}, {15}},
  {"int f() { int a[-1]; int b[268435457]; static int d[n]; return 0; }", {E_ARRAY_SIZE, E_ARRAY_SIZE, E_VLA},
   {16, 27, 52}},
  {"int f(int (*g)(int) { return 0; }", {E_EXPECTED}, {20}},
  {"foo { return 1; }", {E_EXPECTED_TYPE}, {0}},
  {"int f() { int int x; return 0; }", {E_TYPE_COMBO}, {10}},
  {"int f() { int double x; return 0; }", {E_TYPE_COMBO}, {10}},
  {"int f() { return 0; } ; }", {E_EXPECTED}, {24}}, /* (the stray ; is gcc's empty declaration) */
  {"int f() { return (1 + ; }", {E_EXPECTED_EXPR}, {22}},
  {"int f() { else return 1; }", {E_EXPECTED_EXPR}, {10}},
  {"int f() { int a[] = {,}; return 0; }", {E_EXPECTED_EXPR}, {21}},
  {"int f() { do ; while (1) }", {E_EXPECTED}, {25}},
  {"int f() { return 1,; }", {E_EXPECTED_EXPR}, {19}},
  {"int f() { for (int i = 0, j; i < 3; i++, ) ; return 0; }", {E_EXPECTED_EXPR}, {41}},
  {"int f() {", {E_EXPECTED}, {9}},
  {"int f(", {E_EXPECTED_TYPE}, {6}},
  {"int", {E_EXPECTED}, {3}},
  {"int f() { x = 1; } int g() { y = ; } int h() { return 0 } int k() { return 1; }",
   {E_EXPECTED_EXPR, E_EXPECTED}, {33, 56}},
  {"int f() { int g(int x); return 0; }", {0}, {0}},
  {"int f() { int a[2][]; return 0; }", {E_ARRAY_SIZE}, {19}},
  {"int f() { int a[2] = {.x 1, 2}; return 0; }", {E_INIT_DESIG}, {25}},
  {"int f() { return (int){1}; }", {E_EXPECTED_EXPR}, {22}},
  {"int f() { x: return 0; }", {0}, {0}},
  {"void f() { return; } int g(void) { return 0; } double h(bool b, long long x[]) { return 1.5; }", {0}, {0}},
  {"int f(int a, int b, int c, int d, int e, int f, int g, int h, int i, int j, int k, int l, int m, int n,"
   " int o, int p, int q, int r, int s, int t, int u, int v, int w, int x, int y, int z, int A, int B, int C,"
   " int D, int E, int F, int G) { return 0; }", {E_TOO_MANY_PARAMS}, {-1}},
};

static void run_err_cases(void) {
  size_t k;
  for (k = 0; k < sizeof err_cases / sizeof *err_cases; k++) {
    const ErrCase *e = &err_cases[k];
    int i, n = 0, ok;
    while (n < 4 && e->code[n]) n++;
    run(e->src, (int32_t)strlen(e->src), 2);
    ok = C.nerr_total == n;
    for (i = 0; ok && i < n; i++)
      if (C.diag[i].code != e->code[i] || (e->pos[i] >= 0 && C.diag[i].pos != e->pos[i])) ok = 0;
    if (ok) { npass++; continue; }
    nfail++;
    fprintf(stderr, "FAIL error case %d '%s': got %d errors:", (int)k, e->src, C.nerr_total);
    for (i = 0; i < C.ndiag; i++) fprintf(stderr, " %s@%d", diag_name[C.diag[i].code], C.diag[i].pos);
    fprintf(stderr, "\n");
  }
}

/* nesting: depth 1..GNC_MAX_NEST is accepted exactly up to the limit, never a crash far beyond it */
static void run_nesting(void) {
  static char prog[1 << 22];
  int kind;
  for (kind = 0; kind < 6; kind++) {
    int n, last_ok = -1, first_bad = -1;
    for (n = 1; n <= 130; n++) {
      int len = 0, i;
      len += sprintf(prog + len, "int f(int x) { %s", kind >= 1 && kind <= 4 ? "return " : "");
      for (i = 0; i < n; i++)
        len += sprintf(prog + len, "%s", kind == 0 ? "{" : kind == 1 ? "(" : kind == 2 ? "- " : kind == 3 ? "x = " :
                                                          kind == 4 ? "x ? x : " : "if (x) ");
      len += sprintf(prog + len, "%s", kind == 0 || kind == 5 ? "x;" : "x");
      for (i = 0; i < n && (kind == 0 || kind == 1); i++) len += sprintf(prog + len, kind == 0 ? "}" : ")");
      len += sprintf(prog + len, "%s }", kind == 0 || kind == 5 ? " return x;" : ";");
      if (run(prog, len, 2) == 0) last_ok = n;
      else {
        if (C.diag[0].code != E_TOO_DEEP) { nfail++; fprintf(stderr, "FAIL nesting %d/%d: not E_TOO_DEEP\n", kind, n); }
        if (first_bad < 0) first_bad = n;
      }
    }
    if (getenv("VERBOSE")) fprintf(stderr, "nesting kind %d: deepest accepted %d\n", kind, last_ok);
    if (last_ok >= 90 && first_bad == last_ok + 1) npass++;
    else { nfail++; fprintf(stderr, "FAIL nesting kind %d: last ok %d, first error %d\n", kind, last_ok, first_bad); }
  }
  { /* a million levels: an error, quickly, without exhausting the stack */
    int len = 0, i;
    len += sprintf(prog + len, "int f(int x) { return ");
    for (i = 0; i < 1000000; i++) prog[len++] = '(';
    len += sprintf(prog + len, "x; }");
    if (run(prog, len, 2) && C.diag[0].code == E_TOO_DEEP) npass++;
    else { nfail++; fprintf(stderr, "FAIL deep parentheses\n"); }
  }
}

/* ---------------------------------------------------------------- 3. robustness */

static const char *seed_prog =
  "int add(int a, int b);\n"
  "long fact(long n) { if (n <= 1) return 1; else return n * fact(n - 1); }\n"
  "double h(double x[], int n) { double s = 0.0, t; int i;\n"
  "  for (i = 0; i < n; i++) s += x[i];\n"
  "  for (int j = 0, k = 1; j < n; ++j) ;\n"
  "  while (s > 1e3) { s /= 2; continue; }\n"
  "  do s = s - 1; while (s > 0);\n"
  "  return s; }\n"
  "bool b(_Bool x, long long y) { return !x && true || false; }\n"
  "void arr(void) { int a[10]; int b2[] = {1, 2, 3,}; long c[5] = {1L, 'a'}; a[0] = b2[1] = 3; arr(); }\n"
  "int prec(int a, int b, int c) { a = -a * b; a = a << b + c; a = b += 3; a = (int)(long)(double)a + (bool)b;\n"
  "  a = a ? b : c ? a : b; a = a || b && c | a ^ b & c == a != b < c <= a > b >= c << a >> b + c - a * b / c % a;\n"
  "  a = -a++ + --b - ~c + !a + +b; return a; }\n"
  "int main() { return add(1, 2); }\n"
  "int add(int a, int b) { return a + b; }\n";

static void run_robustness(int iters) {
  static char buf[1 << 14];
  static const char *frags[] = {"(", ")", "{", "}", "[", "]", ";", ",", "int ", "long ", "double ", "void ",
                                "if", "else", "while", "do", "for", "return", "break", "=", "+=", "?", ":", "x",
                                "f(", "1", "1.5", "'a'", "++", "-", "(int)", "a[1]", "}}}}", "((((", "int x[] = {1,}"};
  int k, n0 = (int)strlen(seed_prog);
  for (k = 0; k < iters; k++) {
    int n = n0, m, nm = 1 + rndn(6);
    memcpy(buf, seed_prog, (size_t)n);
    for (m = 0; m < nm; m++) {
      int a = n ? rndn(n) : 0, b = a + (n - a ? rndn(n - a < 30 ? n - a : 30) : 0);
      switch (rndn(5)) {
      case 0: memmove(buf + a, buf + b, (size_t)(n - b)); n -= b - a; break;
      case 1: {
        const char *f = frags[rndn((int)(sizeof frags / sizeof *frags))];
        int l = (int)strlen(f);
        if (n + l < (int)sizeof buf) { memmove(buf + a + l, buf + a, (size_t)(n - a)); memcpy(buf + a, f, (size_t)l); n += l; }
        break;
      }
      case 2: n = a; break;
      case 3: if (n) buf[a] = (char)rnd(); break;
      default:
        if (n + (b - a) < (int)sizeof buf) {
          memmove(buf + b + (b - a), buf + b, (size_t)(n - b));
          memcpy(buf + b, buf + a, (size_t)(b - a));
          n += b - a;
        }
      }
    }
    run(buf, n, 2); /* aborts on a broken invariant; ASan catches bad reads when built with it */
    npass++;
  }
  for (k = 0; k < iters / 10; k++) { /* random bytes */
    int n = rndn(200), i;
    for (i = 0; i < n; i++) buf[i] = (char)rnd();
    run(buf, n, 2);
    npass++;
  }
}

int main(int argc, char **argv) {
  int n;
  if (argc < 4) {
    fprintf(stderr, "usage: test_parse ref N SEED > ref.c | test_parse run N SEED ref.txt\n");
    return 2;
  }
  n = atoi(argv[2]);
  rng = strtoull(argv[3], 0, 0) * 2654435761u + 1;
  if (!strcmp(argv[1], "ref")) {
    write_ref(n);
    return 0;
  }
  if (argc < 5) return 2;
  run_exprs(n, argv[4]);
  run_err_cases();
  run_nesting();
  run_robustness(20000);
  printf("%ld passed, %ld failed\n", npass, nfail);
  return nfail != 0;
}
