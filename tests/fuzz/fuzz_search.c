/* fuzz_search.c - libFuzzer target for what `gnc search` reads: any bytes as a problem file (sr_problem_parse must
 * reject every malformed one with a message and never crash; a problem that parses must give genomes that print),
 * as a checkpoint of a fixed problem (sr_checkpoint_parse: damaged, truncated or foreign checkpoints are errors),
 * and as a raw genome (gp_valid must reject what the printer cannot print: a genome it accepts prints within
 * GP_SRC_CAP).
 *
 *   make fuzz && build/fuzz/fuzz_search -max_total_time=60 build/fuzz/corpus_search
 * With FUZZ_SEARCH_SEEDS=DIR set it writes DIR/problem.json (the fixed problem) and exits; tests/run.sh then adds
 * a checkpoint of it made by gnc search to the corpus.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

static const char PROBLEM[] =
  "{\"signature\": \"double f(int x[], int n, double y, bool b)\", \"train\": [{\"args\": [[1, 2], 2, 0.5, true], "
  "\"expect\": 1.5}, {\"args\": [[], 0, -1, false], \"expect\": 0}], \"test\": [{\"args\": [[3], 1, 2, true], "
  "\"expect\": 5}]}\n";

static Problem fixed;

static void genomes_print(const Problem *pb, const uint8_t *data, size_t size) {
  char *src = malloc(GP_SRC_CAP);
  GpGenome g;
  GpRng r = gp_rng_at(size, data[0], 0);
  int k;
  for (k = 0; k < 4; k++) {
    gp_random(&pb->spec, &r, &g);
    if (!gp_valid(&pb->spec, &g) || gp_emit(&pb->spec, &g, src, GP_SRC_CAP) < 0) abort();
  }
  free(src);
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  const char *seeds = getenv("FUZZ_SEARCH_SEEDS");
  char err[512];
  (void)argc;
  (void)argv;
  if (sr_problem_parse(PROBLEM, sizeof PROBLEM - 1, &fixed, err, sizeof err) != 0) {
    fprintf(stderr, "fuzz_search: the fixed problem: %s\n", err);
    abort();
  }
  if (seeds) {
    char path[4096];
    FILE *f;
    snprintf(path, sizeof path, "%s/problem.json", seeds);
    if (!(f = fopen(path, "w"))) abort();
    fputs(PROBLEM, f);
    fclose(f);
    exit(0);
  }
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  Problem pb;
  char err[512];
  SrCkHead h;
  GpGenome *pop;
  char *lines;
  if (size == 0) return 0;
  if (sr_problem_parse((const char *)data, size, &pb, err, sizeof err) == 0) {
    genomes_print(&pb, data, size);
    sr_problem_free(&pb);
  } else if (!err[0]) abort();
  if (sr_checkpoint_parse(data, size, &fixed, &h, &pop, &lines, err, sizeof err) == 0) {
    char *src = malloc(GP_SRC_CAP);
    for (int32_t k = 0; k < h.pop; k++)
      if (gp_emit(&fixed.spec, &pop[k], src, GP_SRC_CAP) < 0) abort();
    free(src);
    free(pop);
    free(lines);
  } else if (!err[0]) abort();
  if (size >= sizeof(GpGenome)) {
    GpGenome g;
    memcpy(&g, data, sizeof g);
    if (gp_valid(&fixed.spec, &g)) {
      char *src = malloc(GP_SRC_CAP);
      if (gp_emit(&fixed.spec, &g, src, GP_SRC_CAP) < 0) abort();
      free(src);
    }
  }
  return 0;
}
