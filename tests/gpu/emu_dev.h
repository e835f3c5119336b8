/* emu_dev.h - the emulated device of the GPU batch pipeline: pipeline.cuh's device interface over host memory.
 *
 * Allocations are malloc (counted against the budget, so chunking and upload parts happen as they would on a
 * small device), copies are memcpy, scans are loops, and each kernel is a loop over its threads that calls the
 * same gk_* function the CUDA kernel calls.  The VM kernels emulate the persistent warps: warps claim items
 * from the shared counter in round-robin order, each lane with its own VmMem slot, retries appended as the
 * atomics would.  Users: tests/gpu/emu.c (the pipeline against the CPU backend) and tests/gpu/emu_backend.c
 * (a gnc whose CUDA backend is this emulation: build/gnc-emu).
 */
#ifndef GNC_EMU_DEV_H
#define GNC_EMU_DEV_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "core/batch/batch.h"
#include "cuda/gk.cuh"
#include "cuda/pipeline.cuh"

struct GxDev {
  GxState st;
  size_t used;            /* emulated device bytes in use */
  int64_t resident;       /* VM threads "resident" at once */
  double mark_t[64];
  int mark_ph[64], nmarks;
  int64_t launches;
};

static GxState *gx_state(GxDev *x) { return &x->st; }

typedef struct { size_t n; size_t pad; } EmuHdr;

static int gx_alloc(GxDev *x, void **p, size_t n) {
  EmuHdr *h;
  *p = 0;
  if (x->used + n > x->st.budget + (x->st.budget / 2) + ((size_t)16 << 20)) { /* a "device" a bit larger than the budget */
    char m[128];
    snprintf(m, sizeof m, "emulated device out of memory (%zu bytes asked, %zu in use)", n, x->used);
    return gx_fail(x, m);
  }
  h = (EmuHdr *)malloc(sizeof(EmuHdr) + n);
  if (!h) return gx_fail(x, "host out of memory");
  memset(h + 1, 0xA5, n); /* garbage, as cudaMalloc gives */
  h->n = n;
  x->used += n;
  *p = h + 1;
  return 0;
}
static void gx_free(GxDev *x, void *p) {
  EmuHdr *h;
  if (!p) return;
  h = (EmuHdr *)p - 1;
  x->used -= h->n;
  free(h);
}
static int gx_halloc(GxDev *x, void **p, size_t n) {
  (void)x;
  *p = malloc(n);
  if (*p) memset(*p, 0x5A, n);
  return *p ? 0 : gx_fail(x, "host out of memory");
}
static void gx_hfree(GxDev *x, void *p) { (void)x; free(p); }
static int gx_h2d(GxDev *x, void *d, const void *h, size_t n) { (void)x; if (n) memcpy(d, h, n); return 0; }
static int gx_d2h(GxDev *x, void *h, const void *d, size_t n) { (void)x; if (n) memcpy(h, d, n); return 0; }
static int gx_zero(GxDev *x, void *d, size_t n) { (void)x; memset(d, 0, n); return 0; }
static int gx_sync(GxDev *x) { (void)x; return 0; }
static int gx_scan(GxDev *x, const int64_t *in, int64_t *out, int32_t n) {
  int64_t s = 0, v;
  int32_t i;
  (void)x;
  for (i = 0; i < n; i++) { v = in[i]; out[i] = s; s += v; }
  return 0;
}
static int gx_k_sizes(GxDev *x, const BatchIn *in, int64_t *size) {
  int32_t p;
  x->launches++;
  for (p = 0; p < in->nprog; p++) gk_sizes(in, p, size);
  return 0;
}
static int gx_k_slots(GxDev *x, const GkChunk *ch) {
  int32_t i;
  x->launches++;
  for (i = 0; i <= ch->n; i++) gk_slots(ch, i);
  return 0;
}
static int gx_k_compile(GxDev *x, const GkChunk *ch, int ph) {
  int32_t i;
  x->launches++;
  for (i = 0; i < ch->n; i++) gk_compile(ch, i, ph);
  return 0;
}
static int gx_k_regrow(GxDev *x, const GkChunk *ch, int step, unsigned char *pool) {
  int32_t i;
  x->launches++;
  for (i = 0; i <= ch->n; i++) gk_regrow(ch, i, step, pool);
  return 0;
}
static int gx_k_lex(GxDev *x, const GkChunk *ch, int step) {
  int64_t k, n = (step == GK_LEX_BEGIN || step == GK_LEX_END) ? ch->n : ch->nbytes + 1;
  x->launches++;
  for (k = 0; k < n; k++) gk_lex(ch, k, step);
  return 0;
}
static int gx_scan_lex(GxDev *x, const uint64_t *in, uint64_t *out, int32_t n) {
  int32_t i;
  (void)x;
  for (i = 0; i < n; i++) out[i] = i ? plex_compose(out[i - 1], in[i]) : in[i];
  return 0;
}
static int gx_k_verify(GxDev *x, const GkChunk *ch) {
  int32_t i;
  x->launches++;
  for (i = 0; i <= ch->n; i++) gk_verify(ch, i);
  return 0;
}
static int gx_k_verify_extra(GxDev *x, const GkChunk *ch, unsigned char *xpool, int64_t lo, int64_t hi) {
  int32_t i;
  x->launches++;
  for (i = 0; i < ch->n; i++) gk_verify_extra(ch, i, xpool, lo, hi);
  return 0;
}
static int gx_k_prepare(GxDev *x, const GkChunk *ch) {
  int32_t i;
  x->launches++;
  for (i = 0; i <= ch->n; i++) gk_prepare(ch, i);
  return 0;
}
static int gx_k_gather(GxDev *x, const GkChunk *ch, unsigned char *dst) {
  int32_t i;
  x->launches++;
  for (i = 0; i <= ch->n; i++) gk_gather(ch, i, dst);
  return 0;
}

/* persistent warps, claims in round-robin order (as the atomics could hand them out) */
static int gx_k_vm1(GxDev *x, const GkChunk *ch, int64_t nthreads) {
  int64_t nwarps = nthreads / 32, w, total = ch->item_off[ch->n];
  int32_t per = 32 / ch->lanes, lane;
  char *done = (char *)calloc((size_t)nwarps, 1);
  int64_t live = nwarps;
  x->launches++;
  if (nthreads % GX_VM_BLOCK) { free(done); return gx_fail(x, "vm1: thread count not a multiple of the block"); }
  while (live > 0) {
    for (w = 0; w < nwarps; w++) {
      unsigned long long base;
      if (done[w]) continue;
      base = ch->cnt[GK_CNT_ITEMS];
      ch->cnt[GK_CNT_ITEMS] += (unsigned long long)per;
      if (base >= (unsigned long long)total) { done[w] = 1; live--; continue; }
      for (lane = 0; lane < 32; lane++) {
        int64_t item = (int64_t)base + lane / ch->lanes, t;
        VmMem mem;
        unsigned long long steps = 0;
        if (item >= total) continue;
        gk_vm_mem(ch, 1, w * 32 + lane, &mem);
        if (mem.mem + mem.mem_cap > ch->vpool1 + (size_t)nthreads * (size_t)ch->vblock1) {
          free(done);
          return gx_fail(x, "vm1: VmMem outside the pool");
        }
        t = gk_vm_item(ch, item, lane % ch->lanes, &mem, &steps);
        if (t >= 0) {
          unsigned long long k = ch->cnt[GK_CNT_RETRY]++;
          if ((int64_t)k < ch->retry_cap) ch->retry[k] = t;
          else { free(done); return gx_fail(x, "vm1: retry list overflow"); }
        }
        ch->cnt[GK_CNT_STEPS] += steps;
      }
    }
  }
  free(done);
  return 0;
}

static int gx_k_vm2(GxDev *x, const GkChunk *ch, int64_t nthreads, int64_t nslots) {
  int64_t nwarps = nthreads / 32, w, total = (int64_t)ch->cnt[GK_CNT_RETRY];
  char *done = (char *)calloc((size_t)nwarps, 1);
  int64_t live = nwarps;
  int32_t lane;
  x->launches++;
  if (nthreads % 32 || nslots > nthreads) { free(done); return gx_fail(x, "vm2: bad launch shape"); }
  while (live > 0) {
    for (w = 0; w < nwarps; w++) {
      int64_t nact = nslots - w * 32 < 32 ? nslots - w * 32 : 32;
      unsigned long long base;
      if (done[w]) continue;
      if (nact <= 0) { done[w] = 1; live--; continue; }
      base = ch->cnt[GK_CNT_ITEMS2];
      ch->cnt[GK_CNT_ITEMS2] += (unsigned long long)nact;
      if (base >= (unsigned long long)total) { done[w] = 1; live--; continue; }
      for (lane = 0; lane < nact; lane++) {
        int64_t k = (int64_t)base + lane;
        VmMem mem;
        unsigned long long steps = 0;
        if (k >= total) continue;
        gk_vm_mem(ch, 2, w * 32 + lane, &mem);
        gk_vm_retry(ch, k, &mem, &steps);
        ch->cnt[GK_CNT_STEPS] += steps;
      }
    }
  }
  free(done);
  return 0;
}

static int gx_k_score(GxDev *x, const GkChunk *ch) {
  int32_t i, lane;
  x->launches++;
  for (i = 0; i < ch->n; i++) {
    int32_t passed = 0, failed = 0;
    for (lane = 0; lane < 32; lane++) {
      ProgResult acc;
      gk_score_part(ch, i, lane, 32, &acc);
      passed += acc.passed;
      failed += acc.failed;
    }
    if (ch->state[i] == GK_READY) {
      ch->pr[ch->p0 + i].passed = passed;
      ch->pr[ch->p0 + i].failed = failed;
    }
  }
  return 0;
}

static int64_t gx_vm_resident(GxDev *x, int tier) { return tier == 1 ? x->resident : x->resident / 4 + 1; }

static double emu_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}
static void gx_mark(GxDev *x, int phase) {
  if (x->nmarks >= 63) return;
  x->mark_t[x->nmarks] = emu_now();
  x->mark_ph[x->nmarks++] = phase;
}
static int gx_flush_marks(GxDev *x) {
  int k;
  double end = emu_now();
  for (k = 0; k < x->nmarks; k++) x->st.stats.ms[x->mark_ph[k]] += (k + 1 < x->nmarks ? x->mark_t[k + 1] : end) - x->mark_t[k];
  x->nmarks = 0;
  return 0;
}

static void emu_setup(GxDev *x, size_t budget, int chunk, const char *small, int force_extra, int64_t resident) {
  GxState keep = x->st;
  gx_release(x);
  memset(x, 0, sizeof *x);
  (void)keep;
  gx_config(&x->st, budget * 100 / 90 + 1);
  x->st.budget = budget;
  if (chunk > 0) x->st.max_chunk = chunk;
  if (small) {
    long long mb = 0, ob = 0;
    if (sscanf(small, "%d,%d,%d,%lld,%lld", &x->st.s_stack, &x->st.s_heap, &x->st.s_depth, &mb, &ob) == 5) {
      x->st.s_mem = mb;
      x->st.s_out = (int32_t)ob;
    }
  }
  x->st.force_extra_vfy = force_extra;
  if (force_extra) x->st.xpool_pct = 0; /* windows of the extra verifier pool */
  x->resident = resident;
}

#endif
