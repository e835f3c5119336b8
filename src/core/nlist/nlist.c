/* nlist.c - units, their prompts and listings, the constrained decoder and the resolver of the neural
 * compiler (the token language is described in nlist.h).
 *
 * Three users share this file's rules:
 *   - the training data: nl_plan marks the units, codegen records them (compiler.h, CcUnits), and nl_unit +
 *     nl_encode turn each into a (prompt, listing) pair;
 *   - sampling: nl_dec_mask says which tokens may come next, so the model only writes listings that the
 *     verifier accepts (the rules below are the verifier's, verify.c, for straight-line code);
 *   - composing: nl_resolve turns a listing into instructions that codegen emits in the unit's place, so the
 *     reference units' listings give the reference module byte for byte.
 * Arrays only ever leave the stack as call arguments, so the decoder lets one be pushed only while the
 * stack can still be finished by calls (nl_can_finish): every listing it allows can be completed.
 */
#include "core/nlist/nlist.h"

/* value operand types */
enum { VT_B, VT_I32, VT_L, VT_D };

CORE_FN int nl_type_index(int ty) {
  if (ty >= TY_VOID && ty <= TY_DOUBLE) return ty;
  if (TY_IS_ARR(ty) && TY_BASE(ty) >= TY_BOOL && TY_BASE(ty) <= TY_DOUBLE && ty < 16) return 4 + TY_BASE(ty);
  return -1;
}

CORE_FN int nl_type_of_index(int k) { return k <= 4 ? k : (TY_ARR | (k - 4)); }

CORE_FN static int nl_scalar(int ty) { return ty >= TY_BOOL && ty <= TY_DOUBLE; }

/* ---------------------------------------------------------------- the instructions of units */

/* may op be in a listing?  What codegen emits for straight-line code without the optimizer, except CONST_I and
 * CONST_L: a listing pushes every int and long constant with PUSH_I / PUSH_L, and nl_resolve makes those
 * beyond 24 bits CONST_I / CONST_L as codegen does (the model never sees a value, so it could not choose) */
CORE_FN static int nl_unit_op(int op) {
  return (op >= OP_POP && op <= OP_LNOT && op != OP_ARR_INIT && op != OP_CONST_I && op != OP_CONST_L) ||
         op == OP_CALL || op == OP_PUSH_L;
}

CORE_FN static int nl_has_operand(int op) { return op_kind(op) != OK_NONE; }

CORE_FN static int nl_vt(int op) {
  switch (op) {
  case OP_PUSH_B: return VT_B;
  case OP_PUSH_I: case OP_CONST_I: return VT_I32;
  case OP_PUSH_L: case OP_CONST_L: return VT_L;
  default: return VT_D;
  }
}

/* ---------------------------------------------------------------- values */

typedef union { int64_t i; uint64_t u; double d; } NlNum;

/* the value of literal k as operand type vt wants it (int types: sign-extended int32); 0 when it does not
 * convert (a double where an integer is wanted) */
CORE_FN static int nl_lit_value(const NlUnit *u, int k, int vt, int64_t *out) {
  NlNum x;
  int t = u->kty[k];
  x.i = u->kval[k];
  if (vt == VT_D) {
    if (t != TY_DOUBLE) x.d = (double)x.i;
  } else {
    if (t == TY_DOUBLE) return 0;
    if (vt == VT_B) x.i = x.i != 0;
    else if (vt != VT_L) x.i = (int32_t)(uint32_t)x.u;
  }
  *out = x.i;
  return 1;
}

CORE_FN static int64_t nl_small_value(int v, int vt) {
  NlNum x;
  if (vt == VT_D) x.d = (double)v;
  else x.i = v;
  return x.i;
}

CORE_FN static int nl_fits24(int64_t v) { return v >= -(1 << 23) && v < (1 << 23); }

/* may value v be an operand of type vt? */
CORE_FN static int nl_fits(int64_t v, int vt) { return vt != VT_B || v == 0 || v == 1; }

/* is constant (v, type t) a small integer's value?  (A constant folded from a bool literal has no literal
 * token: -(double)false is -0.0, which none is) */
CORE_FN static int nl_small_const(int64_t v, int t) {
  int k;
  for (k = NL_SMIN; k <= NL_SMAX; k++)
    if (nl_small_value(k, t == TY_DOUBLE ? VT_D : VT_L) == v) return 1;
  return 0;
}

/* the value of token tok as an operand of op, if it may be one */
CORE_FN static int nl_val(const NlUnit *u, int op, int tok, int64_t *v) {
  int vt = nl_vt(op);
  int64_t x;
  if (tok >= NL_K0 && tok < NL_K0 + NL_MAXK) {
    if (tok - NL_K0 >= u->nk || !nl_lit_value(u, tok - NL_K0, vt, &x)) return 0;
  } else if (tok >= NL_N0 && tok < NL_VOCAB) {
    x = nl_small_value(tok - NL_N0 + NL_SMIN, vt);
  } else {
    return 0;
  }
  if (v) *v = x;
  return nl_fits(x, vt);
}

/* ---------------------------------------------------------------- the decoder */

CORE_FN void nl_dec_init(NlDec *d, const Compiler *c, const NlUnit *u) {
  d->c = c;
  d->u = u;
  d->phase = NL_PH_INS;
  d->op = -1;
  d->nins = 0;
  d->elem = 0;
  d->depth = 0;
}

CORE_FN static int nl_top(const NlDec *d, int k) { return d->depth > k ? d->stk[d->depth - 1 - k] : -1; }

CORE_FN static int nl_letter_ok(char ch, int t) {
  switch (ch) {
  case 'i': return t == TY_INT;
  case 'l': return t == TY_LONG;
  case 'd': return t == TY_DOUBLE;
  case 'b': return t == TY_BOOL;
  case 'c': return t == TY_INT || t == TY_BOOL;
  case '*': return nl_scalar(t);
  default: return 0;
  }
}

CORE_FN static int nl_letter_type(char ch) {
  return ch == 'i' ? TY_INT : ch == 'l' ? TY_LONG : ch == 'd' ? TY_DOUBLE : ch == 'b' ? TY_BOOL : -1;
}

/* the type of slot token tok (a variable or a temp), or -1 */
CORE_FN static int nl_slot_type(const NlDec *d, int tok) {
  if (tok >= NL_V0 && tok < NL_V0 + d->u->nv) return d->u->vty[tok - NL_V0];
  if (tok >= NL_T0 && tok < NL_T0 + 4) return TY_BOOL + tok - NL_T0;
  return -1;
}

/* are the parameters of f from `from` on pushable (scalars, or arrays the unit has)? */
CORE_FN static int nl_args_pushable(const NlDec *d, const Func *f, int from) {
  int i, k;
  for (i = from; i < f->nparams; i++) {
    if (!TY_IS_ARR(f->params[i])) continue;
    for (k = 0; k < d->u->nv && d->u->vty[k] != f->params[i]; k++) {}
    if (k == d->u->nv) return 0;
  }
  return 1;
}

/* a way to take the topmost array off stack stk[0, depth) (index i) by a call: callee g, the array its
 * argument j, m of the scalars above it kept as the next arguments (the rest popped); the largest j that
 * works (the call that takes the most of the stack below the array: an array pushed as one of its arguments
 * is planned into the same call, so a forced ending that follows the plans progresses), its first g, the
 * largest m.  Returns 1 and the choice, or 0 */
CORE_FN static int nl_can_finish(const NlDec *d, const uint8_t *stk, int depth, int budget);
CORE_FN static int nl_finish_plan(const NlDec *d, const uint8_t *stk, int depth, int budget, int *pg, int *pj,
                                  int *pm) {
  int i, g, j, m, k;
  for (i = depth - 1; i >= 0 && !TY_IS_ARR(stk[i]); i--) {}
  if (i < 0 || budget <= 0) return 0;
  for (j = i; j >= 0; j--) {
    for (g = 0; g < d->u->nf; g++) {
      const Func *f = &d->c->fn[d->u->fidx[g]];
      int ok = j < f->nparams && f->params[j] == stk[i], best = -1;
      uint8_t s2[NL_MAXSTK];
      int n2 = i - j;
      for (k = 0; k < j && ok; k++) ok = f->params[k] == stk[i - j + k];
      if (!ok || n2 + f->nparams > NL_MAXSTK) continue;
      for (k = 0; k < n2; k++) s2[k] = stk[k];
      if (f->ret != TY_VOID) s2[n2++] = (uint8_t)f->ret;
      if (!nl_can_finish(d, s2, n2, budget - 1)) continue;
      for (m = 0;; m++) {
        if (nl_args_pushable(d, f, j + 1 + m)) best = m;
        if (i + 1 + m >= depth || j + 1 + m >= f->nparams || f->params[j + 1 + m] != stk[i + 1 + m]) break;
      }
      if (best >= 0) {
        *pg = g; *pj = j; *pm = best;
        return 1;
      }
    }
  }
  return 0;
}

CORE_FN static int nl_can_finish(const NlDec *d, const uint8_t *stk, int depth, int budget) {
  int i, g, j, m;
  for (i = depth - 1; i >= 0 && !TY_IS_ARR(stk[i]); i--) {}
  return i < 0 || nl_finish_plan(d, stk, depth, budget, &g, &j, &m);
}

/* may the stack become stk[0, depth) + t? */
CORE_FN static int nl_push_ok(const NlDec *d, int t) {
  uint8_t s[NL_MAXSTK];
  int i;
  if (d->depth >= NL_MAXSTK) return 0;
  if (!TY_IS_ARR(t)) return 1;
  for (i = 0; i < d->depth; i++) s[i] = d->stk[i];
  s[d->depth] = (uint8_t)t;
  return nl_can_finish(d, s, d->depth + 1, 8);
}

/* may function k of the unit be called now?  (Its result must fit: a function without parameters called
 * on a full stack pushes one value more) */
CORE_FN static int nl_call_ok(const NlDec *d, int k) {
  const Func *f;
  uint8_t s[NL_MAXSTK];
  int i, n;
  if (k < 0 || k >= d->u->nf) return 0;
  f = &d->c->fn[d->u->fidx[k]];
  if (f->nparams > d->depth) return 0;
  for (i = 0; i < f->nparams; i++)
    if (d->stk[d->depth - f->nparams + i] != f->params[i]) return 0;
  n = d->depth - f->nparams;
  if (f->ret != TY_VOID && n >= NL_MAXSTK) return 0;
  for (i = 0; i < n; i++) s[i] = d->stk[i];
  if (f->ret != TY_VOID) s[n++] = (uint8_t)f->ret;
  return nl_can_finish(d, s, n, 8);
}

/* may slot token tok be the operand of d->op? */
CORE_FN static int nl_slot_ok(const NlDec *d, int tok) {
  int t = nl_slot_type(d, tok);
  if (t < 0) return 0;
  switch (d->op) {
  case OP_LOAD: return nl_push_ok(d, t);
  case OP_STORE: return !TY_IS_ARR(t) && t == nl_top(d, 0);
  case OP_ALOAD: return TY_IS_ARR(t) && nl_push_ok(d, TY_BASE(t));
  case OP_ASTORE: case OP_ASTORE_K: return TY_IS_ARR(t) && TY_BASE(t) == d->elem;
  default: return 0;
  }
}

CORE_FN static int nl_any(const NlDec *d, int lo, int hi) {
  int t;
  for (t = lo; t < hi; t++)
    if (nl_dec_allowed(d, t)) return 1;
  return 0;
}

/* may op come now (its pops and the pushes known before its operand)?  An op with an operand only when some
 * operand may follow (ALOAD needs an array) */
CORE_FN static int nl_op_ok(const NlDec *d, int op) {
  const char *sig = op_sig(op);
  int gt = 0, i, pops, pushes = 0;
  NlDec e = *d;
  if (!nl_unit_op(op)) return 0;
  e.op = op;
  e.phase = NL_PH_OPND;
  switch (op) {
  case OP_DUP: return nl_scalar(nl_top(d, 0)) && d->depth < NL_MAXSTK;
  case OP_LOAD: return nl_any(&e, NL_T0, NL_V0 + d->u->nv);
  case OP_CALL: return nl_any(&e, NL_F0, NL_F0 + d->u->nf);
  case OP_STORE: return nl_scalar(nl_top(d, 0));
  case OP_ALOAD:
    if (nl_top(d, 0) != TY_INT && nl_top(d, 0) != TY_LONG) return 0;
    e.depth--; /* the index is popped first */
    return nl_any(&e, NL_V0, NL_V0 + d->u->nv);
  case OP_ASTORE: case OP_ASTORE_K: {
    int k, el = nl_top(d, 0), ix = nl_top(d, 1);
    if ((ix != TY_INT && ix != TY_LONG) || !nl_scalar(el)) return 0;
    for (k = 0; k < d->u->nv; k++)
      if (TY_IS_ARR(d->u->vty[k]) && TY_BASE(d->u->vty[k]) == el) return 1;
    return 0;
  }
  default: break;
  }
  while (sig[gt] && sig[gt] != '>') gt++;
  if (sig[gt] != '>') return 0;
  pops = gt;
  if (pops > d->depth) return 0;
  for (i = 0; i < pops; i++)
    if (!nl_letter_ok(sig[pops - 1 - i], nl_top(d, i))) return 0;
  for (i = gt + 1; sig[i]; i++, pushes++)
    if (nl_letter_type(sig[i]) < 0) return 0;
  if (d->depth - pops + pushes > NL_MAXSTK) return 0;
  return !nl_has_operand(op) || nl_any(&e, NL_K0, NL_VOCAB); /* a value operand */
}

CORE_FN int nl_dec_allowed(const NlDec *d, int tok) {
  if (tok < 0 || tok >= NL_VOCAB) return 0;
  switch (d->phase) {
  case NL_PH_INS:
    if (tok == NL_END)
      return d->u->want ? d->depth == 1 && d->stk[0] == d->u->res : d->depth == 0;
    return tok >= NL_OP0 && tok < NL_OP0 + OP_NL_END && nl_op_ok(d, tok - NL_OP0);
  case NL_PH_OPND:
    switch (op_kind(d->op)) {
    case OK_SLOT: return nl_slot_ok(d, tok);
    case OK_FUNC: return tok >= NL_F0 && tok < NL_F0 + NL_MAXF && nl_call_ok(d, tok - NL_F0);
    default: return nl_val(d->u, d->op, tok, 0);
    }
  default: return 0;
  }
}

CORE_FN void nl_dec_mask(const NlDec *d, uint8_t *allowed) {
  int t;
  for (t = 0; t < NL_VOCAB; t++) allowed[t] = (uint8_t)nl_dec_allowed(d, t);
}

CORE_FN static void nl_push_t(NlDec *d, int t) { d->stk[d->depth++] = (uint8_t)t; }

/* the opcode is chosen: its pops, and the pushes that need no operand */
CORE_FN static void nl_begin_op(NlDec *d, int op) {
  const char *sig = op_sig(op);
  int gt = 0, i;
  d->op = op;
  switch (op) {
  case OP_DUP: nl_push_t(d, nl_top(d, 0)); return;
  case OP_ALOAD: d->depth--; return;
  case OP_ASTORE: case OP_ASTORE_K: d->elem = nl_top(d, 0); d->depth -= 2; return;
  case OP_LOAD: case OP_STORE: case OP_CALL: return;
  default: break;
  }
  while (sig[gt] && sig[gt] != '>') gt++;
  d->depth -= gt;
  for (i = gt + 1; sig[i]; i++) nl_push_t(d, nl_letter_type(sig[i]));
}

CORE_FN int nl_dec_push(NlDec *d, int tok) {
  if (!nl_dec_allowed(d, tok)) return NL_E_TOKEN;
  if (d->phase == NL_PH_INS) {
    if (tok == NL_END) {
      d->phase = NL_PH_DONE;
      return NL_OK;
    }
    nl_begin_op(d, tok - NL_OP0);
    d->nins++;
    if (nl_has_operand(d->op)) d->phase = NL_PH_OPND;
    return NL_OK;
  }
  switch (op_kind(d->op)) { /* the operand */
  case OK_SLOT: {
    int t = nl_slot_type(d, tok);
    if (d->op == OP_LOAD) nl_push_t(d, t);
    else if (d->op == OP_STORE) d->depth--;
    else if (d->op == OP_ALOAD || d->op == OP_ASTORE_K) nl_push_t(d, TY_BASE(t));
    break;
  }
  case OK_FUNC: {
    const Func *f = &d->c->fn[d->u->fidx[tok - NL_F0]];
    d->depth -= f->nparams;
    if (f->ret != TY_VOID) nl_push_t(d, f->ret);
    break;
  }
  default: break; /* a value: the push is done */
  }
  d->phase = NL_PH_INS;
  return NL_OK;
}

CORE_FN int nl_dec_done(const NlDec *d) { return d->phase == NL_PH_DONE; }

/* the operand in progress (1) and the POP of what it pushes (1: LOAD, ALOAD, CALL push after their operand),
 * then per stack entry a POP (1), per array a call with all its arguments pushed (2 tokens each, and CALL Fk)
 * and the result's POP, then a zero of the result and END (3) */
CORE_FN int32_t nl_dec_close_len(const NlDec *d) {
  int i, arrays = 0, maxp = 0;
  for (i = 0; i < d->depth; i++) arrays += TY_IS_ARR(d->stk[i]) != 0;
  for (i = 0; i < d->u->nf && arrays; i++)
    if (d->c->fn[d->u->fidx[i]].nparams > maxp) maxp = d->c->fn[d->u->fidx[i]].nparams;
  return 4 + (d->phase == NL_PH_OPND) + d->depth + arrays * (2 * maxp + 3);
}

/* the first allowed token in [lo, hi), or -1 */
CORE_FN static int nl_first_allowed(const NlDec *d, int lo, int hi) {
  int t;
  for (t = lo; t < hi; t++)
    if (nl_dec_allowed(d, t)) return t;
  return -1;
}

/* the instruction that pushes a zero of scalar type t */
CORE_FN static int nl_zero_op(int t) {
  return t == TY_INT ? OP_PUSH_I : t == TY_LONG ? OP_PUSH_L : t == TY_BOOL ? OP_PUSH_B : OP_CONST_D;
}

/* LOAD's operand when the plan of the stack's topmost array (nl_finish_plan) passes an array next: a variable
 * of that type; else -1 */
CORE_FN static int nl_close_array(const NlDec *d) {
  int i, g, j, m, k, next;
  const Func *f;
  for (i = d->depth - 1; i >= 0 && !TY_IS_ARR(d->stk[i]); i--) {}
  if (i < 0 || !nl_finish_plan(d, d->stk, d->depth, 8, &g, &j, &m) || d->depth > i + 1 + m) return -1;
  f = &d->c->fn[d->u->fidx[g]];
  next = d->depth - (i - j);
  if (next >= f->nparams || !TY_IS_ARR(f->params[next])) return -1;
  for (k = 0; k < d->u->nv; k++)
    if (d->u->vty[k] == f->params[next] && nl_dec_allowed(d, NL_V0 + k)) return NL_V0 + k;
  return -1;
}

CORE_FN int nl_dec_close_tok(const NlDec *d) {
  int i, g, j, m;
  if (d->phase == NL_PH_OPND) { /* a zero, the array or the call the plan takes next, else any allowed operand */
    int t = nl_dec_allowed(d, NL_N0 - NL_SMIN) ? NL_N0 - NL_SMIN : -1;
    if (t < 0 && d->op == OP_LOAD) t = nl_close_array(d);
    if (t < 0 && d->op == OP_CALL && nl_finish_plan(d, d->stk, d->depth, 8, &g, &j, &m) &&
        nl_dec_allowed(d, NL_F0 + g))
      t = NL_F0 + g; /* (another callee, one without arguments, could be called and popped for ever) */
    return t >= 0 ? t : nl_first_allowed(d, 0, NL_VOCAB);
  }
  if (d->phase != NL_PH_INS) return -1;
  for (i = d->depth - 1; i >= 0 && !TY_IS_ARR(d->stk[i]); i--) {}
  if (i >= 0) { /* the topmost array goes to a call */
    const Func *f;
    int have, next;
    if (!nl_finish_plan(d, d->stk, d->depth, 8, &g, &j, &m)) return -1;
    if (d->depth > i + 1 + m) return NL_OP0 + OP_POP;
    f = &d->c->fn[d->u->fidx[g]];
    have = d->depth - (i - j);
    if (have == f->nparams) return NL_OP0 + OP_CALL;
    next = f->params[have];
    return NL_OP0 + (TY_IS_ARR(next) ? OP_LOAD : nl_zero_op(next));
  }
  if (d->u->want && d->depth == 1 && d->stk[0] == d->u->res) return NL_END;
  if (d->depth > 0) return NL_OP0 + OP_POP;
  return d->u->want ? NL_OP0 + nl_zero_op(d->u->res) : NL_END;
}

/* ---------------------------------------------------------------- planning: which expressions are units */

/* may x be (part of) a unit: straight-line code of the small language's types? */
CORE_FN static int nl_straight(const Compiler *c, int32_t x);

CORE_FN static int nl_local(const Node *v) {
  return v->kind == N_VAR && !(v->flags & (NF_ADDR | NF_GLOBAL | NF_MARR)) && nl_type_index(v->ty) >= 0;
}

/* an lvalue a unit may assign: a scalar variable or an element of an array variable */
CORE_FN static int nl_lvalue(const Compiler *c, const Node *l) {
  if (l->kind == N_VAR) return nl_local(l) && nl_scalar(l->ty);
  return l->kind == N_INDEX && nl_local(&c->node[l->a]) && TY_IS_ARR(c->node[l->a].ty) &&
         nl_straight(c, l->b);
}

CORE_FN static int nl_straight(const Compiler *c, int32_t x) {
  const Node *n = &c->node[x];
  int32_t a;
  switch (n->kind) {
  case N_NUM: return n->ty == TY_INT || n->ty == TY_LONG;
  case N_DNUM: return n->ty == TY_DOUBLE;
  case N_BOOLLIT: return 1;
  case N_VAR: return nl_local(n);
  case N_BINARY:
    return nl_scalar(n->ty) && nl_scalar(c->node[n->a].ty) && nl_straight(c, n->a) && nl_straight(c, n->b);
  case N_UNARY: {
    const Node *o = &c->node[n->a];
    if (!nl_scalar(n->ty) || !nl_scalar(o->ty)) return 0;
    if (n->op == TK_NOT && (o->kind == N_LOGAND || o->kind == N_LOGOR || (o->kind == N_UNARY && o->op == TK_NOT)))
      return 0; /* a 0/1 value through jumps */
    return nl_straight(c, n->a);
  }
  case N_CAST: return nl_scalar(n->ty) && nl_scalar(c->node[n->a].ty) && nl_straight(c, n->a);
  case N_INDEX: return nl_lvalue(c, n) && nl_scalar(n->ty);
  case N_ASSIGN: case N_INCDEC:
    if (!nl_scalar(n->ty) || !nl_lvalue(c, &c->node[n->a])) return 0;
    return n->kind == N_INCDEC ? nl_scalar(n->d) : nl_straight(c, n->b);
  case N_CALL: {
    const Func *f;
    if (n->b >= 0 || n->fn < 0) return 0;
    f = &c->fn[n->fn];
    if (nl_type_index(f->ret) < 0 || TY_IS_ARR(f->ret)) return 0;
    for (a = n->a; a >= 0; a = c->node[a].next)
      if (!nl_straight(c, a)) return 0;
    return 1;
  }
  case N_COMMA: return nl_straight(c, n->a) && nl_straight(c, n->b);
  default: return 0;
  }
}

/* nodes of x's subtree, counting up to lim + 1 */
CORE_FN static int32_t nl_size(const Compiler *c, int32_t x, int32_t lim) {
  const Node *n = &c->node[x];
  int32_t s = 1, a;
  if (lim < 0) return 1;
  switch (n->kind) {
  case N_BINARY: case N_ASSIGN: case N_COMMA: case N_INDEX:
    s += nl_size(c, n->a, lim - s);
    if (s <= lim) s += nl_size(c, n->b, lim - s);
    return s;
  case N_UNARY: case N_CAST: case N_INCDEC: return s + nl_size(c, n->a, lim - s);
  case N_CALL:
    for (a = n->a; a >= 0 && s <= lim; a = c->node[a].next) s += nl_size(c, a, lim - s);
    return s;
  default: return s;
  }
}

/* ---------------------------------------------------------------- prompts */

typedef struct {
  const Compiler *c;
  NlUnit *u;
  int32_t *out; int32_t n, cap;  /* out NULL: count only */
  int fail;
} NlDp;

CORE_FN static void nl_put(NlDp *p, int32_t tok) {
  if (p->out && p->n < p->cap) p->out[p->n] = tok;
  p->n++;
}

#define NL_PUNCT(tk) (NL_SRC0 + (tk) - TK_INT)

CORE_FN static void nl_var(NlDp *p, const Node *v) {
  NlUnit *u = p->u;
  int k;
  for (k = 0; k < u->nv && u->vslot[k] != v->slot; k++) {}
  if (k == u->nv) {
    if (u->nv >= NL_MAXV) { p->fail = NL_E_NAMES; return; }
    u->vslot[k] = v->slot;
    u->vty[k] = (uint8_t)v->ty;
    u->nv++;
  }
  nl_put(p, NL_V0 + k);
}

CORE_FN static void nl_type_src(NlDp *p, int ty) {
  int b = TY_BASE(ty), kw = b == TY_BOOL ? TK_BOOL : b == TY_INT ? TK_INT : b == TY_LONG ? TK_LONG
                            : b == TY_DOUBLE ? TK_DOUBLE : TK_VOID;
  nl_put(p, NL_PUNCT(kw));
  if (TY_IS_ARR(ty)) {
    nl_put(p, NL_PUNCT(TK_LBRACKET));
    nl_put(p, NL_PUNCT(TK_RBRACKET));
  }
}

/* an implicit conversion to ty, written after its operand (`b + 1` for a bool b is `V0 :int LI #0 +`); also the
 * operation type of `x op= v`, `x++` ... where it is not x's, written after x (where codegen converts x) */
CORE_FN static void nl_conv(NlDp *p, int ty) {
  if (nl_type_index(ty) < 0) p->fail = NL_E_UNIT;
  else nl_put(p, NL_TY0 + nl_type_index(ty));
}

/* literal x (N_NUM, N_DNUM) standing for the constant (v, t) that codegen pushes */
CORE_FN static void nl_lit(NlDp *p, int32_t x, int64_t v, int t) {
  NlUnit *u = p->u;
  const Node *n = &p->c->node[x];
  if (u->nk >= NL_MAXK) { p->fail = NL_E_VALUE; return; }
  u->kty[u->nk] = (uint8_t)t;
  u->kval[u->nk] = v;
  nl_put(p, n->kind == N_DNUM ? NL_LD : n->ty == TY_LONG ? NL_LL : NL_LI);
  nl_put(p, NL_K0 + u->nk++);
}

/* the expression x in post-order, the order in which its operations happen: an operation's token follows its
 * operands' (`a + b` is `a b +`, `x = v` is `x v =`, `a[i]` is `i a [ ]`, `(long) e` is `e ( long )`, `f(a, b)`
 * is `a b F0`, `-a` is `a ( - )`), except a prefix ++ or --, which precedes its operand.  fold: x is inside a
 * constant that codegen pushes as the one value (fv, ft) (cc_const_value: a cast or unary - + ~ of a
 * literal), so its literal stands for that value */
CORE_FN static void nl_dp(NlDp *p, int32_t x, int fold, int64_t fv, int ft) {
  const Compiler *c = p->c;
  const Node *n = &c->node[x];
  int32_t a;
  int64_t v;
  int t;
  if (p->fail) return;
  if (!fold && (n->kind == N_CAST || (n->kind == N_UNARY && n->op != TK_NOT))) { /* gen_tree's folding */
    int k = c->node[n->a].kind;
    if ((k == N_NUM || k == N_DNUM || k == N_BOOLLIT || k == N_CAST || k == N_UNARY) &&
        cc_const_value(c->node, x, &v, &t)) {
      fold = 1;
      fv = v;
      ft = t;
    }
  }
  switch (n->kind) {
  case N_NUM: case N_DNUM:
    if (fold) nl_lit(p, x, fv, ft);
    else if (cc_const_value(c->node, x, &v, &t)) nl_lit(p, x, v, t);
    else p->fail = NL_E_UNIT;
    return;
  case N_BOOLLIT:
    if (fold && !nl_small_const(fv, ft)) p->fail = NL_E_VALUE;
    else nl_put(p, NL_PUNCT(n->ival ? TK_TRUE : TK_FALSE));
    return;
  case N_VAR: nl_var(p, n); return;
  case N_INDEX:
    nl_dp(p, n->b, 0, 0, 0);
    nl_var(p, &c->node[n->a]);
    nl_put(p, NL_PUNCT(TK_LBRACKET));
    nl_put(p, NL_PUNCT(TK_RBRACKET));
    return;
  case N_CAST:
    nl_dp(p, n->a, fold, fv, ft);
    if (n->flags & NF_IMPLICIT) {
      nl_conv(p, n->ty);
    } else {
      nl_put(p, NL_PUNCT(TK_LPAREN));
      nl_type_src(p, n->ty);
      nl_put(p, NL_PUNCT(TK_RPAREN));
    }
    return;
  case N_UNARY: /* in parentheses, as a cast: `a ( - )` is no `a - b` */
    nl_dp(p, n->a, fold, fv, ft);
    nl_put(p, NL_PUNCT(TK_LPAREN));
    nl_put(p, NL_PUNCT(n->op));
    nl_put(p, NL_PUNCT(TK_RPAREN));
    return;
  case N_BINARY: case N_ASSIGN: case N_COMMA:
    nl_dp(p, n->a, 0, 0, 0);
    if (n->kind == N_ASSIGN && n->op != TK_ASSIGN && n->d != c->node[n->a].ty) nl_conv(p, n->d);
    nl_dp(p, n->b, 0, 0, 0);
    nl_put(p, NL_PUNCT(n->kind == N_COMMA ? TK_COMMA : n->op));
    return;
  case N_INCDEC:
    if (!(n->flags & NF_POSTFIX)) nl_put(p, NL_PUNCT(n->op));
    nl_dp(p, n->a, 0, 0, 0);
    if (n->d != c->node[n->a].ty) nl_conv(p, n->d);
    if (n->flags & NF_POSTFIX) nl_put(p, NL_PUNCT(n->op));
    return;
  case N_CALL: {
    NlUnit *u = p->u;
    int k;
    for (a = n->a; a >= 0; a = c->node[a].next) nl_dp(p, a, 0, 0, 0);
    for (k = 0; k < u->nf && u->fidx[k] != n->fn; k++) {}
    if (k == u->nf) {
      if (u->nf >= NL_MAXF) { p->fail = NL_E_NAMES; return; }
      u->fidx[u->nf++] = n->fn;
    }
    nl_put(p, NL_F0 + k);
    return;
  }
  default: p->fail = NL_E_UNIT; return;
  }
}

/* the unit of expression x (want: its value is used) into u, its prompt into out (NULL: counted) */
CORE_FN static int32_t nl_unit_at(const Compiler *c, int32_t x, int want, int32_t fn, NlUnit *u, int32_t *out,
                                  int32_t cap) {
  NlDp p;
  int32_t k, i;
  u->node = x;
  u->want = want;
  u->fn = fn;
  u->res = want ? c->node[x].ty : TY_VOID;
  u->nv = u->nf = u->nk = 0;
  p.c = c; p.u = u; p.out = 0; p.n = 0; p.cap = 0; p.fail = 0;
  nl_dp(&p, x, 0, 0, 0); /* names, functions and literals first: the header lists them */
  if (p.fail) return -p.fail;
  if (nl_type_index(u->res) < 0 || TY_IS_ARR(u->res)) return -NL_E_UNIT;
  p.out = out; p.cap = cap; p.n = 0;
  nl_put(&p, NL_TY0 + nl_type_index(u->res));
  for (k = 0; k < u->nv; k++) nl_put(&p, NL_TY0 + nl_type_index(u->vty[k]));
  nl_put(&p, NL_PUNCT(TK_SEMI));
  for (k = 0; k < u->nf; k++) {
    const Func *f = &c->fn[u->fidx[k]];
    nl_type_src(&p, f->ret);
    nl_put(&p, NL_F0 + k);
    nl_put(&p, NL_PUNCT(TK_LPAREN));
    for (i = 0; i < f->nparams; i++) {
      if (i) nl_put(&p, NL_PUNCT(TK_COMMA));
      nl_type_src(&p, f->params[i]);
    }
    nl_put(&p, NL_PUNCT(TK_RPAREN));
    nl_put(&p, NL_PUNCT(TK_SEMI));
  }
  nl_put(&p, NL_BODY);
  u->nv = u->nf = u->nk = 0; /* numbered again, in the same order */
  nl_dp(&p, x, 0, 0, 0);
  nl_put(&p, NL_SEP);
  if (p.n > cap || p.n > NL_PMAX) return -NL_E_SPACE;
  return p.n;
}

CORE_FN int32_t nl_unit(const Compiler *c, const CcUnit *cu, NlUnit *u, int32_t *out, int32_t cap) {
  return nl_unit_at(c, cu->node, cu->want, cu->fn, u, out, cap);
}

/* the stores (=, op=, ++, --) in x's subtree; called on subtrees nl_size has bounded */
CORE_FN static int32_t nl_stores(const Compiler *c, int32_t x) {
  const Node *n = &c->node[x];
  int32_t a, s = n->kind == N_ASSIGN || n->kind == N_INCDEC;
  switch (n->kind) {
  case N_BINARY: case N_ASSIGN: case N_COMMA: case N_INDEX: return s + nl_stores(c, n->a) + nl_stores(c, n->b);
  case N_UNARY: case N_CAST: case N_INCDEC: return s + nl_stores(c, n->a);
  case N_CALL:
    for (a = n->a; a >= 0; a = c->node[a].next) s += nl_stores(c, a);
    return s;
  default: return s;
  }
}

/* a unit stores at most once, at its root: `x = y + 1` and `a[i]++` are units; `y * ++x` is codegen's `*` of
 * the units `y` and `++x`, and `int w = b++` (b bool) codegen's conversion of the unit `b++` (the order of a
 * store among the loads around it was most of the model's wrong candidates) */
CORE_FN static int nl_one_effect(const Compiler *c, int32_t x) {
  int k = c->node[x].kind;
  return nl_stores(c, x) <= (k == N_ASSIGN || k == N_INCDEC);
}

CORE_FN void nl_plan(const Compiler *c, uint8_t *mark, int32_t max_nodes) {
  int32_t x;
  NlUnit u;
  for (x = 0; x < c->nnode; x++) {
    int k = c->node[x].kind;
    mark[x] = 0;
    if (k < N_NUM || k > N_COMMA || nl_size(c, x, max_nodes) > max_nodes || !nl_straight(c, x) ||
        !nl_one_effect(c, x))
      continue;
    /* both results fit: the prompt of a used value is one type token longer at most (void counts too) */
    mark[x] = nl_unit_at(c, x, 1, 0, &u, 0, NL_PMAX) > 0;
  }
}

/* ---------------------------------------------------------------- encoding a unit's code */

/* the token of value v as operand of op: the unit's literals are pushed in their order (a unit is evaluated
 * left to right), so the first literal from *next on that gives v, and the next literal after it; else a
 * small integer (the 1 of ++, a boolean); else any literal that gives v; -1 if none */
CORE_FN static int nl_enc_value(const NlUnit *u, int op, int64_t v, int32_t *next) {
  int64_t x;
  int k;
  for (k = *next; k < u->nk; k++)
    if (nl_val(u, op, NL_K0 + k, &x) && x == v) {
      *next = k + 1;
      return NL_K0 + k;
    }
  for (k = NL_SMIN; k <= NL_SMAX; k++)
    if (nl_val(u, op, NL_N0 + k - NL_SMIN, &x) && x == v) return NL_N0 + k - NL_SMIN;
  for (k = 0; k < u->nk; k++)
    if (nl_val(u, op, NL_K0 + k, &x) && x == v) return NL_K0 + k;
  return -1;
}

CORE_FN int32_t nl_encode(const Compiler *c, const NlUnit *u, const CcUnit *cu, const Module *m, int32_t *out,
                          int32_t cap) {
  const ModFunc *f = &m->fn[cu->fn];
  const uint32_t *code = m->code + f->code_off;
  const uint8_t *lt = m->types + f->types_off;
  int32_t n = 0, pc, nvars = c->fn[cu->fn].nlocals, next = 0;
  NlDec d;
  if (cu->start < 0 || cu->end > (int32_t)f->code_len || cu->start > cu->end) return -NL_E_UNIT;
  nl_dec_init(&d, c, u);
  for (pc = cu->start; pc < cu->end; pc += op_words((int)(code[pc] & 0xff))) {
    uint32_t w = code[pc], a = w >> 8;
    int raw = (int)(w & 0xff), tok = -1, k;
    int op = raw == OP_CONST_I ? OP_PUSH_I : raw == OP_CONST_L ? OP_PUSH_L : raw; /* nl_unit_op */
    if (raw >= OP_NL_END || n + 2 > cap || nl_dec_push(&d, NL_OP0 + op)) return -NL_E_TOKEN;
    out[n++] = NL_OP0 + op;
    if (!nl_has_operand(op)) continue;
    switch (op_kind(op)) {
    case OK_SLOT:
      if ((int32_t)a >= nvars) {
        if (a >= f->nlocals || lt[a] < TY_BOOL || lt[a] > TY_DOUBLE) return -NL_E_NAMES;
        tok = NL_T0 + lt[a] - TY_BOOL;
      } else {
        for (k = 0; k < u->nv && u->vslot[k] != (int32_t)a; k++) {}
        if (k == u->nv) return -NL_E_NAMES;
        tok = NL_V0 + k;
      }
      break;
    case OK_FUNC:
      for (k = 0; k < u->nf && u->fidx[k] != (int32_t)a; k++) {}
      if (k == u->nf) return -NL_E_NAMES;
      tok = NL_F0 + k;
      break;
    default: {
      int64_t v = op_kind(raw) == OK_CONST ? (int64_t)m->consts[a] : (int64_t)((int32_t)(a ^ 0x800000u) - 0x800000);
      if (op == OP_PUSH_I) v = (int32_t)(uint32_t)v;
      tok = nl_enc_value(u, op, v, &next);
      if (tok < 0) return -NL_E_VALUE;
    }
    }
    if (nl_dec_push(&d, tok)) return -NL_E_TOKEN;
    out[n++] = tok;
  }
  if (n >= cap || nl_dec_push(&d, NL_END)) return -NL_E_UNFINISHED;
  out[n++] = NL_END;
  return n;
}

/* ---------------------------------------------------------------- resolving a listing */

CORE_FN int32_t nl_resolve(const Compiler *c, const NlUnit *u, const int32_t *tok, int32_t n, CcIns *out,
                           int32_t cap) {
  NlDec d;
  int32_t i, k = 0;
  nl_dec_init(&d, c, u);
  for (i = 0; i < n && !nl_dec_done(&d); i++) {
    int32_t t = tok[i];
    int phase = d.phase;
    if (nl_dec_push(&d, t)) return -NL_E_TOKEN;
    if (phase == NL_PH_INS) {
      if (t == NL_END) break;
      if (k >= cap) return -NL_E_SPACE;
      out[k].op = (uint8_t)(t - NL_OP0);
      out[k].temp = 0;
      out[k].a = 0;
      out[k++].v = 0;
      continue;
    }
    { /* the operand of out[k - 1] */
      CcIns *in = &out[k - 1];
      int64_t v = 0;
      switch (op_kind(in->op)) {
      case OK_SLOT:
        if (t >= NL_T0 && t < NL_T0 + 4) in->temp = (uint8_t)(TY_BOOL + t - NL_T0);
        else in->a = (uint32_t)u->vslot[t - NL_V0];
        break;
      case OK_FUNC: in->a = (uint32_t)u->fidx[t - NL_F0]; break;
      case OK_CONST: nl_val(u, in->op, t, &v); in->v = v; break;
      default:
        nl_val(u, in->op, t, &v);
        if ((in->op == OP_PUSH_I || in->op == OP_PUSH_L) && !nl_fits24(v)) { /* codegen's CONST_I / CONST_L */
          in->op = in->op == OP_PUSH_I ? OP_CONST_I : OP_CONST_L;
          in->v = v;
        } else {
          in->a = (uint32_t)v & 0xffffffu;
        }
        break;
      }
    }
  }
  if (!nl_dec_done(&d)) return -NL_E_UNFINISHED;
  return k;
}
