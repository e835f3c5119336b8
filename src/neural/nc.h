/* nc.h - the neural compiler (src/neural), its one header: the router (router.c), the hybrid stage of the batch
 * engine (hybrid.c), and the host side: programs prepared for the model, sampling, running candidates, the
 * model (the library's part); the `gnc neural` commands that train and evaluate it live in src/cli/neural.
 *
 *   nc_prog.c    a program -> its checked front end, its units and their prompts, and the reference module
 *                of the traditional compiler (without the optimizer: the model's target); the composer
 *   nc_sample.c  batched, verifier-constrained decoding: greedy + K samples per unit
 *   src/cli/neural/train.c   `gnc neural train`: data from `gnc gen`, resumable checkpoints
 *   src/cli/neural/rl.c      `gnc neural rl`: policy gradients from execution rewards
 *   src/cli/neural/router.c  `gnc neural train-router`: the hybrid's router (nc.h) from the hybrid's own results
 *   nc_model.c   finding models/ and loading the checkpoint
 *   src/cli/neural/eval.c    `gnc neural compile | eval | info`
 *   src/cli/neural.c         `gnc neural data` and the command table
 */
#ifndef GNC_NC_H
#define GNC_NC_H
#include <stddef.h>
#include <stdint.h>
#include "core/nlist/nlist.h"
#include "core/batch/batch.h"

/* ---------------------------------------------------------------- the router (router.c) */
/* the hybrid compiler's router: which programs go to the neural compiler.
 *
 * A program is described by RT_NFEAT numbers read from its source in one pass over the bytes, without a branch
 * on them (no lexer, no allocation: 0.84 us for a 1 KB program), each log(1 + count): bytes, lines, loop
 * keywords, parentheses (calls, conditions), brackets (arrays), braces (blocks), semicolons (statements),
 * comparison and logic characters, stars (pointers, products), quotes (strings), digits (literals), dots
 * (floating literals, members) and '#' (directives).  A logistic regression over the standardised features gives the
 * probability that the neural
 * compiler will produce an accepted candidate; the hybrid sends a program to the neural path when that
 * probability is at least the threshold, and to the traditional compiler otherwise.  Whatever it decides,
 * the program's verdict is the traditional compiler's (docs/neural.md, The hybrid compiler): the router
 * only decides where the time goes.
 *
 * Routers are text files (models/gnc-router.txt, made by `gnc neural train-router`):
 *   gnc-router 1
 *   features 13
 *   threshold 0.5
 *   mean  m0 ... m12
 *   scale s0 ... s12
 *   weight w0 ... w12
 *   bias b
 * Every line must be there, in this order, with exactly these counts; anything else is an error that names
 * the line.
 */
#define RT_NFEAT 13
#define RT_DEFAULT "models/gnc-router.txt"

typedef struct {
  double mean[RT_NFEAT], scale[RT_NFEAT], weight[RT_NFEAT], bias;
  double threshold;
} Router;

/* the features of a source of len bytes */
void rt_features(const char *src, int64_t len, double f[RT_NFEAT]);
/* the features' names, for listings ("bytes", "lines", ...) */
const char *rt_feature_name(int i);
/* P(the neural compiler's candidate is accepted) */
double rt_predict(const Router *r, const double f[RT_NFEAT]);
/* 1: send to the neural path */
int rt_route(const Router *r, const char *src, int64_t len);
/* text form; 0 on success, else a sentence in err */
int rt_save(const Router *r, const char *path, char *err, size_t cap);
int rt_load(Router *r, const char *path, char *err, size_t cap);
/* parses the text form (text, n bytes); on error err holds "line N: ..." */
int rt_parse(Router *r, const char *text, size_t n, char *err, size_t cap);

/* ---------------------------------------------------------------- the neural compiler */
#define NC_DEFAULT_MODEL "models/gnc-neural.ckpt"

/* a program prepared for the model: its units (nlist.h), each with its prompt, and the reference module */
typedef struct {
  CcUnit cu;                     /* where codegen met it                                              */
  NlUnit u;                      /* its names, functions and literals                                 */
  int32_t prompt[NL_PMAX]; int32_t plen;
} NcUnit;
typedef struct {
  const char *src; int32_t len;
  void *ws; size_t ws_cap; Compiler c; /* the compile that recorded the units (no optimizer): the tree      */
  uint8_t *mark;                 /* nl_plan's marks                                                   */
  uint8_t *ref; int32_t ref_len; /* the reference module (the traditional compiler without the optimizer) */
  int32_t nunit; NcUnit *unit;   /* in the order codegen meets them                                   */
  int64_t unit_words, code_words; /* code words of the reference in units, in all                     */
} NcProg;

/* prepares src (kept by pointer: it must outlive p), its units of at most unit_nodes nodes (1..NL_UNODES_MAX;
 * 0 or any other value: NL_UNODES, the best measured).  0 on success; else -1 (the program does not compile),
 * NC_E_LANG (it uses what the model does not translate: pointers, strings, globals, library calls, other C
 * types), NC_E_NOMEM (out of memory) or NL_E_* with a sentence in err.  nc_prog_free after either. */
enum { NC_E_NOMEM = -2, NC_E_LANG = -3 };
int nc_prog_init(NcProg *p, const char *src, int32_t len, int32_t unit_nodes, char *err, size_t errlen);
void nc_prog_free(NcProg *p);
/* the reference listing of unit ui (malloc'd, *n tokens), or NULL with the NL_E_* code (or NC_E_NOMEM)
 * in *why */
int32_t *nc_prog_listing(const NcProg *p, int32_t ui, int32_t *n, int *why);
/* composing: the module of listing[ui] (len[ui] tokens) for every unit, by codegen (compiler.h, CcUnits) */
typedef struct {
  void *ws; size_t ws_cap; Compiler c;
  CcIns *ins; int32_t ins_cap;
  int32_t *off; int32_t off_cap;
} NcCompose;
/* the module of unit ui's listing listing[ui * stride] (len[ui * stride] tokens; NULL: its decoding did not
 * finish) for every unit: stride 1 for one listing per unit, stride K + 1 for candidate j of nc_decode's output
 * (listing = out + first unit's row + j).  The module's size, its bytes at *mod (in s: valid until the next
 * call); or -NL_E_* (*bad: the unit whose listing is bad or missing, else -1), or NC_E_NOMEM */
int32_t nc_compose(const NcProg *p, const int32_t *const *listing, const int32_t *len, int32_t stride,
                   NcCompose *s, const uint8_t **mod, int32_t *bad);
void nc_compose_free(NcCompose *s);
const char *nc_error_text(int code);
/* a token as text, for listings and debugging ("LOAD", "V3", "#2", "N-1", ...) into buf */
const char *nc_token_text(int tok, char *buf, size_t cap);


/* ---- nc_sample.c: constrained decoding */
typedef struct { const NcProg *p; int32_t ui; } NcJob;        /* one unit of a program                 */
typedef struct {
  float temperature, top_p; int32_t top_k;
  uint64_t seed;
  int32_t max_len;                                               /* listing tokens per unit                */
  int32_t sample_all;                                            /* 1: candidate 0 samples too (no greedy) */
  void (*progress)(int32_t done, int32_t total); /* NULL, or told of every block of candidates and the end */
  /* filled by nc_decode: where the time went */
  double model_s, choose_s;       /* model steps (logits); masks + sampling                           */
  int64_t steps, tokens;          /* decode steps (batched calls), tokens fed (prompt + listing)       */
  int32_t device_failed;          /* the GPU failed (nn_cuda_error): the rows of that block ended early */
} NcSampleOpts;
struct NnModel;
struct NnCudaModel;
/* ncand candidates of each job (candidate 0 greedy): out[j * ncand + c] is a malloc'd listing of
 * out_len[...] tokens, or NULL when the prompt left no room.  g: the model on the GPU (NULL: the CPU).
 * 0 on success, 1 out of memory (the listings made so far stay in out, for the caller to free). */
int nc_decode(const struct NnModel *m, struct NnCudaModel *g, const NcJob *jobs, int32_t njobs, int32_t ncand,
              NcSampleOpts *o, int32_t **out, int32_t *out_len);

/* ---- nc_exec.c: running modules on argument sets */
#define NC_MAX_ARGS 32
#define NC_ARR_LEN 8
typedef struct {                 /* one argument set of an entry's signature                       */
  int32_t n;
  Value v[NC_MAX_ARGS];          /* scalars; arrays: unused                                        */
  int32_t alen[NC_MAX_ARGS];     /* arrays: element count (<= 64)                                  */
  Value arr[NC_MAX_ARGS][64];
  int has_expect; Value expect;  /* an expected return value                                       */
} NcArgs;
typedef struct {
  int32_t trap; Value ret;
  int64_t steps;
  uint64_t arr_hash;             /* the array arguments after the call                             */
} NcRun;
/* calls function fn of a verified module with a (fuel: instructions) */
void nc_exec(const Module *m, int32_t fn, const NcArgs *a, int64_t fuel, NcRun *r);
/* random argument set number `set` (0, 1, ...) for function fn's parameters: reproducible, so eval, rl and the
 * hybrid draw the same sets */
void nc_random_args(const Module *m, int32_t fn, int32_t set, NcArgs *a);
/* the same results? (trap, return value bits, arrays) */
int nc_same(const NcRun *a, const NcRun *b);
/* the fuel a candidate gets on an argument set where the reference ran as ref did: ten times the reference's
 * steps and 1,000 more (a correct candidate may be slower), or, where the reference ran out of fuel, the same
 * fuel (the candidate must run out too; ten times as much of a loop that does not end would be wasted) */
int64_t nc_candidate_fuel(const NcRun *ref);
/* loads + verifies module bytes (8-byte aligned); 0 ok, 1 bad, -1 out of memory */
int nc_verify(const uint8_t *bytes, int32_t len, Module *m);

/* ---- nc_model.c: the model */
/* path, or for a path under models/ (the default model and router) that is not in the working directory, the
 * one beside the gnc binary (build/../models/...), written into buf */
const char *nc_model_path(const char *path, char *buf, size_t cap);
/* the checkpoint at given (nc_model_path), checked against the listing language; NULL with a sentence in err
 * (*nomem set when memory ran out) */
struct NnModel *nc_model_open(const char *given, char *err, size_t cap, int *nomem);
/* src/cli/neural.c: the same, NULL after the sentence on stderr with the command's name ("gnc neural CMD:
 * ..."); exits when out of memory */
struct NnModel *nc_load_model(const char *given, const char *cmd);
/* src/cli/neural.c: nc_decode for a command: the progress on a terminal, a GPU failure said on stderr; exits
 * when out of memory */
void nc_decode_cli(const struct NnModel *m, struct NnCudaModel *g, const NcJob *jobs, int32_t njobs, int32_t ncand,
                   NcSampleOpts *o, int32_t **out, int32_t *out_len);

/* ---------------------------------------------------------------- the hybrid stage (hybrid.c) */
/* `gnc batch --compiler neural|hybrid`: the neural compiler inside the batch engine.
 *
 * The batch first runs as always, with the traditional compiler, on the chosen backend (CPU or CUDA).  Then,
 * for the programs that compiled and whose tests fit their entry:
 *   neural   every program goes to the neural compiler: greedy, then K samples; the first candidate whose
 *            tests all pass (run by the batch engine's own steps, batch_run_with_module) is kept, else the
 *            greedy one, and the program's results become that module's.  A program the model cannot take
 *            (pointers, strings, globals, library calls, a prompt too long) keeps the traditional results.
 *   hybrid   the router (nc.h) picks the programs for the neural path; a candidate is accepted only when
 *            its results on the program's tests are identical to the traditional module's (every field of
 *            every test, output included) AND it agrees with the traditional module on random argument sets
 *            of the entry's signature (nc_random_args: trap, return value bit for bit, arrays after the call).
 *            A program with no accepted candidate falls back.  The results are therefore always the
 *            traditional compiler's: the route decides which module is kept (and where the time goes), never a
 *            verdict.  With prefer_fast the accepted candidate that executed the fewest VM instructions on the
 *            tests is kept only when it executed fewer than the traditional module (a verified
 *            superoptimiser); otherwise the first accepted candidate is kept.
 * What is guaranteed and what is probabilistic: docs/neural.md, The hybrid compiler.
 */
enum { HY_TRADITIONAL = 0, HY_NEURAL = 1, HY_HYBRID = 2 };
/* what happened to a program (route[p]) */
enum {
  HY_R_TRADITIONAL = 0, /* not sent to the neural path (routed so, or not compiled / invalid input)         */
  HY_R_NEURAL = 1,      /* the neural compiler's module was kept                                           */
  HY_R_FALLBACK = 2,    /* sent to the neural path, no candidate accepted: the traditional module kept      */
  HY_R_UNSUPPORTED = 3, /* sent to the neural path, which cannot take it: the traditional module kept       */
  HY_R_SLOWER = 4       /* prefer_fast: a candidate was accepted but ran no fewer instructions: traditional */
};

typedef struct {
  int compiler;                  /* HY_*                                                                 */
  const char *model, *router;    /* checkpoint and router files (NULL: models/gnc-neural.ckpt, models/gnc-router.txt) */
  int32_t k;                     /* samples after the greedy candidate (default 8)                       */
  float temperature, top_p;      /* sampling (defaults 0.8, 0.95)                                        */
  uint64_t seed;
  double threshold;              /* hybrid: neural when P(accept) >= threshold; < 0: the router's own;
                                    0: every program (no router is read)                                */
  int32_t random_sets;           /* hybrid: random argument sets a candidate must agree on (default 1000) */
  int32_t audit_sets;            /* hybrid: after acceptance, this many further sets are compared and the
                                    accepted candidates that differ counted (never changes a result)    */
  int prefer_fast;
  int cuda;                      /* the model on the GPU                                                 */
} HyOpts;

typedef struct {
  int64_t programs;              /* programs that compiled with valid input                              */
  int64_t routed;                /* of those, sent to the neural path                                    */
  int64_t neural, fallback, unsupported, slower; /* route counts (HY_R_*)                                */
  int64_t candidates;            /* candidates judged                                                    */
  int64_t faster;                /* prefer_fast: kept neural modules that ran fewer instructions         */
  int64_t steps_neural, steps_traditional; /* prefer_fast: instructions of the kept neural modules and of the
                                    traditional ones on the same tests                                  */
  double saving_sum;             /* prefer_fast: the sum over the faster programs of 1 - neural / traditional */
  int64_t audited, audit_differs;
  double router_s, decode_s, check_s; /* routing, the model, judging candidates                          */
} HyStats;

typedef struct Hybrid Hybrid;
/* defaults for every field */
void hy_opts_default(HyOpts *o);
/* loads the model (and the router where one is needed) into *out: 0, or HY_E_INVALID (a missing or damaged
 * file, a device that cannot take the model) or HY_E_NOMEM (out of memory) with a sentence in err */
enum { HY_E_INVALID = -1, HY_E_NOMEM = -2 };
int hy_open(Hybrid **out, const HyOpts *o, const BatchOpts *bo, char *err, size_t cap);
void hy_close(Hybrid *h);
/* After the batch ran with the traditional compiler (pr, tr, tb as the backend left them): routes, samples,
 * judges; in neural mode replaces the results of the programs it compiled.  route[p] receives HY_R_*.
 * Adds to *st.  0 on success, -1 out of memory. */
int hy_run(Hybrid *h, const BatchIn *in, ProgResult *pr, TestResult *tr, char *tb, uint8_t *route, HyStats *st);
/* "traditional", "neural", "hybrid"; -1 for another name */
int hy_compiler(const char *name);
/* the per-program field of route r: "neural" or "traditional" */
const char *hy_route_compiler(int r);
/* why a program sent to the neural path kept the traditional module: "fallback", "unsupported", "slower"; NULL
 * otherwise */
const char *hy_route_reason(int r);
#endif
