/* run.c - the one run path of a host batch: the traditional compiler on the chosen backend, then the
 * neural or hybrid compiler where one is configured.  The C API (gnc_batch_run), the JSON-lines engine
 * (gnc batch, its --mpi mode and gnc serve) all run a BatchIn through runner_run.
 *
 * The backend is chosen once, by runner_open (backend.c's backend_choose: auto is CUDA when a device is
 * present).  When the CUDA backend fails during a run, asked-for CUDA is an error (RUN_E_CUDA) while auto
 * runs the batch again on the CPU and stays there for the Runner's later runs (fell_back reports it, with
 * CUDA's message, for the caller to print or keep).  Errors are data: a RUN_E_* code, the text in the
 * Runner; nothing here prints.
 */
#include <string.h>
#include "engine/host.h"
#include "cuda/cuda_api.h"

int runner_open(Runner *r, int asked) {
  memset(r, 0, sizeof *r);
  r->asked = asked;
  r->err = "";
  r->backend = backend_choose(asked);
  return r->backend < 0 ? -1 : 0;
}

/* the traditional compiler: CUDA (falling back to the CPU under auto), or the CPU */
static int run_traditional(Runner *r, const BatchIn *in, const BatchOpts *o, ProgResult *pr, TestResult *tr,
                           char *tb) {
  if (r->backend == BACKEND_CUDA) {
    if (batch_run_cuda(in, o, pr, tr, tb, r->cuda_err, (int)sizeof r->cuda_err) == 0) return RUN_OK;
    if (r->asked == BACKEND_CUDA) return RUN_E_CUDA;
    r->fell_back = 1;
    r->backend = BACKEND_CPU;
  }
  if (batch_run_cpu(in, o, pr, tr, tb) != 0) {
    r->err = "out of memory for the CPU workers";
    return RUN_E_CPU;
  }
  return RUN_OK;
}

int runner_run(Runner *r, const BatchIn *in, const BatchOpts *o, ProgResult *pr, TestResult *tr, char *tb,
               Hybrid *hy, uint8_t *route, HyStats *st) {
  r->fell_back = 0;
  r->err = "";
  if (in->nprog == 0) return RUN_OK;
  double t0 = host_now();
  int rc = run_traditional(r, in, o, pr, tr, tb);
  if (rc == RUN_E_CUDA) r->err = r->cuda_err;
  if (rc != RUN_OK) return rc;
  r->traditional_s += host_now() - t0;
  if (hy && hy_run(hy, in, pr, tr, tb, route, st) != 0) {
    r->err = "out of memory for the neural compiler";
    return RUN_E_NEURAL;
  }
  return RUN_OK;
}
