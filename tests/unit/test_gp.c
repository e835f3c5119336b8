/* test_gp.c - the genome code of `gnc search` (src/core/search/gp.c) and its problem files (src/cli/search_problem.c).
 *
 *   build/unit/test_gp PROBLEM.json...          the checks below for each problem, then "N passed, M failed"
 *   build/unit/test_gp --dump DIR PROBLEM.json  writes DIR/NNN.c: candidates of the problem (random and varied),
 *                                                for the comparison with gcc in tests/search/
 *
 * Checks: selection on hand-made error matrices (lexicase keeps only candidates that are best on some case
 * order, respects the pool, picks each of two specialists about half the time; tournament); per problem:
 * 3000 random genomes and 20000 children of every operator are well formed (gp_valid), within the limits,
 * printable, no loop temporary shadows a local, and compile with gnc's compiler (at least 99 %, and every
 * failure is printed); the same seed gives the same genome.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "core/batch/batch.h"
#include "engine/host.h"
#include "cli/cli.h"

static int npass, nfail;

static void check(int ok, const char *what) {
  if (ok) npass++;
  else { nfail++; printf("FAIL %s\n", what); }
}

/* ---------------------------------------------------------------- selection */
static void test_lexicase(void) {
  /* candidates: 0 best on case 0, 1 best on case 1, 2 dominated by both, 3 equal to 0 */
  double err[4 * 2] = {0, 5, 5, 0, 6, 6, 0, 5};
  int32_t pool[4] = {0, 1, 2, 3}, work[2 * 4 + 2], hits[4] = {0}, k;
  GpRng r = gp_rng_at(7, 0, 0);
  for (k = 0; k < 4000; k++) hits[gp_lexicase(err, 2, pool, 4, &r, work)]++;
  check(hits[2] == 0, "lexicase never picks a dominated candidate");
  check(hits[1] > 1700 && hits[1] < 2300, "lexicase picks the case-1 specialist about half the time");
  check(hits[0] > 700 && hits[3] > 700, "lexicase splits ties between equal candidates");
  memset(hits, 0, sizeof hits);
  for (k = 0; k < 1000; k++) hits[gp_lexicase(err, 2, pool + 1, 2, &r, work)]++;
  check(hits[0] == 0 && hits[3] == 0 && hits[2] == 0 && hits[1] == 1000, "lexicase respects the pool");
  {
    /* the first case decides unless tied: 3 cases, candidate 1 best on the most selective order only */
    double e2[3 * 3] = {0, 0, 9, 0, 1, 0, 1, 0, 0};
    int32_t p3[3] = {0, 1, 2}, w3[9], h3[3] = {0};
    for (k = 0; k < 3000; k++) h3[gp_lexicase(e2, 3, p3, 3, &r, w3)]++;
    check(h3[0] > 0 && h3[1] > 0 && h3[2] > 0, "lexicase: every specialist is chosen on some order");
  }
  {
    double one[3] = {4, 1, 9};
    int32_t p1[3] = {0, 1, 2}, w1[7];
    GpRng a = gp_rng_at(1, 2, 3), b = gp_rng_at(1, 2, 3);
    check(gp_lexicase(one, 1, p1, 3, &a, w1) == 1, "lexicase with one case: the best");
    (void)b;
  }
  {
    GpRng a = gp_rng_at(1, 2, 3), b = gp_rng_at(1, 2, 3), c = gp_rng_at(1, 2, 4);
    uint64_t x = gp_next(&a);
    check(x == gp_next(&b), "counter-based streams: the same arguments, the same numbers");
    check(x != gp_next(&c), "counter-based streams: other arguments, other numbers");
  }
}

static void test_tournament(void) {
  double tot[5] = {3, 1, 1, 7, 2};
  int32_t pool[5] = {0, 1, 2, 3, 4}, hits[5] = {0}, k;
  GpRng r = gp_rng_at(9, 0, 0);
  for (k = 0; k < 200; k++) check(gp_tournament(tot, pool, 5, 200, &r) == 1, "a big tournament picks the best (ties: lower index)");
  for (k = 0; k < 5000; k++) hits[gp_tournament(tot, pool, 5, 1, &r)]++;
  for (k = 0; k < 5; k++) check(hits[k] > 800 && hits[k] < 1200, "a tournament of one is uniform");
  memset(hits, 0, sizeof hits);
  for (k = 0; k < 5000; k++) hits[gp_tournament(tot, pool, 5, 2, &r)]++;
  check(hits[3] == 0 || hits[3] < 300, "a tournament of two rarely picks the worst");
  check(hits[1] > hits[0], "a tournament of two prefers the better");
}

/* ---------------------------------------------------------------- operators */
/* 1 if every declaration in the loop's body (a line "    long NAME" or "    double NAME") is a temporary t0..:
 * a temporary named like a local would shadow it, and the local's update would be dead code */
static int no_shadow(const char *src) {
  const char *l = strstr(src, "  for (");
  if (!l) l = strstr(src, "  while (");
  for (; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
    const char *d = !strncmp(l, "    long ", 9) ? l + 9 : !strncmp(l, "    double ", 11) ? l + 11 : NULL;
    if (d && *d != 't') return 0;
  }
  return 1;
}

typedef struct { void *ws; size_t cap; int64_t tried, ok; char first[GP_SRC_CAP + 256]; } Compiles;

static void try_compile(Compiles *c, const char *src, int32_t n) {
  Compiler cc;
  memset(&cc, 0, sizeof cc);
  c->tried++;
  if (cc_compile_host(&cc, src, n, "candidate.c", CC_HOST_SLOT, &c->ws, &c->cap) == 0) c->ok++;
  else if (!c->first[0]) snprintf(c->first, sizeof c->first, "%.*s", (int)n, src);
}

static void test_problem(const char *path, const char *dump) {
  Problem pb;
  GpGenome *pop = malloc(sizeof(GpGenome) * 200), child;
  char *src = malloc(GP_SRC_CAP), what[512];
  Compiles cp;
  int64_t k, bad_valid = 0, bad_emit = 0, bad_size = 0, bad_shadow = 0, ops[GV__N] = {0};
  int32_t i;
  memset(&cp, 0, sizeof cp);
  if (sr_problem_load(path, &pb) < 0) { check(0, path); return; }
  for (i = 0; i < 200; i++) {
    GpRng r = gp_rng_at(5, 0, (uint64_t)i);
    gp_random(&pb.spec, &r, &pop[i]);
  }
  {
    GpGenome x;
    GpRng r = gp_rng_at(5, 0, 3);
    gp_random(&pb.spec, &r, &x);
    check(!memcmp(&x, &pop[3], sizeof x), "the same seed gives the same genome");
  }
  for (k = 0; k < 23000; k++) {
    GpRng r = gp_rng_at(11, 1, (uint64_t)k);
    GpGenome *g = &child;
    int32_t n;
    if (k < 3000) {
      gp_random(&pb.spec, &r, &child);
    } else {   /* a chain: children replace members, so variation acts on varied genomes too */
      int32_t a = (int32_t)gp_below(&r, 200), b = (int32_t)gp_below(&r, 200);
      ops[gp_vary(&pb.spec, &r, &pop[a], &pop[b], &child)]++;
      pop[gp_below(&r, 200)] = child;
    }
    bad_valid += !gp_valid(&pb.spec, g);
    bad_size += g->n > GP_MAX_NODES;
    n = gp_emit(&pb.spec, g, src, GP_SRC_CAP);
    if (n < 0) { bad_emit++; continue; }
    bad_shadow += !no_shadow(src);
    if (k % 7 == 0) try_compile(&cp, src, n);
    if (dump && k % 460 == 0) {
      char f[4096];
      FILE *o;
      snprintf(f, sizeof f, "%s/%05lld.c", dump, (long long)(k / 460));
      if ((o = fopen(f, "w"))) { fwrite(src, 1, (size_t)n, o); fclose(o); }
    }
  }
  snprintf(what, sizeof what, "%s: every genome is well formed (%lld not)", path, (long long)bad_valid);
  check(bad_valid == 0, what);
  snprintf(what, sizeof what, "%s: every genome prints (%lld not)", path, (long long)bad_emit);
  check(bad_emit == 0 && bad_size == 0, what);
  snprintf(what, sizeof what, "%s: no loop temporary shadows a local (%lld do)", path, (long long)bad_shadow);
  check(bad_shadow == 0, what);
  for (i = GV_XOVER; i < GV__N; i++) {
    snprintf(what, sizeof what, "%s: operator %d makes children", path, i);
    check(ops[i] > 0 || (i == GV_LOOP && !pb.spec.loops), what);
  }
  snprintf(what, sizeof what, "%s: %.4f of %lld candidates compile (>= 0.99)", path,
           cp.tried ? (double)cp.ok / (double)cp.tried : 0.0, (long long)cp.tried);
  check(cp.tried > 1000 && cp.ok >= 0.99 * (double)cp.tried, what);
  if (cp.ok < cp.tried) printf("%s: %lld of %lld did not compile; the first:\n%s\n", path, (long long)(cp.tried - cp.ok),
                               (long long)cp.tried, cp.first);
  printf("%s: compile rate %.4f (%lld candidates)\n", path, (double)cp.ok / (double)cp.tried, (long long)cp.tried);
  free(cp.ws);
  free(pop);
  free(src);
  sr_problem_free(&pb);
}

int main(int argc, char **argv) {
  int i = 1;
  const char *dump = NULL;
  if (argc > 2 && !strcmp(argv[1], "--dump")) {
    dump = argv[2];
    mkdir(dump, 0755);
    i = 3;
  }
  if (!dump) {
    test_lexicase();
    test_tournament();
  }
  for (; i < argc; i++) test_problem(argv[i], dump);
  printf("%d passed, %d failed\n", npass, nfail);
  return nfail != 0;
}
