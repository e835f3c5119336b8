/* opt.c - the AST optimizer: constant folding and dead-code removal on the typed tree.
 *
 * Runs after check_run and keeps every result identical to the unoptimized program:
 *   - folding computes exactly what the VM computes: int arithmetic wraps in 32 bits and long in 64 (done
 *     in unsigned arithmetic, so the compiler itself has no undefined behaviour), doubles are IEEE (this
 *     file is compiled with -ffp-contract=off).  An operation that would trap at run time (x/0, INT_MIN/-1,
 *     a shift count out of range, a double->int conversion of a value out of range) is never folded, and
 *     neither is a double operation whose result is a NaN (its sign and payload are left to the VM);
 *   - a folded node becomes an N_NUM (ty int/long), N_DNUM or N_BOOLLIT in place, keeping ty, pos and next;
 *   - a node that is replaced by one of its children (?: with a constant test, an identity cast, x+0)
 *     takes a copy of that child in place, so parents and list links need no rewiring;
 *   - dead code: `if` with a constant test keeps one branch, while(0) and for(;0;) disappear (a for whose
 *     init declares variables becomes a block of those declarations, an expression init an expression
 *     statement), and statements after return/break/continue in the same list are unlinked (NF_DEAD), up to
 *     one that holds a label (a case, a goto's: cc_has_label); nothing that holds a label is removed.
 * The tree walk is recursive and bounded by the parser's nesting limit (an implicit cast adds at most one
 * level per level); statement lists are walked iteratively.
 */
#include "core/compiler/compiler.h"

/* out of line: the folding helpers are rare next to the walk, and kept out of it they leave the
 * recursive walk a small frame (the CUDA build makes every function of this file out of line anyway) */
#if defined(__GNUC__) && !defined(__CUDACC__)
#define OP_COLD __attribute__((noinline))
#else
#define OP_COLD
#endif

/* ---------------------------------------------------------------- values */
CORE_FN static int op_is_const(const Node *x) {
  return x->kind == N_NUM || x->kind == N_DNUM || x->kind == N_BOOLLIT;
}

CORE_FN static double op_dbl(int64_t bits) {
  Value v;
  v.i = bits;
  return v.d;
}

CORE_FN static int64_t op_bits(double d) {
  Value v;
  v.d = d;
  return v.i;
}

CORE_FN static int op_isnan(double d) { return d != d; }

/* two's complement reinterpretations without implementation-defined conversions */
CORE_FN static int64_t op_s32(uint64_t u) {
  uint32_t w = (uint32_t)u;
  return w >= 0x80000000u ? (int64_t)w - (int64_t)0x100000000ll : (int64_t)w;
}
CORE_FN static int64_t op_s64(uint64_t u) {
  return u <= 0x7fffffffffffffffull ? (int64_t)u : -(int64_t)(~u) - 1;
}

/* the constant as an integer (bools 0/1) */
CORE_FN static int64_t op_ival(const Node *x) { return x->kind == N_BOOLLIT ? (x->ival != 0) : x->ival; }

CORE_FN static int op_truth(const Node *x) {
  if (x->kind == N_DNUM) return op_dbl(x->ival) != 0.0;
  return x->ival != 0;
}

/* turns node x into a constant of its own type */
CORE_FN static void op_set_int(Node *x, int64_t v) {
  x->kind = x->ty == TY_BOOL ? N_BOOLLIT : N_NUM;
  x->ival = x->ty == TY_BOOL ? (v != 0) : x->ty == TY_INT ? op_s32((uint64_t)v) : v;
  x->a = x->b = x->c = x->d = -1;
  x->name = -1;
  x->nlen = 0;
  x->op = 0;
  x->flags = 0;
}

/* 0 when the result is a NaN (left to the VM) */
CORE_FN static int op_set_dbl(Node *x, double d) {
  if (op_isnan(d)) return 0;
  x->kind = N_DNUM;
  x->ival = op_bits(d);
  x->a = x->b = x->c = x->d = -1;
  x->name = -1;
  x->nlen = 0;
  x->op = 0;
  x->flags = 0;
  return 1;
}

/* replaces node x by a copy of its operand y (x keeps its list link) */
CORE_FN OP_COLD static void op_take(Node *x, Node *y) {
  int32_t next = x->next;
  *x = *y;
  x->next = next;
  y->flags |= NF_DEAD;
}

/* ---------------------------------------------------------------- folding */
/* the C types after the first language's (char, short, unsigned, float) are not folded here: their
 * operations are the code generator's (exact by construction), so a constant of them stays an operation */
CORE_FN static int op_new_type(int t) { return t >= TY_CHAR; }

CORE_FN static void op_cast(Node *x, const Node *a) {
  int to = x->ty;
  if (a->kind == N_DNUM) {
    double d = op_dbl(a->ival);
    switch (to) {
    case TY_DOUBLE: op_set_dbl(x, d); return;
    case TY_BOOL: op_set_int(x, d != 0.0); return;
    case TY_INT: /* exactly the VM's D2I/D2L ranges (truncation must fit); outside them it traps */
      if (d > -2147483649.0 && d < 2147483648.0) op_set_int(x, (int64_t)d);
      return;
    case TY_LONG:
      if (d >= -9223372036854775808.0 && d < 9223372036854775808.0) op_set_int(x, (int64_t)d);
      return;
    }
    return;
  }
  {
    int64_t v = op_ival(a);
    if (to == TY_DOUBLE) op_set_dbl(x, (double)v);
    else if (to == TY_BOOL || to == TY_INT || to == TY_LONG) op_set_int(x, v);
  }
}

CORE_FN static void op_unary(Node *x, const Node *a) {
  if (x->op == TK_NOT) {
    op_set_int(x, !op_truth(a));
    return;
  }
  if (a->kind == N_DNUM) {
    double d = op_dbl(a->ival);
    if (x->op == TK_MINUS) op_set_dbl(x, -d);
    else if (x->op == TK_PLUS) op_set_dbl(x, d);
    return;
  }
  {
    uint64_t u = (uint64_t)op_ival(a);
    if (x->op == TK_MINUS) op_set_int(x, op_s64(0 - u));
    else if (x->op == TK_PLUS) op_set_int(x, op_s64(u));
    else if (x->op == TK_TILDE) op_set_int(x, op_s64(~u));
  }
}

CORE_FN static int op_cmp(int op, int lt, int eq) {
  switch (op) {
  case TK_EQ: return eq;
  case TK_NE: return !eq;
  case TK_LT: return lt;
  case TK_LE: return lt || eq;
  case TK_GT: return !lt && !eq;
  case TK_GE: return !lt;
  }
  return 0;
}

CORE_FN static void op_binary_dbl(Node *x, double p, double q) {
  switch (x->op) {
  case TK_PLUS: op_set_dbl(x, p + q); return;
  case TK_MINUS: op_set_dbl(x, p - q); return;
  case TK_STAR: op_set_dbl(x, p * q); return;
  case TK_SLASH: op_set_dbl(x, p / q); return;
  case TK_EQ: op_set_int(x, p == q); return;
  case TK_NE: op_set_int(x, p != q); return;
  case TK_LT: op_set_int(x, p < q); return;
  case TK_LE: op_set_int(x, p <= q); return;
  case TK_GT: op_set_int(x, p > q); return;
  case TK_GE: op_set_int(x, p >= q); return;
  }
}

/* integer binary operation in width 32 (is32) or 64; 0 when it would trap */
CORE_FN static int op_int_arith(int op, int is32, int64_t p, int64_t q, int64_t *r) {
  uint64_t up = (uint64_t)p, uq = (uint64_t)q;
  int64_t minv = is32 ? -2147483647ll - 1 : -9223372036854775807ll - 1;
  int bits = is32 ? 32 : 64;
  switch (op) {
  case TK_PLUS: *r = op_s64(up + uq); break;
  case TK_MINUS: *r = op_s64(up - uq); break;
  case TK_STAR: *r = op_s64(up * uq); break;
  case TK_AND: *r = op_s64(up & uq); break;
  case TK_OR: *r = op_s64(up | uq); break;
  case TK_XOR: *r = op_s64(up ^ uq); break;
  case TK_SLASH: case TK_PERCENT:
    if (q == 0 || (p == minv && q == -1)) return 0;
    *r = op == TK_SLASH ? p / q : p % q;
    break;
  case TK_SHL: case TK_SHR:
    if (q < 0 || q >= bits) return 0;
    if (op == TK_SHL) *r = op_s64(up << q);
    else *r = p >= 0 ? p >> q : ~(~p >> q); /* arithmetic shift, spelled out */
    break;
  default: return 0;
  }
  if (is32) *r = op_s32((uint64_t)*r);
  return 1;
}

CORE_FN static void op_binary(Node *x, const Node *a, const Node *b) {
  int64_t p, q, r;
  int cmp = x->op == TK_EQ || x->op == TK_NE || x->op == TK_LT || x->op == TK_LE || x->op == TK_GT ||
            x->op == TK_GE;
  if (a->kind == N_DNUM || b->kind == N_DNUM) {
    if (a->kind == N_DNUM && b->kind == N_DNUM) op_binary_dbl(x, op_dbl(a->ival), op_dbl(b->ival));
    return;
  }
  p = op_ival(a);
  q = op_ival(b);
  if (cmp) {
    op_set_int(x, op_cmp(x->op, p < q, p == q));
    return;
  }
  if (x->op == TK_SHL || x->op == TK_SHR) {
    if (op_int_arith(x->op, x->ty == TY_INT, p, q, &r)) op_set_int(x, r);
    return;
  }
  if (op_int_arith(x->op, x->ty == TY_INT, p, q, &r)) op_set_int(x, r);
}

/* x+0, 0+x, x-0, x*1, 1*x, x/1, x|0, 0|x, x^0, 0^x, x<<0, x>>0 on int/long: the other operand */
CORE_FN static int32_t op_identity_operand(const Node *x, const Node *a, const Node *b) {
  int lc, rc;
  int64_t lv, rv;
  if (x->ty != TY_INT && x->ty != TY_LONG) return -1;
  lc = a->kind == N_NUM;
  rc = b->kind == N_NUM;
  lv = lc ? a->ival : 1;
  rv = rc ? b->ival : 1;
  switch (x->op) {
  case TK_PLUS: case TK_OR: case TK_XOR:
    if (rc && rv == 0) return x->a;
    if (lc && lv == 0) return x->b;
    break;
  case TK_MINUS: case TK_SHL: case TK_SHR:
    if (rc && rv == 0) return x->a;
    break;
  case TK_STAR:
    if (rc && rv == 1) return x->a;
    if (lc && lv == 1) return x->b;
    break;
  case TK_SLASH:
    if (rc && rv == 1) return x->a;
    break;
  }
  return -1;
}

/* ---------------------------------------------------------------- the walk */
CORE_FN static int op_tree(Node *n, Node *x);
CORE_FN static void op_list(Node *n, int32_t first);


/* folds the expression idx in place; 1 when it is a constant afterwards.  Leaves (literals and variables:
 * the kinds up to N_VAR) are answered here, so the recursive walk sees only operators. */
CORE_FN static int op_sub(Node *n, int32_t idx) {
  int k = n[idx].kind;
  if (k <= N_VAR) return k != N_VAR;
  return op_tree(n, &n[idx]);
}

/* the same for an optional expression (-1: none) */
CORE_FN static int op_expr(Node *n, int32_t idx) { return idx >= 0 && op_sub(n, idx); }

/* gcc's statement expression: its statements, and its value (which is not folded into it) */
CORE_FN OP_COLD static void op_stmt_expr(Node *n, Node *x) {
  op_list(n, x->a);
  op_expr(n, x->b);
}

/* unary operator or cast x whose operand is a constant; 1 when x is a constant afterwards */
CORE_FN OP_COLD static int op_fold1(Node *n, Node *x) {
  const Node *a = &n[x->a];
  if (op_new_type(x->ty) || op_new_type(a->ty)) return 0;
  if (x->kind == N_UNARY) op_unary(x, a);
  else op_cast(x, a);
  return op_is_const(x);
}

/* binary operator x with constant operands */
CORE_FN OP_COLD static int op_fold2(Node *n, Node *x) {
  if (op_new_type(x->ty) || op_new_type(n[x->a].ty) || op_new_type(n[x->b].ty)) return 0;
  op_binary(x, &n[x->a], &n[x->b]);
  return op_is_const(x);
}

/* binary operator x with one int/long operand 0 or 1: maybe an identity (x+0, x*1, ...) */
CORE_FN OP_COLD static void op_fold_identity(Node *n, Node *x) {
  int32_t keep = op_identity_operand(x, &n[x->a], &n[x->b]);
  if (keep >= 0 && n[keep].ty == x->ty) op_take(x, &n[keep]);
}

/* the binary operator x after its operands (ca, cb: whether they are constants) */
CORE_FN static int op_binary_node(Node *n, Node *x, int ca, int cb) {
  const Node *k;
  if (ca & cb) return op_fold2(n, x);
  if (!(ca | cb)) return 0;
  k = &n[ca ? x->a : x->b];
  if (k->kind == N_NUM && (uint64_t)k->ival <= 1) op_fold_identity(n, x);
  return 0;
}

CORE_FN OP_COLD static int op_logic(Node *n, Node *x) {
  int is_and = x->kind == N_LOGAND;
  if (op_sub(n, x->a)) {
    int t = op_truth(&n[x->a]);
    if (is_and ? !t : t) { /* decided by a; b is never evaluated */
      op_set_int(x, t);
      return 1;
    }
    if (op_sub(n, x->b)) op_set_int(x, op_truth(&n[x->b]));
    return op_is_const(x);
  }
  op_sub(n, x->b);
  return 0;
}

CORE_FN OP_COLD static int op_cond(Node *n, Node *x) {
  if (x->b < 0) { /* a ?: c: kept (a's value would need its conversion) */
    op_sub(n, x->a);
    op_sub(n, x->c);
    return 0;
  }
  if (op_sub(n, x->a)) {
    int32_t keep = op_truth(&n[x->a]) ? x->b : x->c;
    op_sub(n, keep);
    op_take(x, &n[keep]);
    return op_is_const(x);
  }
  op_sub(n, x->b);
  op_sub(n, x->c);
  return 0;
}

/* the walk of an operator node: children first, then the node itself; 1 when it became a constant.
 * Casts, unary and binary operators first: they are most of the nodes.  Only n and x live across the
 * recursive calls (an operand's constness is read back from its kind), which keeps the frame small. */
CORE_FN static int op_tree(Node *n, Node *x) {
  int k = x->kind;
  int32_t e;
  if (k == N_CAST || k == N_UNARY) {
    const Node *a;
    if (op_sub(n, x->a)) return op_fold1(n, x);
    a = &n[x->a];
    if ((x->kind == N_CAST || x->op == TK_PLUS) && a->ty == x->ty) op_take(x, &n[x->a]);
    return 0;
  }
  if (k == N_BINARY) {
    op_sub(n, x->a);
    op_sub(n, x->b);
    return op_binary_node(n, x, op_is_const(&n[x->a]), op_is_const(&n[x->b]));
  }
  switch (k) {
  case N_INDEX: op_sub(n, x->b); return 0;
  case N_MEMBER: op_sub(n, x->a); return 0; /* its index expressions (a[i + 1].x) */
  case N_ASSIGN: case N_COMMA: op_sub(n, x->a); op_sub(n, x->b); return 0;
  case N_INCDEC: op_sub(n, x->a); return 0;
  case N_CALL:
    for (e = x->a; e >= 0; e = n[e].next) op_sub(n, e);
    if (x->b >= 0) op_sub(n, x->b); /* a call through a pointer: its callee */
    return 0;
  case N_LOGAND: case N_LOGOR: return op_logic(n, x);
  case N_COND: return op_cond(n, x);
  case N_STMTEXPR: op_stmt_expr(n, x); return 0;
  default: return 0;
  }
}

/* ---------------------------------------------------------------- statements */
CORE_FN static void op_stmt(Node *n, int32_t idx);

/* Does statement s contain a label (a goto's N_LABEL, or an N_CASE) that a jump may reach from outside it?
 * The code generator generates such a statement where it starts unreachable, and the optimizer keeps it.
 * The walk recurses once per statement level (bounded by GNC_MAX_NEST, as the parser's). */
CORE_FN int cc_has_label(const Node *n, int32_t s) {
  const Node *x;
  if (s < 0) return 0;
  x = &n[s];
  switch (x->kind) {
  case N_LABEL: case N_CASE: return 1;
  case N_BLOCK:
    for (s = x->a; s >= 0; s = n[s].next)
      if (cc_has_label(n, s)) return 1;
    return 0;
  case N_IF: return cc_has_label(n, x->b) || cc_has_label(n, x->c);
  case N_WHILE: case N_SWITCH: return cc_has_label(n, x->b);
  case N_DO: return cc_has_label(n, x->a);
  case N_FOR: return cc_has_label(n, x->d);
  default: return 0;
  }
}

/* turns a statement into ';' */
CORE_FN static void op_empty(Node *x) {
  x->kind = N_EMPTY;
  x->a = x->b = x->c = x->d = -1;
}

CORE_FN static void op_list(Node *n, int32_t first) {
  int32_t s, t;
  for (s = first; s >= 0; s = n[s].next) {
    int k;
    op_stmt(n, s);
    k = n[s].kind;
    if ((k == N_RETURN || k == N_BREAK || k == N_CONTINUE) && n[s].next >= 0) {
      /* dead up to the next statement with a label (a case of the switch, a goto's), which a jump reaches */
      for (t = n[s].next; t >= 0 && !cc_has_label(n, t); t = n[t].next) n[t].flags |= NF_DEAD;
      n[s].next = t;
    }
  }
}

CORE_FN static void op_decl(Node *n, int32_t idx) {
  const Node *d = &n[idx];
  int32_t e;
  if (d->flags & NF_AGGINIT) /* the leaves of an aggregate's initialiser: their values */
    for (e = d->a; e >= 0; e = n[e].next) op_expr(n, n[e].a);
  else if (d->flags & NF_INITLIST)
    for (e = d->a; e >= 0; e = n[e].next) op_expr(n, e);
  else op_expr(n, d->a);
}

CORE_FN static int op_const_false(Node *n, int32_t cond) {
  return cond >= 0 && op_is_const(&n[cond]) && !op_truth(&n[cond]);
}

CORE_FN static void op_for(Node *n, int32_t idx) {
  Node *x = &n[idx];
  int32_t init = x->a;
  if (init >= 0) {
    int32_t s;
    if (n[init].kind == N_DECL)
      for (s = init; s >= 0; s = n[s].next) op_decl(n, s);
    else if (n[init].kind == N_EXPR) op_expr(n, n[init].a);
  }
  op_expr(n, x->b);
  if (op_const_false(n, x->b) && !cc_has_label(n, x->d)) { /* the body and the step never run */
    x->b = x->c = x->d = -1;
    if (init < 0) op_empty(x);
    else if (n[init].kind == N_DECL) { x->kind = N_BLOCK; x->a = init; }
    else op_take(x, &n[init]);
    return;
  }
  op_expr(n, x->c);
  op_stmt(n, x->d);
}

CORE_FN static void op_stmt(Node *n, int32_t idx) {
  Node *x;
  if (idx < 0) return;
  x = &n[idx];
  switch (x->kind) {
  case N_BLOCK: op_list(n, x->a); break;
  case N_DECL: op_decl(n, idx); break;
  case N_EXPR:
    if (op_expr(n, x->a)) op_empty(x);
    break;
  case N_RETURN: op_expr(n, x->a); break;
  case N_IF:
    if (op_expr(n, x->a) && !cc_has_label(n, op_truth(&n[x->a]) ? x->c : x->b)) {
      int32_t keep = op_truth(&n[x->a]) ? x->b : x->c;
      if (keep < 0) {
        op_empty(x);
      } else {
        op_stmt(n, keep);
        op_take(x, &n[keep]);
      }
    } else {
      op_stmt(n, x->b);
      op_stmt(n, x->c);
    }
    break;
  case N_WHILE:
    op_expr(n, x->a);
    if (op_const_false(n, x->a) && !cc_has_label(n, x->b)) op_empty(x);
    else op_stmt(n, x->b);
    break;
  case N_DO:
    op_stmt(n, x->a);
    op_expr(n, x->b);
    break;
  case N_FOR: op_for(n, idx); break;
  case N_SWITCH: op_expr(n, x->a); op_stmt(n, x->b); break;
  case N_CASE: op_stmt(n, x->b); break;
  case N_LABEL: op_stmt(n, x->a); break;
  default: break;
  }
}

/* folds expression idx in place (the checker's, for a static's initialiser, which C computes when it
 * compiles: 2 * 3.5, 1.0 / 3, -1.0 == 0.0); 1 when it is a constant afterwards */
CORE_FN int opt_fold(Node *n, int32_t idx) { return op_sub(n, idx); }

/* one top-level node: folds a function body (prototypes have none) */
CORE_FN void opt_function(Compiler *c, int32_t fn) {
  Node *n = c->node;
  const Node *f = &n[fn];
  if (f->kind == N_FUNC && f->b >= 0) op_list(n, n[f->b].a);
}

CORE_FN int opt_run(Compiler *c) {
  int32_t fn;
  for (fn = c->root; fn >= 0; fn = c->node[fn].next) opt_function(c, fn);
  return 0;
}

/* the core is also compiled as one unity translation unit: keep this file's macros to itself */
#undef OP_COLD
