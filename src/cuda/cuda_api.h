/* cuda_api.h - the CUDA backend's entry points (src/cuda/): the batch run (batch.h's semantics, as the CPU
 * backend of engine/host.h), device-resident batches, statistics of the last batch (for the benchmarks), a
 * compile-only entry point (for the differential tests) and gnc search's loop steps.  C linkage; the no-CUDA
 * build (cuda_stub.c) implements these too and answers "built without CUDA".  Includes the core's batch.h
 * only (src/cuda includes nothing of the engine). */
#ifndef GNC_CUDA_API_H
#define GNC_CUDA_API_H
#include <stdint.h>
#include "core/batch/batch.h"
#ifdef __cplusplus
extern "C" {
#endif

int cuda_available(void);   /* 1 if a CUDA device can be used                              */
int batch_run_cuda(const BatchIn *in, const BatchOpts *o, ProgResult *pr, TestResult *tr, char *tb,
                   char *err, int errcap);  /* 0 on success; else a message in err          */

/* ---------------------------------------------------------------- device-resident batches (optional)
 * For the public API's device input (gnc_batch_set_device_input) and scores written to device memory.
 * Implemented by the CUDA backend; include/gnc.h's implementation (api.c) refers to them weakly, so a build
 * without them links and answers GNC_E_NO_CUDA.  All BatchIn pointers of din and dpr/dtr/dscores are
 * device pointers; the functions return 0 on success, else a message in err (where there is one). */
int batch_cuda_run_device(const BatchIn *din, const BatchOpts *o, ProgResult *dpr, TestResult *dtr,
                          char *dtb, char *err, int errcap);
void *batch_cuda_alloc(size_t bytes);                              /* device memory or NULL      */
void batch_cuda_free(void *dptr);
int batch_cuda_copy(void *dst, const void *src, size_t bytes, int to_device); /* 1: host->device, 0: device->host */
/* dscores[p] = passed / (test_off[p+1] - test_off[p]) for PS_OK programs with tests, else 0 (float) */
int batch_cuda_scores(const ProgResult *dpr, const int64_t *dtest_off, int32_t nprog, float *dscores);

/* phases of a batch on the device, in order (ms[] below) */
#define BATCH_CUDA_PHASES(P) \
  P(GX_PH_UPLOAD, "upload") P(GX_PH_SLOTS, "slots") P(GX_PH_LEX, "lex") P(GX_PH_PARSE, "parse") \
  P(GX_PH_CHECK, "check") P(GX_PH_OPT, "opt") P(GX_PH_GEN, "gen") P(GX_PH_VERIFY, "verify") \
  P(GX_PH_PREPARE, "prepare") P(GX_PH_VM, "vm") P(GX_PH_VM_RETRY, "vm_retry") P(GX_PH_SCORE, "score") \
  P(GX_PH_DOWNLOAD, "download") P(GX_PH_HOST, "host")
enum {
#define P(code, name) code,
  BATCH_CUDA_PHASES(P)
#undef P
  GX_NPH
};

typedef struct {
  double ms[GX_NPH];     /* device time per phase (events); GX_PH_HOST: host-side staging and planning */
  double ms_total;       /* wall time of the whole call                                               */
  int64_t programs, tests, src_bytes;
  int64_t vm_steps;      /* VM instructions executed (final runs; tier-1 runs handed to tier 2 excluded) */
  int64_t retried;       /* tests rerun with the full VmMem (tier 2)                                  */
  int64_t regrown;       /* compiles run again in a larger workspace (gk_regrow)                      */
  int64_t chunks, parts; /* device chunks, host upload parts                                          */
  int64_t vm_threads, vm_threads2; /* threads of the last tier-1 / tier-2 launch                      */
  int32_t lanes;         /* tests per VM item in the last chunk                                       */
  int32_t device_sms;
  char device[64];
} BatchCudaStats;

const char *batch_cuda_phase_name(int phase);
/* statistics of the last batch_run_cuda / batch_cuda_run_device call; 0 on success */
int batch_cuda_last_stats(BatchCudaStats *s);
/* a one-line description of the device, or of why there is none */
const char *batch_cuda_device_info(void);

/* Compile only (steps 1 of batch.h, no verification): module bytes of every program that compiled, for
 * comparing the device's bytecode with the CPU's.  mods: malloc'd, concatenated; mod_off[nprog+1] (caller's
 * array); a program that did not compile has an empty range and its first diagnostic in pr (status
 * PS_COMPILE_ERROR, as batch_run would report it).  0 on success, else a message in err. */
int batch_cuda_compile(const BatchIn *in, unsigned char **mods, int64_t *mod_off, ProgResult *pr,
                       char *err, int errcap);

/* gnc search's loop on the device (src/core/search/search.h): step `kind` for i in [0, n), every pointer of L in
 * device memory (batch_cuda_alloc); returns when the step is done.  0 on success, else a message in err. */
typedef struct GpLoop GpLoop;
int batch_cuda_gp_step(int kind, const GpLoop *L, int64_t n, char *err, int errcap);

#ifdef __cplusplus
}
#endif
#endif
