/* gk.cuh - what one GPU thread (or one lane) does in each batch kernel, as plain functions.
 *
 * The CUDA kernels (gx_cuda.cuh) are thin wrappers that pick the index from blockIdx/threadIdx and call
 * these; the host emulation (tests/gpu/emu.c) calls the very same functions from loops.  So the indexing,
 * the chunk bookkeeping and the per-program state machine are exercised on any machine, and only the
 * wrappers (warp claims, reductions, launch shapes) need a device.  Written in the common subset of C11
 * and C++17 (the emulation is C, the CUDA build is C++).
 *
 * A chunk (GkChunk) is a contiguous range of programs [p0, p0+n) of a batch already in device memory.
 * Per program i of the chunk (p = p0 + i) a state moves through
 *   GK_COMPILING -> GK_COMPILED -> (GK_NEED_VFY ->) GK_VERIFIED -> GK_READY      or GK_DEAD at any step
 * (GK_DEAD: ProgResult holds the verdict and the program's tests are TS_NOT_RUN).  Compile state lives in
 * the program's slot of the compile pool: [Compiler | cc workspace], so a phase kernel can pick up where
 * the previous one stopped.  After codegen the token/node part of the slot is dead and the verifier uses
 * it as its workspace (GK_NEED_VFY when it is too small: a second pool, see gx_verify_extra).
 *
 * The VM works on items: item = (program i, group g of up to `lanes` consecutive tests of i); item_off is
 * the exclusive scan of the groups per program.  Tier 1 runs every item with small per-thread memory
 * (cap1: stack, heap, frames, byte memory and output smaller than BatchOpts; the object table never, as
 * object ids are visible to programs).  Because those capacities enter vm_call only through its
 * TRAP_STACK, TRAP_BAD_CALL and TRAP_OOM checks and the output's truncation, a run that does not stop
 * there behaves exactly as with the full capacities; a test that does (or whose array arguments do not
 * fit) is appended to `retry` and tier 2 reruns it with the full BatchOpts memory (cap2).  The result is
 * the CPU backend's, bit for bit.
 */
#ifndef GNC_GK_CUH
#define GNC_GK_CUH
#include "core/batch/batch.h"

#define GK_FN CORE_FN static inline
/* a function with more than one call site, kept out of line on the device so that its PTX is there once
 * (gk_verify_module: k_verify and k_verify_extra; gk_run_test, the VM with argument loading and scoring:
 * k_vm's two tiers; gk_lex_phase: k_lex's two ways of lexing).  Inlined, each was 7k-10k PTX lines twice; a
 * call costs once per program or test.  ptxas compiles a kernel together with every function it calls, so
 * a function shared by two kernels costs its time twice: the VM and the lexing phase each have one kernel. */
#ifdef __CUDACC__
#define GK_SHARED CORE_FN static __noinline__
#else
#define GK_SHARED CORE_FN static
#endif

enum { GK_DEAD = 0, GK_COMPILING, GK_COMPILED, GK_NEED_VFY, GK_VERIFIED, GK_READY };
enum { GK_CNT_ITEMS = 0, GK_CNT_RETRY, GK_CNT_STEPS, GK_CNT_ITEMS2, GK_NCOUNTERS };

#define GK_ALIGN 64
#define GK_ROUND(n) (((n) + (GK_ALIGN - 1)) & ~(int64_t)(GK_ALIGN - 1))
#define GK_CC_HDR GK_ROUND((int64_t)sizeof(Compiler))

typedef struct {
  BatchIn in;               /* the batch in device memory (programs and tests indexed as in BatchIn)  */
  BatchOpts o;              /* resolved                                                               */
  ProgResult *pr;           /* [in.nprog]                                                             */
  TestResult *tr;           /* [in.ntests]                                                            */
  char *tb;                 /* [in.ntests * rcap] report areas, or 0                                   */
  int64_t rcap;             /* bytes per report area                                                   */
  int32_t p0, n;            /* this chunk: programs p0 .. p0+n-1                                      */
  int32_t lanes;            /* tests per VM item (1, 2, 4, 8, 16 or 32)                               */
  int32_t force_extra;      /* testing: verify every program in the extra pool                        */
  unsigned char *cpool;     /* compile slots                                                          */
  const int64_t *psize;     /* [in.nprog] slot size of each program of the batch (gk_sizes)           */
  int64_t *slot_off;        /* [n+1] byte offset of slot i in cpool                                   */
  int64_t *tmp;             /* [n+1] sizes before a scan                                              */
  Module *mod;              /* [n]                                                                    */
  int32_t *state;           /* [n] GK_*                                                               */
  int32_t *entry;           /* [n] entry function index                                               */
  int64_t *vneed;           /* [n+1] verifier bytes needed outside the slot (GK_NEED_VFY), else 0      */
  int64_t *voff;            /* [n+1] exclusive scan of vneed                                          */
  int64_t *item_off;        /* [n+1] exclusive scan of VM items per program                           */
  int64_t *retry;           /* [retry_cap] tests for tier 2                                           */
  int64_t retry_cap;
  unsigned long long *cnt;  /* [GK_NCOUNTERS]                                                         */
  unsigned char *vpool1;    /* tier 1: vblock1 bytes per thread                                       */
  int64_t vblock1;
  BatchCaps cap1;           /* tier-1 capacities                                                      */
  int32_t small;            /* any tier-1 capacity below the full one                                 */
  int32_t handover;         /* 1: tier 1 has no memory (it did not fit the device): it hands every test
                               to tier 2 unrun                                                        */
  unsigned char *vpool2;    /* tier 2: vblock2 bytes per thread                                       */
  int64_t vblock2;
  BatchCaps cap2;           /* the full capacities (batch_caps)                                       */
  /* data-parallel lexing (gk_lex_*) over the chunk's bytes in.src[b0 .. b0+nbytes)                    */
  int64_t b0, nbytes;
  uint64_t *lx_f;           /* [nbytes] per-byte transition functions (plex_trans)                    */
  uint64_t *lx_g;           /* [nbytes] their inclusive scan (plex_compose): the state after each byte */
  int64_t *lx_flag;         /* [nbytes+1] 1 where a token starts                                      */
  int64_t *lx_idx;          /* [nbytes+1] exclusive scan of lx_flag                                   */
  int32_t *lx_fb;           /* [n] 1: program i is lexed by lex_run                                   */
  int32_t regrow;           /* 1: the compile phases run for programs compiled again (gk_regrow)      */
} GkChunk;

/* ---------------------------------------------------------------- sizes */

/* Program p's compile slot: the Compiler and the workspace that its source's scan sizes (a lean first
 * compile, cc_workspace_size_src; one that outgrows it is compiled again in a grow pool: gk_regrow).
 * gk_sizes gives every program's before the chunks are planned (the host reads them back); the chunk's
 * slots are carved from them (gk_slots, then a scan). */
GK_FN void gk_sizes(const BatchIn *in, int32_t p, int64_t *size) {
  int32_t len = batch_src_len(in, p);
  size[p] =
      GK_CC_HDR + (len > GNC_MAX_SRC ? 0 : GK_ROUND((int64_t)cc_workspace_size_src(in->src + in->src_off[p], len)));
}

GK_FN Compiler *gk_cc(const GkChunk *ch, int32_t i) { return (Compiler *)(ch->cpool + ch->slot_off[i]); }

/* i in 0..n: tmp[i] = slot size (tmp[n] = 0, so that an exclusive scan of n+1 gives the total) */
GK_FN void gk_slots(const GkChunk *ch, int32_t i) { ch->tmp[i] = i < ch->n ? ch->psize[ch->p0 + i] : 0; }

/* ---------------------------------------------------------------- compile */

GK_FN void gk_compile_init(const GkChunk *ch, int32_t i) {
  int32_t p = ch->p0 + i, len = batch_src_len(&ch->in, p);
  unsigned char *slot = ch->cpool + ch->slot_off[i];
  Compiler *c = (Compiler *)slot;
  const char *src = ch->in.src + ch->in.src_off[p];
  batch_prog_begin(&ch->pr[p]);
  if (len > GNC_MAX_SRC) cc_init(c, src, len, 0, 0);
  else cc_init(c, src, len, slot + GK_CC_HDR, (size_t)(ch->slot_off[i + 1] - ch->slot_off[i] - GK_CC_HDR));
  ch->state[i] = GK_COMPILING;
  ch->entry[i] = -1;
  ch->vneed[i] = 0;
}

/* the lexing phase (the preprocessor and lex_run): k_lex one thread per program, and its fallback */
GK_SHARED int gk_lex_phase(Compiler *c) { return cc_phase(c, BATCH_PH_LEX); }

/* one compile phase of program i; the last one (BATCH_PH_GEN) also records the verdict */
GK_FN void gk_compile(const GkChunk *ch, int32_t i, int ph) {
  Compiler *c = gk_cc(ch, i);
  int failed;
  if (ph == BATCH_PH_LEX && !ch->regrow) gk_compile_init(ch, i);
  if (ch->state[i] != GK_COMPILING) return;
  failed = ph == BATCH_PH_LEX ? gk_lex_phase(c) : cc_phase(c, ph);
  if (!failed && ph != BATCH_PHASES - 1) return;
  ch->state[i] = batch_compile_result(c, failed, &ch->pr[ch->p0 + i]) ? GK_DEAD : GK_COMPILED;
}

/* ---------------------------------------------------------------- compiling again in more room
 * A program whose compile ran out of its slot's scan-sized arenas (E_WS_SMALL: the preprocessor made more
 * than its first estimate, docs/language.md) is compiled again, as the CPU backend does (cc_compile_host),
 * in the workspace its compile measured (cc_retry), carved from a grow pool: GK_REGROW_SIZE gives
 * tmp[i] = that size (0: none), the host scans tmp into voff and allocates the pool, GK_REGROW_INIT
 * starts the compile at pool + voff[i], and the compile phases run again with ch->regrow set (only those
 * programs are GK_COMPILING).  At most CC_MAX_RETRIES rounds, each with its own pool.  The Compiler stays
 * in the slot; its workspace, and so the module, is in the pool. */
enum { GK_REGROW_SIZE = 0, GK_REGROW_INIT };
GK_FN void gk_regrow(const GkChunk *ch, int32_t i, int step, unsigned char *pool) {
  Compiler *c;
  CcScan s;
  int32_t p = ch->p0 + i;
  if (step == GK_REGROW_SIZE) {
    ch->tmp[i] = i < ch->n && ch->state[i] == GK_DEAD ? GK_ROUND((int64_t)cc_retry(gk_cc(ch, i), &s)) : 0;
    return;
  }
  if (i >= ch->n || ch->tmp[i] == 0) return;
  c = gk_cc(ch, i);
  cc_retry(c, &s);
  batch_prog_begin(&ch->pr[p]);
  cc_init_scan(c, ch->in.src + ch->in.src_off[p], batch_src_len(&ch->in, p), pool + ch->voff[i],
               (size_t)ch->tmp[i], &s);
  ch->state[i] = GK_COMPILING;
}

/* ---------------------------------------------------------------- data-parallel lexing
 * Replaces gk_compile(ch, i, BATCH_PH_LEX) (docs/gpu.md, *Lexing*; plex.c has the per-byte logic):
 *   GK_LEX_BEGIN  per program: gk_compile_init; programs without a token array go to lex_run
 *   GK_LEX_TRANS  per byte k: lx_f[k] = plex_trans             then lx_g = inclusive scan (plex_compose)
 *   GK_LEX_STARTS per byte k (0..nbytes): lx_flag[k]; a program ending in a fail state, or with a byte that
 *                 needs the preprocessor (pp_byte_needs), goes to cc_phase (preprocessor and lex_run)
 *                                                              then lx_idx = exclusive sum of lx_flag
 *   GK_LEX_TOKEN  per byte k: a token start writes its Token where lex_run would (plex_token)
 *   GK_LEX_END    per program: the EOF token and ntok, or lex_run for the programs marked in lx_fb
 * The result is lex_run's, token for token, for every program (tests/gpu/plex_test.c). */
enum { GK_LEX_BEGIN = 0, GK_LEX_TRANS, GK_LEX_STARTS, GK_LEX_TOKEN, GK_LEX_END };

/* the chunk program holding chunk byte k (the last i with src_off[p0+i] <= b0+k: never an empty one) */
GK_FN int32_t gk_byte_prog(const GkChunk *ch, int64_t k) {
  int32_t lo = 0, hi = ch->n;
  int64_t b = ch->b0 + k;
  while (hi - lo > 1) {
    int32_t mid = lo + (hi - lo) / 2;
    if (ch->in.src_off[ch->p0 + mid] <= b) lo = mid;
    else hi = mid;
  }
  return lo;
}

GK_FN void gk_lex(const GkChunk *ch, int64_t k, int step) {
  int32_t i;
  int64_t lo, hi, b = ch->b0 + k;
  Compiler *c;
  if (step == GK_LEX_BEGIN || step == GK_LEX_END) {
    if (k >= ch->n) return;
    i = (int32_t)k;
    c = gk_cc(ch, i);
    if (step == GK_LEX_BEGIN) {
      gk_compile_init(ch, i);
      ch->lx_fb[i] = (c->src_len > GNC_MAX_SRC || !c->tok) ? 1 : 0;
      return;
    }
    if (ch->state[i] != GK_COMPILING) return;
    lo = ch->in.src_off[ch->p0 + i] - ch->b0;
    hi = ch->in.src_off[ch->p0 + i + 1] - ch->b0;
    if (ch->lx_fb[i] || ch->lx_idx[hi] - ch->lx_idx[lo] >= c->tok_cap) {
      if (gk_lex_phase(c))
        ch->state[i] = batch_compile_result(c, 1, &ch->pr[ch->p0 + i]) ? GK_DEAD : GK_COMPILED;
      return;
    }
    {
      int32_t nt = (int32_t)(ch->lx_idx[hi] - ch->lx_idx[lo]);
      Token *t = &c->tok[nt];
      t->val = 0;
      t->pos = c->src_len;
      t->len = 0;
      t->kind = TK_EOF;
      t->pad = 0;
      c->ntok = nt + 1;
    }
    return;
  }
  if (k > ch->nbytes || (k == ch->nbytes && step != GK_LEX_STARTS)) return;
  if (k == ch->nbytes) { ch->lx_flag[k] = 0; return; }
  i = gk_byte_prog(ch, k);
  lo = ch->in.src_off[ch->p0 + i];
  hi = ch->in.src_off[ch->p0 + i + 1];
  switch (step) {
  case GK_LEX_TRANS: ch->lx_f[k] = plex_trans(ch->in.src, b, lo, hi); break;
  case GK_LEX_STARTS:
    ch->lx_flag[k] = plex_starts(ch->in.src, b, lo, hi, b == lo ? 0 : plex_apply(ch->lx_g[k - 1]));
    if (b + 1 == hi && plex_failed(plex_apply(ch->lx_g[k]))) ch->lx_fb[i] = 1;
    if (pp_byte_needs(ch->in.src, b, lo, hi)) ch->lx_fb[i] = 1; /* the preprocessor runs: cc_phase at the end */
    break;
  case GK_LEX_TOKEN: {
    int64_t t;
    if (!ch->lx_flag[k] || ch->lx_fb[i]) break;
    c = gk_cc(ch, i);
    t = ch->lx_idx[k] - ch->lx_idx[lo - ch->b0];
    if (t >= c->tok_cap - 1) ch->lx_fb[i] = 1; /* no slot (cannot happen: the scan counts every token):
                                                  lex_run reports it */
    else if (plex_token(ch->in.src, b, lo, hi, &c->tok[t])) ch->lx_fb[i] = 1;
    break;
  }
  }
}

/* ---------------------------------------------------------------- verify */
/* the verifier of one module in room bytes of workspace (step 1's batch_verify) */
GK_SHARED int gk_verify_module(const Module *m, void *ws, int64_t room, ProgResult *r) {
  return batch_verify(m, ws, (size_t)room, r);
}

/* i in 0..n: load and verify in the dead part of the slot, or ask for room (vneed) */
GK_FN void gk_verify(const GkChunk *ch, int32_t i) {
  Compiler *c;
  unsigned char *ws;
  Module m;
  int64_t need, room;
  if (i == ch->n) { ch->vneed[i] = 0; return; }
  ch->vneed[i] = 0;
  if (ch->state[i] != GK_COMPILED) return;
  c = gk_cc(ch, i);
  if (batch_load(c->out, c->out_len, &m, &ch->pr[ch->p0 + i])) { ch->state[i] = GK_DEAD; return; }
  ch->mod[i] = m;
  ws = c->ws; /* the slot's workspace, or a grow pool's (gk_regrow) */
  need = (int64_t)vfy_workspace_size(&m);
  room = ch->force_extra ? 0 : (int64_t)(c->out - ws);
  if (need > room) {
    ch->vneed[i] = need;
    ch->state[i] = GK_NEED_VFY;
    return;
  }
  ch->state[i] = gk_verify_module(&m, ws, room, &ch->pr[ch->p0 + i]) ? GK_DEAD : GK_VERIFIED;
}

/* programs whose verifier room [voff[i], voff[i]+vneed[i]) lies inside the window [lo, hi) of the extra pool
 * (xpool holds the window) */
GK_FN void gk_verify_extra(const GkChunk *ch, int32_t i, unsigned char *xpool, int64_t lo, int64_t hi) {
  int64_t off;
  if (i >= ch->n || ch->state[i] != GK_NEED_VFY) return;
  off = ch->voff[i];
  if (off < lo || off + ch->vneed[i] > hi) return;
  ch->state[i] = gk_verify_module(&ch->mod[i], xpool + (off - lo), ch->vneed[i], &ch->pr[ch->p0 + i])
                     ? GK_DEAD : GK_VERIFIED;
}

/* ---------------------------------------------------------------- entry, inputs, VM items */

/* i in 0..n: entry and argument checks; tmp[i] = VM items of program i (0 unless GK_READY) */
GK_FN void gk_prepare(const GkChunk *ch, int32_t i) {
  int32_t p = ch->p0 + i, fn = -1;
  int64_t t, t0, t1;
  ProgResult *r;
  if (i == ch->n) { ch->tmp[i] = 0; return; }
  r = &ch->pr[p];
  t0 = ch->in.test_off[p];
  t1 = ch->in.test_off[p + 1];
  ch->tmp[i] = 0;
  if (ch->state[i] == GK_NEED_VFY) ch->state[i] = GK_DEAD; /* never verified: cannot happen, but never run */
  if (ch->state[i] == GK_VERIFIED) {
    fn = batch_entry(&ch->in, p, &ch->mod[i], r);
    if (fn >= 0 && !batch_check(&ch->in, p, &ch->mod[i], fn, &ch->o, r)) {
      ch->state[i] = GK_READY;
      ch->entry[i] = fn;
      ch->tmp[i] = (t1 - t0 + ch->lanes - 1) / ch->lanes;
      return;
    }
    ch->state[i] = GK_DEAD;
  }
  for (t = t0; t < t1; t++) batch_not_run(&ch->tr[t]);
}

/* the chunk program i holding VM item `item` (item < item_off[n]): the last i with item_off[i] <= item */
GK_FN int32_t gk_item_prog(const int64_t *item_off, int32_t n, int64_t item) {
  int32_t lo = 0, hi = n;
  while (hi - lo > 1) {
    int32_t mid = lo + (hi - lo) / 2;
    if (item_off[mid] <= item) lo = mid;
    else hi = mid;
  }
  return lo;
}

/* the program p in [p0, p0+n) holding test t: the last p with test_off[p] <= t */
GK_FN int32_t gk_test_prog(const GkChunk *ch, int64_t t) {
  int32_t lo = ch->p0, hi = ch->p0 + ch->n;
  while (hi - lo > 1) {
    int32_t mid = lo + (hi - lo) / 2;
    if (ch->in.test_off[mid] <= t) lo = mid;
    else hi = mid;
  }
  return lo;
}

/* run test t of chunk program i with memory mem; returns 0 when done (result stored), 1 when tier 1 must
 * hand it to tier 2 (tier1 = 1: mem has the small capacities) */
GK_SHARED int gk_run_test(const GkChunk *ch, int32_t i, int64_t t, VmMem *mem, int tier1,
                          unsigned long long *steps) {
  const Module *m = &ch->mod[i];
  int32_t fn = ch->entry[i], used;
  Value args[GNC_MAX_PARAMS];
  VmLimits lim;
  VmResult res;
  if (tier1 && batch_test_heap(&ch->in, t, m, fn) > mem->heap_cap) return 1;
  lim.fuel = ch->o.fuel;
  lim.max_depth = ch->o.max_depth;
  used = batch_load_args(&ch->in, t, m, fn, args, mem);
  if (used < 0) return 1; /* the pointer arguments do not fit tier 1's byte memory */
  vm_call(m, fn, args, m->fn[fn].nparams, used, mem, &lim, &res);
  if (tier1 && ch->small && (res.trap == TRAP_STACK || res.trap == TRAP_OOM || res.out_truncated)) return 1;
  batch_score(&ch->in, t, m, fn, args, mem, &res, &ch->tr[t], ch->tb ? ch->tb + t * ch->rcap : 0,
              (int32_t)ch->rcap);
  *steps += (unsigned long long)res.steps;
  return 0;
}

/* tier 1, one lane: lane li of item `item`; returns the test to retry, or -1 */
GK_FN int64_t gk_vm_item(const GkChunk *ch, int64_t item, int32_t li, VmMem *mem,
                         unsigned long long *steps) {
  int32_t i = gk_item_prog(ch->item_off, ch->n, item);
  int32_t p = ch->p0 + i;
  int64_t t = ch->in.test_off[p] + (item - ch->item_off[i]) * ch->lanes + li;
  if (t >= ch->in.test_off[p + 1]) return -1;
  if (ch->handover) return t;
  return gk_run_test(ch, i, t, mem, 1, steps) ? t : -1;
}

/* tier 2: retry entry k */
GK_FN void gk_vm_retry(const GkChunk *ch, int64_t k, VmMem *mem, unsigned long long *steps) {
  int64_t t = ch->retry[k];
  int32_t p = gk_test_prog(ch, t);
  gk_run_test(ch, p - ch->p0, t, mem, 0, steps);
}

/* thread slot `slot` of a VM pool */
GK_FN void gk_vm_mem(const GkChunk *ch, int tier, int64_t slot, VmMem *mem) {
  if (tier == 1) batch_vm_mem(ch->vpool1 + (ch->handover ? 0 : slot) * ch->vblock1, &ch->cap1, mem);
  else batch_vm_mem(ch->vpool2 + slot * ch->vblock2, &ch->cap2, mem);
}

/* compile only (differential tests): dst == 0: tmp[i] = module bytes of program i (0 unless compiled);
 * else copy them to dst + voff[i] (voff = exclusive scan of tmp) */
GK_FN void gk_gather(const GkChunk *ch, int32_t i, unsigned char *dst) {
  const Compiler *c;
  int32_t k;
  if (i == ch->n) {
    if (!dst) ch->tmp[i] = 0;
    return;
  }
  c = gk_cc(ch, i);
  if (!dst) {
    ch->tmp[i] = ch->state[i] == GK_COMPILED ? c->out_len : 0;
    return;
  }
  if (ch->state[i] != GK_COMPILED) return;
  for (k = 0; k < c->out_len; k++) dst[ch->voff[i] + k] = c->out[k];
}

/* ---------------------------------------------------------------- scores */

/* passed/failed of chunk program i over tests [t0 + first, t1) stepping by `stride` (a lane's share) */
GK_FN void gk_score_part(const GkChunk *ch, int32_t i, int32_t first, int32_t stride, ProgResult *acc) {
  int32_t p = ch->p0 + i;
  int64_t t;
  acc->passed = acc->failed = 0;
  if (ch->state[i] != GK_READY) return;
  for (t = ch->in.test_off[p] + first; t < ch->in.test_off[p + 1]; t += stride) batch_tally(acc, &ch->tr[t]);
}
#endif
