/* parse_dump.c - debug tool (not part of the product): lex + parse a file and print the tree or the errors.
 *
 * Build (from the repository root):
 *   gcc -std=c11 -g -Isrc -Itools -o build/parse_dump tests/unit/parse_dump.c src/core/compiler/lex.c src/core/compiler/parse.c
 * Run:  build/parse_dump FILE      (FILE "-" reads stdin)
 * Exit status: 0 parsed, 1 errors.  Also checks every node's invariants (depth, child ranges) and aborts
 * if one is broken, so it doubles as a fuzz driver: feed it random bytes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/compiler/compiler.h"

void cc_error(Compiler *c, int32_t code, int32_t pos, int32_t len, int32_t arg) {
  c->nerr_total++;
  if (c->ndiag < GNC_MAX_DIAGS) {
    Diag *d = &c->diag[c->ndiag++];
    d->code = code; d->pos = pos; d->len = len; d->arg = arg;
  }
}

static const char *diag_fmt[] = {
  "none",
#define D(code, fmt) fmt,
  DIAGS(D)
#undef D
};
static const char *diag_name[] = {
  "E_NONE",
#define D(code, fmt) #code,
  DIAGS(D)
#undef D
};
static const char *ex_text[] = {
#define T(code, text) text,
  EXPECTED_TEXTS(T)
#undef T
};
static const char *kind_name[] = {"FUNC", "PARAM", "BLOCK", "DECL", "EXPR", "IF", "WHILE", "DO", "FOR", "BREAK",
                                  "CONTINUE", "RETURN", "EMPTY", "NUM", "DNUM", "BOOLLIT", "VAR", "INDEX", "CALL",
                                  "UNARY", "INCDEC", "BINARY", "LOGAND", "LOGOR", "COND", "ASSIGN", "CAST"};
static const char *ty_name[] = {"void", "bool", "int", "long", "double", "?5", "?6", "err"};

static const char *src;
static int32_t src_len;
static Compiler C;

static const char *op_text(int op) {
  switch (op) {
  case TK_ASSIGN: return "="; case TK_ADD_ASSIGN: return "+="; case TK_SUB_ASSIGN: return "-=";
  case TK_MUL_ASSIGN: return "*="; case TK_DIV_ASSIGN: return "/="; case TK_MOD_ASSIGN: return "%=";
  case TK_SHL_ASSIGN: return "<<="; case TK_SHR_ASSIGN: return ">>="; case TK_AND_ASSIGN: return "&=";
  case TK_OR_ASSIGN: return "|="; case TK_XOR_ASSIGN: return "^="; case TK_OR: return "|";
  case TK_XOR: return "^"; case TK_AND: return "&"; case TK_EQ: return "=="; case TK_NE: return "!=";
  case TK_LT: return "<"; case TK_LE: return "<="; case TK_GT: return ">"; case TK_GE: return ">=";
  case TK_SHL: return "<<"; case TK_SHR: return ">>"; case TK_PLUS: return "+"; case TK_MINUS: return "-";
  case TK_STAR: return "*"; case TK_SLASH: return "/"; case TK_PERCENT: return "%"; case TK_NOT: return "!";
  case TK_TILDE: return "~"; case TK_INC: return "++"; case TK_DEC: return "--";
  default: return "";
  }
}

static void line_col(int32_t pos, int *line, int *col) {
  int32_t i;
  *line = 1; *col = 1;
  for (i = 0; i < pos && i < src_len; i++) {
    if (src[i] == '\n') { (*line)++; *col = 1; }
    else (*col)++;
  }
}

static void print_type(int ty) {
  printf("%s%s", ty_name[TY_BASE(ty)], TY_IS_ARR(ty) ? "[]" : "");
}

static void fail(const char *what, int32_t n) {
  fprintf(stderr, "INVARIANT BROKEN at node %d: %s\n", n, what);
  abort();
}

/* check node n (and its subtree) and return its height */
static int check(int32_t n, int level) {
  const Node *x;
  int32_t kids[4], k, m, h = 0;
  if (n < 0 || n >= C.nnode) fail("child index out of range", n);
  if (level > GNC_MAX_NEST + 1) fail("tree deeper than the limit", n);
  x = &C.node[n];
  if (x->pos < 0 || x->pos > src_len) fail("pos out of range", n);
  if (x->name >= 0 && x->name + x->nlen > src_len) fail("name out of range", n);
  if (x->slot != -1 || x->fn != -1) fail("slot/fn not -1", n);
  kids[0] = x->a; kids[1] = x->b; kids[2] = x->c; kids[3] = x->kind == N_FOR ? x->d : -1;
  if (x->kind != N_FOR && x->d != -1) fail("d not -1", n);
  for (k = 0; k < 4; k++)
    for (m = kids[k]; m >= 0; m = C.node[m].next) {
      int hh = check(m, level + 1);
      if (hh > h) h = hh;
    }
  if (x->depth != h + 1) fail("wrong depth", n);
  if (x->depth > GNC_MAX_NEST) fail("depth over the limit", n);
  return x->depth;
}

static void dump(int32_t n, int ind) {
  for (; n >= 0; n = C.node[n].next) {
    const Node *x = &C.node[n];
    int line, col;
    line_col(x->pos, &line, &col);
    printf("%*s%s", ind * 2, "", kind_name[x->kind]);
    if (x->op) printf(" %s", op_text(x->op));
    if (x->name >= 0) printf(" '%.*s'", x->nlen, src + x->name);
    if (x->kind == N_FUNC || x->kind == N_PARAM || x->kind == N_DECL || x->kind == N_CAST || x->ty) {
      printf(" : ");
      print_type(x->ty);
    }
    if (x->kind == N_NUM || x->kind == N_BOOLLIT || (x->kind == N_DECL && (x->flags & (NF_HASSIZE | NF_INITLIST))))
      printf(" ival=%lld", (long long)x->ival);
    if (x->kind == N_DNUM) {
      double d;
      memcpy(&d, &x->ival, 8);
      printf(" %.17g", d);
    }
    if (x->flags) printf(" flags=%s%s%s", x->flags & NF_POSTFIX ? "postfix " : "",
                         x->flags & NF_INITLIST ? "initlist " : "", x->flags & NF_HASSIZE ? "hassize" : "");
    printf("  @%d:%d h%d\n", line, col, x->depth);
    switch (x->kind) {
    case N_FUNC:
      dump(x->a, ind + 1);
      if (x->b >= 0) dump(x->b, ind + 1);
      else printf("%*s(prototype)\n", ind * 2 + 2, "");
      break;
    case N_FOR:
      printf("%*sinit:\n", ind * 2 + 2, ""); dump(x->a, ind + 2);
      printf("%*scond:\n", ind * 2 + 2, ""); dump(x->b, ind + 2);
      printf("%*sstep:\n", ind * 2 + 2, ""); dump(x->c, ind + 2);
      printf("%*sbody:\n", ind * 2 + 2, ""); dump(x->d, ind + 2);
      break;
    default:
      if (x->a >= 0) dump(x->a, ind + 1);
      if (x->b >= 0) dump(x->b, ind + 1);
      if (x->c >= 0) dump(x->c, ind + 1);
    }
  }
}

static void print_diag(const Diag *d) {
  const char *f = diag_fmt[d->code];
  int line, col;
  line_col(d->pos, &line, &col);
  printf("%d:%d: error: ", line, col);
  for (; *f; f++) {
    if (f[0] == '%' && f[1] == 's') {
      if (d->code == E_EXPECTED) printf("%s", d->arg >= 0 && d->arg < EX__COUNT ? ex_text[d->arg] : "?");
      else printf("%.*s", d->len, src + d->pos);
      f++;
    } else if (f[0] == '%' && f[1] == 'd') {
      printf("%d", d->arg);
      f++;
    } else {
      putchar(*f);
    }
  }
  printf("   [%s pos=%d len=%d]\n", diag_name[d->code], d->pos, d->len);
}

/* lex + parse + check invariants of one source; prints the tree unless quiet; returns nonzero on errors */
static int run(const char *buf, int32_t n, int quiet) {
  static Token *tok;
  static Node *node;
  static int32_t cap;
  int i, rc;
  if (n + 2 > cap) {
    cap = n + 2;
    tok = realloc(tok, sizeof(Token) * (size_t)cap);
    node = realloc(node, sizeof(Node) * (size_t)(2 * cap + 64));
  }
  src = buf;
  src_len = n;
  memset(&C, 0, sizeof C);
  C.src = src;
  C.src_len = src_len;
  C.tok_cap = src_len + 2;
  C.tok = tok;
  C.node_cap = 2 * src_len + 64;
  C.node = node;
  rc = lex_run(&C);
  if (!rc) rc = parse_run(&C);
  if (!quiet || rc) {
    for (i = 0; i < C.ndiag && quiet < 2; i++) print_diag(&C.diag[i]);
    if (C.nerr_total > C.ndiag && quiet < 2) printf("(%d more errors)\n", C.nerr_total - C.ndiag);
  }
  for (i = 0; i < C.ndiag; i++)
    if (C.diag[i].pos < 0 || C.diag[i].len < 0 || C.diag[i].pos + C.diag[i].len > src_len) fail("diag out of range", -1);
  if (!rc) {
    int32_t f;
    for (f = C.root; f >= 0; f = C.node[f].next) {
      if (C.node[f].kind != N_FUNC && !(C.node[f].kind == N_BLOCK && (C.node[f].flags & NF_GLOBAL)))
        fail("root chain holds neither a function nor a file-scope declaration", f);
      check(f, 1);
    }
    if (!quiet) dump(C.root, 0);
  }
  if (rc && C.nerr_total == 0) fail("nonzero return without a diagnostic", -1);
  if (!rc && C.nerr_total != 0) fail("errors but zero return", -1);
  return rc != 0;
}

#ifndef PARSE_DUMP_NO_MAIN
int main(int argc, char **argv) {
  FILE *fp;
  char *buf;
  size_t cap = 1 << 16, n = 0, r;
  int quiet = argc > 2 && !strcmp(argv[2], "-q");
  if (argc < 2) { fprintf(stderr, "usage: parse_dump FILE [-q]\n"); return 2; }
  fp = strcmp(argv[1], "-") ? fopen(argv[1], "rb") : stdin;
  if (!fp) { perror(argv[1]); return 2; }
  buf = malloc(cap);
  while ((r = fread(buf + n, 1, cap - n, fp)) > 0) {
    n += r;
    if (n == cap) buf = realloc(buf, cap *= 2);
  }
  return run(buf, (int32_t)n, quiet);
}
#endif
