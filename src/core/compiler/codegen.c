/* codegen.c - the code generator: typed tree -> stack bytecode -> serialized module bytes.
 *
 * One walk over each function's tree emits its code straight into the output buffer; the peephole work
 * happens while emitting, so no instruction is ever moved after the fact except by the few rewrites
 * below, all of which touch only the last instructions of the buffer.
 *
 * Shape of the code (what the verifier and the VM see):
 *   - an expression pushes exactly one value of its type (a void call pushes nothing); a statement
 *     leaves the operand stack empty.  The depth is tracked while emitting (sp, max_sp -> max_stack).
 *   - conditions never materialise 0/1: gen_jif compiles a condition into jumps taken when its truth
 *     equals `jt` (&&, ||, !, comparisons, casts that keep the truth value, constants), like Lua's lcode.c.
 *     Int and long comparisons become one fused compare-and-branch (JLT_I, JNE_L, ...); a comparison
 *     with int 0 becomes JZ/JNZ.  Double comparisons stay compare + JZ/JNZ (NaN: !(a<b) is not a>=b).
 *   - loops are rotated: `JUMP cond; body: ...; cond: <jump to body if true>`, one branch per
 *     iteration; `while(1)`/`for(;;)` need no test at all.  `return c ? a : b` returns from both arms.
 *   - `if (c) break;`, `if (c) continue;` (and `else break;`) are one conditional jump to the target.
 *   - evaluation order: left to right, except that in `a[i] op= v` the element is read after v is
 *     evaluated when v may store into arrays (a call, an element assignment): gcc and clang both do so,
 *     and `a[i] += f(a)` then gives their result.  (Order is unspecified in C; this is the common one.)
 *
 * Jumps (Lua's scheme): a forward jump's target is unknown when it is emitted, so the jumps that go to
 * the same place are chained into a list through their operand fields (NO_JUMP ends it).  patch_here
 * does not write targets at once: it adds the list to `jpc`, the jumps pending to the current pc, which
 * the next emitted instruction resolves.  That makes three peephole rules exact and local:
 *   - a JUMP emitted while jumps are pending to its own position takes them over (jump threading);
 *   - a JUMP that is the last instruction and jumps to the next one is deleted (pc shrinks by one word;
 *     every label at or before the JUMP stays valid, and the pending jumps simply land one word lower);
 *   - fusion: an instruction may merge with the ones just before it only if no jump target lies strictly
 *     inside the merged sequence (last_label: the highest jump-target position; jpc: targets at pc).
 * Superinstructions made at emit time (only when c->optimize): LOAD a; LOAD b -> LOAD2 a,b.
 * LOAD x(int); <int const k> -> LOADK_I x,k.  PUSH_I k; ADD_I|SUB_I -> ADDK_I +-k (also out of LOADK_I).
 * LOAD x; ADDK_I k; STORE x -> INC_SLOT_I x,k.  LOAD x; PUSH_L k; ADD_L|SUB_L; STORE x -> INC_SLOT_L x,+-k.
 * LOAD y; STORE x -> MOV x,y (and LOAD x; STORE x -> nothing).
 *
 * Reachability: `reach` is false after JUMP/RET/RET_V/break/continue/goto until a label is placed; a
 * statement that starts unreachable is dead as a whole and skipped, unless it holds a label (a case of a
 * switch, a goto's: cc_has_label), which a jump reaches: then it is generated, its code before the label
 * dead.  A goto to a placed label jumps back to it; one to a label not yet placed is chained into the
 * label's list (N_LABEL.d), which the label patches where it is placed.  At the end
 * of a function whose end is reachable: RET_V for void; main returns 0 (C11 5.1.2.2.3); any other
 * function traps missing_return (CALLB __gnc_missing_return), followed by a typed zero return that never
 * runs but keeps the module verifiable (the verifier rejects falling off the end).
 *
 * Memory: the code of each function is written into c->out right behind the ModFunc table (room for
 * gen_begin's nfuncs entries: cc_compile's streaming does not know the final count yet); the constant
 * pool (uint64 values in insertion order, deduplicated through an open-addressing hash table that grows
 * by doubling) lives in c->kpool.  At the end the code is moved up behind the constants and the header,
 * types and names are written.  Every padding byte is written as zero: the module bytes are a pure
 * function of the source (CPU and GPU compiles are compared byte for byte).
 * Temporaries: `a[i]++` used as a value keeps the old element, and `a[i] op= f(a)` the value of f(a),
 * in a temp local: one per type, appended after the function's locals (the types section lists it).
 * A temp lives only across a few instructions with no expression in between, so one per type is enough.
 */
#include "core/compiler/compiler.h"
#include "core/vm/builtins.h"

#define NO_JUMP (-1)
/* GEN_INLINE: the small emit helpers and gen_expr's leaf cases, inline in their callers.  GEN_COLD: the less
 * frequent expression forms, out of line, which keeps the recursive walk's frame small.  (The CUDA build
 * makes every function of this file out of line, so both are empty there.) */
#if defined(__CUDACC__)
#define GEN_INLINE
#else
#define GEN_INLINE inline
#endif
#if defined(__GNUC__) && !defined(__CUDACC__)
#define GEN_COLD __attribute__((noinline))
#else
#define GEN_COLD
#endif
#define GEN_JNONE 0xFFFFFFu /* end of a jump list in an operand field */
#define GEN_HIST 4
#define GEN_ALIGN8(n) (((n) + 7u) & ~(uint32_t)7u)
#define GEN_TEMP_P 5 /* gen_temp's index, and the packed type code (ModFunc.pad0/pad1), of a pointer temp */

typedef struct Loop {
  int32_t brk;     /* forward jumps to the loop's exit                          */
  int32_t cont;    /* forward jumps to the continue point                       */
  int32_t cont_at; /* the continue point when it is already emitted, else -1    */
  struct Loop *outer; /* a switch: the loop around it (its continue's target)    */
  int sw;          /* this is a switch: only break is its own                   */
} Loop;

typedef struct {
  Compiler *c;
  Node *n;
  int opt;
  int err;
  /* constant pool (c->kpool) */
  uint64_t *kval;
  int32_t nk, kmax;
  int32_t *khash;     /* index + 1 into kval, 0 = free */
  uint32_t kmask, khcap_max;
  /* output */
  uint32_t code_base; /* byte offset in out where code is written while generating */
  int32_t code_words; /* words of the finished functions                           */
  int32_t code_cap;   /* words that fit in out                                      */
  /* the function being emitted */
  uint32_t *code;
  int32_t pc, cap, fn_pos;
  int32_t jpc, last_label;
  int32_t lim;            /* the fast emit path applies while pc < lim (0: errors or pending jumps) */
  int32_t fuse_from;      /* instructions at or after it may merge with the next (see gen_sync)  */
  int32_t ring[GEN_HIST]; /* starts of the last instructions (a ring; -1 unknown), see PREV  */
  uint32_t head;          /* ring index of the most recent one                             */
  int32_t reach;
  int32_t sp, max_sp;
  const uint8_t *lt;      /* local types of the function */
  int32_t nlocals, ntemps;
  int32_t temp_slot[8];   /* by class (TY_PTR at GEN_TEMP_P) */
  uint8_t temp_ty[5];
  int32_t line_pos, line_no; /* gen_user_line's count: line_no is the line of user position line_pos */
  int32_t fi;             /* the function being generated */
  int32_t in_unit;        /* inside a unit (CcUnits): no unit starts                     */
  int32_t unit_next;      /* compose: the next unit's number                             */
} Gen;

/* ---------------------------------------------------------------- errors */
CORE_FN static void gen_fail(Gen *g, int32_t code, int32_t arg) {
  if (!g->err) cc_error(g->c, code, g->fn_pos, 0, arg);
  g->err = 1;
  g->cap = 0;
  g->lim = 0;
  g->fuse_from = INT32_MAX;
}

CORE_FN static int gen_fits24(int64_t v) { return v >= -8388608 && v <= 8388607; }
CORE_FN static int64_t gen_s32(uint64_t u) {
  uint32_t w = (uint32_t)u;
  return w >= 0x80000000u ? (int64_t)w - (int64_t)0x100000000ll : (int64_t)w;
}
CORE_FN static double gen_dbl(int64_t bits) {
  Value v;
  v.i = bits;
  return v.d;
}
CORE_FN static int64_t gen_bits(double d) {
  Value v;
  v.d = d;
  return v.i;
}

/* ---------------------------------------------------------------- constant pool */
/* k's halves are folded together first: constants differ in the high half (doubles) or the low one
 * (integers), and the product's bits 32.. depend on all low bits */
CORE_FN static uint32_t gen_khash(uint64_t k, uint32_t mask) {
  k ^= k >> 32;
  k *= 0x9E3779B97F4A7C15ull;
  return (uint32_t)(k >> 32) & mask;
}

CORE_FN static void gen_kgrow(Gen *g) {
  uint32_t size = (g->kmask + 1) * 2, i;
  int32_t j;
  g->kmask = size - 1;
  for (i = 0; i < size; i++) g->khash[i] = 0;
  for (j = 0; j < g->nk; j++) {
    uint32_t h = gen_khash(g->kval[j], g->kmask);
    while (g->khash[h]) h = (h + 1) & g->kmask;
    g->khash[h] = j + 1;
  }
}

/* index of constant bits k in the pool (added if new), -1 on error */
CORE_FN static int32_t gen_const_index(Gen *g, uint64_t k) {
  uint32_t h;
  if (g->err) return -1;
  h = gen_khash(k, g->kmask);
  for (;;) {
    int32_t e = g->khash[h];
    if (!e) break;
    if (g->kval[e - 1] == k) return e - 1;
    h = (h + 1) & g->kmask;
  }
  if (g->nk >= GNC_MAX_CONSTS) {
    gen_fail(g, E_TOO_MANY_CONSTS, GNC_MAX_CONSTS);
    return -1;
  }
  if (g->nk >= g->kmax) {
    gen_fail(g, E_OUT_OF_SPACE, 0);
    return -1;
  }
  g->kval[g->nk] = k;
  g->khash[h] = ++g->nk;
  if ((uint32_t)g->nk * 2 > g->kmask + 1 && (g->kmask + 1) * 2 <= g->khcap_max) gen_kgrow(g);
  return g->nk - 1;
}

/* the index of the n constants v[0..n) at consecutive indices (a CALLP signature), added unless n is 1 and
 * the constant is there; -1 on error */
CORE_FN static int32_t gen_const_run(Gen *g, const uint64_t *v, int32_t n) {
  int32_t i;
  if (n == 1) return gen_const_index(g, v[0]);
  if (g->err) return -1;
  if (g->nk + n > GNC_MAX_CONSTS) {
    gen_fail(g, E_TOO_MANY_CONSTS, GNC_MAX_CONSTS);
    return -1;
  }
  if (g->nk + n > g->kmax) {
    gen_fail(g, E_OUT_OF_SPACE, 0);
    return -1;
  }
  for (i = 0; i < n; i++) { /* each in the hash too (a later equal constant may find it) */
    uint32_t h = gen_khash(v[i], g->kmask);
    while (g->khash[h]) h = (h + 1) & g->kmask;
    g->kval[g->nk] = v[i];
    g->khash[h] = ++g->nk;
    if ((uint32_t)g->nk * 2 > g->kmask + 1 && (g->kmask + 1) * 2 <= g->khcap_max) gen_kgrow(g);
  }
  return g->nk - n;
}

/* ---------------------------------------------------------------- emitting */
#define OPC(p) ((int)(g->code[p] & 0xffu))
#define ARG(p) (g->code[p] >> 8)
#define SARG(p) ((int32_t)(ARG(p) ^ 0x800000u) - 0x800000)

CORE_FN static GEN_INLINE void gen_stack(Gen *g, int delta) {
  g->sp += delta;
  if (delta > 0 && g->sp > g->max_sp) g->max_sp = g->sp; /* sp <= max_sp holds: only a push can raise it */
}

/* the stack effect of a fixed-signature instruction */
CORE_FN static int gen_delta(int op) {
  switch (op) {
  case OP_PUSH_I: case OP_PUSH_B: case OP_PUSH_L: case OP_CONST_I: case OP_CONST_L: case OP_CONST_D:
  case OP_DUP: case OP_LOAD:
    return 1;
  case OP_LOAD2: case OP_LOADK_I: case OP_LOADK_L: return 2;
  case OP_POP: case OP_STORE: case OP_JZ: case OP_JNZ: case OP_JZ_L: case OP_JNZ_L: case OP_RET: case OP_ASTORE_K:
  case OP_ADD_I: case OP_SUB_I: case OP_MUL_I: case OP_DIV_I: case OP_REM_I: case OP_AND_I:
  case OP_OR_I: case OP_XOR_I: case OP_SHL_I: case OP_SHR_I:
  case OP_ADD_L: case OP_SUB_L: case OP_MUL_L: case OP_DIV_L: case OP_REM_L: case OP_AND_L:
  case OP_OR_L: case OP_XOR_L: case OP_SHL_L: case OP_SHR_L:
  case OP_ADD_D: case OP_SUB_D: case OP_MUL_D: case OP_DIV_D:
  case OP_EQ_I: case OP_NE_I: case OP_LT_I: case OP_LE_I: case OP_GT_I: case OP_GE_I:
  case OP_EQ_L: case OP_NE_L: case OP_LT_L: case OP_LE_L: case OP_GT_L: case OP_GE_L:
  case OP_EQ_D: case OP_NE_D: case OP_LT_D: case OP_LE_D: case OP_GT_D: case OP_GE_D:
  case OP_DIV_U: case OP_REM_U: case OP_SHR_U: case OP_LT_U: case OP_LE_U: case OP_GT_U: case OP_GE_U:
  case OP_DIV_UL: case OP_REM_UL: case OP_SHR_UL: case OP_LT_UL: case OP_LE_UL: case OP_GT_UL: case OP_GE_UL:
    return -1;
  case OP_PADD: case OP_PIDX: case OP_PDIFF:
  case OP_EQ_P: case OP_NE_P: case OP_LT_P: case OP_LE_P: case OP_GT_P: case OP_GE_P:
    return -1;
  case OP_PNULL: case OP_GOBJ: case OP_FPTR: return 1;
  case OP_ST_8: case OP_ST_16: case OP_ST_32: case OP_ST_64: case OP_ST_F32: case OP_ST_F64: case OP_ST_P:
  case OP_ASTORE:
  case OP_JEQ_I: case OP_JNE_I: case OP_JLT_I: case OP_JLE_I: case OP_JGT_I: case OP_JGE_I:
  case OP_JEQ_L: case OP_JNE_L: case OP_JLT_L: case OP_JLE_L: case OP_JGT_L: case OP_JGE_L:
    return -2;
  default: return 0; /* NOP JUMP ARR_INIT ALOAD unary ops conversions ADDK_* MULK_* INC_SLOT_* MOV RET_V
                        JZ_S JNZ_S */
  }
}

CORE_FN static void gen_patch_list(Gen *g, int32_t list, int32_t target) {
  while (list != NO_JUMP) {
    uint32_t next = ARG(list);
    g->code[list] = (g->code[list] & 0xffu) | (uint32_t)target << 8;
    list = next == GEN_JNONE ? NO_JUMP : (int32_t)next;
  }
}

CORE_FN static int gen_room(Gen *g, int32_t words) {
  if (g->err) return 0;
  if (g->pc + words > g->cap) {
    if (g->pc + words > GNC_MAX_CODE_FN) gen_fail(g, E_TOO_MUCH_CODE, GNC_MAX_CODE_FN);
    else gen_fail(g, E_OUT_OF_SPACE, 0);
    return 0;
  }
  return 1;
}

/* gen_room(g, 1) without a call in the common case: pc < lim means no error, no pending jumps and
 * lim == cap */
CORE_FN static GEN_INLINE int gen_room1(Gen *g) { return g->pc < g->lim || gen_room(g, 1); }

/* PREV(k): start of the k-th last instruction (0 = the last one), -1 if unknown */
#define PREV(k) (g->ring[(g->head - (k)) & (GEN_HIST - 1)])

CORE_FN static GEN_INLINE void gen_hist_push(Gen *g, int32_t pos) {
  g->head = (g->head + 1) & (GEN_HIST - 1);
  g->ring[g->head] = pos;
}

/* forget the last k instructions (they were merged or deleted) */
CORE_FN static void gen_hist_drop(Gen *g, int k) {
  for (; k > 0; k--) {
    g->ring[g->head] = -1;
    g->head = (g->head - 1) & (GEN_HIST - 1);
  }
}

/* recomputes lim and fuse_from after err, cap, jpc or last_label changed.  An instruction at `first`
 * may merge with everything after it and the next one iff first >= fuse_from, that is: optimizing, no
 * error, no jumps pending to pc, and no jump target strictly inside the merged sequence. */
CORE_FN static void gen_sync(Gen *g) {
  int blocked = g->err || g->jpc != NO_JUMP;
  g->lim = blocked ? 0 : g->cap;
  g->fuse_from = blocked || !g->opt ? INT32_MAX : g->last_label;
}

CORE_FN static void gen_set_jpc(Gen *g, int32_t list) {
  g->jpc = list;
  gen_sync(g);
}

/* emits an instruction of 1..3 words (no stack effect applied); its position, or -1 after an error */
CORE_FN static int32_t gen_emit(Gen *g, int op, uint32_t a, int words, uint32_t w2, uint32_t w3) {
  int32_t p = g->pc;
  if (p + words > g->cap) { /* also after an error: cap is 0 then */
    gen_room(g, words);
    return -1;
  }
  if (g->jpc != NO_JUMP) { /* the pending jumps land here */
    gen_patch_list(g, g->jpc, p);
    g->last_label = p;
    gen_set_jpc(g, NO_JUMP);
  }
  g->code[p] = (uint32_t)op | (a & 0xffffffu) << 8;
  if (words > 1) g->code[p + 1] = w2;
  if (words > 2) g->code[p + 2] = w3;
  g->pc += words;
  gen_hist_push(g, p);
  return p;
}

/* the common case of gen_emit: one word, room, no jumps pending */
CORE_FN static GEN_INLINE int32_t gen_emit1(Gen *g, uint32_t word) {
  int32_t p = g->pc;
  if (p >= g->lim) return gen_emit(g, (int)(word & 0xffu), word >> 8, 1, 0, 0);
  g->code[p] = word;
  g->pc = p + 1;
  gen_hist_push(g, p);
  return p;
}

CORE_FN static GEN_INLINE int32_t gen_emit_a(Gen *g, int op, uint32_t a) {
  return gen_emit1(g, (uint32_t)op | (a & 0xffffffu) << 8);
}

CORE_FN static GEN_INLINE void gen_op(Gen *g, int op) {
  gen_emit1(g, (uint32_t)op);
  gen_stack(g, gen_delta(op));
}

/* an instruction whose stack effect the caller knows (the delta of a computed opcode, without the switch) */
CORE_FN static GEN_INLINE void gen_op_n(Gen *g, int op, int delta) {
  gen_emit1(g, (uint32_t)op);
  gen_stack(g, delta);
}

CORE_FN static GEN_INLINE void gen_op_a(Gen *g, int op, uint32_t a) {
  gen_emit1(g, (uint32_t)op | (a & 0xffffffu) << 8);
  gen_stack(g, gen_delta(op));
}

/* may the instruction starting at `first` merge with everything after it and the next one? */
CORE_FN static int gen_fusable(const Gen *g, int32_t first) { return first >= g->fuse_from; }

/* ---------------------------------------------------------------- jumps and labels */
/* l1 followed by l2 (walks l1: pass the shorter list first) */
CORE_FN static int32_t gen_concat(Gen *g, int32_t l1, int32_t l2) {
  int32_t p = l1;
  if (l1 == NO_JUMP) return l2;
  if (l2 == NO_JUMP || g->err) return l1;
  for (;;) {
    uint32_t next = ARG(p);
    if (next == GEN_JNONE) break;
    p = (int32_t)next;
  }
  g->code[p] = (g->code[p] & 0xffu) | (uint32_t)l2 << 8;
  return l1;
}

/* a forward JUMP; returns the list of it and of the jumps that were pending to its position */
CORE_FN static int32_t gen_jump(Gen *g) {
  int32_t pending = g->jpc, p;
  gen_set_jpc(g, NO_JUMP);
  p = gen_emit_a(g, OP_JUMP, pending == NO_JUMP ? GEN_JNONE : (uint32_t)pending);
  g->reach = 0;
  return p < 0 ? NO_JUMP : p;
}

/* a JUMP to an already emitted position; pending jumps go straight there */
CORE_FN static void gen_jump_to(Gen *g, int32_t target) {
  if (g->jpc != NO_JUMP && !g->err) gen_patch_list(g, g->jpc, target);
  gen_set_jpc(g, NO_JUMP);
  gen_emit_a(g, OP_JUMP, (uint32_t)target);
  g->reach = 0;
}

CORE_FN static int gen_slot_type(const Gen *g, uint32_t slot);

/* a conditional jump with an open target; its list.  LOAD s; JZ/JNZ/JZ_L/JNZ_L becomes JZ_S/JNZ_S. */
CORE_FN static int32_t gen_cjump(Gen *g, int op) {
  int32_t p = PREV(0);
  if ((op == OP_JZ || op == OP_JNZ || op == OP_JZ_L || op == OP_JNZ_L) && gen_fusable(g, p) &&
      OPC(p) == OP_LOAD) {
    uint32_t slot = ARG(p);
    int st = gen_slot_type(g, slot);
    if ((st == TY_INT || st == TY_BOOL || st == TY_LONG) && gen_room1(g)) {
      g->code[p] = (uint32_t)(op == OP_JZ || op == OP_JZ_L ? OP_JZ_S : OP_JNZ_S) | GEN_JNONE << 8;
      g->code[p + 1] = slot;
      g->pc = p + 2;
      gen_stack(g, -1);
      return p;
    }
  }
  p = gen_emit_a(g, op, GEN_JNONE);
  gen_stack(g, gen_delta(op));
  return p < 0 ? NO_JUMP : p;
}

/* the jumps of list go to the current position */
CORE_FN static void gen_patch_here(Gen *g, int32_t list) {
  if (list == NO_JUMP || g->err) return;
  g->reach = 1;
  /* a JUMP to the next instruction: delete it */
  while (g->opt && list != NO_JUMP && list == g->pc - 1 && PREV(0) == list && OPC(list) == OP_JUMP &&
         g->last_label <= list) {
    uint32_t next = ARG(list);
    list = next == GEN_JNONE ? NO_JUMP : (int32_t)next;
    g->pc--;
    gen_hist_drop(g, 1);
  }
  gen_set_jpc(g, gen_concat(g, list, g->jpc));
}

/* a backward jump target at the current position */
CORE_FN static int32_t gen_label(Gen *g) {
  g->last_label = g->pc;
  gen_sync(g);
  g->reach = 1;
  return g->pc;
}

/* ---------------------------------------------------------------- loads, stores, constants */
CORE_FN static void gen_load(Gen *g, int32_t slot) {
  int32_t p = PREV(0);
  if (gen_fusable(g, p) && OPC(p) == OP_LOAD && gen_room1(g)) {
    g->code[p] = (uint32_t)OP_LOAD2 | g->code[p] >> 8 << 8;
    g->code[p + 1] = (uint32_t)slot;
    g->pc = p + 2;
    gen_stack(g, 1);
    return;
  }
  gen_op_a(g, OP_LOAD, (uint32_t)slot);
}

CORE_FN static void gen_store(Gen *g, int32_t slot) {
  int32_t p0 = PREV(0), p1 = PREV(1), p2 = PREV(2);
  gen_stack(g, -1);
  if (gen_fusable(g, p1) && (OPC(p0) == OP_ADDK_I || OPC(p0) == OP_ADDK_L) && OPC(p1) == OP_LOAD &&
      ARG(p1) == (uint32_t)slot) {
    uint32_t k = (uint32_t)SARG(p0);
    g->code[p1] = (uint32_t)(OPC(p0) == OP_ADDK_I ? OP_INC_SLOT_I : OP_INC_SLOT_L) | (uint32_t)slot << 8;
    g->code[p1 + 1] = k;
    g->pc = p1 + 2;
    gen_hist_drop(g, 2);
    gen_hist_push(g, p1);
    return;
  }
  if (gen_fusable(g, p2) && (OPC(p0) == OP_ADD_L || OPC(p0) == OP_SUB_L) && OPC(p1) == OP_PUSH_L &&
      OPC(p2) == OP_LOAD && ARG(p2) == (uint32_t)slot) {
    int32_t k = SARG(p1);
    if (OPC(p0) == OP_SUB_L) k = -k;
    g->code[p2] = (uint32_t)OP_INC_SLOT_L | (uint32_t)slot << 8;
    g->code[p2 + 1] = (uint32_t)k;
    g->pc = p2 + 2;
    gen_hist_drop(g, 3);
    gen_hist_push(g, p2);
    return;
  }
  if (gen_fusable(g, p0) && OPC(p0) == OP_LOAD) {
    uint32_t src = ARG(p0);
    if (src == (uint32_t)slot) { /* x = x */
      g->pc = p0;
      gen_hist_drop(g, 1);
      return;
    }
    if (gen_room1(g)) {
      g->code[p0] = (uint32_t)OP_MOV | (uint32_t)slot << 8;
      g->code[p0 + 1] = src;
      g->pc = p0 + 2;
      return;
    }
  }
  gen_emit_a(g, OP_STORE, (uint32_t)slot);
}

/* the type of local slot (a variable, or a temp after them) */
CORE_FN static int gen_slot_type(const Gen *g, uint32_t slot) {
  return slot < (uint32_t)g->nlocals ? g->lt[slot] : g->temp_ty[slot - (uint32_t)g->nlocals];
}

/* push the int v */
CORE_FN static void gen_int(Gen *g, int64_t v) {
  int32_t p = PREV(0);
  if (gen_fusable(g, p) && OPC(p) == OP_LOAD && gen_slot_type(g, ARG(p)) == TY_INT && gen_room1(g)) {
    g->code[p] = (uint32_t)OP_LOADK_I | g->code[p] >> 8 << 8;
    g->code[p + 1] = (uint32_t)(int32_t)v;
    g->pc = p + 2;
    gen_stack(g, 1);
    return;
  }
  if (gen_fits24(v)) {
    gen_op_a(g, OP_PUSH_I, (uint32_t)v);
    return;
  }
  gen_op_a(g, OP_CONST_I, (uint32_t)gen_const_index(g, (uint64_t)v));
}

/* push the constant with value/bits v of type t */
CORE_FN static void gen_push_const(Gen *g, int64_t v, int t) {
  if (t != TY_BOOL) t = ty_class(t);
  switch (t) {
  case TY_INT: gen_int(g, v); return;
  case TY_BOOL: gen_op_a(g, OP_PUSH_B, v != 0); return;
  case TY_LONG: {
    int32_t p = PREV(0);
    if (v >= -2147483647 - 1 && v <= 2147483647 && gen_fusable(g, p) && OPC(p) == OP_LOAD &&
        gen_slot_type(g, ARG(p)) == TY_LONG && gen_room1(g)) {
      g->code[p] = (uint32_t)OP_LOADK_L | g->code[p] >> 8 << 8;
      g->code[p + 1] = (uint32_t)(int32_t)v;
      g->pc = p + 2;
      gen_stack(g, 1);
      return;
    }
    if (gen_fits24(v)) gen_op_a(g, OP_PUSH_L, (uint32_t)v);
    else gen_op_a(g, OP_CONST_L, (uint32_t)gen_const_index(g, (uint64_t)v));
    return;
  }
  default: gen_op_a(g, OP_CONST_D, (uint32_t)gen_const_index(g, (uint64_t)v)); return;
  }
}

/* e PUSH k; MUL -> e MULK k, LOADK s,k; MUL -> LOAD s; MULK k, PUSH k; LOAD s; MUL -> LOAD s; MULK k
 * (the instruction at p, the last one, is fusable); 0 when none applies */
CORE_FN GEN_COLD static int gen_fuse_mul(Gen *g, int op, int32_t p) {
  int32_t p1 = PREV(1);
  int lng = op == OP_MUL_L, mk = lng ? OP_MULK_L : OP_MULK_I;
  if (OPC(p) == (lng ? OP_PUSH_L : OP_PUSH_I)) {
    g->code[p] = (uint32_t)mk | (ARG(p) & 0xffffffu) << 8;
    gen_stack(g, -1);
    return 1;
  }
  if (OPC(p) == (lng ? OP_LOADK_L : OP_LOADK_I) && gen_fits24((int32_t)g->code[p + 1])) {
    int64_t k = (int32_t)g->code[p + 1];
    g->code[p] = (uint32_t)OP_LOAD | g->code[p] >> 8 << 8;
    g->code[p + 1] = (uint32_t)mk | ((uint32_t)k & 0xffffffu) << 8;
    gen_hist_drop(g, 1);
    gen_hist_push(g, p);
    gen_hist_push(g, p + 1);
    gen_stack(g, -1);
    return 1;
  }
  if (gen_fusable(g, p1) && OPC(p1) == (lng ? OP_PUSH_L : OP_PUSH_I) && OPC(p) == OP_LOAD &&
      p == p1 + 1) { /* multiplication commutes */
    uint32_t k = ARG(p1), ld = g->code[p];
    g->code[p1] = ld;
    g->code[p] = (uint32_t)mk | k << 8;
    gen_stack(g, -1);
    return 1;
  }
  return 0;
}

/* PUSH k; ADD|SUB -> ADDK +-k, LOADK s,k; ADD|SUB -> LOAD s; ADDK +-k (the instruction at p, the last
 * one, is fusable); 0 when none applies */
CORE_FN GEN_COLD static int gen_fuse_add(Gen *g, int op, int32_t p) {
  int lng = op == OP_ADD_L || op == OP_SUB_L, sub = op == OP_SUB_I || op == OP_SUB_L;
  if (OPC(p) == (lng ? OP_PUSH_L : OP_PUSH_I)) {
    int64_t k = SARG(p);
    if (sub) k = -k;
    if (gen_fits24(k)) {
      g->code[p] = (uint32_t)(lng ? OP_ADDK_L : OP_ADDK_I) | ((uint32_t)k & 0xffffffu) << 8;
      gen_stack(g, -1);
      return 1;
    }
  } else if (OPC(p) == (lng ? OP_LOADK_L : OP_LOADK_I)) {
    int64_t k = (int32_t)g->code[p + 1];
    if (sub) k = -k;
    if (gen_fits24(k)) {
      g->code[p] = (uint32_t)OP_LOAD | g->code[p] >> 8 << 8;
      g->code[p + 1] = (uint32_t)(lng ? OP_ADDK_L : OP_ADDK_I) | ((uint32_t)k & 0xffffffu) << 8;
      gen_hist_drop(g, 1);
      gen_hist_push(g, p);
      gen_hist_push(g, p + 1);
      gen_stack(g, -1);
      return 1;
    }
  }
  return 0;
}

/* an int/long/double arithmetic or bitwise instruction (MUL, ADD and SUB fuse with a constant before) */
CORE_FN static void gen_arith(Gen *g, int op) {
  int32_t p = PREV(0);
  if (gen_fusable(g, p)) {
    if ((op == OP_MUL_I || op == OP_MUL_L) && gen_fuse_mul(g, op, p)) return;
    if ((op == OP_ADD_I || op == OP_SUB_I || op == OP_ADD_L || op == OP_SUB_L) && gen_fuse_add(g, op, p)) return;
  }
  gen_op_n(g, op, -1);
}

/* ---------------------------------------------------------------- types and operators */
CORE_FN static void gen_arith(Gen *g, int op);
/* an arithmetic instruction of operation type t: a float result is rounded to float */
CORE_FN static void gen_arith_t(Gen *g, int op, int t) {
  gen_arith(g, op);
  if (t == TY_FLOAT) gen_op(g, OP_D2F);
}

#define PICK(t, i, l, d) ((t) == TY_LONG ? (l) : (t) == TY_DOUBLE ? (d) : (i))

/* the int instruction of an arithmetic/bitwise token (plain or compound assignment) */
CORE_FN static int gen_arith_base(int tok) {
  switch (tok) {
  case TK_PLUS: case TK_ADD_ASSIGN: return OP_ADD_I;
  case TK_MINUS: case TK_SUB_ASSIGN: return OP_SUB_I;
  case TK_STAR: case TK_MUL_ASSIGN: return OP_MUL_I;
  case TK_SLASH: case TK_DIV_ASSIGN: return OP_DIV_I;
  case TK_PERCENT: case TK_MOD_ASSIGN: return OP_REM_I;
  case TK_AND: case TK_AND_ASSIGN: return OP_AND_I;
  case TK_OR: case TK_OR_ASSIGN: return OP_OR_I;
  case TK_XOR: case TK_XOR_ASSIGN: return OP_XOR_I;
  case TK_SHL: case TK_SHL_ASSIGN: return OP_SHL_I;
  default: return OP_SHR_I; /* TK_SHR, TK_SHR_ASSIGN */
  }
}

/* the _L and _D instructions sit at fixed distances from the _I ones (checked at compile time; doubles
 * have only ADD SUB MUL DIV, the only ones the checker lets through for them) */
typedef char
    gen_arith_order_check[(OP_SHR_L - OP_SHR_I == OP_ADD_L - OP_ADD_I && OP_REM_L - OP_REM_I == OP_ADD_L - OP_ADD_I &&
                           OP_AND_L - OP_AND_I == OP_ADD_L - OP_ADD_I && OP_DIV_D - OP_DIV_I == OP_ADD_D - OP_ADD_I &&
                           OP_SUB_D - OP_SUB_I == OP_ADD_D - OP_ADD_I && OP_MUL_D - OP_MUL_I == OP_ADD_D - OP_ADD_I &&
                           OP_OR_L - OP_OR_I == OP_ADD_L - OP_ADD_I && OP_XOR_L - OP_XOR_I == OP_ADD_L - OP_ADD_I &&
                           OP_SUB_L - OP_SUB_I == OP_ADD_L - OP_ADD_I && OP_MUL_L - OP_MUL_I == OP_ADD_L - OP_ADD_I &&
                           OP_DIV_L - OP_DIV_I == OP_ADD_L - OP_ADD_I && OP_SHL_L - OP_SHL_I == OP_ADD_L - OP_ADD_I)
                              ? 1
                              : -1];

/* the instruction of an arithmetic token on operation type t (int, unsigned int, long, unsigned long,
 * float or double: the usual arithmetic conversions leave no other); float then needs gen_arith_t's
 * rounding */
CORE_FN static int gen_arith_op(int tok, int t) {
  int base = gen_arith_base(tok);
  if (t == TY_UINT || t == TY_ULONG) { /* only division, remainder and >> differ from the signed ones */
    int l = t == TY_ULONG;
    if (base == OP_DIV_I) return l ? OP_DIV_UL : OP_DIV_U;
    if (base == OP_REM_I) return l ? OP_REM_UL : OP_REM_U;
    if (base == OP_SHR_I) return l ? OP_SHR_UL : OP_SHR_U;
    if (l) return base + (OP_ADD_L - OP_ADD_I);
    return base;
  }
  if (t == TY_LONG) return base + (OP_ADD_L - OP_ADD_I);
  if ((t == TY_DOUBLE || t == TY_FLOAT) && base <= OP_DIV_I) return base + (OP_ADD_D - OP_ADD_I);
  return base;
}

CORE_FN static int gen_is_cmp(int tok) { return tok >= TK_EQ && tok <= TK_GE; }

/* the comparison opcodes and tokens are in the order EQ NE LT LE GT GE (checked at compile time) */
typedef char gen_cmp_order_check[(OP_GE_I - OP_EQ_I == 5 && OP_GE_L - OP_EQ_L == 5 && OP_GE_D - OP_EQ_D == 5 &&
                                  OP_JGE_I - OP_JEQ_I == 5 && OP_JGE_L - OP_JEQ_L == 5 && TK_GE - TK_EQ == 5 &&
                                  OP_NE_I - OP_EQ_I == 1 && OP_LT_I - OP_EQ_I == 2 && OP_JLT_L - OP_JEQ_L == 2 &&
                                  TK_NE - TK_EQ == 1 && TK_LT - TK_EQ == 2 && TK_LE - TK_EQ == 3)
                                     ? 1 : -1];

/* compare (value) instruction for token tok (TK_EQ..TK_GE) on operand type t */
CORE_FN static int gen_cmp_op(int tok, int t) {
  int k = tok - TK_EQ;
  if (ty_is_ptr(t)) return OP_EQ_P + k;
  if (k >= 2 && t == TY_UINT) return OP_LT_U + (k - 2); /* LT LE GT GE consecutive, as the signed ones */
  if (k >= 2 && t == TY_ULONG) return OP_LT_UL + (k - 2);
  t = ty_class(t);
  return PICK(t, OP_EQ_I, OP_EQ_L, OP_EQ_D) + k; /* EQ NE LT LE GT GE are consecutive in the table */
}

/* fused compare-and-branch for int/long */
CORE_FN static int gen_jcmp_op(int tok, int t) {
  return (t == TY_LONG ? OP_JEQ_L : OP_JEQ_I) + (tok - TK_EQ);
}

/* the comparison that is true exactly when tok is false (integers only) */
CORE_FN static int gen_neg_cmp(int tok) {
  switch (tok) {
  case TK_EQ: return TK_NE;
  case TK_NE: return TK_EQ;
  case TK_LT: return TK_GE;
  case TK_LE: return TK_GT;
  case TK_GT: return TK_LE;
  default: return TK_LT; /* TK_GE */
  }
}

/* the instruction that brings an int-slot value into the range of type t, or -1 when none is needed */
CORE_FN static int gen_narrow_op(int t) {
  return t == TY_CHAR     ? OP_SEXT8
         : t == TY_UCHAR  ? OP_ZEXT8
         : t == TY_SHORT  ? OP_SEXT16
         : t == TY_USHORT ? OP_ZEXT16
                          : -1;
}

/* does every value of integer type `from` fit type `to` unchanged (both kept in int slots)? */
CORE_FN static int gen_fits(int from, int to) {
  if (from == to || from == TY_BOOL) return 1;
  if (to == TY_INT) return from != TY_UINT;
  if (to == TY_UINT) return from == TY_UCHAR || from == TY_USHORT;
  if (to == TY_SHORT) return from == TY_CHAR || from == TY_UCHAR;
  if (to == TY_USHORT) return from == TY_UCHAR;
  return 0;
}

/* gen_conv for the C types added after the first language's: by value class, then the narrowing */
CORE_FN static void gen_conv(Gen *g, int from, int to);
CORE_FN GEN_COLD static void gen_conv_c(Gen *g, int from, int to) {
  int fc, tc = ty_class(to), nop = gen_narrow_op(to);
  if (ty_is_ptr(from) || ty_is_ptr(to)) { /* pointers: their 64 bits (docs/memory.md) */
    if (ty_is_ptr(from) && ty_is_ptr(to)) return;
    if (ty_is_ptr(to)) {
      gen_conv(g, from, TY_LONG);
      gen_op(g, OP_L2P);
    } else if (to == TY_BOOL) {
      gen_op(g, OP_P2B);
    } else {
      gen_op(g, OP_P2L);
      gen_conv(g, TY_LONG, to);
    }
    return;
  }
  if (to == TY_BOOL) {
    fc = ty_class(from);
    gen_op(g, fc == TY_LONG ? OP_L2B : fc == TY_DOUBLE ? OP_D2B : OP_I2B);
    return;
  }
  if (from == TY_BOOL) { /* 0 or 1 fits every type: go on from unsigned char */
    gen_op(g, OP_B2I);
    from = TY_UCHAR;
  }
  fc = ty_class(from);
  if (tc == TY_INT) {
    if (fc == TY_LONG) gen_op(g, OP_L2I);
    else if (fc == TY_DOUBLE) gen_op(g, to == TY_UINT ? OP_D2U : OP_D2I);
    if (nop >= 0 && !(fc == TY_INT && gen_fits(from, to))) gen_op(g, nop);
  } else if (tc == TY_LONG) {
    if (fc == TY_INT) gen_op(g, from == TY_UINT ? OP_U2L : OP_I2L);
    else if (fc == TY_DOUBLE) gen_op(g, to == TY_ULONG ? OP_D2UL : OP_D2L);
  } else if (to == TY_DOUBLE) {
    if (fc == TY_INT && from == TY_UINT) gen_op(g, OP_U2L);
    if (fc == TY_INT) gen_op(g, from == TY_UINT ? OP_L2D : OP_I2D);
    else if (fc == TY_LONG) gen_op(g, from == TY_ULONG ? OP_UL2D : OP_L2D);
  } else { /* float: one rounding from the exact value */
    if (fc == TY_INT && from == TY_UINT) gen_op(g, OP_U2L);
    if (fc == TY_INT) gen_op(g, from == TY_UINT ? OP_L2F : OP_I2D);
    else if (fc == TY_LONG) gen_op(g, from == TY_ULONG ? OP_UL2F : OP_L2F);
    if (fc == TY_DOUBLE || (fc == TY_INT && from != TY_UINT)) gen_op(g, OP_D2F);
  }
}

/* conversion of the top value from type `from` to type `to` (scalar base types) */
CORE_FN static void gen_conv(Gen *g, int from, int to) {
  if (from == to) return;
  if (from >= TY_CHAR || to >= TY_CHAR) {
    gen_conv_c(g, from, to);
    return;
  }
  switch (to) {
  case TY_BOOL: gen_op_n(g, from == TY_LONG ? OP_L2B : from == TY_DOUBLE ? OP_D2B : OP_I2B, 0); return;
  case TY_INT: gen_op_n(g, from == TY_LONG ? OP_L2I : from == TY_DOUBLE ? OP_D2I : OP_B2I, 0); return;
  case TY_LONG:
    if (from == TY_DOUBLE) { gen_op(g, OP_D2L); return; }
    if (from == TY_BOOL) gen_op(g, OP_B2I);
    gen_op(g, OP_I2L);
    return;
  case TY_DOUBLE:
    if (from == TY_LONG) { gen_op(g, OP_L2D); return; }
    if (from == TY_BOOL) gen_op(g, OP_B2I);
    gen_op(g, OP_I2D);
    return;
  default: return;
  }
}

/* does a cast from -> to keep the truth value (zero <-> zero)? */
CORE_FN static int gen_keeps_truth(int from, int to) {
  if (from == to || to == TY_BOOL || from == TY_BOOL) return 1;
  if (ty_is_ptr(from) || ty_is_ptr(to)) return ty_is_ptr(to) || ty_class(to) == TY_LONG;
  if (from >= TY_CHAR || to >= TY_CHAR) { /* no nonzero value becomes zero: integer to a wider or equal
                                           integer or to a floating type, float to double */
    if (ty_is_float(to)) return !ty_is_float(from) || to == TY_DOUBLE;
    if (ty_is_float(from)) return 0;
    return ty_class(to) == TY_LONG || (ty_class(from) == TY_INT && gen_fits(from, to)) ||
           (ty_class(from) == TY_INT && (to == TY_INT || to == TY_UINT));
  }
  if (from == TY_INT) return to == TY_LONG || to == TY_DOUBLE;
  return from == TY_LONG && to == TY_DOUBLE;
}

/* ---------------------------------------------------------------- compile-time constants */
/* converts constant v of type *t to type `to`; 0 when it is not folded (double -> integer may trap) */
CORE_FN static int gen_const_conv(int64_t *v, int *t, int to) {
  int from = *t;
  if (from == to) return 1;
  if (ty_is_ptr(from) || ty_is_ptr(to)) return 0;
  if (from >= TY_CHAR || to >= TY_CHAR) { /* integer to integer only: the slot form of the value */
    if (ty_is_float(from) || ty_is_float(to) || to == TY_BOOL) return 0;
    if (from == TY_UINT) *v = (int64_t)(uint32_t)*v;
    switch (to) {
    case TY_CHAR: *v = (int8_t)(uint8_t)*v; break;
    case TY_UCHAR: *v = (uint8_t)*v; break;
    case TY_SHORT: *v = (int16_t)(uint16_t)*v; break;
    case TY_USHORT: *v = (uint16_t)*v; break;
    case TY_INT: case TY_UINT: *v = gen_s32((uint64_t)*v); break;
    default: break; /* long, unsigned long: the 64-bit value */
    }
    *t = to;
    return 1;
  }
  if (to == TY_BOOL) {
    *v = from == TY_DOUBLE ? gen_dbl(*v) != 0.0 : *v != 0;
  } else if (from == TY_DOUBLE) {
    return 0;
  } else if (to == TY_INT) {
    *v = gen_s32((uint64_t)*v);
  } else if (to == TY_DOUBLE) {
    *v = gen_bits((double)*v);
  } else if (to != TY_LONG) {
    return 0;
  }
  *t = to;
  return 1;
}

/* is expression x a constant (literal, casts and unary - + ~ of literals)?  its value and type */
CORE_FN int cc_const_value(const Node *node, int32_t x, int64_t *v, int *t) {
  const Node *n = &node[x];
  switch (n->kind) {
  case N_NUM: *v = n->ival; *t = n->ty == TY_LONG || n->ty == TY_ULONG || n->ty == TY_UINT ? n->ty : TY_INT; return 1;
  case N_DNUM: *v = n->ival; *t = n->ty == TY_FLOAT ? TY_FLOAT : TY_DOUBLE; return 1;
  case N_BOOLLIT: *v = n->ival != 0; *t = TY_BOOL; return 1;
  case N_CAST: return cc_const_value(node, n->a, v, t) && gen_const_conv(v, t, n->ty);
  case N_UNARY:
    if (n->op == TK_NOT || !cc_const_value(node, n->a, v, t) || !gen_const_conv(v, t, n->ty)) return 0;
    if (n->op == TK_MINUS) {
      if (*t == TY_DOUBLE) *v = (int64_t)((uint64_t)*v ^ 0x8000000000000000ull);
      else if (*t == TY_INT) *v = gen_s32(0 - (uint64_t)*v);
      else if (*t == TY_LONG) *v = (int64_t)(0 - (uint64_t)*v);
      else return 0;
    } else if (n->op == TK_TILDE) {
      if (*t == TY_INT) *v = gen_s32(~(uint64_t)*v);
      else if (*t == TY_LONG) *v = (int64_t)~(uint64_t)*v;
      else return 0;
    }
    return 1;
  default: return 0;
  }
}

CORE_FN static int gen_const(Gen *g, int32_t x, int64_t *v, int *t) { return cc_const_value(g->n, x, v, t); }

CORE_FN static int gen_truth(int64_t v, int t) { return ty_is_float(t) ? gen_dbl(v) != 0.0 : v != 0; }

/* ---------------------------------------------------------------- expressions */
CORE_FN static GEN_INLINE void gen_expr(Gen *g, int32_t x, int want);
CORE_FN static int32_t gen_jif(Gen *g, int32_t x, int jt);
CORE_FN static int gen_unit(Gen *g, int32_t x, int want);

/* the temp local for values of type t */
CORE_FN static int gen_writes_arrays(const Gen *g, int32_t x);
CORE_FN static int32_t gen_temp(Gen *g, int t) {
  int c = ty_class(t), i = c == TY_PTR ? GEN_TEMP_P : c;
  if (g->temp_slot[i] < 0) {
    if (g->ntemps >= 5) return 0; /* cannot happen: one per class */
    g->temp_slot[i] = g->nlocals + g->ntemps;
    g->temp_ty[g->ntemps++] = (uint8_t)c;
  }
  return g->temp_slot[i];
}

/* evaluates x into the temp of its type (a plain STORE: no fusion); returns the temp.  The temp is taken
 * after x's code, so temps are numbered in the order the code first uses them (the composer of units,
 * CcUnits, meets them so) */
CORE_FN static int32_t gen_spill(Gen *g, int32_t x) {
  int32_t tmp;
  gen_expr(g, x, 1);
  tmp = gen_temp(g, g->n[x].ty);
  gen_emit_a(g, OP_STORE, (uint32_t)tmp);
  gen_stack(g, -1);
  return tmp;
}

/* the value 1 in type t (for ++ and --) */
CORE_FN static void gen_one(Gen *g, int t) {
  gen_push_const(g, ty_is_float(t) ? gen_bits(1.0) : 1, t);
}

/* 0/1 value of a condition-like expression through jumps */
CORE_FN GEN_COLD static void gen_bool_value(Gen *g, int32_t x) {
  int32_t sp0 = g->sp, f, e = NO_JUMP;
  f = gen_jif(g, x, 0);
  if (g->reach) {
    gen_int(g, 1);
    e = gen_jump(g);
  }
  g->sp = sp0;
  gen_patch_here(g, f);
  if (g->reach) gen_int(g, 0);
  gen_patch_here(g, e);
  g->sp = sp0;
  gen_stack(g, 1);
}

CORE_FN GEN_COLD static void gen_not(Gen *g, int32_t x) {
  const Node *n = &g->n[x];
  const Node *a = &g->n[n->a];
  int t = a->ty;
  if (a->kind == N_BINARY && gen_is_cmp(a->op) && !ty_is_float(g->n[a->a].ty)) {
    gen_expr(g, a->a, 1);
    gen_expr(g, a->b, 1);
    gen_op_n(g, gen_cmp_op(gen_neg_cmp(a->op), g->n[a->a].ty), -1);
    return;
  }
  if (a->kind == N_LOGAND || a->kind == N_LOGOR || (a->kind == N_UNARY && a->op == TK_NOT)) {
    gen_bool_value(g, x);
    return;
  }
  gen_expr(g, n->a, 1);
  t = ty_class(t);
  if (t == TY_LONG) gen_op(g, OP_L2B);
  else if (t == TY_DOUBLE) gen_op(g, OP_D2B);
  else if (t == TY_PTR) gen_op(g, OP_P2B);
  gen_op(g, OP_LNOT);
}

/* the line of text position pos in the user's source (1-based); positions come in increasing order mostly,
 * so the count goes on from the previous one */
CORE_FN static int32_t gen_user_line(Gen *g, int32_t pos) {
  const Compiler *c = g->c;
  int32_t u = pp_user_pos(c, pos), i;
  if (u < g->line_pos) {
    g->line_pos = 0;
    g->line_no = 1;
  }
  for (i = g->line_pos; i < u && i < c->usrc_len; i++) g->line_no += c->usrc[i] == '\n';
  g->line_pos = i;
  return g->line_no;
}

CORE_FN static void gen_callb(Gen *g, int bi, int32_t nargs, uint32_t classes);
CORE_FN static void gen_static(Gen *g, int32_t k);
CORE_FN GEN_COLD static void gen_array_init(Gen *g, int32_t s);
CORE_FN GEN_COLD static void gen_agg_init(Gen *g, int32_t s);

/* a call of the C library (N_CALL.fn = -2 - builtin): the arguments, then CALLB; assert(e) is
 * `if (!e) __gnc_assert_fail(its line)`.  atoi, atol, atoll and atof are pure to gcc (glibc declares them
 * so): a call whose value is unused is dropped, its arguments evaluated, so that it sets no errno either */
CORE_FN GEN_COLD static void gen_lib_call(Gen *g, int32_t x, int want) {
  const Node *n = &g->n[x];
  int bi = -2 - n->fn, has = bi_sig(bi)[bi_nfixed(bi) + 1] != 0;
  int32_t a, nargs = 0;
  uint32_t classes = 0;
  if (bi == BI___gnc_assert_fail) {
    int32_t skip = gen_jif(g, n->a, 1);
    if (g->reach) {
      gen_int(g, gen_user_line(g, n->pos));
      gen_emit(g, OP_CALLB, (uint32_t)bi, 3, 1, 0);
      gen_stack(g, -1);
    }
    gen_patch_here(g, skip);
    return;
  }
  if (ty_is_agg(n->ty)) { /* div's result: the caller's frame object, the hidden first argument */
    gen_load(g, n->slot);
    nargs++;
  }
  for (a = n->a; a >= 0; a = g->n[a].next) { /* variadic arguments: their classes in word 3 */
    int c = ty_class(g->n[a].ty);
    gen_expr(g, a, 1);
    if (nargs >= bi_nfixed(bi))
      classes |= (uint32_t)(c == TY_LONG ? BI_CLS_L : c == TY_DOUBLE ? BI_CLS_D : c == TY_PTR ? BI_CLS_P : BI_CLS_I)
                 << (2 * (nargs - bi_nfixed(bi)));
    nargs++;
  }
  if (!want && (bi == BI_atoi || bi == BI_atol || bi == BI_atoll || bi == BI_atof)) { /* its argument only */
    gen_op(g, OP_POP);
    return;
  }
  gen_callb(g, bi, nargs, classes);
  if (!want && has) gen_op(g, OP_POP);
}

CORE_FN int32_t cc_fn_sig(const Compiler *c, int t, uint64_t sig[5]) {
  const Node *f = cc_agg(c, t);
  int32_t n = f->fn + ty_is_agg(f->ty), i, q = f->a;
  for (i = 0; i < 5; i++) sig[i] = 0;
  sig[0] = (uint64_t)n | (uint64_t)ty_mod(f->ty) << 8;
  for (i = 0; i < n; i++) { /* as the callee's parameter slots: a struct result's pointer last */
    uint64_t pt = (uint64_t)(q >= 0 ? ty_mod(c->node[q].ty) : TY_VOIDP);
    if (q >= 0) q = c->node[q].next;
    if (i < 6) sig[0] |= pt << (16 + 8 * i);
    else sig[1 + (i - 6) / 8] |= pt << (8 * ((i - 6) % 8));
  }
  return mod_sig_words(n);
}

/* a call through a function pointer (N_CALL.b): the arguments, the pointer, CALLP with the signature */
CORE_FN GEN_COLD static void gen_call_ptr(Gen *g, int32_t x, int want) {
  const Node *n = &g->n[x];
  int ft = ty_pointee(g->n[n->b].ty), ret = cc_agg(g->c, ft)->ty;
  uint64_t sig[5];
  int32_t a, nargs = 0, k, words = cc_fn_sig(g->c, ft, sig);
  for (a = n->a; a >= 0; a = g->n[a].next) {
    gen_expr(g, a, 1);
    nargs++;
  }
  if (ty_is_agg(ret)) { /* where the result goes: the caller's frame object, returned again */
    gen_load(g, n->slot);
    nargs++;
  }
  gen_expr(g, n->b, 1);
  k = gen_const_run(g, sig, words);
  gen_emit_a(g, OP_CALLP, (uint32_t)(k < 0 ? 0 : k));
  gen_stack(g, -nargs - 1 + (ret != TY_VOID));
  if (!want && ret != TY_VOID) gen_op(g, OP_POP);
}

CORE_FN static void gen_store_at(Gen *g, int t, int32_t off);
CORE_FN static void gen_init_bits(Gen *g, int32_t e, const Node *m, uint8_t *out);

/* The variable arguments of call x (from its argument a on) in the caller's frame object for it (slot):
 * 8 bytes each from offset 8, as stored values of 64 bits (an int sign- or zero-extended, a double, a
 * pointer), and at offset 0 their count | their VM classes << 8 (2 bits each, as CALLB's: int, long,
 * double, pointer), which vprintf and the like read.  Pushes the pointer to the first (a va_list). */
CORE_FN GEN_COLD static void gen_varargs(Gen *g, int32_t x, int32_t a) {
  const Node *n = &g->n[x];
  uint64_t head = (uint64_t)n->ival;
  int32_t k;
  for (k = 0; a >= 0; a = g->n[a].next, k++) {
    int t = g->n[a].ty, c = ty_is_ptr(t) ? 3 : t == TY_DOUBLE ? 2 : ty_class(t) == TY_LONG ? 1 : 0;
    gen_load(g, n->slot);
    gen_expr(g, a, 1);
    if (c == 0) gen_conv(g, t, t == TY_UINT ? TY_ULONG : TY_LONG);
    gen_store_at(g, c == 0 ? TY_LONG : t, 8 + 8 * k);
    head |= (uint64_t)c << (8 + 2 * k);
  }
  gen_load(g, n->slot);
  gen_push_const(g, (int64_t)head, TY_LONG);
  gen_store_at(g, TY_LONG, 0);
  gen_load(g, n->slot);
  gen_push_const(g, 8, TY_LONG);
  gen_op(g, OP_PADD);
}

CORE_FN GEN_COLD static void gen_call(Gen *g, int32_t x, int want) {
  const Node *n = &g->n[x];
  const Func *f;
  int32_t a, nargs = 0;
  if (n->b >= 0) {
    gen_call_ptr(g, x, want);
    return;
  }
  if (n->fn < -1) {
    gen_lib_call(g, x, want);
    return;
  }
  f = &g->c->fn[n->fn];
  for (a = n->a; a >= 0 && (!f->variadic || nargs < f->nparams - 1); a = g->n[a].next) {
    gen_expr(g, a, 1);
    nargs++;
  }
  if (f->variadic) { /* the variable arguments' object, then its pointer: the hidden last argument */
    gen_varargs(g, x, a);
    nargs++;
  }
  if (ty_is_agg(f->ret)) { /* where the result goes: the caller's frame object, returned again */
    gen_load(g, n->slot);
    nargs++;
  }
  gen_emit_a(g, OP_CALL, (uint32_t)n->fn);
  gen_stack(g, -nargs + (f->ret != TY_VOID));
  if (!want && f->ret != TY_VOID) gen_op(g, OP_POP);
}

/* may evaluating x store into an array element (a call, or an assignment / ++ / -- of an element)? */
CORE_FN static int gen_writes_arrays(const Gen *g, int32_t x) {
  const Node *n;
  if (x < 0) return 0;
  n = &g->n[x];
  switch (n->kind) {
  case N_CALL: return 1;
  case N_ASSIGN: case N_INCDEC:
    if (g->n[n->a].kind == N_INDEX || g->n[n->a].kind == N_DEREF || (g->n[n->a].flags & (NF_ADDR | NF_GLOBAL)))
      return 1;
    break;
  default: break;
  }
  switch (n->kind) {
  case N_NUM: case N_DNUM: case N_BOOLLIT: case N_VAR: return 0;
  case N_INDEX: return gen_writes_arrays(g, n->a) || gen_writes_arrays(g, n->b);
  case N_COND: return gen_writes_arrays(g, n->a) || gen_writes_arrays(g, n->b) || gen_writes_arrays(g, n->c);
  case N_ASSIGN: case N_BINARY: case N_LOGAND: case N_LOGOR: case N_COMMA:
    return gen_writes_arrays(g, n->a) || gen_writes_arrays(g, n->b);
  default: return gen_writes_arrays(g, n->a); /* N_UNARY N_CAST N_INCDEC */
  }
}

/* ---------------------------------------------------------------- byte memory (docs/memory.md)
 * An lvalue in memory (*p, p[i], a[i] of an array in memory, a variable whose address is taken) is an
 * address and an access: gen_addr pushes the pointer and returns a constant byte offset that the load or
 * store folds into its immediate (a[3] is LD_I32 12 on the array's pointer). */

/* the load and store instructions of a value of type t */
CORE_FN static int gen_ld_op(int t) {
  switch (t) {
  case TY_CHAR: return OP_LD_I8;
  case TY_UCHAR: case TY_BOOL: return OP_LD_U8;
  case TY_SHORT: return OP_LD_I16;
  case TY_USHORT: return OP_LD_U16;
  case TY_INT: case TY_UINT: return OP_LD_I32;
  case TY_LONG: case TY_ULONG: return OP_LD_I64;
  case TY_FLOAT: return OP_LD_F32;
  case TY_DOUBLE: return OP_LD_F64;
  default: return OP_LD_P;
  }
}
CORE_FN static int gen_st_op(int t) {
  switch (t) {
  case TY_CHAR: case TY_UCHAR: case TY_BOOL: return OP_ST_8;
  case TY_SHORT: case TY_USHORT: return OP_ST_16;
  case TY_INT: case TY_UINT: return OP_ST_32;
  case TY_LONG: case TY_ULONG: return OP_ST_64;
  case TY_FLOAT: return OP_ST_F32;
  case TY_DOUBLE: return OP_ST_F64;
  default: return OP_ST_P;
  }
}

/* is the lvalue n in byte memory (not a local slot, not an element of a slot array)? */
CORE_FN static int gen_in_memory(const Gen *g, const Node *n) {
  return n->kind == N_DEREF || n->kind == N_MEMBER || (n->kind == N_VAR && (n->flags & (NF_ADDR | NF_GLOBAL))) ||
         (n->kind == N_INDEX && !TY_IS_ARR(g->n[n->a].ty));
}

/* sizeof of a type that is no TY_ARR variable's (structs and array types from the compiler's table) */
CORE_FN static int64_t gen_size(const Gen *g, int t) { return cc_ty_size(g->c, t); }

/* is x an lvalue whose value is its address: a struct or union, or an array (NF_MARR) that is no variable? */
CORE_FN static int gen_is_object(const Node *n) {
  return ty_is_agg(n->ty) || (n->kind != N_VAR && (n->flags & NF_MARR));
}

/* pushes the pointer of the memory lvalue x; returns the byte offset the access adds */
CORE_FN static int32_t gen_addr(Gen *g, int32_t x) {
  const Node *n = &g->n[x];
  int64_t v;
  int t, size;
  if (n->kind == N_VAR) {
    if (n->flags & NF_GLOBAL) gen_static(g, n->slot);
    else gen_load(g, n->slot);
    return 0;
  }
  if (n->kind == N_DEREF) {
    gen_expr(g, n->a, 1);
    return 0;
  }
  if (n->kind == N_MEMBER) { /* the struct's address, plus the member's offset */
    const Node *a = &g->n[n->a];
    int32_t off = gen_in_memory(g, a) && a->kind != N_VAR ? gen_addr(g, n->a) : (gen_expr(g, n->a, 1), 0);
    return off + n->d;
  }
  if (n->flags & NF_VLA) { /* a row of int a[n][m]: i times the row's bytes, kept in slot c (check.c) */
    gen_expr(g, n->a, 1);
    gen_expr(g, n->b, 1);
    gen_load(g, n->c);
    gen_op(g, OP_MUL_L);
    gen_op_a(g, OP_PIDX, 1);
    return 0;
  }
  size = (int)gen_size(g, ty_pointee(g->n[n->a].ty)); /* N_INDEX of a pointer (a decayed array too) */
  gen_expr(g, n->a, 1);
  if (gen_const(g, n->b, &v, &t) && v >= -(1 << 20) && v <= (1 << 20)) return (int32_t)v * size;
  gen_expr(g, n->b, 1);
  gen_op_a(g, OP_PIDX, (uint32_t)size);
  return 0;
}

CORE_FN static void gen_load_at(Gen *g, int t, int32_t off) {
  gen_op_a(g, gen_ld_op(t), (uint32_t)off);
  if (t == TY_BOOL) gen_op(g, OP_I2B);
}

CORE_FN static void gen_store_at(Gen *g, int t, int32_t off) {
  if (t == TY_BOOL) gen_op(g, OP_B2I);
  gen_op_a(g, gen_st_op(t), (uint32_t)off);
}

/* ---- bit-fields (cc_is_bitfield): the whole storage unit is loaded and stored, as its unsigned type */
CORE_FN static int gen_bf_unit(const Node *m) {
  int n = ty_size(m->ty);
  return n == 1 ? TY_UCHAR : n == 2 ? TY_USHORT : n == 4 ? TY_UINT : TY_ULONG;
}

/* the bit-field member of lvalue x, or 0 */
CORE_FN static const Node *gen_bf_of(const Gen *g, int32_t x) {
  const Node *n = &g->n[x];
  return n->kind == N_MEMBER && n->c >= 0 ? &g->n[n->c] : 0;
}

/* v -> v shifted left by k, then right by j (arithmetic: sign), in class long (lng) or int; 0: none */
CORE_FN static void gen_shifts(Gen *g, int lng, int k, int j, int arith) {
  if (k) {
    gen_push_const(g, k, TY_LONG);
    gen_op(g, lng ? OP_SHL_L : OP_SHL_I);
  }
  if (j) {
    gen_push_const(g, j, TY_LONG);
    gen_op(g, lng ? (arith ? OP_SHR_L : OP_SHR_UL) : (arith ? OP_SHR_I : OP_SHR_U));
  }
}

/* p -> the value of bit-field m of the struct whose unit is at p + off (its type cc_bf_type) */
CORE_FN static void gen_bf_load(Gen *g, const Node *m, int32_t off) {
  int u = gen_bf_unit(m), lng = u == TY_ULONG, bits = lng ? 64 : 32;
  gen_load_at(g, u, off);
  gen_shifts(g, lng, bits - m->c - m->b, bits - m->b, cc_bf_signed(m));
  if (lng) gen_conv(g, TY_ULONG, TY_UINT);
  if (m->ty == TY_BOOL) gen_op(g, OP_I2B);
}

/* v -> v as bit-field m holds it (an int-class value): its low bits, sign-extended for a signed field */
CORE_FN static void gen_bf_fit(Gen *g, const Node *m) {
  if (m->ty == TY_BOOL || m->b >= 32) return;
  gen_shifts(g, 0, 32 - m->b, 32 - m->b, cc_bf_signed(m));
}

/* p v -> the bits of v (fitted: gen_bf_fit) into bit-field m of the struct whose unit is at p + off.  v waits
 * in the long temp: the temps that callers hold across a store are of the lvalue's type, int-class here */
/* v -> v & mask, in class long (lng) or int (the mask's low 32 bits) */
CORE_FN static void gen_and_mask(Gen *g, int lng, uint64_t mask) {
  gen_push_const(g, lng ? (int64_t)mask : (int64_t)(int32_t)(uint32_t)mask, lng ? TY_LONG : TY_INT);
  gen_op(g, lng ? OP_AND_L : OP_AND_I);
}

CORE_FN static void gen_bf_store(Gen *g, const Node *m, int32_t off) {
  int u = gen_bf_unit(m), lng = u == TY_ULONG;
  uint64_t low = (1ull << m->b) - 1; /* (b <= 32: ps_bitfield) */
  int32_t tmp;
  gen_conv(g, cc_bf_type(m), TY_LONG);
  tmp = gen_temp(g, TY_LONG);
  gen_emit_a(g, OP_STORE, (uint32_t)tmp);
  gen_stack(g, -1);
  gen_op(g, OP_DUP);
  gen_load_at(g, u, off);
  gen_and_mask(g, lng, ~(low << m->c));
  gen_load(g, tmp);
  if (!lng) gen_op(g, OP_L2I);
  gen_and_mask(g, lng, low);
  gen_shifts(g, lng, m->c, 0, 0);
  gen_op(g, lng ? OP_OR_L : OP_OR_I);
  gen_store_at(g, u, off);
}

/* the loads and stores of lvalue x in memory at the address on the stack plus off: a bit-field's bits */
CORE_FN static void gen_lv_load(Gen *g, int32_t x, int32_t off) {
  const Node *m = gen_bf_of(g, x);
  if (m) gen_bf_load(g, m, off);
  else gen_load_at(g, g->n[x].ty, off);
}
CORE_FN static void gen_lv_fit(Gen *g, int32_t x) {
  const Node *m = gen_bf_of(g, x);
  if (m) gen_bf_fit(g, m);
}
CORE_FN static void gen_lv_store(Gen *g, int32_t x, int32_t off) {
  const Node *m = gen_bf_of(g, x);
  if (m) gen_bf_store(g, m, off);
  else gen_store_at(g, g->n[x].ty, off);
}

/* p l -> p + l elements of pointer type pt (p - l: neg) */
CORE_FN static void gen_ptr_add(Gen *g, int pt, int neg) {
  if (neg) gen_op(g, OP_NEG_L);
  gen_op_a(g, OP_PIDX, (uint32_t)gen_size(g, ty_pointee(pt)));
}

/* old v -> old op v in operation type d (a pointer: p += n, p -= n) */
CORE_FN static void gen_compound(Gen *g, int op, int d) {
  if (ty_is_ptr(d)) gen_ptr_add(g, d, op == TK_SUB_ASSIGN);
  else gen_arith_t(g, gen_arith_op(op, d), d);
}

/* v -> v + 1 or v - 1 in operation type d */
CORE_FN static void gen_step(Gen *g, int d, int inc) {
  if (ty_is_ptr(d)) {
    gen_push_const(g, inc ? 1 : -1, TY_LONG);
    gen_ptr_add(g, d, 0);
    return;
  }
  gen_one(g, d);
  gen_arith_t(g, gen_arith_op(inc ? TK_PLUS : TK_MINUS, d), d);
}

/* a library call with its arguments on the stack: CALLB, and the stack's new depth */
CORE_FN static void gen_callb(Gen *g, int bi, int32_t nargs, uint32_t classes) {
  gen_emit(g, OP_CALLB, (uint32_t)bi, 3, (uint32_t)nargs, classes);
  gen_stack(g, -nargs + (bi_sig(bi)[bi_nfixed(bi) + 1] != 0));
}

/* dst src -> (dst if keep): n bytes copied from src to dst (struct assignment, arguments and results) */
CORE_FN static void gen_copy(Gen *g, int64_t n, int keep) {
  gen_push_const(g, n, TY_LONG);
  gen_callb(g, BI_memmove, 3, 0);
  if (!keep) gen_op(g, OP_POP);
}

/* p -> p + off bytes */
CORE_FN static void gen_offset(Gen *g, int32_t off) {
  if (off == 0) return;
  gen_push_const(g, off, TY_LONG);
  gen_op(g, OP_PADD);
}

/* pushes the address of object x (a struct or an array lvalue, gen_is_object) */
CORE_FN static void gen_object(Gen *g, int32_t x) {
  const Node *n = &g->n[x];
  if (n->kind != N_INDEX && n->kind != N_MEMBER && n->kind != N_DEREF)
    gen_expr(g, x, 1); /* a variable, a call, s = t */
  else gen_offset(g, gen_addr(g, x));
}

/* a pointer to static object k (a string literal, a global: numbered by the checker) */
CORE_FN static void gen_static(Gen *g, int32_t k) {
  gen_emit_a(g, OP_GOBJ, (uint32_t)k);
  gen_stack(g, 1);
}

/* the frame object of N_DECL/N_PARAM o at function entry (an argument is copied into it) */
/* the bytes of the object of declaration, compound literal or struct-valued call n */
CORE_FN static int64_t gen_object_size(const Gen *g, const Node *n) {
  if (n->kind == N_COMPLIT && !ty_is_agg(n->ty)) return n->ival * gen_size(g, ty_pointee(n->ty));
  if (n->kind == N_CALL && (n->flags & NF_VARIADIC)) return 8 + 8 * n->ival; /* its variable arguments */
  if (n->kind == N_CALL) return gen_size(g, n->ty); /* a struct result (also through a pointer) */
  return TY_IS_ARR(n->ty) ? n->ival * gen_size(g, TY_BASE(n->ty)) : gen_size(g, n->ty);
}

CORE_FN static void gen_frame_object(Gen *g, int32_t o) {
  const Node *n = &g->n[o];
  int64_t size = gen_object_size(g, n);
  gen_emit(g, OP_FOBJ, (uint32_t)n->slot, 2, (uint32_t)size, 0);
  if (n->kind == N_PARAM && ty_is_agg(n->ty)) { /* a struct by value: the caller's bytes */
    gen_load(g, n->slot);
    gen_load(g, n->d);
    gen_copy(g, size, 0);
  } else if (n->kind == N_PARAM) {
    gen_load(g, n->slot);
    gen_load(g, n->d);
    gen_store_at(g, n->ty, 0);
  }
}

/* slot s *= v (long) */
CORE_FN static void gen_mul_slot(Gen *g, int32_t s, int64_t v) {
  gen_load(g, s);
  gen_push_const(g, v, TY_LONG);
  gen_op(g, OP_MUL_L);
  gen_store(g, s);
}

/* at function entry, a parameter int m[rows][cols]: the bytes of its rows, cols x the element's; of
 * int m[r][c][d], d x the element's (the slot after ival) and c x those (as gcc, d read first) */
CORE_FN static void gen_param_rows(Gen *g, int32_t o) {
  const Node *n = &g->n[o];
  int32_t rows2, r = (int32_t)n->ival;
  int64_t es;
  if (n->kind != N_PARAM || !ty_is_ptr(n->ty) || !cc_vla_row(g->c, ty_pointee(n->ty))) return;
  rows2 = g->n[n->b].next;
  es = gen_size(g, cc_vla_elem(g->c, ty_pointee(n->ty)));
  if (rows2 >= 0) {
    gen_expr(g, rows2, 1);
    gen_store(g, r + 1);
    gen_mul_slot(g, r + 1, es);
  }
  gen_expr(g, n->b, 1);
  if (rows2 >= 0) gen_load(g, r + 1);
  else gen_push_const(g, es, TY_LONG);
  gen_op(g, OP_MUL_L);
  gen_store(g, r);
}

/* x = v, x op= v on a memory lvalue; the element is read after v when v may store (see gen_assign) */
CORE_FN GEN_COLD static void gen_assign_mem(Gen *g, int32_t x, int want) {
  const Node *n = &g->n[x];
  int32_t l = n->a, rhs = n->b, tmp = -1, off;
  int t = g->n[l].ty, d = n->d, op = n->op;
  off = gen_addr(g, l);
  if (op != TK_ASSIGN && gen_writes_arrays(g, rhs)) {
    tmp = gen_spill(g, rhs);
    gen_op(g, OP_DUP);
    gen_lv_load(g, l, off);
    gen_conv(g, t, d);
    gen_load(g, tmp);
    gen_compound(g, op, d);
    gen_conv(g, d, t);
  } else if (op != TK_ASSIGN) {
    gen_op(g, OP_DUP);
    gen_lv_load(g, l, off);
    gen_conv(g, t, d);
    gen_expr(g, rhs, 1);
    gen_compound(g, op, d);
    gen_conv(g, d, t);
  } else {
    gen_expr(g, rhs, 1);
  }
  gen_lv_fit(g, l);
  if (want) {
    tmp = gen_temp(g, t);
    gen_emit_a(g, OP_STORE, (uint32_t)tmp);
    gen_stack(g, -1);
    gen_load(g, tmp);
  }
  gen_lv_store(g, l, off);
  if (want) gen_load(g, tmp);
}

/* ++x --x x++ x-- on a memory lvalue */
CORE_FN GEN_COLD static void gen_incdec_mem(Gen *g, int32_t x, int want) {
  const Node *n = &g->n[x];
  int32_t l = n->a, tmp = -1, off;
  int t = g->n[l].ty, d = n->d, post = (n->flags & NF_POSTFIX) && want;
  off = gen_addr(g, l);
  gen_op(g, OP_DUP);
  gen_lv_load(g, l, off);
  if (want) tmp = gen_temp(g, t);
  if (post) {
    gen_op(g, OP_DUP);
    gen_emit_a(g, OP_STORE, (uint32_t)tmp);
    gen_stack(g, -1);
  }
  gen_conv(g, t, d);
  gen_step(g, d, n->op == TK_INC);
  gen_conv(g, d, t);
  gen_lv_fit(g, l);
  if (want && !post) {
    gen_emit_a(g, OP_STORE, (uint32_t)tmp);
    gen_stack(g, -1);
    gen_load(g, tmp);
  }
  gen_lv_store(g, l, off);
  if (want) gen_load(g, tmp);
}

/* the pointer &x (&*p is p: gen_addr's N_DEREF) */
CORE_FN GEN_COLD static void gen_address_of(Gen *g, int32_t x) { gen_offset(g, gen_addr(g, g->n[x].a)); }

/* x = v, x op= v */
CORE_FN GEN_COLD static void gen_assign(Gen *g, int32_t x, int want) {
  const Node *n = &g->n[x];
  const Node *l = &g->n[n->a];
  int compound = n->op != TK_ASSIGN, d = n->d;
  if (ty_is_agg(n->ty)) { /* s = t: t's bytes; its value is s */
    gen_object(g, n->a);
    gen_object(g, n->b);
    gen_copy(g, gen_size(g, n->ty), want);
    return;
  }
  if (gen_in_memory(g, l)) {
    gen_assign_mem(g, x, want);
    return;
  }
  if (l->kind == N_VAR) {
    int t = l->ty;
    int32_t slot = l->slot;
    if (compound) {
      gen_load(g, slot);
      gen_conv(g, t, d);
      gen_expr(g, n->b, 1);
      gen_compound(g, n->op, d);
      gen_conv(g, d, t);
    } else {
      gen_expr(g, n->b, 1);
    }
    if (want) gen_op(g, OP_DUP);
    gen_store(g, slot);
    return;
  }
  { /* N_INDEX */
    const Node *arr = &g->n[l->a];
    int t = TY_BASE(arr->ty);
    uint32_t slot = (uint32_t)arr->slot;
    int32_t rhs = n->b;
    gen_expr(g, l->b, 1);
    if (compound && gen_writes_arrays(g, rhs)) { /* a[i] op= f(a): read a[i] after f, as gcc and clang */
      int32_t tmp = gen_spill(g, rhs);
      gen_op(g, OP_DUP);
      gen_op_a(g, OP_ALOAD, slot);
      gen_conv(g, t, d);
      gen_op_a(g, OP_LOAD, (uint32_t)tmp);
      gen_arith_t(g, gen_arith_op(n->op, d), d);
      gen_conv(g, d, t);
    } else if (compound) {
      gen_op(g, OP_DUP);
      gen_op_a(g, OP_ALOAD, slot);
      gen_conv(g, t, d);
      gen_expr(g, rhs, 1);
      gen_arith_t(g, gen_arith_op(n->op, d), d);
      gen_conv(g, d, t);
    } else {
      gen_expr(g, rhs, 1);
    }
    gen_op_a(g, want ? OP_ASTORE_K : OP_ASTORE, slot);
  }
}

/* ++x --x x++ x-- */
CORE_FN GEN_COLD static void gen_incdec(Gen *g, int32_t x, int want) {
  const Node *n = &g->n[x];
  const Node *l = &g->n[n->a];
  int d = n->d, inc = n->op == TK_INC, post = (n->flags & NF_POSTFIX) && want;
  int op = ty_is_ptr(d) ? 0 : gen_arith_op(inc ? TK_PLUS : TK_MINUS, d);
  if (gen_in_memory(g, l)) {
    gen_incdec_mem(g, x, want);
    return;
  }
  if (l->kind == N_VAR) {
    int t = l->ty;
    int32_t slot = l->slot;
    if (g->opt && t == d && (t == TY_INT || t == TY_LONG)) {
      if (post) gen_load(g, slot);
      gen_emit(g, t == TY_INT ? OP_INC_SLOT_I : OP_INC_SLOT_L, (uint32_t)slot, 2, inc ? 1u : 0xffffffffu, 0);
      if (want && !post) gen_load(g, slot);
      return;
    }
    gen_load(g, slot);
    if (post) gen_op(g, OP_DUP);
    gen_conv(g, t, d);
    gen_step(g, d, inc);
    gen_conv(g, d, t);
    if (want && !post) gen_op(g, OP_DUP);
    gen_store(g, slot);
    return;
  }
  { /* N_INDEX */
    const Node *arr = &g->n[l->a];
    int t = TY_BASE(arr->ty);
    uint32_t slot = (uint32_t)arr->slot;
    int32_t tmp = -1;
    gen_expr(g, l->b, 1);
    gen_op(g, OP_DUP);
    gen_op_a(g, OP_ALOAD, slot);
    if (post) {
      tmp = gen_temp(g, t);
      gen_op(g, OP_DUP);
      gen_emit_a(g, OP_STORE, (uint32_t)tmp); /* not gen_store: no fusion */
      gen_stack(g, -1);
    }
    gen_conv(g, t, d);
    gen_one(g, d);
    gen_arith_t(g, op, d);
    gen_conv(g, d, t);
    gen_op_a(g, want && !post ? OP_ASTORE_K : OP_ASTORE, slot);
    if (post) gen_load(g, tmp);
  }
}

/* a ? b : c (want: push the value) */
/* gcc's a ?: c: a once; its value converted where it is nonzero, else c's */
CORE_FN GEN_COLD static void gen_elvis(Gen *g, int32_t x, int want) {
  const Node *n = &g->n[x];
  int32_t sp0 = g->sp, f, e, c = n->c;
  int ta = g->n[n->a].ty, t = n->ty;
  gen_expr(g, n->a, 1);
  gen_op(g, OP_DUP);
  gen_conv(g, ta, TY_BOOL);
  f = gen_cjump(g, OP_JZ);
  gen_conv(g, ta, t);
  e = gen_jump(g);
  gen_patch_here(g, f);
  g->reach = 1;
  gen_op(g, OP_POP);
  gen_expr(g, c, 1);
  gen_patch_here(g, e);
  g->sp = sp0 + 1;
  if (!want) gen_op(g, OP_POP);
}

CORE_FN GEN_COLD static void gen_cond_expr(Gen *g, int32_t x, int want) {
  const Node *n = &g->n[x];
  int32_t sp0 = g->sp, f, e = NO_JUMP, b = n->b, c = n->c;
  int push = want && n->ty != TY_VOID;
  if (b < 0) {
    gen_elvis(g, x, want);
    return;
  }
  f = gen_jif(g, n->a, 0);
  if (g->reach) {
    gen_expr(g, b, want);
    e = gen_jump(g);
  }
  g->sp = sp0;
  gen_patch_here(g, f);
  if (g->reach) gen_expr(g, c, want);
  gen_patch_here(g, e);
  g->sp = sp0;
  gen_stack(g, push);
}

/* a && b, a || b as statements: b runs only when needed */
CORE_FN GEN_COLD static void gen_logic_effect(Gen *g, int32_t x) {
  const Node *n = &g->n[x];
  int32_t b = n->b, skip = gen_jif(g, n->a, n->kind == N_LOGOR);
  if (g->reach) gen_expr(g, b, 0);
  gen_patch_here(g, skip);
}

/* ---------------------------------------------------------------- units (compiler.h, CcUnits) */
/* emits compose unit k's instructions */
CORE_FN GEN_COLD static void gen_unit_emit(Gen *g, int32_t k) {
  const CcUnits *u = g->c->units;
  int32_t i;
  for (i = u->off[k]; i < u->off[k + 1]; i++) {
    const CcIns *in = &u->ins[i];
    switch (op_kind(in->op)) {
    case OK_CONST: gen_op_a(g, in->op, (uint32_t)gen_const_index(g, (uint64_t)in->v)); break;
    case OK_SLOT: gen_op_a(g, in->op, in->temp ? (uint32_t)gen_temp(g, in->temp) : in->a); break;
    case OK_FUNC: {
      const Func *f = &g->c->fn[in->a];
      gen_emit_a(g, OP_CALL, in->a);
      gen_stack(g, -f->nparams + (f->ret != TY_VOID));
      break;
    }
    default: gen_op_a(g, in->op, in->a); break;
    }
  }
}

/* x is a unit: recorded as it is generated, or replaced by the given instructions; 0 when it is none */
CORE_FN GEN_COLD static int gen_unit(Gen *g, int32_t x, int want) {
  CcUnits *u = g->c->units;
  int32_t k;
  if (g->in_unit || !u->mark || !u->mark[x] || g->opt) return 0;
  k = g->unit_next++;
  if (u->compose) {
    if (k >= u->n) gen_fail(g, E_OUT_OF_SPACE, 0);
    else gen_unit_emit(g, k);
    return 1;
  }
  if (k < u->cap) {
    u->unit[k].node = x;
    u->unit[k].want = want;
    u->unit[k].fn = g->fi;
    u->unit[k].start = g->pc;
  }
  g->in_unit = 1;
  gen_expr(g, x, want);
  g->in_unit = 0;
  if (k < u->cap) u->unit[k].end = g->pc;
  u->n = k + 1;
  return 1;
}

/* may x be a compile-time constant (gen_const)?  A cheap test on x and its operand */
CORE_FN static int gen_maybe_const(const Gen *g, const Node *n) {
  int k = g->n[n->a].kind;
  return k == N_NUM || k == N_DNUM || k == N_BOOLLIT || k == N_CAST || k == N_UNARY;
}

CORE_FN static void gen_stmt(Gen *g, int32_t s, Loop *lp);

/* gcc's statement expression: its statements (no jump leaves them: ck_stmtexpr), then its value */
CORE_FN static void gen_stmt_expr(Gen *g, int32_t x, int want) {
  int32_t s;
  for (s = g->n[x].a; s >= 0; s = g->n[s].next) gen_stmt(g, s, 0);
  g->reach = 1; /* (after a loop that never ends, the value's code is dead, and stays consistent) */
  if (g->n[x].b >= 0) gen_expr(g, g->n[x].b, want);
}

/* everything of gen_expr but the leaves */
CORE_FN static void gen_tree(Gen *g, int32_t x, int want) {
  const Node *n = &g->n[x];
  int64_t v;
  int t;
  if (gen_is_object(n) && (n->kind == N_INDEX || n->kind == N_MEMBER || n->kind == N_DEREF)) {
    gen_object(g, x);
    if (!want) gen_op(g, OP_POP);
    return;
  }
  switch (n->kind) {
  case N_BINARY:
    gen_expr(g, n->a, 1);
    gen_expr(g, n->b, 1);
    if (gen_is_cmp(n->op)) {
      gen_op_n(g, gen_cmp_op(n->op, g->n[n->a].ty), -1);
    } else if (ty_is_ptr(n->ty)) { /* p + n, p - n */
      gen_ptr_add(g, n->ty, n->op == TK_MINUS);
    } else if (ty_is_ptr(g->n[n->a].ty)) { /* p - q: the elements between them */
      gen_op(g, OP_PDIFF);
      t = (int)gen_size(g, ty_pointee(g->n[n->a].ty));
      if (t > 1) {
        gen_push_const(g, t, TY_LONG);
        gen_op(g, OP_DIV_L);
      }
    } else {
      gen_arith_t(g, gen_arith_op(n->op, n->ty), n->ty);
    }
    break;
  case N_STR: gen_static(g, n->slot); break;
  case N_COMPLIT:
    gen_array_init(g, x);
    gen_load(g, n->slot);
    break;
  case N_FNREF: gen_op_a(g, OP_FPTR, (uint32_t)n->fn); break;
  case N_STMTEXPR: gen_stmt_expr(g, x, want); return;
  case N_DEREF: case N_MEMBER: gen_lv_load(g, x, gen_addr(g, x)); break;
  case N_ADDR: gen_address_of(g, x); break;
  case N_CAST:
    if (ty_is_ptr(n->ty) && !ty_is_ptr(g->n[n->a].ty) && gen_const(g, n->a, &v, &t) && v == 0) {
      if (want) gen_op(g, OP_PNULL); /* a null pointer constant */
      return;
    }
    if (gen_maybe_const(g, n) && gen_const(g, x, &v, &t)) {
      if (want) gen_push_const(g, v, t);
      return;
    }
    if (n->ty == TY_VOID) { /* (void)e */
      gen_expr(g, n->a, 0);
      return;
    }
    gen_expr(g, n->a, 1);
    gen_conv(g, g->n[n->a].ty, n->ty);
    break;
  case N_ASSIGN: gen_assign(g, x, want); return;
  case N_INCDEC: gen_incdec(g, x, want); return;
  case N_COMMA:
    gen_expr(g, n->a, 0);
    gen_expr(g, n->b, want);
    return;
  case N_CALL: gen_call(g, x, want); return;
  case N_COND: gen_cond_expr(g, x, want); return;
  case N_LOGAND: case N_LOGOR:
    if (want) gen_bool_value(g, x);
    else gen_logic_effect(g, x);
    return;
  case N_NUM: case N_DNUM: case N_BOOLLIT:
    if (want) {
      gen_const(g, x, &v, &t);
      gen_push_const(g, v, t);
    }
    return;
  case N_VAR:
    if ((n->flags & (NF_GLOBAL | NF_MARR)) == (NF_GLOBAL | NF_MARR)) gen_static(g, n->slot); /* a global array */
    else if (n->flags & (NF_ADDR | NF_GLOBAL)) gen_load_at(g, n->ty, gen_addr(g, x));
    else gen_load(g, n->slot);
    break;
  case N_INDEX:
    if (gen_in_memory(g, n)) {
      gen_load_at(g, n->ty, gen_addr(g, x));
      break;
    }
    gen_expr(g, n->b, 1);
    gen_op_a(g, OP_ALOAD, (uint32_t)g->n[n->a].slot);
    break;
  case N_UNARY:
    if (n->op == TK_NOT) {
      gen_not(g, x);
      break;
    }
    if (gen_maybe_const(g, n) && gen_const(g, x, &v, &t)) {
      if (want) gen_push_const(g, v, t);
      return;
    }
    gen_expr(g, n->a, 1);
    t = ty_class(n->ty);
    if (n->op == TK_MINUS) gen_op_n(g, PICK(t, OP_NEG_I, OP_NEG_L, OP_NEG_D), 0);
    else if (n->op == TK_TILDE) gen_op_n(g, t == TY_LONG ? OP_NOT_L : OP_NOT_I, 0);
    break;
  default: return; /* not an expression (the checker rejected it) */
  }
  if (!want) gen_op(g, OP_POP);
}

/* pushes the value of expression x (want) or evaluates it for its effects only (!want).  Variables and
 * integer literals, most of the operands, are pushed here without entering the recursive walk. */
CORE_FN static GEN_INLINE void gen_expr(Gen *g, int32_t x, int want) {
  const Node *n = &g->n[x];
  if (g->c->units && gen_unit(g, x, want)) return;
  if (want && n->kind == N_VAR && !(n->flags & (NF_ADDR | NF_GLOBAL))) {
    gen_load(g, n->slot);
    return;
  }
  if (want && n->kind == N_NUM) {
    if (n->ty == TY_LONG || n->ty == TY_ULONG) gen_push_const(g, n->ival, TY_LONG);
    else gen_int(g, n->ival);
    return;
  }
  gen_tree(g, x, want);
}

/* ---------------------------------------------------------------- conditions */
/* a constant 0 of type ty (int or long)? */
CORE_FN static int gen_is_zero(Gen *g, int32_t x, int ty) {
  int64_t v;
  int t;
  return gen_const(g, x, &v, &t) && t == ty && v == 0;
}

/* comparison x (N_BINARY, TK_EQ..TK_GE) as a jump taken when its truth is jt */
CORE_FN static int32_t gen_jif_cmp(Gen *g, int32_t x, int jt) {
  const Node *n = &g->n[x];
  int t = g->n[n->a].ty, tok = n->op;
  int32_t a = n->a, b = n->b;
  if (ty_is_float(t) || !g->opt || ty_is_ptr(t) || (t >= TY_CHAR && tok != TK_EQ && tok != TK_NE)) {
    if (!g->c->units || !gen_unit(g, x, 1)) { /* (a unit: the same code, gen_tree's comparison) */
      gen_expr(g, a, 1);
      gen_expr(g, b, 1);
      gen_op_n(g, gen_cmp_op(tok, t), -1);
    }
    return gen_cjump(g, jt ? OP_JNZ : OP_JZ);
  }
  if (!jt) tok = gen_neg_cmp(tok);
  if ((t == TY_INT || t == TY_LONG || t == TY_UINT || t == TY_ULONG) && (tok == TK_EQ || tok == TK_NE)) {
    int32_t other = gen_is_zero(g, b, t) ? a : gen_is_zero(g, a, t) ? b : -1;
    if (other >= 0) {
      gen_expr(g, other, 1);
      if (ty_class(t) == TY_LONG) return gen_cjump(g, tok == TK_EQ ? OP_JZ_L : OP_JNZ_L);
      return gen_cjump(g, tok == TK_EQ ? OP_JZ : OP_JNZ);
    }
  }
  gen_expr(g, a, 1);
  gen_expr(g, b, 1);
  return gen_cjump(g, gen_jcmp_op(tok, ty_class(t)));
}

/* emits code that jumps to the returned list when the truth of x equals jt and falls through otherwise */
CORE_FN static int32_t gen_jif(Gen *g, int32_t x, int jt) {
  const Node *n = &g->n[x];
  int64_t v;
  int t;
  switch (n->kind) {
  case N_NUM: case N_DNUM: case N_BOOLLIT:
    gen_const(g, x, &v, &t);
    return gen_truth(v, t) == jt ? gen_jump(g) : NO_JUMP;
  case N_UNARY:
    if (n->op == TK_NOT) return gen_jif(g, n->a, !jt);
    if (gen_const(g, x, &v, &t)) return gen_truth(v, t) == jt ? gen_jump(g) : NO_JUMP;
    break;
  case N_CAST:
    if (gen_keeps_truth(g->n[n->a].ty, n->ty)) return gen_jif(g, n->a, jt);
    if (gen_const(g, x, &v, &t)) return gen_truth(v, t) == jt ? gen_jump(g) : NO_JUMP;
    break;
  case N_BINARY:
    if (gen_is_cmp(n->op)) return gen_jif_cmp(g, x, jt);
    break;
  case N_LOGAND: case N_LOGOR: {
    int32_t b = n->b, l, skip;
    if ((n->kind == N_LOGAND) != jt) { /* && jumping when false, || when true: both go the same way */
      l = gen_jif(g, n->a, jt);
      if (!g->reach) return l;
      return gen_concat(g, gen_jif(g, b, jt), l);
    }
    skip = gen_jif(g, n->a, !jt); /* && jumping when true: a false skips b */
    if (!g->reach) {
      gen_patch_here(g, skip);
      return NO_JUMP;
    }
    l = gen_jif(g, b, jt);
    gen_patch_here(g, skip);
    return l;
  }
  default: break;
  }
  gen_expr(g, x, 1);
  t = ty_class(n->ty);
  if (t == TY_LONG) return gen_cjump(g, jt ? OP_JNZ_L : OP_JZ_L);
  if (t == TY_DOUBLE) gen_op(g, OP_D2B);
  if (t == TY_PTR) gen_op(g, OP_P2B);
  return gen_cjump(g, jt ? OP_JNZ : OP_JZ);
}

/* ---------------------------------------------------------------- statements */
CORE_FN static void gen_stmt(Gen *g, int32_t s, Loop *lp);

CORE_FN static void gen_return(Gen *g, int32_t e) {
  const Node *n;
  if (e < 0) {
    gen_op(g, OP_RET_V);
    g->reach = 0;
    return;
  }
  n = &g->n[e];
  if (n->kind == N_COND && n->b >= 0) { /* return a ? b : c: both arms return, nothing joins */
    int32_t b = n->b, c = n->c, f = gen_jif(g, n->a, 0);
    if (g->reach) gen_return(g, b);
    gen_patch_here(g, f);
    if (g->reach) gen_return(g, c);
    return;
  }
  if (ty_is_agg(g->c->fn[g->fi].ret)) { /* copied to the caller's object (the hidden last argument) */
    gen_load(g, g->c->fn[g->fi].nparams);
    gen_object(g, e);
    gen_copy(g, gen_size(g, g->c->fn[g->fi].ret), 1);
  } else {
    gen_expr(g, e, 1);
  }
  gen_op(g, OP_RET);
  g->reach = 0;
}

CORE_FN static int gen_is_zero_const(Gen *g, int32_t x) {
  int64_t v;
  int t;
  return gen_const(g, x, &v, &t) && v == 0; /* doubles: +0.0 only (bits 0) */
}

/* zeroes the n bytes of the frame object in slot (memset) */
CORE_FN static void gen_zero_object(Gen *g, int32_t slot, int64_t n) {
  gen_load(g, slot);
  gen_int(g, 0);
  gen_push_const(g, n, TY_LONG);
  gen_callb(g, BI_memset, 3, 0);
  gen_op(g, OP_POP);
}

/* the initialiser of an array in memory (its object is made at entry): a string (memcpy from its
 * static) or a list; a partial one zeroes the object first (the declaration may run again in a loop) */
CORE_FN GEN_COLD static void gen_array_init(Gen *g, int32_t s) {
  const Node *n = &g->n[s];
  if (n->flags & NF_AGGINIT) {
    gen_agg_init(g, s);
    return;
  }
  int et = n->kind == N_COMPLIT ? ty_pointee(n->ty) : TY_BASE(n->ty), size = ty_size(et);
  int64_t count = 0, len;
  int32_t e, slot = n->slot, k = 0;
  if (n->a < 0) return;
  if (!(n->flags & NF_INITLIST)) { /* a string */
    len = g->n[n->a].ival + 1 < n->ival ? g->n[n->a].ival + 1 : n->ival;
    if (len < n->ival) gen_zero_object(g, slot, n->ival);
    gen_load(g, slot);
    gen_static(g, g->n[n->a].slot);
    gen_push_const(g, len, TY_LONG);
    gen_callb(g, BI_memcpy, 3, 0);
    gen_op(g, OP_POP);
    return;
  }
  for (e = n->a; e >= 0; e = g->n[e].next) count++;
  if (count < n->ival) gen_zero_object(g, slot, n->ival * size);
  for (e = n->a; e >= 0; e = g->n[e].next, k++) {
    if (count < n->ival && gen_is_zero_const(g, e)) continue;
    gen_load(g, slot);
    gen_expr(g, e, 1);
    gen_store_at(g, et, k * size);
  }
}

/* leaf y of an aggregate's initialiser into the object whose pointer is in slot, at byte off */
CORE_FN static void gen_agg_leaf(Gen *g, int32_t slot, const Node *y, int32_t off) {
  gen_load(g, slot);
  if (TY_IS_ARR(y->ty) || ty_is_agg(y->ty)) { /* a string into a char array, a struct copied */
    int64_t len = ty_is_agg(y->ty) ? gen_size(g, y->ty)
                  : g->n[y->a].ival + 1 < y->ival ? g->n[y->a].ival + 1 : y->ival;
    gen_offset(g, off);
    gen_object(g, y->a);
    gen_copy(g, len, 0);
    return;
  }
  gen_expr(g, y->a, 1);
  if (y->c >= 0) { /* a bit-field's leaf (ck_init_field) */
    gen_bf_fit(g, &g->n[y->c]);
    gen_bf_store(g, &g->n[y->c], off);
  } else {
    gen_store_at(g, y->ty, off);
  }
}

/* copy leaf y (ck_init_repeat): the b copies of the element at byte fn of the object in slot, slot bytes
 * each, after it: memcpy from the element, doubling what is copied */
CORE_FN static void gen_agg_copies(Gen *g, int32_t slot, const Node *y) {
  int64_t done = 1, left = y->b, step = y->slot, k;
  while (left > 0) {
    k = done < left ? done : left;
    gen_load(g, slot);
    gen_offset(g, (int32_t)(y->fn + done * step));
    gen_load(g, slot);
    gen_offset(g, y->fn);
    gen_push_const(g, k * step, TY_LONG);
    gen_callb(g, BI_memcpy, 3, 0);
    gen_op(g, OP_POP);
    done += k;
    left -= k;
  }
}

/* the leaves of an aggregate's initialiser (NF_AGGINIT) into object s, zeroed first; a range designator's
 * (gcc's [lo ... hi] = v) into its first element, whose bytes then go to the others (gen_agg_copies) */
CORE_FN GEN_COLD static void gen_agg_init(Gen *g, int32_t s) {
  const Node *n = &g->n[s];
  int32_t l, slot = n->slot;
  gen_zero_object(g, slot, gen_object_size(g, n));
  for (l = n->a; l >= 0; l = g->n[l].next) {
    const Node *y = &g->n[l];
    if (y->a < 0) gen_agg_copies(g, slot, y);
    else if (TY_IS_ARR(y->ty) || ty_is_agg(y->ty) || !gen_is_zero_const(g, y->a)) gen_agg_leaf(g, slot, y, y->d);
  }
}

CORE_FN static void gen_decl(Gen *g, int32_t s) {
  const Node *n = &g->n[s];
  if (n->flags & NF_GLOBAL) return; /* a static local: its initial bytes are in the module's statics */
  if (n->flags & NF_AGGINIT) {
    gen_agg_init(g, s);
    return;
  }
  if (ty_is_agg(n->ty)) { /* a struct: from another one, or (its object starts zeroed) nothing */
    if (n->a >= 0) {
      gen_load(g, n->slot);
      gen_object(g, n->a);
      gen_copy(g, gen_size(g, n->ty), 0);
    }
    return;
  }
  if (n->flags & NF_VLA) { /* its object, then its size in bytes (FOBJV checked that it fits) */
    int rows = cc_vla_row(g->c, TY_BASE(n->ty));
    int64_t es = gen_size(g, cc_vla_elem(g->c, TY_BASE(n->ty)));
    if (rows) { /* int a[n][m]: m first (as gcc), n x m elements, a row's bytes (m x the element's) in ival;
                 * int a[n][m][k]: k first, n x m x k elements, a row's row's bytes (k x the element's) in
                 * the slot after ival, and a row's m x those */
      int32_t rows2 = g->n[n->d].next, r = (int32_t)n->ival;
      if (rows2 >= 0) {
        gen_expr(g, rows2, 1);
        gen_store(g, r + 1);
      }
      gen_expr(g, n->d, 1);
      gen_store(g, r);
      gen_expr(g, n->b, 1);
      gen_load(g, r);
      gen_op(g, OP_MUL_L);
      if (rows2 >= 0) {
        gen_load(g, r + 1);
        gen_op(g, OP_MUL_L);
        gen_mul_slot(g, r + 1, es);
      }
      gen_store(g, n->c);
      gen_load(g, r);
      if (rows2 >= 0) gen_load(g, r + 1);
      else gen_push_const(g, es, TY_LONG);
      gen_op(g, OP_MUL_L);
      gen_store(g, r);
    } else {
      gen_expr(g, n->b, 1);
      gen_store(g, n->c);
    }
    gen_load(g, n->c);
    gen_push_const(g, es, TY_LONG);
    gen_emit(g, OP_FOBJV, (uint32_t)n->slot, 2, (uint32_t)n->fn, 0);
    gen_stack(g, -2);
    gen_load(g, n->c);
    gen_push_const(g, es, TY_LONG);
    gen_op(g, OP_MUL_L);
    gen_store(g, n->c);
    return;
  }
  if (n->flags & NF_MARR) {
    gen_array_init(g, s);
    return;
  }
  if (n->flags & NF_ADDR) {
    if (n->a >= 0) {
      gen_load(g, n->slot);
      gen_expr(g, n->a, 1);
      gen_store_at(g, n->ty, 0);
    }
    return;
  }
  if (TY_IS_ARR(n->ty)) {
    int32_t e, k = 0;
    uint32_t slot = (uint32_t)n->slot;
    gen_emit(g, OP_ARR_INIT, slot, 3, (uint32_t)n->d, (uint32_t)n->ival);
    if (!(n->flags & NF_INITLIST)) return;
    for (e = n->a; e >= 0; e = g->n[e].next, k++) {
      if (gen_is_zero_const(g, e)) continue;
      gen_int(g, k);
      gen_expr(g, e, 1);
      gen_op_a(g, OP_ASTORE, slot);
    }
    return;
  }
  if (n->a >= 0) {
    gen_expr(g, n->a, 1);
    gen_store(g, n->slot);
  }
}

/* the statement is `break;` or `continue;` (alone in a block at most): its kind, else 0 */
CORE_FN static int gen_single_jump(Gen *g, int32_t s) {
  const Node *n = &g->n[s];
  if (n->kind == N_BLOCK && n->a >= 0 && g->n[n->a].next < 0) n = &g->n[n->a];
  return n->kind == N_BREAK || n->kind == N_CONTINUE ? n->kind : 0;
}

/* the loop a continue in lp goes to (past switches) */
CORE_FN static Loop *gen_cont_loop(Loop *lp) {
  while (lp && lp->sw) lp = lp->outer;
  return lp;
}

CORE_FN static void gen_loop_jump(Gen *g, int32_t list, int kind, Loop *lp) {
  if (kind == N_CONTINUE) lp = gen_cont_loop(lp);
  if (!lp) return;
  if (kind == N_BREAK) lp->brk = gen_concat(g, list, lp->brk);
  else if (lp->cont_at >= 0) gen_patch_list(g, list, lp->cont_at);
  else lp->cont = gen_concat(g, list, lp->cont);
}

CORE_FN static void gen_if(Gen *g, int32_t s, Loop *lp) {
  const Node *n = &g->n[s];
  int32_t then = n->b, els = n->c, f, e = NO_JUMP;
  int jk = gen_single_jump(g, then);
  if (jk && lp) { /* if (c) break; / if (c) continue; */
    gen_loop_jump(g, gen_jif(g, n->a, 1), jk, lp);
    if (els >= 0) gen_stmt(g, els, lp);
    return;
  }
  jk = els >= 0 ? gen_single_jump(g, els) : 0;
  if (jk && lp) { /* if (c) S else break; */
    gen_loop_jump(g, gen_jif(g, n->a, 0), jk, lp);
    gen_stmt(g, then, lp);
    return;
  }
  f = gen_jif(g, n->a, 0);
  gen_stmt(g, then, lp);
  if (els >= 0) {
    if (g->reach) e = gen_jump(g);
    gen_patch_here(g, f);
    gen_stmt(g, els, lp);
    gen_patch_here(g, e);
  } else {
    gen_patch_here(g, f);
  }
}

/* constant truth of a loop condition: 1 true (or absent), 0 false, -1 not constant */
CORE_FN static int gen_cond_const(Gen *g, int32_t x) {
  int64_t v;
  int t;
  if (x < 0) return 1;
  if (!gen_const(g, x, &v, &t)) return -1;
  return gen_truth(v, t);
}

/* for (T i = c0, ...; i cmp c1; ...): is the first test surely true?  (the init declares only constants) */
CORE_FN static int gen_first_test_true(Gen *g, int32_t init, int32_t cond) {
  const Node *c, *a;
  int64_t v0 = 0, v1;
  int t1, found = 0;
  int32_t s;
  if (cond < 0 || init < 0 || g->n[init].kind != N_DECL) return 0;
  c = &g->n[cond];
  if (c->kind != N_BINARY || !gen_is_cmp(c->op)) return 0;
  a = &g->n[c->a];
  if (a->kind != N_VAR || (a->ty != TY_INT && a->ty != TY_LONG)) return 0;
  if (!gen_const(g, c->b, &v1, &t1) || t1 != a->ty) return 0;
  for (s = init; s >= 0; s = g->n[s].next) {
    const Node *d = &g->n[s];
    int64_t v = 0;
    int t = TY_VOID;
    if (d->kind != N_DECL || TY_IS_ARR(d->ty)) return 0;
    if (d->a >= 0 && !gen_const(g, d->a, &v, &t)) return 0;
    if (d->slot == a->slot) {
      if (d->a < 0 || t != a->ty) return 0;
      v0 = v;
      found = 1;
    }
  }
  if (!found) return 0;
  switch (c->op) {
  case TK_EQ: return v0 == v1;
  case TK_NE: return v0 != v1;
  case TK_LT: return v0 < v1;
  case TK_LE: return v0 <= v1;
  case TK_GT: return v0 > v1;
  default: return v0 >= v1;
  }
}

/* while (cond) body; for (; cond; step) body; (first: the first test is known to be true) */
CORE_FN static void gen_loop(Gen *g, int32_t cond, int32_t step, int32_t body, int first) {
  Loop lp;
  int k = gen_cond_const(g, cond);
  int32_t head, j = NO_JUMP;
  lp.brk = lp.cont = NO_JUMP;
  lp.cont_at = -1;
  lp.outer = 0;
  lp.sw = 0;
  if (k == 0) return; /* the body never runs */
  if (k == 1) {       /* head: body; step; JUMP head */
    head = gen_label(g);
    if (step < 0) lp.cont_at = head;
    gen_stmt(g, body, &lp);
    gen_patch_here(g, lp.cont);
    if (step >= 0 && g->reach) gen_expr(g, step, 0);
    if (g->reach) gen_jump_to(g, head);
    gen_patch_here(g, lp.brk);
    return;
  }
  if (!first) j = gen_jump(g); /* JUMP test; head: body; step; test: jump to head if cond */
  head = gen_label(g);
  gen_stmt(g, body, &lp);
  gen_patch_here(g, lp.cont);
  if (step >= 0 && g->reach) gen_expr(g, step, 0);
  gen_patch_here(g, j);
  gen_patch_list(g, gen_jif(g, cond, 1), head);
  gen_patch_here(g, lp.brk);
}

CORE_FN static void gen_do(Gen *g, int32_t body, int32_t cond) {
  Loop lp;
  int32_t head;
  lp.brk = lp.cont = NO_JUMP;
  lp.cont_at = -1;
  lp.outer = 0;
  lp.sw = 0;
  head = gen_label(g);
  gen_stmt(g, body, &lp);
  gen_patch_here(g, lp.cont);
  if (g->reach) gen_patch_list(g, gen_jif(g, cond, 1), head);
  gen_patch_here(g, lp.brk);
}

CORE_FN static void gen_stmt(Gen *g, int32_t s, Loop *lp);

/* a block's statements (past a jump, only those with a label are generated: gen_stmt) */
CORE_FN static void gen_block(Gen *g, int32_t s, Loop *lp) {
  int32_t t;
  for (t = g->n[s].a; t >= 0; t = g->n[t].next) gen_stmt(g, t, lp);
}

/* name: statement.  The jumps that came before go here; later ones jump back to its position */
CORE_FN static void gen_label_stmt(Gen *g, int32_t s, Loop *lp) {
  Node *n = &g->n[s];
  gen_patch_here(g, n->d);
  n->d = NO_JUMP;
  n->ival = gen_label(g);
  gen_stmt(g, n->a, lp);
}

/* goto name; */
CORE_FN static void gen_goto(Gen *g, int32_t s) {
  Node *l = &g->n[g->n[s].d];
  if (l->ival >= 0) gen_jump_to(g, (int32_t)l->ival);
  else l->d = gen_concat(g, gen_jump(g), l->d);
}

/* switch (e) body: e in a temp, compared with each case value in turn (a jump to each label), then a
 * jump to the default label or past the switch; the body's labels are patched as it is generated */
CORE_FN GEN_COLD static void gen_switch(Gen *g, int32_t s, Loop *lp) {
  Node *n = &g->n[s];
  int st = n->d;
  int32_t tmp = gen_temp(g, st), c, dflt = -1;
  Loop sw;
  sw.brk = sw.cont = NO_JUMP;
  sw.cont_at = -1;
  sw.outer = lp;
  sw.sw = 1;
  gen_expr(g, n->a, 1);
  gen_emit_a(g, OP_STORE, (uint32_t)tmp); /* not gen_store: no fusion */
  gen_stack(g, -1);
  for (c = n->c; c >= 0; c = g->n[c].c) {
    if (g->n[c].flags & NF_DEFAULT) {
      dflt = c;
      continue;
    }
    if (g->n[c].nlen < 0) { /* gcc's empty case range (hi < lo): no value reaches it */
      g->n[c].d = NO_JUMP;
      continue;
    }
    gen_op_a(g, OP_LOAD, (uint32_t)tmp);
    gen_push_const(g, g->n[c].ival, st);
    if (g->n[c].nlen == 0) {
      g->n[c].d = gen_cjump(g, ty_class(st) == TY_LONG ? OP_JEQ_L : OP_JEQ_I);
    } else { /* gcc's case lo ... hi: (unsigned) (x - lo) <= hi - lo, in the switch type's width */
      int lng = ty_class(st) == TY_LONG;
      gen_op(g, lng ? OP_SUB_L : OP_SUB_I);
      gen_push_const(g, g->n[c].nlen, st);
      gen_op(g, lng ? OP_LE_UL : OP_LE_U);
      g->n[c].d = gen_cjump(g, OP_JNZ);
    }
  }
  if (dflt >= 0) g->n[dflt].d = gen_jump(g);
  else sw.brk = gen_jump(g);
  g->reach = 0; /* the body is entered at its labels only */
  gen_stmt(g, n->b, &sw);
  gen_patch_here(g, sw.brk);
}

CORE_FN static void gen_stmt(Gen *g, int32_t s, Loop *lp) {
  const Node *n = &g->n[s];
  int32_t t;
  if (g->err) return;
  if (n->kind == N_CASE) { /* a label: reached by its switch's jump */
    gen_patch_here(g, n->d);
    gen_stmt(g, n->b, lp);
    return;
  }
  if (!g->reach) { /* dead unless a jump reaches a label inside it: a block's statements decide each */
    if (!cc_has_label(g->n, s)) return;
    if (n->kind != N_BLOCK && n->kind != N_LABEL) g->reach = 1; /* (its code before the label is dead) */
  }
  switch (n->kind) {
  case N_BLOCK: gen_block(g, s, lp); return;
  case N_SWITCH: gen_switch(g, s, lp); return;
  case N_DECL: gen_decl(g, s); return;
  case N_EXPR: gen_expr(g, n->a, 0); return;
  case N_IF: gen_if(g, s, lp); return;
  case N_WHILE: gen_loop(g, n->a, -1, n->b, 0); return;
  case N_FOR: {
    int32_t cond = n->b, step = n->c, body = n->d;
    for (t = n->a; t >= 0 && g->reach; t = g->n[t].next) gen_stmt(g, t, lp);
    if (g->reach) gen_loop(g, cond, step, body, g->opt && gen_first_test_true(g, n->a, cond));
    return;
  }
  case N_DO: gen_do(g, n->a, n->b); return;
  case N_BREAK: gen_loop_jump(g, gen_jump(g), N_BREAK, lp); return;
  case N_CONTINUE:
    if (gen_cont_loop(lp) && gen_cont_loop(lp)->cont_at >= 0) gen_jump_to(g, gen_cont_loop(lp)->cont_at);
    else gen_loop_jump(g, gen_jump(g), N_CONTINUE, lp);
    return;
  case N_RETURN: gen_return(g, n->a); return;
  case N_LABEL: gen_label_stmt(g, s, lp); return;
  case N_GOTO: gen_goto(g, s); return;
  default: return; /* N_EMPTY */
  }
}

/* ---------------------------------------------------------------- functions and the module */
CORE_FN static ModFunc *gen_modfunc(Gen *g, int32_t fi) {
  return (ModFunc *)(g->c->out + sizeof(ModHeader)) + fi;
}

CORE_FN static void gen_func(Gen *g, int32_t fi, uint32_t *name_off, uint32_t *types_off) {
  Compiler *c = g->c;
  const Func *f = &c->fn[fi];
  const Node *fn = &g->n[f->node];
  ModFunc *mf;
  int32_t i, o, room = g->code_cap - g->code_words;
  g->code = (uint32_t *)(c->out + g->code_base) + g->code_words;
  g->pc = 0;
  g->cap = room < GNC_MAX_CODE_FN ? room : GNC_MAX_CODE_FN;
  g->fn_pos = fn->pos;
  g->jpc = NO_JUMP;
  g->last_label = 0;
  gen_sync(g);
  for (i = 0; i < GEN_HIST; i++) g->ring[i] = -1;
  g->head = 0;
  g->reach = 1;
  g->sp = g->max_sp = 0;
  g->lt = c->ltypes + f->ltypes;
  g->fi = fi;
  g->nlocals = f->nlocals;
  g->ntemps = 0;
  for (i = 0; i < 8; i++) g->temp_slot[i] = -1;
  for (o = f->objs; o >= 0; o = g->n[o].c) gen_frame_object(g, o);
  for (o = fn->kind == N_FUNC ? fn->a : -1; o >= 0; o = g->n[o].next) gen_param_rows(g, o);
  for (o = f->labels; o >= 0; o = g->n[o].c) { /* no jump to a label yet */
    g->n[o].d = NO_JUMP;
    g->n[o].ival = -1;
  }
  if (fn->kind == N_FUNC && fn->b >= 0) gen_stmt(g, fn->b, 0);
  if (g->reach) {
    if (f->ret == TY_VOID) {
      gen_op(g, OP_RET_V);
    } else {
      if (!cc_word_is(c->src + fn->name, fn->nlen, "main")) gen_callb(g, BI___gnc_missing_return, 0, 0);
      if (ty_is_ptr(ty_mod(f->ret))) gen_op(g, OP_PNULL);
      else gen_push_const(g, 0, f->ret);
      gen_op(g, OP_RET);
    }
  }
  if (g->err) return;
  if (g->nlocals + g->ntemps > GNC_MAX_LOCALS) {
    gen_fail(g, E_TOO_MANY_LOCALS, GNC_MAX_LOCALS);
    return;
  }
  if (g->max_sp > GNC_MAX_STACK_FN) {
    gen_fail(g, E_TOO_MUCH_STACK, GNC_MAX_STACK_FN);
    return;
  }
  mf = gen_modfunc(g, fi);
  mf->name_off = *name_off;
  mf->name_len = (uint32_t)f->nlen;
  mf->code_off = (uint32_t)g->code_words;
  mf->code_len = (uint32_t)g->pc;
  mf->types_off = *types_off;
  mf->arr_words = (uint32_t)f->arr_words;
  mf->nlocals = (uint16_t)(g->nlocals + g->ntemps);
  mf->max_stack = (uint16_t)g->max_sp;
  mf->nparams = (uint8_t)(f->nparams + ty_is_agg(f->ret)); /* a struct result: where it goes */
  mf->ret = (uint8_t)ty_mod(f->ret);
  /* the temps' types until the types section is written: 3 bits each in pad0/pad1 (cleared then) */
  {
    uint32_t packed = 0;
    for (i = 0; i < g->ntemps; i++)
      packed |= (uint32_t)(g->temp_ty[i] == TY_PTR ? GEN_TEMP_P : g->temp_ty[i]) << (3 * i);
    mf->pad0 = (uint8_t)packed;
    mf->pad1 = (uint8_t)(packed >> 8);
  }
  *name_off += (uint32_t)f->nlen;
  *types_off += (uint32_t)(g->nlocals + g->ntemps);
  g->code_words += g->pc;
}

CORE_FN static void gen_zero(uint8_t *p, uint32_t from, uint32_t to) {
  for (; from < to; from++) p[from] = 0;
}

/* n words from src to dst > src (the areas may overlap): from the top, four at a time, each group read
 * before it is written (a write lands above every word still to be read) */
CORE_FN static void gen_move_up(uint32_t *dst, const uint32_t *src, int32_t n) {
  for (; n >= 4; n -= 4) {
    uint32_t a = src[n - 4], b = src[n - 3], c = src[n - 2], d = src[n - 1];
    dst[n - 4] = a;
    dst[n - 3] = b;
    dst[n - 2] = c;
    dst[n - 1] = d;
  }
  for (; n > 0; n--) dst[n - 1] = src[n - 1];
}

/* the same to dst < src, from the bottom */
CORE_FN static void gen_move_down(uint32_t *dst, const uint32_t *src, int32_t n) {
  int32_t i = 0;
  for (; i + 4 <= n; i += 4) {
    uint32_t a = src[i], b = src[i + 1], c = src[i + 2], d = src[i + 3];
    dst[i] = a;
    dst[i + 1] = b;
    dst[i + 2] = c;
    dst[i + 3] = d;
  }
  for (; i < n; i++) dst[i] = src[i];
}

/* ---- the statics section (module version 2): string literals, globals and static locals in the checker's
 * order (Compiler.static_first, chained through d).  A static's initial bytes are its initialiser's values
 * as gcc lays them out (little-endian; a pointer to static k is (k + 1) << 32, docs/memory.md), up to the
 * end of the last initialised element; the rest of the object starts zeroed. */

/* the value of constant initialiser e (ck_const_init): an integer in its type's slot form (*isf 0) or a
 * double (*isf 1); 0 when it is none of those */
CORE_FN static int gen_init_value(Gen *g, int32_t e, int64_t *iv, double *dv, int *isf) {
  const Node *n = &g->n[e];
  if (n->kind == N_DNUM) {
    *dv = gen_dbl(n->ival);
    *isf = 1;
    return 1;
  }
  if (cc_const_int(g->n, e, iv)) {
    *isf = 0;
    if (n->ty == TY_ULONG || n->ty == TY_UINT) *isf = 2; /* unsigned: its value for a conversion to double */
    return 1;
  }
  if ((n->kind != N_CAST && n->kind != N_UNARY) || n->a < 0 || !gen_init_value(g, n->a, iv, dv, isf)) return 0;
  if (n->kind == N_UNARY) {
    if (*isf == 1 && n->op == TK_MINUS) *dv = -*dv;
    return *isf == 1 && (n->op == TK_MINUS || n->op == TK_PLUS);
  }
  if (ty_is_float(n->ty)) {
    if (*isf != 1) *dv = *isf == 2 && n->ty != TY_UINT ? (double)(uint64_t)*iv : (double)*iv;
    if (n->ty == TY_FLOAT) *dv = (double)(float)*dv;
    *isf = 1;
  } else if (*isf == 1) {
    *iv = (int64_t)*dv;
    *isf = 0;
  }
  return 1;
}

/* the pointer value of constant initialiser e: a string literal, &global, a global array, a function, or null */
CORE_FN static uint64_t gen_init_pointer(Gen *g, int32_t e) {
  const Node *n = &g->n[e];
  while (n->kind == N_CAST) n = &g->n[n->a];
  if (n->kind == N_ADDR) n = &g->n[n->a];
  if (n->kind == N_STR || (n->kind == N_VAR && (n->flags & NF_GLOBAL))) return (uint64_t)(uint32_t)(n->slot + 1) << 32;
  if (n->kind == N_FNREF) return (uint64_t)GNC_FNPTR_ID << 32 | (uint32_t)n->fn; /* FPTR's value */
  return 0;
}

/* the bytes of initialiser e in type t at out */
CORE_FN static void gen_init_bytes(Gen *g, int32_t e, int t, uint8_t *out) {
  uint64_t u = 0;
  int64_t iv = 0;
  double dv = 0;
  int isf = 0, k, size = ty_size(t);
  if (ty_is_ptr(t)) {
    u = gen_init_pointer(g, e);
  } else if (gen_init_value(g, e, &iv, &dv, &isf)) {
    if (t == TY_FLOAT) {
      union { float f; uint32_t u; } b;
      b.f = (float)(isf == 1 ? dv : (double)iv);
      u = b.u;
    } else if (t == TY_DOUBLE) {
      u = (uint64_t)gen_bits(isf == 1 ? dv : isf == 2 ? (double)(uint64_t)iv : (double)iv);
    } else {
      u = (uint64_t)(isf == 1 ? (int64_t)dv : iv);
      if (t == TY_BOOL) u = u != 0;
    }
  }
  for (k = 0; k < size; k++) out[k] = (uint8_t)(u >> (8 * k));
}

/* the bits of constant e in bit-field m, whose unit's bytes are at out (the unit's other bits stay) */
CORE_FN static void gen_init_bits(Gen *g, int32_t e, const Node *m, uint8_t *out) {
  uint8_t v[8] = {0};
  uint64_t bits = 0, unit = 0, low = (1ull << m->b) - 1;
  int k, size = ty_size(m->ty);
  gen_init_bytes(g, e, cc_bf_type(m), v);
  for (k = 0; k < 8; k++) bits |= (uint64_t)v[k] << (8 * k);
  for (k = 0; k < size; k++) unit |= (uint64_t)out[k] << (8 * k);
  unit = (unit & ~(low << m->c)) | ((bits & low) << m->c);
  for (k = 0; k < size; k++) out[k] = (uint8_t)(unit >> (8 * k));
}

/* the bytes of string literal sn (N_STR) at out, without the NUL: its tokens' after escapes, or __func__'s
 * name token's as they are */
CORE_FN static void gen_str_bytes(Gen *g, const Node *sn, uint8_t *out) {
  const Compiler *c = g->c;
  int32_t j, at = 0;
  if (sn->c == 0)
    for (j = 0; j < sn->ival; j++) out[j] = (uint8_t)c->src[c->tok[sn->fn].pos + j];
  for (j = 0; j < sn->c; j++) {
    const Token *t = &c->tok[sn->fn + j];
    int32_t m = lex_string_bytes(c->src + t->pos, t->len, out + at);
    if (m > 0) at += m;
  }
}

/* the descriptor of static x and its initial bytes (written to data when it is not NULL); returns init_len */
CORE_FN static uint32_t gen_static_init(Gen *g, int32_t x, ModStatic *st, uint8_t *data) {
  Compiler *c = g->c;
  const Node *n = &g->n[x];
  int32_t e, k = 0;
  uint32_t len = 0;
  int et = TY_BASE(n->ty), es = (int)gen_size(g, et);
  if (n->kind == N_STR) {
    st->size = (uint32_t)n->ival + 1;
    st->align = 1;
    st->flags = MOD_STATIC_RO;
    if (data) gen_str_bytes(g, n, data);
    return st->init_len = (uint32_t)n->ival;
  }
  st->size = (uint32_t)(TY_IS_ARR(n->ty) ? n->ival * es : es);
  st->align = (uint32_t)cc_ty_align(c, et);
  st->flags = (n->flags & NF_CONST) ? MOD_STATIC_RO : 0;
  if (n->a < 0) return st->init_len = 0;
  if (n->flags & NF_AGGINIT) { /* the leaves at their offsets; a range designator's first element copied */
    for (e = n->a; e >= 0; e = g->n[e].next) {
      const Node *y = &g->n[e];
      uint32_t end;
      if (y->a < 0) { /* a range designator's copy leaf: the element's bytes b more times (ck_init_repeat) */
        uint64_t q, from = (uint64_t)y->fn, to = from + (uint64_t)y->slot * (uint64_t)(y->b + 1);
        for (q = from + (uint64_t)y->slot; q < to && data; q++) data[q] = data[q - (uint64_t)y->slot];
        if ((uint32_t)to > len) len = (uint32_t)to;
        continue;
      }
      end = (uint32_t)y->d + (uint32_t)(y->c >= 0 ? ty_size(g->n[y->c].ty) /* a bit-field */
                                        : TY_IS_ARR(y->ty) ? y->ival : gen_size(g, y->ty));
      if (TY_IS_ARR(y->ty) && data) { /* a string's bytes (the checker made them fit the array) */
        gen_str_bytes(g, &g->n[y->a], data + y->d);
      } else if (data && y->c >= 0) { /* a bit-field's bits in its unit */
        gen_init_bits(g, y->a, &g->n[y->c], data + y->d);
      } else if (data && !ty_is_agg(y->ty)) {
        gen_init_bytes(g, y->a, y->ty, data + y->d);
      }
      if (end > len) len = end;
    }
    if (len > st->size) st->size = len; /* a flexible array member's elements (ck_init_flex) */
    return st->init_len = len;
  }
  if (TY_IS_ARR(n->ty) && !(n->flags & NF_INITLIST)) { /* char s[N] = "...": the checker made N >= its length */
    if (data) gen_str_bytes(g, &g->n[n->a], data);
    return st->init_len = (uint32_t)g->n[n->a].ival;
  }
  if (!(n->flags & NF_INITLIST)) {
    if (data) gen_init_bytes(g, n->a, n->ty, data);
    return st->init_len = (uint32_t)es;
  }
  for (e = n->a, k = 0; e >= 0; e = g->n[e].next, k++) {
    if (data) gen_init_bytes(g, e, et, data + (uint32_t)k * (uint32_t)es);
    len = (uint32_t)(k + 1) * (uint32_t)es;
  }
  return st->init_len = len;
}

/* the statics section: descriptors and bytes written in place, right behind the module where
 * mod_write_statics puts them (it then checks them, copies each onto itself and finishes the header) */
CORE_FN static int gen_statics(Gen *g) {
  Compiler *c = g->c;
  uint64_t bytes = 0, need, i;
  uint32_t len = (uint32_t)c->out_len, k = 0;
  int32_t x;
  ModStatic *st, tmp;
  uint8_t *data;
  for (x = c->static_first; x >= 0; x = g->n[x].d) bytes += gen_static_init(g, x, &tmp, 0);
  need = 8 + (uint64_t)c->nstatics * sizeof(ModStatic) + bytes + 8;
  if (bytes > GNC_MAX_STATIC_DATA) {
    cc_error(c, E_STATIC_DATA, 0, 0, GNC_MAX_STATIC_DATA);
    return 1;
  }
  if ((uint64_t)len + need > (uint64_t)c->out_cap) { /* more data than the tokens bound: measured, retry */
    CcRoom r = c->scan.room;
    if (c->ws && bytes > (uint64_t)r.data) {
      r.data = (int32_t)bytes;
      cc_out_of_room(c, &r);
    } else {
      cc_error(c, E_OUT_OF_SPACE, 0, 0, 0);
    }
    return 1;
  }
  st = (ModStatic *)(void *)(c->out + len + 8);
  data = (uint8_t *)(st + c->nstatics);
  for (i = 0; i < bytes; i++) data[i] = 0;
  for (x = c->static_first, i = 0; x >= 0; x = g->n[x].d, i++) k += gen_static_init(g, x, &st[i], data + k);
  if (mod_write_statics(c->out, &len, (uint32_t)c->out_cap, st, (uint32_t)c->nstatics, data) != MOD_OK) {
    cc_error(c, E_OUT_OF_SPACE, 0, 0, 0);
    return 1;
  }
  c->out_len = (int32_t)len;
  return 0;
}

/* code, then consts, types, names and the header (the ModFunc entries are written already) */
CORE_FN static int gen_finish(Gen *g, uint32_t names_bytes, uint32_t ntypes) {
  Compiler *c = g->c;
  uint8_t *out = c->out;
  uint32_t consts_off = (uint32_t)(sizeof(ModHeader) + (size_t)c->nfn * sizeof(ModFunc));
  uint32_t code_off = consts_off + 8u * (uint32_t)g->nk;
  uint32_t code_end = code_off + 4u * (uint32_t)g->code_words;
  uint32_t types_off = GEN_ALIGN8(code_end), names_off, total;
  uint32_t *dst, *src;
  int32_t i, fi;
  uint64_t total64 = (uint64_t)types_off + ntypes + 8 + names_bytes + 8;
  if (total64 > (uint64_t)c->out_cap) {
    cc_error(c, E_OUT_OF_SPACE, 0, 0, 0);
    return 1;
  }
  names_off = GEN_ALIGN8(types_off + ntypes);
  total = GEN_ALIGN8(names_off + names_bytes);
  /* the code moves behind the constants: up (backwards, the areas overlap), or down when the function
   * table was given more room than it needed (gen_begin's nfuncs) */
  dst = (uint32_t *)(out + code_off);
  src = (uint32_t *)(out + g->code_base);
  if (dst > src) gen_move_up(dst, src, g->code_words);
  else if (dst < src) gen_move_down(dst, src, g->code_words);
  for (i = 0; i < g->nk; i++) ((uint64_t *)(out + consts_off))[i] = g->kval[i];
  gen_zero(out, code_end, types_off);
  for (fi = 0; fi < c->nfn; fi++) {
    ModFunc *mf = gen_modfunc(g, fi);
    const Func *f = &c->fn[fi];
    uint8_t *ty = out + types_off + mf->types_off;
    uint32_t packed = (uint32_t)mf->pad0 | (uint32_t)mf->pad1 << 8, k;
    const char *name = c->src + f->name;
    for (k = 0; k < (uint32_t)f->nlocals; k++) ty[k] = c->ltypes[f->ltypes + (int32_t)k];
    for (; k < mf->nlocals; k++, packed >>= 3) ty[k] = (uint8_t)((packed & 7u) == GEN_TEMP_P ? TY_PTR : packed & 7u);
    mf->pad0 = mf->pad1 = 0;
    for (k = 0; k < mf->name_len; k++) out[names_off + mf->name_off + k] = (uint8_t)name[k];
  }
  gen_zero(out, types_off + ntypes, names_off);
  gen_zero(out, names_off + names_bytes, total);
  {
    ModHeader *h = (ModHeader *)out;
    h->magic = GNC_MAGIC;
    h->version = GNC_VERSION;
    h->nfuncs = (uint32_t)c->nfn;
    h->nconsts = (uint32_t)g->nk;
    h->code_words = (uint32_t)g->code_words;
    h->ntypes = ntypes;
    h->names_bytes = names_bytes;
    h->total_size = total;
  }
  c->out_len = (int32_t)total;
  return c->nstatics > 0 ? gen_statics(g) : 0;
}

/* the state of gen_begin .. gen_end: a Gen in the caller's box, plus the offsets of the finished functions */
typedef struct {
  Gen g;
  uint32_t name_off, types_off;
} GenRun;
typedef char gen_box_fits[sizeof(GenRun) <= sizeof(GenBox) ? 1 : -1];

/* kpool ints for `consts` constants: their values and a hash table of the power of two H >= 2 * consts
 * (so gen_begin, which takes the largest power of two H with 1.5 H <= kpool_cap, finds that H and room for
 * consts values) */
CORE_FN int32_t gen_kpool_cap(int32_t consts) {
  int32_t h = 16;
  if (consts < 16) consts = 16;
  while (h < 2 * consts) h *= 2;
  return 2 * consts + h;
}

CORE_FN int gen_begin(Compiler *c, GenBox *b, int32_t nfuncs) {
  GenRun *r = (GenRun *)(void *)b;
  Gen *g = &r->g;
  uint32_t hsize, i;
  uint64_t base;
  r->name_off = r->types_off = 0;
  g->c = c;
  g->line_pos = 0;
  g->line_no = 1;
  g->n = c->node;
  g->opt = c->optimize;
  g->err = 0;
  g->in_unit = g->unit_next = 0;
  if (c->units && !c->units->compose) c->units->n = 0; /* recording starts over (a compile may be retried) */
  g->nk = 0;
  c->out_len = 0;
  base = sizeof(ModHeader) + (uint64_t)(nfuncs > c->nfn ? nfuncs : c->nfn) * sizeof(ModFunc);
  if (!c->out || !c->kpool || c->kpool_cap < 64 || base + 8 > (uint64_t)c->out_cap) {
    cc_error(c, E_OUT_OF_SPACE, 0, 0, 0);
    g->err = 1;
    return 1;
  }
  /* constant pool: kmax values (two ints each) from the start of kpool, then the hash table (grown on
   * demand up to khcap_max, a power of two of at least 2 * kmax entries): see gen_kpool_cap */
  g->khcap_max = 16;
  while ((uint64_t)g->khcap_max * 3 <= (uint64_t)c->kpool_cap) g->khcap_max *= 2;
  g->kmax = (c->kpool_cap - (int32_t)g->khcap_max) / 2;
  if (g->kmax > (int32_t)(g->khcap_max / 2)) g->kmax = (int32_t)(g->khcap_max / 2);
  g->kval = (uint64_t *)(void *)c->kpool;
  g->khash = c->kpool + 2 * g->kmax;
  hsize = g->khcap_max < 64 ? g->khcap_max : 64;
  g->kmask = hsize - 1;
  for (i = 0; i < hsize; i++) g->khash[i] = 0;
  g->code_base = (uint32_t)base;
  g->code_words = 0;
  g->code_cap = (int32_t)(((uint64_t)c->out_cap - base) / 4);
  /* the header and the function table: zeroed now, filled as the functions are done */
  for (i = 0; i < (uint32_t)base; i++) c->out[i] = 0;
  return 0;
}

CORE_FN int gen_function(GenBox *b, int32_t fi) {
  GenRun *r = (GenRun *)(void *)b;
  if (!r->g.err) gen_func(&r->g, fi, &r->name_off, &r->types_off);
  return r->g.err;
}

CORE_FN int gen_end(GenBox *b) {
  GenRun *r = (GenRun *)(void *)b;
  if (r->g.err) return 1;
  return gen_finish(&r->g, r->name_off, r->types_off);
}

CORE_FN int gen_run(Compiler *c) {
  GenBox b;
  int32_t fi;
  if (gen_begin(c, &b, c->nfn)) return 1;
  for (fi = 0; fi < c->nfn; fi++)
    if (gen_function(&b, fi)) return 1;
  return gen_end(&b);
}

#undef OPC
#undef PREV
#undef ARG
#undef SARG
#undef PICK
#undef NO_JUMP
#undef GEN_COLD
#undef GEN_INLINE
#undef GEN_JNONE
#undef GEN_HIST
#undef GEN_ALIGN8
