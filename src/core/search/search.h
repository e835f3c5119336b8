/* search.h - genetic programming over gnc programs: the genome, its variation operators, its C text, and parent
 * selection (`gnc search`, src/cli/search.c; docs/search.md).
 *
 * A candidate is one function of a fixed shape whose parts are typed expression trees:
 *
 *     RET f(PARAMS) {
 *       long i = 0, lim = 0; long a0 = 0, a1 = 0; double d0 = 0;   locals of the problem (GpSpec.nloc)
 *       a0 = INIT0; a1 = INIT1; d0 = INIT2;                       one tree per local
 *       lim = BOUND; for (i = 0; i < lim && i < LIMIT; i++) {         or for (i = 0; COND && i < LIMIT; i++),
 *         long t0 = UPD0; ...; a0 = t0; ...                       or no loop (GpGenome.loop)
 *       }
 *       return RET;
 *     }
 *
 * Trees are typed (GT_INT computed in `long`, GT_DBL, GT_BOOL), so every candidate is well typed; operations
 * that could trap or be undefined in C are guarded by small helper functions printed before the entry
 * (division, remainder, double -> integer, array elements), and loops are bounded, so nearly every candidate
 * compiles and runs under gnc and under gcc -fwrapv alike.  The genome is flat: the trees of all slots in
 * prefix order in one node array (slot s is node[start[s] .. start[s+1])), so that a genome is one fixed-size
 * value that copies, checkpoints and moves to the GPU as bytes.
 *
 * Randomness is counter-based (gp_rng_at(seed, a, b)): what child j of generation g gets depends only on
 * (seed, g, j), never on the thread or the order of work.  Everything here is single-source core code: no
 * malloc, no libc, no recursion (trees are walked with explicit stacks bounded by GP_MAX_NODES).
 *
 * Two parts: the genome (gp.c) and the data-parallel steps of the generation loop (gploop.c).  Includes
 * batch/batch.h (the loop builds batches and reads their results); gp.c includes lib/lib.h for its number
 * formatting.
 */
#ifndef GNC_SEARCH_H
#define GNC_SEARCH_H

#include "core/core.h"
#include "core/batch/batch.h"

enum { GT_INT = 0, GT_DBL = 1, GT_BOOL = 2, GT__N = 3 };
enum { GL_NONE = 0, GL_FOR = 1, GL_WHILE = 2 };

#define GP_MAX_PARAMS 8
#define GP_MAX_LOCALS 4               /* int and double locals together                              */
#define GP_MAX_SLOTS (2 * GP_MAX_LOCALS + 3)
#define GP_MAX_NODES 160              /* nodes per genome, all slots                                 */
#define GP_MAX_LITS 16                /* literals per type                                           */
#define GP_MAX_CHOICES 48             /* terminal or function choices per type                       */
#define GP_NAME 24                    /* bytes of a name (with its NUL)                              */

/* The operations.  X(name, result, arity, child types, C text, helper): result and child types are 'I', 'D',
 * 'B', or '=' (the node's own type: generic operations); the text's $0 $1 $2 are the children, in order, each
 * once (so a prefix tree prints in one pass).  CONST, PARAM, LOCAL and ELEM are printed by code. */
#define GP_OPS(X)                                                        \
  X(CONST, '=', 0, "", "", 0)                                            \
  X(PARAM, '=', 0, "", "", 0)                                            \
  X(LOCAL, '=', 0, "", "", 0)                                            \
  X(LOOPI, 'I', 0, "", "i", 0)                                           \
  X(ELEM, '=', 1, "I", "$0)", 0)                                         \
  X(TERN, '=', 3, "B==", "($0 ? $1 : $2)", 0)                            \
  X(ADD, 'I', 2, "II", "($0 + $1)", 0)                                   \
  X(SUB, 'I', 2, "II", "($0 - $1)", 0)                                   \
  X(MUL, 'I', 2, "II", "($0 * $1)", 0)                                   \
  X(DIV, 'I', 2, "II", "gdiv($0, $1)", GH_DIV)                           \
  X(MOD, 'I', 2, "II", "gmod($0, $1)", GH_MOD)                           \
  X(NEG, 'I', 1, "I", "(-$0)", 0)                                        \
  X(ABS, 'I', 1, "I", "gabs($0)", GH_ABS)                                \
  X(MIN, 'I', 2, "II", "gmin($0, $1)", GH_MIN)                           \
  X(MAX, 'I', 2, "II", "gmax($0, $1)", GH_MAX)                           \
  X(D2I, 'I', 1, "D", "gd2i($0)", GH_D2I)                                \
  X(B2I, 'I', 1, "B", "(long)($0)", 0)                                   \
  X(DADD, 'D', 2, "DD", "($0 + $1)", 0)                                  \
  X(DSUB, 'D', 2, "DD", "($0 - $1)", 0)                                  \
  X(DMUL, 'D', 2, "DD", "($0 * $1)", 0)                                  \
  X(DDIV, 'D', 2, "DD", "($0 / $1)", 0)                                  \
  X(DNEG, 'D', 1, "D", "(-$0)", 0)                                       \
  X(I2D, 'D', 1, "I", "(double)($0)", 0)                                 \
  X(SQRT, 'D', 1, "D", "sqrt($0)", GH_MATH)                              \
  X(FABS, 'D', 1, "D", "fabs($0)", GH_MATH)                              \
  X(FLOOR, 'D', 1, "D", "floor($0)", GH_MATH)                            \
  X(FMIN, 'D', 2, "DD", "fmin($0, $1)", GH_MATH)                         \
  X(FMAX, 'D', 2, "DD", "fmax($0, $1)", GH_MATH)                         \
  X(LT, 'B', 2, "II", "($0 < $1)", 0)                                    \
  X(LE, 'B', 2, "II", "($0 <= $1)", 0)                                   \
  X(EQ, 'B', 2, "II", "($0 == $1)", 0)                                   \
  X(NE, 'B', 2, "II", "($0 != $1)", 0)                                   \
  X(DLT, 'B', 2, "DD", "($0 < $1)", 0)                                   \
  X(DLE, 'B', 2, "DD", "($0 <= $1)", 0)                                  \
  X(AND, 'B', 2, "BB", "($0 && $1)", 0)                                  \
  X(OR, 'B', 2, "BB", "($0 || $1)", 0)                                   \
  X(NOT, 'B', 1, "B", "(!$0)", 0)

#define GP_OP_ENUM(n, r, a, c, t, h) GP_##n,
enum { GP_OPS(GP_OP_ENUM) GP__NOPS };
#undef GP_OP_ENUM
/* helpers a genome's text needs (GpOpInfo.helper) */
enum { GH_DIV = 1, GH_MOD = 2, GH_ABS = 4, GH_MIN = 8, GH_MAX = 16, GH_D2I = 32, GH_MATH = 64 };

typedef struct {
  const char *name;   /* "ADD" */
  char result;        /* 'I' 'D' 'B' '='          */
  int8_t arity;
  const char *kids;   /* child types               */
  const char *text;   /* C template                */
  int32_t helper;     /* GH_*                      */
} GpOpInfo;
CORE_FN const GpOpInfo *gp_op_info(int op);

typedef struct { uint8_t op, ty; uint16_t arg; uint32_t pad; int64_t k; } GpNode; /* k: int, or double bits */

typedef struct {
  int32_t n;                        /* nodes used                                             */
  uint8_t loop;                     /* GL_*                                                   */
  uint8_t pad[3];
  int16_t start[GP_MAX_SLOTS + 1];  /* slot s: node[start[s] .. start[s+1])                    */
  GpNode node[GP_MAX_NODES];
} GpGenome;

typedef struct { uint8_t op, ty; uint16_t arg; } GpChoice;

/* The problem's building blocks.  The host fills the first part (search.c) and calls gp_spec_finish. */
typedef struct {
  char fname[GP_NAME];                       /* the entry                                         */
  char sig[256];                             /* its C declarator, "int f(int x, int y)"            */
  int32_t nparam;
  char pname[GP_MAX_PARAMS][GP_NAME];
  uint8_t pty[GP_MAX_PARAMS];                /* GT_* of a scalar, or of an array's elements        */
  int8_t plen[GP_MAX_PARAMS];                /* an array: the index of its length parameter; else -1 */
  char pctype[GP_MAX_PARAMS][8];             /* C element type of an array ("int", "long", "double") */
  uint8_t ret;                               /* GT_* of the result                                 */
  int32_t nloc;
  uint8_t lty[GP_MAX_LOCALS];                /* GT_INT or GT_DBL                                   */
  uint64_t ops;                              /* allowed operations: bit GP_*                       */
  uint8_t loops;                             /* allowed loops: bit GL_FOR, bit GL_WHILE            */
  int32_t loop_limit;                        /* iterations at most                                 */
  int32_t nlit[2];                           /* literals: [GT_INT] in lit_i, [GT_DBL] in lit_d      */
  int64_t lit_i[GP_MAX_LITS];
  double lit_d[GP_MAX_LITS];
  int64_t erc;                               /* random integer constants in [-erc, erc] (0: none)   */
  int32_t init_depth, max_depth;             /* trees of the first population; of any candidate    */
  /* filled by gp_spec_finish */
  int32_t nslot;
  int32_t nterm[GT__N], nfunc[GT__N];
  GpChoice term[GT__N][GP_MAX_CHOICES], func[GT__N][GP_MAX_CHOICES];
} GpSpec;

/* after the host part is filled: the slots and the choices per type; 0, or -1 when a type that some slot
 * needs has no terminal (cannot happen for specs search.c builds: constants always exist) */
CORE_FN int gp_spec_finish(GpSpec *sp);
CORE_FN int gp_slot_type(const GpSpec *sp, const GpGenome *g, int s);
CORE_FN int gp_slot_active(const GpSpec *sp, const GpGenome *g, int s);

/* ---------------------------------------------------------------- randomness */
typedef struct { uint64_t s; } GpRng;
CORE_FN GpRng gp_rng_at(uint64_t seed, uint64_t a, uint64_t b);
CORE_FN uint64_t gp_next(GpRng *r);
CORE_FN uint32_t gp_below(GpRng *r, uint32_t n);  /* uniform in [0, n), n >= 1 */
CORE_FN double gp_unit(GpRng *r);                 /* uniform in [0, 1)         */

/* ---------------------------------------------------------------- genomes */
/* a genome of the first population: random trees of depth init_depth or less, except that half of the locals'
 * first values and of the loop bounds are one parameter (a0 = a, lim = n), and half of the loop updates
 * accumulate (t0 = a0 OP tree): the shapes that loops over the inputs take */
CORE_FN void gp_random(const GpSpec *sp, GpRng *r, GpGenome *g);
/* a child of a (and b for crossover): one operator drawn by GpVary's weights; returns the operator (GV_*) */
enum { GV_COPY = 0, GV_XOVER, GV_UMAD, GV_SUBTREE, GV_POINT, GV_CONST, GV_LOOP, GV__N };
CORE_FN int gp_vary(const GpSpec *sp, GpRng *r, const GpGenome *a, const GpGenome *b, GpGenome *child);
/* a smaller variant of a (an operation replaced by a child of its type or by a terminal): 0, or -1 if a has no
 * operation in its active slots */
CORE_FN int gp_shrink(const GpSpec *sp, GpRng *r, const GpGenome *a, GpGenome *child);
/* the C text of g into out[0..cap): its length, or -1 if cap is too small (GP_SRC_CAP always suffices) */
#define GP_SRC_CAP 16384
CORE_FN int32_t gp_emit(const GpSpec *sp, const GpGenome *g, char *out, int32_t cap);
CORE_FN int32_t gp_size(const GpSpec *sp, const GpGenome *g); /* nodes of the active slots */
CORE_FN int gp_valid(const GpSpec *sp, const GpGenome *g);    /* 1 if g is a well-formed genome for sp
                                                                 (checkpoints are checked with it)     */

/* ---------------------------------------------------------------- selection
 * err: the error matrix, row p of candidate p, ncase columns (row stride ncase).  pool: the candidates that
 * may be chosen (npool >= 1).  work: 2 * npool + ncase ints.  Each returns the chosen candidate. */
CORE_FN int32_t gp_lexicase(const double *err, int32_t ncase, const int32_t *pool, int32_t npool, GpRng *r,
                            int32_t *work);
/* tournament of k on the total error tot[p] (ties: the smaller p) */
CORE_FN int32_t gp_tournament(const double *tot, const int32_t *pool, int32_t npool, int32_t k, GpRng *r);

/* ---------------------------------------------------------------- the generation loop (gploop.c)
 * The data-parallel steps of gnc search's generation loop (src/cli/search.c, docs/search.md).
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
