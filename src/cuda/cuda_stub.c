/* cuda_stub.c - the CUDA backend's entry points in a build without nvcc: no device, a clear error.
 *
 * The device-resident entry points of batch.h (batch_cuda_run_device, batch_cuda_alloc, ...) are left
 * undefined on purpose: api.c refers to them weakly and answers GNC_E_NO_CUDA when they are missing. */
#include <stdio.h>
#include "core/batch/batch.h"
#include "cuda/cuda_api.h"

#define NO_CUDA "gnc was built without CUDA (nvcc was not found at build time)"

int cuda_available(void) { return 0; }

int batch_run_cuda(const BatchIn *in, const BatchOpts *o, ProgResult *pr, TestResult *tr, char *tb, char *err,
                   int errcap) {
  (void)in; (void)o; (void)pr; (void)tr; (void)tb;
  if (err && errcap > 0) snprintf(err, (size_t)errcap, "%s", NO_CUDA);
  return -1;
}

const char *batch_cuda_phase_name(int phase) { (void)phase; return "?"; }
int batch_cuda_last_stats(BatchCudaStats *s) { (void)s; return -1; }
const char *batch_cuda_device_info(void) { return NO_CUDA; }

int batch_cuda_compile(const BatchIn *in, unsigned char **mods, int64_t *mod_off, ProgResult *pr, char *err,
                       int errcap) {
  (void)in; (void)mod_off; (void)pr;
  if (mods) *mods = 0;
  if (err && errcap > 0) snprintf(err, (size_t)errcap, "%s", NO_CUDA);
  return -1;
}

int batch_cuda_gp_step(int kind, const GpLoop *L, int64_t n, char *err, int errcap) {
  (void)kind; (void)L; (void)n;
  if (err && errcap > 0) snprintf(err, (size_t)errcap, "%s", NO_CUDA);
  return -1;
}
