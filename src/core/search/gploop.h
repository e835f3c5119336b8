/* gploop.h - the data-parallel steps of gnc search's generation loop (src/cli/search.c, docs/search.md).
 *
 * The loop's whole state is a GpLoop: the problem's cases, the population, its C texts, errors and output
 * words, the selection pool, the batch being built for the batch engine and a GpSum of counters, all as
 * pointers into one memory: host memory on the CPU backend, device memory on the CUDA backend.  A step is a
 * function of (GpLoop, i); the host runs step `kind` for every i in [0, n): a host_par_for on the CPU, one
 * kernel on the device (batch_cuda_gp_step).  Both backends so run the same code on the same data, and their
 * runs are identical; on the device the population never leaves device memory, and per generation only the
 * GpSum comes back to the host.
 *
 * One generation, in the order search.c runs the steps (n: the threads; "one": a single thread, for the
 * compactions and prefix sums, which are cheaper so than as scans at the populations search uses):
 *
 *   EMIT    P        text, its hash and the genome's size
 *   SAME    P        same[k]: the first candidate with the same text
 *   UNIQ    one      uniq: the candidates whose text is the first of its kind; GpSum.nu
 *   (evaluate uniq on the first `stage` cases:)
 *     PLAN  one      the batch's source offsets        FILL  n      texts, entries, test offsets
 *     ARGS  n*nc     arguments of every test           (the batch engine runs the batch)
 *     SCORE n        errors and output words into a Dest   TALLY one  executions, compile counts
 *   SURV    one      surv: those of uniq that answered a case; GpSum.ns       DEAD nu   the rest: penalties
 *   (evaluate surv on the remaining cases)
 *   ROWS    P        a duplicate's rows from its first; total error; output hash
 *   HEAD    P        head[k]: the first candidate with the same outputs (semantic de-duplication)
 *   POOL    one      one pool place per distinct output vector; GpSum.npool
 *   MEMBER  npool    each place: the smallest candidate of its outputs
 *   RANK    P        order: the population by total error
 *   STATS   one      best, median, solved cases, the best of the pool, the error-free candidates by size
 *   ELITE   npool    the best `nelite` of the pool into next[0..nelite)
 *   VARY    chunk    child j0 + i: parents by selection, one operator (gp_vary)
 *
 * The random first population is step RANDOM over P.  Every step is bounded: loops over the population or
 * the cases, no recursion, no allocation.  Steps over a list (DEAD, MEMBER, ELITE) may be launched over P:
 * an index past the list's length (in GpSum) does nothing.
 */
#ifndef GNC_GPLOOP_H
#define GNC_GPLOOP_H
#include "core/search/gp.h"
#include "core/batch/batch.h"

#define GP_PENALTY 1e6   /* the error of a case a candidate did not answer (trap, compile error) */
#define GP_FNV_SEED 1469598103934665603ull

/* FNV-1a over n bytes, continuing from h (GP_FNV_SEED to start): candidate texts, output vectors, and on the
 * host the problem's hash and the checkpoint's checksum */
CORE_FN uint64_t gp_fnv(uint64_t h, const void *p, int64_t n);

#define GP_STEPS(X) \
  X(RANDOM) X(EMIT) X(SAME) X(UNIQ) X(PLAN) X(FILL) X(ARGS) X(SCORE) X(TALLY) X(SURV) X(DEAD) X(ROWS) \
  X(HEAD) X(POOL) X(MEMBER) X(RANK) X(STATS) X(ELITE) X(VARY)
#define GP_STEP_ENUM(n) GS_##n,
enum { GP_STEPS(GP_STEP_ENUM) GS__N };
#undef GP_STEP_ENUM

enum { GP_SEL_LEXICASE = 0, GP_SEL_DLEXICASE = 1, GP_SEL_TOURNAMENT = 2 };
enum { GP_ALIVE_COMPILED = 1, GP_ALIVE_ANSWERED = 2 };

/* what comes back to the host each generation */
typedef struct {
  int32_t nu, ns, npool, nzero;   /* distinct texts, survivors of stage 1, pool places, error-free ones */
  int32_t best_cases, win, pad0, pad1; /* cases the best solves; the best of the pool (by total, size)  */
  double best, median;            /* total error: least, median                                         */
  int64_t execs, compiled, candidates; /* of the run so far: program executions, compiled distinct texts, texts */
} GpSum;

typedef struct GpLoop {
  /* the problem (read-only) */
  const GpSpec *spec;
  const BVal *args;               /* case c: args[c * nparam ..]; arrays in arr                         */
  const Value *want;              /* expected result per case                                           */
  int32_t nparam, exact;          /* exact: 0/1 errors (else absolute)                                  */
  double tolerance;
  /* the run */
  uint64_t seed;                  /* seed + run                                                          */
  int32_t gen, sel, tour, nelite; /* generation, selection (GP_SEL_*), tournament size, elite            */
  int32_t P, ncase;               /* population; this generation's cases                                 */
  /* the population */
  GpGenome *pop, *next;
  char *src;                      /* P * GP_SRC_CAP                                                      */
  int32_t *src_len, *size, *same, *uniq, *surv, *head, *pool, *order, *zero;
  uint64_t *th, *ohash;           /* text hashes, output hashes                                         */
  const int32_t *cases;           /* this generation's case numbers (ncase)                             */
  double *err, *tot;              /* P x ncase (row stride ncase), P                                    */
  uint64_t *out;                  /* P x ncase output words                                             */
  int32_t *work;                  /* VARY: wstride ints per thread                                      */
  int64_t wstride;
  int32_t j0;                     /* VARY: the first child of this launch                               */
  GpSum *sum;
  /* an evaluation: candidates idx[0..n) on cases cs[0..nc), errors to derr (and output words to dout) at
   * row (by_idx ? idx[u] : u) * ld + col0 */
  const int32_t *idx;
  const int32_t *cs;
  int32_t n, nc, ld, col0, by_idx, first; /* first: the stage that counts candidates and compiles       */
  double *derr;
  uint64_t *dout;
  uint8_t *alive;                 /* per u: GP_ALIVE_*                                                   */
  int32_t *ex;                    /* per u: executions                                                   */
  /* the batch of an evaluation (BatchIn's arrays) */
  char *bsrc, *bentry;
  int64_t *bsrc_off, *btest_off, *barg_off;
  int32_t *bentry_off, flen;
  BVal *bargs, *bexpect;
  const ProgResult *pr;
  const TestResult *tr;
} GpLoop;

/* step kind for index i (the host guarantees i < the step's n) */
CORE_FN void gp_step(int kind, const GpLoop *L, int64_t i);
/* the error of result v for case c (GP_PENALTY at most; NaN and non-finite: GP_PENALTY) */
CORE_FN double gp_case_error(const GpLoop *L, int32_t c, Value v);
#endif
