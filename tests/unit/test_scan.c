/* test_scan.c - the workspace's sizes from the source's scan (lex_scan, compile.c's cc_layout).
 *
 * 1. The scan against the lexer: on every input (the files named on the command line, generated programs,
 *    their mutations, random text over an alphabet rich in the scan's special bytes) each count of
 *    lex_scan must be at least lex_run's (tokens; tokens that may make a node, those whose node may get an
 *    implicit cast; words and literals; words; '('; the tokens of branching constructs), its preprocessor flag
 *    must be pp_needed's, and a source's line splices at least pp_run's.
 * 2. Every program that compiles in the worst-case workspace (cc_workspace_size) must compile to the same
 *    module bytes in a workspace of exactly cc_workspace_size_src bytes (its own malloc, so that ASan sees
 *    any byte past it); the program's use of each arena against its capacity is tracked and printed.
 * 3. Programs written to fill one arena each as fast as a program can (implicit casts, code per token,
 *    constants, functions, locals, nesting, switch cases, preprocessor headers and expansions) must also
 *    compile in their exact workspace.
 * 4. Adversarial texts (a token per byte, deep brackets, macro expansions past the limits) must compile or
 *    fail with a diagnostic in their exact workspace, never touch a byte beyond it; macro-heavy programs
 *    within the limits must compile, again in exactly the workspace they measured where they ran out of
 *    room (cc_retry), in as many compiles from the worst-case workspace as from the scan's.
 * 5. The built-in headers' token counts that pp.c keeps in a table are at least the texts' real counts.
 *
 *   test_scan [N] [FILES...]      N generated programs (default 600), each also mutated
 * Prints the largest use of each arena relative to its capacity and "N passed, N failed".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/compiler/compiler.h"
#include "gen/gen.h"

static int passed, failed;
static double worst_node, worst_code, worst_tok, worst_out;
static char worst_node_name[128], worst_code_name[128], worst_out_name[128];

static void fail(const char *name, const char *what) {
  failed++;
  if (failed <= 20) printf("FAIL %s: %s\n", name, what);
}

/* ---------------------------------------------------------------- 1. the scan against the lexer */
static void check_scan(const char *name, const char *src, int32_t len) {
  CcScan s;
  Compiler *c = malloc(sizeof *c);
  size_t w = cc_workspace_size(len);
  void *ws = malloc(w);
  int32_t i, toks, nfree = 0, semis = 0, leaves = 0, words = 0, parens = 0, branches = 0;
  char msg[256];
  lex_scan(src, len, &s);
  if (s.pp != pp_needed(src, len)) {
    snprintf(msg, sizeof msg, "scan says pp %d, pp_needed %d", s.pp, pp_needed(src, len));
    fail(name, msg);
  } else {
    passed++;
  }
  cc_init(c, src, len, ws, w);
  c->src = src; /* lex the text as it is (no preprocessor) */
  lex_run(c);
  toks = c->ntok - 1;
  for (i = 0; i < toks; i++) {
    int k = c->tok[i].kind;
    /* no node: closing brackets, ':', type keywords, else, static, inline; no implicit cast: ';', statement
     * keywords; leaves: names, keywords, literals, string literals */
    nfree += k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE || k == TK_COLON || k == TK_INT || k == TK_LONG ||
             k == TK_DOUBLE || k == TK_BOOL || k == TK_VOID || k == TK_CHAR || k == TK_SHORT || k == TK_SIGNED ||
             k == TK_UNSIGNED || k == TK_FLOAT || k == TK_CONST || k == TK_TYPEDEF || k == TK_ENUM || k == TK_ELSE ||
             k == TK_STATIC || k == TK_INLINE;
    semis += k == TK_SEMI || k == TK_IF || k == TK_WHILE || k == TK_DO || k == TK_FOR || k == TK_SWITCH ||
             k == TK_BREAK || k == TK_CONTINUE || k == TK_RETURN || k == TK_CASE || k == TK_DEFAULT;
    branches += k == TK_ANDAND || k == TK_OROR || k == TK_QUESTION || k == TK_IF || k == TK_WHILE || k == TK_DO ||
                k == TK_FOR || k == TK_SWITCH;
    parens += k == TK_LPAREN;
    words += k == TK_IDENT || (k >= TK_INT && k <= TK_RETURN) || (k >= TK_CHAR && k <= TK_CONST) ||
             (k >= TK_SIZEOF && k <= TK_ENUM) || k == TK_STATIC || k == TK_INLINE;
    leaves += k == TK_IDENT || (k >= TK_INT && k <= TK_RETURN) || (k >= TK_CHAR && k < TK__COUNT && k != TK_DOT &&
              k != TK_ARROW && k != TK_ELLIPSIS && k != TK_PACKED) || k == TK_INTLIT || k == TK_LONGLIT ||
              k == TK_DBLLIT;
  }
  if (s.tokens < toks || s.nodal < toks - nfree || s.castable < toks - nfree - semis || s.leaves < leaves ||
      s.words < words || s.words > s.leaves || s.parens < parens || s.branches < branches || s.len != len) {
    snprintf(msg, sizeof msg, "scan %d/%d/%d/%d/%d/%d below the lexer's %d/%d/%d/%d/%d/%d", s.tokens, s.nodal,
             s.castable, s.leaves, s.words, s.parens, toks, toks - nfree, toks - nfree - semis, leaves, words, parens);
    fail(name, msg);
  } else {
    passed++;
  }
  if (s.pp) { /* the preprocessor's splice table */
    cc_init(c, src, len, ws, w);
    pp_run(c);
    if (c->nspl > s.splices) {
      snprintf(msg, sizeof msg, "%d splices, the scan saw %d", c->nspl, s.splices);
      fail(name, msg);
    } else {
      passed++;
    }
  }
  free(ws);
  free(c);
}

/* ---------------------------------------------------------------- 2. exact workspaces */
/* the compile's result as text: module digest or the first diagnostic */
static void result(const Compiler *c, int rc, char *buf, size_t cap) {
  uint64_t h = 1469598103934665603ull;
  int32_t i;
  if (rc == 0) {
    for (i = 0; i < c->out_len; i++) h = (h ^ c->out[i]) * 1099511628211ull;
    snprintf(buf, cap, "ok %d %016llx", c->out_len, (unsigned long long)h);
  } else {
    snprintf(buf, cap, "errors %d: %d@%d", c->nerr_total, c->ndiag ? c->diag[0].code : -1,
             c->ndiag ? c->diag[0].pos : -1);
  }
}

static void note(double *worst, char *wname, double v, const char *name) {
  if (v > *worst) {
    *worst = v;
    if (wname) snprintf(wname, 128, "%s", name);
  }
}

/* a compile that ran out of room (E_WS_SMALL) again, in a workspace of exactly the size it measured (its
 * own malloc), as the host does (cc_compile_host); *tries: the compiles */
static int compile_again(Compiler *c, const char *src, int32_t len, void **ws, int rc, int *tries) {
  CcScan s;
  size_t w;
  *tries = 1;
  while (rc && (w = cc_retry(c, &s)) > 0) {
    free(*ws);
    *ws = malloc(w);
    cc_init_scan(c, src, len, *ws, w, &s);
    rc = cc_compile(c);
    ++*tries;
  }
  return rc;
}

static int most_tries, lean_files, lean_outgrown;
static double lean_node, lean_out;
static char lean_node_name[128], lean_out_name[128];

/* Compiles src in the worst-case workspace, in one of exactly its scan's size (a lean first compile, then
 * each again in the room it measured where it ran out), and with every bound (room.full: not lean), in a
 * workspace of exactly that size.  All three must give the same result; the scan's compiles
 * are the worst case's, or one more (the lean compile outgrew an arena).  want_ok: it must compile;
 * want_tries: in that many compiles at least from the worst case.  The use of each arena is noted for the
 * compile with every bound (against the bounds of cc_layout's comment) and for a lean compile that fit. */
static void check_exact_tries(const char *name, const char *src, int32_t len, int want_ok, int want_tries) {
  Compiler *c = malloc(sizeof *c);
  size_t big = cc_workspace_size(len), exact = cc_workspace_size_src(src, len), full;
  void *ws = malloc(big);
  char a[256], b[256], f[256], msg[900];
  int ra, rb, rf, ta, tb, tf;
  CcScan s;
  cc_init(c, src, len, ws, big);
  ra = compile_again(c, src, len, &ws, cc_compile(c), &ta);
  result(c, ra, a, sizeof a);
  free(ws);
  ws = malloc(exact);
  cc_scan(src, len, &s);
  cc_init_scan(c, src, len, ws, exact, &s);
  rb = compile_again(c, src, len, &ws, cc_compile(c), &tb);
  result(c, rb, b, sizeof b);
  if (tb > most_tries) most_tries = tb;
  lean_files++;
  lean_outgrown += tb > ta;
  if (rb == 0 && tb == 1) {
    note(&lean_node, lean_node_name, (double)c->nnode / c->node_cap, name);
    note(&lean_out, lean_out_name, (double)c->out_len / c->out_cap, name);
  }
  free(ws);
  cc_scan(src, len, &s);
  s.room.full = 1; /* every bound */
  full = cc_workspace_size_scan(&s);
  ws = malloc(full);
  cc_init_scan(c, src, len, ws, full, &s);
  rf = compile_again(c, src, len, &ws, cc_compile(c), &tf);
  result(c, rf, f, sizeof f);
  if (ta < want_tries || tb < ta || tb > ta + 1 || tf != ta) {
    snprintf(msg, sizeof msg, "compiles: %d in the worst-case workspace, %d from the scan, %d with every bound, "
             "%d wanted", ta, tb, tf, want_tries);
    fail(name, msg);
  }
  if (strcmp(a, b) != 0 || strcmp(a, f) != 0 || (want_ok && ra != 0)) {
    snprintf(msg, sizeof msg, "worst-case workspace: %s; exact (%zu bytes): %s; every bound (%zu bytes): %s", a,
             exact, b, full, f);
    fail(name, msg);
  } else {
    passed++;
  }
  if (rf == 0) {
    /* the arenas' use: the code words per nodal token (of the text the phases read: the preprocessor's
     * output, whose own scan sized the arenas, where it ran) are what the out bound assumes at most 4 of */
    double nodal;
    if (c->pp_done) lex_scan(c->src, c->src_len, &s);
    nodal = (double)s.nodal;
    note(&worst_node, worst_node_name, (double)c->nnode / c->node_cap, name);
    note(&worst_tok, 0, (double)c->ntok / c->tok_cap, name);
    note(&worst_out, worst_out_name, (double)c->out_len / c->out_cap, name);
    if (nodal > 0) {
      const ModHeader *h = (const ModHeader *)c->out;
      note(&worst_code, worst_code_name, h->code_words / nodal, name);
    }
  }
  free(ws);
  free(c);
}

static void check_exact(const char *name, const char *src, int32_t len, int want_ok) {
  check_exact_tries(name, src, len, want_ok, 1);
}

/* ---------------------------------------------------------------- 3. programs that fill one arena each */
static char *buf;
static size_t blen, bcap;
static void put(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
#include <stdarg.h>
static void put(const char *fmt, ...) {
  va_list ap;
  int n;
  for (;;) {
    va_start(ap, fmt);
    n = vsnprintf(buf + blen, bcap - blen, fmt, ap);
    va_end(ap);
    if (blen + (size_t)n < bcap) break;
    bcap = bcap * 2 + (size_t)n;
    buf = realloc(buf, bcap);
  }
  blen += (size_t)n;
}
static void reset(void) { blen = 0; if (buf) buf[0] = 0; }

static void stress(void) {
  int i, j;
  static const char *ty[] = {"char", "unsigned char", "short", "unsigned short", "int", "unsigned", "long",
                             "unsigned long", "float", "double", "bool"};
  /* implicit casts on both operands of every operator, and of the result */
  reset();
  put("long f(char c, short s, unsigned char u, float g) {\n  long x = 0;\n");
  for (i = 0; i < 3000; i++) put("  x = c + s; x = c < s; x = u * c; x += g; x = -c; x = ~u; x = s ? c : u;\n");
  put("  return x;\n}\nint main(void) { return (int)f(1, 2, 3, 4.0f); }\n");
  check_exact("casts", buf, (int32_t)blen, 1);
  /* code per token: compound assignments of elements with conversions, post-increments as values */
  reset();
  for (j = 0; j < 11; j++) {
    put("%s g%d(%s a[4], float f, unsigned u, double d, unsigned long l) {\n  %s y = 0;\n", ty[j], j, ty[j], ty[j]);
    for (i = 0; i < 300; i++) {
      put("  a[u&3] += f; a[1] -= d; a[2] *= l; a[3] /= f; y = a[u&3]++; y = --a[1]; y = !a[2];"
          " y = (%s)(unsigned)(char)d; d = f < d; y = a[0] != a[1];\n", ty[j]);
      if (j < 8) put("  a[0] <<= u&7; a[1] %%= 3; a[2] ^= l; a[u&3] >>= 2; y = ~a[3];\n");
    }
    put("  return y;\n}\n");
  }
  put("int main(void) { return 0; }\n");
  check_exact("code per token", buf, (int32_t)blen, 1);
  /* calls with conversions of every argument, returns with conversions */
  reset();
  put("double h(double a, double b, double c, double d) { return a + b + c + d; }\n");
  put("float k(unsigned u) { return u; }\n");
  put("int main(void) {\n  unsigned c = 7; long t = 0;\n");
  for (i = 0; i < 4000; i++) put("  t += h(c,c,c,c); t += k(c);\n");
  put("  return (int)t;\n}\n");
  check_exact("calls", buf, (int32_t)blen, 1);
  /* distinct constants: large integers, longs and doubles */
  reset();
  put("double main2(void) {\n  double d = 0; long l = 0;\n");
  for (i = 0; i < 20000; i++) put("  l += %dL; d += %d.5; l ^= 0x%x;\n", 100000000 + i, i, 0x7f000000 + i);
  put("  return d + l;\n}\nint main(void) { return (int)main2(); }\n");
  check_exact("constants", buf, (int32_t)blen, 1);
  /* many functions (the limit), and prototypes */
  reset();
  for (i = 0; i < GNC_MAX_FUNCS - 1; i++) put("int f%d(void){return %d;}\n", i, i);
  put("int main(void){return f1();}\n");
  check_exact("functions", buf, (int32_t)blen, 1);
  reset();
  for (i = 0; i < 2000; i++) put("int p%d(int,long,double);\n", i);
  put("int main(void){return 0;}\n");
  check_exact("prototypes", buf, (int32_t)blen, 1);
  /* the most locals, in nested scopes, in many functions */
  reset();
  for (j = 0; j < 40; j++) {
    put("int l%d(int a) {\n", j);
    for (i = 0; i < 240; i++) put("  int v%d = a + %d;%s", i, i, i % 8 == 7 ? "\n" : "");
    put("  return v0 + v239;\n}\n");
  }
  put("int main(void){return l0(1);}\n");
  check_exact("locals", buf, (int32_t)blen, 1);
  /* nesting at the limit: blocks, loops, conditions (the checker's bitset stack) */
  reset();
  put("int n(int a, int b) {\n  int x = 0;\n");
  for (i = 0; i < 15; i++) put("  while (a && b) { if (a || b ? a : b) { for (;b;) { ");
  put("x++; break;");
  for (i = 0; i < 15; i++) put(" } } break; }");
  put("\n  return x;\n}\nint main(void){return n(1,1);}\n");
  check_exact("nesting", buf, (int32_t)blen, 1);
  reset();
  put("int m(int a, int b) {\n  return ");
  for (i = 0; i < 24; i++) put("a ? b && (");
  put("a");
  for (i = 0; i < 24; i++) put(") : b");
  put(";\n}\nint main(void){return m(1,1);}\n");
  check_exact("nested conditions", buf, (int32_t)blen, 1);
  /* a switch with the most case labels, large values */
  reset();
  put("long sw(long x) {\n  switch (x) {\n");
  for (i = 0; i < GNC_MAX_CASES; i++) put("  case %ldL: return %d;\n", 5000000000L + i * 7L, i);
  put("  }\n  return -1;\n}\nint main(void){return (int)sw(1);}\n");
  check_exact("switch", buf, (int32_t)blen, 1);
  /* array initialisers */
  reset();
  put("double ar(int i) {\n  double a[4000] = {");
  for (i = 0; i < 4000; i++) put("%d.25,", i + 1);
  put("};\n  return a[i];\n}\nint main(void){return (int)ar(3);}\n");
  check_exact("initialisers", buf, (int32_t)blen, 1);
  /* every header, <assert.h> again and again, asserts on every line */
  reset();
  put("#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include <ctype.h>\n#include <math.h>\n"
      "#include <limits.h>\n#include <stdint.h>\n#include <float.h>\n#include <stdbool.h>\n#include <stddef.h>\n"
      "#include <time.h>\n");
  for (i = 0; i < 300; i++) put("#include <assert.h>\n");
  put("int main(void) {\n  long x = 0;\n");
  for (i = 0; i < 500; i++)
    put("  assert(x >= 0); x = x %% 1000 + INT_MAX / 1000000 - EOF + (long)M_PI + (x > 0 ? 1 : 2);\n");
  put("  return x != 0;\n}\n");
  check_exact("headers", buf, (int32_t)blen, 1);
  /* expansions near the budget: each use grows to more tokens than it has */
  reset();
  put("#define SQ(x) ((x)*(x))\n#define P(a,b,c) ((a)+(b)+(c))\n#define NUL ((void *)0)\n");
  put("int main(void) {\n  int a = 1, b = 2;\n");
  for (i = 0; i < 2000; i++) put("  a = P(SQ(a), b, a) & 7; b = SQ(b) %% 5 + a;\n");
  put("  return a + b;\n}\n");
  check_exact("expansions", buf, (int32_t)blen, 1);
  /* a macro of the most parameters, line splices */
  reset();
  put("#define M(");
  for (i = 0; i < GNC_PP_MAX_PARAMS; i++) put("a%d%s", i, i + 1 < GNC_PP_MAX_PARAMS ? "," : "");
  put(") (a0 + \\\n  a126)\nint main(void) {\n  return M(");
  for (i = 0; i < GNC_PP_MAX_PARAMS; i++) put("%d%s", i, i + 1 < GNC_PP_MAX_PARAMS ? "," : "");
  put(") - 126;\n}\n");
  check_exact("parameters and splices", buf, (int32_t)blen, 1);
}

/* the memory model's constructs: string literals (each a static: a descriptor and its bytes), globals and
 * static locals with initialisers (the statics section), compound literals (a frame object and a local
 * each), pointer declarators and unary * and &, library calls with the most arguments */
static void stress_memory(void) {
  int i, j;
  /* one long literal: in a pointer, a local array, a global array */
  reset();
  put("#include <string.h>\nchar g[] = \"");
  for (i = 0; i < 20000; i++) put("%c", 'a' + i % 26);
  put("\";\nint main(void) {\n  const char *p = \"");
  for (i = 0; i < 20000; i++) put("%c", 'a' + i % 26);
  put("\";\n  char s[] = \"");
  for (i = 0; i < 20000; i++) put("%c", i % 2 ? 'x' : 'y');
  put("\";\n  return (int)(strlen(p) + strlen(s) + strlen(g)) != 60000;\n}\n");
  check_exact("a 20,000-byte literal", buf, (int32_t)blen, 1);
  /* string literals in a global array, and in calls */
  reset();
  put("#include <stdio.h>\n#include <string.h>\nconst char *names[400] = {");
  for (i = 0; i < 400; i++) put("\"name %d\", ", i);
  put("};\nint main(void) {\n  long n = 0;\n  for (int i = 0; i < 400; i++) n += strlen(names[i]);\n");
  for (i = 0; i < 400; i++) put("  n += strcmp(names[%d], \"name %d\") + strlen(\"%d\");\n", i, i, i);
  put("  printf(\"%%ld\\n\", n);\n  return 0;\n}\n");
  check_exact("400 string literals", buf, (int32_t)blen, 1);
  /* the most statics per byte: empty literals, adjacent ones, short globals with initial values */
  reset();
  put("const char *e[] = {");
  for (i = 0; i < 20000; i++) put("\"\",");
  put("};\nconst char *f[] = {");
  for (i = 0; i < 5000; i++) put("\"\"\"\",");
  put("};\nlong a[] = {");
  for (i = 0; i < 20000; i++) put("%d,", i % 10);
  put("};\n");
  for (i = 0; i < 4000; i++) put("long g%d=%d;", i, i % 10);
  put("\nint main(void) { static double d = 1; static long s[3] = {1, 2}; return (int)(a[5] + g3 + d + s[1]) - 10; }\n");
  check_exact("statics", buf, (int32_t)blen, 1);
  /* globals as operands: each read is a pointer and a load (the code per token) */
  reset();
  put("bool b; char c = 1; unsigned short u = 2; float f = 0.5f; double d; long l; int *p; long arr[8];\n");
  put("int main(void) {\n  int x = 3;\n  p = &x;\n");
  for (i = 0; i < 2000; i++)
    put("  b = c < u; d += f * c; l += b + c + u; c++; --u; arr[c & 7] += l; *p += arr[u & 7] + b; f -= !b;\n");
  put("  return (int)(l + d + *p) & 1;\n}\n");
  check_exact("globals", buf, (int32_t)blen, 0);
  /* pointers: declarators, * and &, pointers to pointers, pointer arithmetic */
  reset();
  put("long f(long *a, int n) {\n  long x = 1, *p = &x, **pp = &p, *q = a;\n  char c = 2, *cp = &c;\n");
  for (i = 0; i < 3000; i++)
    put("  **pp += *q; q[1] = *p * 2; *cp += (char)*p; p = q + (n & 1); *p = q[0] - *(q + 1); pp = &q;\n");
  put("  return **pp + *cp;\n}\nint main(void) { long a[4] = {1, 2, 3, 4}; return (int)f(a, 3) & 1; }\n");
  check_exact("pointers", buf, (int32_t)blen, 0);
  /* compound literals: a frame object and a local each (at most GNC_MAX_LOCALS a function) */
  reset();
  for (j = 0; j < 20; j++) {
    put("long k%d(int i) {\n  long s = 0, *p;\n", j);
    for (i = 0; i < 200; i++) put("  p = (long[]){%d, i, %d}; s += p[i & 1];%s", i, j, i % 4 == 3 ? "\n" : "");
    put("  s += ((double[3]){1.5})[0] + ((char[]){'a', 0})[0];\n  return s;\n}\n");
  }
  put("int main(void) { return (int)k0(1) & 1; }\n");
  check_exact("compound literals", buf, (int32_t)blen, 1);
  /* library calls with the most arguments, each converted (variadic promotions, pointer parameters) */
  reset();
  put("#include <stdio.h>\n#include <string.h>\n#include <math.h>\nint main(void) {\n  char c = 'x'; short h = 2;"
      " float f = 1.5f; unsigned u = 3; long l = 4; double d = 5; char buf[256];\n");
  for (i = 0; i < 1500; i++) {
    put("  snprintf(buf, sizeof buf, \"%%c%%d%%f%%u%%ld%%g%%c%%d%%f%%u%%ld%%g%%d%%d%%s%%s\", c, h, f, u, l, d, c, h, f,"
        " u, l, d, isnan(d), isinf(f), \"%d\", buf + %d);\n", i, i % 8);
    if (i % 50 == 0) put("  fprintf(stdout, \"%%s %%d\\n\", buf, (int)strlen(buf)); putc('\\n', stderr);\n");
  }
  put("  return 0;\n}\n");
  check_exact("library calls", buf, (int32_t)blen, 1);
}

/* ---------------------------------------------------------------- 4. adversarial texts */
static void adversarial(void) {
  int i;
  reset();
  for (i = 0; i < 200000; i++) put("a;");
  check_exact("a token per byte", buf, (int32_t)blen, 0);
  reset();
  put("int main(void){");
  for (i = 0; i < 300000; i++) put(";");
  put("return 0;}\n");
  check_exact("empty statements", buf, (int32_t)blen, 1);
  reset();
  for (i = 0; i < 100000; i++) put("(");
  check_exact("open brackets", buf, (int32_t)blen, 0);
  reset();
  put("int main(void){return 0;}\n");
  for (i = 0; i < 100000; i++) put("f(){}");
  check_exact("tiny functions", buf, (int32_t)blen, 0);
  /* expansions past the budget */
  reset();
  put("#define A x+x+x+x+x+x+x+x+x+x+x+x+x+x+x+x\n#define B A+A+A+A+A+A+A+A\nint main(void){int x=1;return ");
  for (i = 0; i < 2000; i++) put("B+");
  put("0;}\n");
  check_exact("expansion past the budget", buf, (int32_t)blen, 0);
  reset();
  put("#define E(x) x x x x x x x x\n#define F(x) E(E(E(x)))\nint main(void){return F(F(1+)) 0;}\n");
  check_exact("expansion bomb", buf, (int32_t)blen, 0);
  reset();
  for (i = 0; i < 50000; i++) put("#define M%d %d\n", i, i);
  put("int main(void){return M49999;}\n");
  check_exact("many macros", buf, (int32_t)blen, 1);
  reset();
  for (i = 0; i < 30000; i++) put("'\\\\\"/*#\\\n");
  check_exact("specials", buf, (int32_t)blen, 0);
  /* macro-heavy programs within the limits: compiled again in the room they measured, never rejected */
  reset();
  put("#define R4(x) x x x x\n#define R16(x) R4(R4(x))\n#define R256(x) R16(R16(x))\n");
  put("int main(void){long s=1;R256(R256(s+=3;))return (int)(s%%100);}\n");
  check_exact_tries("65536 statements from one line (expansions 16-fold, to the limit, text measured)", buf,
                    (int32_t)blen, 1, 4);
  reset();
  put("#define R4(x) x x x x\n#define R16(x) R4(R4(x))\n#define ZZZZZZZZZZZZZZZZZZZZZZZZZ (0)+(0)\n");
  put("int main(void){int x=0;");
  for (i = 0; i < 3000; i++) put("x+=ZZZZZZZZZZZZZZZZZZZZZZZZZ;");
  put("R16(x+=1;)return x;}\n");
  check_exact_tries("tokens past 1.5 times the source's (the text's scan measured)", buf, (int32_t)blen, 1, 2);
  reset();
  put("#include <string.h>\n#define R4(x) x x x x\n#define R64(x) R4(R4(R4(x)))\n");
  put("int main(void){int n=0;R64(R64(n+=(int)strlen(\"abcdefgh\");))return n%%100;}\n");
  check_exact_tries("4096 string literals from one line", buf, (int32_t)blen, 1, 2);
  reset();
  put("#define R4(x) x x x x\n#define R16(x) R4(R4(x))\n#define R256(x) R16(R16(x))\n");
  put("int main(void){long s=0;");
  for (i = 0; i < 40; i++) put("R256(R16(s+=%d;))\n", i);
  put("return (int)(s%%7);}\n");
  check_exact_tries("forty expansions of 4096 statements (the text counted past its room)", buf, (int32_t)blen, 1, 2);
}

/* ---------------------------------------------------------------- inputs */
static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint64_t rnd(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

static size_t mutate(char *s, size_t len, size_t cap) {
  static const char *ins[] = {"/*", "*/", "//", "\"", "'", "'\\''", "#", "\\\n", "__", "1.5e+3", ".5", "0x1p",
                              "<<=", "x.y", "\n#define Q 1\n", "\n#include <assert.h>\n", "# /**/ include <math.h>",
                              "\r", "\t", "\xc3\xa9", "\\", ":", "?", "))", "{", "}", ";", "(", "_a", "a__"};
  size_t a = len ? rnd() % len : 0, n = 1 + rnd() % 8;
  if (a + n > len) n = len - a;
  if (rnd() % 2) {
    memmove(s + a, s + a + n, len - a - n);
    len -= n;
  } else {
    const char *t = ins[rnd() % (sizeof ins / sizeof ins[0])];
    size_t m = strlen(t);
    if (len + m < cap) {
      memmove(s + a + m, s + a, len - a);
      memcpy(s + a, t, m);
      len += m;
    }
  }
  s[len] = 0;
  return len;
}

static char *read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  char *s;
  long n;
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  n = ftell(f);
  fseek(f, 0, SEEK_SET);
  s = malloc((size_t)n + 1);
  *len = fread(s, 1, (size_t)n, f);
  s[*len] = 0;
  fclose(f);
  return s;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 600, i, k, h;
  size_t cap = 1 << 20, len;
  char *prog = malloc(cap), name[64];
  GenOpts o;
  /* 5. the header table */
  for (h = 0; h < PP_H__COUNT; h++) {
    int32_t m, nm, sm, tm, real = pp_text_tokens(h, &m), null = pp_text_tokens(-2, &nm), std = pp_text_tokens(PP_H_STDINT, &sm);
    int32_t want = real, wmac = m, tab = pp_header_tokens(h, &tm);
    if (h == PP_H_STDIO || h == PP_H_STDLIB || h == PP_H_STRING || h == PP_H_STDDEF || h == PP_H_TIME) {
      want += null;
      wmac += nm;
    }
    if (h == PP_H_INTTYPES) { /* it includes <stdint.h> */
      want += std;
      wmac += sm;
    }
    if (tab < want || tm < wmac) {
      snprintf(name, sizeof name, "header %d: table %d tokens %d macros, texts %d and %d", h, tab, tm, want, wmac);
      fail("header table", name);
    } else {
      passed++;
    }
  }
  /* 1 and 2: files, generated programs and their mutations, random text */
  for (i = 2; i < argc; i++) {
    char *s = read_file(argv[i], &len);
    if (!s) continue;
    check_scan(argv[i], s, (int32_t)len);
    check_exact(argv[i], s, (int32_t)len, 0);
    free(s);
  }
  for (i = 0; i < n; i++) {
    gen_default_opts(&o);
    o.size = i % 5 == 4 ? GEN_MEDIUM : GEN_SMALL;
    o.ctypes = i % 2;
    len = gen_program(1000 + (uint64_t)i, &o, prog, cap, 0);
    snprintf(name, sizeof name, "gen %d", i);
    check_scan(name, prog, (int32_t)len);
    check_exact(name, prog, (int32_t)len, 1);
    for (k = 0; k < 3; k++) {
      int m, nm = 1 + (int)(rnd() % 6);
      for (m = 0; m < nm; m++) len = mutate(prog, len, cap);
      snprintf(name, sizeof name, "gen %d mutated %d", i, k);
      check_scan(name, prog, (int32_t)len);
      check_exact(name, prog, (int32_t)len, 0);
    }
  }
  for (i = 0; i < n; i++) { /* random text over the scan's special bytes */
    static const char alpha[] = "ab_1.e+-/*\"'#\\\n \t<=>&|;:(){}[]?,x9\r";
    size_t m = 1 + rnd() % 300;
    for (len = 0; len < m; len++) prog[len] = alpha[rnd() % (sizeof alpha - 1)];
    prog[len] = 0;
    snprintf(name, sizeof name, "random %d", i);
    check_scan(name, prog, (int32_t)len);
    check_exact(name, prog, (int32_t)len, 0);
    if (i % 4 == 0) { /* repeated past the size from which the scan takes eight bytes at a time */
      size_t r = len;
      while (len + r < 40000) {
        memcpy(prog + len, prog, r);
        len += r;
      }
      prog[len] = 0;
      snprintf(name, sizeof name, "random %d repeated", i);
      check_scan(name, prog, (int32_t)len);
      check_exact(name, prog, (int32_t)len, 0);
    }
  }
  for (i = 0; i < n / 4; i++) { /* mutated programs of the eight-bytes-at-a-time size */
    gen_default_opts(&o);
    o.size = GEN_MEDIUM;
    o.ctypes = i % 2;
    len = 0;
    while (len < 40000) len += gen_program(5000 + (uint64_t)i * 7 + len, &o, prog + len, cap - len, 0);
    for (k = 0; k < 8; k++) len = mutate(prog, len, cap);
    snprintf(name, sizeof name, "large mutated %d", i);
    check_scan(name, prog, (int32_t)len);
    check_exact(name, prog, (int32_t)len, 0);
  }
  /* 3 and 4 */
  stress();
  stress_memory();
  adversarial();
  printf("largest use of the capacity: tokens %.3f, nodes %.3f (%s), module %.3f (%s); code words per nodal"
         " token %.3f (%s)\n", worst_tok, worst_node, worst_node_name, worst_out, worst_out_name, worst_code,
         worst_code_name);
  printf("most compiles of one program (out of room, then again in what it measured): %d\n", most_tries);
  printf("lean first compiles: %d of %d programs outgrew one; largest use of a lean arena that fit: nodes %.3f "
         "(%s), module %.3f (%s)\n", lean_outgrown, lean_files, lean_node, lean_node_name, lean_out, lean_out_name);
  printf("%d passed, %d failed\n", passed, failed);
  free(prog);
  free(buf);
  return failed != 0;
}
