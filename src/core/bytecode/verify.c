/* verify.c - the bytecode verifier: no module runs before it passes vfy_module.
 *
 * What a verified module guarantees the VM (vm.c relies on each point and checks nothing of it again):
 *   - every function has a sane signature: nparams <= nlocals <= GNC_MAX_LOCALS, valid local types
 *     (scalars, or arrays of scalars), a scalar or void return type, max_stack <= GNC_MAX_STACK_FN and
 *     arr_words <= GNC_MAX_FRAME_ARR;
 *   - every instruction is known, lies inside its function, and has operands in range: local slots,
 *     constant indices, function indices, jump targets that are instruction starts of the same function,
 *     ARR_INIT areas inside the frame's array area;
 *   - on every path the operand stack has one fixed depth and type sequence at each instruction: no
 *     underflow, never deeper than max_stack, every operand of the type the instruction expects (array
 *     references only where arrays are expected, so they cannot be forged), calls with the callee's exact
 *     parameter types (CALLP: its signature's, which the VM compares with the callee's before the call),
 *     returns with the function's return type, and control never runs off the end.
 *
 * Pass 1 decodes each function linearly, checks operand ranges and marks instruction starts and jump
 * targets in `info` (one int per code word).  Pass 2 is an abstract interpretation over basic blocks with
 * a worklist: a block starts at pc 0 or at a jump target and runs until an unconditional transfer or the
 * next target.  The abstract operand stack is a persistent list of (parent, type) nodes, hash-consed, so a
 * whole stack is one int: the state stored at a jump target is that int, and merging two paths is an
 * integer comparison (they must be exactly equal: same depth, same types, else VE_MERGE).  Each
 * instruction is interpreted at most once and pushes at most as many values as it has words, so nodes
 * <= code words and the whole pass is linear.  Unreachable code is checked by pass 1 only.
 *
 * Memory: one caller-provided workspace, vfy_workspace_size(m) bytes, reused for every function
 * (24-32 bytes per code word of the largest function).  No recursion, no allocation.
 */
#include "core/bytecode/bytecode.h"
#include "core/vm/builtins.h"

/* info[pc] values besides a stored stack state (>= 0, 0 = empty stack) */
#define VFY_MID (-1) /* not an instruction start (operand word, or not decoded)  */
#define VFY_INS (-2) /* instruction start, not a jump target                      */
#define VFY_TGT (-3) /* jump target (or pc 0) not reached yet                     */

typedef struct {
  const Module *m;
  const ModFunc *f;
  const uint8_t *lt;     /* the function's local types                               */
  const uint32_t *code;  /* the function's code                                      */
  int32_t n, fi;         /* code words, function index                               */
  int32_t *info;         /* [n+1] per code word, see VFY_*                           */
  int32_t *work;         /* [n+1] worklist of block starts                           */
  int32_t *par;          /* [n+1] stack node -> parent node (0 = empty stack)        */
  uint32_t *nin;         /* [n+1] stack node -> type | depth << 8                    */
  int32_t *hash;         /* [hmask+1] hash-consing table of nodes, 0 = free          */
  uint32_t hmask;
  int32_t nnodes;
  VfyError *err;
} Vfy;

/* ---------------------------------------------------------------- workspace */

CORE_FN static uint32_t vfy_hash_cap(int32_t n) {
  uint32_t c = 16;
  while (c < 2u * (uint32_t)(n + 1)) c <<= 1;
  return c;
}

CORE_FN static size_t vfy_func_space(int32_t n) {
  return 4u * (size_t)(n + 1) * sizeof(int32_t) + (size_t)vfy_hash_cap(n) * sizeof(int32_t);
}

CORE_FN size_t vfy_workspace_size(const Module *m) {
  size_t best = vfy_func_space(0);
  uint32_t i;
  for (i = 0; i < m->nfuncs; i++) {
    size_t s = vfy_func_space((int32_t)m->fn[i].code_len);
    if (s > best) best = s;
  }
  return best + 8; /* slack to align the workspace pointer */
}

/* ---------------------------------------------------------------- errors and types */

CORE_FN static int vfy_fail(Vfy *v, int code, int32_t pc, int32_t arg) {
  v->err->code = code;
  v->err->func = v->fi;
  v->err->pc = pc;
  v->err->arg = arg;
  return code;
}

/* The abstract stack holds VM classes (TY_BOOL, TY_INT, TY_LONG, TY_DOUBLE, TY_PTR) and array types; a
 * local, a parameter or a return value of any C scalar type is a value of its class (vfy_vt).  Arrays (of
 * the value-slot array memory) have arithmetic elements only. */
CORE_FN static int vfy_is_scalar(int t) { return (t >= TY_BOOL && t <= TY_DOUBLE) || t == TY_PTR; }
CORE_FN static int vfy_is_local_type(int t) {
  if (t >= TY_PTR1) /* a pointer type: 32 * depth + a base that is void or a scalar type (bytecode.h) */
    return !TY_IS_ARR(t) && ((t & 31) == TY_VOID || ty_is_arith(t & 31));
  return ty_is_scalar(t) || (TY_IS_ARR(t) && ty_is_arith(TY_BASE(t)));
}
CORE_FN static int vfy_vt(int t) { return TY_IS_ARR(t) ? t : ty_class(t); }

/* the type a signature letter pushes, or -1 */
CORE_FN static int vfy_letter_type(char c) {
  switch (c) {
  case 'i': return TY_INT;
  case 'l': return TY_LONG;
  case 'd': return TY_DOUBLE;
  case 'b': return TY_BOOL;
  case 'p': return TY_PTR;
  default: return -1;
  }
}

/* does a value of type t satisfy signature letter c? */
CORE_FN static int vfy_letter_ok(char c, int t) {
  switch (c) {
  case 'c': return t == TY_INT || t == TY_BOOL;
  case '*': return vfy_is_scalar(t);
  default: return vfy_letter_type(c) == t;
  }
}

/* ---------------------------------------------------------------- the abstract stack (hash-consed) */

CORE_FN static int vfy_depth(const Vfy *v, int32_t s) { return s ? (int)(v->nin[s] >> 8) : 0; }
CORE_FN static int vfy_top(const Vfy *v, int32_t s) { return (int)(v->nin[s] & 0xff); }

/* push type t on stack s; the new stack in *s.  Checks max_stack. */
CORE_FN static int vfy_push(Vfy *v, int32_t *s, int t, int32_t pc) {
  int depth = vfy_depth(v, *s) + 1;
  uint32_t key = (uint32_t)*s * 32u + (uint32_t)t, h;
  if (depth > v->f->max_stack) return vfy_fail(v, VE_STACK, pc, depth);
  h = key * 0x9E3779B1u;
  h = (h ^ (h >> 15)) & v->hmask;
  for (;;) {
    int32_t k = v->hash[h];
    if (k == 0) break;
    if (v->par[k] == *s && (int)(v->nin[k] & 0xff) == t) { *s = k; return 0; }
    h = (h + 1) & v->hmask;
  }
  if (v->nnodes >= v->n) return vfy_fail(v, VE_SPACE, pc, 0); /* cannot happen: pushes <= words */
  v->nnodes++;
  v->par[v->nnodes] = *s;
  v->nin[v->nnodes] = (uint32_t)t | (uint32_t)depth << 8;
  v->hash[h] = v->nnodes;
  *s = v->nnodes;
  return 0;
}

/* pop one value of exactly type t (t < 0: any type); its type in *got if got */
CORE_FN static int vfy_pop_exact(Vfy *v, int32_t *s, int t, int32_t pc, int *got) {
  int have;
  if (*s == 0) return vfy_fail(v, VE_UNDERFLOW, pc, 0);
  have = vfy_top(v, *s);
  if (t >= 0 && have != t) return vfy_fail(v, VE_TYPE, pc, have);
  if (got) *got = have;
  *s = v->par[*s];
  return 0;
}

/* pop one value matching signature letter c */
CORE_FN static int vfy_pop_letter(Vfy *v, int32_t *s, char c, int32_t pc) {
  int have;
  if (*s == 0) return vfy_fail(v, VE_UNDERFLOW, pc, 0);
  have = vfy_top(v, *s);
  if (!vfy_letter_ok(c, have)) return vfy_fail(v, VE_TYPE, pc, have);
  *s = v->par[*s];
  return 0;
}

/* pop an array index: int or long */
CORE_FN static int vfy_pop_index(Vfy *v, int32_t *s, int32_t pc) {
  int have;
  if (*s == 0) return vfy_fail(v, VE_UNDERFLOW, pc, 0);
  have = vfy_top(v, *s);
  if (have != TY_INT && have != TY_LONG) return vfy_fail(v, VE_TYPE, pc, have);
  *s = v->par[*s];
  return 0;
}

/* ---------------------------------------------------------------- signatures */

CORE_FN static int vfy_signature(Vfy *v) {
  const ModFunc *f = v->f;
  int i;
  if (f->nparams > GNC_MAX_PARAMS || f->nparams > f->nlocals || f->nlocals > GNC_MAX_LOCALS)
    return vfy_fail(v, VE_SIG, -1, f->nlocals);
  if (f->ret != TY_VOID && !ty_is_scalar(f->ret)) return vfy_fail(v, VE_SIG, -1, f->ret);
  for (i = 0; i < f->nlocals; i++)
    if (!vfy_is_local_type(v->lt[i])) return vfy_fail(v, VE_SIG, -1, i);
  if (f->max_stack > GNC_MAX_STACK_FN) return vfy_fail(v, VE_STACK, -1, f->max_stack);
  if (f->arr_words > GNC_MAX_FRAME_ARR) return vfy_fail(v, VE_ARR, -1, (int32_t)f->arr_words);
  return 0;
}

/* ---------------------------------------------------------------- pass 1: decoding and ranges */

CORE_FN static int vfy_slot(Vfy *v, uint32_t slot, int32_t pc) {
  if (slot >= v->f->nlocals) return vfy_fail(v, VE_SLOT, pc, (int32_t)slot);
  return 0;
}

CORE_FN static int vfy_jump(Vfy *v, uint32_t t, int32_t pc) {
  if (t >= (uint32_t)v->n) return vfy_fail(v, VE_JUMP, pc, (int32_t)t);
  return 0;
}

/* CALLP's signature at constant k: inside the pool, at most GNC_MAX_PARAMS parameters of scalar types (as a
 * local's, no arrays), a scalar or void return type, and the unused bytes zero */
CORE_FN static int vfy_sig(Vfy *v, uint32_t k, int32_t pc) {
  const uint64_t *K = v->m->consts;
  int32_t np, i, words;
  int ret;
  if (k >= v->m->h->nconsts) return vfy_fail(v, VE_CONST, pc, (int32_t)k);
  np = (int32_t)(K[k] & 255u);
  ret = (int)(K[k] >> 8 & 255u);
  if (np > GNC_MAX_PARAMS) return vfy_fail(v, VE_SIG, pc, np);
  words = mod_sig_words(np);
  if ((uint64_t)k + (uint64_t)words > v->m->h->nconsts) return vfy_fail(v, VE_CONST, pc, (int32_t)k);
  if (ret != TY_VOID && !ty_is_scalar(ret)) return vfy_fail(v, VE_SIG, pc, ret);
  for (i = 0; i < 6 + 8 * (words - 1); i++) {
    int t = mod_sig_param(K + k, i);
    if (i >= np ? t != 0 : TY_IS_ARR(t) || !vfy_is_local_type(t)) return vfy_fail(v, VE_SIG, pc, i);
  }
  return 0;
}

/* operand checks of the instruction at pc (it fits in the function) */
CORE_FN static int vfy_operands(Vfy *v, int op, int32_t pc) {
  const uint32_t *ins = v->code + pc;
  uint32_t a = ins[0] >> 8;
  int32_t imm = (int32_t)(a ^ 0x800000u) - 0x800000; /* signed 24-bit */
  switch (op_kind(op)) {
  case OK_NONE: return 0;
  case OK_IMM:
    if (op == OP_PUSH_B && imm != 0 && imm != 1) return vfy_fail(v, VE_IMM, pc, imm);
    return 0;
  case OK_CONST:
    if (a >= v->m->h->nconsts) return vfy_fail(v, VE_CONST, pc, (int32_t)a);
    return 0;
  case OK_SLOT:
    if (vfy_slot(v, a, pc)) return 1;
    if ((op == OP_ALOAD || op == OP_ASTORE || op == OP_ASTORE_K) && !TY_IS_ARR(v->lt[a]))
      return vfy_fail(v, VE_ARR, pc, (int32_t)a);
    return 0;
  case OK_JUMP: return vfy_jump(v, a, pc);
  case OK_FUNC:
    if (a >= v->m->nfuncs) return vfy_fail(v, VE_FUNC, pc, (int32_t)a);
    return 0;
  case OK_ARR:
    if (vfy_slot(v, a, pc)) return 1;
    if (!TY_IS_ARR(v->lt[a])) return vfy_fail(v, VE_ARR, pc, (int32_t)a);
    if (ins[2] < 1 || ins[2] > GNC_MAX_ARRAY) return vfy_fail(v, VE_ARR, pc, (int32_t)ins[2]);
    if ((uint64_t)ins[1] + ins[2] > v->f->arr_words) return vfy_fail(v, VE_ARR, pc, (int32_t)ins[1]);
    return 0;
  case OK_SLOT_IMM:
    if (vfy_slot(v, a, pc)) return 1;
    if (op == OP_FOBJ && ins[1] > (uint32_t)INT32_MAX) return vfy_fail(v, VE_IMM, pc, (int32_t)ins[1]);
    return 0;
  case OK_UIMM: /* PIDX: an element size 1 .. 2^23 */
    if (a < 1 || a > (1u << 23)) return vfy_fail(v, VE_IMM, pc, (int32_t)a);
    return 0;
  case OK_STATIC:
    if (a >= v->m->nstatics) return vfy_fail(v, VE_STATIC, pc, (int32_t)a);
    return 0;
  case OK_BUILTIN: {
    int nf;
    uint32_t nv;
    if (a >= (uint32_t)BI__COUNT) return vfy_fail(v, VE_BUILTIN, pc, (int32_t)a);
    nf = bi_nfixed((int)a);
    nv = ins[1] - (uint32_t)nf;
    if (ins[1] < (uint32_t)nf || (!(bi_flags((int)a) & BI_VARIADIC) && nv != 0) || nv > BI_MAX_VARARGS)
      return vfy_fail(v, VE_BUILTIN, pc, (int32_t)a);
    if (nv < 16 && (ins[2] >> (2 * nv)) != 0) return vfy_fail(v, VE_IMM, pc, (int32_t)ins[2]);
    return 0;
  }
  case OK_SIG: return vfy_sig(v, a, pc);
  case OK_SLOT_JUMP: return vfy_jump(v, a, pc) || vfy_slot(v, ins[1], pc);
  case OK_SLOT2: return vfy_slot(v, a, pc) || vfy_slot(v, ins[1], pc);
  default: return vfy_fail(v, VE_OPCODE, pc, op);
  }
}

CORE_FN static int vfy_decode(Vfy *v) {
  int32_t pc, n = v->n;
  for (pc = 0; pc <= n; pc++) v->info[pc] = VFY_MID;
  for (pc = 0; pc < n;) {
    int op = (int)(v->code[pc] & 0xff), w = op_words(op);
    if (op >= OP__COUNT || w == 0) return vfy_fail(v, VE_OPCODE, pc, op);
    if (w > n - pc) return vfy_fail(v, VE_TRUNCATED, pc, op);
    if (vfy_operands(v, op, pc)) return 1;
    v->info[pc] = VFY_INS;
    pc += w;
  }
  if (n > 0) v->info[0] = VFY_TGT;
  for (pc = 0; pc < n; pc += op_words((int)(v->code[pc] & 0xff))) {
    int k = op_kind((int)(v->code[pc] & 0xff));
    if (k == OK_JUMP || k == OK_SLOT_JUMP) {
      uint32_t t = v->code[pc] >> 8;
      if (v->info[t] == VFY_MID) return vfy_fail(v, VE_JUMP, pc, (int32_t)t);
      v->info[t] = VFY_TGT;
    }
  }
  return 0;
}

/* ---------------------------------------------------------------- pass 2: abstract interpretation */

/* control reaches target t with stack s (from the instruction at pc) */
CORE_FN static int vfy_merge(Vfy *v, int32_t t, int32_t s, int32_t pc, int32_t *nwork) {
  if (v->info[t] == VFY_TGT) {
    v->info[t] = s;
    v->work[(*nwork)++] = t;
    return 0;
  }
  if (v->info[t] != s) return vfy_fail(v, VE_MERGE, pc, t);
  return 0;
}

/* the effect of a plain instruction, from its signature "pops>pushes" */
CORE_FN static int vfy_plain(Vfy *v, int op, int32_t *s, int32_t pc) {
  const char *sig = op_sig(op);
  int gt = 0, i;
  while (sig[gt] && sig[gt] != '>') gt++;
  if (sig[gt] != '>') return vfy_fail(v, VE_OPCODE, pc, op); /* "special" without a rule */
  for (i = gt - 1; i >= 0; i--)
    if (vfy_pop_letter(v, s, sig[i], pc)) return 1;
  for (i = gt + 1; sig[i]; i++) {
    int t = vfy_letter_type(sig[i]);
    if (t < 0) return vfy_fail(v, VE_OPCODE, pc, op);
    if (vfy_push(v, s, t, pc)) return 1;
  }
  return 0;
}

CORE_FN static int vfy_call(Vfy *v, uint32_t callee, int32_t *s, int32_t pc) {
  const ModFunc *g = &v->m->fn[callee];
  const uint8_t *pt = v->m->types + g->types_off;
  int i;
  for (i = (int)g->nparams - 1; i >= 0; i--)
    if (vfy_pop_exact(v, s, vfy_vt(pt[i]), pc, 0)) return 1;
  if (g->ret != TY_VOID) return vfy_push(v, s, ty_class(g->ret), pc);
  return 0;
}

/* CALLP: the function pointer, then the arguments of signature K[k] (checked by vfy_sig); its result */
CORE_FN static int vfy_callp(Vfy *v, uint32_t k, int32_t *s, int32_t pc) {
  const uint64_t *sig = v->m->consts + k;
  int32_t i, np = (int32_t)(sig[0] & 255u);
  int ret = (int)(sig[0] >> 8 & 255u);
  if (vfy_pop_exact(v, s, TY_PTR, pc, 0)) return 1;
  for (i = np - 1; i >= 0; i--)
    if (vfy_pop_exact(v, s, ty_class(mod_sig_param(sig, i)), pc, 0)) return 1;
  if (ret != TY_VOID) return vfy_push(v, s, ty_class(ret), pc);
  return 0;
}

/* the stack effect of the instruction at pc; the stack in *s */
CORE_FN static int vfy_effect(Vfy *v, int op, int32_t *s, int32_t pc) {
  const uint32_t *ins = v->code + pc;
  uint32_t a = ins[0] >> 8;
  int t;
  switch (op) {
  case OP_DUP:
    if (*s == 0) return vfy_fail(v, VE_UNDERFLOW, pc, 0);
    return vfy_push(v, s, vfy_top(v, *s), pc);
  case OP_LOAD: return vfy_push(v, s, vfy_vt(v->lt[a]), pc);
  case OP_LOAD2: return vfy_push(v, s, vfy_vt(v->lt[a]), pc) || vfy_push(v, s, vfy_vt(v->lt[ins[1]]), pc);
  case OP_STORE:
    if (TY_IS_ARR(v->lt[a])) return vfy_fail(v, VE_TYPE, pc, v->lt[a]);
    return vfy_pop_exact(v, s, ty_class(v->lt[a]), pc, 0);
  case OP_INC_SLOT_I: /* wrapping in 32 bits: int and unsigned int, not the narrower types */
    if (v->lt[a] != TY_INT && v->lt[a] != TY_UINT) return vfy_fail(v, VE_TYPE, pc, v->lt[a]);
    return 0;
  case OP_INC_SLOT_L:
    if (v->lt[a] != TY_LONG && v->lt[a] != TY_ULONG) return vfy_fail(v, VE_TYPE, pc, v->lt[a]);
    return 0;
  case OP_LOADK_I:
    if (vfy_vt(v->lt[a]) != TY_INT) return vfy_fail(v, VE_TYPE, pc, v->lt[a]);
    return vfy_push(v, s, TY_INT, pc) || vfy_push(v, s, TY_INT, pc);
  case OP_LOADK_L:
    if (vfy_vt(v->lt[a]) != TY_LONG) return vfy_fail(v, VE_TYPE, pc, v->lt[a]);
    return vfy_push(v, s, TY_LONG, pc) || vfy_push(v, s, TY_LONG, pc);
  case OP_JZ_S: case OP_JNZ_S:
    t = vfy_vt(v->lt[ins[1]]);
    if (t != TY_INT && t != TY_BOOL && t != TY_LONG) return vfy_fail(v, VE_TYPE, pc, t);
    return 0;
  case OP_MOV:
    if (TY_IS_ARR(v->lt[a]) || TY_IS_ARR(v->lt[ins[1]]) || vfy_vt(v->lt[a]) != vfy_vt(v->lt[ins[1]]))
      return vfy_fail(v, VE_TYPE, pc, v->lt[ins[1]]);
    return 0;
  case OP_ARR_INIT: return 0; /* checked by pass 1 */
  case OP_ALOAD:
    if (vfy_pop_index(v, s, pc)) return 1;
    return vfy_push(v, s, ty_class(TY_BASE(v->lt[a])), pc);
  case OP_ASTORE: case OP_ASTORE_K:
    t = ty_class(TY_BASE(v->lt[a]));
    if (vfy_pop_exact(v, s, t, pc, 0) || vfy_pop_index(v, s, pc)) return 1;
    return op == OP_ASTORE_K ? vfy_push(v, s, t, pc) : 0;
  case OP_CALL: return vfy_call(v, a, s, pc);
  case OP_CALLP: return vfy_callp(v, a, s, pc);
  case OP_FOBJ:
    if (!ty_is_ptr(v->lt[a])) return vfy_fail(v, VE_TYPE, pc, v->lt[a]);
    return 0;
  case OP_FOBJV: /* n size >: a pointer local A, a long local B (its mark) */
    if (!ty_is_ptr(v->lt[a])) return vfy_fail(v, VE_TYPE, pc, v->lt[a]);
    if (ty_class(v->lt[ins[1]]) != TY_LONG) return vfy_fail(v, VE_TYPE, pc, v->lt[ins[1]]);
    return vfy_pop_letter(v, s, 'l', pc) || vfy_pop_letter(v, s, 'l', pc);
  case OP_CALLB: { /* variadic arguments (classes in word 3, the last on top), then the fixed ones */
    const char *sig = bi_sig((int)a);
    int nf = bi_nfixed((int)a), i;
    for (i = (int)ins[1] - nf - 1; i >= 0; i--)
      if (vfy_pop_letter(v, s, "ildp"[(ins[2] >> (2 * i)) & 3u], pc)) return 1;
    for (i = nf - 1; i >= 0; i--)
      if (vfy_pop_letter(v, s, sig[i], pc)) return 1;
    if (sig[nf + 1]) return vfy_push(v, s, vfy_letter_type(sig[nf + 1]), pc);
    return 0;
  }
  case OP_RET:
    if (*s == 0) return vfy_fail(v, VE_UNDERFLOW, pc, 0);
    if (v->f->ret == TY_VOID || vfy_top(v, *s) != ty_class(v->f->ret)) return vfy_fail(v, VE_RET, pc, vfy_top(v, *s));
    *s = v->par[*s];
    return 0;
  case OP_RET_V:
    if (v->f->ret != TY_VOID) return vfy_fail(v, VE_RET, pc, TY_VOID);
    return 0;
  default: return vfy_plain(v, op, s, pc);
  }
}

/* interpret the block starting at pc with the state stored there */
CORE_FN static int vfy_block(Vfy *v, int32_t pc, int32_t *nwork) {
  int32_t s = v->info[pc];
  for (;;) {
    int op = (int)(v->code[pc] & 0xff), k = op_kind(op);
    int32_t next = pc + op_words(op);
    if (vfy_effect(v, op, &s, pc)) return 1;
    if (op == OP_RET || op == OP_RET_V) return 0;
    if (k == OK_JUMP || k == OK_SLOT_JUMP) {
      if (vfy_merge(v, (int32_t)(v->code[pc] >> 8), s, pc, nwork)) return 1;
      if (op == OP_JUMP) return 0;
    }
    if (next >= v->n) return vfy_fail(v, VE_FALLOFF, pc, 0);
    if (v->info[next] != VFY_INS) return vfy_merge(v, next, s, pc, nwork);
    pc = next;
  }
}

CORE_FN static int vfy_function(Vfy *v, unsigned char *ws) {
  int32_t n = v->n, nwork = 0;
  uint32_t i, hcap = vfy_hash_cap(n);
  v->info = (int32_t *)ws;
  v->work = v->info + (n + 1);
  v->par = v->work + (n + 1);
  v->nin = (uint32_t *)(v->par + (n + 1));
  v->hash = (int32_t *)(v->nin + (n + 1));
  v->hmask = hcap - 1;
  v->nnodes = 0;
  v->par[0] = 0;
  v->nin[0] = 0;
  for (i = 0; i < hcap; i++) v->hash[i] = 0;
  if (vfy_decode(v)) return 1;
  if (n == 0) return vfy_fail(v, VE_FALLOFF, 0, 0);
  v->info[0] = 0; /* entry: empty stack */
  v->work[nwork++] = 0;
  while (nwork > 0) {
    int32_t pc = v->work[--nwork];
    if (vfy_block(v, pc, &nwork)) return 1;
  }
  return 0;
}

CORE_FN int vfy_module(const Module *m, void *workspace, size_t ws_size, VfyError *err) {
  Vfy v;
  unsigned char *ws = (unsigned char *)workspace;
  size_t skew;
  uint32_t i;
  err->code = VE_NONE; err->func = -1; err->pc = -1; err->arg = 0;
  v.m = m;
  v.err = err;
  v.fi = -1;
  if (!m->h) return vfy_fail(&v, VE_LOAD, -1, 0);
  if (!ws || ws_size < vfy_workspace_size(m)) return vfy_fail(&v, VE_SPACE, -1, 0);
  skew = (size_t)((8u - ((uintptr_t)ws & 7u)) & 7u);
  ws += skew;
  for (i = 0; i < m->nfuncs; i++) { /* every signature first: calls rely on the callees' */
    v.fi = (int32_t)i;
    v.f = &m->fn[i];
    v.lt = m->types + v.f->types_off;
    if (vfy_signature(&v)) return err->code;
  }
  for (i = 0; i < m->nfuncs; i++) {
    v.fi = (int32_t)i;
    v.f = &m->fn[i];
    v.lt = m->types + v.f->types_off;
    v.code = m->code + v.f->code_off;
    v.n = (int32_t)v.f->code_len;
    if (vfy_function(&v, ws)) return err->code;
  }
  return 0;
}

#undef VFY_MID
#undef VFY_INS
#undef VFY_TGT
