/* emu_backend.c - the CUDA backend's entry points over the emulated device (emu_dev.h), for build/gnc-emu: a gnc
 * whose `--backend cuda` runs the GPU pipeline (the same host code and per-thread kernel bodies as the CUDA
 * build) on the CPU.  Commands built on the batch engine (gnc batch, gnc search) can so be compared between
 * their CPU and CUDA paths on any machine: tests/search/ does.  It replaces src/cuda/cuda_stub.c.
 *
 * The device-resident entry points are here too: "device memory" is host memory that starts as garbage (as
 * cudaMalloc's does), batch_cuda_run_device runs the pipeline's resident path, and batch_cuda_gp_step runs
 * gnc search's steps as a loop over the kernel's threads: gnc search --backend cuda keeps its whole loop in
 * this memory, as on a device.
 */
#include "emu_dev.h"
#include "cuda/cuda_api.h"
#include "core/search/search.h"

#define EMU_BUDGET ((size_t)256 << 20) /* emulated device memory */
#define EMU_RESIDENT 64                /* VM threads resident at once */

static GxDev emu_dev;

int cuda_available(void) { return 1; }

int batch_run_cuda(const BatchIn *in, const BatchOpts *o, ProgResult *pr, TestResult *tr, char *tb, char *err,
                   int errcap) {
  int rc;
  emu_setup(&emu_dev, EMU_BUDGET, 0, NULL, 0, EMU_RESIDENT);
  rc = gx_run_host(&emu_dev, in, o, pr, tr, tb, 0, 0);
  if (rc && err && errcap > 0) snprintf(err, (size_t)errcap, "%s", emu_dev.st.err);
  return rc ? -1 : 0;
}

const char *batch_cuda_phase_name(int phase) { (void)phase; return "?"; }
int batch_cuda_last_stats(BatchCudaStats *s) {
  *s = emu_dev.st.stats;
  return 0;
}
const char *batch_cuda_device_info(void) { return "emulated device (tests/gpu/emu_backend.c)"; }

int batch_cuda_compile(const BatchIn *in, unsigned char **mods, int64_t *mod_off, ProgResult *pr, char *err,
                       int errcap) {
  int rc;
  emu_setup(&emu_dev, EMU_BUDGET, 0, NULL, 0, EMU_RESIDENT);
  {
    BatchOpts o;
    memset(&o, 0, sizeof o);
    batch_opts_resolve(&o);
    rc = gx_run_host(&emu_dev, in, &o, pr, 0, 0, mods, mod_off);
  }
  if (rc && err && errcap > 0) snprintf(err, (size_t)errcap, "%s", emu_dev.st.err);
  return rc ? -1 : 0;
}

void *batch_cuda_alloc(size_t bytes) {
  void *p = malloc(bytes ? bytes : 1);
  if (p) memset(p, 0xA5, bytes ? bytes : 1);
  return p;
}
void batch_cuda_free(void *dptr) { free(dptr); }
int batch_cuda_copy(void *dst, const void *src, size_t bytes, int to_device) {
  (void)to_device;
  memcpy(dst, src, bytes);
  return 0;
}

int batch_cuda_run_device(const BatchIn *din, const BatchOpts *o, ProgResult *dpr, TestResult *dtr, char *dtb,
                          char *err, int errcap) {
  BatchOpts ro = *o;
  int rc;
  batch_opts_resolve(&ro);
  emu_setup(&emu_dev, EMU_BUDGET, 0, NULL, 0, EMU_RESIDENT);
  rc = gx_run_device(&emu_dev, din, &ro, dpr, dtr, dtb);
  if (rc && err && errcap > 0) snprintf(err, (size_t)errcap, "%s", emu_dev.st.err);
  return rc ? -1 : 0;
}

int batch_cuda_gp_step(int kind, const GpLoop *L, int64_t n, char *err, int errcap) {
  int64_t i;
  (void)err; (void)errcap;
  for (i = 0; i < n; i++) gp_step(kind, L, i);
  return 0;
}
