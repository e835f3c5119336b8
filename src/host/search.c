/* search.c - `gnc search PROBLEM.json`: genetic programming over gnc programs (docs/search.md).
 *
 * One run is the generation loop below; every step is a function of its own:
 *
 *   population <- P random genomes (gp_random)               generation 0
 *   repeat:
 *     cases     <- the training cases this generation selects on (all; a random sample for dlexicase)
 *     evaluate  <- each distinct candidate's C text through the real compiler, verifier and VM (the batch
 *                  engine, CPU or CUDA backend), staged: the first few cases for every candidate, the rest
 *                  only for those that compiled and did not trap on all of them
 *     solved?   <- a candidate with no error on the cases, then on all training cases, ends the run; the
 *                  held-out test cases say whether it generalizes
 *     pool      <- one candidate per distinct output vector (semantic de-duplication)
 *     next      <- the best `elite` unchanged, the rest gp_vary(parents from lexicase, down-sampled lexicase
 *                  or tournament selection)
 *
 * Randomness: child j of generation g of run r uses gp_rng_at(seed + r, g, j) only, so a run is the same for
 * any thread count and schedule, and a checkpoint (the population at the start of a generation and the
 * counters) resumes to exactly the run that was interrupted.
 */
#include "search.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "cli.h"
#include "jsonl.h"
#include "../cuda/cuda_api.h"

enum { SEL_LEXICASE, SEL_DLEXICASE, SEL_TOURNAMENT };
static const char *const SEL_NAMES[] = {"lexicase", "dlexicase", "tournament"};
enum { SALT_CASES = 0xCA5E5, SALT_SIMPLIFY = 0x5140000 };
#define SIMPLIFY_VARIANTS 64   /* smaller variants of a winner per round                            */
#define SIMPLIFY_ROUNDS 50     /* rounds at most                                                   */

typedef struct {
  const char *file, *checkpoint, *resume, *log;
  int cuda, quiet, threads;
  uint64_t seed;
  int32_t pop, gens, runs, sel, tour, elite, stage, stop_after;
  double rate, time_limit;
} Opts;

/* one run's state */
typedef struct {
  const Opts *o;
  const Problem *pb;
  int32_t run, gen;
  GpGenome *pop, *next;
  char *src;                  /* pop * GP_SRC_CAP: the candidates' C text                   */
  int32_t *src_len;
  int32_t *cases, ncase;      /* the training cases of this generation                       */
  double *err, *tot;          /* pop x ncase, pop                                            */
  uint64_t *out, *ohash;      /* pop x ncase output words, pop hashes of them                */
  int32_t *same;              /* the first candidate with the same C text                    */
  int32_t *pool, npool;       /* the candidates selection may choose                         */
  int32_t nelite;
  int32_t slice;              /* generations this process has evaluated and moved on from (--stop-after) */
  int64_t execs, compiled, candidates;
  int64_t steps;              /* VM instructions of all executions                            */
  double seconds;             /* before this process (a resumed run)                         */
  double t0;
  /* the answer */
  int solved, generalized, timed_out;
  int32_t win;                /* the winning (or best) candidate                             */
  int32_t win_nodes;          /* its size before simplification                              */
  double best, median, test_err;
  int32_t best_cases;
  char *win_src;
  FILE *log;
} Run;

/* ---------------------------------------------------------------- evaluation through the batch engine */
typedef struct {
  BatchIn in;
  char *srcs, *entries;
  int64_t *src_off, *test_off, *arg_off;
  int32_t *entry_off;
  BVal *args, *expect;
  ProgResult *pr;
  TestResult *tr;
} Batch;

static void batch_free(Batch *b) {
  free(b->srcs); free(b->entries); free(b->src_off); free(b->test_off); free(b->arg_off);
  free(b->entry_off); free(b->args); free(b->expect); free(b->pr); free(b->tr);
}

/* the batch of candidates idx[0..n), each with the cases cs[0..nc) */
static void batch_make(Batch *b, const Run *R, const int32_t *idx, int32_t n, const int32_t *cs, int32_t nc) {
  const Problem *pb = R->pb;
  int32_t np = pb->spec.nparam, k, j, q, flen = (int32_t)strlen(pb->spec.fname);
  int64_t total = 0, t = 0;
  memset(b, 0, sizeof *b);
  for (k = 0; k < n; k++) total += R->src_len[idx[k]];
  b->srcs = xmalloc((size_t)total + 1);
  b->src_off = xmalloc(sizeof(int64_t) * (size_t)(n + 1));
  b->entries = xmalloc((size_t)flen * (size_t)n + 1);
  b->entry_off = xmalloc(sizeof(int32_t) * (size_t)(n + 1));
  b->test_off = xmalloc(sizeof(int64_t) * (size_t)(n + 1));
  b->arg_off = xmalloc(sizeof(int64_t) * ((size_t)n * (size_t)nc + 1));
  b->args = xmalloc(sizeof(BVal) * ((size_t)n * (size_t)nc * (size_t)np + 1));
  b->expect = calloc((size_t)n * (size_t)nc + 1, sizeof(BVal));
  b->pr = xmalloc(sizeof(ProgResult) * (size_t)n + 1);
  b->tr = xmalloc(sizeof(TestResult) * ((size_t)n * (size_t)nc + 1));
  if (!b->expect) { fputs("gnc search: out of memory\n", stderr); exit(EXIT_INTERNAL); }
  b->src_off[0] = 0;
  b->entry_off[0] = 0;
  b->arg_off[0] = 0;
  for (k = 0; k < n; k++) {
    memcpy(b->srcs + b->src_off[k], R->src + (size_t)idx[k] * GP_SRC_CAP, (size_t)R->src_len[idx[k]]);
    b->src_off[k + 1] = b->src_off[k] + R->src_len[idx[k]];
    memcpy(b->entries + (size_t)k * (size_t)flen, pb->spec.fname, (size_t)flen);
    b->entry_off[k + 1] = (k + 1) * flen;
    b->test_off[k] = t;
    for (j = 0; j < nc; j++, t++) {
      for (q = 0; q < np; q++) b->args[t * np + q] = pb->args[(int64_t)cs[j] * np + q];
      b->arg_off[t + 1] = (t + 1) * np;
    }
  }
  b->test_off[n] = t;
  b->in.nprog = n;
  b->in.src = b->srcs;
  b->in.src_off = b->src_off;
  b->in.entry = b->entries;
  b->in.entry_off = b->entry_off;
  b->in.test_off = b->test_off;
  b->in.arg_off = b->arg_off;
  b->in.args = b->args;
  b->in.expect = b->expect;
  b->in.arr = pb->arr;
  b->in.ntests = t;
  b->in.nargs = t * np;
  b->in.narr = pb->narr;
}

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

/* the output word of a test: the value's bits, or the trap (what semantic de-duplication compares) */
static uint64_t out_word(const TestResult *t) {
  return t->status == TS_TRAP ? 0xfff1000000000000ull + (uint64_t)t->trap
       : t->status == TS_NOT_RUN ? 0xfff2000000000000ull : (uint64_t)t->value.i;
}

/* A place for results: row k of candidate k (by_idx: of candidate idx[k]), ld columns, starting at col0 */
typedef struct { double *err; uint64_t *out; int32_t ld, col0, by_idx; } Dest;

/* runs candidates idx[0..n) on cases cs[0..nc), errors and output words into d; alive[k]: ALIVE_COMPILED
 * when it compiled, ALIVE_ANSWERED when it answered at least one case */
enum { ALIVE_COMPILED = 1, ALIVE_ANSWERED = 2 };
static void run_cases(Run *R, const int32_t *idx, int32_t n, const int32_t *cs, int32_t nc, Dest d, uint8_t *alive) {
  Batch b;
  BatchOpts bo = batch_opts(R->o, R->pb);
  char msg[256];
  int64_t steps = 0;
  int32_t k, j;
  if (n == 0 || nc == 0) {
    for (k = 0; k < n; k++) alive[k] = ALIVE_COMPILED | ALIVE_ANSWERED;
    return;
  }
  batch_make(&b, R, idx, n, cs, nc);
  if (R->o->cuda ? batch_run_cuda(&b.in, &bo, b.pr, b.tr, NULL, msg, sizeof msg) != 0
                 : batch_run_cpu_steps(&b.in, &bo, b.pr, b.tr, NULL, &steps) != 0) {
    fprintf(stderr, "gnc search: the %s backend failed: %s\n", R->o->cuda ? "CUDA" : "CPU", R->o->cuda ? msg : "out of memory");
    exit(EXIT_INTERNAL);
  }
  if (R->o->cuda) {
    BatchCudaStats st;
    steps = batch_cuda_last_stats(&st) == 0 ? st.vm_steps : 0;
  }
  R->steps += steps;
  for (k = 0; k < n; k++) {
    int64_t row = (int64_t)(d.by_idx ? idx[k] : k) * d.ld + d.col0;
    int answered = 0;
    for (j = 0; j < nc; j++) {
      const TestResult *t = &b.tr[(int64_t)k * nc + j];
      int ok = t->status == TS_DONE || t->status == TS_PASS || t->status == TS_FAIL;
      d.err[row + j] = ok ? sr_case_error(R->pb, cs[j], t->value) : SR_PENALTY;
      if (d.out) d.out[row + j] = out_word(t);
      answered |= ok;
      R->execs += t->status != TS_NOT_RUN;
    }
    alive[k] = (uint8_t)((b.pr[k].status == PS_OK ? ALIVE_COMPILED : 0) | (answered ? ALIVE_ANSWERED : 0));
  }
  batch_free(&b);
}

/* every candidate's errors and output hash on R->cases: identical texts run once; stage 1 (the first
 * `stage` cases) for every distinct text, the rest for those alive after it */
static void evaluate(Run *R) {
  int32_t P = R->o->pop, nc = R->ncase, s1 = R->o->stage > 0 && R->o->stage < nc ? R->o->stage : nc, nu = 0, ns = 0, k, j;
  int32_t *uniq = xmalloc(sizeof(int32_t) * (size_t)P), *surv = xmalloc(sizeof(int32_t) * (size_t)P);
  uint8_t *alive = xmalloc((size_t)P);
  uint64_t *th = xmalloc(sizeof(uint64_t) * (size_t)P);
  for (k = 0; k < P; k++) {   /* the first candidate with the same text: P x distinct hash compares (~1 ms at P = 1000) */
    th[k] = sr_fnv(SR_FNV_SEED, R->src + (size_t)k * GP_SRC_CAP, (size_t)R->src_len[k]);
    R->same[k] = k;
    for (j = 0; j < nu; j++) {
      int32_t u = uniq[j];
      if (th[u] == th[k] && R->src_len[u] == R->src_len[k] &&
          !memcmp(R->src + (size_t)u * GP_SRC_CAP, R->src + (size_t)k * GP_SRC_CAP, (size_t)R->src_len[k])) {
        R->same[k] = u;
        break;
      }
    }
    if (R->same[k] == k) uniq[nu++] = k;
  }
  Dest d = {R->err, R->out, nc, 0, 1};
  run_cases(R, uniq, nu, R->cases, s1, d, alive);
  for (k = 0; k < nu; k++) {
    R->compiled += (alive[k] & ALIVE_COMPILED) != 0;
    if (alive[k] & ALIVE_ANSWERED) surv[ns++] = uniq[k];
    else
      for (j = s1; j < nc; j++) {
        R->err[(int64_t)uniq[k] * nc + j] = SR_PENALTY;
        R->out[(int64_t)uniq[k] * nc + j] = 0xfff3000000000000ull;
      }
  }
  R->candidates += nu;
  d.col0 = s1;
  run_cases(R, surv, ns, R->cases + s1, nc - s1, d, alive);
  for (k = 0; k < P; k++) {
    int64_t row = (int64_t)k * nc, from = (int64_t)R->same[k] * nc;
    if (R->same[k] != k) {
      memcpy(R->err + row, R->err + from, sizeof(double) * (size_t)nc);
      memcpy(R->out + row, R->out + from, sizeof(uint64_t) * (size_t)nc);
    }
    R->tot[k] = 0;
    for (j = 0; j < nc; j++) R->tot[k] += R->err[row + j];
    R->ohash[k] = sr_fnv(SR_FNV_SEED, R->out + row, sizeof(uint64_t) * (size_t)nc);
  }
  free(uniq); free(surv); free(alive); free(th);
}

/* ---------------------------------------------------------------- one generation's parts */
static void choose_cases(Run *R) {
  int32_t n = R->pb->ntrain, k;
  R->ncase = n;
  for (k = 0; k < n; k++) R->cases[k] = k;
  if (R->o->sel != SEL_DLEXICASE) return;
  {
    GpRng r = gp_rng_at(R->o->seed + (uint64_t)R->run, (uint64_t)R->gen, SALT_CASES);
    int32_t m = (int32_t)(R->o->rate * n + 0.5);
    if (m < 1) m = 1;
    for (k = 0; k < m; k++) {   /* a partial Fisher-Yates shuffle, then the sample in case order */
      int32_t j = k + (int32_t)gp_below(&r, (uint32_t)(n - k)), t = R->cases[j];
      R->cases[j] = R->cases[k];
      R->cases[k] = t;
    }
    R->ncase = m;
    for (k = 1; k < m; k++) {
      int32_t v = R->cases[k], j = k - 1;
      while (j >= 0 && R->cases[j] > v) { R->cases[j + 1] = R->cases[j]; j--; }
      R->cases[j + 1] = v;
    }
  }
}

static void emit_range(void *ctx, long i0, long i1) {
  Run *R = ctx;
  long k;
  for (k = i0; k < i1; k++) {
    int32_t n = gp_emit(&R->pb->spec, &R->pop[k], R->src + (size_t)k * GP_SRC_CAP, GP_SRC_CAP);
    R->src_len[k] = n < 0 ? 0 : n;
  }
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/* the candidate of pool with the least total error (ties: the smaller genome, then the lower index) */
static int32_t best_of(const Run *R, const int32_t *list, int32_t n) {
  int32_t b = list[0], k;
  for (k = 1; k < n; k++) {
    int32_t c = list[k];
    double x = R->tot[c], y = R->tot[b];
    if (x < y || (x == y && gp_size(&R->pb->spec, &R->pop[c]) < gp_size(&R->pb->spec, &R->pop[b]))) b = c;
  }
  return b;
}

static void make_pool(Run *R) {
  int32_t P = R->o->pop, k, j;
  R->npool = 0;
  for (k = 0; k < P; k++) {
    int dup = 0;
    if (R->tot[k] >= SR_PENALTY * R->ncase) continue;   /* answered nothing */
    for (j = 0; j < R->npool && !dup; j++) dup = R->ohash[R->pool[j]] == R->ohash[k];
    if (dup) {   /* keep the smaller of two candidates with the same outputs */
      int32_t at = j - 1, q = R->pool[at];
      if (gp_size(&R->pb->spec, &R->pop[k]) < gp_size(&R->pb->spec, &R->pop[q])) R->pool[at] = k;
      continue;
    }
    R->pool[R->npool++] = k;
  }
  if (R->npool == 0) {
    for (k = 0; k < P; k++) R->pool[k] = k;
    R->npool = P;
  }
}

/* ---------------------------------------------------------------- selection and variation */
static int32_t select_one(Run *R, GpRng *r, int32_t *work) {
  if (R->o->sel == SEL_TOURNAMENT) return gp_tournament(R->tot, R->pool, R->npool, R->o->tour, r);
  return gp_lexicase(R->err, R->ncase, R->pool, R->npool, r, work);
}

/* children j in [i0, i1) (the elite's places excepted): two parents selected, one operator */
static void vary_range(void *ctx, long i0, long i1) {
  Run *R = ctx;
  int32_t *work = xmalloc(sizeof(int32_t) * (size_t)(2 * R->npool + R->ncase + 1));
  long j;
  for (j = i0 < R->nelite ? R->nelite : i0; j < i1; j++) {
    GpRng r = gp_rng_at(R->o->seed + (uint64_t)R->run, (uint64_t)R->gen, (uint64_t)j + 1);
    int32_t a = select_one(R, &r, work), b = select_one(R, &r, work);
    gp_vary(&R->pb->spec, &r, &R->pop[a], &R->pop[b], &R->next[j]);
  }
  free(work);
}

static void next_generation(Run *R) {
  int32_t P = R->o->pop, k, nl = R->npool;
  int32_t *left = xmalloc(sizeof(int32_t) * (size_t)R->npool);
  GpGenome *t;
  R->nelite = R->o->elite < R->npool ? R->o->elite : R->npool;
  memcpy(left, R->pool, sizeof(int32_t) * (size_t)nl);
  for (k = 0; k < R->nelite; k++) {   /* the elite: the best distinct candidates, unchanged */
    int32_t b = best_of(R, left, nl), j;
    R->next[k] = R->pop[b];
    for (j = 0; j < nl && left[j] != b; j++) {}
    left[j] = left[--nl];
  }
  free(left);
  host_par_for(batch_cpu_threads(R->o->threads), P, 64, vary_range, R);
  t = R->pop;
  R->pop = R->next;
  R->next = t;
}

/* ---------------------------------------------------------------- the answer */
/* the total error of candidate k on cases [c0, c0 + n) (all training cases, or the test cases) */
static double total_on(Run *R, int32_t k, int32_t c0, int32_t n, int32_t *zero) {
  int32_t *cs = xmalloc(sizeof(int32_t) * (size_t)(n + 1)), j;
  double *err = xmalloc(sizeof(double) * (size_t)(n + 1)), t = 0;
  uint8_t alive;
  Dest d = {err, NULL, n, 0, 0};
  for (j = 0; j < n; j++) cs[j] = c0 + j;
  run_cases(R, &k, 1, cs, n, d, &alive);
  *zero = 0;
  for (j = 0; j < n; j++) { t += err[j]; *zero += err[j] == 0; }
  free(cs);
  free(err);
  return t;
}

/* a candidate with no error on every training case: the smallest of those with none on this generation's
 * cases (each checked on all training cases when the cases were a sample); 1 if found (R->win) */
static int find_solution(Run *R) {
  int32_t P = R->o->pop, k, n = 0, *list = xmalloc(sizeof(int32_t) * (size_t)P), found = 0;
  for (k = 0; k < P; k++) if (R->tot[k] == 0 && R->same[k] == k) list[n++] = k;
  while (n > 0 && !found) {
    int32_t b = 0, z, j;
    for (j = 1; j < n; j++) if (gp_size(&R->pb->spec, &R->pop[list[j]]) < gp_size(&R->pb->spec, &R->pop[list[b]])) b = j;
    R->win = list[b];
    found = R->ncase == R->pb->ntrain || total_on(R, R->win, 0, R->pb->ntrain, &z) == 0;
    list[b] = list[--n];
  }
  free(list);
  return found;
}

static void generation_stats(Run *R) {
  int32_t P = R->o->pop, k, b = 0;
  double *t = xmalloc(sizeof(double) * (size_t)P);
  memcpy(t, R->tot, sizeof(double) * (size_t)P);
  qsort(t, (size_t)P, sizeof *t, cmp_double);
  R->best = t[0];
  R->median = t[P / 2];
  free(t);
  for (k = 1; k < P; k++) if (R->tot[k] < R->tot[b]) b = k;
  R->best_cases = 0;
  for (k = 0; k < R->ncase; k++) R->best_cases += R->err[(int64_t)b * R->ncase + k] == 0;
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
  fprintf(stderr, "%srun %d/%d  gen %d/%d  best %.6g  median %.6g  solved %d/%d  diversity %.2f  %.0f exec/s  %s  ETA %s%s",
          tty ? "\r" : "", R->run + 1, R->o->runs, R->gen, R->o->gens, R->best, R->median, R->best_cases, R->ncase,
          (double)R->npool / R->o->pop, R->execs / (el > 0 ? el : 1e-9), e1, e2, tty ? "   " : "\n");
  fflush(stderr);
}

static void log_line(Run *R) {
  if (!R->log) return;
  fprintf(R->log, "%d,%d,%.17g,%.17g,%d,%d,%.4f,%lld,%.3f\n", R->run, R->gen, R->best, R->median, R->best_cases,
          R->ncase, (double)R->npool / R->o->pop, (long long)R->execs, run_seconds(R));
  fflush(R->log);
}

static void result_line(Run *R, Buf *b) {
  const Opts *o = R->o;
  double el = run_seconds(R);
  buf_printf(b, "{\"run\": %d, \"seed\": %llu, \"backend\": \"%s\", \"selection\": \"%s\", \"solved\": %s, ",
             R->run, (unsigned long long)(o->seed + (uint64_t)R->run), o->cuda ? "cuda" : "cpu", SEL_NAMES[o->sel],
             R->solved ? "true" : "false");
  if (R->pb->ntest > 0) buf_printf(b, "\"generalized\": %s, ", R->generalized ? "true" : "false");
  else buf_puts(b, "\"generalized\": null, ");
  buf_printf(b, "\"stopped\": \"%s\", ", R->solved ? "solved" : R->timed_out ? "time_limit" : "generations");
  buf_printf(b, "\"generations\": %d, \"executions\": %lld, \"seconds\": %.3f, \"executions_per_s\": %.0f, ",
             R->gen + 1, (long long)R->execs, el, R->execs / (el > 0 ? el : 1e-9));
  buf_printf(b, "\"vm_instructions\": %lld, \"instructions_per_s\": %.0f, ", (long long)R->steps,
             R->steps / (el > 0 ? el : 1e-9));
  buf_printf(b, "\"candidates\": %lld, \"compile_rate\": %.4f, \"train_error\": ", (long long)R->candidates,
             R->candidates ? (double)R->compiled / (double)R->candidates : 1.0);
  buf_json_double(b, R->best);
  buf_puts(b, ", \"test_error\": ");
  if (R->pb->ntest > 0) buf_json_double(b, R->test_err);
  else buf_puts(b, "null");
  buf_printf(b, ", \"nodes\": %d, \"nodes_before_simplification\": %d, \"program\": ", gp_size(&R->pb->spec, &R->pop[R->win]),
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
#define CK_MAGIC "GNCSRCH1"

static void ck_head(const Run *R, SrCkHead *h, const Buf *lines) {
  const Opts *o = R->o;
  memset(h, 0, sizeof *h);
  h->hash = R->pb->hash; h->seed = o->seed; h->pop = o->pop; h->gens = o->gens; h->runs = o->runs;
  h->sel = o->sel; h->tour = o->tour; h->elite = o->elite; h->stage = o->stage; h->rate = o->rate;
  h->run = R->run; h->gen = R->gen; h->execs = R->execs; h->compiled = R->compiled;
  h->candidates = R->candidates; h->steps = R->steps; h->seconds = run_seconds(R); h->nlines = (int64_t)lines->len;
}

static int ck_write(const Run *R, const char *path, const Buf *lines) {
  char tmp[4096];
  SrCkHead h;
  uint64_t sum = SR_FNV_SEED;
  FILE *f;
  int ok;
  ck_head(R, &h, lines);
  snprintf(tmp, sizeof tmp, "%s.tmp", path);
  if (!(f = fopen(tmp, "wb"))) { fprintf(stderr, "gnc search: cannot write the checkpoint %s\n", tmp); return -1; }
  sum = sr_fnv(sum, CK_MAGIC, 8);
  sum = sr_fnv(sum, &h, sizeof h);
  sum = sr_fnv(sum, lines->p ? lines->p : "", lines->len);
  sum = sr_fnv(sum, R->pop, sizeof(GpGenome) * (size_t)R->o->pop);
  ok = fwrite(CK_MAGIC, 1, 8, f) == 8 && fwrite(&h, sizeof h, 1, f) == 1 &&
       (lines->len == 0 || fwrite(lines->p, 1, lines->len, f) == lines->len) &&
       fwrite(R->pop, sizeof(GpGenome), (size_t)R->o->pop, f) == (size_t)R->o->pop && fwrite(&sum, 8, 1, f) == 1;
  ok &= fclose(f) == 0;
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
  sum = sr_fnv(SR_FNV_SEED, p, n - 8);
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
  size_t P = (size_t)o->pop, C = (size_t)pb->ntrain;
  memset(R, 0, sizeof *R);
  R->o = o;
  R->pb = pb;
  R->pop = xmalloc(sizeof(GpGenome) * P);
  R->next = xmalloc(sizeof(GpGenome) * P);
  R->src = xmalloc(GP_SRC_CAP * P);
  R->src_len = xmalloc(sizeof(int32_t) * P);
  R->cases = xmalloc(sizeof(int32_t) * C);
  R->err = xmalloc(sizeof(double) * P * C);
  R->out = xmalloc(sizeof(uint64_t) * P * C);
  R->tot = xmalloc(sizeof(double) * P);
  R->ohash = xmalloc(sizeof(uint64_t) * P);
  R->same = xmalloc(sizeof(int32_t) * P);
  R->pool = xmalloc(sizeof(int32_t) * P);
}

static void run_free(Run *R) {
  free(R->pop); free(R->next); free(R->src); free(R->src_len); free(R->cases); free(R->err); free(R->out);
  free(R->tot); free(R->ohash); free(R->same); free(R->pool); free(R->win_src);
}

static void run_reset(Run *R, int32_t run) {
  int32_t k;
  R->run = run;
  R->gen = 0;
  R->execs = R->compiled = R->candidates = R->steps = 0;
  R->seconds = 0;
  R->solved = R->generalized = 0;
  for (k = 0; k < R->o->pop; k++) {
    GpRng r = gp_rng_at(R->o->seed + (uint64_t)run, 0, (uint64_t)k + 1);
    gp_random(&R->pb->spec, &r, &R->pop[k]);
  }
}

/* automatic simplification of a winner (Helmuth, McPhee, Pantridge and Spector, GECCO 2017: it improves
 * generalization): rounds of smaller variants (gp_shrink), all run on every training case in one batch; the
 * smallest that still has no error replaces the winner, until a round finds none.  The variants take the
 * population's first places (the run is over). */
static void simplify(Run *R) {
  const GpSpec *sp = &R->pb->spec;
  int32_t V = R->o->pop < SIMPLIFY_VARIANTS ? R->o->pop : SIMPLIFY_VARIANTS, n = R->pb->ntrain, round, k, j;
  int32_t *idx = xmalloc(sizeof(int32_t) * (size_t)V), *cs = xmalloc(sizeof(int32_t) * (size_t)n);
  double *err = xmalloc(sizeof(double) * (size_t)V * (size_t)n);
  uint8_t *alive = xmalloc((size_t)V);
  GpGenome best = R->pop[R->win];
  Dest d = {err, NULL, n, 0, 0};
  for (j = 0; j < n; j++) cs[j] = j;
  for (round = 0; round < SIMPLIFY_ROUNDS; round++) {
    int32_t found = -1;
    for (k = 0; k < V; k++) {
      GpRng r = gp_rng_at(R->o->seed + (uint64_t)R->run, SALT_SIMPLIFY + (uint64_t)round, (uint64_t)k);
      int32_t len;
      if (gp_shrink(sp, &r, &best, &R->pop[k]) < 0) R->pop[k] = best;
      len = gp_emit(sp, &R->pop[k], R->src + (size_t)k * GP_SRC_CAP, GP_SRC_CAP);
      R->src_len[k] = len < 0 ? 0 : len;
      idx[k] = k;
    }
    run_cases(R, idx, V, cs, n, d, alive);
    for (k = 0; k < V; k++) {
      int zero = 1;
      for (j = 0; j < n && zero; j++) zero = err[(int64_t)k * n + j] == 0;
      if (zero && gp_size(sp, &R->pop[k]) < gp_size(sp, found < 0 ? &best : &R->pop[found])) found = k;
    }
    if (found < 0) break;
    best = R->pop[found];
  }
  R->pop[0] = best;
  k = gp_emit(sp, &best, R->src, GP_SRC_CAP);
  R->src_len[0] = k < 0 ? 0 : k;
  R->win = 0;
  free(idx); free(cs); free(err); free(alive);
}

/* the end of a run: the winner (or the best candidate) checked on every training and test case */
static void run_finish(Run *R) {
  int32_t z;
  if (!R->solved) R->win = best_of(R, R->pool, R->npool);
  R->win_nodes = gp_size(&R->pb->spec, &R->pop[R->win]);
  if (R->solved) simplify(R);
  free(R->win_src);
  R->win_src = xmalloc((size_t)R->src_len[R->win] + 1);
  memcpy(R->win_src, R->src + (size_t)R->win * GP_SRC_CAP, (size_t)R->src_len[R->win]);
  R->win_src[R->src_len[R->win]] = 0;
  R->best = R->solved ? 0 : total_on(R, R->win, 0, R->pb->ntrain, &z);
  R->test_err = 0;
  R->generalized = 0;
  if (R->pb->ntest > 0) {
    R->test_err = total_on(R, R->win, R->pb->ntrain, R->pb->ntest, &z);
    R->generalized = R->solved && z == R->pb->ntest;
  }
}

/* generations from R->gen on, until solved, the last generation or the time limit: 0, or 1 if stopped by the
 * time limit before the run's end, or 2 if stopped by --stop-after (the checkpoint written, the run not over) */
static int run_loop(Run *R, const char *ckpt, const Buf *lines, int tty) {
  double last_ck = host_now();
  for (;;) {
    int stop;
    host_par_for(batch_cpu_threads(R->o->threads), R->o->pop, 16, emit_range, R);
    choose_cases(R);
    evaluate(R);
    make_pool(R);
    generation_stats(R);
    R->solved = find_solution(R);
    log_line(R);
    if (!R->o->quiet) progress(R, tty);
    stop = R->solved || R->gen + 1 >= R->o->gens;
    if (stop) return 0;
    if (R->o->time_limit > 0 && run_seconds(R) >= R->o->time_limit) return 1;
    next_generation(R);
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
          "  --quiet                    no progress on stderr\n");
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
  const char *v, *backend = "auto";
  memset(o, 0, sizeof *o);
  o->seed = 1; o->pop = 1000; o->gens = 300; o->runs = 1; o->sel = SEL_LEXICASE; o->tour = 7; o->elite = 1;
  o->stage = 10; o->rate = 0.25;
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
#undef COUNT
    if (cli_opt(argc, argv, &i, "--backend", NULL, &v)) {
      if (!v || (strcmp(v, "auto") && strcmp(v, "cpu") && strcmp(v, "cuda")))
        return cli_error("search", "--backend: expected auto, cpu or cuda"), -1;
      backend = v;
    } else if (cli_opt(argc, argv, &i, "--selection", NULL, &v)) {
      int k;
      for (k = 0; k < 3 && (!v || strcmp(v, SEL_NAMES[k])); k++) {}
      if (k == 3) return cli_error("search", "--selection: expected lexicase, dlexicase or tournament"), -1;
      o->sel = k;
    } else if (cli_opt(argc, argv, &i, "--downsample", NULL, &v)) {
      if (parse_rate(v, 1e-6, 1, &o->rate) < 0) return cli_error("search", "--downsample: expected a rate in (0, 1]"), -1;
    } else if (cli_opt(argc, argv, &i, "--time-limit", NULL, &v)) {
      if (parse_rate(v, 1e-3, 1e9, &o->time_limit) < 0) return cli_error("search", "--time-limit: expected seconds > 0"), -1;
    } else if (cli_opt(argc, argv, &i, "--checkpoint", NULL, &v)) {
      if (!(o->checkpoint = v)) return cli_error("search", "--checkpoint: expected a file"), -1;
    } else if (cli_opt(argc, argv, &i, "--resume", NULL, &v)) {
      if (!(o->resume = v)) return cli_error("search", "--resume: expected a file"), -1;
    } else if (cli_opt(argc, argv, &i, "--log", NULL, &v)) {
      if (!(o->log = v)) return cli_error("search", "--log: expected a file"), -1;
    } else if (!strcmp(argv[i], "--quiet") || !strcmp(argv[i], "-q")) {
      o->quiet = 1;
    } else if (argv[i][0] == '-' && argv[i][1]) {
      return cli_error("search", "unknown option '%s' (gnc search --help)", argv[i]), -1;
    } else if (o->file) {
      return cli_error("search", "one problem file only ('%s' and '%s')", o->file, argv[i]), -1;
    } else o->file = argv[i];
  }
  if (!o->file) return cli_error("search", "missing PROBLEM.json (gnc search --help)"), -1;
  if (o->stop_after && !o->checkpoint) return cli_error("search", "--stop-after: needs --checkpoint FILE"), -1;
  if (o->elite >= o->pop) return cli_error("search", "--elite: must be less than --population"), -1;
  if (!strcmp(backend, "cuda") && !cuda_available())
    return cli_error("search", "--backend cuda: no CUDA device (or gnc was built without CUDA)"), -1;
  o->cuda = !strcmp(backend, "cuda") || (!strcmp(backend, "auto") && cuda_available());
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
    run_reset(R, h.run);
    memcpy(R->pop, pop, sizeof(GpGenome) * (size_t)o->pop);
    R->gen = h.gen;
    R->execs = h.execs;
    R->compiled = h.compiled;
    R->candidates = h.candidates;
    R->steps = h.steps;
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
  int tty = isatty(2), resumed = 0, status = EXIT_OK;
  if (parse_opts(argc, argv, &o) < 0) return EXIT_USER;
  if (sr_problem_load(o.file, &pb) < 0) return EXIT_USER;
  run_alloc(&R, &o, &pb);
  if (o.log && !(R.log = fopen(o.log, o.resume ? "a" : "w"))) {
    cli_error("search", "--log: cannot write %s", o.log);
    status = EXIT_USER;
    run = o.runs;
  }
  if (R.log && !o.resume) fputs("run,generation,best,median,best_cases,cases,diversity,executions,seconds\n", R.log);
  if (status == EXIT_OK && o.resume && (resumed = resume_from(&o, &pb, &R, &lines, &run)) < 0) {
    status = EXIT_USER;
    run = o.runs;
  }
  for (; run < o.runs; run++) {
    Buf b = {0};
    if (!resumed) run_reset(&R, run);
    resumed = 0;
    R.t0 = host_now();
    R.timed_out = run_loop(&R, o.checkpoint, &lines, tty);
    if (tty && !o.quiet) fputs("\n", stderr);
    if (R.timed_out == 2) break;
    run_finish(&R);
    result_line(&R, &b);
    fwrite(b.p, 1, b.len, stdout);
    fflush(stdout);
    buf_put(&lines, b.p, b.len);
    buf_free(&b);
    if (o.checkpoint) {   /* the next run from its start */
      if (run + 1 < o.runs) run_reset(&R, run + 1);
      else R.run = run + 1, R.gen = 0, R.execs = R.compiled = R.candidates = R.steps = 0, R.seconds = 0;
      R.t0 = host_now();
      ck_write(&R, o.checkpoint, &lines);
    }
  }
  if (R.log) fclose(R.log);
  buf_free(&lines);
  run_free(&R);
  sr_problem_free(&pb);
  return status;
}
