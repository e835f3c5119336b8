/* backend.c - which backend runs a batch: the names "auto", "cpu" and "cuda", and the choice.
 *
 * One enum for the whole program (BACKEND_* in host.h, the same values as include/gnc.h's GNC_BACKEND_*):
 * auto is CUDA when a device can be used and the CPU otherwise; cuda insists on the device.  Every command
 * and the C API choose through backend_choose, so they agree on what auto means; what happens when the
 * device fails during a run (the fallback to the CPU) is run.c's.  No libc beyond strcmp: gnc search's
 * fuzz target links this file without the rest of the engine.
 */
#include <string.h>
#include "engine/host.h"
#include "cuda/cuda_api.h"

static const char *const NAMES[] = {"auto", "cpu", "cuda"};

int backend_parse(const char *name) {
  for (int b = BACKEND_AUTO; name && b <= BACKEND_CUDA; b++)
    if (strcmp(name, NAMES[b]) == 0) return b;
  return -1;
}

const char *backend_name(int backend) {
  return backend >= BACKEND_AUTO && backend <= BACKEND_CUDA ? NAMES[backend] : "?";
}

int backend_choose(int asked) {
  if (asked == BACKEND_CUDA) return cuda_available() ? BACKEND_CUDA : -1;
  return asked == BACKEND_AUTO && cuda_available() ? BACKEND_CUDA : BACKEND_CPU;
}
