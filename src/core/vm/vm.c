/* vm.c - the bytecode interpreter: one call of a verified module.
 *
 * Memory (all owned by the caller, VmMem):
 *   stack   Value slots.  A frame is [locals (params first) | operand stack]; bp points at local 0 and sp
 *           one past the top operand.  A CALL leaves the arguments where the caller pushed them: they
 *           become the callee's first locals, the other locals are zeroed above them.
 *   heap    array elements (64-bit slots).  Each frame owns arr_words elements starting at its heap base
 *           hb (the caller's hb + the caller's arr_words); the entry frame's starts at heap_used, above
 *           the caller-provided array arguments.  An array reference is vm_arr_ref(offset, len).
 *   frames  VM_FRAME_INTS (5) ints per active call below the current one: return pc, function, base
 *           (bp - stack), heap base and frame-object top (VmRun.ftop) of the caller.
 *   bytes   the byte memory of pointers (docs/memory.md): statics, frame objects (FOBJ), heap blocks
 *           (malloc), an object table; its state is the VmRun in this function's frame (vm.h), and
 *           every load, store and library call goes through vmlib.c's checked access.
 *
 * The verifier (verify.c) has proved everything static: operand ranges, stack depth <= max_stack, types,
 * array references only from array slots.  So this loop checks only dynamic facts: call depth and memory
 * at CALL, division and shift operands, conversions, array bounds, and fuel.
 *
 * Fuel: every executed instruction costs 1.  With fuel F, a run that needs more than F instructions stops
 * with TRAP_FUEL and steps = F; otherwise steps = instructions executed (the trapping one included).
 * Instead of a decrement per instruction, a straight-line segment [blk, ip) is charged when control
 * leaves it (branch, call, return, trap): its words, less the extra words of multi-word instructions,
 * which credit them back as they run.  The trap kind and steps are exactly those of per-instruction
 * counting; an overrun executes at most the rest of one segment (no effect on the result).
 *
 * Values: int kept sign-extended in its 64-bit slot, bool 0/1.  Integer arithmetic wraps (computed on
 * uint32_t / uint64_t); doubles are plain IEEE operations (built without FP contraction, so CPU and GPU
 * agree bit for bit).  NaN payloads and signs are the one thing hardware leaves open (x86 makes -nan,
 * GPUs a positive NaN); nothing in the language can observe them, and a double result that is NaN is
 * returned as the canonical 0x7ff8000000000000.
 *
 * Dispatch: with GCC/clang on the host, computed goto (one indirect jump per instruction, replicated in
 * every handler); elsewhere (CUDA device code) a switch in a loop.  The handlers are shared text: OP(X)
 * is a label or a case, NEXT is the dispatch or `continue`.  A new opcode without a handler is a compile
 * error in the computed-goto build (its label is missing).  The top of the operand stack is cached in
 * the local t; memory holds the values below it.
 */
#include "core/vm/vm.h"
#include "core/vm/builtins.h"

/* -DVM_FORCE_SWITCH builds the GPU's switch dispatch on the host (the tests run both) */
#if defined(__GNUC__) && !defined(__CUDA_ARCH__) && !defined(VM_FORCE_SWITCH)
#define VM_GOTO 1
#else
#define VM_GOTO 0
#endif

/* GCC merges the identical dispatch tails of the handlers into a few shared indirect jumps, which the
 * branch predictor then cannot tell apart; keep one dispatch per handler */
#if VM_GOTO && defined(__GNUC__) && !defined(__clang__)
#define VM_NO_TAIL_MERGE __attribute__((optimize("no-crossjumping")))
#else
#define VM_NO_TAIL_MERGE
#endif

/* The dispatch loop starts on a 64-byte line, so that the alignment of its handlers does not move with the
 * size of the code linked before it: a strerror table in place of a switch (clib.c) made `loops` 10 % slower
 * and collatz 4 %, and this attribute alone gave them back (docs/benchmarks.md) */
#if VM_GOTO
#define VM_ALIGNED __attribute__((aligned(64)))
#else
#define VM_ALIGNED
#endif

#if defined(__GNUC__)
#define VM_UNLIKELY(x) __builtin_expect(!!(x), 0)
#else
#define VM_UNLIKELY(x) (x)
#endif

#define VM_SEXT32(x) ((int64_t)(int32_t)(uint32_t)(x))


/* a / b and a % b (C: truncated toward zero) for b a power of two, without a divide instruction: the
 * programs that matter divide by 2 a lot (collatz, binary search, digit loops) and a divide costs tens
 * of cycles.  a + (b - 1) cannot overflow for a < 0. */
CORE_FN static int64_t vm_div_pow2(int64_t a, int64_t b) {
  int64_t bias = a < 0 ? b - 1 : 0;
  return (a + bias) >> core_ctz64((uint64_t)b); /* b is a power of two: shift by its log2 */
}
CORE_FN static int64_t vm_rem_pow2(int64_t a, int64_t b) {
  int64_t r = (int64_t)((uint64_t)a & (uint64_t)(b - 1));
  return a < 0 && r != 0 ? r - b : r;
}
#define VM_POW2(b) ((b) > 0 && ((b) & ((b) - 1)) == 0)

CORE_FN Value vm_arr_ref(int32_t offset, int32_t len) {
  Value v;
  v.u = (uint64_t)(uint32_t)offset | (uint64_t)(uint32_t)len << 32;
  return v;
}

CORE_FN const char *vm_trap_name(int trap) {
  switch (trap) {
#define T(code, name) case code: return name;
    TRAPS(T)
#undef T
  default: return "unknown";
  }
}

/* an entry argument of scalar type t in its slot form: integers of up to 32 bits sign-extended from the
 * type's width (so the value is in the type's range), bool 0/1, float rounded to a float */
CORE_FN static Value vm_normalize(int t, Value v) {
  switch (t) {
  case TY_INT: case TY_UINT: v.i = VM_SEXT32(v.u); break;
  case TY_BOOL: v.u = v.u != 0; break;
  case TY_CHAR: v.i = (int8_t)(uint8_t)v.u; break;
  case TY_UCHAR: v.i = (uint8_t)v.u; break;
  case TY_SHORT: v.i = (int16_t)(uint16_t)v.u; break;
  case TY_USHORT: v.i = (uint16_t)v.u; break;
  case TY_FLOAT: v.d = (double)(float)v.d; break;
  default: break;
  }
  return v;
}

/* the entry checks: arguments against the signature (array arguments inside heap[0..heap_used)),
 * scalar arguments normalised (int sign-extended, bool 0/1); 0 or a trap */
CORE_FN static int vm_enter(const Module *m, int32_t fn, const Value *args, int32_t nargs, int32_t heap_used,
                            const VmMem *mem, const VmLimits *lim) {
  const ModFunc *f;
  const uint8_t *pt;
  int32_t i;
  if (fn < 0 || (uint32_t)fn >= m->nfuncs) return TRAP_BAD_CALL;
  f = &m->fn[fn];
  pt = m->types + f->types_off;
  if (nargs != (int32_t)f->nparams || (nargs > 0 && !args)) return TRAP_BAD_CALL;
  if (heap_used < 0 || heap_used > mem->heap_cap) return TRAP_BAD_CALL;
  for (i = 0; i < nargs; i++) {
    if (TY_IS_ARR(pt[i])) {
      uint64_t off = args[i].u & 0xffffffffu, len = args[i].u >> 32;
      if (off + len > (uint64_t)heap_used) return TRAP_BAD_CALL;
    }
  }
  if (lim->max_depth < 1) return TRAP_CALL_DEPTH;
  if (mem->frames_cap < 0) return TRAP_STACK;
  if ((int64_t)f->nlocals + f->max_stack > (int64_t)mem->stack_cap) return TRAP_STACK;
  if ((int64_t)heap_used + f->arr_words > (int64_t)mem->heap_cap) return TRAP_STACK;
  for (i = 0; i < nargs; i++) {
    Value v = args[i];
    v = vm_normalize(pt[i], v);
    mem->stack[i] = v;
  }
  for (; i < (int32_t)f->nlocals; i++) mem->stack[i].u = 0;
  return TRAP_NONE;
}

#if VM_GOTO
#define OP(name) L_##name:
#define NEXT                                              \
  do {                                                    \
    w = *ip++;                                            \
    goto *vm_labels[w & 0xffu];                           \
  } while (0)
#else
#define OP(name) case OP_##name:
#define NEXT continue
#endif
/* fuel: bend is the address where the remaining fuel runs out if execution runs straight on (4 bytes a
 * word).  Every word executed moves ip towards it; a multi-word instruction credits its extra words
 * back (CREDIT); a taken jump moves bend by the distance jumped (JUMP_TO), so that bend - ip stays the
 * fuel left.  Out of fuel when ip > bend, checked after every taken jump, call, return and trap. */
#define FUEL_OUT() ((intptr_t)((uintptr_t)ip - bend) > 0)
#define FUEL_LEFT() ((int64_t)((intptr_t)(bend - (uintptr_t)ip) / 4))
#define CREDIT(n) (bend += 4u * (n))
#define MOVE_TO(target)                                        \
  do {                                                         \
    const uint32_t *to_ = (target);                            \
    bend += (uintptr_t)to_ - (uintptr_t)ip;                    \
    ip = to_;                                                  \
  } while (0)
#define JUMP_TO(target)                                        \
  do {                                                         \
    MOVE_TO(target);                                           \
    if (VM_UNLIKELY(FUEL_OUT())) goto out_of_fuel;             \
  } while (0)
#define TRAP(t) do { if (FUEL_OUT()) goto out_of_fuel; trap = (t); goto trapped; } while (0)
/* CALL: enter function gi_, whose arguments are the top nparams values (t included), with return pc ret_
 * (-1: a comparator of qsort, whose RET goes back to qsort_return) */
#define VM_ENTER(gi_, ret_)                                                                            \
  do {                                                                                                 \
    const ModFunc *g_ = &fns[(gi_)];                                                                   \
    int64_t gbase_ = (sp + 1 - stack) - (int64_t)g_->nparams, ghb_ = hb + cf->arr_words;              \
    int32_t *fr_;                                                                                      \
    uint32_t i_;                                                                                       \
    if (VM_UNLIKELY(FUEL_OUT())) goto out_of_fuel;                                                     \
    if (VM_UNLIKELY(depth >= lim->max_depth)) TRAP(TRAP_CALL_DEPTH);                                   \
    if (VM_UNLIKELY((int64_t)depth * VM_FRAME_INTS > (int64_t)mem->frames_cap)) TRAP(TRAP_STACK);      \
    if (VM_UNLIKELY(gbase_ + g_->nlocals + g_->max_stack > (int64_t)mem->stack_cap)) TRAP(TRAP_STACK); \
    if (VM_UNLIKELY(ghb_ + g_->arr_words > (int64_t)mem->heap_cap)) TRAP(TRAP_STACK);                  \
    *sp = t;                                                                                           \
    fr_ = frames + VM_FRAME_INTS * (depth - 1);                                                        \
    fr_[0] = (ret_);                                                                                   \
    fr_[1] = cfi;                                                                                      \
    fr_[2] = (int32_t)(bp - stack);                                                                    \
    fr_[3] = (int32_t)hb;                                                                              \
    fr_[4] = run.ftop;                                                                                 \
    depth++;                                                                                           \
    bp = stack + gbase_;                                                                               \
    for (i_ = g_->nparams; i_ < g_->nlocals; i_++) bp[i_].u = 0;                                       \
    sp = bp + g_->nlocals;                                                                             \
    cf = g_;                                                                                           \
    cfi = (int32_t)(gi_);                                                                              \
    hb = ghb_;                                                                                         \
    code = m->code + g_->code_off;                                                                     \
    MOVE_TO(code);                                                                                     \
  } while (0)
/* Does the caller of the running function (at call depth `depth`) drop its result: is the instruction it
 * returns to a POP?  Falling off the end of a non-void function is undefined only where the caller uses
 * the value (C11 6.9.1p12), so __gnc_missing_return traps only then (a C89 function that returns nothing) */
CORE_FN static int vm_result_dropped(const Module *m, const int32_t *frames, int32_t depth) {
  const int32_t *fr = frames + VM_FRAME_INTS * (depth - 2);
  if (depth < 2 || fr[0] < 0) return 0; /* the entry's value is the run's; a comparator's is qsort's */
  return (m->code[m->fn[fr[1]].code_off + (uint32_t)fr[0]] & 0xffu) == OP_POP;
}

/* is f a pointer to a function of the module whose signature is sig's (CALLP; module signature bytes) */
CORE_FN static int vm_fn_sig_is(const Module *m, uint64_t f, const uint64_t *sig) {
  const ModFunc *g;
  const uint8_t *pt;
  int32_t i, np = (int32_t)(sig[0] & 255u);
  if ((f >> 32) != GNC_FNPTR_ID || (uint32_t)f >= m->nfuncs) return 0;
  g = &m->fn[(uint32_t)f];
  if (g->nparams != np || g->ret != (sig[0] >> 8 & 255u)) return 0;
  pt = m->types + g->types_off;
  for (i = 0; i < np; i++)
    if (pt[i] != mod_sig_param(sig, i)) return 0;
  return 1;
}
#define A_U (w >> 8)                      /* operand A, unsigned 24-bit */
#define A_S ((int32_t)w >> 8)             /* operand A, signed 24-bit   */

VM_NO_TAIL_MERGE VM_ALIGNED CORE_FN void vm_call(const Module *m, int32_t fn, const Value *args, int32_t nargs,
                                                 int32_t heap_used, const VmMem *mem, const VmLimits *lim,
                                                 VmResult *res) {
#if VM_GOTO
  static void *const vm_labels[OP__COUNT] = {
#define X(name, kind, sig) &&L_##name,
    OPCODES(X)
#undef X
  };
#endif
  const ModFunc *fns = m->fn, *cf;
  const uint64_t *K = m->consts;
  const uint32_t *code, *ip;
  Value *const stack = mem->stack, *const heap = mem->heap, *bp, *sp;
  int32_t *const frames = mem->frames;
  /* fuel0 is capped so that 4 * fuel fits an address difference (2^60 instructions never finish) */
  const int64_t fuel0 = lim->fuel <= 0 ? 0 : lim->fuel > ((int64_t)1 << 60) ? ((int64_t)1 << 60) : lim->fuel;
  uintptr_t bend;
  int64_t hb = heap_used;
  int32_t depth = 1, cfi = fn, trap;
  uint32_t w;
  Value t; /* the top of the operand stack */
  VmRun run; /* the byte memory's state */
  VlQsort qs; /* a qsort in progress (qs.active) */
  int32_t qcmp;

  t.u = 0;
  qs.active = 0;
  qcmp = 0;
  res->ret.u = 0;
  res->steps = 0;
  res->out_len = res->out_truncated = res->exited = 0;
  res->heap_lo = mem->objs_cap - mem->host_objs;
  res->trap = vm_enter(m, fn, args, nargs, heap_used, mem, lim);
  if (res->trap != TRAP_NONE) return;
  res->trap = vl_run_init(&run, m, mem);
  if (res->trap != TRAP_NONE) return;
  cf = &fns[fn];
  code = m->code + cf->code_off;
  ip = code;
  bend = (uintptr_t)ip + 4u * (uint64_t)fuel0;
  bp = stack;
  sp = bp + cf->nlocals;

#if VM_GOTO
  NEXT;
#else
  for (;;) {
    w = *ip++;
    switch (w & 0xffu) {
#endif
  /* ---- stack and constants.  The top of the operand stack lives in t; memory holds the rest (the
   * first push of a frame stores a meaningless t at bp[nlocals], so a pop to an empty stack reads
   * inside the frame). */
  OP(NOP) NEXT;
  OP(POP) t = *--sp; NEXT;
  OP(DUP) *sp++ = t; NEXT;
  OP(PUSH_I) *sp++ = t; t.i = A_S; NEXT;
  OP(PUSH_B) *sp++ = t; t.i = A_S; NEXT;
  OP(PUSH_L) *sp++ = t; t.i = A_S; NEXT;
  OP(CONST_I) *sp++ = t; t.i = VM_SEXT32(K[A_U]); NEXT;
  OP(CONST_L) *sp++ = t; t.u = K[A_U]; NEXT;
  OP(CONST_D) *sp++ = t; t.u = K[A_U]; NEXT;
  /* ---- locals and arrays */
  OP(LOAD) *sp++ = t; t = bp[A_U]; NEXT;
  OP(FPTR) *sp++ = t; t.u = (uint64_t)VL_FNPTR_ID << 32 | A_U; NEXT; /* a function pointer (vm.h) */
  OP(STORE) bp[A_U] = t; t = *--sp; NEXT;
  OP(LOAD2) CREDIT(1); sp[0] = t; sp[1] = bp[A_U]; sp += 2; t = bp[*ip++]; NEXT;
  OP(LOADK_I) CREDIT(1); sp[0] = t; sp[1] = bp[A_U]; sp += 2; t.i = (int32_t)*ip++; NEXT;
  OP(LOADK_L) CREDIT(1); sp[0] = t; sp[1] = bp[A_U]; sp += 2; t.i = (int32_t)*ip++; NEXT;
  OP(ADDK_L) t.u += (uint64_t)(int64_t)A_S; NEXT;
  OP(MOV) CREDIT(1); bp[A_U] = bp[*ip++]; NEXT;
  OP(INC_SLOT_I) {
    uint32_t s = A_U, k = *ip++;
    CREDIT(1);
    bp[s].i = VM_SEXT32((uint32_t)bp[s].u + k);
    NEXT;
  }
  OP(INC_SLOT_L) {
    uint32_t s = A_U;
    int64_t k = (int32_t)*ip++;
    CREDIT(1);
    bp[s].u += (uint64_t)k;
    NEXT;
  }
  OP(ARR_INIT) {
    uint32_t off = ip[0], len = ip[1], i;
    Value *p = heap + hb + off;
    ip += 2;
    CREDIT(2);
    for (i = 0; i < len; i++) p[i].u = 0;
    bp[A_U] = vm_arr_ref((int32_t)(hb + off), (int32_t)len);
    NEXT;
  }
  OP(ALOAD) {
    uint64_t ref = bp[A_U].u;
    if (VM_UNLIKELY(t.u >= ref >> 32)) TRAP(TRAP_BOUNDS);
    t = heap[(uint32_t)ref + t.u];
    NEXT;
  }
  OP(ASTORE) {
    uint64_t ref = bp[A_U].u, ix = sp[-1].u;
    if (VM_UNLIKELY(ix >= ref >> 32)) TRAP(TRAP_BOUNDS);
    heap[(uint32_t)ref + ix] = t;
    t = sp[-2];
    sp -= 2;
    NEXT;
  }
  OP(ASTORE_K) {
    uint64_t ref = bp[A_U].u, ix = sp[-1].u;
    if (VM_UNLIKELY(ix >= ref >> 32)) TRAP(TRAP_BOUNDS);
    heap[(uint32_t)ref + ix] = t;
    sp--;
    NEXT;
  }
  /* ---- int: a = *--sp (below), b = t (top) */
  OP(ADD_I) t.i = VM_SEXT32((uint32_t)sp[-1].u + (uint32_t)t.u); sp--; NEXT;
  OP(SUB_I) t.i = VM_SEXT32((uint32_t)sp[-1].u - (uint32_t)t.u); sp--; NEXT;
  OP(MUL_I) t.i = VM_SEXT32((uint32_t)sp[-1].u * (uint32_t)t.u); sp--; NEXT;
  OP(DIV_I) {
    int64_t a = sp[-1].i, b = t.i; /* sign-extended ints */
    if (VM_POW2(b)) t.i = vm_div_pow2(a, b);
    else {
      if (VM_UNLIKELY(b == 0)) TRAP(TRAP_DIV_ZERO);
      if (VM_UNLIKELY(b == -1 && a == INT32_MIN)) TRAP(TRAP_DIV_OVERFLOW);
      t.i = (int32_t)a / (int32_t)b;
    }
    sp--;
    NEXT;
  }
  OP(REM_I) {
    int64_t a = sp[-1].i, b = t.i; /* sign-extended ints */
    if (VM_POW2(b)) t.i = vm_rem_pow2(a, b);
    else {
      if (VM_UNLIKELY(b == 0)) TRAP(TRAP_DIV_ZERO);
      if (VM_UNLIKELY(b == -1 && a == INT32_MIN)) TRAP(TRAP_DIV_OVERFLOW);
      t.i = (int32_t)a % (int32_t)b;
    }
    sp--;
    NEXT;
  }
  OP(NEG_I) t.i = VM_SEXT32(0u - (uint32_t)t.u); NEXT;
  OP(AND_I) t.i &= sp[-1].i; sp--; NEXT;
  OP(OR_I) t.i |= sp[-1].i; sp--; NEXT;
  OP(XOR_I) t.i ^= sp[-1].i; sp--; NEXT;
  OP(NOT_I) t.i = ~t.i; NEXT;
  OP(SHL_I) {
    if (VM_UNLIKELY(t.u >= 32)) TRAP(TRAP_SHIFT);
    t.i = VM_SEXT32((uint32_t)sp[-1].u << t.u);
    sp--;
    NEXT;
  }
  OP(SHR_I) {
    if (VM_UNLIKELY(t.u >= 32)) TRAP(TRAP_SHIFT);
    t.i = sp[-1].i >> t.u; /* arithmetic: the sign-extended 64-bit value shifted stays sign-extended */
    sp--;
    NEXT;
  }
  /* ---- long */
  OP(ADD_L) t.u += sp[-1].u; sp--; NEXT;
  OP(SUB_L) t.u = sp[-1].u - t.u; sp--; NEXT;
  OP(MUL_L) t.u *= sp[-1].u; sp--; NEXT;
  OP(DIV_L) {
    int64_t a = sp[-1].i, b = t.i;
    if (VM_POW2(b)) t.i = vm_div_pow2(a, b);
    else {
      if (VM_UNLIKELY(b == 0)) TRAP(TRAP_DIV_ZERO);
      if (VM_UNLIKELY(b == -1 && a == INT64_MIN)) TRAP(TRAP_DIV_OVERFLOW);
      t.i = a / b;
    }
    sp--;
    NEXT;
  }
  OP(REM_L) {
    int64_t a = sp[-1].i, b = t.i;
    if (VM_POW2(b)) t.i = vm_rem_pow2(a, b);
    else {
      if (VM_UNLIKELY(b == 0)) TRAP(TRAP_DIV_ZERO);
      if (VM_UNLIKELY(b == -1 && a == INT64_MIN)) TRAP(TRAP_DIV_OVERFLOW);
      t.i = a % b;
    }
    sp--;
    NEXT;
  }
  OP(NEG_L) t.u = 0u - t.u; NEXT;
  OP(AND_L) t.u &= sp[-1].u; sp--; NEXT;
  OP(OR_L) t.u |= sp[-1].u; sp--; NEXT;
  OP(XOR_L) t.u ^= sp[-1].u; sp--; NEXT;
  OP(NOT_L) t.u = ~t.u; NEXT;
  OP(SHL_L) {
    if (VM_UNLIKELY(t.u >= 64)) TRAP(TRAP_SHIFT);
    t.u = sp[-1].u << t.u;
    sp--;
    NEXT;
  }
  OP(SHR_L) {
    if (VM_UNLIKELY(t.u >= 64)) TRAP(TRAP_SHIFT);
    t.i = sp[-1].i >> t.u;
    sp--;
    NEXT;
  }
  /* ---- double */
  OP(ADD_D) t.d = sp[-1].d + t.d; sp--; NEXT;
  OP(SUB_D) t.d = sp[-1].d - t.d; sp--; NEXT;
  OP(MUL_D) t.d = sp[-1].d * t.d; sp--; NEXT;
  OP(DIV_D) t.d = sp[-1].d / t.d; sp--; NEXT;
  OP(NEG_D) t.d = -t.d; NEXT;
  /* ---- comparisons (int 0/1) */
  OP(EQ_I) t.i = sp[-1].i == t.i; sp--; NEXT;
  OP(NE_I) t.i = sp[-1].i != t.i; sp--; NEXT;
  OP(LT_I) t.i = sp[-1].i < t.i; sp--; NEXT;
  OP(LE_I) t.i = sp[-1].i <= t.i; sp--; NEXT;
  OP(GT_I) t.i = sp[-1].i > t.i; sp--; NEXT;
  OP(GE_I) t.i = sp[-1].i >= t.i; sp--; NEXT;
  OP(EQ_L) t.i = sp[-1].i == t.i; sp--; NEXT;
  OP(NE_L) t.i = sp[-1].i != t.i; sp--; NEXT;
  OP(LT_L) t.i = sp[-1].i < t.i; sp--; NEXT;
  OP(LE_L) t.i = sp[-1].i <= t.i; sp--; NEXT;
  OP(GT_L) t.i = sp[-1].i > t.i; sp--; NEXT;
  OP(GE_L) t.i = sp[-1].i >= t.i; sp--; NEXT;
  OP(EQ_D) t.i = sp[-1].d == t.d; sp--; NEXT;
  OP(NE_D) t.i = sp[-1].d != t.d; sp--; NEXT;
  OP(LT_D) t.i = sp[-1].d < t.d; sp--; NEXT;
  OP(LE_D) t.i = sp[-1].d <= t.d; sp--; NEXT;
  OP(GT_D) t.i = sp[-1].d > t.d; sp--; NEXT;
  OP(GE_D) t.i = sp[-1].d >= t.d; sp--; NEXT;
  /* ---- conversions */
  OP(I2L) NEXT; /* already sign-extended */
  OP(L2I) t.i = VM_SEXT32(t.u); NEXT;
  OP(I2D) t.d = (double)t.i; NEXT;
  OP(L2D) t.d = (double)t.i; NEXT;
  OP(D2I) {
    double d = t.d;
    if (VM_UNLIKELY(!(d > -2147483649.0 && d < 2147483648.0))) TRAP(TRAP_CONVERSION);
    t.i = (int32_t)d;
    NEXT;
  }
  OP(D2L) {
    double d = t.d;
    if (VM_UNLIKELY(!(d >= -9223372036854775808.0 && d < 9223372036854775808.0))) TRAP(TRAP_CONVERSION);
    t.i = (int64_t)d;
    NEXT;
  }
  OP(I2B) t.i = t.i != 0; NEXT;
  OP(L2B) t.i = t.i != 0; NEXT;
  OP(D2B) t.i = t.d != 0.0; NEXT;
  OP(B2I) NEXT;
  OP(LNOT) t.i = t.i == 0; NEXT;
  OP(ADDK_I) t.i = VM_SEXT32((uint32_t)t.u + (uint32_t)A_S); NEXT;
  OP(MULK_I) t.i = VM_SEXT32((uint32_t)t.u * (uint32_t)A_S); NEXT;
  OP(MULK_L) t.u *= (uint64_t)(int64_t)A_S; NEXT;
  /* ---- C's other scalar types (see opcodes.h) */
  OP(SEXT8) t.i = (int8_t)(uint8_t)t.u; NEXT;
  OP(ZEXT8) t.i = (uint8_t)t.u; NEXT;
  OP(SEXT16) t.i = (int16_t)(uint16_t)t.u; NEXT;
  OP(ZEXT16) t.i = (uint16_t)t.u; NEXT;
  OP(U2L) t.i = (int64_t)(uint32_t)t.u; NEXT;
  OP(DIV_U) {
    uint32_t a = (uint32_t)sp[-1].u, b = (uint32_t)t.u;
    if (VM_UNLIKELY(b == 0)) TRAP(TRAP_DIV_ZERO);
    t.i = VM_SEXT32(a / b);
    sp--;
    NEXT;
  }
  OP(REM_U) {
    uint32_t a = (uint32_t)sp[-1].u, b = (uint32_t)t.u;
    if (VM_UNLIKELY(b == 0)) TRAP(TRAP_DIV_ZERO);
    t.i = VM_SEXT32(a % b);
    sp--;
    NEXT;
  }
  OP(SHR_U) {
    if (VM_UNLIKELY(t.u >= 32)) TRAP(TRAP_SHIFT);
    t.i = VM_SEXT32((uint32_t)sp[-1].u >> t.u);
    sp--;
    NEXT;
  }
  OP(LT_U) t.i = (uint32_t)sp[-1].u < (uint32_t)t.u; sp--; NEXT;
  OP(LE_U) t.i = (uint32_t)sp[-1].u <= (uint32_t)t.u; sp--; NEXT;
  OP(GT_U) t.i = (uint32_t)sp[-1].u > (uint32_t)t.u; sp--; NEXT;
  OP(GE_U) t.i = (uint32_t)sp[-1].u >= (uint32_t)t.u; sp--; NEXT;
  OP(DIV_UL) {
    if (VM_UNLIKELY(t.u == 0)) TRAP(TRAP_DIV_ZERO);
    t.u = sp[-1].u / t.u;
    sp--;
    NEXT;
  }
  OP(REM_UL) {
    if (VM_UNLIKELY(t.u == 0)) TRAP(TRAP_DIV_ZERO);
    t.u = sp[-1].u % t.u;
    sp--;
    NEXT;
  }
  OP(SHR_UL) {
    if (VM_UNLIKELY(t.u >= 64)) TRAP(TRAP_SHIFT);
    t.u = sp[-1].u >> t.u;
    sp--;
    NEXT;
  }
  OP(LT_UL) t.i = sp[-1].u < t.u; sp--; NEXT;
  OP(LE_UL) t.i = sp[-1].u <= t.u; sp--; NEXT;
  OP(GT_UL) t.i = sp[-1].u > t.u; sp--; NEXT;
  OP(GE_UL) t.i = sp[-1].u >= t.u; sp--; NEXT;
  OP(D2U) {
    double d = t.d;
    if (VM_UNLIKELY(!(d > -1.0 && d < 4294967296.0))) TRAP(TRAP_CONVERSION);
    t.i = VM_SEXT32((uint32_t)d);
    NEXT;
  }
  OP(D2UL) {
    double d = t.d;
    if (VM_UNLIKELY(!(d > -1.0 && d < 18446744073709551616.0))) TRAP(TRAP_CONVERSION);
    t.u = (uint64_t)d;
    NEXT;
  }
  OP(UL2D) t.d = (double)t.u; NEXT;
  OP(D2F) t.d = (double)(float)t.d; NEXT;
  OP(L2F) t.d = (double)(float)t.i; NEXT;
  OP(UL2F) t.d = (double)(float)t.u; NEXT;
  /* ---- the memory model (docs/memory.md): checked loads and stores through vl_at */
#define VM_LD(name, n, expr)                                             \
  OP(name) {                                                             \
    const uint8_t *q = vl_at(&run, t.u, A_S, n, 0, &trap);               \
    if (VM_UNLIKELY(!q)) TRAP(trap);                                     \
    { uint64_t v = vl_get(q, n); expr; }                                 \
    NEXT;                                                                \
  }
  VM_LD(LD_I8, 1, t.i = (int8_t)(uint8_t)v) VM_LD(LD_U8, 1, t.i = (int64_t)v)
  VM_LD(LD_I16, 2, t.i = (int16_t)(uint16_t)v) VM_LD(LD_U16, 2, t.i = (int64_t)v)
  VM_LD(LD_I32, 4, t.i = VM_SEXT32(v)) VM_LD(LD_I64, 8, t.u = v) VM_LD(LD_F64, 8, t.u = v) VM_LD(LD_P, 8, t.u = v)
  VM_LD(LD_F32, 4, { union { uint32_t u; float f; } b_; b_.u = (uint32_t)v; t.d = (double)b_.f; })
#undef VM_LD
#define VM_ST(name, n, bits)                                             \
  OP(name) {                                                             \
    uint8_t *q = vl_at(&run, sp[-1].u, A_S, n, 1, &trap);                \
    if (VM_UNLIKELY(!q)) TRAP(trap);                                     \
    vl_put(q, bits, n);                                                  \
    t = sp[-2];                                                          \
    sp -= 2;                                                             \
    NEXT;                                                                \
  }
  VM_ST(ST_8, 1, t.u) VM_ST(ST_16, 2, t.u) VM_ST(ST_32, 4, t.u) VM_ST(ST_64, 8, t.u) VM_ST(ST_F64, 8, t.u)
  VM_ST(ST_P, 8, t.u)
  OP(ST_F32) {
    union { uint32_t u; float f; } b_;
    uint8_t *q = vl_at(&run, sp[-1].u, A_S, 4, 1, &trap);
    if (VM_UNLIKELY(!q)) TRAP(trap);
    b_.f = (float)t.d;
    vl_put(q, b_.u, 4);
    t = sp[-2];
    sp -= 2;
    NEXT;
  }
#undef VM_ST
  OP(PADD) {
    uint64_t p;
    if (VM_UNLIKELY((trap = vl_padd(sp[-1].u, t.i, &p)) != 0)) TRAP(trap);
    t.u = p;
    sp--;
    NEXT;
  }
  OP(PIDX) {
    uint64_t p;
    int64_t k = t.i;
    if (VM_UNLIKELY(k > ((int64_t)1 << 32) || k < -((int64_t)1 << 32))) TRAP(TRAP_PTR_OVERFLOW);
    if (VM_UNLIKELY((trap = vl_padd(sp[-1].u, k * (int64_t)A_U, &p)) != 0)) TRAP(trap);
    t.u = p;
    sp--;
    NEXT;
  }
  OP(PDIFF) {
    uint64_t a = sp[-1].u;
    if (VM_UNLIKELY((a >> 32) != (t.u >> 32))) TRAP(TRAP_PTR_MISMATCH);
    t.i = (int64_t)(int32_t)(uint32_t)a - (int64_t)(int32_t)(uint32_t)t.u;
    sp--;
    NEXT;
  }
  /* pointers compare as (id, signed offset): flipping the offset's sign bit makes that one unsigned compare */
#define VM_PKEY(x) ((x) ^ 0x80000000u)
  OP(EQ_P) t.i = sp[-1].u == t.u; sp--; NEXT;
  OP(NE_P) t.i = sp[-1].u != t.u; sp--; NEXT;
  OP(LT_P) t.i = VM_PKEY(sp[-1].u) < VM_PKEY(t.u); sp--; NEXT;
  OP(LE_P) t.i = VM_PKEY(sp[-1].u) <= VM_PKEY(t.u); sp--; NEXT;
  OP(GT_P) t.i = VM_PKEY(sp[-1].u) > VM_PKEY(t.u); sp--; NEXT;
  OP(GE_P) t.i = VM_PKEY(sp[-1].u) >= VM_PKEY(t.u); sp--; NEXT;
#undef VM_PKEY
  OP(P2B) t.i = t.u != 0; NEXT;
  OP(P2L) NEXT;
  OP(L2P) NEXT;
  OP(PNULL) *sp++ = t; t.u = 0; NEXT;
  OP(FOBJV) { /* n size > (opcodes.h; vl_fobjv) */
    uint32_t s = A_U, mk = *ip++;
    CREDIT(1);
    run.cost = 0;
    trap = vl_fobjv(&run, sp[-1].i, t.i, depth > 1 ? frames[VM_FRAME_INTS * (depth - 2) + 4] : run.nstatic, &bp[mk],
                    &bp[s]);
    sp--;
    t = *--sp;
    if (VM_UNLIKELY(trap != 0)) TRAP(trap);
    bend -= 4u * (uintptr_t)run.cost;
    if (VM_UNLIKELY(FUEL_OUT())) goto out_of_fuel;
    NEXT;
  }
  OP(GOBJ) *sp++ = t; t.u = (uint64_t)(A_U + 1) << 32; NEXT;
  OP(FOBJ) {
    uint32_t s = A_U, n = *ip++;
    CREDIT(1);
    run.cost = 0;
    if (VM_UNLIKELY((trap = vl_fobj(&run, n, &bp[s])) != 0)) TRAP(trap);
    bend -= 4u * (uintptr_t)run.cost;
    if (VM_UNLIKELY(FUEL_OUT())) goto out_of_fuel;
    NEXT;
  }
  OP(CALLB) {
    int32_t bi = (int32_t)A_U, n = (int32_t)ip[0];
    uint32_t cls = ip[1];
    Value *a, rv;
    ip += 2;
    CREDIT(2);
    if (VM_UNLIKELY(FUEL_OUT())) goto out_of_fuel; /* no library side effect past the fuel */
    *sp = t;
    a = sp + 1 - n;
    if (VM_UNLIKELY(bi == BI_qsort || bi == BI_bsearch)) goto qsort_call;
    run.cost = 0;
    run.budget = FUEL_LEFT();
    run.steps = fuel0 - run.budget;
    trap = vl_call(&run, bi, a, n, cls, &rv);
    bend -= 4u * (uintptr_t)run.cost;
    if (VM_UNLIKELY(trap == VL_EXIT)) {
      res->ret.i = run.exit_status;
      res->exited = 1;
      goto finished;
    }
    if (VM_UNLIKELY(trap == TRAP_FUEL)) goto out_of_fuel;
    if (VM_UNLIKELY(trap == TRAP_ASSERT)) res->ret.i = run.exit_status; /* the assert's line */
    if (VM_UNLIKELY(trap == TRAP_MISSING_RETURN) && vm_result_dropped(m, frames, depth)) trap = 0;
    if (VM_UNLIKELY(trap != 0)) TRAP(trap);
    if (VM_UNLIKELY(FUEL_OUT())) goto out_of_fuel;
    if (vl_has_result(bi)) {
      t = rv;
      sp = a;
    } else {
      t = a[-1];
      sp = a - 1;
    }
    NEXT;
  }
  /* qsort and bsearch (vm.h): the CALLB pops the arguments, then the comparator is called like CALL does
   * for each comparison the sort or search hands out, with a frame whose return pc is -1: its RET comes back
   * to qsort_return (the caller's frame restored, the comparator's int in t) instead of into bytecode. */
qsort_call: {
    int is_bsearch = (int32_t)A_U == BI_bsearch;
    Value *a = sp - (is_bsearch ? 4 : 3); /* [key] base n size cmp (t was stored at sp) */
    if (VM_UNLIKELY(qs.active)) TRAP(TRAP_LIB_ARG);
    trap = is_bsearch ? vl_bsearch_begin(&run, m, a, &qs) : vl_qsort_begin(&run, m, a, &qs);
    if (VM_UNLIKELY(trap != 0)) TRAP(trap);
    qs.ret_pc = (int32_t)(ip - code);
    t = a[-1];
    sp = a - 1;
    qcmp = 0;
    goto qsort_next;
  }
qsort_return:
  qcmp = (int32_t)t.i;
  t = *--sp;
qsort_next: {
    Value pa, pb;
    if (!vl_qsort_next(&qs, qcmp, &pa, &pb)) {
      trap = vl_qsort_end(&run, &qs);
      if (VM_UNLIKELY(trap != 0)) TRAP(trap);
      if (qs.bsearch) { /* its result: the element found, or NULL */
        *sp++ = t;
        t.u = qs.found;
      }
      JUMP_TO(code + qs.ret_pc);
      NEXT;
    }
    *sp++ = t; /* the comparator's arguments: pa, then pb in t */
    *sp++ = pa;
    t = pb;
    VM_ENTER(qs.fi, -1);
    NEXT;
  }
  /* ---- control */
  OP(JUMP) JUMP_TO(code + A_U); NEXT;
  OP(JZ) {
    int64_t c = t.i;
    t = *--sp;
    if (c == 0) JUMP_TO(code + A_U);
    NEXT;
  }
  OP(JNZ) {
    int64_t c = t.i;
    t = *--sp;
    if (c != 0) JUMP_TO(code + A_U);
    NEXT;
  }
  OP(JZ_L) {
    int64_t c = t.i;
    t = *--sp;
    if (c == 0) JUMP_TO(code + A_U);
    NEXT;
  }
  OP(JNZ_L) {
    int64_t c = t.i;
    t = *--sp;
    if (c != 0) JUMP_TO(code + A_U);
    NEXT;
  }
  /* branch on a local (int and bool sign-extended / 0-1, so one 64-bit test serves all three types) */
  OP(JZ_S) {
    int64_t c = bp[*ip++].i;
    CREDIT(1);
    if (c == 0) JUMP_TO(code + A_U);
    NEXT;
  }
  OP(JNZ_S) {
    int64_t c = bp[*ip++].i;
    CREDIT(1);
    if (c != 0) JUMP_TO(code + A_U);
    NEXT;
  }
  /* compare and branch: pop b, pop a, jump if a cc b (ints are sign-extended: one 64-bit compare) */
#define VM_JCC(name, cmp)                        \
  OP(name) {                                     \
    int64_t a = sp[-1].i, b = t.i;               \
    t = sp[-2];                                  \
    sp -= 2;                                     \
    if (a cmp b) JUMP_TO(code + A_U);            \
    NEXT;                                        \
  }
  VM_JCC(JEQ_I, ==) VM_JCC(JNE_I, !=) VM_JCC(JLT_I, <) VM_JCC(JLE_I, <=) VM_JCC(JGT_I, >) VM_JCC(JGE_I, >=)
  VM_JCC(JEQ_L, ==) VM_JCC(JNE_L, !=) VM_JCC(JLT_L, <) VM_JCC(JLE_L, <=) VM_JCC(JGT_L, >) VM_JCC(JGE_L, >=)
#undef VM_JCC
  OP(CALL) {
    VM_ENTER(A_U, (int32_t)(ip - code));
    NEXT;
  }
  /* a call through the function pointer in t, whose signature must be K[A]'s exactly (the verifier typed
   * the arguments by K[A]); CALL's limits then hold as for any call */
  OP(CALLP) {
    uint64_t f = t.u;
    if (VM_UNLIKELY(f == 0)) TRAP(TRAP_NULL);
    if (VM_UNLIKELY(!vm_fn_sig_is(m, f, K + A_U))) TRAP(TRAP_BAD_FNPTR);
    t = *--sp;
    VM_ENTER((uint32_t)f, (int32_t)(ip - code));
    NEXT;
  }
  OP(RET) {
    const int32_t *fr;
    if (VM_UNLIKELY(FUEL_OUT())) goto out_of_fuel;
    if (depth == 1) { res->ret = t; goto finished; }
    depth--;
    fr = frames + VM_FRAME_INTS * (depth - 1);
    vl_frame_pop(&run, fr[4]);
    sp = bp; /* t, the result, is the caller's new top */
    cfi = fr[1];
    cf = &fns[cfi];
    code = m->code + cf->code_off;
    bp = stack + fr[2];
    hb = fr[3];
    if (VM_UNLIKELY(fr[0] < 0)) goto qsort_return; /* a comparator of qsort */
    MOVE_TO(code + fr[0]);
    NEXT;
  }
  OP(RET_V) {
    const int32_t *fr;
    if (VM_UNLIKELY(FUEL_OUT())) goto out_of_fuel;
    if (depth == 1) goto finished;
    depth--;
    fr = frames + VM_FRAME_INTS * (depth - 1);
    vl_frame_pop(&run, fr[4]);
    sp = bp;
    t = *--sp;
    cfi = fr[1];
    cf = &fns[cfi];
    code = m->code + cf->code_off;
    MOVE_TO(code + fr[0]);
    bp = stack + fr[2];
    hb = fr[3];
    NEXT;
  }
#if !VM_GOTO
    default: break; /* unreachable for a verified module */
    }
  }
#endif

out_of_fuel:
  res->trap = TRAP_FUEL;
  res->steps = fuel0;
  res->heap_lo = run.hnext + 1;
  res->out_len = run.out_len;
  res->out_truncated = run.out_trunc;
  return;
trapped:
  res->trap = trap;
  res->steps = fuel0 - FUEL_LEFT();
  res->heap_lo = run.hnext + 1;
  res->out_len = run.out_len;
  res->out_truncated = run.out_trunc;
  return;
finished:
  res->steps = fuel0 - FUEL_LEFT();
  res->heap_lo = run.hnext + 1;
  res->out_len = run.out_len;
  res->out_truncated = run.out_trunc;
  /* NaN payloads and signs differ between CPUs and GPUs and are not observable inside the language: the
   * result leaves the VM as the one canonical quiet NaN */
  if (!res->exited && ty_is_float(fns[fn].ret) && res->ret.d != res->ret.d) res->ret.u = 0x7ff8000000000000ull;
}

#undef OP
#undef NEXT
#undef TRAP
#undef FUEL_OUT
#undef FUEL_LEFT
#undef JUMP_TO
#undef MOVE_TO
#undef CREDIT
#undef A_U
#undef VM_ENTER
#undef A_S
#undef VM_GOTO
#undef VM_UNLIKELY
#undef VM_SEXT32
#undef VM_POW2
#undef VM_NO_TAIL_MERGE
#undef VM_ALIGNED
