/* hybrid.h - `gnc batch --compiler neural|hybrid`: the neural compiler inside the batch engine.
 *
 * The batch first runs as always, with the traditional compiler, on the chosen backend (CPU or CUDA).  Then,
 * for the programs that compiled and whose tests fit their entry:
 *   neural   every program goes to the neural compiler: greedy, then K samples; the first candidate whose
 *            tests all pass (run by the batch engine's own steps, batch_run_with_module) is kept, else the
 *            greedy one, and the program's results become that module's.  A program the model cannot take
 *            (a construct outside the listing language, a prompt too long) keeps the traditional results.
 *   hybrid   the router (router.h) picks the programs for the neural path; a candidate is accepted only when
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
#ifndef GNC_HYBRID_H
#define GNC_HYBRID_H
#include <stddef.h>
#include <stdint.h>
#include "core/batch/batch.h"

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
