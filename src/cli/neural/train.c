/* train.c - `gnc neural train`: the model learns the traditional compiler's listings (without the
 * optimizer) of `gnc gen` programs.
 *
 * Data: program seeds from NC_TRAIN_SEED0 upward, so every seed below it (what `gnc gen --seed 1` and the
 * benchmarks use) is held out and never trained on.  Each unit of a program (an expression, nlist.h) is one
 * example: prompt + listing, the loss taken on the listing's tokens only.  A batch is a pure function of
 * (the next seed, the step): it takes programs in seed order, NC_PER_PROG units of each, until NC_POOL x B
 * examples are found, and keeps the B whose lengths are nearest to that of one the step chooses in proportion
 * to its listing's length (little padding); so a run that resumes from a checkpoint sees exactly the batches an
 * uninterrupted run would have seen.
 * The program size (small, or 1 in 8 medium with --size mixed) follows the seed.
 * Optimizer: AdamW, linear warmup then cosine decay to lr/10, gradient clipping at 1.
 * Checkpoints: every --save-every seconds and at the end, the model with its AdamW state and the trainer's
 * state (next seed, step, tokens, elapsed time, options), written atomically; --resume continues one.
 * On a terminal a progress line (step, loss, tokens/s, ETA) is redrawn; otherwise a line every 50 steps.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cli/cli.h"
#include "neural/nc.h"
#include "engine/host.h"
#include "gen/gen.h"
#include "neural/nn/nn.h"
#include "neural/nn/nn_cuda.h"
#include "cli/neural/common.h"

#define NC_TRAIN_SEED0 1000000ULL
#define NC_STATE_MAGIC 0x54434E47u /* "GNCT" */
#define NC_PER_PROG 8              /* units a program gives a batch at most: spread over many programs */
#define NC_POOL 4                  /* a batch is the B of NC_POOL x B examples nearest in length to one */

/* the trainer's state, saved in the checkpoint's extra blob */
typedef struct {
  uint32_t magic, version;
  uint64_t next_seed;
  int64_t step, steps, tokens;
  double elapsed;
  float lr;
  int32_t batch, size_mode;
} NcTrainState;

/* one example: prompt + listing of unit ui into seq; returns its length or 0 if it does not fit / is not
 * expressible */
static int32_t nc_example(const NcProg *p, int32_t ui, int32_t *seq, int32_t ctx, int32_t *plen) {
  const NcUnit *u = &p->unit[ui];
  int32_t n, why;
  int32_t *lst = nc_prog_listing(p, ui, &n, &why);
  if (!lst && why == NC_E_NOMEM) cli_nomem();
  if (!lst) return 0;
  if (u->plen + n > ctx) { free(lst); return 0; }
  memcpy(seq, u->prompt, sizeof(int32_t) * (size_t)u->plen);
  memcpy(seq + u->plen, lst, sizeof(int32_t) * (size_t)n);
  *plen = u->plen;
  free(lst);
  return u->plen + n;
}

typedef struct {
  int32_t B, ctx, T;
  int32_t *seq, *len, *plen;   /* NC_POOL x B x ctx examples: the pool; the batch is B of them */
  int32_t *pick;               /* the pool's examples in the batch                            */
  int *inputs, *targets;       /* B x T                                                       */
  int64_t tokens;              /* listing tokens (those with a target)                        */
} NcBatch;

/* the pool's order by distance of length to the pivot's (then by position) */
static int32_t nc_pivot_len;
static const int32_t *nc_pool_len;
static int nc_by_pivot(const void *a, const void *b) {
  int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
  int32_t dx = abs(nc_pool_len[x] - nc_pivot_len), dy = abs(nc_pool_len[y] - nc_pivot_len);
  return dx != dy ? (dx > dy) - (dx < dy) : (x > y) - (x < y);
}

/* the pool's example that a step's batch is grouped around: the one holding a listing token the step chooses,
 * so that an example is chosen in proportion to its listing's length (long units, rare among units but
 * where the model errs, are trained on as often as their share of the code) */
static int32_t nc_pivot(const NcBatch *b, int64_t step) {
  int64_t total = 0, r;
  int32_t i, P = NC_POOL * b->B;
  for (i = 0; i < P; i++) total += b->len[i] - b->plen[i];
  r = (int64_t)((uint64_t)step * 0x9E3779B97F4A7C15ull % (uint64_t)total);
  for (i = 0; i < P - 1 && r >= b->len[i] - b->plen[i]; i++) r -= b->len[i] - b->plen[i];
  return i;
}

/* fills a batch from seeds *next_seed.. (advanced past the programs used): a pool of NC_POOL x B examples,
 * of which the B whose lengths are nearest to that of one chosen by the step (so that little of the batch is
 * padding; the data is unlimited, the rest of the pool is dropped) */
static void nc_fill_batch(NcBatch *b, uint64_t *next_seed, int64_t step, int size_mode) {
  static char buf[1 << 20];
  int32_t got = 0, i, t, maxlen = 1, P = NC_POOL * b->B;
  while (got < P) {
    GenOpts o;
    NcProg p;
    char err[160];
    uint64_t seed = (*next_seed)++;
    size_t len;
    gen_default_opts(&o);
    o.size = size_mode == 1 && seed % 8 == 0 ? GEN_MEDIUM : GEN_SMALL;
    len = gen_program(seed, &o, buf, sizeof buf, NULL);
    if (len >= sizeof buf) continue;
    int e = nc_prog_init(&p, buf, (int32_t)len, 0, err, sizeof err);
    if (e == NC_E_NOMEM) cli_nomem();
    if (e == 0 && p.nunit > 0) { /* NC_PER_PROG of its units, from a place that the seed chooses */
      int32_t k, first = (int32_t)(seed * 2654435761u % (uint64_t)p.nunit);
      int32_t take = p.nunit < NC_PER_PROG ? p.nunit : NC_PER_PROG, stride = p.nunit / take;
      for (k = 0; k < take && got < P; k++) {
        int32_t ui = (first + k * stride) % p.nunit;
        int32_t n = nc_example(&p, ui, b->seq + (size_t)got * b->ctx, b->ctx, &b->plen[got]);
        if (n == 0) continue;
        b->len[got++] = n;
      }
    }
    nc_prog_free(&p);
  }
  for (i = 0; i < P; i++) b->pick[i] = i;
  nc_pool_len = b->len;
  nc_pivot_len = b->len[nc_pivot(b, step)];
  qsort(b->pick, (size_t)P, sizeof *b->pick, nc_by_pivot);
  for (i = 0; i < b->B; i++) if (b->len[b->pick[i]] > maxlen) maxlen = b->len[b->pick[i]];
  b->T = (maxlen + 7) / 8 * 8;
  if (b->T > b->ctx) b->T = b->ctx;
  b->tokens = 0;
  for (i = 0; i < b->B; i++) {
    int32_t e = b->pick[i];
    const int32_t *s = b->seq + (size_t)e * b->ctx;
    for (t = 0; t < b->T; t++) {
      int in = t < b->len[e] ? s[t] : NL_PAD;
      int tg = (t + 1 < b->len[e] && t + 1 >= b->plen[e]) ? s[t + 1] : -1;
      b->inputs[i * b->T + t] = in;
      b->targets[i * b->T + t] = tg;
      if (tg >= 0) b->tokens++;
    }
  }
}

static int nc_train_usage(int rc) {
  fprintf(rc ? stderr : stdout,
          "usage: gnc neural train [--out PATH] [--resume] [--steps N] [--batch B] [--lr LR]\n"
          "                        [--layers L] [--heads H] [--ch C] [--ctx T] [--size small|mixed]\n"
          "                        [--save-every SECONDS] [--seed S] [--device cpu|cuda]\n\n"
          "Trains the neural compiler on the listings of `gnc gen` programs (seeds from %llu up; lower seeds\n"
          "are held out).  Saves a checkpoint (model, AdamW state, data position) every --save-every seconds\n"
          "(default 300) and at the end; --resume continues the checkpoint at --out (default %s),\n"
          "with --steps as the new total when given (the learning-rate schedule follows it).\n"
          "Defaults: --steps 4000 --batch 64 --lr 0.001 --layers 4 --heads 4 --ch 128 --ctx 256 --size small.\n",
          (unsigned long long)NC_TRAIN_SEED0, NC_DEFAULT_MODEL);
  return rc;
}

/* the command line: the model's shape, the run's settings (steps, batch, size in st) and where it goes */
typedef struct {
  NnConfig cfg;
  NcTrainState st;
  const char *out;
  int resume, steps_given, cuda;
  double lr, save_every;
  uint64_t seed;
} NcTrainOpts;

/* an int option of at most INT32_MAX (the ranges are checked together after the options) */
static int nc_train_int(const char *opt, const char *v, int32_t *out) {
  int64_t n = 0;
  int bad = nc_count("neural train", opt, v, 0, INT32_MAX, &n);
  *out = (int32_t)n;
  return bad;
}

/* 0, or the exit status after the error */
static int nc_train_opts(int argc, char **argv, NcTrainOpts *o) {
  static const char *cmd = "neural train";
  NnConfig cfg = {NL_VOCAB, 256, 4, 4, 128};
  int i, bad = 0;
  int64_t seed = 1;
  memset(o, 0, sizeof *o);
  o->cfg = cfg; o->out = NC_DEFAULT_MODEL; o->lr = 1e-3; o->save_every = 300;
  o->st.steps = 4000; o->st.batch = 64; o->st.size_mode = 0;
  for (i = 0; i < argc && !bad; i++) {
    const char *a = argv[i], *v;
    if (!strcmp(a, "--resume")) { o->resume = 1; continue; }
    if (nc_no_value(cmd, argc, argv, i)) return nc_train_usage(1);
    if (cli_opt(argc, argv, &i, "--out", NULL, &v)) o->out = v;
    else if (cli_opt(argc, argv, &i, "--steps", NULL, &v)) {
      bad = nc_count(cmd, "--steps", v, 0, INT64_MAX, &o->st.steps);
      o->steps_given = 1;
    } else if (cli_opt(argc, argv, &i, "--batch", NULL, &v)) bad = nc_train_int("--batch", v, &o->st.batch);
    else if (cli_opt(argc, argv, &i, "--lr", NULL, &v)) bad = nc_real(cmd, "--lr", v, &o->lr);
    else if (cli_opt(argc, argv, &i, "--layers", NULL, &v)) bad = nc_train_int("--layers", v, &o->cfg.layers);
    else if (cli_opt(argc, argv, &i, "--heads", NULL, &v)) bad = nc_train_int("--heads", v, &o->cfg.heads);
    else if (cli_opt(argc, argv, &i, "--ch", NULL, &v)) bad = nc_train_int("--ch", v, &o->cfg.ch);
    else if (cli_opt(argc, argv, &i, "--ctx", NULL, &v)) bad = nc_train_int("--ctx", v, &o->cfg.ctx);
    else if (cli_opt(argc, argv, &i, "--save-every", NULL, &v)) bad = nc_real(cmd, "--save-every", v, &o->save_every);
    else if (cli_opt(argc, argv, &i, "--seed", NULL, &v)) {
      bad = nc_count(cmd, "--seed", v, 0, INT64_MAX, &seed);
      o->seed = (uint64_t)seed;
    } else if (cli_opt(argc, argv, &i, "--size", NULL, &v)) {
      if (strcmp(v, "small") && strcmp(v, "mixed")) return cli_error(cmd, "--size must be small or mixed");
      o->st.size_mode = !strcmp(v, "mixed");
    } else if (cli_opt(argc, argv, &i, "--device", NULL, &v)) {
      if (strcmp(v, "cuda") && strcmp(v, "cpu")) return cli_error(cmd, "--device must be cpu or cuda");
      o->cuda = !strcmp(v, "cuda");
    } else {
      cli_error(cmd, "unknown option '%s'", a);
      return nc_train_usage(1);
    }
  }
  return bad;
}

int nc_cmd_train(int argc, char **argv) {
  NcTrainOpts o;
  NnConfig cfg;
  NcTrainState st;
  const char *out;
  int i, tty = isatty(2);
  double t0, last_save, lr_max;
  NnModel *m = NULL;
  NnCudaModel *g = NULL;
  NcBatch b;
  char err[256];
  for (i = 0; i < argc; i++)
    if (cli_is_help(argv[i])) return nc_train_usage(0);
  if ((i = nc_train_opts(argc, argv, &o))) return i;
  memcpy(&st, &o.st, sizeof st); /* with its padding bytes (zero): the checkpoint holds them */
  cfg = o.cfg; out = o.out; lr_max = o.lr;
  if (st.steps < 1 || st.batch < 1 || st.batch > 4096 || cfg.layers < 1 || cfg.layers > 64 || cfg.heads < 1 ||
      cfg.ch < 1 || cfg.ch % cfg.heads || cfg.ctx < 32 || cfg.ctx > 8192 || !(lr_max > 0)) {
    fprintf(stderr, "gnc neural train: bad option value (steps, batch, layers, heads dividing ch, ctx 32..8192, lr)\n");
    return 1;
  }
  st.lr = (float)lr_max;
  lr_max = st.lr; /* the value a resumed run reads back, so both schedules agree bit for bit */
  if (o.resume) {
    m = nc_resume("neural train", out, &st, sizeof st, NC_STATE_MAGIC, "trainer", o.steps_given ? st.steps : 0,
                  &st.step, &st.steps);
    if (!m) return 1;
    cfg = m->cfg;
    lr_max = st.lr;
  } else {
    st.magic = NC_STATE_MAGIC; st.version = 1;
    st.next_seed = NC_TRAIN_SEED0; st.step = 0; st.tokens = 0; st.elapsed = 0;
    m = nn_new(&cfg, o.seed);
    if (!m) { fprintf(stderr, "gnc neural train: cannot create the model\n"); return 1; }
  }
  if (o.cuda) {
    g = nn_cuda_new(m, err, sizeof err);
    if (!g) { fprintf(stderr, "gnc neural train: --device cuda: %s\n", err); nn_free(m); return 1; }
  }
  b.B = st.batch; b.ctx = cfg.ctx;
  b.seq = xmalloc(sizeof(int32_t) * NC_POOL * (size_t)b.B * (size_t)b.ctx);
  b.len = xmalloc(sizeof(int32_t) * NC_POOL * (size_t)b.B);
  b.plen = xmalloc(sizeof(int32_t) * NC_POOL * (size_t)b.B);
  b.pick = xmalloc(sizeof(int32_t) * NC_POOL * (size_t)b.B);
  b.inputs = xmalloc(sizeof(int) * (size_t)b.B * (size_t)b.ctx);
  b.targets = xmalloc(sizeof(int) * (size_t)b.B * (size_t)b.ctx);
  fprintf(stderr,
          "gnc neural train: %zu parameters (L=%d H=%d C=%d ctx=%d V=%d), batch %d, steps %lld..%lld, %s, -> %s\n",
          nn_param_count(&cfg), cfg.layers, cfg.heads, cfg.ch, cfg.ctx, cfg.vocab, b.B, (long long)st.step,
          (long long)st.steps, o.cuda ? "cuda" : "cpu", out);
  t0 = host_now();
  last_save = t0;
  {
    double base_elapsed = st.elapsed, loss_avg = -1;
    int64_t tok_run = 0, warm = 100, first = st.step;
    while (st.step < st.steps) {
      double lr, now, rate, eta;
      float loss, norm = 0;
      int64_t s = st.step;
      nc_fill_batch(&b, &st.next_seed, s, st.size_mode);
      lr = s < warm ? lr_max * (double)(s + 1) / (double)warm
                    : lr_max * (0.1 + 0.45 * (1 + cos(M_PI * (double)(s - warm) /
                                                      (double)(st.steps - warm > 0 ? st.steps - warm : 1))));
      if (g) {
        if (nn_cuda_train_step(g, b.inputs, b.targets, b.B, b.T, (float)lr, 0.0f, 1.0f, &loss, &norm)) {
          fprintf(stderr, "\ngnc neural train: the GPU step failed: %s\n", nn_cuda_error());
          break;
        }
      } else {
        nn_forward(m, b.inputs, b.targets, b.B, b.T);
        nn_zero_grad(m);
        nn_backward(m);
        norm = nn_update(m, (float)lr, 0.0f, 1.0f);
        loss = m->mean_loss;
      }
      st.step++;
      st.tokens += b.tokens;
      tok_run += (int64_t)b.B * b.T;
      loss_avg = loss_avg < 0 ? loss : 0.95 * loss_avg + 0.05 * loss;
      now = host_now();
      st.elapsed = base_elapsed + (now - t0);
      rate = (double)tok_run / (now - t0 > 1e-9 ? now - t0 : 1e-9);
      eta = (double)(st.steps - st.step) * (now - t0) / (double)(st.step - first);
      if (tty) {
        fprintf(stderr, "\rstep %lld/%lld  loss %.4f  lr %.2e  |g| %.2f  %.0f tok/s  ETA %.0fm   ",
                (long long)st.step, (long long)st.steps, loss_avg, lr, norm, rate, eta / 60);
      } else if (st.step % 50 == 0 || st.step == st.steps) {
        fprintf(stderr, "step %lld/%lld loss %.4f lr %.2e |g| %.2f %.0f tok/s elapsed %.0fs ETA %.0fs\n",
                (long long)st.step, (long long)st.steps, loss_avg, lr, norm, rate, st.elapsed, eta);
      }
      if (now - last_save >= o.save_every && st.step < st.steps) {
        if (nc_save("neural train", m, g, out, &st, sizeof st)) break;
        last_save = now;
      }
    }
    if (tty) fprintf(stderr, "\n");
  }
  i = nc_save("neural train", m, g, out, &st, sizeof st);
  if (!i) fprintf(stderr, "gnc neural train: step %lld, %lld listing tokens, %.0f s; saved %s\n",
                  (long long)st.step, (long long)st.tokens, st.elapsed, out);
  if (g) nn_cuda_free(g);
  nn_free(m);
  free(b.seq); free(b.len); free(b.plen); free(b.pick); free(b.inputs); free(b.targets);
  return i ? 1 : 0;
}
