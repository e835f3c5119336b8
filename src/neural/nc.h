/* nc.h - the neural compiler's host side: programs prepared for the model, sampling, running candidates, the
 * model (the library's part); the `gnc neural` commands that train and evaluate it live in src/cli/neural.
 *
 *   nc_prog.c    a program -> its checked front end, per-function prompts and literal tables, and the
 *                reference module of the traditional compiler (without the optimizer: the model's target)
 *   nc_sample.c  batched, verifier-constrained decoding: greedy + K samples per function, candidates
 *                assembled into modules
 *   src/cli/neural/train.c   `gnc neural train`: data from `gnc gen`, curriculum, resumable checkpoints
 *   src/cli/neural/rl.c      `gnc neural rl`: policy gradients from execution rewards
 *   src/cli/neural/router.c  `gnc neural train-router`: the hybrid's router (router.h) from the hybrid's own results
 *   nc_model.c   finding models/ and loading the checkpoint
 *   src/cli/neural/eval.c    `gnc neural compile | eval | info`
 *   src/cli/neural.c         `gnc neural data` and the command table
 */
#ifndef GNC_NC_H
#define GNC_NC_H
#include <stddef.h>
#include <stdint.h>
#include "core/nlist/nlist.h"

#define NC_DEFAULT_MODEL "models/gnc-neural.ckpt"

typedef struct {
  const char *src; int32_t len;
  void *ws; Compiler c;          /* the compile of the reference (optimize = 0): tokens, functions   */
  uint8_t *ref; int32_t ref_len; /* the reference module                                             */
  int32_t nfn;
  NlLits lits[NL_MAXF];
  int32_t *prompt[NL_MAXF]; int32_t plen[NL_MAXF];
} NcProg;

/* prepares src (kept by pointer: it must outlive p).  0 on success; else NL_E_* (or -1: the program does
 * not compile; NC_E_NOMEM: out of memory) and a sentence in err.  nc_prog_free after either. */
enum { NC_E_NOMEM = -2 };
int nc_prog_init(NcProg *p, const char *src, int32_t len, int32_t prompt_cap, char *err, size_t errlen);
void nc_prog_free(NcProg *p);
/* the reference listing of function fi (malloc'd, *n tokens), or NULL with the NL_E_* code (or NC_E_NOMEM)
 * in *why */
int32_t *nc_prog_listing(const NcProg *p, int32_t fi, int32_t *n, int *why);
const char *nc_error_text(int code);
/* a token as text, for listings and debugging ("LOAD", "V3", "#2", "N-1", ...) into buf */
const char *nc_token_text(int tok, char *buf, size_t cap);


/* ---- nc_sample.c: constrained decoding */
typedef struct { const NcProg *p; int32_t fi; } NcJob;        /* one function of a program             */
typedef struct {
  float temperature, top_p; int32_t top_k;
  uint64_t seed;
  int32_t max_len;                                               /* listing tokens per function            */
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


#endif
