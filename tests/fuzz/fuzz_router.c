/* fuzz_router.c - libFuzzer target for the hybrid compiler's router (src/neural/router.c): any bytes as a router
 * file (rt_parse must reject every malformed text with a sentence naming its line, and never crash or read out
 * of bounds) and as a source (rt_features reads programs straight from the batch: any bytes, any length).
 * A text that parses is checked against what the parser promises: finite numbers, positive scales, a
 * threshold in [0, 1], a probability in [0, 1] for the input as a program.
 *
 *   make fuzz && build/fuzz/fuzz_router -max_total_time=60 build/fuzz/corpus_router
 * tests/run.sh seeds the corpus with models/gnc-router.txt.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "neural/nc.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  Router r;
  char err[256];
  double f[RT_NFEAT];
  rt_features((const char *)data, (int64_t)size, f);
  for (int k = 0; k < RT_NFEAT; k++)
    if (!(f[k] >= 0) || !isfinite(f[k])) abort();
  if (rt_parse(&r, (const char *)data, size, err, sizeof err) != 0) {
    if (strncmp(err, "line ", 5) != 0) abort();
    return 0;
  }
  if (!(r.threshold >= 0 && r.threshold <= 1) || !isfinite(r.bias)) abort();
  for (int k = 0; k < RT_NFEAT; k++)
    if (!(r.scale[k] > 0) || !isfinite(r.mean[k]) || !isfinite(r.scale[k]) || !isfinite(r.weight[k])) abort();
  double p = rt_predict(&r, f);
  if (!(p >= 0 && p <= 1)) abort();
  (void)rt_route(&r, (const char *)data, (int64_t)size);
  return 0;
}
