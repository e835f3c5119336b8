/* common.c - option values and checkpoints of the `gnc neural` subcommands (common.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli/neural/common.h"

int nc_no_value(const char *cmd, int argc, char **argv, int i) {
  if (strchr(argv[i], '=') || i + 1 < argc) return 0;
  cli_error(cmd, "option '%s' needs a value", argv[i]);
  return 1;
}

int nc_bad_value(const char *cmd, const char *opt, const char *v) {
  return cli_error(cmd, "bad value '%s' for %s", v, opt);
}

int nc_count(const char *cmd, const char *opt, const char *v, int64_t lo, int64_t hi, int64_t *out) {
  int64_t n = cli_parse_count(cmd, opt, v, hi);
  if (n < 0) return EXIT_USER;
  if (n < lo) return nc_bad_value(cmd, opt, v);
  *out = n;
  return 0;
}

int nc_real(const char *cmd, const char *opt, const char *v, double *out) {
  char *e;
  *out = strtod(v, &e);
  return *e || e == v ? nc_bad_value(cmd, opt, v) : 0;
}

NnModel *nc_resume(const char *cmd, const char *path, void *state, size_t size, uint32_t magic, const char *what,
                   int64_t want_steps, const int64_t *step, int64_t *steps) {
  char err[256];
  size_t n = 0;
  NcStateHead h;
  NnModel *m = nn_load(path, state, size, &n, err, sizeof err);
  if (!m) {
    cli_error(cmd, "cannot resume: %s", err);
    return NULL;
  }
  memcpy(&h, state, sizeof h);
  if (n != size || h.magic != magic || h.version != 1) {
    cli_error(cmd, "cannot resume: %s holds no %s state", path, what);
  } else if (want_steps > 0 && want_steps <= *step) { /* lengthened or shortened, not below where it is */
    cli_error(cmd, "--steps %lld: the checkpoint is at step %lld already", (long long)want_steps, (long long)*step);
  } else {
    if (want_steps > 0) *steps = want_steps;
    return m;
  }
  nn_free(m);
  return NULL;
}

int nc_save(const char *cmd, NnModel *m, NnCudaModel *g, const char *path, const void *state, size_t size) {
  char err[256];
  if (g && nn_cuda_to_host(g, m)) {
    cli_error(cmd, "cannot copy the model from the GPU: %s", nn_cuda_error());
    return 1;
  }
  if (!nn_save(m, path, state, size, 1, err, sizeof err)) {
    cli_error(cmd, "%s", err);
    return 1;
  }
  return 0;
}
