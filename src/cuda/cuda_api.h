/* cuda_api.h - what the CUDA backend offers besides batch.h's entry points: statistics of the last batch
 * (for the benchmarks) and a compile-only entry point (for the differential tests).  C linkage; the
 * no-CUDA build (cuda_stub.c) implements these too and answers "built without CUDA". */
#ifndef GNC_CUDA_API_H
#define GNC_CUDA_API_H
#include <stdint.h>
#include "core/batch/batch.h"
#ifdef __cplusplus
extern "C" {
#endif

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

/* gnc search's loop on the device (src/core/search/gploop.h): step `kind` for i in [0, n), every pointer of L in
 * device memory (batch_cuda_alloc); returns when the step is done.  0 on success, else a message in err. */
typedef struct GpLoop GpLoop;
int batch_cuda_gp_step(int kind, const GpLoop *L, int64_t n, char *err, int errcap);

#ifdef __cplusplus
}
#endif
#endif
