/* search.c - `gnc search PROBLEM.json`: genetic programming over gnc programs (docs/search.md).
 *
 * One run is the generation loop below:
 *
 *   population <- P random genomes (gp_random)               generation 0
 *   repeat:
 *     cases     <- the training cases this generation selects on (all; a random sample for dlexicase)
 *     evaluate  <- each distinct candidate's C text through the real compiler, verifier and VM (the batch
 *                  engine), staged: the first few cases for every candidate, the rest only for those that
 *                  answered one of them
 *     pool      <- one candidate per distinct output vector (semantic de-duplication)
 *     solved?   <- a candidate with no error on the cases, then on all training cases, ends the run; the
 *                  held-out test cases say whether it generalizes
 *     next      <- the best `elite` unchanged, the rest gp_vary(parents from lexicase, down-sampled lexicase
 *                  or tournament selection)
 *
 * Each step is core code over the loop's state (src/core/search/search.h): the CPU backend keeps that state in host
 * memory and runs a step on all cores; the CUDA backend keeps it in device memory, runs each step as a kernel
 * and the batch engine on device-resident batches (batch_cuda_run_device), so the population stays on the
 * device and per generation only a GpSum of counters comes back.  This file is the driver: it orders the
 * steps, reads the GpSum, and does the once-per-run work (the winner's checks and simplification,
 * checkpoints, the result line).
 *
 * Randomness: child j of generation g of run r uses gp_rng_at(seed + r, g, j + 1) only, so a run is the same
 * for any thread count, schedule and backend, and a checkpoint (the population at the start of a generation
 * and the counters) resumes to exactly the run that was interrupted.
 *
 * --mpi (docs/scale-out.md): an island model.  Rank k runs its own population with seed + k * runs; every
 * --migrate-every generations the ranks send their best --migrants distinct candidates (by total error) to
 * the next rank in a ring, where they replace the last children of the new generation (never the elite), as
 * genomes copied one by one out of and into the backend's memory (get/put), checked with gp_valid as a
 * checkpoint's are.  A generation's stop (solved, the last one, the time limit) is or-ed over the ranks, so all
 * stop together; rank 0 prints the result line of the best island (solved first, then the smallest program,
 * else the least training error).  MPI itself is behind the MPI layer (mpi.c, declared in cli.h).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "cli/cli.h"
#include "engine/host.h"
#include "jsonl/jsonl.h"
#include "cuda/cuda_api.h"

static const char *const SEL_NAMES[] = {"lexicase", "dlexicase", "tournament"};
enum { SALT_CASES = 0xCA5E5, SALT_SIMPLIFY = 0x5140000 };
#define SIMPLIFY_VARIANTS 64   /* smaller variants of a winner per round                            */
#define SIMPLIFY_ROUNDS 50     /* rounds at most                                                   */

typedef struct {
  const char *file, *checkpoint, *resume, *log;
  int cuda, quiet, threads;
  uint64_t seed;
  int32_t pop, gens, runs, sel, tour, elite, stage, stop_after;
  int mpi;                    /* --mpi: islands (more than one rank)                           */
  int32_t migrate_every, migrants;
  double rate, time_limit;
} Opts;

/* one run's state: the loop's state L lives in the backend's memory (search.h); the host keeps the options,
 * the counters it last read back (GpSum) and the answer */
typedef struct {
  const Opts *o;
  const Problem *pb;
  int32_t run, gen;
  GpLoop L;                   /* pointers into the backend's memory                           */
  GpSum sum;                  /* the host's copy of *L.sum                                    */
  int32_t *hcases;            /* this generation's cases (host), uploaded to L.cases           */
  int32_t *allcases;          /* backend: 0 .. ntrain + ntest - 1                              */
  int32_t *ilist, *one;       /* backend: 0 .. P - 1; one candidate                            */
  double *scratch;            /* backend: errors of the winner's checks and of simplification  */
  int32_t chunk;              /* children per VARY launch (bounds the selection workspace)      */
  ProgResult *pr;             /* backend: the batch engine's results                           */
  TestResult *tr;
  BVal *arr;                  /* backend: the problem's array elements                         */
  int32_t slice;              /* generations this process has evaluated and moved on from (--stop-after) */
  int64_t steps;              /* VM instructions of all executions                            */
  int64_t to_host;            /* bytes read back from the backend's memory                    */
  double seconds;             /* before this process (a resumed run)                         */
  double t0;
  /* the answer */
  int solved, generalized, timed_out;
  int32_t win;                /* the winning (or best) candidate                             */
  int32_t win_nodes;          /* its size before simplification                              */
  double best, median, test_err;
  GpGenome win_g;
  char *win_src;
  FILE *log;
  /* --mpi */
  int32_t migrations, migrants_in;  /* exchanges, genomes received (this island)                 */
  int32_t island;                   /* the island of the result line                              */
  int64_t all_execs;                /* executions of every island                                  */
} Run;

/* ---------------------------------------------------------------- the backend: memory and steps
 * The CPU backend keeps L in host memory and runs a step as a host_par_for; the CUDA backend keeps it in
 * device memory and runs a step as one kernel (batch_cuda_gp_step).  Everything the loop reads back goes
 * through get(), which counts the bytes (the result line's to_host_bytes). */
#pragma weak batch_cuda_alloc
#pragma weak batch_cuda_free
#pragma weak batch_cuda_copy
#pragma weak batch_cuda_run_device

static void fatal(const Run *R, const char *what, const char *msg) {
  fprintf(stderr, "gnc search: the %s backend failed (%s): %s\n", R->o->cuda ? "CUDA" : "CPU", what, msg);
  exit(EXIT_INTERNAL);
}

static void *mem_new(const Run *R, size_t n) {
  void *p;
  n = n ? n : 1;
  p = R->o->cuda ? batch_cuda_alloc(n) : calloc(1, n);
  if (!p) fatal(R, "memory", "out of memory");
  return p;
}
static void mem_free(const Run *R, void *p) {
  if (!p) return;
  if (R->o->cuda) batch_cuda_free(p);
  else free(p);
}
static void put(const Run *R, void *d, const void *h, size_t n) {
  if (n == 0) return;
  if (!R->o->cuda) memcpy(d, h, n);
  else if (batch_cuda_copy(d, h, n, 1) != 0) fatal(R, "copy to the device", "cudaMemcpy failed");
}
static void get(Run *R, void *h, const void *d, size_t n) {
  if (n == 0) return;
  if (!R->o->cuda) memcpy(h, d, n);
  else if (batch_cuda_copy(h, d, n, 0) != 0) fatal(R, "copy from the device", "cudaMemcpy failed");
  R->to_host += (int64_t)n;
}

typedef struct { const GpLoop *L; int kind; } StepCtx;
static void step_range(void *ctx, long i0, long i1) {
  const StepCtx *c = ctx;
  long i;
  for (i = i0; i < i1; i++) gp_step(c->kind, c->L, i);
}

/* step kind for i in [0, n) */
static void step(Run *R, int kind, int64_t n) {
  if (n <= 0) return;
  if (R->o->cuda) {
    char msg[256];
    if (batch_cuda_gp_step(kind, &R->L, n, msg, sizeof msg) != 0) fatal(R, "a search step", msg);
  } else if (n == 1) {
    gp_step(kind, &R->L, 0);
  } else {
    StepCtx c = {&R->L, kind};
    host_par_for(batch_cpu_threads(R->o->threads), (long)n, (long)(n / 64 + 1), step_range, &c);
  }
}

static void sum_get(Run *R) { get(R, &R->sum, R->L.sum, sizeof R->sum); }

static BatchOpts batch_opts(const Opts *o, const Problem *pb) {
  BatchOpts bo;
  memset(&bo, 0, sizeof bo);
  bo.fuel = pb->fuel;
  bo.max_depth = 64;
  bo.stack_slots = 1024;
  bo.heap_slots = 4096;
  bo.mem_bytes = 4096;
  bo.objs = 64;
  bo.out_bytes = 64;
  bo.report_bytes = -1;
  bo.threads = o->threads;
  batch_opts_resolve(&bo);
  return bo;
}

/* the batch L describes (PLAN, FILL and ARGS have built it) through the batch engine, in the backend's memory */
static void run_batch(Run *R) {
  const GpLoop *L = &R->L;
  BatchOpts bo = batch_opts(R->o, R->pb);
  BatchIn in;
  char msg[256];
  int64_t steps = 0;
  memset(&in, 0, sizeof in);
  in.nprog = L->n;
  in.src = L->bsrc;
  in.src_off = L->bsrc_off;
  in.entry = L->bentry;
  in.entry_off = L->bentry_off;
  in.test_off = L->btest_off;
  in.arg_off = L->barg_off;
  in.args = L->bargs;
  in.expect = L->bexpect;
  in.arr = R->arr;
  in.ntests = (int64_t)L->n * L->nc;
  in.nargs = in.ntests * L->nparam;
  in.narr = R->pb->narr;
  if (R->o->cuda) {
    BatchCudaStats st;
    if (batch_cuda_run_device(&in, &bo, R->pr, R->tr, NULL, msg, sizeof msg) != 0) fatal(R, "a batch", msg);
    steps = batch_cuda_last_stats(&st) == 0 ? st.vm_steps : 0;
  } else if (batch_run_cpu_steps(&in, &bo, R->pr, R->tr, NULL, &steps) != 0) {
    fatal(R, "a batch", "out of memory");
  }
  R->steps += steps;
}

/* candidates idx[0..n) on cases cs[0..nc) (backend pointers): errors into derr (output words into dout, when
 * not NULL) at row (by_idx ? idx[u] : u) * ld + col0; first: the stage that counts candidates and compiles */
static void evaluate(Run *R, const int32_t *idx, int32_t n, const int32_t *cs, int32_t nc, double *derr,
                     uint64_t *dout, int32_t ld, int32_t col0, int by_idx, int first) {
  GpLoop *L = &R->L;
  if (n == 0 || nc == 0) return;
  L->idx = idx; L->n = n; L->cs = cs; L->nc = nc; L->derr = derr; L->dout = dout;
  L->ld = ld; L->col0 = col0; L->by_idx = by_idx; L->first = first;
  step(R, GS_PLAN, 1);
  step(R, GS_FILL, n);
  step(R, GS_ARGS, (int64_t)n * nc);
  run_batch(R);
  step(R, GS_SCORE, n);
  step(R, GS_TALLY, 1);
}

/* ---------------------------------------------------------------- one generation */
/* the training cases this generation selects on: all, or for dlexicase a sample (host: it needs no data) */
static void choose_cases(Run *R) {
  int32_t n = R->pb->ntrain, k, *c = R->hcases;
  R->L.ncase = n;
  for (k = 0; k < n; k++) c[k] = k;
  if (R->o->sel == GP_SEL_DLEXICASE) {
    GpRng r = gp_rng_at(R->o->seed + (uint64_t)R->run, (uint64_t)R->gen, SALT_CASES);
    int32_t m = (int32_t)(R->o->rate * n + 0.5);
    if (m < 1) m = 1;
    for (k = 0; k < m; k++) {   /* a partial Fisher-Yates shuffle, then the sample in case order */
      int32_t j = k + (int32_t)gp_below(&r, (uint32_t)(n - k)), t = c[j];
      c[j] = c[k];
      c[k] = t;
    }
    R->L.ncase = m;
    for (k = 1; k < m; k++) {
      int32_t v = c[k], j = k - 1;
      while (j >= 0 && c[j] > v) { c[j + 1] = c[j]; j--; }
      c[j + 1] = v;
    }
  }
  put(R, (void *)R->L.cases, c, sizeof(int32_t) * (size_t)R->L.ncase);
}

/* every candidate's errors, totals and output hash on this generation's cases, the pool and the statistics.
 * Identical texts run once; staged testing: the first `stage` cases for every distinct text, the rest for
 * those that answered one of them. */
static void generation(Run *R) {
  GpLoop *L = &R->L;
  int32_t P = R->o->pop, nc, s1;
  step(R, GS_EMIT, P);
  choose_cases(R);
  nc = L->ncase;
  s1 = R->o->stage > 0 && R->o->stage < nc ? R->o->stage : nc;
  step(R, GS_SAME, P);
  step(R, GS_UNIQ, 1);
  sum_get(R);
  evaluate(R, L->uniq, R->sum.nu, L->cases, s1, L->err, L->out, nc, 0, 1, 1);
  step(R, GS_SURV, 1);
  L->col0 = s1;
  step(R, GS_DEAD, R->sum.nu);
  sum_get(R);
  evaluate(R, L->surv, R->sum.ns, L->cases + s1, nc - s1, L->err, L->out, nc, s1, 1, 0);
  step(R, GS_ROWS, P);
  step(R, GS_HEAD, P);
  step(R, GS_POOL, 1);
  step(R, GS_MEMBER, P);
  step(R, GS_RANK, P);
  step(R, GS_STATS, 1);
  sum_get(R);
  R->best = R->sum.best;
  R->median = R->sum.median;
}

/* the elite unchanged, then the children, in launches of at most `chunk` (the selection workspace) */
static void next_generation(Run *R) {
  GpLoop *L = &R->L;
  GpGenome *t;
  int32_t P = R->o->pop, j;
  L->nelite = R->o->elite < R->sum.npool ? R->o->elite : R->sum.npool;
  L->gen = R->gen;
  step(R, GS_ELITE, P);
  for (j = 0; j < P; j += R->chunk) {
    L->j0 = j;
    step(R, GS_VARY, P - j < R->chunk ? P - j : R->chunk);
  }
  t = L->pop;
  L->pop = L->next;
  L->next = t;
}

/* ---------------------------------------------------------------- the answer */
/* the total error of candidate k on cases [c0, c0 + n) (all training cases, or the test cases); *zero: the
 * cases it has no error on */
static double total_on(Run *R, int32_t k, int32_t c0, int32_t n, int32_t *zero) {
  double *err = xmalloc(sizeof(double) * (size_t)(n + 1)), t = 0;
  int32_t j;
  put(R, R->one, &k, sizeof k);
  evaluate(R, R->one, 1, R->allcases + c0, n, R->scratch, NULL, n, 0, 0, 0);
  get(R, err, R->scratch, sizeof(double) * (size_t)n);
  *zero = 0;
  for (j = 0; j < n; j++) { t += err[j]; *zero += err[j] == 0; }
  free(err);
  return t;
}

/* a candidate with no error on every training case: the smallest of those with none on this generation's
 * cases (each checked on all training cases when the cases were a sample); 1 if found (R->win) */
static int find_solution(Run *R) {
  int32_t n = R->sum.nzero, *list, k, z, found = 0;
  if (n == 0) return 0;
  list = xmalloc(sizeof(int32_t) * (size_t)n);
  get(R, list, R->L.zero, sizeof(int32_t) * (size_t)(R->L.ncase == R->pb->ntrain ? 1 : n));
  for (k = 0; k < n && !found; k++) {
    R->win = list[k];
    found = R->L.ncase == R->pb->ntrain || total_on(R, R->win, 0, R->pb->ntrain, &z) == 0;
  }
  free(list);
  return found;
}

static double run_seconds(const Run *R) { return R->seconds + host_now() - R->t0; }

static void fmt_time(char *b, size_t cap, double s) {
  if (s < 90) snprintf(b, cap, "%.0fs", s);
  else if (s < 5400) snprintf(b, cap, "%.0fm%02.0fs", floor(s / 60), fmod(s, 60));
  else snprintf(b, cap, "%.0fh%02.0fm", floor(s / 3600), fmod(s / 60, 60));
}

static void progress(Run *R, int tty) {
  double el = run_seconds(R), eta = el / (R->gen + 1) * (R->o->gens - R->gen - 1);
  char e1[32], e2[32];
  if (R->o->time_limit > 0 && R->o->time_limit - el < eta) eta = R->o->time_limit - el;
  fmt_time(e1, sizeof e1, el);
  fmt_time(e2, sizeof e2, eta > 0 ? eta : 0);
  fprintf(
      stderr, "%srun %d/%d  gen %d/%d  best %.6g  median %.6g  solved %d/%d  diversity %.2f  %.0f exec/s  %s  ETA %s%s",
      tty ? "\r" : "", R->run + 1, R->o->runs, R->gen, R->o->gens, R->best, R->median, R->sum.best_cases, R->L.ncase,
      (double)R->sum.npool / R->o->pop, R->sum.execs / (el > 0 ? el : 1e-9), e1, e2, tty ? "   " : "\n");
  fflush(stderr);
}

static void log_line(Run *R) {
  if (!R->log) return;
  fprintf(R->log, "%d,%d,%.17g,%.17g,%d,%d,%.4f,%lld,%.3f\n", R->run, R->gen, R->best, R->median, R->sum.best_cases,
          R->L.ncase, (double)R->sum.npool / R->o->pop, (long long)R->sum.execs, run_seconds(R));
  fflush(R->log);
}

static void result_line(Run *R, Buf *b) {
  const Opts *o = R->o;
  const GpSum *s = &R->sum;
  double el = run_seconds(R);
  buf_printf(b, "{\"run\": %d, \"seed\": %llu, \"backend\": \"%s\", \"selection\": \"%s\", \"solved\": %s, ", R->run,
             (unsigned long long)(o->seed + (uint64_t)R->run), backend_name(o->cuda ? BACKEND_CUDA : BACKEND_CPU),
             SEL_NAMES[o->sel], R->solved ? "true" : "false");
  if (R->pb->ntest > 0) buf_printf(b, "\"generalized\": %s, ", R->generalized ? "true" : "false");
  else buf_puts(b, "\"generalized\": null, ");
  buf_printf(b, "\"stopped\": \"%s\", ", R->solved ? "solved" : R->timed_out ? "time_limit" : "generations");
  buf_printf(b, "\"generations\": %d, \"executions\": %lld, \"seconds\": %.3f, \"executions_per_s\": %.0f, ",
             R->gen + 1, (long long)s->execs, el, s->execs / (el > 0 ? el : 1e-9));
  buf_printf(b, "\"vm_instructions\": %lld, \"instructions_per_s\": %.0f, ", (long long)R->steps,
             R->steps / (el > 0 ? el : 1e-9));
  buf_printf(b, "\"candidates\": %lld, \"compile_rate\": %.4f, \"to_host_bytes\": %lld, \"train_error\": ",
             (long long)s->candidates, s->candidates ? (double)s->compiled / (double)s->candidates : 1.0,
             (long long)R->to_host);
  buf_json_double(b, R->best);
  buf_puts(b, ", \"test_error\": ");
  if (R->pb->ntest > 0) buf_json_double(b, R->test_err);
  else buf_puts(b, "null");
  if (o->mpi)
    buf_printf(b, ", \"islands\": %d, \"island\": %d, \"migrations\": %d, \"migrants_received\": %d, "
               "\"executions_all_islands\": %lld", gmpi_size(), R->island, R->migrations, R->migrants_in,
               (long long)R->all_execs);
  buf_printf(b, ", \"nodes\": %d, \"nodes_before_simplification\": %d, \"program\": ", gp_size(&R->pb->spec, &R->win_g),
             R->win_nodes);
  buf_json_str(b, R->win_src, strlen(R->win_src));
  buf_puts(b, "}\n");
}

/* ---------------------------------------------------------------- checkpoints
 * "GNCSRCH1", then little-endian fields: the problem's hash, the options that shape a run (seed, population,
 * generations, runs, selection, tournament size, elite, stage, down-sample rate), the run and generation to
 * continue with, the counters, the seconds so far, the result lines of the finished runs, the population at
 * the start of the generation, and an FNV-1a checksum of everything before it.  Written to FILE.tmp, then
 * renamed over FILE, so that a crash never leaves half a checkpoint. */
#define CK_MAGIC "GNCSRCH2"

static void ck_head(const Run *R, SrCkHead *h, const Buf *lines) {
  const Opts *o = R->o;
  memset(h, 0, sizeof *h);
  h->hash = R->pb->hash; h->seed = o->seed; h->pop = o->pop; h->gens = o->gens; h->runs = o->runs;
  h->sel = o->sel; h->tour = o->tour; h->elite = o->elite; h->stage = o->stage; h->rate = o->rate;
  h->run = R->run; h->gen = R->gen; h->execs = R->sum.execs; h->compiled = R->sum.compiled;
  h->candidates = R->sum.candidates; h->steps = R->steps; h->to_host = R->to_host; h->seconds = run_seconds(R);
  h->nlines = (int64_t)lines->len;
}

/* the population comes back from the backend for it (not counted in to_host_bytes: the loop does not need it) */
static int ck_write(Run *R, const char *path, const Buf *lines) {
  char tmp[4096];
  SrCkHead h;
  uint64_t sum = GP_FNV_SEED;
  int64_t th = R->to_host;
  GpGenome *pop = xmalloc(sizeof(GpGenome) * (size_t)R->o->pop);
  FILE *f;
  int ok;
  get(R, pop, R->L.pop, sizeof(GpGenome) * (size_t)R->o->pop);
  R->to_host = th;
  ck_head(R, &h, lines);
  snprintf(tmp, sizeof tmp, "%s.tmp", path);
  if (!(f = fopen(tmp, "wb"))) {
    fprintf(stderr, "gnc search: cannot write the checkpoint %s\n", tmp);
    free(pop);
    return -1;
  }
  sum = gp_fnv(sum, CK_MAGIC, 8);
  sum = gp_fnv(sum, &h, (int64_t)sizeof h);
  sum = gp_fnv(sum, lines->p ? lines->p : "", (int64_t)lines->len);
  sum = gp_fnv(sum, pop, (int64_t)sizeof(GpGenome) * R->o->pop);
  ok = fwrite(CK_MAGIC, 1, 8, f) == 8 && fwrite(&h, sizeof h, 1, f) == 1 &&
       (lines->len == 0 || fwrite(lines->p, 1, lines->len, f) == lines->len) &&
       fwrite(pop, sizeof(GpGenome), (size_t)R->o->pop, f) == (size_t)R->o->pop && fwrite(&sum, 8, 1, f) == 1;
  ok &= fclose(f) == 0;
  free(pop);
  if (!ok || rename(tmp, path) != 0) {
    fprintf(stderr, "gnc search: cannot write the checkpoint %s\n", path);
    remove(tmp);
    return -1;
  }
  return 0;
}

/* a checkpoint from bytes: 0, or -1 with the reason in err (the fuzz target calls this too) */
int sr_checkpoint_parse(const uint8_t *p, size_t n, const Problem *pb, SrCkHead *h, GpGenome **pop, char **lines,
                        char *err, size_t cap) {
  uint64_t sum, want;
  size_t need;
  int32_t k;
  *pop = NULL;
  *lines = NULL;
  if (n < 8 + sizeof *h + 8 || memcmp(p, CK_MAGIC, 8)) { snprintf(err, cap, "not a gnc search checkpoint"); return -1; }
  memcpy(h, p + 8, sizeof *h);
  if (h->pop < 1 || h->pop > 10000000 || h->nlines < 0 || h->nlines > (int64_t)n) {
    snprintf(err, cap, "damaged (sizes)");
    return -1;
  }
  need = 8 + sizeof *h + (size_t)h->nlines + sizeof(GpGenome) * (size_t)h->pop + 8;
  if (n != need) { snprintf(err, cap, "damaged (%zu bytes, %zu expected)", n, need); return -1; }
  sum = gp_fnv(GP_FNV_SEED, p, (int64_t)n - 8);
  memcpy(&want, p + n - 8, 8);
  if (sum != want) { snprintf(err, cap, "damaged (checksum)"); return -1; }
  if (h->hash != pb->hash) { snprintf(err, cap, "made for another problem file"); return -1; }
  *pop = xmalloc(sizeof(GpGenome) * (size_t)h->pop);
  memcpy(*pop, p + 8 + sizeof *h + (size_t)h->nlines, sizeof(GpGenome) * (size_t)h->pop);
  for (k = 0; k < h->pop; k++)
    if (!gp_valid(&pb->spec, &(*pop)[k])) {
      snprintf(err, cap, "damaged (genome %d)", k);
      free(*pop);
      *pop = NULL;
      return -1;
    }
  *lines = xmalloc((size_t)h->nlines + 1);
  memcpy(*lines, p + 8 + sizeof *h, (size_t)h->nlines);
  (*lines)[h->nlines] = 0;
  return 0;
}

/* the options of the checkpoint must be those given: the first that differs, or NULL */
static const char *ck_mismatch(const SrCkHead *h, const Opts *o) {
  if (h->seed != o->seed) return "--seed";
  if (h->pop != o->pop) return "--population";
  if (h->gens != o->gens) return "--generations";
  if (h->runs != o->runs) return "--runs";
  if (h->sel != o->sel) return "--selection";
  if (h->tour != o->tour) return "--tournament-size";
  if (h->elite != o->elite) return "--elite";
  if (h->stage != o->stage) return "--stage";
  if (h->rate != o->rate) return "--downsample";
  if (h->run < 0 || h->run > h->runs || h->gen < 0 || h->gen > h->gens) return "its run or generation";
  return NULL;
}

/* ---------------------------------------------------------------- a run */
static void run_alloc(Run *R, const Opts *o, const Problem *pb) {
  GpLoop *L = &R->L;
  size_t P = (size_t)o->pop, C = (size_t)pb->ntrain, N = (size_t)(pb->ntrain + pb->ntest), np = (size_t)pb->spec.nparam;
  int32_t V = o->pop < SIMPLIFY_VARIANTS ? o->pop : SIMPLIFY_VARIANTS, k;
  int32_t *iota = xmalloc(sizeof(int32_t) * (N > P ? N : P));
  int64_t scratch_n, maxtests;   /* errors of one check or simplification round; tests of one batch */
  Value *want = xmalloc(sizeof(Value) * N);
  memset(R, 0, sizeof *R);
  R->o = o;
  R->pb = pb;
  scratch_n = (int64_t)V * pb->ntrain > pb->ntest ? (int64_t)V * pb->ntrain : pb->ntest;
  maxtests = (int64_t)P * (int64_t)C > scratch_n ? (int64_t)P * (int64_t)C : scratch_n;
  /* the selection workspace: 2 * pool + cases ints per child, at most 64 MiB per launch */
  L->wstride = 2 * (int64_t)P + (int64_t)C + 1;
  R->chunk = (int32_t)((((int64_t)64 << 20) / 4) / L->wstride);
  if (R->chunk < 1) R->chunk = 1;
  if (R->chunk > o->pop) R->chunk = o->pop;
  /* the problem */
  L->spec = mem_new(R, sizeof(GpSpec));
  put(R, (void *)L->spec, &pb->spec, sizeof(GpSpec));
  L->args = mem_new(R, sizeof(BVal) * N * np);
  put(R, (void *)L->args, pb->args, sizeof(BVal) * N * np);
  for (k = 0; k < (int32_t)N; k++) want[k] = pb->want[k];
  L->want = mem_new(R, sizeof(Value) * N);
  put(R, (void *)L->want, want, sizeof(Value) * N);
  R->arr = mem_new(R, sizeof(BVal) * (size_t)pb->narr);
  put(R, R->arr, pb->arr, sizeof(BVal) * (size_t)pb->narr);
  L->nparam = pb->spec.nparam;
  L->exact = pb->exact;
  L->tolerance = pb->tolerance;
  L->sel = o->sel;
  L->tour = o->tour;
  L->P = o->pop;
  L->flen = (int32_t)strlen(pb->spec.fname);
  for (k = 0; k < (int32_t)(N > P ? N : P); k++) iota[k] = k;
  R->allcases = mem_new(R, sizeof(int32_t) * N);
  put(R, R->allcases, iota, sizeof(int32_t) * N);
  R->ilist = mem_new(R, sizeof(int32_t) * P);
  put(R, R->ilist, iota, sizeof(int32_t) * P);
  R->one = mem_new(R, sizeof(int32_t));
  R->hcases = xmalloc(sizeof(int32_t) * C);
  L->cases = mem_new(R, sizeof(int32_t) * C);
  /* the population */
  L->pop = mem_new(R, sizeof(GpGenome) * P);
  L->next = mem_new(R, sizeof(GpGenome) * P);
  L->src = mem_new(R, GP_SRC_CAP * P);
#define INTS(f) L->f = mem_new(R, sizeof(int32_t) * P);
  INTS(src_len) INTS(size) INTS(same) INTS(uniq) INTS(surv) INTS(head) INTS(pool) INTS(order) INTS(zero) INTS(ex)
#undef INTS
  L->th = mem_new(R, sizeof(uint64_t) * P);
  L->ohash = mem_new(R, sizeof(uint64_t) * P);
  L->err = mem_new(R, sizeof(double) * P * C);
  L->out = mem_new(R, sizeof(uint64_t) * P * C);
  L->tot = mem_new(R, sizeof(double) * P);
  L->work = mem_new(R, sizeof(int32_t) * (size_t)R->chunk * (size_t)L->wstride);
  L->sum = mem_new(R, sizeof(GpSum));
  L->alive = mem_new(R, P);
  R->scratch = mem_new(R, sizeof(double) * (size_t)scratch_n);
  /* the batch of an evaluation */
  L->bsrc = mem_new(R, GP_SRC_CAP * P);
  L->bsrc_off = mem_new(R, sizeof(int64_t) * (P + 1));
  L->bentry = mem_new(R, (size_t)L->flen * P + 1);
  L->bentry_off = mem_new(R, sizeof(int32_t) * (P + 1));
  L->btest_off = mem_new(R, sizeof(int64_t) * (P + 1));
  L->barg_off = mem_new(R, sizeof(int64_t) * ((size_t)maxtests + 1));
  L->bargs = mem_new(R, sizeof(BVal) * (size_t)maxtests * (np ? np : 1));
  L->bexpect = mem_new(R, sizeof(BVal) * (size_t)maxtests);
  R->pr = mem_new(R, sizeof(ProgResult) * P);
  R->tr = mem_new(R, sizeof(TestResult) * (size_t)maxtests);
  L->pr = R->pr;
  L->tr = R->tr;
  free(iota);
  free(want);
}

static void run_free(Run *R) {
  GpLoop *L = &R->L;
  void *p[] = {(void *)L->spec, (void *)L->args, (void *)L->want, R->arr, R->allcases, R->ilist, R->one,
               (void *)L->cases, L->pop, L->next, L->src, L->src_len, L->size, L->same, L->uniq, L->surv, L->head,
               L->pool, L->order, L->zero, L->ex, L->th, L->ohash, L->err, L->out, L->tot, L->work, L->sum,
               L->alive, R->scratch, L->bsrc, L->bsrc_off, L->bentry, L->bentry_off, L->btest_off, L->barg_off,
               L->bargs, L->bexpect, R->pr, R->tr};
  size_t k;
  for (k = 0; k < sizeof p / sizeof p[0]; k++) mem_free(R, p[k]);
  free(R->hcases);
  free(R->win_src);
}

/* run `run` from its start (pop: NULL for the random first population, else the population to go on with) */
static void run_reset(Run *R, int32_t run, const GpGenome *pop) {
  R->run = run;
  R->gen = 0;
  R->steps = R->to_host = 0;
  R->seconds = 0;
  R->solved = R->generalized = 0;
  R->migrations = R->migrants_in = 0;
  memset(&R->sum, 0, sizeof R->sum);
  put(R, R->L.sum, &R->sum, sizeof R->sum);
  R->L.seed = R->o->seed + (uint64_t)run;
  if (pop) put(R, R->L.pop, pop, sizeof(GpGenome) * (size_t)R->o->pop);
  else step(R, GS_RANDOM, R->o->pop);
}

/* automatic simplification of a winner (Helmuth, McPhee, Pantridge and Spector, GECCO 2017: it improves
 * generalization): rounds of smaller variants (gp_shrink, on the host), all run on every training case in one
 * batch; the smallest that still has no error replaces the winner, until a round finds none.  The variants
 * take the population's first places (the run is over). */
static void simplify(Run *R) {
  const GpSpec *sp = &R->pb->spec;
  int32_t V = R->o->pop < SIMPLIFY_VARIANTS ? R->o->pop : SIMPLIFY_VARIANTS, n = R->pb->ntrain, round, k, j;
  GpGenome *var = xmalloc(sizeof(GpGenome) * (size_t)V), best = R->win_g;
  double *err = xmalloc(sizeof(double) * (size_t)V * (size_t)n);
  for (round = 0; round < SIMPLIFY_ROUNDS; round++) {
    int32_t found = -1;
    for (k = 0; k < V; k++) {
      GpRng r = gp_rng_at(R->o->seed + (uint64_t)R->run, SALT_SIMPLIFY + (uint64_t)round, (uint64_t)k);
      if (gp_shrink(sp, &r, &best, &var[k]) < 0) var[k] = best;
    }
    put(R, R->L.pop, var, sizeof(GpGenome) * (size_t)V);
    step(R, GS_EMIT, V);
    evaluate(R, R->ilist, V, R->allcases, n, R->scratch, NULL, n, 0, 0, 0);
    get(R, err, R->scratch, sizeof(double) * (size_t)V * (size_t)n);
    for (k = 0; k < V; k++) {
      int zero = 1;
      for (j = 0; j < n && zero; j++) zero = err[(int64_t)k * n + j] == 0;
      if (zero && gp_size(sp, &var[k]) < gp_size(sp, found < 0 ? &best : &var[found])) found = k;
    }
    if (found < 0) break;
    best = var[found];
  }
  R->win_g = best;
  put(R, R->L.pop, &best, sizeof best);
  step(R, GS_EMIT, 1);
  R->win = 0;
  free(var);
  free(err);
}

/* the end of a run: the winner (or the best candidate) checked on every training and test case */
static void run_finish(Run *R) {
  int32_t z, len;
  if (!R->solved) R->win = R->sum.win;
  get(R, &R->win_g, &R->L.pop[R->win], sizeof(GpGenome));
  R->win_nodes = gp_size(&R->pb->spec, &R->win_g);
  if (R->solved) simplify(R);
  get(R, &len, &R->L.src_len[R->win], sizeof len);
  free(R->win_src);
  R->win_src = xmalloc((size_t)len + 1);
  get(R, R->win_src, R->L.src + (size_t)R->win * GP_SRC_CAP, (size_t)len);
  R->win_src[len] = 0;
  R->best = R->solved ? 0 : total_on(R, R->win, 0, R->pb->ntrain, &z);
  R->test_err = 0;
  R->generalized = 0;
  if (R->pb->ntest > 0) {
    R->test_err = total_on(R, R->win, R->pb->ntrain, R->pb->ntest, &z);
    R->generalized = R->solved && z == R->pb->ntest;
  }
  sum_get(R);
}

/* ---------------------------------------------------------------- islands (--mpi)
 * the next generation with migrants: this island's best `migrants` distinct candidates (by total error, one per
 * text) out of the backend's memory, the next generation bred, the ring exchange, the received genomes that
 * are valid into the last places of the new population */
static void migrate(Run *R) {
  GpLoop *L = &R->L;
  int32_t P = R->o->pop, K = R->o->migrants, n = P < 8 * K ? P : 8 * K, k, j, m = 0, v = 0;
  int32_t *ord = xmalloc(sizeof(int32_t) * (size_t)n);
  uint64_t *th = xmalloc(sizeof(uint64_t) * (size_t)P), *pick = xmalloc(sizeof(uint64_t) * (size_t)K);
  size_t bytes = 8 + sizeof(GpGenome) * (size_t)K;  /* the count, then K genomes */
  char *out = xmalloc(bytes), *in = xmalloc(bytes);
  GpGenome *go = (GpGenome *)(out + 8), *gi = (GpGenome *)(in + 8);
  get(R, ord, L->order, sizeof(int32_t) * (size_t)n);
  get(R, th, L->th, sizeof(uint64_t) * (size_t)P);
  for (k = 0; k < n && m < K; k++) {
    for (j = 0; j < m && pick[j] != th[ord[k]]; j++) {}
    if (j < m) continue;
    pick[m] = th[ord[k]];
    get(R, &go[m++], &L->pop[ord[k]], sizeof(GpGenome));
  }
  memset(out, 0, 8);
  memcpy(out, &m, sizeof m);
  if (m < K) memset(&go[m], 0, sizeof(GpGenome) * (size_t)(K - m));
  next_generation(R);
  gmpi_ring(out, in, bytes);
  memcpy(&m, in, sizeof m);
  for (k = 0; k < m && k < K; k++)
    if (gp_valid(&R->pb->spec, &gi[k])) gi[v++] = gi[k];
  put(R, L->pop + (P - v), gi, sizeof(GpGenome) * (size_t)v);
  R->migrations++;
  R->migrants_in += v;
  free(ord);
  free(th);
  free(pick);
  free(out);
  free(in);
}

/* the island whose result line rank 0 prints: solved first, then the smallest program, else the least training
 * error, then the lowest rank; every island's executions summed into R->all_execs */
static void island_pick(Run *R) {
  int32_t n = gmpi_size(), me = gmpi_rank(), k, w = 0;
  double *key = calloc((size_t)n * 2, sizeof(double));
  long long ex = R->sum.execs;
  if (!key) fatal(R, "memory", "out of memory");
  key[me] = R->solved;
  key[n + me] = R->solved ? gp_size(&R->pb->spec, &R->win_g) : R->best;
  gmpi_sum_d(key, 2 * n);
  gmpi_sum_ll(&ex, 1);
  for (k = 1; k < n; k++)
    if (key[k] > key[w] || (key[k] == key[w] && key[n + k] < key[n + w])) w = k;
  R->island = w;
  R->all_execs = ex;
  free(key);
}

/* generations from R->gen on, until solved, the last generation or the time limit: 0, or 1 if stopped by the
 * time limit before the run's end, or 2 if stopped by --stop-after (the checkpoint written, the run not over) */
static int run_loop(Run *R, const char *ckpt, const Buf *lines, int tty) {
  double last_ck = host_now();
  for (;;) {
    int stop, timed;
    generation(R);
    R->solved = find_solution(R);
    log_line(R);
    if (!R->o->quiet) progress(R, tty);
    stop = R->solved || R->gen + 1 >= R->o->gens;
    timed = R->o->time_limit > 0 && run_seconds(R) >= R->o->time_limit;
    if (R->o->mpi) { /* every island stops when one does */
      int bits = gmpi_or(stop | timed << 1);
      stop = bits & 1;
      timed = bits >> 1 & 1;
    }
    if (stop) return 0;
    if (timed) return 1;
    if (R->o->mpi && (R->gen + 1) % R->o->migrate_every == 0) migrate(R);
    else next_generation(R);
    R->gen++;
    if (R->o->stop_after > 0 && ++R->slice >= R->o->stop_after) {
      if (ckpt) ck_write(R, ckpt, lines);
      return 2;
    }
    if (ckpt && host_now() - last_ck >= 10) {
      ck_write(R, ckpt, lines);
      last_ck = host_now();
    }
  }
}

/* ---------------------------------------------------------------- the command */
static void usage(FILE *f) {
  fprintf(f,
          "usage: gnc search PROBLEM.json [options]\n"
          "\n"
          "Synthesizes a function from input/output examples by genetic programming over gnc programs: every\n"
          "candidate is compiled, verified and run by the batch engine.  One JSON line per run on stdout\n"
          "(solved, generalized, generations, executions, seconds, the winning program as C); progress on stderr.\n"
          "The problem file's format: docs/search.md.\n"
          "\n"
          "options:\n"
          "  --backend auto|cpu|cuda    where candidates run (default auto: cuda when a device is there)\n"
          "  --seed S                   the first run's seed (run r uses S + r; default 1)\n"
          "  --population P             candidates per generation (default 1000)\n"
          "  --generations G            at most this many generations per run (default 300)\n"
          "  --runs R                   independent runs (default 1)\n"
          "  --selection lexicase|dlexicase|tournament   parent selection (default lexicase)\n"
          "  --downsample RATE          dlexicase: the share of training cases per generation (default 0.25)\n"
          "  --tournament-size K        tournament: candidates per tournament (default 7)\n"
          "  --elite E                  the best E distinct candidates survive unchanged (default 1)\n"
          "  --stage N                  staged testing: N cases first, the rest only for survivors (default 10;\n"
          "                             0: all cases at once)\n"
          "  --time-limit SEC           stop a run after SEC seconds (default: none)\n"
          "  --threads N                CPU threads (default: all cores)\n"
          "  --checkpoint FILE          write the search's state to FILE every 10 s and at the end\n"
          "  --resume FILE              continue from a checkpoint (same problem and options)\n"
          "  --stop-after G             stop after G generations of this process, as if interrupted: write the\n"
          "                             checkpoint and exit (time slices of a batch scheduler; needs --checkpoint)\n"
          "  --log FILE.csv             one line per generation (scripts/plot-search.sh draws it)\n"
          "  --quiet                    no progress on stderr\n"
          "  --mpi                      islands: one population per MPI rank (mpirun -np N gnc search --mpi ...),\n"
          "                             rank k seeded S + k * R; rank 0 prints the best island's line\n"
          "                             (docs/scale-out.md)\n"
          "  --migrate-every M          --mpi: the ranks exchange migrants every M generations (default 10)\n"
          "  --migrants K               --mpi: each rank's best K distinct candidates go to the next rank in a\n"
          "                             ring, replacing the last K children there (default 5)\n");
}

static int parse_rate(const char *v, double lo, double hi, double *out) {
  char *end;
  double d;
  if (!v || !*v) return -1;
  d = strtod(v, &end);
  if (*end || !(d >= lo && d <= hi)) return -1;
  *out = d;
  return 0;
}

static int parse_opts(int argc, char **argv, Opts *o) {
  int i;
  const char *v;
  int backend = BACKEND_AUTO;
  memset(o, 0, sizeof *o);
  o->seed = 1; o->pop = 1000; o->gens = 300; o->runs = 1; o->sel = GP_SEL_LEXICASE; o->tour = 7; o->elite = 1;
  o->stage = 10; o->rate = 0.25; o->migrate_every = 10; o->migrants = 5;
  for (i = 1; i < argc; i++) {
    int64_t n = 0;
    if (cli_is_help(argv[i])) { usage(stdout); exit(EXIT_OK); }
#define COUNT(opt, lo, hi, field)                                                                   \
  if (cli_opt(argc, argv, &i, opt, NULL, &v)) {                                                     \
    if ((n = cli_parse_count("search", opt, v, hi)) < 0) return -1;                                 \
    if (n < lo) return cli_error("search", "%s: at least %d", opt, lo), -1;                         \
    field = n;                                                                                      \
    continue;                                                                                       \
  }
    COUNT("--seed", 0, INT64_MAX, o->seed)
    COUNT("--population", 2, 1000000, o->pop)
    COUNT("--generations", 1, 100000000, o->gens)
    COUNT("--runs", 1, 1000000, o->runs)
    COUNT("--tournament-size", 1, 1000, o->tour)
    COUNT("--elite", 0, 1000000, o->elite)
    COUNT("--stage", 0, SR_MAX_CASES, o->stage)
    COUNT("--threads", 0, 4096, o->threads)
    COUNT("--stop-after", 1, 100000000, o->stop_after)
    COUNT("--migrate-every", 1, 100000000, o->migrate_every)
    COUNT("--migrants", 1, 1000000, o->migrants)
#undef COUNT
    if (cli_opt(argc, argv, &i, "--backend", NULL, &v)) {
      if ((backend = backend_parse(v)) < 0) return cli_error("search", "--backend: expected auto, cpu or cuda"), -1;
    } else if (cli_opt(argc, argv, &i, "--selection", NULL, &v)) {
      int k;
      for (k = 0; k < 3 && (!v || strcmp(v, SEL_NAMES[k])); k++) {}
      if (k == 3) return cli_error("search", "--selection: expected lexicase, dlexicase or tournament"), -1;
      o->sel = k;
    } else if (cli_opt(argc, argv, &i, "--downsample", NULL, &v)) {
      if (parse_rate(v, 1e-6, 1, &o->rate) < 0)
        return cli_error("search", "--downsample: expected a rate in (0, 1]"), -1;
    } else if (cli_opt(argc, argv, &i, "--time-limit", NULL, &v)) {
      if (parse_rate(v, 1e-3, 1e9, &o->time_limit) < 0)
        return cli_error("search", "--time-limit: expected seconds > 0"), -1;
    } else if (cli_opt(argc, argv, &i, "--checkpoint", NULL, &v)) {
      if (!(o->checkpoint = v)) return cli_error("search", "--checkpoint: expected a file"), -1;
    } else if (cli_opt(argc, argv, &i, "--resume", NULL, &v)) {
      if (!(o->resume = v)) return cli_error("search", "--resume: expected a file"), -1;
    } else if (cli_opt(argc, argv, &i, "--log", NULL, &v)) {
      if (!(o->log = v)) return cli_error("search", "--log: expected a file"), -1;
    } else if (!strcmp(argv[i], "--quiet") || !strcmp(argv[i], "-q")) {
      o->quiet = 1;
    } else if (!strcmp(argv[i], "--mpi")) {
      o->mpi = 1;
    } else if (argv[i][0] == '-' && argv[i][1]) {
      return cli_error("search", "unknown option '%s' (gnc search --help)", argv[i]), -1;
    } else if (o->file) {
      return cli_error("search", "one problem file only ('%s' and '%s')", o->file, argv[i]), -1;
    } else o->file = argv[i];
  }
  if (!o->file) return cli_error("search", "missing PROBLEM.json (gnc search --help)"), -1;
  if (o->stop_after && !o->checkpoint) return cli_error("search", "--stop-after: needs --checkpoint FILE"), -1;
  if (o->elite >= o->pop) return cli_error("search", "--elite: must be less than --population"), -1;
  if (o->mpi && (o->checkpoint || o->resume))
    return cli_error("search", "--mpi: no --checkpoint, --resume or --stop-after (a checkpoint holds one population)"),
           -1;
  if (o->mpi && o->migrants > o->pop - o->elite - 1)
    return cli_error("search", "--migrants: at most --population - --elite - 1 (%d)", o->pop - o->elite - 1), -1;
  if ((backend = backend_choose(backend)) < 0)
    return cli_error("search", "--backend cuda: no CUDA device (or gnc was built without CUDA)"), -1;
  o->cuda = backend == BACKEND_CUDA;
  return 0;
}

/* the checkpoint to resume from: its state in R and the finished runs' lines in *lines */
static int resume_from(const Opts *o, const Problem *pb, Run *R, Buf *lines, int32_t *run0) {
  size_t n;
  char *bytes = cli_read_input(o->resume, &n, 1), err[256], *text;
  GpGenome *pop;
  SrCkHead h;
  const char *bad;
  if (!bytes) return -1;
  if (sr_checkpoint_parse((const uint8_t *)bytes, n, pb, &h, &pop, &text, err, sizeof err) < 0) {
    free(bytes);
    return cli_error("search", "%s: %s", o->resume, err), -1;
  }
  free(bytes);
  if ((bad = ck_mismatch(&h, o))) {
    free(pop);
    free(text);
    return cli_error("search", "%s: the checkpoint differs in %s from this command", o->resume, bad), -1;
  }
  buf_puts(lines, text);
  fputs(text, stdout);
  free(text);
  *run0 = h.run;
  if (h.run < o->runs) {
    run_reset(R, h.run, pop);
    R->gen = h.gen;
    R->sum.execs = h.execs;
    R->sum.compiled = h.compiled;
    R->sum.candidates = h.candidates;
    put(R, R->L.sum, &R->sum, sizeof R->sum);
    R->steps = h.steps;
    R->to_host = h.to_host;
    R->seconds = h.seconds;
  }
  free(pop);
  return 1;
}

int cmd_search(int argc, char **argv) {
  Opts o;
  Problem pb;
  Run R;
  Buf lines = {0};
  int32_t run = 0;
  int tty = isatty(2), resumed = 0, status = EXIT_OK, mpi = 0, bad;
  if (parse_opts(argc, argv, &o) < 0) return EXIT_USER;
  if (o.mpi) {   /* islands on more than one rank; one rank is a plain run */
    if (gmpi_init("search", &argc, &argv) != 0) return EXIT_USER;
    mpi = 1;
    o.mpi = gmpi_size() > 1;
  }
  if (o.mpi) {
    o.seed += (uint64_t)gmpi_rank() * (uint64_t)o.runs;
    if (gmpi_rank() != 0) o.quiet = 1, o.log = NULL, tty = 0;
    if (o.threads == 0)
      o.threads = batch_cpu_threads(0) / gmpi_local_size() > 0 ? batch_cpu_threads(0) / gmpi_local_size() : 1;
  }
  bad = sr_problem_load(o.file, &pb) < 0;
  if (gmpi_or(bad)) {   /* a single process: bad as it is */
    if (!bad) sr_problem_free(&pb);
    if (mpi) gmpi_finalize();
    return EXIT_USER;
  }
  run_alloc(&R, &o, &pb);
  if (o.log && !(R.log = fopen(o.log, o.resume ? "a" : "w"))) {
    cli_error("search", "--log: cannot write %s", o.log);
    status = EXIT_USER;
  }
  if (gmpi_or(status != EXIT_OK)) status = EXIT_USER, run = o.runs;
  if (R.log && !o.resume) fputs("run,generation,best,median,best_cases,cases,diversity,executions,seconds\n", R.log);
  if (status == EXIT_OK && o.resume && (resumed = resume_from(&o, &pb, &R, &lines, &run)) < 0) {
    status = EXIT_USER;
    run = o.runs;
  }
  for (; run < o.runs; run++) {
    Buf b = {0};
    if (!resumed) run_reset(&R, run, NULL);
    resumed = 0;
    R.t0 = host_now();
    R.timed_out = run_loop(&R, o.checkpoint, &lines, tty);
    if (tty && !o.quiet) fputs("\n", stderr);
    if (R.timed_out == 2) break;
    run_finish(&R);
    if (o.mpi) island_pick(&R);
    result_line(&R, &b);
    if (o.mpi) gmpi_gather_ordered(b.p, R.island == gmpi_rank() ? b.len : 0, 0, stdout);
    else fwrite(b.p, 1, b.len, stdout);
    fflush(stdout);
    buf_put(&lines, b.p, b.len);
    buf_free(&b);
    if (o.checkpoint) {   /* the next run from its start */
      if (run + 1 < o.runs) run_reset(&R, run + 1, NULL);
      else R.run = run + 1, R.gen = 0, R.steps = R.to_host = 0, R.seconds = 0, memset(&R.sum, 0, sizeof R.sum);
      R.t0 = host_now();
      ck_write(&R, o.checkpoint, &lines);
    }
  }
  if (R.log) fclose(R.log);
  buf_free(&lines);
  run_free(&R);
  sr_problem_free(&pb);
  if (mpi) gmpi_finalize();
  return status;
}
