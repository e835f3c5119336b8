/* fuzz_ckpt.c - libFuzzer target for the neural compiler's checkpoint loader: any bytes as a checkpoint.
 *
 * A checkpoint is untrusted input (`gnc neural compile|eval|info|train --resume` load any file), so nn_load
 * must reject every malformed file with a sentence in err and never crash, read out of bounds or leak.  The
 * input is written to a memfd and loaded through /proc/self/fd/N, twice: with a small buffer for the
 * trainer's blob (a larger blob is an error) and with none (the blob is skipped).  A file that loads is
 * checked against what the loader promises: a plausible config, the parameter count of that config, a
 * blob that fit the buffer, a step only with the optimizer state.
 *
 *   make fuzz && build/fuzz/fuzz_ckpt -max_total_time=60 build/fuzz/corpus_ckpt
 * FUZZ_CKPT_SEEDS=DIR build/fuzz/fuzz_ckpt writes tiny valid checkpoints into DIR (nn_save's own format:
 * with and without the AdamW state and a trainer blob, one and two layers) and exits; tests/run.sh makes
 * its corpus so, and adds one `gnc neural train` writes.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "neural/nn/nn.h"

#define FZ_EXTRA_CAP 64

static void fz_fail(const char *what, const char *path) {
  fprintf(stderr, "fuzz_ckpt: %s (%s)\n", what, path);
  abort();
}

/* loads path once; extra: a buffer of FZ_EXTRA_CAP bytes or NULL */
static void fz_load(const char *path, size_t size, uint8_t *extra) {
  char err[512];
  size_t extra_len = (size_t)-1;
  NnModel *m;
  err[0] = 0;
  m = nn_load(path, extra, extra ? FZ_EXTRA_CAP : 0, &extra_len, err, sizeof err);
  if (!m) {
    if (!err[0] || !memchr(err, 0, sizeof err)) fz_fail("a failed load without a message", path);
    return;
  }
  const NnConfig *c = &m->cfg;
  if (c->vocab < 1 || c->vocab > 65536 || c->ctx < 1 || c->ctx > 65536 || c->layers < 1 || c->layers > 64 ||
      c->ch < 1 || c->ch > 8192 || c->heads < 1 || c->ch % c->heads != 0)
    fz_fail("a loaded model with an implausible config", path);
  if (m->nparams != nn_param_count(c) || !m->params_flat) fz_fail("a loaded model with a wrong parameter count", path);
  if (m->nparams * 4 + 52 > size) fz_fail("a loaded model larger than its file", path);
  if (extra && extra_len > FZ_EXTRA_CAP) fz_fail("a blob larger than the buffer was accepted", path);
  if (extra_len + 52 > size) fz_fail("a blob larger than the file", path);
  if (m->step != 0 && (!m->m_flat || !m->v_flat)) fz_fail("a step without the optimizer state", path);
  /* touch every parameter and moment (ASan: they were all allocated) */
  volatile float sink = 0;
  for (size_t i = 0; i < m->nparams; i++) sink += m->params_flat[i] + (m->m_flat ? m->m_flat[i] + m->v_flat[i] : 0);
  (void)sink;
  nn_free(m);
}

/* tiny checkpoints, small enough for -max_len */
static void fz_write_seeds(const char *dir) {
  static const struct { const char *name; NnConfig cfg; int opt; int64_t step; size_t blob; } seeds[] = {
      {"plain.ckpt", {16, 8, 1, 1, 4}, 0, 0, 0},
      {"adamw-blob.ckpt", {12, 4, 1, 2, 4}, 1, 7, 48},
      {"two-layers.ckpt", {5, 3, 2, 1, 2}, 1, 3, 0},
      {"big-blob.ckpt", {3, 2, 1, 1, 1}, 0, 0, 200},
  };
  uint8_t blob[256];
  char path[4096], err[512];
  for (size_t i = 0; i < sizeof blob; i++) blob[i] = (uint8_t)(i * 7 + 1);
  for (size_t i = 0; i < sizeof seeds / sizeof seeds[0]; i++) {
    NnModel *m = nn_new(&seeds[i].cfg, 1 + i);
    if (!m) abort();
    m->step = seeds[i].step;
    snprintf(path, sizeof path, "%s/%s", dir, seeds[i].name);
    if (!nn_save(m, path, seeds[i].blob ? blob : NULL, seeds[i].blob, seeds[i].opt, err, sizeof err)) {
      fprintf(stderr, "fuzz_ckpt: %s\n", err);
      exit(1);
    }
    nn_free(m);
  }
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  const char *seeds = getenv("FUZZ_CKPT_SEEDS");
  if (seeds) {
    fz_write_seeds(seeds);
    exit(0);
  }
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static uint8_t extra[FZ_EXTRA_CAP];
  char path[64];
  int fd = memfd_create("ckpt", 0);
  if (fd < 0 || (size && write(fd, data, size) != (ssize_t)size)) abort();
  snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
  fz_load(path, size, extra);
  fz_load(path, size, NULL);
  close(fd);
  return 0;
}
