/* nlist.c - prompts, symbolic listings, the constrained decoder and the assembler of the neural compiler.
 *
 * The token language is described in nlist.h.  Three users share this file's rules:
 *   - the training data: nl_prompt + nl_encode turn a program compiled by the traditional compiler into
 *     (prompt, listing) pairs;
 *   - sampling: nl_dec_mask says which tokens may come next, so the model only writes listings that the
 *     verifier accepts (the rules below are the verifier's, verify.c, applied one token at a time);
 *   - nl_assemble: a listing -> module bytes, laid out exactly as codegen lays out a module (constant pool
 *     in order of first use, array areas in order of ARR_INIT, max_stack = the deepest stack reached), so
 *     that a correct listing gives the reference module byte for byte.
 * The decoder reads code in listing order: at `DEF Lk` the stack becomes the one recorded for Lk (jumps
 * to a label record their stack; a label first met unreachable, the head of a rotated loop, starts with an
 * empty stack, as every statement does).  Code after JUMP/RET is unreachable and may only place a label.
 */
#include "core/nlist/nlist.h"

/* value operand types */
enum { VT_B, VT_I24, VT_L24, VT_I32, VT_L, VT_L32, VT_D, VT_LEN };
/* operand roles */
enum { RO_NONE, RO_VAL, RO_SLOT, RO_LABEL, RO_FUNC };

CORE_FN int nl_type_index(int ty) {
  if (ty >= TY_VOID && ty <= TY_DOUBLE) return ty;
  if (TY_IS_ARR(ty) && TY_BASE(ty) >= TY_BOOL && TY_BASE(ty) <= TY_DOUBLE && ty < 16) return 4 + TY_BASE(ty);
  return -1;
}

CORE_FN int nl_type_of_index(int k) { return k <= 4 ? k : (TY_ARR | (k - 4)); }

/* ---------------------------------------------------------------- operands of each opcode */

CORE_FN static int nl_nopnds(int op) {
  switch (op_kind(op)) {
  case OK_NONE: return 0;
  case OK_IMM: case OK_CONST: case OK_SLOT: case OK_JUMP: case OK_FUNC: return 1;
  default: return 2;
  }
}

/* the role of operand i of op */
CORE_FN static int nl_role(int op, int i) {
  switch (op_kind(op)) {
  case OK_IMM: case OK_CONST: return RO_VAL;
  case OK_SLOT: return RO_SLOT;
  case OK_JUMP: return RO_LABEL;
  case OK_FUNC: return RO_FUNC;
  case OK_ARR: case OK_SLOT_IMM: return i == 0 ? RO_SLOT : RO_VAL;
  case OK_SLOT_JUMP: return i == 0 ? RO_LABEL : RO_SLOT;
  case OK_SLOT2: return RO_SLOT;
  default: return RO_NONE;
  }
}

CORE_FN static int nl_vt(int op) {
  switch (op) {
  case OP_PUSH_B: return VT_B;
  case OP_PUSH_I: case OP_ADDK_I: case OP_MULK_I: return VT_I24;
  case OP_PUSH_L: case OP_ADDK_L: case OP_MULK_L: return VT_L24;
  case OP_CONST_I: case OP_LOADK_I: case OP_INC_SLOT_I: return VT_I32;
  case OP_CONST_L: return VT_L;
  case OP_LOADK_L: case OP_INC_SLOT_L: return VT_L32;
  case OP_CONST_D: return VT_D;
  default: return VT_LEN; /* ARR_INIT */
  }
}

/* ---------------------------------------------------------------- values */

typedef union { int64_t i; uint64_t u; double d; } NlNum;

/* the value of literal k as the operand type vt wants it (int types: sign-extended int32); 0 if the
 * literal cannot be converted (a double where an integer is wanted) */
CORE_FN static int nl_lit_value(const NlLits *l, int k, int vt, int neg, int i32, int64_t *out) {
  NlNum x;
  int kind = l->kind[k];
  x.i = l->val[k];
  if (i32) { /* (int) first: integers wrap, doubles truncate toward zero when in range */
    if (kind == TK_DBLLIT) {
      if (!(x.d > -2147483649.0 && x.d < 2147483648.0)) return 0;
      x.i = (int32_t)x.d;
    } else {
      x.i = (int32_t)(uint32_t)x.u;
    }
    kind = TK_LONGLIT;
  }
  if (vt == VT_D) {
    if (kind != TK_DBLLIT) x.d = (double)x.i;
    if (neg) x.u ^= (uint64_t)1 << 63;
  } else {
    if (kind == TK_DBLLIT) return 0;
    if (neg) x.u = 0 - x.u;
    if (vt != VT_L && vt != VT_L24 && vt != VT_L32) x.i = (int32_t)(uint32_t)x.u;
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

/* is value v in range for vt (arr_words: the array area so far, of frame elements) */
CORE_FN static int nl_fits(int64_t v, int vt, int32_t arr_words, int32_t frame) {
  switch (vt) {
  case VT_B: return v == 0 || v == 1;
  case VT_I24: case VT_L24: return v >= -(1 << 23) && v < (1 << 23);
  case VT_L32: return v >= -2147483647LL - 1 && v <= 2147483647LL;
  case VT_LEN: return v >= 1 && v <= GNC_MAX_ARRAY && arr_words + v <= frame;
  default: return 1;
  }
}

/* ---------------------------------------------------------------- the decoder */

CORE_FN void nl_dec_init(NlDec *d, const NlCtx *ctx) {
  const Func *f = &ctx->c->fn[ctx->fi];
  int i;
  d->ctx = ctx;
  d->phase = NL_PH_TYPES;
  d->op = -1;
  d->opnd = 0;
  d->nlocals = f->nparams;
  for (i = 0; i < f->nparams && i < NL_MAXV; i++) d->lt[i] = f->params[i];
  d->reach = 1;
  d->after_def = 0;
  d->neg = d->i32 = 0;
  d->dead = 0;
  d->elem = 0;
  d->slot_a = 0;
  d->depth = d->max_depth = 0;
  d->nlabels = d->nopen = 0;
  d->arr_words = 0;
  d->words = 0;
  for (i = 0; i < NL_MAXL; i++) d->lab[i].state = 0;
}

CORE_FN static int nl_stack_eq(const NlDec *d, const NlLabel *l) {
  int i;
  if (l->depth != d->depth) return 0;
  for (i = 0; i < d->depth; i++)
    if (l->stk[i] != d->stk[i]) return 0;
  return 1;
}

CORE_FN static int nl_top(const NlDec *d, int k) { return d->depth > k ? d->stk[d->depth - 1 - k] : -1; }

CORE_FN static int nl_letter_ok(char ch, int t) {
  switch (ch) {
  case 'i': return t == TY_INT;
  case 'l': return t == TY_LONG;
  case 'd': return t == TY_DOUBLE;
  case 'b': return t == TY_BOOL;
  case 'c': return t == TY_INT || t == TY_BOOL;
  case '*': return t >= TY_BOOL && t <= TY_DOUBLE;
  default: return 0;
  }
}

CORE_FN static int nl_letter_type(char ch) {
  return ch == 'i' ? TY_INT : ch == 'l' ? TY_LONG : ch == 'd' ? TY_DOUBLE : TY_BOOL;
}

/* does some local satisfy the slot rule of operand i of op? */
CORE_FN static int nl_slot_ok(const NlDec *d, int op, int i, int s) {
  int t;
  if (s < 0 || s >= d->nlocals) return 0;
  t = d->lt[s];
  switch (op) {
  case OP_LOAD: case OP_LOAD2: return d->depth + TY_IS_ARR(t) < NL_MAXSTK; /* see nl_op_ok: OP_DUP */
  case OP_STORE: return !TY_IS_ARR(t) && t == nl_top(d, 0);
  case OP_ALOAD: return TY_IS_ARR(t);
  case OP_ASTORE: case OP_ASTORE_K: return TY_IS_ARR(t) && TY_BASE(t) == d->elem;
  case OP_ARR_INIT: return TY_IS_ARR(t);
  case OP_INC_SLOT_I: case OP_LOADK_I: return t == TY_INT;
  case OP_INC_SLOT_L: case OP_LOADK_L: return t == TY_LONG;
  case OP_MOV: return i == 0 ? !TY_IS_ARR(t) : t == d->lt[d->slot_a];
  case OP_JZ_S: case OP_JNZ_S: return t == TY_INT || t == TY_BOOL || t == TY_LONG;
  default: return 0;
  }
}

CORE_FN static int nl_any_slot(const NlDec *d, int op, int i) {
  int s;
  for (s = 0; s < d->nlocals; s++)
    if (nl_slot_ok(d, op, i, s)) return 1;
  return 0;
}

/* may function g be called with the current stack? */
CORE_FN static int nl_call_ok(const NlDec *d, int g) {
  const Compiler *c = d->ctx->c;
  const Func *f;
  int i;
  if (g < 0 || g >= c->nfn || g >= NL_MAXF) return 0;
  f = &c->fn[g];
  if (f->nparams > d->depth) return 0;
  for (i = 0; i < f->nparams; i++)
    if (d->stk[d->depth - f->nparams + i] != f->params[i]) return 0;
  return f->ret == TY_VOID || d->depth - f->nparams < NL_MAXSTK;
}

/* the opcode's pops and pushes as far as they are known before its operands: may op come now? */
CORE_FN static int nl_op_ok(const NlDec *d, int op) {
  const char *sig = op_sig(op);
  int ret = d->ctx->c->fn[d->ctx->fi].ret, gt = 0, i, pops, pushes = 0, g;
  if (!d->reach) { /* codegen leaves a JUMP after a jump at times: to a label already named */
    if (op != OP_JUMP) return 0;
    for (g = 0; g < d->nlabels; g++)
      if (d->lab[g].state) return 1;
    return 0;
  }
  switch (op) {
  case OP_NOP: return 0; /* never emitted by codegen; keeps listings canonical */
  /* an array never takes the stack's last place: a full stack with an array on top could not be popped
   * (POP takes scalars) nor pushed on, and once every label number is used no jump leaves it either, so
   * the listing could never end (with no stack-neutral instruction left: nothing allowed at all) */
  case OP_DUP: return d->depth > 0 && d->depth + TY_IS_ARR(nl_top(d, 0)) < NL_MAXSTK;
  case OP_ARR_INIT: return d->arr_words < d->ctx->c->fn[d->ctx->fi].arr_words && nl_any_slot(d, op, 0);
  case OP_JZ_S: case OP_JNZ_S: return d->nlabels < NL_MAXL && nl_any_slot(d, op, 0);
  case OP_LOAD: case OP_INC_SLOT_I: case OP_INC_SLOT_L: case OP_MOV:
    return nl_any_slot(d, op, 0);
  case OP_LOAD2: /* with room for two only, the second must be a scalar (nl_any_slot(MOV, 0): one exists) */
    return d->depth + 2 < NL_MAXSTK ? d->nlocals > 0 : d->depth + 2 == NL_MAXSTK && nl_any_slot(d, OP_MOV, 0);
  case OP_LOADK_I: case OP_LOADK_L: return d->depth + 2 <= NL_MAXSTK && nl_any_slot(d, op, 0);
  case OP_STORE: return d->depth > 0 && nl_any_slot(d, op, 0);
  case OP_ALOAD: return (nl_top(d, 0) == TY_INT || nl_top(d, 0) == TY_LONG) && nl_any_slot(d, op, 0);
  case OP_ASTORE: case OP_ASTORE_K: {
    int s, e = nl_top(d, 0), ix = nl_top(d, 1);
    if (ix != TY_INT && ix != TY_LONG) return 0;
    for (s = 0; s < d->nlocals; s++)
      if (TY_IS_ARR(d->lt[s]) && TY_BASE(d->lt[s]) == e) return 1;
    return 0;
  }
  case OP_CALL:
    for (g = 0; g < d->ctx->c->nfn && g < NL_MAXF; g++)
      if (nl_call_ok(d, g)) return 1;
    return 0;
  case OP_RET: return ret != TY_VOID && nl_top(d, 0) == ret;
  case OP_RET_V: return ret == TY_VOID;
  default: break;
  }
  while (sig[gt] && sig[gt] != '>') gt++;
  if (sig[gt] != '>') return 0;
  pops = gt;
  if (pops > d->depth) return 0;
  for (i = 0; i < pops; i++)
    if (!nl_letter_ok(sig[pops - 1 - i], nl_top(d, i))) return 0;
  for (i = gt + 1; sig[i]; i++) pushes++;
  if (d->depth - pops + pushes > NL_MAXSTK) return 0;
  if ((op_kind(op) == OK_JUMP) && d->nlabels >= NL_MAXL) return 0; /* keeps every choice completable */
  return 1;
}

/* may label k be the target of a jump now (the jump's pops already applied)? */
CORE_FN static int nl_jump_label_ok(const NlDec *d, int k) {
  if (k < 0 || k >= NL_MAXL || k > d->nlabels) return 0;
  if (d->dead) return k < d->nlabels && d->lab[k].state != 0;
  if (k == d->nlabels) return 1; /* a new label */
  return nl_stack_eq(d, &d->lab[k]);
}

/* may label k be placed (DEF) now? */
CORE_FN static int nl_def_label_ok(const NlDec *d, int k) {
  if (k < 0 || k >= NL_MAXL || k > d->nlabels) return 0;
  if (k == d->nlabels) return 1;
  if (d->lab[k].state != 1) return 0;
  return !d->reach || nl_stack_eq(d, &d->lab[k]);
}

/* may value token tok (after NEG if d->neg) be operand of d->op? */
CORE_FN static int nl_val_ok(const NlDec *d, int tok, int64_t *v) {
  int vt = nl_vt(d->op);
  int64_t x;
  if (tok >= NL_K0 && tok < NL_K0 + NL_MAXK) {
    if (tok - NL_K0 >= d->ctx->lits->n) return 0;
    if (!nl_lit_value(d->ctx->lits, tok - NL_K0, vt, d->neg, d->i32, &x)) return 0;
  } else if (!d->neg && !d->i32 && tok >= NL_N0 && tok < NL_VOCAB) {
    x = nl_small_value(tok - NL_N0 + NL_SMIN, vt);
  } else {
    return 0;
  }
  if (v) *v = x;
  return nl_fits(x, vt, d->arr_words, d->ctx->c->fn[d->ctx->fi].arr_words);
}

/* may the prefix NEG (i32 = 0) or I32 (i32 = 1) come now: does some literal follow it? */
CORE_FN static int nl_prefix_ok(const NlDec *d, int i32) {
  int k;
  NlDec e = *d;
  if (nl_vt(d->op) == VT_B || nl_vt(d->op) == VT_LEN || d->i32 || (d->neg && !i32)) return 0;
  if (i32) e.i32 = 1;
  else e.neg = 1;
  for (k = 0; k < d->ctx->lits->n; k++)
    if (nl_val_ok(&e, NL_K0 + k, 0)) return 1;
  return 0;
}

CORE_FN int nl_dec_allowed(const NlDec *d, int tok) {
  if (tok < 0 || tok >= NL_VOCAB) return 0;
  switch (d->phase) {
  case NL_PH_TYPES:
    if (tok == NL_BODY) return 1;
    return d->nlocals < NL_MAXV && tok > NL_TY0 && tok < NL_TY0 + NL_NTYPES;
  case NL_PH_INS:
    if (tok == NL_END)
      return !d->reach && !d->after_def && d->nopen == 0 && d->words > 0;
    if (tok == NL_DEF) {
      int k;
      if (d->after_def) return 0;
      for (k = 0; k <= d->nlabels && k < NL_MAXL; k++)
        if (nl_def_label_ok(d, k)) return 1;
      return 0;
    }
    if (tok >= NL_OP0 && tok < NL_OP0 + OP_NL_END) return nl_op_ok(d, tok - NL_OP0);
    return 0;
  case NL_PH_DEF: return tok >= NL_L0 && tok < NL_L0 + NL_MAXL && nl_def_label_ok(d, tok - NL_L0);
  case NL_PH_OPND:
    switch (nl_role(d->op, d->opnd)) {
    case RO_SLOT: return tok >= NL_V0 && tok < NL_V0 + NL_MAXV && nl_slot_ok(d, d->op, d->opnd, tok - NL_V0);
    case RO_LABEL: return tok >= NL_L0 && tok < NL_L0 + NL_MAXL && nl_jump_label_ok(d, tok - NL_L0);
    case RO_FUNC: return tok >= NL_F0 && tok < NL_F0 + NL_MAXF && nl_call_ok(d, tok - NL_F0);
    case RO_VAL:
      if (tok == NL_NEG || tok == NL_I32) return nl_prefix_ok(d, tok == NL_I32);
      return nl_val_ok(d, tok, 0);
    default: return 0;
    }
  default: return 0;
  }
}

CORE_FN void nl_dec_mask(const NlDec *d, uint8_t *allowed) {
  int t;
  for (t = 0; t < NL_VOCAB; t++) allowed[t] = (uint8_t)nl_dec_allowed(d, t);
}

CORE_FN static void nl_push_t(NlDec *d, int t) {
  d->stk[d->depth++] = (uint8_t)t;
  if (d->depth > d->max_depth) d->max_depth = d->depth;
}

/* the opcode is chosen: apply what is known of its effect (pops; pushes that need no operand) */
CORE_FN static void nl_begin_op(NlDec *d, int op) {
  const char *sig = op_sig(op);
  int gt = 0, i;
  d->op = op;
  d->opnd = 0;
  d->neg = d->i32 = 0;
  d->dead = !d->reach;
  d->words += op_words(op);
  switch (op) {
  case OP_DUP: nl_push_t(d, nl_top(d, 0)); return;
  case OP_ALOAD: d->depth--; return;
  case OP_ASTORE: case OP_ASTORE_K: d->elem = nl_top(d, 0); d->depth -= 2; return;
  case OP_RET: d->depth--; d->reach = 0; return;
  case OP_RET_V: d->reach = 0; return;
  case OP_LOAD: case OP_LOAD2: case OP_STORE: case OP_ARR_INIT: case OP_INC_SLOT_I: case OP_INC_SLOT_L:
  case OP_MOV: case OP_JZ_S: case OP_JNZ_S: case OP_LOADK_I: case OP_LOADK_L: case OP_CALL: return;
  default: break;
  }
  while (sig[gt] && sig[gt] != '>') gt++;
  d->depth -= gt;
  for (i = gt + 1; sig[i]; i++) nl_push_t(d, nl_letter_type(sig[i]));
  if (op == OP_JUMP) d->reach = 0;
}

/* operand i = slot s */
CORE_FN static void nl_slot_effect(NlDec *d, int s) {
  int t = d->lt[s];
  switch (d->op) {
  case OP_LOAD: case OP_LOAD2: nl_push_t(d, t); break;
  case OP_STORE: d->depth--; break;
  case OP_ALOAD: nl_push_t(d, TY_BASE(t)); break;
  case OP_ASTORE_K: nl_push_t(d, TY_BASE(t)); break;
  case OP_LOADK_I: nl_push_t(d, TY_INT); nl_push_t(d, TY_INT); break;
  case OP_LOADK_L: nl_push_t(d, TY_LONG); nl_push_t(d, TY_LONG); break;
  case OP_MOV: if (d->opnd == 0) d->slot_a = s; break;
  default: break;
  }
}

CORE_FN static void nl_label_ref(NlDec *d, int k) {
  NlLabel *l = &d->lab[k];
  int i;
  if (d->dead) return; /* a dead jump: no stack flows along it */
  if (k == d->nlabels) d->nlabels++;
  if (l->state == 0) {
    l->state = 1;
    d->nopen++;
    l->depth = (uint8_t)d->depth;
    for (i = 0; i < d->depth; i++) l->stk[i] = d->stk[i];
  }
}

CORE_FN static void nl_label_def(NlDec *d, int k) {
  NlLabel *l = &d->lab[k];
  int i;
  if (k == d->nlabels) d->nlabels++;
  if (l->state == 1) {
    d->nopen--;
    if (!d->reach) {
      d->depth = l->depth;
      for (i = 0; i < l->depth; i++) d->stk[i] = l->stk[i];
    }
  } else if (!d->reach) {
    d->depth = 0; /* a new label where control cannot fall: a statement's start */
  }
  l->state = 2;
  l->depth = (uint8_t)d->depth;
  for (i = 0; i < d->depth; i++) l->stk[i] = d->stk[i];
  d->reach = 1;
  d->after_def = 1;
}

CORE_FN static void nl_end_op(NlDec *d) {
  d->phase = NL_PH_INS;
  d->after_def = 0;
}

CORE_FN int nl_dec_push(NlDec *d, int tok) {
  if (!nl_dec_allowed(d, tok)) return NL_E_TOKEN;
  switch (d->phase) {
  case NL_PH_TYPES:
    if (tok == NL_BODY) d->phase = NL_PH_INS;
    else d->lt[d->nlocals++] = (uint8_t)nl_type_of_index(tok - NL_TY0);
    return NL_OK;
  case NL_PH_INS:
    if (tok == NL_END) { d->phase = NL_PH_DONE; return NL_OK; }
    if (tok == NL_DEF) { d->phase = NL_PH_DEF; return NL_OK; }
    nl_begin_op(d, tok - NL_OP0);
    if (nl_nopnds(d->op) == 0) nl_end_op(d);
    else d->phase = NL_PH_OPND;
    return NL_OK;
  case NL_PH_DEF:
    nl_label_def(d, tok - NL_L0);
    d->phase = NL_PH_INS;
    return NL_OK;
  default: break;
  }
  /* an operand */
  switch (nl_role(d->op, d->opnd)) {
  case RO_SLOT: nl_slot_effect(d, tok - NL_V0); break;
  case RO_LABEL: nl_label_ref(d, tok - NL_L0); break;
  case RO_FUNC: {
    const Func *g = &d->ctx->c->fn[tok - NL_F0];
    d->depth -= g->nparams;
    if (g->ret != TY_VOID) nl_push_t(d, g->ret);
    break;
  }
  case RO_VAL:
    if (tok == NL_NEG) { d->neg = 1; return NL_OK; }
    if (tok == NL_I32) { d->i32 = 1; return NL_OK; }
    if (d->op == OP_ARR_INIT) {
      int64_t v = 0;
      nl_val_ok(d, tok, &v);
      d->arr_words += (int32_t)v;
    }
    d->neg = d->i32 = 0;
    break;
  default: return NL_E_TOKEN;
  }
  if (++d->opnd >= nl_nopnds(d->op)) nl_end_op(d);
  return NL_OK;
}

CORE_FN int nl_dec_done(const NlDec *d) { return d->phase == NL_PH_DONE; }

/* the longest forced ending: the instruction in progress (2 operand tokens; a jump's label may be a new
 * one, one more to place), a return (POP of a full stack, a zero, RET: 4) and END; then for each open
 * label DEF Lk and a return (6: its stack may be full) */
CORE_FN int32_t nl_dec_close_len(const NlDec *d) { return 13 + 6 * d->nopen; }

/* the first allowed token in [lo, hi), or -1 */
CORE_FN static int nl_first_allowed(const NlDec *d, int lo, int hi) {
  int t;
  for (t = lo; t < hi; t++)
    if (nl_dec_allowed(d, t)) return t;
  return -1;
}

CORE_FN int nl_dec_close_tok(const NlDec *d) {
  int ret = d->ctx->c->fn[d->ctx->fi].ret;
  switch (d->phase) {
  case NL_PH_TYPES: return NL_BODY;
  case NL_PH_DEF: return nl_first_allowed(d, NL_L0, NL_L0 + NL_MAXL); /* an open label first, by number */
  case NL_PH_OPND: { /* a small integer, else any allowed operand */
    int t = nl_dec_allowed(d, NL_N0 - NL_SMIN) ? NL_N0 - NL_SMIN : -1;
    return t >= 0 ? t : nl_first_allowed(d, 0, NL_VOCAB);
  }
  case NL_PH_INS:
    if (!d->reach) return d->nopen > 0 ? NL_DEF : NL_END;
    if (ret == TY_VOID) return NL_OP0 + OP_RET_V;
    if (nl_top(d, 0) == ret) return NL_OP0 + OP_RET;
    if (d->depth < NL_MAXSTK) {
      int op = ret == TY_INT ? OP_PUSH_I : ret == TY_LONG ? OP_PUSH_L : ret == TY_BOOL ? OP_PUSH_B : OP_CONST_D;
      return NL_OP0 + op;
    }
    if (nl_op_ok(d, OP_POP)) return NL_OP0 + OP_POP;
    return nl_first_allowed(d, NL_OP0, NL_OP0 + OP_NL_END); /* a full stack of arrays: any instruction */
  default: return -1;
  }
}

/* ---------------------------------------------------------------- prompts */

/* token index of the first token at byte pos (tokens are sorted by position), or -1 */
CORE_FN static int32_t nl_tok_at(const Compiler *c, int32_t pos) {
  int32_t lo = 0, hi = c->ntok - 1;
  while (lo < hi) {
    int32_t mid = (lo + hi) / 2;
    if (c->tok[mid].pos < pos) lo = mid + 1;
    else hi = mid;
  }
  return lo >= 0 && lo < c->ntok && c->tok[lo].pos == pos ? lo : -1;
}

/* the function index named by token t, or -1 */
CORE_FN static int32_t nl_fn_named(const Compiler *c, const Token *t) {
  int32_t i, k;
  for (i = 0; i < c->nfn; i++) {
    const Func *f = &c->fn[i];
    if (f->nlen != t->len) continue;
    for (k = 0; k < t->len && c->src[f->name + k] == c->src[t->pos + k]; k++) {}
    if (k == t->len) return i;
  }
  return -1;
}

/* the token range [*b, *e) of function fi's definition; 0 on success */
CORE_FN static int nl_fn_range(const Compiler *c, int32_t fi, int32_t *b, int32_t *e) {
  const Node *n = &c->node[c->fn[fi].node];
  int32_t t = nl_tok_at(c, n->pos), depth = 0;
  if (t < 0 || n->b < 0) return 1;
  *b = t;
  for (; t < c->ntok && c->tok[t].kind != TK_LBRACE; t++) {}
  for (; t < c->ntok; t++) {
    if (c->tok[t].kind == TK_LBRACE) depth++;
    else if (c->tok[t].kind == TK_RBRACE && --depth == 0) break;
  }
  if (t >= c->ntok) return 1;
  *e = t + 1;
  return 0;
}

CORE_FN int nl_lits(const Compiler *c, int32_t fi, NlLits *l) {
  int32_t b, e, t;
  l->n = 0;
  if (nl_fn_range(c, fi, &b, &e)) return NL_E_SPACE;
  for (t = b; t < e; t++) {
    int k = c->tok[t].kind;
    if (k != TK_INTLIT && k != TK_LONGLIT && k != TK_DBLLIT) continue;
    if (l->n >= NL_MAXK) return NL_E_LITS;
    l->kind[l->n] = (uint8_t)k;
    l->val[l->n++] = c->tok[t].val;
  }
  return NL_OK;
}

/* appends tok; 0 if there is no room */
CORE_FN static int nl_put(int32_t *out, int32_t *n, int32_t cap, int32_t tok) {
  if (*n >= cap) return 0;
  out[(*n)++] = tok;
  return 1;
}

#define NL_PUNCT(tk) (NL_SRC0 + (tk) - TK_INT)

/* a type as source tokens: its keyword, and `[ ]` for an array */
CORE_FN static int nl_type_src(int ty, int32_t *out, int32_t *n, int32_t cap) {
  int b = TY_BASE(ty), kw = b == TY_BOOL ? TK_BOOL : b == TY_INT ? TK_INT : b == TY_LONG ? TK_LONG
                            : b == TY_DOUBLE ? TK_DOUBLE : TK_VOID;
  int ok = nl_put(out, n, cap, NL_PUNCT(kw));
  if (TY_IS_ARR(ty))
    ok = ok && nl_put(out, n, cap, NL_PUNCT(TK_LBRACKET)) && nl_put(out, n, cap, NL_PUNCT(TK_RBRACKET));
  return ok;
}

/* `ret Fk ( ptype , ... ) ;` of function g, in source tokens */
CORE_FN static int nl_head(const Compiler *c, int32_t g, int32_t *out, int32_t *n, int32_t cap) {
  const Func *f = &c->fn[g];
  int i, ok = nl_type_src(f->ret, out, n, cap);
  ok &= nl_put(out, n, cap, NL_F0 + g);
  ok &= nl_put(out, n, cap, NL_PUNCT(TK_LPAREN));
  for (i = 0; i < f->nparams; i++) {
    if (i) ok &= nl_put(out, n, cap, NL_PUNCT(TK_COMMA));
    ok &= nl_type_src(f->params[i], out, n, cap);
  }
  ok &= nl_put(out, n, cap, NL_PUNCT(TK_RPAREN));
  ok &= nl_put(out, n, cap, NL_PUNCT(TK_SEMI));
  return ok;
}

CORE_FN int32_t nl_prompt(const Compiler *c, int32_t fi, int32_t *out, int32_t cap) {
  int32_t n = 0, b, e, t, g, nnames = 0, nlit = 0;
  int32_t name_pos[NL_MAXV], name_len[NL_MAXV];
  if (c->nfn > NL_MAXF) return -NL_E_FUNCS;
  for (g = 0; g < c->nfn; g++)
    if (!nl_head(c, g, out, &n, cap)) return -NL_E_SPACE;
  if (nl_fn_range(c, fi, &b, &e)) return -NL_E_SPACE;
  for (t = b; t < e; t++) {
    const Token *tk = &c->tok[t];
    int32_t tok, k, j;
    if (tk->kind == TK_IDENT) {
      g = nl_fn_named(c, tk);
      if (g >= 0 && t + 1 < e && (c->tok[t + 1].kind == TK_LPAREN || t == b + 1)) {
        tok = NL_F0 + g;
      } else {
        for (k = 0; k < nnames; k++) {
          if (name_len[k] != tk->len) continue;
          for (j = 0; j < tk->len && c->src[name_pos[k] + j] == c->src[tk->pos + j]; j++) {}
          if (j == tk->len) break;
        }
        if (k == nnames) {
          if (nnames >= NL_MAXV) return -NL_E_NAMES;
          name_pos[nnames] = tk->pos;
          name_len[nnames++] = tk->len;
        }
        tok = NL_V0 + k;
      }
    } else if (tk->kind == TK_INTLIT || tk->kind == TK_LONGLIT || tk->kind == TK_DBLLIT) {
      if (nlit >= NL_MAXK) return -NL_E_LITS;
      if (!nl_put(out, &n, cap, tk->kind == TK_INTLIT ? NL_LI : tk->kind == TK_LONGLIT ? NL_LL : NL_LD))
        return -NL_E_SPACE;
      tok = NL_K0 + nlit++;
    } else if (tk->kind >= TK_INT && tk->kind < TK_NL_END) {
      tok = NL_SRC0 + tk->kind - TK_INT;
    } else {
      return -NL_E_TOKEN;
    }
    if (!nl_put(out, &n, cap, tok)) return -NL_E_SPACE;
  }
  if (!nl_put(out, &n, cap, NL_SEP)) return -NL_E_SPACE;
  return n;
}

/* ---------------------------------------------------------------- encoding a compiled function */

/* the tokens of value v for the current operand: 1 to 3 into out, or 0 if not expressible */
CORE_FN static int nl_enc_value(const NlDec *d, int64_t v, int32_t *out) {
  NlDec e = *d;
  int k, neg;
  int64_t x;
  if (v >= -1 && v <= 1) {                     /* small constants of the compiler's own: N */
    if (nl_val_ok(&e, NL_N0 + (int)v - NL_SMIN, &x) && x == v) { out[0] = NL_N0 + (int)v - NL_SMIN; return 1; }
  }
  for (neg = 0; neg < 4; neg++) { /* #k, NEG #k, I32 #k, NEG I32 #k */
    int n = 0;
    e.neg = neg & 1;
    e.i32 = neg >> 1;
    if (e.neg) out[n++] = NL_NEG;
    if (e.i32) out[n++] = NL_I32;
    for (k = 0; k < d->ctx->lits->n; k++)
      if (nl_val_ok(&e, NL_K0 + k, &x) && x == v) {
        out[n] = NL_K0 + k;
        return n + 1;
      }
    if (neg == 0) {
      e.neg = 0;
      for (k = NL_SMIN; k <= NL_SMAX; k++)
        if (nl_val_ok(&e, NL_N0 + k - NL_SMIN, &x) && x == v) { out[0] = NL_N0 + k - NL_SMIN; return 1; }
    }
  }
  return 0;
}

/* feeds tok to the decoder and appends it */
CORE_FN static int nl_emit(NlDec *d, int32_t *out, int32_t *n, int32_t cap, int32_t tok) {
  if (nl_dec_push(d, tok)) return 0;
  return nl_put(out, n, cap, tok);
}

CORE_FN int32_t nl_encode(const Compiler *c, const Module *m, int32_t fi, const NlLits *lits, int32_t *out,
                          int32_t cap) {
  const ModFunc *f = &m->fn[fi];
  const uint32_t *code = m->code + f->code_off;
  const uint8_t *lt = m->types + f->types_off;
  int32_t label_pc[NL_MAXL], nlab = 0, n = 0, pc, i;
  uint8_t target_at[NL_MAXCODE];
  NlCtx ctx;
  NlDec d;
  if (f->code_len > NL_MAXCODE) return -NL_E_CODE;
  for (i = 0; i < (int32_t)f->code_len; i++) target_at[i] = 0;
  for (i = 0; i < (int32_t)f->code_len; i += op_words((int)(code[i] & 0xff))) {
    int kk = op_kind((int)(code[i] & 0xff));
    if ((kk == OK_JUMP || kk == OK_SLOT_JUMP) && (code[i] >> 8) < f->code_len) target_at[code[i] >> 8] = 1;
  }
  ctx.c = c; ctx.fi = fi; ctx.lits = lits;
  nl_dec_init(&d, &ctx);
  if (f->nlocals > NL_MAXV) return -NL_E_SLOTS;
  if (nl_type_index(f->ret) < 0) return -NL_E_TOKEN;
  for (i = 0; i < f->nlocals; i++) /* the C types added after the token language are not in it */
    if (nl_type_index(lt[i]) < 0) return -NL_E_TOKEN;
  for (i = f->nparams; i < f->nlocals; i++)
    if (!nl_emit(&d, out, &n, cap, NL_TY0 + nl_type_index(lt[i]))) return -NL_E_TOKEN;
  if (!nl_emit(&d, out, &n, cap, NL_BODY)) return -NL_E_TOKEN;
  for (pc = 0; pc < (int32_t)f->code_len;) {
    uint32_t w = code[pc], a = w >> 8;
    int op = (int)(w & 0xff), k, r, tokv[3], nt;
    int32_t target = -1;
    if (target_at[pc]) {
      for (k = 0; k < nlab && label_pc[k] != pc; k++) {}
      if (k == nlab) { if (nlab >= NL_MAXL) return -NL_E_LABELS; label_pc[nlab++] = pc; }
      if (!nl_emit(&d, out, &n, cap, NL_DEF) || !nl_emit(&d, out, &n, cap, NL_L0 + k)) return -NL_E_TOKEN;
    }
    if (op >= OP_NL_END || !nl_emit(&d, out, &n, cap, NL_OP0 + op)) return -NL_E_TOKEN;
    for (r = 0; r < nl_nopnds(op); r++) {
      uint32_t word = r == 0 ? a : code[pc + 1];
      int role = nl_role(op, r);
      if (op_kind(op) == OK_ARR && r == 1) word = code[pc + 2];
      if (op_kind(op) == OK_SLOT_JUMP && r == 1) word = code[pc + 1];
      switch (role) {
      case RO_SLOT:
        if (word >= NL_MAXV || !nl_emit(&d, out, &n, cap, NL_V0 + (int32_t)word)) return -NL_E_SLOTS;
        break;
      case RO_FUNC:
        if (word >= NL_MAXF || !nl_emit(&d, out, &n, cap, NL_F0 + (int32_t)word)) return -NL_E_FUNCS;
        break;
      case RO_LABEL:
        target = (int32_t)word;
        for (k = 0; k < nlab && label_pc[k] != target; k++) {}
        if (k == nlab) { if (nlab >= NL_MAXL) return -NL_E_LABELS; label_pc[nlab++] = target; }
        if (!nl_emit(&d, out, &n, cap, NL_L0 + k)) return -NL_E_LABELS;
        break;
      default: { /* a value */
        int64_t v;
        if (op_kind(op) == OK_CONST) v = (int64_t)m->consts[a];
        else if (op_kind(op) == OK_IMM) v = (int32_t)(a ^ 0x800000u) - 0x800000;
        else v = (int32_t)word;
        if (op == OP_CONST_I) v = (int32_t)(uint32_t)v;
        /* the assembler places arrays in order of ARR_INIT; codegen by declaration, so an array declared
         * in code that was never generated (if (0) {...}) leaves a gap the listing cannot express */
        if (op_kind(op) == OK_ARR && code[pc + 1] != (uint32_t)d.arr_words) return -NL_E_VALUE;
        nt = nl_enc_value(&d, v, tokv);
        if (!nt) return -NL_E_VALUE;
        for (k = 0; k < nt; k++)
          if (!nl_emit(&d, out, &n, cap, tokv[k])) return -NL_E_VALUE;
      }
      }
    }
    pc += op_words(op);
  }
  if (!nl_emit(&d, out, &n, cap, NL_END)) return -NL_E_UNFINISHED;
  return n;
}

/* ---------------------------------------------------------------- the assembler */

#define NL_ALIGN8(x) (((x) + 7u) & ~(uint32_t)7u)

typedef struct {
  uint8_t *out; int32_t cap;
  uint32_t consts_off; int32_t nk;     /* the pool grows at consts_off                */
  uint32_t *code; int32_t ncode;       /* code words (pass 2); NULL in pass 1 (count) */
  int32_t code_cap;
} NlAsm;

/* the pool index of 64-bit value v (added if new); -1 if out of room */
CORE_FN static int32_t nl_const(NlAsm *a, int64_t v, int add) {
  uint64_t *k = (uint64_t *)(void *)(a->out + a->consts_off);
  int32_t i;
  for (i = 0; i < a->nk; i++)
    if (k[i] == (uint64_t)v) return i;
  if (!add || a->consts_off + 8u * (uint32_t)(a->nk + 1) > (uint32_t)a->cap) return -1;
  k[a->nk] = (uint64_t)v;
  return a->nk++;
}

CORE_FN static int nl_word(NlAsm *a, uint32_t w) {
  if (a->code) {
    if (a->ncode >= a->code_cap) return 0;
    a->code[a->ncode] = w;
  }
  a->ncode++;
  return 1;
}

/* one function's listing: checked by the decoder, emitted into a (pass 2) or counted (pass 1) */
CORE_FN static int nl_asm_fn(NlAsm *a, const NlCtx *ctx, const int32_t *tok, int32_t len, NlDec *d,
                             int pass) {
  int32_t label_pc[NL_MAXL], i, start = a->ncode, ins = -1;
  int64_t val = 0;
  nl_dec_init(d, ctx);
  for (i = 0; i < NL_MAXL; i++) label_pc[i] = -1;
  for (i = 0; i < len && !nl_dec_done(d); i++) {
    int32_t t = tok[i], phase = d->phase, op = d->op, r = d->opnd, arr0 = d->arr_words;
    if (phase == NL_PH_OPND && nl_role(op, r) == RO_VAL && t != NL_NEG && t != NL_I32) nl_val_ok(d, t, &val);
    if (nl_dec_push(d, t)) return NL_E_TOKEN;
    if (phase == NL_PH_DEF) { label_pc[t - NL_L0] = a->ncode - start; continue; }
    if (phase == NL_PH_INS && t >= NL_OP0) {
      int w;
      ins = a->ncode;
      for (w = 0; w < op_words(t - NL_OP0); w++)
        if (!nl_word(a, w == 0 ? (uint32_t)(t - NL_OP0) : 0)) return NL_E_SPACE;
      continue;
    }
    if (phase != NL_PH_OPND || !a->code || t == NL_NEG || t == NL_I32) continue;
    {
      uint32_t *ip = a->code + ins, x;
      int kind = op_kind(op), role = nl_role(op, r);
      if (role == RO_SLOT) x = (uint32_t)(t - NL_V0);
      else if (role == RO_LABEL) x = (uint32_t)(t - NL_L0); /* a label number until the end */
      else if (role == RO_FUNC) x = (uint32_t)(t - NL_F0);
      else if (kind == OK_CONST) x = (uint32_t)nl_const(a, val, 0);
      else x = (uint32_t)val;
      if (kind == OK_ARR && r == 1) { ip[1] = (uint32_t)arr0; ip[2] = x; }
      else if (r == 1) ip[1] = x;
      else ip[0] |= (x & 0xFFFFFFu) << 8;
    }
  }
  if (!nl_dec_done(d)) return NL_E_UNFINISHED;
  /* pass 1 fills the pool: every CONST_* value, in order of first use */
  if (pass == 1) {
    NlDec e;
    nl_dec_init(&e, ctx);
    for (i = 0; i < len && !nl_dec_done(&e); i++) {
      int32_t t = tok[i];
      if (e.phase == NL_PH_OPND && op_kind(e.op) == OK_CONST && t != NL_NEG && t != NL_I32) {
        nl_val_ok(&e, t, &val);
        if (nl_const(a, val, 1) < 0) return NL_E_SPACE;
      }
      nl_dec_push(&e, t);
    }
  }
  if (a->code) { /* labels -> code offsets */
    int32_t pc;
    for (pc = start; pc < a->ncode;) {
      uint32_t *ip = a->code + pc;
      int op = (int)(ip[0] & 0xff), kind = op_kind(op);
      if (kind == OK_JUMP || kind == OK_SLOT_JUMP)
        ip[0] = (ip[0] & 0xffu) | (uint32_t)label_pc[ip[0] >> 8] << 8;
      pc += op_words(op);
    }
  }
  return NL_OK;
}

CORE_FN static void nl_zero(uint8_t *p, uint32_t from, uint32_t to) {
  for (; from < to; from++) p[from] = 0;
}

CORE_FN int32_t nl_assemble(const Compiler *c, const int32_t *const *listing, const int32_t *len,
                            const NlLits *lits, uint8_t *out, int32_t cap, int32_t *bad_fn) {
  NlAsm a;
  NlCtx ctx;
  NlDec d;
  ModFunc *mf;
  uint32_t code_off, types_off, names_off, total, ntypes = 0, names = 0, k;
  int32_t fi, e;
  uint32_t head = (uint32_t)(sizeof(ModHeader) + (size_t)c->nfn * sizeof(ModFunc));
  *bad_fn = -1;
  if (c->nfn > NL_MAXF) return -NL_E_FUNCS;
  if ((uint32_t)cap < head) return -NL_E_SPACE;
  a.out = out; a.cap = cap; a.consts_off = head; a.nk = 0; a.code = 0; a.ncode = 0; a.code_cap = 0;
  ctx.c = c;
  for (fi = 0; fi < c->nfn; fi++) { /* pass 1: the pool and the code size */
    ctx.fi = fi; ctx.lits = &lits[fi];
    if ((e = nl_asm_fn(&a, &ctx, listing[fi], len[fi], &d, 1)) != NL_OK) { *bad_fn = fi; return -e; }
    ntypes += (uint32_t)d.nlocals;
    names += (uint32_t)c->fn[fi].nlen;
  }
  code_off = head + 8u * (uint32_t)a.nk;
  types_off = NL_ALIGN8(code_off + 4u * (uint32_t)a.ncode);
  names_off = NL_ALIGN8(types_off + ntypes);
  total = NL_ALIGN8(names_off + names);
  if (total > (uint32_t)cap) return -NL_E_SPACE;
  a.code = (uint32_t *)(void *)(out + code_off);
  a.code_cap = a.ncode;
  a.ncode = 0;
  ntypes = names = 0;
  nl_zero(out, 0, head);
  for (fi = 0; fi < c->nfn; fi++) { /* pass 2: code, function table, types, names */
    const Func *f = &c->fn[fi];
    int32_t start = a.ncode;
    ctx.fi = fi; ctx.lits = &lits[fi];
    if ((e = nl_asm_fn(&a, &ctx, listing[fi], len[fi], &d, 2)) != NL_OK) { *bad_fn = fi; return -e; }
    mf = (ModFunc *)(void *)(out + sizeof(ModHeader)) + fi;
    mf->name_off = names; mf->name_len = (uint32_t)f->nlen;
    mf->code_off = (uint32_t)start; mf->code_len = (uint32_t)(a.ncode - start);
    mf->types_off = ntypes; mf->arr_words = (uint32_t)f->arr_words; /* the checker's frame: every array declared */
    mf->nlocals = (uint16_t)d.nlocals; mf->max_stack = (uint16_t)d.max_depth;
    mf->nparams = (uint8_t)f->nparams; mf->ret = (uint8_t)f->ret;
    for (k = 0; k < (uint32_t)d.nlocals; k++) out[types_off + ntypes + k] = d.lt[k];
    for (k = 0; k < (uint32_t)f->nlen; k++) out[names_off + names + k] = (uint8_t)c->src[f->name + (int32_t)k];
    ntypes += (uint32_t)d.nlocals;
    names += (uint32_t)f->nlen;
  }
  nl_zero(out, code_off + 4u * (uint32_t)a.ncode, types_off);
  nl_zero(out, types_off + ntypes, names_off);
  nl_zero(out, names_off + names, total);
  {
    ModHeader *h = (ModHeader *)(void *)out;
    h->magic = GNC_MAGIC; h->version = GNC_VERSION;
    h->nfuncs = (uint32_t)c->nfn; h->nconsts = (uint32_t)a.nk; h->code_words = (uint32_t)a.ncode;
    h->ntypes = ntypes; h->names_bytes = names; h->total_size = total;
  }
  return (int32_t)total;
}

#undef NL_ALIGN8
