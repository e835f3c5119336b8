/* batch_cpu.c - the CPU backend of the batch engine: every program of a BatchIn on all cores.
 *
 * Design:
 *   - one POSIX thread per core (BatchOpts.threads, 0 = all online cores), never more than programs;
 *   - dynamic distribution: a shared atomic counter hands out programs in small chunks, so that a few slow
 *     programs (long loops, big sources) keep one thread busy while the others take the rest;
 *   - each thread owns a Worker: one compiler workspace (grown to the largest source seen, given back
 *     after a very large one), one verifier workspace and one VmMem sized from BatchOpts (value stack,
 *     array memory, call frames, and the byte memory, object table and output buffer of pointer
 *     programs, all in one block: batch_vm_mem).  Nothing is allocated per program or per test once a
 *     thread has warmed up, and nothing is cleared between runs (the VM zeroes what it hands out);
 *   - out of host memory (a workspace that cannot grow), the run stops: every worker ends and batch_run_cpu
 *     answers -1, with no verdict made up for the program that needed the memory;
 *   - a program runs through the steps of batch.h (shared with the CUDA backend, so the results are
 *     the same bit for bit); they depend only on the program's own input, so the output is identical
 *     for every thread count and schedule.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "core/batch/batch.h"
#include "engine/host.h"

#define WS_KEEP_MAX ((size_t)256 << 20) /* a compiler workspace larger than this is freed after use */

typedef struct {
  Compiler cc;
  void *ws; size_t ws_cap;       /* compiler workspace                                      */
  void *vws; size_t vws_cap;     /* verifier workspace                                      */
  void *vblock;                  /* the VmMem's memory                                      */
  VmMem mem;
  VmLimits lim;
  Value args[GNC_MAX_PARAMS];
} Worker;

typedef struct {
  const BatchIn *in;
  BatchOpts opts;
  ProgResult *pr;
  TestResult *tr;
  char *tb;                      /* report areas (NULL: none)                               */
  int32_t rcap;                  /* bytes per report area                                   */
  atomic_long next;              /* next program to hand out                                */
  atomic_llong steps;            /* VM instructions of every test                            */
  long chunk;
  atomic_int failed;             /* a worker could not get its memory                       */
  atomic_int nomem;              /* a program could not get its memory: the run stops       */
} Job;

static int worker_init(Worker *w, const BatchOpts *o) {
  BatchCaps caps;
  memset(w, 0, sizeof *w);
  batch_caps(o, &caps);
  w->vblock = host_alloc(batch_vm_bytes(&caps));
  if (!w->vblock) return -1;
  batch_vm_mem(w->vblock, &caps, &w->mem);
  w->lim.fuel = o->fuel;
  w->lim.max_depth = o->max_depth;
  return 0;
}

static void worker_free(Worker *w) {
  free(w->ws);
  free(w->vws);
  free(w->vblock);
}

/* a buffer of at least n bytes (contents not kept); NULL when out of memory */
static void *grow(void **buf, size_t *cap, size_t n) {
  if (n <= *cap) return *buf;
  free(*buf);
  *buf = host_alloc(n);
  *cap = *buf ? n : 0;
  return *buf;
}

/* ---------------------------------------------------------------- compiling one program (batch.h) */
static int compile_once(Compiler *c, const char *file, int flags, CcUnits *units) {
  int failed = 0;
  c->units = units;
  c->file = file;
  c->file_len = file ? (int32_t)strlen(file) : 0;
  c->optimize = !(flags & CC_HOST_NOOPT);
  if (!(flags & CC_HOST_SLOT)) return cc_compile(c);
  for (int ph = 0; ph < BATCH_PHASES && !failed; ph++) failed = cc_phase(c, ph);
  return failed;
}

static int compile_host(Compiler *c, const char *src, int32_t len, const char *file, int flags, CcUnits *units,
                        void **ws, size_t *ws_cap) {
  CcScan s;
  size_t need = 0;
  int failed;
  if (len >= 0 && len <= GNC_MAX_SRC) {
    cc_scan(src, len, &s);
    if (units && units->compose) { /* the units' code may be longer than codegen's: room for all of it too */
      int64_t words = 0;
      for (int32_t i = 0; i < units->off[units->n]; i++) words += op_words(units->ins[i].op);
      s.nodal = (int32_t)(s.nodal + words / 4 + 1 < INT32_MAX / 8 ? s.nodal + words / 4 + 1 : INT32_MAX / 8);
    }
    need = cc_workspace_size_scan(&s);
  }
  for (;;) {
    void *w = need ? grow(ws, ws_cap, need) : NULL;
    if (need && !w) return CC_HOST_NOMEM;
    if (!w) cc_init(c, src, len, 0, 0); /* too large: the compile says so */
    else cc_init_scan(c, src, len, w, need, &s);
    failed = compile_once(c, file, flags, units) != 0;
    if (!failed || !w || !(need = cc_retry(c, &s))) return failed;
  }
}

int cc_compile_host(Compiler *c, const char *src, int32_t len, const char *file, int flags, void **ws,
                    size_t *ws_cap) {
  return compile_host(c, src, len, file, flags, NULL, ws, ws_cap);
}

int cc_compile_units(Compiler *c, const char *src, int32_t len, CcUnits *units, void **ws, size_t *ws_cap) {
  return compile_host(c, src, len, NULL, CC_HOST_NOOPT, units, ws, ws_cap);
}

/* steps 2-4 of batch.h for program p with the module bytes (mod, len): load, verify, entry, tests.  tr: the
 * program's tests (tr[0] is its first), tb: the first test's report area (NULL: none); *steps (may be NULL)
 * receives the VM instructions its tests executed.  -1 when the verifier's workspace cannot be allocated. */
static int run_module(Worker *w, const BatchIn *in, int32_t p, const uint8_t *mod, int32_t len,
                       const BatchOpts *o, ProgResult *r, TestResult *tr, char *tb, int64_t *steps) {
  int64_t t0 = in->test_off[p], t1 = in->test_off[p + 1], nsteps = 0;
  int32_t rcap = batch_report_cap(o);
  Module m;
  if (batch_load(mod, len, &m, r)) goto done;
  size_t vneed = vfy_workspace_size(&m);
  if (vneed > 0 && !grow(&w->vws, &w->vws_cap, vneed)) return -1;
  if (batch_verify(&m, w->vws, vneed, r)) goto done;
  int32_t fn = batch_entry(in, p, &m, r);
  if (fn < 0 || batch_check(in, p, &m, fn, o, r)) goto done;
  for (int64_t t = t0; t < t1; t++) {
    VmResult vr;
    int32_t used = batch_load_args(in, t, &m, fn, w->args, &w->mem); /* fits: checked against the same memory */
    vm_call(&m, fn, w->args, m.fn[fn].nparams, used, &w->mem, &w->lim, &vr);
    batch_score(in, t, &m, fn, w->args, &w->mem, &vr, &tr[t - t0], tb && rcap ? tb + (t - t0) * (int64_t)rcap : NULL,
                rcap);
    batch_tally(r, &tr[t - t0]);
    nsteps += vr.steps;
  }
done:
  if (steps) *steps = nsteps;
  return 0;
}

/* one program: the steps of batch.h in order, each stopping the program with its verdict in r; -1 when out
 * of host memory */
static int run_prog(Worker *w, Job *j, int32_t p) {
  const BatchIn *in = j->in;
  ProgResult *r = &j->pr[p];
  int64_t t0 = in->test_off[p], t1 = in->test_off[p + 1];
  Compiler *c = &w->cc;
  batch_prog_begin(r);
  for (int64_t t = t0; t < t1; t++) batch_not_run(&j->tr[t]);
  /* compiled as in a GPU slot, and again in a larger workspace when it ran out of room (as the GPU does) */
  int failed = cc_compile_host(c, in->src + in->src_off[p], batch_src_len(in, p), NULL, CC_HOST_SLOT, &w->ws,
                               &w->ws_cap), rc = failed == CC_HOST_NOMEM ? -1 : 0;
  if (rc == 0 && !batch_compile_result(c, failed, r)) {
    int64_t steps = 0;
    rc = run_module(w, in, p, c->out, c->out_len, &j->opts, r, j->tr + t0,
                    j->tb ? j->tb + t0 * (int64_t)j->rcap : NULL, &steps);
    atomic_fetch_add_explicit(&j->steps, steps, memory_order_relaxed);
  }
  if (w->ws_cap > WS_KEEP_MAX) { free(w->ws); w->ws = NULL; w->ws_cap = 0; }
  return rc;
}

/* ---------------------------------------------------------------- one program with a given module (batch.h) */
struct BatchWorker { Worker w; BatchOpts o; };

BatchWorker *batch_worker_new(const BatchOpts *o) {
  BatchWorker *b = host_alloc(sizeof *b);
  if (!b) return NULL;
  b->o = *o;
  batch_opts_resolve(&b->o);
  if (worker_init(&b->w, &b->o) != 0) { worker_free(&b->w); free(b); return NULL; }
  return b;
}

void batch_worker_free(BatchWorker *b) {
  if (!b) return;
  worker_free(&b->w);
  free(b);
}

int batch_run_with_module(BatchWorker *b, const BatchIn *in, int32_t p, const uint8_t *mod, int32_t len,
                          ProgResult *r, TestResult *tr, char *tb, int64_t *steps) {
  int64_t nt = in->test_off[p + 1] - in->test_off[p];
  batch_prog_begin(r);
  for (int64_t t = 0; t < nt; t++) batch_not_run(&tr[t]);
  return run_module(&b->w, in, p, mod, len, &b->o, r, tr, tb, steps);
}

static void *worker_main(void *arg) {
  Job *j = arg;
  Worker *w = host_alloc(sizeof *w);
  if (!w || worker_init(w, &j->opts) != 0) {
    if (w) worker_free(w);
    free(w);
    atomic_store(&j->failed, 1);
    return NULL;
  }
  while (!atomic_load_explicit(&j->nomem, memory_order_relaxed)) {
    long p0 = atomic_fetch_add(&j->next, j->chunk);
    if (p0 >= j->in->nprog) break;
    long p1 = p0 + j->chunk < j->in->nprog ? p0 + j->chunk : j->in->nprog;
    for (long p = p0; p < p1; p++)
      if (run_prog(w, j, (int32_t)p) != 0) { atomic_store(&j->nomem, 1); break; }
  }
  worker_free(w);
  free(w);
  return NULL;
}

int batch_cpu_threads(int requested) {
  if (requested > 0) return requested;
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n < 1 ? 1 : n > 1024 ? 1024 : (int)n;
}

int batch_run_cpu(const BatchIn *in, const BatchOpts *o, ProgResult *pr, TestResult *tr, char *tb) {
  return batch_run_cpu_steps(in, o, pr, tr, tb, NULL);
}

int batch_run_cpu_steps(const BatchIn *in, const BatchOpts *o, ProgResult *pr, TestResult *tr, char *tb,
                        int64_t *steps) {
  Job j;
  pthread_t tid[1024];
  int nt, started = 0;
  memset(&j, 0, sizeof j);
  j.in = in;
  j.opts = *o;
  batch_opts_resolve(&j.opts);
  j.pr = pr;
  j.tr = tr;
  j.rcap = batch_report_cap(&j.opts);
  j.tb = j.rcap > 0 ? tb : NULL;
  atomic_init(&j.next, 0);
  atomic_init(&j.failed, 0);
  atomic_init(&j.nomem, 0);
  atomic_init(&j.steps, 0);
  if (steps) *steps = 0;
  if (in->nprog <= 0) return 0;
  nt = batch_cpu_threads(o->threads);
  if (nt > in->nprog) nt = in->nprog;
  if (nt > 1024) nt = 1024;
  /* chunks: ~64 per thread, 1..16 programs each */
  j.chunk = in->nprog / ((long)nt * 64);
  if (j.chunk < 1) j.chunk = 1;
  if (j.chunk > 16) j.chunk = 16;
  for (int i = 1; i < nt; i++) {
    if (pthread_create(&tid[started], NULL, worker_main, &j) != 0) break;
    started++;
  }
  worker_main(&j); /* the calling thread works too */
  for (int i = 0; i < started; i++) pthread_join(tid[i], NULL);
  if (atomic_load(&j.nomem)) return -1;
  if (atomic_load(&j.failed) && atomic_load(&j.next) < in->nprog) return -1; /* no worker got memory */
  if (steps) *steps = atomic_load(&j.steps);
  return 0;
}
