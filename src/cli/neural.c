/* neural.c - `gnc neural ...`: the neural compiler's commands.
 *
 *   gnc neural data     the training data's view of generated programs: how many the unit language
 *                       expresses, sequence lengths, the share of the code in units, and that the reference
 *                       listings compose back to the reference module byte for byte (the composer's own check)
 *   gnc neural train    neural/train.c
 *   gnc neural compile  one program: greedy, then up to K samples, first verified + tested one wins
 *   gnc neural eval     many programs against the traditional compiler, by execution
 *   gnc neural info     a checkpoint's configuration, step and parameter hash
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "neural/nc.h"
#include "engine/host.h"
#include "cli/cli.h"
#include "gen/gen.h"
#include "neural/nn/nn.h"
#include "cli/neural/common.h"
#include "neural/nn/nn_cuda.h"

typedef char nc_src_table_ok[TK_NL_END - TK_INT == 58 ? 1 : -1];

static void decode_progress(int32_t done, int32_t total) {
  if (done < total) fprintf(stderr, "\rdecoding: %d of %d candidate units   ", done, total);
  else fprintf(stderr, "\r%60s\r", "");
}

void nc_decode_cli(const NnModel *m, NnCudaModel *g, const NcJob *jobs, int32_t njobs, int32_t ncand,
                   NcSampleOpts *o, int32_t **out, int32_t *out_len) {
  o->progress = isatty(2) ? decode_progress : NULL;
  if (nc_decode(m, g, jobs, njobs, ncand, o, out, out_len) != 0) cli_nomem();
  if (o->device_failed) fprintf(stderr, "gnc neural: GPU decoding failed: %s\n", nn_cuda_error());
}

NnModel *nc_load_model(const char *given, const char *cmd) {
  char err[4500];
  int nomem = 0;
  NnModel *m = nc_model_open(given, err, sizeof err, &nomem);
  if (nomem) cli_nomem();
  if (!m) fprintf(stderr, "gnc neural %s: %s\n", cmd, err);
  return m;
}

static int nc_usage_main(FILE *f) {
  fprintf(f,
          "usage: gnc neural COMMAND [OPTIONS]\n\n"
          "commands:\n"
          "  compile  translate a program with the model: greedy, then K verified samples\n"
          "  eval     measure the model against the traditional compiler by execution\n"
          "  train    train the model (resumable checkpoints)\n"
          "  rl       fine-tune it by reinforcement learning from execution rewards\n"
          "  data     statistics of the training data made from generated programs\n"
          "  info     a checkpoint's configuration, step and parameter hash\n"
          "  train-router  fit the hybrid compiler's router on held-out results\n\n"
          "gnc neural COMMAND --help shows the options of a command.\n");
  return 1;
}

/* ---------------------------------------------------------------- data */

typedef struct { long n, sum, max; } NcStat;
static void nc_stat(NcStat *s, long v) { s->n++; s->sum += v; if (v > s->max) s->max = v; }

static int nc_cmd_data(int argc, char **argv) {
  uint64_t seed = 1;
  long count = 100, k;
  int size = GEN_SMALL, i, show = 0;
  long programs = 0, expressible = 0, exact = 0, verified = 0, why[16] = {0};
  NcStat ps = {0}, ls = {0}, ss = {0}, us = {0};
  long long words = 0, unit_words = 0;
  int64_t unit_nodes = 0;
  for (i = 0; i < argc; i++) {
    const char *v;
    int64_t n = 0;
    int bad = 0;
    if (cli_is_help(argv[i])) {
      printf("usage: gnc neural data [--seed N] [--count K] [--size small|medium] [--unit-nodes N] [--show]\n\n"
             "The training data's view of generated programs: how many the unit language expresses, the\n"
             "sequence lengths, the share of the code in units, and that the reference listings of every unit\n"
             "compose back to the reference module byte for byte (exit 1 when they do not).  --show prints each\n"
             "unit's prompt and listing.  --unit-nodes: the largest unit (as for `gnc neural compile`).\n");
      return 0;
    }
    if (!strcmp(argv[i], "--show")) {
      show = 1;
    } else if (cli_opt(argc, argv, &i, "--seed", NULL, &v)) {
      bad = nc_count("neural data", "--seed", v, 0, INT64_MAX, &n);
      seed = (uint64_t)n;
    } else if (cli_opt(argc, argv, &i, "--count", NULL, &v)) {
      bad = nc_count("neural data", "--count", v, 0, INT64_MAX, &n);
      count = (long)n;
    } else if (cli_opt(argc, argv, &i, "--size", NULL, &v)) {
      size = v ? gen_parse_size(v) : -1;
    } else if (cli_opt(argc, argv, &i, "--unit-nodes", NULL, &v)) {
      bad = nc_count("neural data", "--unit-nodes", v, 1, NL_UNODES_MAX, &n);
      unit_nodes = n;
    } else {
      return cli_error("neural data", "unknown option '%s'\nusage: gnc neural data [--seed N] [--count K] "
                       "[--size small|medium] [--unit-nodes N] [--show]", argv[i]);
    }
    if (bad) return bad;
  }
  if (size < 0 || count < 0) { fprintf(stderr, "gnc neural data: bad --size or --count\n"); return 1; }
  for (k = 0; k < count; k++) {
    GenOpts o;
    static char buf[1 << 20];
    size_t len;
    NcProg p;
    NcCompose cs;
    char err[200];
    int32_t **lst, *n, ui;
    int bad = 0, e;
    gen_default_opts(&o);
    o.size = size;
    len = gen_program(seed + (uint64_t)k, &o, buf, sizeof buf, NULL);
    if (len >= sizeof buf) continue;
    programs++;
    e = nc_prog_init(&p, buf, (int32_t)len, (int32_t)unit_nodes, err, sizeof err);
    if (e == NC_E_NOMEM) cli_nomem();
    if (e) { why[e > 0 && e < 16 ? e : 0]++; nc_prog_free(&p); continue; }
    lst = xmalloc(sizeof *lst * ((size_t)p.nunit + 1));
    memset(lst, 0, sizeof *lst * ((size_t)p.nunit + 1));
    n = xmalloc(sizeof *n * ((size_t)p.nunit + 1));
    memset(n, 0, sizeof *n * ((size_t)p.nunit + 1));
    for (ui = 0; ui < p.nunit && !bad; ui++) {
      lst[ui] = nc_prog_listing(&p, ui, &n[ui], &e);
      if (!lst[ui] && e == NC_E_NOMEM) cli_nomem();
      if (!lst[ui]) { why[e < 16 ? e : 0]++; bad = 1; }
    }
    words += p.code_words;
    unit_words += p.unit_words;
    nc_stat(&us, p.nunit);
    if (!bad) {
      const uint8_t *out;
      int32_t bad_unit, m_len;
      expressible++;
      for (ui = 0; ui < p.nunit; ui++) {
        nc_stat(&ps, p.unit[ui].plen);
        nc_stat(&ls, n[ui]);
        nc_stat(&ss, p.unit[ui].plen + n[ui]);
        if (show) {
          int32_t t;
          char tb[32];
          for (t = 0; t < p.unit[ui].plen; t++) printf("%s ", nc_token_text(p.unit[ui].prompt[t], tb, sizeof tb));
          printf("\n  => ");
          for (t = 0; t < n[ui]; t++) printf("%s ", nc_token_text(lst[ui][t], tb, sizeof tb));
          printf("\n");
        }
      }
      memset(&cs, 0, sizeof cs);
      m_len = nc_compose(&p, (const int32_t *const *)lst, n, 1, &cs, &out, &bad_unit);
      if (m_len == NC_E_NOMEM) cli_nomem();
      if (m_len == p.ref_len && !memcmp(out, p.ref, (size_t)m_len)) exact++;
      else fprintf(stderr, "seed %llu: composed module differs (%d vs %d bytes, unit %d)\n",
                   (unsigned long long)(seed + (uint64_t)k), m_len, p.ref_len, bad_unit);
      if (m_len > 0) {
        Module m;
        VfyError ve;
        static uint8_t vws[1 << 22];
        if (mod_load(out, (size_t)m_len, &m) == MOD_OK && vfy_workspace_size(&m) <= sizeof vws &&
            vfy_module(&m, vws, sizeof vws, &ve) == 0)
          verified++;
      }
      nc_compose_free(&cs);
    }
    for (ui = 0; ui < p.nunit; ui++) free(lst[ui]);
    free(lst);
    free(n);
    nc_prog_free(&p);
  }
  printf("programs %ld  expressible %ld (%.1f%%)  composed exactly %ld  verified %ld\n", programs, expressible,
         programs ? 100.0 * expressible / programs : 0.0, exact, verified);
  for (i = 1; i < 16; i++)
    if (why[i]) printf("  not expressible: %ld x %s\n", why[i], nc_error_text(i));
  if (us.n)
    printf("units per program mean %.1f max %ld; code words in units %.1f%% (%lld of %lld)\n",
           (double)us.sum / us.n, us.max, words ? 100.0 * (double)unit_words / (double)words : 0.0,
           (long long)unit_words, (long long)words);
  if (ps.n)
    printf("units %ld  prompt mean %.1f max %ld  listing mean %.1f max %ld  sequence mean %.1f max %ld\n",
           ps.n, (double)ps.sum / ps.n, ps.max, (double)ls.sum / ls.n, ls.max, (double)ss.sum / ss.n, ss.max);
  return exact == expressible ? 0 : 1; /* a reference listing that does not compose back is a bug */
}

int cmd_neural(int argc, char **argv) {
  if (argc < 2) return nc_usage_main(stderr);
  nn_set_threads(0);
  if (!strcmp(argv[1], "data")) return nc_cmd_data(argc - 2, argv + 2);
  if (!strcmp(argv[1], "train")) return nc_cmd_train(argc - 2, argv + 2);
  if (!strcmp(argv[1], "eval")) return nc_cmd_eval(argc - 2, argv + 2);
  if (!strcmp(argv[1], "compile")) return nc_cmd_compile(argc - 2, argv + 2);
  if (!strcmp(argv[1], "info")) return nc_cmd_info(argc - 2, argv + 2);
  if (!strcmp(argv[1], "train-router")) return nc_cmd_train_router(argc - 2, argv + 2);
  if (!strcmp(argv[1], "rl")) return nc_cmd_rl(argc - 2, argv + 2);
  if (cli_is_help(argv[1])) { nc_usage_main(stdout); return 0; }
  fprintf(stderr, "gnc neural: unknown command '%s'\n", argv[1]);
  return nc_usage_main(stderr);
}
