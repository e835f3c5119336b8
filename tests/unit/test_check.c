/* test_check.c - unit tests of the checker and the optimizer on hand-built trees (no parser needed).
 *
 *   cc -std=c11 -Isrc -Itools -ffp-contract=off tests/unit/test_check.c src/core/compiler/check.c src/core/compiler/opt.c \
 *      src/core/compiler/compile.c -o build/test_check && build/test_check
 *
 * Each test builds the Node tree the parser would make (names point into a source buffer built alongside),
 * runs check_run (and opt_run), and compares the diagnostics and, for some, the typed tree printed as an
 * S-expression.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/compiler/compiler.h"

/* the other phases are not linked in (compile.c's cc_compile refers to them; the lexer is, for the C
 * library's strtod, which the checker's table of library functions pulls in) */
int parse_run(Compiler *c) { (void)c; return 1; }
int gen_run(Compiler *c) { (void)c; return 1; }
int gen_begin(Compiler *c, GenBox *b, int32_t n) { (void)c; (void)b; (void)n; return 1; }
int parse_begin(Compiler *c, PsBox *b) { (void)c; (void)b; return 1; }
int32_t parse_next(PsBox *b) { (void)b; return PS_END; }
int gen_function(GenBox *b, int32_t fi) { (void)b; (void)fi; return 1; }
int gen_end(GenBox *b) { (void)b; return 1; }
int32_t gen_kpool_cap(int32_t n) { return 4 * n + 64; }

static char src[1 << 16];
static int32_t src_len;
static Node nodes[1 << 14];
static Func funcs[256];
static uint8_t ltypes[1 << 14];
static int32_t scratch[1 << 16];
static Compiler C;
static int failures, tests;

static void reset(void) {
  memset(&C, 0, sizeof C);
  src_len = 0;
  memset(src, ' ', sizeof src);
  C.src = src;
  C.node = nodes; C.node_cap = 1 << 14;
  C.fn = funcs; C.fn_cap = 256;
  C.ltypes = ltypes; C.ltypes_cap = 1 << 14;
  C.scratch = scratch; C.scratch_cap = 1 << 16;
  C.root = -1;
  C.optimize = 1;
}

static int32_t text(const char *s) {
  int32_t p = src_len, n = (int32_t)strlen(s);
  memcpy(src + p, s, (size_t)n);
  src_len += n + 1;
  C.src_len = src_len;
  return p;
}

static int32_t mk(int kind) {
  int32_t i = C.nnode++;
  Node *x = &nodes[i];
  memset(x, 0, sizeof *x);
  x->kind = (uint8_t)kind;
  x->a = x->b = x->c = x->d = x->next = -1;
  x->name = -1;
  x->slot = -1;
  x->fn = -1;
  x->pos = src_len;
  x->depth = 1;
  return i;
}
static int32_t named(int kind, const char *nm) {
  int32_t i = mk(kind);
  nodes[i].name = text(nm);
  nodes[i].pos = nodes[i].name;
  nodes[i].nlen = (int32_t)strlen(nm);
  return i;
}
static int32_t chain(va_list ap) {
  int32_t first = -1, last = -1, x;
  while ((x = va_arg(ap, int32_t)) != -2) {
    if (x < 0) continue;
    if (last >= 0) nodes[last].next = x;
    else first = x;
    last = x;
  }
  return first;
}
#define END (-2)
static int32_t num(int64_t v) { int32_t i = mk(N_NUM); nodes[i].ival = v; nodes[i].ty = TY_INT; return i; }
static int32_t lng(int64_t v) { int32_t i = mk(N_NUM); nodes[i].ival = v; nodes[i].ty = TY_LONG; return i; }
static int32_t dnum(double d) { int32_t i = mk(N_DNUM); Value v; v.d = d; nodes[i].ival = v.i; nodes[i].ty = TY_DOUBLE; return i; }
static int32_t boo(int v) { int32_t i = mk(N_BOOLLIT); nodes[i].ival = v; nodes[i].ty = TY_BOOL; return i; }
static int32_t var(const char *s) { return named(N_VAR, s); }
static int32_t opnode(int kind, int op, const char *optext) {
  int32_t i = mk(kind);
  nodes[i].op = (uint8_t)op;
  nodes[i].pos = text(optext);
  return i;
}
static int32_t bin(int op, const char *t, int32_t a, int32_t b) {
  int32_t i = opnode(N_BINARY, op, t); nodes[i].a = a; nodes[i].b = b; return i;
}
static int32_t asg(int op, const char *t, int32_t a, int32_t b) {
  int32_t i = opnode(N_ASSIGN, op, t); nodes[i].a = a; nodes[i].b = b; return i;
}
static int32_t un(int op, const char *t, int32_t a) { int32_t i = opnode(N_UNARY, op, t); nodes[i].a = a; return i; }
static int32_t incdec(int op, int post, int32_t a) {
  int32_t i = opnode(N_INCDEC, op, op == TK_INC ? "++" : "--");
  nodes[i].a = a;
  if (post) nodes[i].flags |= NF_POSTFIX;
  return i;
}
static int32_t land(int32_t a, int32_t b) { int32_t i = opnode(N_LOGAND, 0, "&&"); nodes[i].a = a; nodes[i].b = b; return i; }
static int32_t lor(int32_t a, int32_t b) __attribute__((unused));
static int32_t lor(int32_t a, int32_t b) { int32_t i = opnode(N_LOGOR, 0, "||"); nodes[i].a = a; nodes[i].b = b; return i; }
static int32_t cnd(int32_t a, int32_t b, int32_t c) { int32_t i = opnode(N_COND, 0, "?"); nodes[i].a = a; nodes[i].b = b; nodes[i].c = c; return i; }
static int32_t cast(int ty, int32_t a) { int32_t i = opnode(N_CAST, 0, "("); nodes[i].ty = (uint8_t)ty; nodes[i].a = a; return i; }
static int32_t idx(int32_t a, int32_t b) { int32_t i = opnode(N_INDEX, 0, "["); nodes[i].a = a; nodes[i].b = b; return i; }
static int32_t call(const char *f, ...) {
  va_list ap;
  int32_t i = named(N_CALL, f);
  va_start(ap, f);
  nodes[i].a = chain(ap);
  va_end(ap);
  return i;
}
/* statements */
static int32_t decl(int ty, const char *nm, int32_t init) {
  int32_t i = named(N_DECL, nm); nodes[i].ty = (uint8_t)ty; nodes[i].a = init; return i;
}
static int32_t arr(int ty, const char *nm, int64_t n, ...) { /* n < 0: no size; elements or none */
  va_list ap;
  int32_t i = named(N_DECL, nm);
  nodes[i].ty = (uint8_t)(ty | TY_ARR);
  if (n >= 0) { nodes[i].ival = n; nodes[i].flags |= NF_HASSIZE; }
  va_start(ap, n);
  nodes[i].a = chain(ap);
  va_end(ap);
  if (nodes[i].a >= 0) nodes[i].flags |= NF_INITLIST;
  return i;
}
static int32_t block(int dummy, ...) {
  va_list ap;
  int32_t i = mk(N_BLOCK);
  va_start(ap, dummy);
  nodes[i].a = chain(ap);
  va_end(ap);
  return i;
}
#define BLOCK(...) block(0, __VA_ARGS__, END)
static int32_t expr(int32_t e) { int32_t i = mk(N_EXPR); nodes[i].a = e; return i; }
static int32_t if_(int32_t c, int32_t t, int32_t e) { int32_t i = mk(N_IF); nodes[i].a = c; nodes[i].b = t; nodes[i].c = e; return i; }
static int32_t while_(int32_t c, int32_t b) { int32_t i = mk(N_WHILE); nodes[i].a = c; nodes[i].b = b; return i; }
static int32_t do_(int32_t b, int32_t c) { int32_t i = mk(N_DO); nodes[i].a = b; nodes[i].b = c; return i; }
static int32_t for_(int32_t in, int32_t c, int32_t st, int32_t b) {
  int32_t i = mk(N_FOR); nodes[i].a = in; nodes[i].b = c; nodes[i].c = st; nodes[i].d = b; return i;
}
static int32_t ret(int32_t e) { int32_t i = mk(N_RETURN); text("return"); nodes[i].a = e; return i; }
static int32_t brk(void) { int32_t i = mk(N_BREAK); text("break"); return i; }
static int32_t cont(void) { int32_t i = mk(N_CONTINUE); text("continue"); return i; }
static int32_t param(int ty, const char *nm) { int32_t i = named(N_PARAM, nm); nodes[i].ty = (uint8_t)ty; return i; }
/* a call must come after its callee's declaration in the source: where that matters, make the head
 * first (func_head) and then the body (func_body) in separate statements */
static int32_t func_head(int ty, const char *nm) {
  int32_t i = named(N_FUNC, nm);
  nodes[i].ty = (uint8_t)ty;
  return i;
}
static int32_t func_body(int32_t i, int32_t params, int32_t body) {
  nodes[i].a = params; nodes[i].b = body;
  return i;
}
#define FUNC(ty, nm, ps, body) func_body(func_head(ty, nm), ps, body) /* order only matters for calls */
static int32_t params(int dummy, ...) {
  va_list ap;
  int32_t r;
  va_start(ap, dummy);
  r = chain(ap);
  va_end(ap);
  return r;
}
#define PARAMS(...) params(0, __VA_ARGS__, END)
static void program(int dummy, ...) {
  va_list ap;
  va_start(ap, dummy);
  C.root = chain(ap);
  va_end(ap);
}
#define PROGRAM(...) program(0, __VA_ARGS__, END)

/* ---------------------------------------------------------------- printing the typed tree */
static const char *tyname(int t) {
  static char buf[8][16];
  static int k;
  const char *b;
  char *o = buf[k++ & 7];
  switch (TY_BASE(t)) {
  case TY_VOID: b = "v"; break;
  case TY_BOOL: b = "b"; break;
  case TY_INT: b = "i"; break;
  case TY_LONG: b = "l"; break;
  case TY_DOUBLE: b = "d"; break;
  default: b = "E"; break;
  }
  snprintf(o, 16, "%s%s", b, TY_IS_ARR(t) ? "[]" : "");
  return o;
}
static const char *opname(int op) {
  switch (op) {
  case TK_ASSIGN: return "="; case TK_ADD_ASSIGN: return "+="; case TK_SUB_ASSIGN: return "-=";
  case TK_MUL_ASSIGN: return "*="; case TK_DIV_ASSIGN: return "/="; case TK_MOD_ASSIGN: return "%=";
  case TK_SHL_ASSIGN: return "<<="; case TK_SHR_ASSIGN: return ">>="; case TK_AND_ASSIGN: return "&=";
  case TK_OR_ASSIGN: return "|="; case TK_XOR_ASSIGN: return "^="; case TK_OR: return "|"; case TK_XOR: return "^";
  case TK_AND: return "&"; case TK_EQ: return "=="; case TK_NE: return "!="; case TK_LT: return "<";
  case TK_LE: return "<="; case TK_GT: return ">"; case TK_GE: return ">="; case TK_SHL: return "<<";
  case TK_SHR: return ">>"; case TK_PLUS: return "+"; case TK_MINUS: return "-"; case TK_STAR: return "*";
  case TK_SLASH: return "/"; case TK_PERCENT: return "%"; case TK_NOT: return "!"; case TK_TILDE: return "~";
  }
  return "?op";
}
static char out[1 << 14];
static size_t outn;
static void put(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  outn += (size_t)vsnprintf(out + outn, sizeof out - outn, fmt, ap);
  va_end(ap);
}
static void pe(int32_t i) {
  const Node *x = &nodes[i];
  int32_t e;
  Value v;
  switch (x->kind) {
  case N_NUM: put("%lld%s", (long long)x->ival, x->ty == TY_LONG ? "L" : ""); return;
  case N_DNUM: v.i = x->ival; put("%g", v.d); return;
  case N_BOOLLIT: put(x->ival ? "true" : "false"); return;
  case N_VAR: put("%.*s@%d", x->nlen, src + x->name, x->slot); return;
  case N_INDEX: pe(x->a); put("["); pe(x->b); put("]"); return;
  case N_CALL:
    put("(call#%d %.*s", x->fn, x->nlen, src + x->name);
    for (e = x->a; e >= 0; e = nodes[e].next) { put(" "); pe(e); }
    put(")");
    return;
  case N_CAST: put("(%s%s ", x->flags & NF_IMPLICIT ? "~" : "cast-", tyname(x->ty)); pe(x->a); put(")"); return;
  case N_UNARY: put("(%s:%s ", opname(x->op), tyname(x->ty)); pe(x->a); put(")"); return;
  case N_INCDEC: put("(%s%s:%s/%s ", x->op == TK_INC ? "++" : "--", x->flags & NF_POSTFIX ? "post" : "pre", tyname(x->ty), tyname(x->d)); pe(x->a); put(")"); return;
  case N_BINARY: put("(%s:%s ", opname(x->op), tyname(x->ty)); pe(x->a); put(" "); pe(x->b); put(")"); return;
  case N_LOGAND: case N_LOGOR: put("(%s ", x->kind == N_LOGAND ? "&&" : "||"); pe(x->a); put(" "); pe(x->b); put(")"); return;
  case N_COND: put("(?:%s ", tyname(x->ty)); pe(x->a); put(" "); pe(x->b); put(" "); pe(x->c); put(")"); return;
  case N_ASSIGN: put("(%s:%s/%s ", opname(x->op), tyname(x->ty), x->op == TK_ASSIGN ? "-" : tyname(x->d)); pe(x->a); put(" "); pe(x->b); put(")"); return;
  }
  put("?%d", x->kind);
}
static void ps(int32_t i) {
  const Node *x = &nodes[i];
  int32_t e;
  switch (x->kind) {
  case N_BLOCK: put("{"); for (e = x->a; e >= 0; e = nodes[e].next) { ps(e); } put("}"); return;
  case N_DECL:
    put("decl %.*s:%s@%d", x->nlen, src + x->name, tyname(x->ty), x->slot);
    if (TY_IS_ARR(x->ty)) put("[%lld+%d]", (long long)x->ival, x->d);
    if (x->a >= 0) {
      put("=");
      if (x->flags & NF_INITLIST) { put("{"); for (e = x->a; e >= 0; e = nodes[e].next) { pe(e); put(","); } put("}"); }
      else pe(x->a);
    }
    put(";");
    return;
  case N_EXPR: pe(x->a); put(";"); return;
  case N_IF: put("if "); pe(x->a); put(" "); ps(x->b); if (x->c >= 0) { put(" else "); ps(x->c); } return;
  case N_WHILE: put("while "); pe(x->a); put(" "); ps(x->b); return;
  case N_DO: put("do "); ps(x->a); put(" while "); pe(x->b); put(";"); return;
  case N_FOR:
    put("for(");
    for (e = x->a; e >= 0; e = nodes[e].next) ps(e);
    put(";"); if (x->b >= 0) pe(x->b); put(";"); if (x->c >= 0) pe(x->c); put(") "); ps(x->d); return;
  case N_BREAK: put("break;"); return;
  case N_CONTINUE: put("continue;"); return;
  case N_RETURN: put("return"); if (x->a >= 0) { put(" "); pe(x->a); } put(";"); return;
  case N_EMPTY: put(";"); return;
  }
  put("?%d", x->kind);
}
static const char *dump(int32_t f) {
  outn = 0;
  out[0] = 0;
  ps(nodes[f].b);
  return out;
}

static const char *code_name(int code) {
  switch (code) {
#define D(c, fmt) case c: return #c;
    DIAGS(D)
#undef D
  }
  return "E_NONE";
}

/* the diagnostics as "E_X:text E_Y:text", sorted (the builders' argument evaluation order makes the
 * source positions of a hand-built tree, and so the checker's order, compiler-dependent) */
static char dg[4096];
static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }
static const char *diags(void) {
  static char items[GNC_MAX_DIAGS][128];
  char *sorted[GNC_MAX_DIAGS];
  size_t n = 0;
  int i;
  for (i = 0; i < C.ndiag; i++) {
    snprintf(items[i], sizeof items[i], "%s:%.*s", code_name(C.diag[i].code), C.diag[i].len, src + C.diag[i].pos);
    sorted[i] = items[i];
  }
  qsort(sorted, (size_t)C.ndiag, sizeof sorted[0], cmp_str);
  dg[0] = 0;
  for (i = 0; i < C.ndiag; i++) n += (size_t)snprintf(dg + n, sizeof dg - n, "%s%s", i ? " " : "", sorted[i]);
  return dg;
}
/* the expected list, sorted the same way */
static char want_buf[4096];
static const char *sorted_want(const char *w) {
  char tmp[4096], *items[GNC_MAX_DIAGS], *p;
  int n = 0, i;
  size_t o = 0;
  snprintf(tmp, sizeof tmp, "%s", w);
  for (p = strtok(tmp, " "); p && n < GNC_MAX_DIAGS; p = strtok(0, " ")) items[n++] = p;
  qsort(items, (size_t)n, sizeof items[0], cmp_str);
  want_buf[0] = 0;
  for (i = 0; i < n; i++) o += (size_t)snprintf(want_buf + o, sizeof want_buf - o, "%s%s", i ? " " : "", items[i]);
  return want_buf;
}

static void expect(const char *what, const char *got, const char *want, int line) {
  tests++;
  if (strcmp(got, want) != 0) {
    failures++;
    printf("FAIL line %d (%s)\n   got: %s\n  want: %s\n", line, what, got, want);
  }
}
#define EXPECT_DIAGS(want) do { check_run(&C); expect("diags", diags(), sorted_want(want), __LINE__); } while (0)
#define EXPECT_TREE(f, want) expect("tree", dump(f), want, __LINE__)

/* ---------------------------------------------------------------- tests */
static void test_types(void) {
  int32_t f;
  reset();
  f = FUNC(TY_LONG, "f", PARAMS(param(TY_INT, "i"), param(TY_DOUBLE, "d"), param(TY_BOOL, "b")),
           BLOCK(decl(TY_LONG, "x", bin(TK_PLUS, "+", var("i"), lng(1))),
                 expr(asg(TK_ASSIGN, "=", var("d"), var("b"))),
                 expr(asg(TK_ADD_ASSIGN, "+=", var("x"), var("d"))),
                 expr(asg(TK_SHL_ASSIGN, "<<=", var("i"), num(2))),
                 expr(incdec(TK_INC, 1, var("b"))),
                 expr(bin(TK_LT, "<", var("i"), var("d"))),
                 expr(bin(TK_SHL, "<<", var("b"), var("i"))),
                 ret(cnd(var("b"), var("i"), num(2)))));
  PROGRAM(f);
  EXPECT_DIAGS("");
  EXPECT_TREE(f, "{decl x:l@3=(+:l (~l i@0) 1L);(=:d/- d@1 (~d b@2));(+=:l/d x@3 d@1);"
                 "(<<=:i/i i@0 (~l 2));(++post:b/i b@2);(<:i (~d i@0) d@1);(<<:i (~i b@2) (~l i@0));"
                 "return (~l (?:i b@2 i@0 2));}");
  expect("nlocals", C.fn[0].nlocals == 4 && ltypes[C.fn[0].ltypes + 3] == TY_LONG ? "ok" : "bad", "ok", __LINE__);
}

static void test_type_errors(void) {
  reset();
  PROGRAM(FUNC(TY_INT, "f", PARAMS(param(TY_DOUBLE, "d"), param(TY_INT | TY_ARR, "a")),
               BLOCK(expr(bin(TK_PERCENT, "%", var("d"), num(2))),
                     expr(un(TK_TILDE, "~", var("d"))),
                     expr(asg(TK_AND_ASSIGN, "&=", var("d"), num(1))),
                     expr(bin(TK_PLUS, "+", var("a"), num(1))),
                     expr(asg(TK_ASSIGN, "=", var("a"), var("a"))),
                     expr(asg(TK_ASSIGN, "=", num(1), num(1))),
                     expr(idx(var("d"), num(0))),
                     expr(idx(var("a"), var("d"))),
                     expr(call("d", END)),
                     expr(var("nope")),
                     expr(cast(TY_INT, var("a"))),
                     ret(idx(var("a"), boo(1))))));
  /* without the memory model (Compiler.memory 0), an array used as a value asks for it: E_NEED_MEMORY */
  EXPECT_DIAGS("E_OPERAND_TYPE:% E_OPERAND_TYPE:~ E_OPERAND_TYPE:&= E_NEED_MEMORY:a E_ARRAY_ASSIGN:a "
               "E_NEED_MEMORY:a E_NOT_LVALUE:= E_NOT_ARRAY:d E_INDEX_TYPE:d E_NOT_FUNC:d E_UNDECLARED:nope E_BAD_CAST:(");
}

static void test_functions(void) {
  int32_t f[10], m;
  reset();
  f[0] = FUNC(TY_VOID, "v", -1, BLOCK(ret(-1)));
  f[1] = FUNC(TY_INT, "g", PARAMS(param(TY_LONG, "a")), -1);
  f[2] = FUNC(TY_INT, "g", PARAMS(param(TY_LONG, "a")), BLOCK(ret(var("a"))));
  f[3] = FUNC(TY_INT, "h", PARAMS(param(TY_INT, "a"), param(TY_INT, "b")), BLOCK(ret(num(0))));
  f[4] = FUNC(TY_INT, "p", -1, -1);
  f[5] = FUNC(TY_INT, "q", -1, BLOCK(ret(num(0))));
  f[6] = FUNC(TY_INT, "q", -1, BLOCK(ret(num(0))));
  f[7] = FUNC(TY_INT, "g", PARAMS(param(TY_INT, "a")), -1);
  m = f[8] = func_head(TY_INT, "main");
  func_body(m, -1, BLOCK(expr(call("v", END)), decl(TY_INT, "x", call("v", END)), expr(call("g", num(1), END)),
                         expr(call("h", num(1), END)), expr(call("p", END)), expr(call("p", END)),
                         expr(call("late", END)), ret(call("g", dnum(2.5), END))));
  f[9] = FUNC(TY_DOUBLE, "late", -1, BLOCK(ret(num(0)))); /* (an int one: C89's implicit declaration) */
  PROGRAM(f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8], f[9]);
  EXPECT_DIAGS("E_REDEFINED_FN:q E_CONFLICT_FN:g E_VOID_VALUE:v E_ARG_COUNT:h E_UNDEFINED_FN:p E_UNDECLARED:late");
  EXPECT_TREE(m, "{(call#0 v);decl x:i@0=(call#0 v);(call#1 g (~l 1));(call#2 h 1);(call#3 p);(call#3 p);"
                 "(call#-1 late);return (call#1 g (~l 2.5));}");
}

static void test_scopes(void) {
  int32_t f;
  reset();
  f = FUNC(TY_INT, "f", PARAMS(param(TY_INT, "a")),
           BLOCK(decl(TY_INT, "a", num(1)),
                 BLOCK(decl(TY_LONG, "a", num(2)), expr(var("a"))),
                 for_(decl(TY_INT, "i", num(0)), bin(TK_LT, "<", var("i"), num(3)), incdec(TK_INC, 0, var("i")),
                      BLOCK(decl(TY_DOUBLE, "i", num(1)), expr(var("i")))),
                 expr(var("i")),
                 decl(TY_INT, "b", num(0)), decl(TY_INT, "b", num(0)),
                 ret(var("a"))));
  PROGRAM(f);
  EXPECT_DIAGS("E_REDECLARED:a E_UNDECLARED:i E_REDECLARED:b");
  EXPECT_TREE(f, "{decl a:i@1=1;{decl a:l@2=(~l 2);a@2;}for(decl i:i@3=0;;(<:i i@3 3);(++pre:i/i i@3)) "
                 "{decl i:d@4=(~d 1);i@4;}i@-1;decl b:i@5=0;decl b:i@6=0;return a@1;}");
}

/* reads of variables before any assignment are no error (they read 0, docs/language.md) */
static void test_unassigned_reads(void) {
  reset();
  PROGRAM(FUNC(TY_INT, "f", PARAMS(param(TY_INT, "c")),
               BLOCK(decl(TY_INT, "x", -1), decl(TY_INT, "y", -1), decl(TY_INT, "z", -1), decl(TY_INT, "w", -1),
                     decl(TY_INT, "u", -1), decl(TY_INT, "v", -1),
                     if_(var("c"), expr(asg(TK_ASSIGN, "=", var("x"), num(1))), expr(asg(TK_ASSIGN, "=", var("x"), num(2)))),
                     if_(var("c"), expr(asg(TK_ASSIGN, "=", var("y"), num(1))), -1),
                     while_(num(1), BLOCK(expr(asg(TK_ASSIGN, "=", var("z"), num(1))), brk())),
                     while_(var("c"), BLOCK(expr(asg(TK_ASSIGN, "=", var("w"), num(1))), brk())),
                     do_(expr(asg(TK_ASSIGN, "=", var("u"), num(1))), var("c")),
                     expr(land(var("c"), asg(TK_ASSIGN, "=", var("v"), num(1)))),
                     ret(bin(TK_PLUS, "+", var("x"), bin(TK_PLUS, "+", var("y"), bin(TK_PLUS, "+", var("z"),
                         bin(TK_PLUS, "+", var("w"), bin(TK_PLUS, "+", var("u"), bin(TK_PLUS, "+", var("v"), var("y")))))))))));
  EXPECT_DIAGS("");
  reset();
  /* x = x + 1 before any assignment; int k = k; a declaration in a loop; code after a return */
  PROGRAM(FUNC(TY_INT, "f", PARAMS(param(TY_INT, "c")),
               BLOCK(decl(TY_INT, "x", -1), expr(asg(TK_ASSIGN, "=", var("x"), bin(TK_PLUS, "+", var("x"), num(1)))),
                     decl(TY_INT, "k", var("k")),
                     decl(TY_INT, "m", -1),
                     expr(cnd(var("c"), asg(TK_ASSIGN, "=", var("m"), num(1)), asg(TK_ASSIGN, "=", var("m"), num(2)))),
                     while_(var("c"), BLOCK(decl(TY_INT, "t", -1), if_(var("c"), expr(asg(TK_ASSIGN, "=", var("t"), num(1))), -1),
                                            expr(incdec(TK_INC, 1, var("t"))))),
                     decl(TY_INT, "q", -1),
                     for_(-1, -1, -1, BLOCK(if_(var("c"), BLOCK(expr(asg(TK_ASSIGN, "=", var("q"), num(1))), brk()), -1))),
                     expr(var("q")),
                     decl(TY_INT, "r", -1),
                     if_(var("c"), ret(num(1)), expr(asg(TK_ASSIGN, "=", var("r"), num(1)))),
                     ret(bin(TK_PLUS, "+", var("m"), var("r"))),
                     expr(var("x")))));
  EXPECT_DIAGS("");
  reset();
  /* reads in a do-while condition and a for step */
  PROGRAM(FUNC(TY_INT, "f", PARAMS(param(TY_INT, "c")),
               BLOCK(decl(TY_INT, "x", -1), decl(TY_INT, "y", -1),
                     do_(BLOCK(if_(var("c"), cont(), -1), expr(asg(TK_ASSIGN, "=", var("x"), num(1)))), var("x")),
                     for_(-1, var("c"), var("y"), BLOCK(expr(asg(TK_ASSIGN, "=", var("y"), num(1))))),
                     ret(num(0)))));
  EXPECT_DIAGS("");
}

/* a reachable end of a non-void function is no compile error (codegen traps missing_return there); return,
 * break and continue in the wrong place are */
static void test_returns(void) {
  reset();
  PROGRAM(FUNC(TY_INT, "a", PARAMS(param(TY_INT, "c")), BLOCK(while_(num(1), BLOCK(if_(var("c"), ret(num(1)), -1))))),
          FUNC(TY_INT, "b", PARAMS(param(TY_INT, "c")), BLOCK(while_(boo(1), BLOCK(if_(var("c"), brk(), -1))))),
          FUNC(TY_INT, "c", PARAMS(param(TY_INT, "c")), BLOCK(if_(var("c"), ret(num(1)), ret(num(2))))),
          FUNC(TY_INT, "d", PARAMS(param(TY_INT, "c")), BLOCK(if_(var("c"), ret(num(1)), -1))),
          FUNC(TY_INT, "e", PARAMS(param(TY_INT, "c")), BLOCK(for_(-1, -1, -1, BLOCK(expr(var("c")))))),
          FUNC(TY_INT, "g", PARAMS(param(TY_INT, "c")), BLOCK(do_(ret(num(1)), var("c")))),
          FUNC(TY_INT, "h", PARAMS(param(TY_INT, "c")), BLOCK(while_(var("c"), ret(num(1))))),
          FUNC(TY_VOID, "i", PARAMS(-1), BLOCK(ret(num(1)))),
          FUNC(TY_INT, "j", PARAMS(-1), BLOCK(ret(-1), brk(), cont())),
          FUNC(TY_INT, "k", PARAMS(-1), BLOCK(while_(num(1), BLOCK(while_(num(1), brk())))))
          );
  EXPECT_DIAGS("E_RETURN_VALUE:return E_RETURN_NOVALUE:return E_BREAK_OUTSIDE:break E_CONTINUE_OUTSIDE:continue");
}

static void test_arrays(void) {
  int32_t f;
  reset();
  f = func_head(TY_INT, "f");
  func_body(f, PARAMS(param(TY_DOUBLE | TY_ARR, "p")),
           BLOCK(arr(TY_INT, "a", 10, END), arr(TY_LONG, "b", -1, num(1), num(2), boo(1), END),
                 arr(TY_INT, "c", 2, num(1), num(2), num(3), END), arr(TY_INT, "d", -1, END),
                 decl(TY_INT, "s", num(1)), expr(call("f", var("p"), END)), expr(call("f", var("a"), END)),
                 expr(call("f", idx(var("p"), num(0)), END)),
                 ret(idx(var("a"), var("b")))));
  PROGRAM(f);
  EXPECT_DIAGS("E_INIT_COUNT:c E_NOT_CONST_SIZE:d E_ARG_TYPE:f E_ARG_TYPE:f E_NEED_MEMORY:b");
  reset();
  f = FUNC(TY_INT, "f", PARAMS(-1),
           BLOCK(arr(TY_INT, "a", 10, END), arr(TY_LONG, "b", -1, num(1), num(2), boo(1), END),
                 decl(TY_INT, "s", -1), ret(idx(var("a"), idx(var("b"), num(1))))));
  PROGRAM(f);
  EXPECT_DIAGS("");
  EXPECT_TREE(f, "{decl a:i[]@0[10+0];decl b:l[]@1[3+10]={(~l 1),(~l 2),(~l true),};decl s:i@2;return a@0[b@1[1]];}");
  expect("arr_words", C.fn[0].arr_words == 13 ? "ok" : "bad", "ok", __LINE__);
}

/* ---------------------------------------------------------------- the optimizer */
static void test_fold(void) {
  int32_t f;
  reset();
  f = func_head(TY_INT, "f");
  func_body(f, PARAMS(param(TY_INT, "x")),
           BLOCK(expr(asg(TK_ASSIGN, "=", var("x"), bin(TK_PLUS, "+", num(2147483647), num(1)))),
                 expr(asg(TK_ASSIGN, "=", var("x"), bin(TK_SLASH, "/", num(1), num(0)))),
                 expr(asg(TK_ASSIGN, "=", var("x"), bin(TK_SLASH, "/", num(-2147483647 - 1), un(TK_MINUS, "-", num(1))))),
                 expr(asg(TK_ASSIGN, "=", var("x"), bin(TK_SHL, "<<", num(1), num(32)))),
                 expr(asg(TK_ASSIGN, "=", var("x"), bin(TK_SHR, ">>", num(-8), num(1)))),
                 expr(asg(TK_ASSIGN, "=", var("x"), cast(TY_INT, dnum(3e9)))),
                 expr(asg(TK_ASSIGN, "=", var("x"), cast(TY_INT, dnum(-2147483648.9)))),
                 expr(asg(TK_ASSIGN, "=", var("x"), bin(TK_PLUS, "+", var("x"), num(0)))),
                 expr(asg(TK_ASSIGN, "=", var("x"), land(num(0), call("f", num(1), END)))),
                 expr(asg(TK_ASSIGN, "=", var("x"), cnd(boo(1), dnum(1.5), var("x")))),
                 expr(asg(TK_ASSIGN, "=", var("x"), bin(TK_EQ, "==", dnum(0.1), bin(TK_STAR, "*", lng(3), num(5))))),
                 if_(num(0), ret(num(1)), BLOCK(ret(num(2)), expr(var("x")))),
                 while_(num(0), expr(var("x"))),
                 for_(decl(TY_INT, "i", num(0)), boo(0), -1, expr(var("x"))),
                 ret(bin(TK_SLASH, "/", dnum(0.0), dnum(0.0)))));
  PROGRAM(f);
  EXPECT_DIAGS("");
  opt_run(&C);
  EXPECT_TREE(f, "{(=:i/- x@0 -2147483648);(=:i/- x@0 (/:i 1 0));(=:i/- x@0 (/:i -2147483648 -1));"
                 "(=:i/- x@0 (<<:i 1 32L));(=:i/- x@0 -4);(=:i/- x@0 (cast-i 3e+09));"
                 "(=:i/- x@0 -2147483648);(=:i/- x@0 x@0);(=:i/- x@0 0);(=:i/- x@0 1);(=:i/- x@0 0);"
                 "{return 2;};{decl i:i@1=0;}return (~i (/:d 0 0));}");
}

int main(void) {
  test_types();
  test_type_errors();
  test_functions();
  test_scopes();
  test_unassigned_reads();
  test_returns();
  test_arrays();
  test_fold();
  printf("%d passed, %d failed\n", tests - failures, failures);
  return failures != 0;
}
