/* pipeline.cuh - the host side of the GPU batch engine: planning, memory, chunks and the phase sequence.
 *
 * Written against a small device interface (the gx_* functions declared below) that gx_cuda.cuh implements
 * with the CUDA runtime and tests/gpu/emu.c implements with host memory and loops, so that everything here
 * (chunk plans, buffer layouts, offsets, the retry tier, the upload of host batches in parts) also runs and
 * is tested on a machine without a GPU.  C11/C++17 common subset.
 *
 * Memory: every device buffer is grown on demand and kept for the next batch (one context, no per-batch
 * cudaMalloc once warm).  The budget B (free device memory at start-up, or GNC_CUDA_MEM_MB) is split:
 *   30 % inputs and results of one upload part (host batches larger than that go up in parts);
 *   30 % the compile pool (a chunk is the longest run of programs whose slots fit);
 *   12 % tier-1 VM memory (small VmMem per resident thread), 12 % tier-2 VM memory (full VmMem);
 *   the rest: per-chunk arrays, the extra verifier pool, scan scratch, and the data-parallel lexer's
 *   buffers (32 bytes per source byte of a chunk: a chunk's compile slots take 30-60 bytes per source byte,
 *   sized from each program's scan, so these stay within the 30 % compile share's size).
 * A single program larger than its share still runs (its buffers are allocated at the size it needs).
 *
 * Once per batch: every program's slot size from its scan (gk_sizes), * read back to plan the chunks.
 * Phases of one chunk (each a kernel over the chunk; the only host synchronisations are marked *):
 *   slots (sizes + scan) -> lex -> parse -> check -> opt -> gen -> verify (+ scan, * read the extra
 *   verifier bytes needed; usually 0) -> prepare (+ scan of VM items) -> vm tier 1 (* read the retry
 *   count) -> vm tier 2 (only if needed) -> score -> (* counters, end of chunk)
 */
#ifndef GNC_PIPELINE_CUH
#define GNC_PIPELINE_CUH
#include <stdint.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include "cuda/gk.cuh"
#include "cuda/cuda_api.h"

/* ---------------------------------------------------------------- the device interface */
typedef struct GxDev GxDev;
typedef struct { void *p; size_t cap; } GxBuf;

static int gx_alloc(GxDev *x, void **p, size_t n);      /* device memory; 0 on success */
static void gx_free(GxDev *x, void *p);
static int gx_halloc(GxDev *x, void **p, size_t n);     /* pinned host memory */
static void gx_hfree(GxDev *x, void *p);
static int gx_h2d(GxDev *x, void *d, const void *h, size_t n);  /* asynchronous, stream-ordered */
static int gx_d2h(GxDev *x, void *h, const void *d, size_t n);
static int gx_zero(GxDev *x, void *d, size_t n);
static int gx_sync(GxDev *x);
static int gx_scan(GxDev *x, const int64_t *in, int64_t *out, int32_t n); /* exclusive sum */
static int gx_k_sizes(GxDev *x, const BatchIn *in, int64_t *size); /* gk_sizes, p in 0..nprog-1 */
static int gx_k_slots(GxDev *x, const GkChunk *ch);
static int gx_k_compile(GxDev *x, const GkChunk *ch, int ph);
static int gx_k_regrow(GxDev *x, const GkChunk *ch, int step, unsigned char *pool); /* gk_regrow, i in 0..n */
static int gx_k_lex(GxDev *x, const GkChunk *ch, int step);  /* gk_lex over programs or bytes (+1) */
static int gx_scan_lex(GxDev *x, const uint64_t *in, uint64_t *out, int32_t n); /* inclusive, plex_compose */
static int gx_k_verify(GxDev *x, const GkChunk *ch);
static int gx_k_verify_extra(GxDev *x, const GkChunk *ch, unsigned char *xpool, int64_t lo, int64_t hi);
static int gx_k_prepare(GxDev *x, const GkChunk *ch);
static int gx_k_vm1(GxDev *x, const GkChunk *ch, int64_t nthreads);
static int gx_k_vm2(GxDev *x, const GkChunk *ch, int64_t nthreads, int64_t nslots);
static int gx_k_score(GxDev *x, const GkChunk *ch);
static int gx_k_gather(GxDev *x, const GkChunk *ch, unsigned char *dst);
static int64_t gx_vm_resident(GxDev *x, int tier);      /* VM threads that fit on the device at once */
static void gx_mark(GxDev *x, int phase);               /* the phase starts now (stream order)      */
static int gx_flush_marks(GxDev *x);                    /* after a sync: add the marked times       */

/* ---------------------------------------------------------------- state kept between batches */
#define GX_VM_BLOCK 128          /* threads per VM block; VM thread counts are multiples of it */
#define GX_MAX_CHUNK (1 << 20)   /* programs per chunk (bounds the per-chunk arrays)            */
#define GX_MAX_CHUNK_TESTS (1 << 24) /* tests per chunk, unless one program has more (retry list) */
#define GX_ALIGN 256

typedef struct {
  GxBuf cpool, vpool1, vpool2, xpool, arrays, input, gather, lexbuf, sizes;
  GxBuf gpool[CC_MAX_RETRIES];   /* compiles run again in more room, one pool per round (gk_regrow) */
  GxBuf hstage;                  /* pinned staging (host side)                                 */
  GxBuf hoff;                    /* pinned: host copies of src_off/test_off (device input)      */
  size_t budget;                 /* device bytes gnc may use                                   */
  int32_t max_chunk;             /* programs per chunk (GNC_CUDA_CHUNK may lower it)           */
  int32_t s_stack, s_heap, s_depth; /* tier-1 VmMem (GNC_CUDA_VM_SMALL)                      */
  int32_t s_out;                 /* tier-1 output bytes                                        */
  int64_t s_mem;                 /* tier-1 byte memory                                         */
  int32_t force_extra_vfy;       /* testing: verify every program in the extra pool            */
  int32_t force_handover;        /* testing: tier 1 hands every test to tier 2 (as without memory) */
  int32_t xpool_pct;             /* share of the budget for the extra verifier pool (8)        */
  int32_t lex_thread;            /* GNC_CUDA_LEX=thread: lex_run per thread, not data-parallel */
  BatchCudaStats stats;
  char err[512];
} GxState;

static GxState *gx_state(GxDev *x);

static int gx_fail(GxDev *x, const char *msg) {
  GxState *s = gx_state(x);
  if (!s->err[0]) snprintf(s->err, sizeof s->err, "%s", msg);
  return -1;
}

/* a device buffer of at least n bytes (contents not kept) */
static int gx_buf(GxDev *x, GxBuf *b, size_t n) {
  if (n == 0) n = 1;
  if (b->p && b->cap >= n) return 0;
  if (b->p) gx_free(x, b->p);
  b->p = 0;
  b->cap = 0;
  if (gx_alloc(x, &b->p, n)) return -1;
  b->cap = n;
  return 0;
}

static int gx_hbuf(GxDev *x, GxBuf *b, size_t n) {
  if (n == 0) n = 1;
  if (b->p && b->cap >= n) return 0;
  if (b->p) gx_hfree(x, b->p);
  b->p = 0;
  b->cap = 0;
  if (gx_halloc(x, &b->p, n)) return -1;
  b->cap = n;
  return 0;
}

static void gx_release(GxDev *x) {
  GxState *s = gx_state(x);
  GxBuf *d[] = {&s->cpool, &s->vpool1, &s->vpool2, &s->xpool, &s->arrays, &s->input, &s->gather, &s->lexbuf,
                &s->sizes};
  size_t i;
  for (i = 0; i < sizeof d / sizeof d[0]; i++) {
    if (d[i]->p) gx_free(x, d[i]->p);
    d[i]->p = 0;
    d[i]->cap = 0;
  }
  for (i = 0; i < CC_MAX_RETRIES; i++) {
    if (s->gpool[i].p) gx_free(x, s->gpool[i].p);
    s->gpool[i].p = 0;
    s->gpool[i].cap = 0;
  }
  if (s->hstage.p) gx_hfree(x, s->hstage.p);
  if (s->hoff.p) gx_hfree(x, s->hoff.p);
  s->hstage.p = s->hoff.p = 0;
  s->hstage.cap = s->hoff.cap = 0;
}

static size_t gx_align(size_t n) { return (n + (GX_ALIGN - 1)) & ~(size_t)(GX_ALIGN - 1); }
static size_t gx_share(GxDev *x, int percent) { return gx_state(x)->budget / 100 * (size_t)percent; }

/* read the knobs (environment) once */
static void gx_config(GxState *s, size_t free_bytes) {
  const char *e = getenv("GNC_CUDA_MEM_MB");
  size_t b = free_bytes / 100 * 90;
  if (e && atol(e) > 0 && (size_t)atol(e) << 20 < b) b = (size_t)atol(e) << 20;
  s->budget = b;
  s->max_chunk = GX_MAX_CHUNK;
  e = getenv("GNC_CUDA_CHUNK");
  if (e && atoi(e) > 0 && atoi(e) < s->max_chunk) s->max_chunk = atoi(e);
  s->s_stack = 1024;
  s->s_heap = 1024;
  s->s_depth = 128;
  s->s_mem = 16384;
  s->s_out = 1024;
  e = getenv("GNC_CUDA_VM_SMALL"); /* "stack,heap,depth" or "stack,heap,depth,mem,out" */
  if (e) {
    int a = 0, h = 0, d = 0, k;
    long long mb = 0, ob = 0;
    k = sscanf(e, "%d,%d,%d,%lld,%lld", &a, &h, &d, &mb, &ob);
    if ((k == 3 || k == 5) && a > 0 && h > 0 && d > 0) {
      s->s_stack = a;
      s->s_heap = h;
      s->s_depth = d;
    }
    if (k == 5 && mb > 0 && ob > 0 && ob <= 0x7fffffff) {
      s->s_mem = mb;
      s->s_out = (int32_t)ob;
    }
  }
  e = getenv("GNC_CUDA_FORCE_EXTRA_VFY");
  s->force_extra_vfy = e && atoi(e) > 0;
  e = getenv("GNC_CUDA_FORCE_HANDOVER");
  s->force_handover = e && atoi(e) > 0;
  e = getenv("GNC_CUDA_LEX"); /* "thread": the per-program lexer instead of the data-parallel one */
  s->lex_thread = e && !strcmp(e, "thread");
  e = getenv("GNC_CUDA_XPOOL_PCT"); /* testing: 0 makes the extra verifier pool work in windows */
  s->xpool_pct = e && atoi(e) >= 0 && atoi(e) <= 50 ? atoi(e) : 8;
}

/* ---------------------------------------------------------------- one resident batch */

/* the per-chunk arrays, carved from one buffer for chunks of at most n programs and t tests */
static size_t gx_chunk_arrays(GkChunk *ch, unsigned char *base, int64_t n, int64_t t) {
  size_t off = 0;
#define GX_CARVE(field, type, count)                                      \
  do {                                                                    \
    if (base) ch->field = (type *)(base + off);                           \
    off += gx_align(sizeof(type) * (size_t)(count));                      \
  } while (0)
  GX_CARVE(slot_off, int64_t, n + 1);
  GX_CARVE(tmp, int64_t, n + 1);
  GX_CARVE(mod, Module, n);
  GX_CARVE(state, int32_t, n);
  GX_CARVE(entry, int32_t, n);
  GX_CARVE(vneed, int64_t, n + 1);
  GX_CARVE(voff, int64_t, n + 1);
  GX_CARVE(item_off, int64_t, n + 1);
  GX_CARVE(retry, int64_t, t > 0 ? t : 1);
  GX_CARVE(cnt, unsigned long long, GK_NCOUNTERS);
#undef GX_CARVE
  if (base) ch->retry_cap = t;
  return off;
}

/* the lexing step of one chunk: data-parallel over its bytes (gk_lex), or lex_run per thread */
static int gx_lex(GxDev *x, GkChunk *ch, const int64_t *h_src_off) {
  GxState *s = gx_state(x);
  int64_t nb = h_src_off[ch->p0 + ch->n] - h_src_off[ch->p0];
  size_t a8 = gx_align(sizeof(uint64_t) * (size_t)(nb > 0 ? nb : 1)), a9 = gx_align(sizeof(int64_t) * (size_t)(nb + 1));
  unsigned char *base;
  if (s->lex_thread || nb + 1 > 0x7FFFFFFF) return gx_k_compile(x, ch, BATCH_PH_LEX);
  if (gx_buf(x, &s->lexbuf, 2 * a8 + 2 * a9 + gx_align(sizeof(int32_t) * (size_t)ch->n))) return -1;
  base = (unsigned char *)s->lexbuf.p;
  ch->b0 = h_src_off[ch->p0];
  ch->nbytes = nb;
  ch->lx_f = (uint64_t *)base;
  ch->lx_g = (uint64_t *)(base + a8);
  ch->lx_flag = (int64_t *)(base + 2 * a8);
  ch->lx_idx = (int64_t *)(base + 2 * a8 + a9);
  ch->lx_fb = (int32_t *)(base + 2 * a8 + 2 * a9);
  if (gx_k_lex(x, ch, GK_LEX_BEGIN)) return -1;
  if (nb > 0 && (gx_k_lex(x, ch, GK_LEX_TRANS) || gx_scan_lex(x, ch->lx_f, ch->lx_g, (int32_t)nb) ||
                 gx_k_lex(x, ch, GK_LEX_STARTS) || gx_scan(x, ch->lx_flag, ch->lx_idx, (int32_t)(nb + 1)) ||
                 gx_k_lex(x, ch, GK_LEX_TOKEN)))
    return -1;
  return gx_k_lex(x, ch, GK_LEX_END);
}

/* Programs whose compile ran out of the slot's arenas are compiled again in the room they measured, in a
 * grow pool per round (gk_regrow; a rare path: one host synchronisation per round, none when no program
 * needs it).  When a chunk of several programs would need more than its share (8 %) for the pool, they
 * are deferred instead (defer != 0: their programs appended to defer[*ndefer], each to run later as a
 * chunk of its own, so that one program never needs more than itself). */
static void gx_regrow_free(GxDev *x) { /* after the chunk: the pools are rarely needed, and large */
  GxState *s = gx_state(x);
  int r;
  for (r = 0; r < CC_MAX_RETRIES; r++) {
    if (s->gpool[r].p) gx_free(x, s->gpool[r].p);
    s->gpool[r].p = 0;
    s->gpool[r].cap = 0;
  }
}

static int gx_regrow(GxDev *x, GkChunk *ch, int32_t *defer, int32_t *ndefer) {
  GxState *s = gx_state(x);
  int r, ph, ok = 0;
  int64_t tail = -1; /* the compile pool behind the chunk's slots, where the pools go when they fit */
  for (r = 0; r < CC_MAX_RETRIES; r++) {
    int64_t total = 0, *need;
    unsigned char *pool;
    int32_t i;
    if (gx_k_regrow(x, ch, GK_REGROW_SIZE, 0) || gx_scan(x, ch->tmp, ch->voff, ch->n + 1) ||
        gx_d2h(x, &total, ch->voff + ch->n, sizeof total) || gx_sync(x))
      return -1;
    if (total == 0) break;
    need = (int64_t *)malloc(sizeof(int64_t) * (size_t)ch->n);
    if (!need) return gx_fail(x, "out of host memory");
    if (gx_d2h(x, need, ch->tmp, sizeof(int64_t) * (size_t)ch->n) || gx_sync(x)) { free(need); return -1; }
    if (r == 0 && defer && ch->n > 1 && (size_t)total > gx_share(x, 8)) { /* they stay GK_DEAD here */
      for (i = 0; i < ch->n; i++)
        if (need[i] > 0) defer[(*ndefer)++] = ch->p0 + i;
      free(need);
      return 0;
    }
    for (i = 0; i < ch->n && r == 0; i++) s->stats.regrown += need[i] > 0; /* programs, not rounds */
    free(need);
    if (tail < 0) {
      if (gx_d2h(x, &tail, ch->slot_off + ch->n, sizeof tail) || gx_sync(x)) return -1;
      tail = GK_ROUND(tail);
    }
    if ((size_t)(tail + total) <= s->cpool.cap) {
      pool = (unsigned char *)s->cpool.p + tail;
      tail += GK_ROUND(total);
    } else if (gx_buf(x, &s->gpool[r], (size_t)total)) { /* make room: the VM's and verifier's pools come back later */
      GxBuf *d[] = {&s->vpool1, &s->vpool2, &s->xpool, &s->lexbuf, &s->gather};
      size_t k;
      s->err[0] = 0;
      for (k = 0; k < sizeof d / sizeof d[0]; k++) {
        if (d[k]->p) gx_free(x, d[k]->p);
        d[k]->p = 0;
        d[k]->cap = 0;
      }
      if (gx_buf(x, &s->gpool[r], (size_t)total)) return -1;
      pool = (unsigned char *)s->gpool[r].p;
    } else {
      pool = (unsigned char *)s->gpool[r].p;
    }
    if (gx_k_regrow(x, ch, GK_REGROW_INIT, pool)) return -1;
    ch->regrow = 1;
    for (ph = 0; ph < BATCH_PHASES && !ok; ph++) ok = gx_k_compile(x, ch, ph);
    ch->regrow = 0;
    if (ok) return -1;
  }
  return 0;
}

/* tests per VM item: the average tests per program, rounded up to a power of two, at most a warp */
static int32_t gx_lanes(int64_t ntests, int64_t nprog) {
  int64_t avg = nprog > 0 ? (ntests + nprog - 1) / nprog : 1;
  int32_t l = 1;
  while (l < 32 && l < avg) l <<= 1;
  return l;
}

/* programs that need more verifier room than their slot has (GK_NEED_VFY): one extra pool, or windows of
 * it when the total exceeds its share (planned on the host; a rare path) */
static int gx_verify_extra(GxDev *x, GkChunk *ch, int64_t total) {
  GxState *s = gx_state(x);
  size_t cap = gx_share(x, s->xpool_pct);
  int64_t *need, *off, win = 0;
  int32_t i, n = ch->n;
  if (s->xpool.cap > cap) cap = s->xpool.cap;
  if ((size_t)total <= cap) {
    if (gx_buf(x, &s->xpool, (size_t)total)) return -1;
    return gx_k_verify_extra(x, ch, (unsigned char *)s->xpool.p, 0, total);
  }
  need = (int64_t *)malloc(sizeof(int64_t) * (size_t)(n + 1) * 2);
  if (!need) return gx_fail(x, "out of host memory");
  off = need + n + 1;
  if (gx_d2h(x, need, ch->vneed, sizeof(int64_t) * (size_t)(n + 1)) ||
      gx_d2h(x, off, ch->voff, sizeof(int64_t) * (size_t)(n + 1)) || gx_sync(x)) {
    free(need);
    return -1;
  }
  for (i = 0; i < n; i++)
    if ((size_t)need[i] > (size_t)win) win = need[i];
  if ((size_t)win < cap) win = (int64_t)cap;
  if (gx_buf(x, &s->xpool, (size_t)win)) { free(need); return -1; }
  i = 0;
  while (i < n) {
    int64_t lo, hi;
    while (i < n && need[i] == 0) i++;
    if (i == n) break;
    lo = off[i];
    hi = lo + need[i++];
    for (; i < n; i++) {
      if (need[i] == 0) continue;
      if (off[i] + need[i] - lo > win) break;
      hi = off[i] + need[i];
    }
    if (gx_k_verify_extra(x, ch, (unsigned char *)s->xpool.p, lo, hi)) { free(need); return -1; }
  }
  free(need);
  return 0;
}

/* VM tier 2 for the chunk's retry list: full VmMem per thread, as many threads as memory allows */
static int gx_vm_retry(GxDev *x, GkChunk *ch, int64_t nretry) {
  GxState *s = gx_state(x);
  int64_t per = ch->vblock2, slots;
  slots = (int64_t)(gx_share(x, 12) / (size_t)per);
  if ((int64_t)(s->vpool2.cap / (size_t)per) > slots) slots = (int64_t)(s->vpool2.cap / (size_t)per);
  if (slots > gx_vm_resident(x, 2)) slots = gx_vm_resident(x, 2);
  if (slots > nretry) slots = nretry;
  if (slots < 1) slots = 1;
  if (gx_buf(x, &s->vpool2, (size_t)slots * (size_t)per)) {
    s->err[0] = 0; /* below the share: one full VmMem at least */
    slots = 1;
    if (gx_buf(x, &s->vpool2, (size_t)per)) return gx_fail(x, "not enough device memory for one test's VM memory");
  }
  ch->vpool2 = (unsigned char *)s->vpool2.p;
  s->stats.vm_threads2 = slots;
  return gx_k_vm2(x, ch, (slots + 31) / 32 * 32, slots);
}

typedef struct {
  int32_t p0, n;
  int64_t tests;
} GxChunkPlan;

/* Runs programs [0, din->nprog) of a batch whose arrays are in device memory.  h_src_off/h_test_off: host
 * copies of din's offset tables.  Results go to dpr/dtr/dtb (device; dtb: the report areas or 0).
 * mods != NULL: compile only, and the module bytes go to *mods/mod_off (host). */
static int gx_run_resident(GxDev *x, const BatchIn *din, const int64_t *h_src_off, const int64_t *h_test_off,
                           const BatchOpts *o, ProgResult *dpr, TestResult *dtr, char *dtb, unsigned char **mods,
                           int64_t *mod_off) {
  GxState *s = gx_state(x);
  int32_t np = din->nprog, p, nplan = 0, k, ndefer = 0, *defer;
  int64_t total = 0, maxslot = 0, maxn = 0, maxt = 0, mods_len = 0;
  size_t ccap, arr_bytes;
  GxChunkPlan *plan;
  GkChunk ch;
  int64_t *hsize;
  if (np <= 0) return 0;
  /* every program's slot size, from its scan on the device (gk_sizes): the chunks are planned from them */
  hsize = (int64_t *)malloc(sizeof(int64_t) * (size_t)np);
  if (!hsize) return gx_fail(x, "out of host memory");
  gx_mark(x, GX_PH_SLOTS);
  if (gx_buf(x, &s->sizes, sizeof(int64_t) * (size_t)np) || gx_k_sizes(x, din, (int64_t *)s->sizes.p) ||
      gx_d2h(x, hsize, s->sizes.p, sizeof(int64_t) * (size_t)np) || gx_sync(x)) {
    free(hsize);
    return -1;
  }
  for (p = 0; p < np; p++) {
    total += hsize[p];
    if (hsize[p] > maxslot) maxslot = hsize[p];
  }
  ccap = gx_share(x, 30);
  if ((size_t)total < ccap) ccap = (size_t)total;
  if ((size_t)maxslot > ccap) ccap = (size_t)maxslot;
  if (s->cpool.cap > ccap) ccap = s->cpool.cap; /* already there: use it all */
  if (gx_buf(x, &s->cpool, ccap)) { free(hsize); return -1; }
  /* chunks: the longest runs of programs whose slots fit the pool */
  plan = (GxChunkPlan *)malloc(sizeof(GxChunkPlan) * (size_t)np * 2); /* and deferred programs (gx_regrow) */
  defer = (int32_t *)malloc(sizeof(int32_t) * (size_t)np);
  if (!plan || !defer) {
    free(plan);
    free(defer);
    free(hsize);
    return gx_fail(x, "out of host memory");
  }
  p = 0;
  while (p < np) {
    int64_t bytes = 0;
    GxChunkPlan *c = &plan[nplan++];
    c->p0 = p;
    while (p < np && p - c->p0 < s->max_chunk) {
      int64_t sz = hsize[p];
      int64_t nt = h_test_off[p + 1] - h_test_off[c->p0];
      if (p > c->p0 && ((size_t)(bytes + sz) > s->cpool.cap || nt > GX_MAX_CHUNK_TESTS)) break;
      bytes += sz;
      p++;
    }
    c->n = p - c->p0;
    c->tests = h_test_off[p] - h_test_off[c->p0];
    if (c->n > maxn) maxn = c->n;
    if (c->tests > maxt) maxt = c->tests;
  }
  free(hsize);
  memset(&ch, 0, sizeof ch);
  arr_bytes = gx_chunk_arrays(&ch, 0, maxn, maxt);
  if (gx_buf(x, &s->arrays, arr_bytes)) { free(plan); free(defer); return -1; }
  gx_chunk_arrays(&ch, (unsigned char *)s->arrays.p, maxn, maxt);
  ch.in = *din;
  ch.o = *o;
  ch.pr = dpr;
  ch.tr = dtr;
  ch.rcap = dtb ? batch_report_cap(o) : 0;
  ch.tb = ch.rcap ? dtb : 0;
  ch.cpool = (unsigned char *)s->cpool.p;
  ch.psize = (const int64_t *)s->sizes.p;
  ch.force_extra = s->force_extra_vfy;
  batch_caps(o, &ch.cap2);
  ch.cap1 = ch.cap2;
  if (s->s_stack < ch.cap1.stack) ch.cap1.stack = s->s_stack;
  if (s->s_heap < ch.cap1.heap) ch.cap1.heap = s->s_heap;
  if (VM_FRAME_INTS * s->s_depth < ch.cap1.frames) ch.cap1.frames = VM_FRAME_INTS * s->s_depth;
  if (s->s_mem < ch.cap1.mem) ch.cap1.mem = s->s_mem;
  if (s->s_out < ch.cap1.out) ch.cap1.out = s->s_out;
  ch.small = ch.cap1.stack < ch.cap2.stack || ch.cap1.heap < ch.cap2.heap || ch.cap1.frames < ch.cap2.frames ||
             ch.cap1.mem < ch.cap2.mem || ch.cap1.out < ch.cap2.out;
  ch.vblock1 = GK_ROUND((int64_t)batch_vm_bytes(&ch.cap1));
  ch.vblock2 = GK_ROUND((int64_t)batch_vm_bytes(&ch.cap2));
  if (mods) {
    *mods = 0;
    mod_off[0] = 0;
  }
  for (k = 0; k < nplan; k++) {
    int64_t vtotal = 0, cnt[GK_NCOUNTERS], items_max, threads;
    int ph;
    ch.p0 = plan[k].p0;
    ch.n = plan[k].n;
    ch.lanes = gx_lanes(plan[k].tests, ch.n);
    s->stats.lanes = ch.lanes;
    s->stats.chunks++;
    /* slots */
    gx_mark(x, GX_PH_SLOTS);
    if (gx_k_slots(x, &ch) || gx_scan(x, ch.tmp, ch.slot_off, ch.n + 1)) goto fail;
    /* compile, one kernel per phase */
    for (ph = 0; ph < BATCH_PHASES; ph++) {
      gx_mark(x, GX_PH_LEX + ph);
      if (ph == BATCH_PH_LEX ? gx_lex(x, &ch, h_src_off) : gx_k_compile(x, &ch, ph)) goto fail;
    }
    ndefer = 0;
    if (gx_regrow(x, &ch, mods ? 0 : defer, &ndefer)) goto fail;
    for (p = 0; p < ndefer; p++) { /* each a chunk of its own, after the others */
      GxChunkPlan *d = &plan[nplan++];
      d->p0 = defer[p];
      d->n = 1;
      d->tests = h_test_off[d->p0 + 1] - h_test_off[d->p0];
    }
    if (mods) { /* compile only: gather the modules */
      int64_t len = 0;
      gx_mark(x, GX_PH_DOWNLOAD);
      if (gx_k_gather(x, &ch, 0) || gx_scan(x, ch.tmp, ch.voff, ch.n + 1) ||
          gx_d2h(x, &len, ch.voff + ch.n, sizeof len) || gx_sync(x))
        goto fail;
      if (gx_buf(x, &s->gather, (size_t)len + 8)) goto fail;
      {
        unsigned char *m2 = (unsigned char *)realloc(*mods, (size_t)(mods_len + len + 1));
        if (!m2) { gx_fail(x, "out of host memory"); goto fail; }
        *mods = m2;
      }
      if (gx_k_gather(x, &ch, (unsigned char *)s->gather.p) ||
          gx_d2h(x, *mods + mods_len, s->gather.p, (size_t)len) ||
          gx_d2h(x, mod_off + ch.p0 + 1, ch.voff + 1, sizeof(int64_t) * (size_t)ch.n) || gx_sync(x))
        goto fail;
      for (p = ch.p0 + 1; p <= ch.p0 + ch.n; p++) mod_off[p] += mods_len;
      mods_len += len;
      gx_regrow_free(x);
      if (gx_flush_marks(x)) goto fail;
      continue;
    }
    /* verify */
    gx_mark(x, GX_PH_VERIFY);
    if (gx_k_verify(x, &ch) || gx_scan(x, ch.vneed, ch.voff, ch.n + 1) ||
        gx_d2h(x, &vtotal, ch.voff + ch.n, sizeof vtotal) || gx_sync(x))
      goto fail;
    if (vtotal > 0 && gx_verify_extra(x, &ch, vtotal)) goto fail;
    /* entry, inputs, VM items */
    gx_mark(x, GX_PH_PREPARE);
    if (gx_zero(x, ch.cnt, sizeof(unsigned long long) * GK_NCOUNTERS) || gx_k_prepare(x, &ch) ||
        gx_scan(x, ch.tmp, ch.item_off, ch.n + 1))
      goto fail;
    /* VM tier 1: as many threads as fit (memory, residency), no more than the items could use */
    gx_mark(x, GX_PH_VM);
    items_max = 0;
    for (p = ch.p0; p < ch.p0 + ch.n; p++)
      items_max += (h_test_off[p + 1] - h_test_off[p] + ch.lanes - 1) / ch.lanes;
    if (items_max > 0) {
      int64_t per = 32 / ch.lanes, warps = (items_max + per - 1) / per;
      int64_t cap = (int64_t)(gx_share(x, 12) / (size_t)ch.vblock1);
      threads = warps * 32;
      if (threads > gx_vm_resident(x, 1)) threads = gx_vm_resident(x, 1);
      if (threads > cap) threads = cap;
      threads = threads / GX_VM_BLOCK * GX_VM_BLOCK;
      if (threads < GX_VM_BLOCK) threads = GX_VM_BLOCK;
      ch.handover = 0;
      if (s->force_handover || gx_buf(x, &s->vpool1, (size_t)threads * (size_t)ch.vblock1)) {
        /* not even one block of small VmMems fits (a tiny device, or a huge object table): tier 1 hands
         * every test to tier 2, which needs only one full VmMem */
        s->err[0] = 0;
        ch.handover = 1;
        threads = GX_VM_BLOCK;
        if (gx_buf(x, &s->vpool1, (size_t)ch.vblock1)) goto fail; /* one VmMem: every thread carves slot 0 */
      }
      ch.vpool1 = (unsigned char *)s->vpool1.p;
      s->stats.vm_threads = threads;
      if (gx_k_vm1(x, &ch, threads)) goto fail;
      if (gx_d2h(x, cnt, ch.cnt, sizeof cnt) || gx_sync(x)) goto fail;
      if (cnt[GK_CNT_RETRY] > 0) {
        gx_mark(x, GX_PH_VM_RETRY);
        s->stats.retried += cnt[GK_CNT_RETRY];
        if (gx_vm_retry(x, &ch, cnt[GK_CNT_RETRY])) goto fail;
      }
    }
    gx_mark(x, GX_PH_SCORE);
    if (gx_k_score(x, &ch)) goto fail;
    if (gx_d2h(x, cnt, ch.cnt, sizeof cnt) || gx_sync(x) || gx_flush_marks(x)) goto fail;
    s->stats.vm_steps += cnt[GK_CNT_STEPS];
    gx_regrow_free(x);
  }
  free(plan);
  free(defer);
  return 0;
fail:
  free(plan);
  free(defer);
  return -1;
}

/* ---------------------------------------------------------------- host batches: upload in parts */

typedef struct {
  size_t src, src_off, entry, entry_off, test_off, arg_off, args, expect, arr, bytes, check, after, in_total;
  size_t pr, tr, tb, total;
} GxLayout;

/* what the values of a range of tests refer to: array elements and string bytes */
typedef struct { int64_t elems, bytes; } GxRefs;

static int gx_str_ok(const BatchIn *in, const BVal *v) {
  return v->len >= 0 && v->v >= 0 && v->v <= in->nbytes && v->len <= in->nbytes - v->v && (in->bytes || !v->len);
}

/* adds what value v refers to; -1 if a reference lies outside BatchIn.arr or BatchIn.bytes */
static int gx_val_refs(const BatchIn *in, const BVal *v, GxRefs *r) {
  int64_t k;
  if (v->tag == BV_STRING) {
    if (!gx_str_ok(in, v)) return -1;
    r->bytes += v->len;
    return 0;
  }
  if (v->tag != BV_ARRAY) return 0;
  if (v->len < 0 || v->v < 0 || v->v > in->narr || v->len > in->narr - v->v) return -1;
  r->elems += v->len;
  for (k = 0; k < v->len; k++) {
    const BVal *x = &in->arr[v->v + k];
    if (x->tag == BV_ARRAY || (x->tag == BV_STRING && !gx_str_ok(in, x))) return -1;
    if (x->tag == BV_STRING) r->bytes += x->len;
  }
  return 0;
}

/* what tests [t0, t1) refer to; -1 if a reference is out of range */
static int gx_refs(const BatchIn *in, int64_t t0, int64_t t1, GxRefs *r) {
  int64_t a, t;
  r->elems = r->bytes = 0;
  for (a = in->arg_off[t0]; a < in->arg_off[t1]; a++)
    if (gx_val_refs(in, &in->args[a], r) || (in->after && gx_val_refs(in, &in->after[a], r))) return -1;
  for (t = t0; t < t1; t++)
    if (gx_val_refs(in, &in->expect[t], r) ||
        (in->check && (gx_val_refs(in, &in->check[t].out, r) || gx_val_refs(in, &in->check[t].in, r))))
      return -1;
  return 0;
}

/* byte offsets of a part's arrays in the input buffer (inputs first, then results) */
static void gx_layout(GxLayout *l, const BatchIn *in, int64_t n, int64_t src, int64_t entry, int64_t t, int64_t a,
                      const GxRefs *r, int64_t rcap) {
  size_t o = 0;
  l->src = o;       o += gx_align((size_t)src + 16); /* zero padding after the last source */
  l->src_off = o;   o += gx_align(sizeof(int64_t) * (size_t)(n + 1));
  l->entry = o;     o += gx_align((size_t)entry + 1);
  l->entry_off = o; o += gx_align(sizeof(int32_t) * (size_t)(n + 1));
  l->test_off = o;  o += gx_align(sizeof(int64_t) * (size_t)(n + 1));
  l->arg_off = o;   o += gx_align(sizeof(int64_t) * (size_t)(t + 1));
  l->args = o;      o += gx_align(sizeof(BVal) * (size_t)(a > 0 ? a : 1));
  l->expect = o;    o += gx_align(sizeof(BVal) * (size_t)(t > 0 ? t : 1));
  l->arr = o;       o += gx_align(sizeof(BVal) * (size_t)(r->elems > 0 ? r->elems : 1));
  l->bytes = o;     o += gx_align((size_t)r->bytes + 1);
  l->check = o;     o += in->check ? gx_align(sizeof(BatchCheck) * (size_t)(t > 0 ? t : 1)) : 0;
  l->after = o;     o += in->after ? gx_align(sizeof(BVal) * (size_t)(a > 0 ? a : 1)) : 0;
  l->in_total = o;
  l->pr = o;        o += gx_align(sizeof(ProgResult) * (size_t)n);
  l->tr = o;        o += gx_align(sizeof(TestResult) * (size_t)(t > 0 ? t : 1));
  l->tb = o;        o += gx_align((size_t)(t * rcap) + 1);
  l->total = o;
}

static int64_t gx_part_bytes(const BatchIn *in, int32_t p, int64_t rcap) {
  int64_t t0 = in->test_off[p], t1 = in->test_off[p + 1], na = in->arg_off[t1] - in->arg_off[t0];
  GxRefs r;
  if (gx_refs(in, t0, t1, &r)) r.elems = r.bytes = 0;
  return (in->src_off[p + 1] - in->src_off[p]) + (in->entry_off[p + 1] - in->entry_off[p]) + 8 + 4 + 8 +
         (int64_t)sizeof(ProgResult) +
         (t1 - t0) * (8 + 2 * (int64_t)sizeof(BVal) + (int64_t)sizeof(TestResult) + rcap) +
         (t1 - t0) * (in->check ? (int64_t)sizeof(BatchCheck) : 0) + na * (int64_t)sizeof(BVal) * (in->after ? 2 : 1) +
         r.elems * (int64_t)sizeof(BVal) + r.bytes;
}

/* value v of the host batch in staging: strings into bytes[*nb ..], array elements into arr[*e ..] */
static BVal gx_stage_val(const BatchIn *in, BVal v, BVal *arr, int64_t *e, char *bytes, int64_t *nb) {
  int64_t k, at;
  if (v.tag == BV_STRING) {
    if (v.len > 0) memcpy(bytes + *nb, in->bytes + v.v, (size_t)v.len);
    v.v = *nb;
    *nb += v.len;
  } else if (v.tag == BV_ARRAY) {
    at = *e;
    *e += v.len;
    for (k = 0; k < v.len; k++) arr[at + k] = gx_stage_val(in, in->arr[v.v + k], 0, 0, bytes, nb);
    v.v = at;
  }
  return v;
}

/* copy programs [a, b) into pinned staging, offsets rebased to 0, array elements and strings gathered */
static void gx_stage(const BatchIn *in, int32_t a, int32_t b, unsigned char *h, const GxLayout *l) {
  int64_t n = b - a, t0 = in->test_off[a], t1 = in->test_off[b], A0 = in->arg_off[t0], A1 = in->arg_off[t1];
  int64_t i, e = 0, nb = 0;
  int64_t *so = (int64_t *)(h + l->src_off), *to = (int64_t *)(h + l->test_off), *ao = (int64_t *)(h + l->arg_off);
  int32_t *eo = (int32_t *)(h + l->entry_off);
  BVal *args = (BVal *)(h + l->args), *arr = (BVal *)(h + l->arr), *ex = (BVal *)(h + l->expect);
  BVal *after = (BVal *)(h + l->after);
  BatchCheck *ck = (BatchCheck *)(h + l->check);
  char *bytes = (char *)(h + l->bytes);
  memcpy(h + l->src, in->src + in->src_off[a], (size_t)(in->src_off[b] - in->src_off[a]));
  memset(h + l->src + (in->src_off[b] - in->src_off[a]), 0, 16);
  for (i = 0; i <= n; i++) so[i] = in->src_off[a + i] - in->src_off[a];
  memcpy(h + l->entry, in->entry + in->entry_off[a], (size_t)(in->entry_off[b] - in->entry_off[a]));
  for (i = 0; i <= n; i++) eo[i] = in->entry_off[a + i] - in->entry_off[a];
  for (i = 0; i <= n; i++) to[i] = in->test_off[a + i] - t0;
  for (i = 0; i <= t1 - t0; i++) ao[i] = in->arg_off[t0 + i] - A0;
  for (i = 0; i < t1 - t0; i++) {
    ex[i] = gx_stage_val(in, in->expect[t0 + i], arr, &e, bytes, &nb);
    if (in->check) {
      ck[i] = in->check[t0 + i];
      ck[i].out = gx_stage_val(in, ck[i].out, arr, &e, bytes, &nb);
      ck[i].in = gx_stage_val(in, ck[i].in, arr, &e, bytes, &nb);
    }
  }
  for (i = 0; i < A1 - A0; i++) {
    args[i] = gx_stage_val(in, in->args[A0 + i], arr, &e, bytes, &nb);
    if (in->after) after[i] = gx_stage_val(in, in->after[A0 + i], arr, &e, bytes, &nb);
  }
}

static int gx_run_host(GxDev *x, const BatchIn *in, const BatchOpts *o, ProgResult *pr, TestResult *tr, char *tb,
                       unsigned char **mods, int64_t *mod_off) {
  GxState *s = gx_state(x);
  size_t share = gx_share(x, 30);
  int32_t a = 0, b;
  int64_t mods_len = 0, rcap = tb && !mods ? batch_report_cap(o) : 0;
  GxRefs all;
  if (in->nprog <= 0) return 0;
  if (gx_refs(in, 0, in->test_off[in->nprog], &all))
    return gx_fail(x, "a value refers to data outside BatchIn.arr or BatchIn.bytes");
  if (mods) *mods = 0;
  while (a < in->nprog) {
    int64_t bytes = gx_part_bytes(in, a, rcap), t0 = in->test_off[a], t1;
    GxLayout l;
    GxRefs r;
    BatchIn d;
    unsigned char *dev, *h;
    b = a + 1;
    while (b < in->nprog) {
      int64_t more = gx_part_bytes(in, b, rcap);
      if ((size_t)(bytes + more) + 16 * GX_ALIGN > share) break;
      bytes += more;
      b++;
    }
    t1 = in->test_off[b];
    gx_refs(in, t0, t1, &r);
    gx_layout(&l, in, b - a, in->src_off[b] - in->src_off[a], in->entry_off[b] - in->entry_off[a], t1 - t0,
              in->arg_off[t1] - in->arg_off[t0], &r, rcap);
    if (gx_buf(x, &s->input, l.total) || gx_hbuf(x, &s->hstage, l.total)) return -1;
    dev = (unsigned char *)s->input.p;
    h = (unsigned char *)s->hstage.p;
    gx_mark(x, GX_PH_HOST);
    gx_stage(in, a, b, h, &l);
    gx_mark(x, GX_PH_UPLOAD);
    if (gx_h2d(x, dev, h, l.in_total)) return -1;
    memset(&d, 0, sizeof d);
    d.nprog = b - a;
    d.src = (const char *)(dev + l.src);
    d.src_off = (const int64_t *)(dev + l.src_off);
    d.entry = (const char *)(dev + l.entry);
    d.entry_off = (const int32_t *)(dev + l.entry_off);
    d.test_off = (const int64_t *)(dev + l.test_off);
    d.arg_off = (const int64_t *)(dev + l.arg_off);
    d.args = (const BVal *)(dev + l.args);
    d.expect = (const BVal *)(dev + l.expect);
    d.arr = (const BVal *)(dev + l.arr);
    d.ntests = t1 - t0;
    d.nargs = in->arg_off[t1] - in->arg_off[t0];
    d.narr = r.elems;
    d.bytes = (const char *)(dev + l.bytes);
    d.nbytes = r.bytes;
    d.check = in->check ? (const BatchCheck *)(dev + l.check) : 0;
    d.after = in->after ? (const BVal *)(dev + l.after) : 0;
    s->stats.parts++;
    if (mods) {
      unsigned char *pm = 0;
      int64_t i;
      if (gx_run_resident(x, &d, (const int64_t *)(h + l.src_off), (const int64_t *)(h + l.test_off), o,
                          (ProgResult *)(dev + l.pr), 0, 0, &pm, mod_off + a))
        return -1;
      {
        int64_t len = mod_off[b];  /* relative to this part until rebased below */
        unsigned char *m2 = (unsigned char *)realloc(*mods, (size_t)(mods_len + len + 1));
        if (!m2) { free(pm); return gx_fail(x, "out of host memory"); }
        *mods = m2;
        if (len > 0) memcpy(*mods + mods_len, pm, (size_t)len);
        free(pm);
        for (i = a + 1; i <= b; i++) mod_off[i] += mods_len;
        mod_off[a] = mods_len;
        mods_len += len;
      }
    } else if (gx_run_resident(x, &d, (const int64_t *)(h + l.src_off), (const int64_t *)(h + l.test_off), o,
                               (ProgResult *)(dev + l.pr), (TestResult *)(dev + l.tr),
                               rcap ? (char *)(dev + l.tb) : 0, 0, 0)) {
      return -1;
    }
    gx_mark(x, GX_PH_DOWNLOAD);
    if (gx_d2h(x, h + l.pr, dev + l.pr, sizeof(ProgResult) * (size_t)(b - a))) return -1;
    if (!mods && t1 > t0 && gx_d2h(x, h + l.tr, dev + l.tr, sizeof(TestResult) * (size_t)(t1 - t0))) return -1;
    if (!mods && t1 > t0 && rcap && gx_d2h(x, h + l.tb, dev + l.tb, (size_t)((t1 - t0) * rcap))) return -1;
    if (gx_sync(x) || gx_flush_marks(x)) return -1;
    gx_mark(x, GX_PH_HOST);
    memcpy(pr + a, h + l.pr, sizeof(ProgResult) * (size_t)(b - a));
    if (!mods && t1 > t0) memcpy(tr + t0, h + l.tr, sizeof(TestResult) * (size_t)(t1 - t0));
    if (!mods && t1 > t0 && rcap) memcpy(tb + t0 * rcap, h + l.tb, (size_t)((t1 - t0) * rcap));
    a = b;
  }
  return 0;
}

/* device input: host copies of the two offset tables, then the resident run */
static int gx_run_device(GxDev *x, const BatchIn *din, const BatchOpts *o, ProgResult *dpr, TestResult *dtr,
                         char *dtb) {
  GxState *s = gx_state(x);
  int64_t n = din->nprog;
  int64_t *h;
  if (n <= 0) return 0;
  if (gx_hbuf(x, &s->hoff, sizeof(int64_t) * 2 * (size_t)(n + 1))) return -1;
  h = (int64_t *)s->hoff.p;
  gx_mark(x, GX_PH_UPLOAD);
  if (gx_d2h(x, h, din->src_off, sizeof(int64_t) * (size_t)(n + 1)) ||
      gx_d2h(x, h + n + 1, din->test_off, sizeof(int64_t) * (size_t)(n + 1)) || gx_sync(x))
    return -1;
  return gx_run_resident(x, din, h, h + n + 1, o, dpr, dtr, dtb, 0, 0);
}
#endif
