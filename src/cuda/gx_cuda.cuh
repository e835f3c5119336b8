/* gx_cuda.cuh - the CUDA side of the batch engine: the kernels (thin wrappers over gk.cuh), the device
 * interface that pipeline.cuh is written against, and the context that every call reuses.
 *
 * Launch shapes:
 *   slots, verify, prepare, gather    one thread per program of the chunk (256 per block)
 *   lex, parse, check, opt, gen       one thread per program (64 per block: deep, divergent, stack-heavy)
 *   vm, tier 1 (k_vm, nslots 0)       persistent warps (GX_VM_BLOCK per block, as many as are resident
 *                                     and fit the VM memory share); a warp claims 32/lanes items with one
 *                                     atomicAdd, each group of `lanes` lanes runs one item = one program over
 *                                     consecutive tests, so those lanes follow one instruction stream
 *   vm, tier 2 (k_vm, 32 per block)   persistent warps over the retry list, one test per lane
 *   score                             one warp per program, lanes over its tests, __reduce_add_sync
 *
 * Errors: every CUDA call goes through cudaCheck, which records "what failed, file:line" and makes the
 * pipeline return -1 (a library must not exit).  An error that poisons the context (a kernel fault) marks
 * it broken; the next call resets the device and starts over.
 */
#ifndef GNC_GX_CUDA_CUH
#define GNC_GX_CUDA_CUH
#include <pthread.h>
#include <time.h>
#include <cuda_runtime.h>
#include <cub/device/device_scan.cuh>
#include "cuda/pipeline.cuh"

/* Per-thread stack for the compile kernels (cudaLimitStackSize).  The parser, checker, optimizer and
 * code generator recurse over the tree, at most GNC_MAX_NEST levels deep.  scripts/cuda-stack.py derives a
 * bound from the frame sizes ptxas reports (-Xptxas -v) and the PTX call graph: 100 levels x the heaviest
 * recursive cycle (456 B with call overhead, in the code generator) + the heaviest acyclic path (3.2 KB,
 * the parser's state) = 48 KiB; 64 KiB leaves a 1.3x margin (docs/gpu.md).  The driver reserves this for every thread
 * that can be
 * resident (64 KiB x 2048 x 132 SMs = 17.7 GB on an H100).  GNC_CUDA_STACK (bytes) overrides it. */
#ifndef GX_STACK_BYTES
#define GX_STACK_BYTES (64 * 1024)
#endif
#define GX_MAX_MARKS 64

struct GxDev {
  GxState st;
  int inited, broken, device;
  cudaStream_t stream;
  cudaDeviceProp prop;
  void *cub_tmp;
  size_t cub_cap;
  cudaEvent_t ev[GX_MAX_MARKS + 1];
  int mark_phase[GX_MAX_MARKS];
  int nmarks;
  int64_t resident[3];
  size_t stack_bytes;
};

static GxDev g_gx;
static pthread_mutex_t g_gx_lock = PTHREAD_MUTEX_INITIALIZER;

static GxState *gx_state(GxDev *x) { return &x->st; }

static int gx_cuda_fail(GxDev *x, cudaError_t e, const char *what, const char *file, int line) {
  GxState *s = gx_state(x);
  if (!s->err[0])
    snprintf(s->err, sizeof s->err, "CUDA error %d (%s: %s) in %s at %s:%d", (int)e, cudaGetErrorName(e),
             cudaGetErrorString(e), what, file, line);
  /* allocation failures and bad arguments leave the context usable; anything else may not */
  if (e != cudaErrorMemoryAllocation && e != cudaErrorInvalidValue && e != cudaErrorNoDevice &&
      e != cudaErrorInsufficientDriver)
    x->broken = 1;
  (void)cudaGetLastError();
  return -1;
}

#define cudaCheck(call)                                                           \
  do {                                                                            \
    cudaError_t e_ = (call);                                                      \
    if (e_ != cudaSuccess) return gx_cuda_fail(x, e_, #call, __FILE__, __LINE__); \
  } while (0)

/* after a launch: the launch error (configuration), not the kernel's (that surfaces at the next sync) */
#define cudaCheckLaunch() cudaCheck(cudaGetLastError())

/* ---------------------------------------------------------------- kernels */
#define GK_TID ((int64_t)blockIdx.x * blockDim.x + threadIdx.x)
#define GK_FULL 0xffffffffu

__global__ void k_noop(void) {}

__global__ void k_sizes(const __grid_constant__ BatchIn in, int64_t *size) {
  int64_t p = GK_TID;
  if (p < in.nprog) gk_sizes(&in, (int32_t)p, size);
}

__global__ void k_slots(const __grid_constant__ GkChunk ch) {
  int64_t i = GK_TID;
  if (i <= ch.n) gk_slots(&ch, (int32_t)i);
}

/* one kernel per compile phase (PH a constant: each kernel holds one phase's code, which keeps ptxas's
 * work per kernel small, and gives each phase its own time) */
template <int PH>
__global__ void __launch_bounds__(64) k_compile(const __grid_constant__ GkChunk ch) {
  int64_t i = GK_TID;
  if (i < ch.n) gk_compile(&ch, (int32_t)i, PH);
}

/* the lexing phase, data-parallel (gk_lex's steps) or one thread per program (step GX_LEX_THREAD, in place of
 * a k_compile<BATCH_PH_LEX>: ptxas compiles a kernel with everything it calls, and both would hold the
 * preprocessor and lex_run) */
#define GX_LEX_THREAD (-1)
__global__ void k_lex(const __grid_constant__ GkChunk ch, int step, int64_t n) {
  int64_t k = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (k >= n) return;
  if (step == GX_LEX_THREAD) gk_compile(&ch, (int32_t)k, BATCH_PH_LEX);
  else gk_lex(&ch, k, step);
}

__global__ void k_regrow(const __grid_constant__ GkChunk ch, int step, unsigned char *pool) {
  int64_t i = GK_TID;
  if (i <= ch.n) gk_regrow(&ch, (int32_t)i, step, pool);
}

__global__ void k_verify(const __grid_constant__ GkChunk ch) {
  int64_t i = GK_TID;
  if (i <= ch.n) gk_verify(&ch, (int32_t)i);
}

__global__ void k_verify_extra(const __grid_constant__ GkChunk ch, unsigned char *xpool, int64_t lo, int64_t hi) {
  int64_t i = GK_TID;
  if (i < ch.n) gk_verify_extra(&ch, (int32_t)i, xpool, lo, hi);
}

__global__ void k_prepare(const __grid_constant__ GkChunk ch) {
  int64_t i = GK_TID;
  if (i <= ch.n) gk_prepare(&ch, (int32_t)i);
}

__global__ void k_gather(const __grid_constant__ GkChunk ch, unsigned char *dst) {
  int64_t i = GK_TID;
  if (i <= ch.n) gk_gather(&ch, (int32_t)i, dst);
}

__device__ static void gk_warp_add_steps(const GkChunk *c, unsigned long long steps, unsigned lane) {
  int o;
  for (o = 16; o > 0; o >>= 1) steps += __shfl_down_sync(GK_FULL, steps, o);
  if (lane == 0 && steps) atomicAdd(&c->cnt[GK_CNT_STEPS], steps);
}

/* tier 1: every thread of the grid has a small VmMem (slot = global thread index) */
__device__ static void gk_vm_tier1(const GkChunk *c, VmMem *mem) {
  const unsigned lane = threadIdx.x & 31u;
  const int32_t per = 32 / c->lanes, sub = (int32_t)lane / c->lanes, li = (int32_t)lane % c->lanes;
  const int64_t total = c->item_off[c->n];
  unsigned long long steps = 0;
  gk_vm_mem(c, 1, GK_TID, mem);
  for (;;) {
    unsigned long long base = 0;
    int64_t item;
    if (lane == 0) base = atomicAdd(&c->cnt[GK_CNT_ITEMS], (unsigned long long)per);
    base = __shfl_sync(GK_FULL, base, 0);
    if (base >= (unsigned long long)total) break;
    item = (int64_t)base + sub;
    if (item < total) {
      int64_t t = gk_vm_item(c, item, li, mem, &steps);
      if (t >= 0) {
        unsigned long long k = atomicAdd(&c->cnt[GK_CNT_RETRY], 1ull);
        if ((int64_t)k < c->retry_cap) c->retry[k] = t;
      }
    }
  }
  gk_warp_add_steps(c, steps, lane);
}

/* tier 2: threads below nslots have a full VmMem; a warp claims as many retry entries as it has such lanes */
__device__ static void gk_vm_tier2(const GkChunk *c, int64_t nslots, VmMem *mem) {
  const unsigned lane = threadIdx.x & 31u;
  const int64_t slot = GK_TID, wbase = slot - (int64_t)lane;
  const int64_t nact = nslots - wbase < 32 ? nslots - wbase : 32;
  const int64_t total = (int64_t)c->cnt[GK_CNT_RETRY];
  unsigned long long steps = 0;
  if (nact <= 0) return; /* the whole warp has no memory */
  if ((int64_t)lane < nact) gk_vm_mem(c, 2, slot, mem);
  for (;;) {
    unsigned long long base = 0;
    int64_t k;
    if (lane == 0) base = atomicAdd(&c->cnt[GK_CNT_ITEMS2], (unsigned long long)nact);
    base = __shfl_sync(GK_FULL, base, 0);
    if (base >= (unsigned long long)total) break;
    k = (int64_t)base + lane;
    if ((int64_t)lane < nact && k < total && k < c->retry_cap) gk_vm_retry(c, k, mem, &steps);
  }
  gk_warp_add_steps(c, steps, lane);
}

/* Both tiers in one kernel (tier 2: nslots > 0), launched with GX_VM_BLOCK or 32 threads per block: ptxas
 * compiles a kernel with everything it calls, so two VM kernels cost it the VM twice (15 s each) */
__global__ void __launch_bounds__(GX_VM_BLOCK) k_vm(const __grid_constant__ GkChunk ch, int64_t nslots) {
  VmMem mem;
  if (nslots == 0) gk_vm_tier1(&ch, &mem);
  else gk_vm_tier2(&ch, nslots, &mem);
}

/* one warp per program */
__global__ void k_score(const __grid_constant__ GkChunk ch) {
  const int64_t w = GK_TID >> 5;
  const unsigned lane = threadIdx.x & 31u;
  ProgResult acc;
  unsigned passed, failed;
  if (w >= ch.n) return; /* uniform over the warp */
  gk_score_part(&ch, (int32_t)w, (int32_t)lane, 32, &acc);
  passed = __reduce_add_sync(GK_FULL, (unsigned)acc.passed);
  failed = __reduce_add_sync(GK_FULL, (unsigned)acc.failed);
  if (lane == 0 && ch.state[w] == GK_READY) {
    ProgResult *r = &ch.pr[ch.p0 + w];
    r->passed = (int32_t)passed;
    r->failed = (int32_t)failed;
  }
}

/* dscores[p] = passed / tests for PS_OK programs with tests, else 0 */
__global__ void k_scores(const ProgResult *pr, const int64_t *test_off, int32_t n, float *out) {
  int64_t p = GK_TID;
  int64_t nt;
  if (p >= n) return;
  nt = test_off[p + 1] - test_off[p];
  out[p] = pr[p].status == PS_OK && nt > 0 ? (float)pr[p].passed / (float)nt : 0.0f;
}

/* gnc search's steps (src/core/search/search.h): one thread per index, the same function the CPU backend runs */
__global__ void k_gp_step(int kind, GpLoop L, int64_t n) {
  int64_t i = GK_TID;
  if (i < n) gp_step(kind, &L, i);
}

/* ---------------------------------------------------------------- the device interface */
static unsigned gx_blocks(int64_t threads, int per) { return (unsigned)((threads + per - 1) / per); }

static int gx_alloc(GxDev *x, void **p, size_t n) {
  cudaError_t e = cudaMalloc(p, n);
  if (e != cudaSuccess) {
    char what[96];
    *p = 0;
    snprintf(what, sizeof what, "cudaMalloc(%zu bytes)", n);
    return gx_cuda_fail(x, e, what, __FILE__, __LINE__);
  }
  return 0;
}
static void gx_free(GxDev *x, void *p) { (void)x; if (p) cudaFree(p); }
static int gx_halloc(GxDev *x, void **p, size_t n) {
  cudaCheck(cudaMallocHost(p, n));
  return 0;
}
static void gx_hfree(GxDev *x, void *p) { (void)x; if (p) cudaFreeHost(p); }
static int gx_h2d(GxDev *x, void *d, const void *h, size_t n) {
  if (n) cudaCheck(cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, x->stream));
  return 0;
}
static int gx_d2h(GxDev *x, void *h, const void *d, size_t n) {
  if (n) cudaCheck(cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, x->stream));
  return 0;
}
static int gx_zero(GxDev *x, void *d, size_t n) {
  if (n) cudaCheck(cudaMemsetAsync(d, 0, n, x->stream));
  return 0;
}
static int gx_sync(GxDev *x) {
  cudaCheck(cudaStreamSynchronize(x->stream));
  return 0;
}
static int gx_scan(GxDev *x, const int64_t *in, int64_t *out, int32_t n) {
  size_t need = 0;
  cudaCheck(cub::DeviceScan::ExclusiveSum(0, need, in, out, n, x->stream));
  if (need > x->cub_cap) {
    if (x->cub_tmp) cudaCheck(cudaFree(x->cub_tmp));
    x->cub_tmp = 0;
    x->cub_cap = 0;
    if (gx_alloc(x, &x->cub_tmp, need)) return -1;
    x->cub_cap = need;
  }
  cudaCheck(cub::DeviceScan::ExclusiveSum(x->cub_tmp, need, in, out, n, x->stream));
  return 0;
}
struct GxLexCompose {
  __host__ __device__ uint64_t operator()(uint64_t a, uint64_t b) const { return plex_compose(a, b); }
};
static int gx_scan_lex(GxDev *x, const uint64_t *in, uint64_t *out, int32_t n) {
  size_t need = 0;
  cudaCheck(cub::DeviceScan::InclusiveScan(0, need, in, out, GxLexCompose(), n, x->stream));
  if (need > x->cub_cap) {
    if (x->cub_tmp) cudaCheck(cudaFree(x->cub_tmp));
    x->cub_tmp = 0;
    x->cub_cap = 0;
    if (gx_alloc(x, &x->cub_tmp, need)) return -1;
    x->cub_cap = need;
  }
  cudaCheck(cub::DeviceScan::InclusiveScan(x->cub_tmp, need, in, out, GxLexCompose(), n, x->stream));
  return 0;
}
static int gx_k_lex(GxDev *x, const GkChunk *ch, int step) {
  int64_t n = (step == GK_LEX_BEGIN || step == GK_LEX_END) ? ch->n : ch->nbytes + 1;
  int per = (step == GK_LEX_END) ? 64 : 256; /* END runs lex_run for the programs that fall back */
  k_lex<<<gx_blocks(n, per), per, 0, x->stream>>>(*ch, step, n);
  cudaCheckLaunch();
  return 0;
}
static int gx_k_sizes(GxDev *x, const BatchIn *in, int64_t *size) {
  k_sizes<<<gx_blocks(in->nprog, 64), 64, 0, x->stream>>>(*in, size);
  cudaCheckLaunch();
  return 0;
}
static int gx_k_slots(GxDev *x, const GkChunk *ch) {
  k_slots<<<gx_blocks(ch->n + 1, 256), 256, 0, x->stream>>>(*ch);
  cudaCheckLaunch();
  return 0;
}
static int gx_k_compile(GxDev *x, const GkChunk *ch, int ph) {
  unsigned nb = gx_blocks(ch->n, 64);
  switch (ph) {
  case BATCH_PH_LEX: k_lex<<<nb, 64, 0, x->stream>>>(*ch, GX_LEX_THREAD, ch->n); break;
  case BATCH_PH_PARSE: k_compile<BATCH_PH_PARSE><<<nb, 64, 0, x->stream>>>(*ch); break;
  case BATCH_PH_CHECK: k_compile<BATCH_PH_CHECK><<<nb, 64, 0, x->stream>>>(*ch); break;
  case BATCH_PH_OPT: k_compile<BATCH_PH_OPT><<<nb, 64, 0, x->stream>>>(*ch); break;
  default: k_compile<BATCH_PH_GEN><<<nb, 64, 0, x->stream>>>(*ch); break;
  }
  cudaCheckLaunch();
  return 0;
}
static int gx_k_regrow(GxDev *x, const GkChunk *ch, int step, unsigned char *pool) {
  k_regrow<<<gx_blocks(ch->n + 1, 256), 256, 0, x->stream>>>(*ch, step, pool);
  cudaCheckLaunch();
  return 0;
}
static int gx_k_verify(GxDev *x, const GkChunk *ch) {
  k_verify<<<gx_blocks(ch->n + 1, 256), 256, 0, x->stream>>>(*ch);
  cudaCheckLaunch();
  return 0;
}
static int gx_k_verify_extra(GxDev *x, const GkChunk *ch, unsigned char *xpool, int64_t lo, int64_t hi) {
  k_verify_extra<<<gx_blocks(ch->n, 256), 256, 0, x->stream>>>(*ch, xpool, lo, hi);
  cudaCheckLaunch();
  return 0;
}
static int gx_k_prepare(GxDev *x, const GkChunk *ch) {
  k_prepare<<<gx_blocks(ch->n + 1, 256), 256, 0, x->stream>>>(*ch);
  cudaCheckLaunch();
  return 0;
}
static int gx_k_gather(GxDev *x, const GkChunk *ch, unsigned char *dst) {
  k_gather<<<gx_blocks(ch->n + 1, 256), 256, 0, x->stream>>>(*ch, dst);
  cudaCheckLaunch();
  return 0;
}
static int gx_k_vm1(GxDev *x, const GkChunk *ch, int64_t nthreads) {
  k_vm<<<gx_blocks(nthreads, GX_VM_BLOCK), GX_VM_BLOCK, 0, x->stream>>>(*ch, 0);
  cudaCheckLaunch();
  return 0;
}
static int gx_k_vm2(GxDev *x, const GkChunk *ch, int64_t nthreads, int64_t nslots) {
  if (nslots <= 0) return 0;
  k_vm<<<gx_blocks(nthreads, 32), 32, 0, x->stream>>>(*ch, nslots);
  cudaCheckLaunch();
  return 0;
}
static int gx_k_score(GxDev *x, const GkChunk *ch) {
  k_score<<<gx_blocks((int64_t)ch->n * 32, 256), 256, 0, x->stream>>>(*ch);
  cudaCheckLaunch();
  return 0;
}
static int64_t gx_vm_resident(GxDev *x, int tier) { return x->resident[tier == 2 ? 2 : 1]; }

static void gx_mark(GxDev *x, int phase) {
  if (x->nmarks >= GX_MAX_MARKS) return; /* the time goes to the last marked phase */
  if (cudaEventRecord(x->ev[x->nmarks], x->stream) != cudaSuccess) {
    (void)cudaGetLastError();
    return;
  }
  x->mark_phase[x->nmarks++] = phase;
}

static int gx_flush_marks(GxDev *x) {
  int k;
  if (x->nmarks == 0) return 0;
  cudaCheck(cudaEventRecord(x->ev[x->nmarks], x->stream));
  cudaCheck(cudaEventSynchronize(x->ev[x->nmarks]));
  for (k = 0; k < x->nmarks; k++) {
    float ms = 0;
    cudaCheck(cudaEventElapsedTime(&ms, x->ev[k], x->ev[k + 1]));
    x->st.stats.ms[x->mark_phase[k]] += ms;
  }
  x->nmarks = 0;
  return 0;
}

/* ---------------------------------------------------------------- the context */

/* 1 if device d can run gnc's kernels (sm_90 binaries, PTX for newer) */
static int gx_device_ok(int d, cudaDeviceProp *prop) {
  if (cudaGetDeviceProperties(prop, d) != cudaSuccess) {
    (void)cudaGetLastError();
    return 0;
  }
  return prop->major >= 9;
}

static int gx_pick_device(GxDev *x) {
  int n = 0, d;
  const char *e = getenv("GNC_CUDA_DEVICE");
  cudaError_t err = cudaGetDeviceCount(&n);
  if (err != cudaSuccess || n <= 0) {
    (void)cudaGetLastError();
    snprintf(x->st.err, sizeof x->st.err, "no CUDA device (%s)",
             err != cudaSuccess ? cudaGetErrorString(err) : "none found");
    return -1;
  }
  if (e && atoi(e) >= 0) { /* device K mod the count: `gnc batch --mpi` sets it to the rank on the node */
    d = atoi(e) % n;
    if (gx_device_ok(d, &x->prop)) { x->device = d; return 0; }
  } else {
    for (d = 0; d < n; d++)
      if (gx_device_ok(d, &x->prop)) { x->device = d; return 0; }
  }
  snprintf(x->st.err, sizeof x->st.err, "no CUDA device of compute capability 9.0 or newer (gnc is built for sm_90)");
  return -1;
}

static int gx_init(GxDev *x) {
  size_t free_b = 0, total_b = 0;
  const char *e;
  int k, nb = 0;
  x->st.err[0] = 0;
  if (x->inited && !x->broken) return 0;
  if (x->broken) { /* a fault poisoned the context: start over */
    gx_release(x);
    x->cub_tmp = 0;
    x->cub_cap = 0;
    cudaDeviceReset();
    (void)cudaGetLastError();
    x->inited = x->broken = 0;
  }
  if (gx_pick_device(x)) return -1;
  cudaCheck(cudaSetDevice(x->device));
  x->stack_bytes = GX_STACK_BYTES;
  e = getenv("GNC_CUDA_STACK");
  if (e && atol(e) > 0) x->stack_bytes = (size_t)atol(e);
  cudaCheck(cudaDeviceSetLimit(cudaLimitStackSize, x->stack_bytes));
  cudaCheck(cudaStreamCreateWithFlags(&x->stream, cudaStreamNonBlocking));
  for (k = 0; k <= GX_MAX_MARKS; k++) cudaCheck(cudaEventCreate(&x->ev[k]));
  k_noop<<<1, 1, 0, x->stream>>>(); /* the context and its local memory exist from here on */
  cudaCheckLaunch();
  cudaCheck(cudaStreamSynchronize(x->stream));
  cudaCheck(cudaMemGetInfo(&free_b, &total_b));
  gx_config(&x->st, free_b);
  cudaCheck(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&nb, k_vm, GX_VM_BLOCK, 0));
  x->resident[1] = (int64_t)(nb > 0 ? nb : 1) * x->prop.multiProcessorCount * GX_VM_BLOCK;
  cudaCheck(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&nb, k_vm, 32, 0));
  x->resident[2] = (int64_t)(nb > 0 ? nb : 1) * x->prop.multiProcessorCount * 32;
  x->inited = 1;
  return 0;
}

static void gx_begin(GxDev *x) {
  memset(&x->st.stats, 0, sizeof x->st.stats);
  x->st.err[0] = 0;
  x->nmarks = 0;
}

static void gx_end(GxDev *x, double t0) {
  struct timespec ts;
  BatchCudaStats *s = &x->st.stats;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  s->ms_total = (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6 - t0;
  s->device_sms = x->prop.multiProcessorCount;
  snprintf(s->device, sizeof s->device, "%.63s", x->prop.name);
}

static double gx_now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static void gx_copy_err(GxDev *x, char *err, int errcap) {
  if (err && errcap > 0) snprintf(err, (size_t)errcap, "%s", x->st.err[0] ? x->st.err : "CUDA backend failed");
}

/* ---------------------------------------------------------------- C entry points (batch.h, cuda_api.h) */
extern "C" {

int cuda_available(void) {
  static int cached = -1;
  pthread_mutex_lock(&g_gx_lock);
  if (cached < 0) {
    GxDev probe;
    memset(&probe.st.err, 0, sizeof probe.st.err);
    cached = gx_pick_device(&probe) == 0;
  }
  pthread_mutex_unlock(&g_gx_lock);
  return cached;
}

const char *batch_cuda_device_info(void) {
  static char info[1024];
  GxDev probe;
  int rt = 0, drv = 0;
  memset(&probe.st.err, 0, sizeof probe.st.err);
  cudaRuntimeGetVersion(&rt);
  cudaDriverGetVersion(&drv);
  (void)cudaGetLastError();
  if (gx_pick_device(&probe) == 0)
    snprintf(info, sizeof info, "%.256s, compute capability %d.%d, %d SMs, %.1f GiB (runtime %d, driver %d)",
             probe.prop.name, probe.prop.major, probe.prop.minor, probe.prop.multiProcessorCount,
             (double)probe.prop.totalGlobalMem / (1 << 30), rt, drv);
  else
    snprintf(info, sizeof info, "%s (runtime %d, driver %d)", probe.st.err, rt, drv);
  return info;
}

const char *batch_cuda_phase_name(int phase) {
  switch (phase) {
#define P(code, name) case code: return name;
    BATCH_CUDA_PHASES(P)
#undef P
  default: return "?";
  }
}

int batch_cuda_last_stats(BatchCudaStats *s) {
  pthread_mutex_lock(&g_gx_lock);
  *s = g_gx.st.stats;
  pthread_mutex_unlock(&g_gx_lock);
  return 0;
}

int batch_run_cuda(const BatchIn *in, const BatchOpts *o, ProgResult *pr, TestResult *tr, char *tb, char *err,
                   int errcap) {
  GxDev *x = &g_gx;
  BatchOpts ro = *o;
  double t0 = gx_now_ms();
  int rc;
  batch_opts_resolve(&ro);
  pthread_mutex_lock(&g_gx_lock);
  gx_begin(x);
  rc = gx_init(x);
  if (rc == 0) {
    x->st.stats.programs = in->nprog;
    x->st.stats.tests = in->ntests;
    x->st.stats.src_bytes = in->nprog > 0 ? in->src_off[in->nprog] - in->src_off[0] : 0;
    rc = gx_run_host(x, in, &ro, pr, tr, tb, 0, 0);
    if (rc == 0) rc = gx_flush_marks(x);
  }
  if (rc) {
    gx_copy_err(x, err, errcap);
    if (x->inited && !x->broken) { (void)cudaStreamSynchronize(x->stream); (void)cudaGetLastError(); }
    x->nmarks = 0;
  }
  gx_end(x, t0);
  pthread_mutex_unlock(&g_gx_lock);
  return rc ? -1 : 0;
}

int batch_cuda_compile(const BatchIn *in, unsigned char **mods, int64_t *mod_off, ProgResult *pr, char *err,
                       int errcap) {
  GxDev *x = &g_gx;
  BatchOpts ro;
  double t0 = gx_now_ms();
  int rc;
  memset(&ro, 0, sizeof ro);
  batch_opts_resolve(&ro);
  *mods = 0;
  pthread_mutex_lock(&g_gx_lock);
  gx_begin(x);
  rc = gx_init(x);
  if (rc == 0) rc = gx_run_host(x, in, &ro, pr, 0, 0, mods, mod_off);
  if (rc == 0) rc = gx_flush_marks(x);
  if (rc) {
    gx_copy_err(x, err, errcap);
    free(*mods);
    *mods = 0;
    x->nmarks = 0;
  }
  gx_end(x, t0);
  pthread_mutex_unlock(&g_gx_lock);
  return rc ? -1 : 0;
}

int batch_cuda_run_device(const BatchIn *din, const BatchOpts *o, ProgResult *dpr, TestResult *dtr, char *dtb,
                          char *err, int errcap) {
  GxDev *x = &g_gx;
  BatchOpts ro = *o;
  double t0 = gx_now_ms();
  int rc;
  batch_opts_resolve(&ro);
  pthread_mutex_lock(&g_gx_lock);
  gx_begin(x);
  rc = gx_init(x);
  if (rc == 0) {
    x->st.stats.programs = din->nprog;
    x->st.stats.tests = din->ntests;
    rc = gx_run_device(x, din, &ro, dpr, dtr, dtb);
    if (rc == 0) rc = gx_sync(x);
    if (rc == 0) rc = gx_flush_marks(x);
  }
  if (rc) {
    gx_copy_err(x, err, errcap);
    x->nmarks = 0;
  }
  gx_end(x, t0);
  pthread_mutex_unlock(&g_gx_lock);
  return rc ? -1 : 0;
}

void *batch_cuda_alloc(size_t bytes) {
  GxDev *x = &g_gx;
  void *p = 0;
  pthread_mutex_lock(&g_gx_lock);
  if (gx_init(x) == 0 && cudaMalloc(&p, bytes ? bytes : 1) != cudaSuccess) {
    (void)cudaGetLastError();
    p = 0;
  }
  pthread_mutex_unlock(&g_gx_lock);
  return p;
}

void batch_cuda_free(void *dptr) {
  pthread_mutex_lock(&g_gx_lock);
  if (dptr && g_gx.inited) cudaFree(dptr);
  pthread_mutex_unlock(&g_gx_lock);
}

int batch_cuda_copy(void *dst, const void *src, size_t bytes, int to_device) {
  GxDev *x = &g_gx;
  int rc = -1;
  pthread_mutex_lock(&g_gx_lock);
  if (gx_init(x) == 0) {
    cudaError_t e = cudaMemcpy(dst, src, bytes, to_device ? cudaMemcpyHostToDevice : cudaMemcpyDeviceToHost);
    if (e == cudaSuccess) rc = 0;
    else gx_cuda_fail(x, e, "cudaMemcpy", __FILE__, __LINE__);
  }
  pthread_mutex_unlock(&g_gx_lock);
  return rc;
}

int batch_cuda_gp_step(int kind, const GpLoop *L, int64_t n, char *err, int errcap) {
  GxDev *x = &g_gx;
  int rc = -1;
  pthread_mutex_lock(&g_gx_lock);
  if (gx_init(x) == 0) {
    cudaError_t e = cudaSuccess;
    if (n > 0) {
      k_gp_step<<<gx_blocks(n, 128), 128, 0, x->stream>>>(kind, *L, n);
      e = cudaGetLastError();
      if (e == cudaSuccess) e = cudaStreamSynchronize(x->stream);
    }
    if (e == cudaSuccess) rc = 0;
    else gx_cuda_fail(x, e, "k_gp_step", __FILE__, __LINE__);
  }
  if (rc) gx_copy_err(x, err, errcap);
  pthread_mutex_unlock(&g_gx_lock);
  return rc;
}

int batch_cuda_scores(const ProgResult *dpr, const int64_t *dtest_off, int32_t nprog, float *dscores) {
  GxDev *x = &g_gx;
  int rc = -1;
  pthread_mutex_lock(&g_gx_lock);
  if (gx_init(x) == 0) {
    if (nprog <= 0) rc = 0;
    else {
      k_scores<<<gx_blocks(nprog, 256), 256, 0, x->stream>>>(dpr, dtest_off, nprog, dscores);
      if (cudaGetLastError() == cudaSuccess && cudaStreamSynchronize(x->stream) == cudaSuccess) rc = 0;
      else (void)cudaGetLastError();
    }
  }
  pthread_mutex_unlock(&g_gx_lock);
  return rc;
}

} /* extern "C" */
#endif
