/* rl.c - `gnc neural rl`: the supervised model fine-tuned by reinforcement learning from execution
 * rewards (the paper's eq. 5), with group-relative policy gradients and no critic.
 *
 * A step takes --programs programs (`gnc gen` seeds from NC_RL_SEED0 up: disjoint from the supervised
 * training data, seeds from 1,000,000, and from the held-out seeds below that) and samples --group
 * candidates of each with the verifier-constrained decoder of nc_sample.c (every candidate samples: no
 * greedy one; top-k and top-p off, so the sampled policy is exactly the masked softmax at the temperature).
 * Program candidate j is the module composed from every unit's candidate j.
 *
 * Reward of a candidate (the paper's shape): the oracle is the reference module (the traditional compiler
 * without the optimizer) on the program's own tests plus NC_RL_RANDOM_SETS random argument sets of the
 * entry's signature (nc_random_args); a candidate passes when it agrees with the reference on all of them
 * (trap, return value bit for bit, arrays after the call), with fuel 10x the reference's + 1000 per set.
 *   r = 10 + W * max(0, 1 - S_cand / S_ref)   when it passes, else 0
 * S the VM instructions executed summed over every set, W = --efficiency.  The paper's +1 for a valid
 * candidate is dropped: constrained decoding makes every candidate verify, so it would be a constant.
 * --partial P adds P * (share of the sets passed) to every candidate (not in the paper; 0 by default).
 *
 * Policy gradient: in each group, advantage A_j = (r_j - mean) / (std + NC_RL_ADV_EPS) (population std); a
 * group whose rewards are all equal carries no signal and is skipped.  The loss is
 *   L = (1 / N) * sum_j A_j * sum_t -log q(token_jt)
 * over every sampled listing token of every candidate of the other groups, N the number of those tokens.
 * q is the policy that was sampled: softmax(logits / temperature) renormalised over the tokens the
 * decoder allowed at that point.  The allowed sets are recomputed by replaying NlDec over each sampled
 * listing (nl_dec_mask before each token, nl_dec_push after), and tokens that the decoder appended itself
 * to close a listing that ran out of room (nl_dec_close_tok, found by the same room test as nc_pick) are
 * not the model's choice and carry no gradient.  The gradient goes through nn_backward_pg (masked,
 * weighted cross-entropy, layers.c) in micro-batches of NC_RL_MB sequences accumulated, then one AdamW step
 * (constant --lr, the moments taken over from the checkpoint, clipping at 1, no weight decay); a step
 * whose groups are all uninformative takes no AdamW step (the moments would still move the weights).
 *
 * Checkpoints: the model, its AdamW state, and NcRlState (step, next seed, the run's seed, options,
 * counters, elapsed time), every --save-every seconds and at the end.  Every random choice is a function
 * of (seed, step) and of the next program seed, so --resume continues exactly as an uninterrupted run.
 */
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

#define NC_RL_SEED0 2000000ULL
#define NC_RL_MAGIC 0x52434E47u    /* "GNCR" */
#define NC_RL_RANDOM_SETS 32       /* random argument sets besides the program's tests */
#define NC_RL_PASS 10.0            /* reward of a candidate that passes every set */
#define NC_RL_ADV_EPS 1.0          /* in reward units: a tenth of the pass reward */
#define NC_RL_MB 16                /* sequences per forward + backward */
#define NC_RL_SCRATCH (1 << 20)
#define NC_RL_DEFAULT_OUT "models/gnc-neural-rl.ckpt"

typedef struct {
  uint32_t magic, version;
  uint64_t next_seed, seed;
  int64_t step, steps;
  int64_t samples, passes, updates, tokens; /* candidates, passing ones, AdamW steps, trained tokens */
  double elapsed, reward_sum;
  float lr, temperature, efficiency, partial;
  int32_t programs, group, size_mode, pad;
} NcRlState;

typedef struct {
  char *src;
  NcProg p;
  int32_t entry_fn, nsets;
  NcArgs *sets;                  /* the program's tests, then the random sets */
  NcRun *ref;                    /* the reference on each                     */
  int64_t ref_steps;             /* summed                                    */
} NcRlProg;

typedef struct {
  const NcProg *p;
  int32_t ui, n, free_n;         /* listing length; tokens the model chose (the rest closed by the decoder) */
  const int32_t *lst;
  float adv;
} NcRlSeq;

static void nc_rl_prog_free(NcRlProg *q) {
  if (q->p.ws || q->p.ref) nc_prog_free(&q->p);
  free(q->src);
  free(q->sets);
  free(q->ref);
  memset(q, 0, sizeof *q);
}

/* program `seed` prepared with its oracle; 0 when the model cannot take it (does not fit the listing
 * language's prompt rules or the context) */
static int nc_rl_take(NcRlProg *q, uint64_t seed, int size_mode, int32_t ctx) {
  static char buf[1 << 20];
  GenOpts o;
  GenInfo info;
  Module ref;
  char err[200];
  size_t len;
  int32_t ui, t, a, k;
  memset(q, 0, sizeof *q);
  gen_default_opts(&o);
  o.size = size_mode == 1 && seed % 8 == 0 ? GEN_MEDIUM : GEN_SMALL;
  len = gen_program(seed, &o, buf, sizeof buf, &info);
  if (len >= sizeof buf) return 0;
  q->src = xmalloc(len + 1);
  memcpy(q->src, buf, len + 1);
  int e = nc_prog_init(&q->p, q->src, (int32_t)len, 0, err, sizeof err);
  if (e == NC_E_NOMEM) cli_nomem();
  if (e) { nc_rl_prog_free(q); return 0; }
  for (ui = 0; ui < q->p.nunit; ui++)
    if (q->p.unit[ui].plen + 16 >= ctx) { nc_rl_prog_free(q); return 0; }
  mod_load(q->p.ref, (size_t)q->p.ref_len, &ref);
  q->entry_fn = mod_find(&ref, info.entry, (int32_t)strlen(info.entry));
  if (q->entry_fn < 0 || ref.fn[q->entry_fn].nparams != info.nparams || info.nparams > NC_MAX_ARGS) {
    nc_rl_prog_free(q);
    return 0;
  }
  q->nsets = info.ntests + NC_RL_RANDOM_SETS;
  q->sets = xmalloc(sizeof(NcArgs) * (size_t)q->nsets);
  q->ref = xmalloc(sizeof(NcRun) * (size_t)q->nsets);
  for (t = 0; t < info.ntests; t++) {
    NcArgs *x = &q->sets[t];
    memset(x, 0, sizeof *x);
    x->n = info.nparams;
    for (a = 0; a < info.nparams; a++) {
      const GenArg *g = &info.args[t][a];
      if (TY_IS_ARR(g->ty)) {
        x->alen[a] = g->len;
        for (k = 0; k < g->len; k++) x->arr[a][k] = g->v[k];
      } else {
        x->v[a] = g->v[0];
      }
    }
  }
  for (t = 0; t < NC_RL_RANDOM_SETS; t++)
    nc_random_args(&ref, q->entry_fn, t, &q->sets[info.ntests + t]);
  for (t = 0; t < q->nsets; t++) {
    nc_exec(&ref, q->entry_fn, &q->sets[t], GNC_DEF_FUEL / 100, &q->ref[t]);
    q->ref_steps += q->ref[t].steps;
  }
  return 1;
}

/* the reward of program candidate ul (unit ui's listing ul[ui * stride]; NULL: unfinished); *pass set */
static double nc_rl_reward(NcRlProg *q, int32_t *const *ul, const int32_t *ulen, int32_t stride, NcCompose *cs,
                           uint8_t *scratch, const NcRlState *st, int *pass, int *valid) {
  Module cm;
  const uint8_t *mod;
  int32_t bad, total, t, ok = 0;
  int64_t steps = 0;
  *pass = *valid = 0;
  total = nc_compose(&q->p, (const int32_t *const *)ul, ulen, stride, cs, &mod, &bad);
  if (total == NC_E_NOMEM) cli_nomem();
  if (total <= 0 || total > NC_RL_SCRATCH) return 0;
  memcpy(scratch, mod, (size_t)total);
  int v = nc_verify(scratch, total, &cm);
  if (v < 0) cli_nomem();
  if (v) return 0;
  *valid = 1;
  for (t = 0; t < q->nsets; t++) {
    NcRun y;
    nc_exec(&cm, q->entry_fn, &q->sets[t], nc_candidate_fuel(&q->ref[t]), &y);
    if (nc_same(&q->ref[t], &y)) ok++;
    steps += y.steps;
  }
  *pass = ok == q->nsets;
  {
    double r = st->partial * (double)ok / (double)q->nsets;
    if (*pass) {
      double saving = q->ref_steps > 0 ? 1.0 - (double)steps / (double)q->ref_steps : 0.0;
      r += NC_RL_PASS + st->efficiency * (saving > 0 ? saving : 0.0);
    }
    return r;
  }
}

/* the model's own tokens of a sampled listing: those before the decoder had to close it for room (the
 * test of nc_pick, with the same max_len), replayed through NlDec.  With mask != NULL also writes the allowed
 * set before each of them (mask + k * NL_VOCAB). */
static int32_t nc_rl_replay(const NcRlSeq *s, int32_t ctx, int32_t max_len, uint8_t *mask, size_t stride) {
  NlDec d;
  int32_t k, plen = s->p->unit[s->ui].plen;
  nl_dec_init(&d, &s->p->c, &s->p->unit[s->ui].u);
  for (k = 0; k < s->n; k++) {
    int32_t room = ctx - (plen + k) < max_len - k ? ctx - (plen + k) : max_len - k;
    if (room <= nl_dec_close_len(&d) + 6) break;
    if (mask) nl_dec_mask(&d, mask + (size_t)k * stride);
    if (nl_dec_push(&d, s->lst[k]) != NL_OK) break; /* (cannot happen: the decoder chose it) */
  }
  return k;
}

static int nc_rl_usage(int rc) {
  fprintf(rc ? stderr : stdout,
          "usage: gnc neural rl [--model PATH] [--out PATH] [--resume] [--steps N] [--programs B] [--group G]\n"
          "                     [--lr LR] [--temperature T] [--efficiency W] [--partial P] [--seed S]\n"
          "                     [--save-every SECONDS] [--device cpu|cuda] [--size small|mixed]\n\n"
          "Fine-tunes the neural compiler by reinforcement learning from execution rewards.  Each step samples G\n"
          "verified candidates of each of B generated programs (seeds from %llu up), rewards each by execution\n"
          "against the traditional compiler (the program's tests and %d random argument sets): 10 when all\n"
          "agree, plus W * max(0, 1 - instructions / reference instructions); then one policy-gradient step with\n"
          "group-relative advantages (r - mean) / (std + 1) on the masked log-probabilities of the sampled tokens.\n"
          "Starts from --model (default %s, with its AdamW state) and writes --out (default %s)\n"
          "every --save-every seconds (default 300) and at the end; --resume continues --out with its saved\n"
          "options, --steps as the new total when given.\n"
          "Defaults: --steps 200 --programs 16 --group 8 --lr 1e-05 --temperature 1 --efficiency 5 --partial 0\n"
          "--seed 1 --size small --device cpu.\n",
          (unsigned long long)NC_RL_SEED0, NC_RL_RANDOM_SETS, NC_DEFAULT_MODEL, NC_RL_DEFAULT_OUT);
  return rc;
}

typedef struct {
  double reward, pass, samples, groups, informative, tokens, nll, norm, valid;
} NcRlStats;

/* one step: programs, samples, rewards, the policy-gradient update.  0 on success. */
static int nc_rl_step(NnModel *m, NnCudaModel *g, NcRlState *st, NcRlStats *ss) {
  int32_t B = st->programs, G = st->group, ctx = m->cfg.ctx, V = m->cfg.vocab, max_len = ctx;
  int32_t i, j, ui, njobs = 0, q = 0, nseq = 0, rc = 0;
  NcCompose cs;
  NcRlProg *progs = xmalloc(sizeof(NcRlProg) * (size_t)B);
  NcJob *jobs;
  NcRlSeq *seqs;
  NcSampleOpts so;
  int32_t **lst, *len;
  double *rew = xmalloc(sizeof(double) * (size_t)B * (size_t)G), ntok = 0;
  uint8_t *scratch = aligned_alloc(8, NC_RL_SCRATCH);
  memset(ss, 0, sizeof *ss);
  for (i = 0; i < B; i++)
    while (!nc_rl_take(&progs[i], st->next_seed++, st->size_mode, ctx)) {}
  memset(&cs, 0, sizeof cs);
  for (i = 0; i < B; i++) njobs += progs[i].p.nunit;
  jobs = xmalloc(sizeof(NcJob) * (size_t)(njobs + 1));
  for (i = 0; i < B; i++)
    for (ui = 0; ui < progs[i].p.nunit; ui++) { jobs[q].p = &progs[i].p; jobs[q++].ui = ui; }
  lst = calloc((size_t)(njobs + 1) * (size_t)G, sizeof(int32_t *));
  len = calloc((size_t)(njobs + 1) * (size_t)G, sizeof(int32_t));
  memset(&so, 0, sizeof so);
  so.temperature = st->temperature; so.top_k = 0; so.top_p = 1.0f; so.max_len = max_len; so.sample_all = 1;
  so.seed = nn_rand_u64(st->seed, (uint64_t)st->step);
  nc_decode_cli(m, g, jobs, njobs, G, &so, lst, len);
  /* rewards and advantages, group by group */
  seqs = xmalloc(sizeof(NcRlSeq) * (size_t)(njobs + 1) * (size_t)G);
  q = 0;
  for (i = 0; i < B; i++) {
    NcRlProg *pr = &progs[i];
    double mean = 0, var = 0, lo = INFINITY, hi = -INFINITY, sd;
    for (j = 0; j < G; j++) {
      int pass, valid;
      rew[i * G + j] = nc_rl_reward(pr, lst + q * G + j, len + q * G + j, G, &cs, scratch, st, &pass, &valid);
      ss->pass += pass;
      ss->valid += valid;
      ss->reward += rew[i * G + j];
      mean += rew[i * G + j] / G;
      if (rew[i * G + j] < lo) lo = rew[i * G + j];
      if (rew[i * G + j] > hi) hi = rew[i * G + j];
    }
    ss->groups++;
    for (j = 0; j < G; j++) var += (rew[i * G + j] - mean) * (rew[i * G + j] - mean) / G;
    sd = sqrt(var);
    if (hi > lo) {
      ss->informative++;
      for (ui = 0; ui < pr->p.nunit; ui++)
        for (j = 0; j < G; j++) {
          NcRlSeq *s = &seqs[nseq];
          double adv = (rew[i * G + j] - mean) / (sd + NC_RL_ADV_EPS);
          s->p = &pr->p; s->ui = ui; s->lst = lst[(q + ui) * G + j]; s->n = len[(q + ui) * G + j];
          s->adv = (float)adv;
          if (!s->lst || adv == 0) continue;
          s->free_n = nc_rl_replay(s, ctx, max_len, NULL, 0);
          if (s->free_n < 1) continue;
          ntok += s->free_n;
          nseq++;
        }
    }
    q += pr->p.nunit;
  }
  nc_compose_free(&cs);
  ss->samples = (double)B * G;
  ss->tokens = ntok;
  /* the policy-gradient step over the informative groups' sequences, in micro-batches */
  if (nseq > 0) {
    int *inputs = xmalloc(sizeof(int) * (size_t)NC_RL_MB * (size_t)ctx);
    int *targets = xmalloc(sizeof(int) * (size_t)NC_RL_MB * (size_t)ctx);
    float *weights = xmalloc(sizeof(float) * (size_t)NC_RL_MB * (size_t)ctx);
    uint8_t *allowed = xmalloc((size_t)NC_RL_MB * (size_t)ctx * (size_t)V);
    int32_t s0, b, t;
    if (g) rc = nn_cuda_zero_grad(g);
    else nn_zero_grad(m);
    for (s0 = 0; s0 < nseq && !rc; s0 += NC_RL_MB) {
      int32_t nb = nseq - s0 < NC_RL_MB ? nseq - s0 : NC_RL_MB, T = 1;
      float nll = 0;
      for (b = 0; b < nb; b++) {
        const NcRlSeq *s = &seqs[s0 + b];
        int32_t need = s->p->unit[s->ui].plen + s->free_n - 1;
        if (need > T) T = need;
      }
      T = (T + 15) / 16 * 16;
      if (T > ctx) T = ctx;
      memset(allowed, 0, (size_t)nb * (size_t)T * (size_t)V);
      for (b = 0; b < nb; b++) {
        const NcRlSeq *s = &seqs[s0 + b];
        int32_t plen = s->p->unit[s->ui].plen;
        int *in = inputs + (size_t)b * T, *tg = targets + (size_t)b * T;
        float *w = weights + (size_t)b * T;
        for (t = 0; t < T; t++) {
          int32_t k = t - plen + 1; /* the listing token predicted at position t */
          in[t] = t < plen ? s->p->unit[s->ui].prompt[t] : t - plen < s->free_n - 1 ? s->lst[t - plen] : NL_PAD;
          tg[t] = k >= 0 && k < s->free_n ? s->lst[k] : -1;
          w[t] = tg[t] >= 0 ? (float)(s->adv / ntok) : 0.0f;
        }
        nc_rl_replay(s, ctx, max_len, allowed + ((size_t)b * T + (size_t)(plen - 1)) * V, (size_t)V);
      }
      if (g) {
        rc = nn_cuda_forward(g, inputs, NULL, nb, T, NULL, NULL) ||
             nn_cuda_backward_pg(g, targets, allowed, weights, 1.0f / st->temperature, &nll);
      } else {
        nn_forward(m, inputs, NULL, nb, T);
        nll = nn_backward_pg(m, targets, allowed, weights, 1.0f / st->temperature);
        rc = nll < 0;
      }
      ss->nll += nll;
    }
    if (!rc) {
      float norm = 0;
      if (g) rc = nn_cuda_update(g, st->lr, 0.0f, 1.0f, &norm);
      else norm = nn_update(m, st->lr, 0.0f, 1.0f);
      ss->norm = norm;
      st->updates++;
    }
    if (rc) fprintf(stderr, "\ngnc neural rl: the %s step failed%s%s\n", g ? "GPU" : "CPU", g ? ": " : "",
                    g ? nn_cuda_error() : "");
    free(inputs); free(targets); free(weights); free(allowed);
  }
  st->samples += B * G;
  st->passes += (int64_t)ss->pass;
  st->tokens += (int64_t)ntok;
  st->reward_sum += ss->reward;
  for (i = 0; i < njobs * G; i++) free(lst[i]);
  for (i = 0; i < B; i++) nc_rl_prog_free(&progs[i]);
  free(lst); free(len); free(jobs); free(seqs); free(rew); free(progs); free(scratch);
  return rc;
}

/* the command line: the run's settings in st (NC_RL_MAGIC, version 1), and where it starts and goes */
typedef struct {
  NcRlState st;
  const char *model, *out;
  int resume, steps_given, cuda;
  double save_every;
} NcRlOpts;

/* a number option within [lo, hi] (open at lo when open_lo) as a float */
static int nc_rl_real(const char *opt, const char *v, double lo, int open_lo, double hi, float *out) {
  double d;
  if (nc_real("neural rl", opt, v, &d)) return EXIT_USER;
  if (!(open_lo ? d > lo : d >= lo) || d > hi) return nc_bad_value("neural rl", opt, v);
  *out = (float)d;
  return 0;
}

/* a count option within [lo, hi] as an int32_t */
static int nc_rl_int(const char *opt, const char *v, int64_t lo, int64_t hi, int32_t *out) {
  int64_t n = 0;
  int bad = nc_count("neural rl", opt, v, lo, hi, &n);
  *out = (int32_t)n;
  return bad;
}

/* a value option; 0, or the exit status after the error */
static int nc_rl_opt(int argc, char **argv, int *i, NcRlOpts *o) {
  static const char *cmd = "neural rl";
  NcRlState *st = &o->st;
  const char *v;
  int64_t seed = 0;
  int bad = 0;
  if (cli_opt(argc, argv, i, "--model", NULL, &v)) o->model = v;
  else if (cli_opt(argc, argv, i, "--out", NULL, &v)) o->out = v;
  else if (cli_opt(argc, argv, i, "--steps", NULL, &v)) {
    bad = nc_count(cmd, "--steps", v, 1, 1000000000LL, &st->steps);
    o->steps_given = 1;
  } else if (cli_opt(argc, argv, i, "--programs", NULL, &v)) bad = nc_rl_int("--programs", v, 1, 1024, &st->programs);
  else if (cli_opt(argc, argv, i, "--group", NULL, &v)) bad = nc_rl_int("--group", v, 2, 256, &st->group);
  else if (cli_opt(argc, argv, i, "--lr", NULL, &v)) bad = nc_rl_real("--lr", v, 0, 1, 1, &st->lr);
  else if (cli_opt(argc, argv, i, "--temperature", NULL, &v))
    bad = nc_rl_real("--temperature", v, 0.01, 1, 100, &st->temperature);
  else if (cli_opt(argc, argv, i, "--efficiency", NULL, &v))
    bad = nc_rl_real("--efficiency", v, 0, 0, 1000, &st->efficiency);
  else if (cli_opt(argc, argv, i, "--partial", NULL, &v)) bad = nc_rl_real("--partial", v, 0, 0, 1000, &st->partial);
  else if (cli_opt(argc, argv, i, "--seed", NULL, &v)) {
    bad = nc_count(cmd, "--seed", v, 0, INT64_MAX, &seed);
    st->seed = (uint64_t)seed;
  } else if (cli_opt(argc, argv, i, "--save-every", NULL, &v)) {
    if (nc_real(cmd, "--save-every", v, &o->save_every)) return EXIT_USER;
    if (!(o->save_every > 0)) return nc_bad_value(cmd, "--save-every", v);
  } else if (cli_opt(argc, argv, i, "--device", NULL, &v)) {
    if (strcmp(v, "cuda") && strcmp(v, "cpu")) return cli_error(cmd, "--device must be cpu or cuda");
    o->cuda = !strcmp(v, "cuda");
  } else if (cli_opt(argc, argv, i, "--size", NULL, &v)) {
    if (strcmp(v, "small") && strcmp(v, "mixed")) return cli_error(cmd, "--size must be small or mixed");
    st->size_mode = !strcmp(v, "mixed");
  } else {
    cli_error(cmd, "unknown option '%s'", argv[*i]);
    return nc_rl_usage(1);
  }
  return bad;
}

/* 0, or the exit status after the error */
static int nc_rl_opts(int argc, char **argv, NcRlOpts *o) {
  NcRlState *st = &o->st;
  int i, bad = 0;
  memset(o, 0, sizeof *o);
  o->model = NC_DEFAULT_MODEL; o->out = NC_RL_DEFAULT_OUT; o->save_every = 300;
  st->magic = NC_RL_MAGIC; st->version = 1;
  st->steps = 200; st->programs = 16; st->group = 8; st->lr = 1e-5f; st->temperature = 1.0f; st->efficiency = 5.0f;
  st->seed = 1; st->next_seed = NC_RL_SEED0;
  for (i = 0; i < argc && !bad; i++) {
    if (!strcmp(argv[i], "--resume")) { o->resume = 1; continue; }
    if (strncmp(argv[i], "--", 2)) {
      cli_error("neural rl", "unexpected argument '%s'", argv[i]);
      return nc_rl_usage(1);
    }
    if (nc_no_value("neural rl", argc, argv, i)) return nc_rl_usage(1);
    bad = nc_rl_opt(argc, argv, &i, o);
  }
  return bad;
}

int nc_cmd_rl(int argc, char **argv) {
  NcRlOpts o;
  NcRlState st;
  const char *out;
  int tty = isatty(2), i, rc = 0;
  double t0, last_save;
  NnModel *m;
  NnCudaModel *g = NULL;
  char err[256];
  for (i = 0; i < argc; i++)
    if (cli_is_help(argv[i])) return nc_rl_usage(0);
  if ((i = nc_rl_opts(argc, argv, &o))) return i;
  memcpy(&st, &o.st, sizeof st);
  out = o.out;
  if (o.resume) {
    m = nc_resume("neural rl", out, &st, sizeof st, NC_RL_MAGIC, "reinforcement-learning",
                  o.steps_given ? st.steps : 0, &st.step, &st.steps);
    if (!m) return 1;
    if (m->cfg.vocab != NL_VOCAB) {
      fprintf(stderr, "gnc neural rl: %s: the model's vocabulary has %d tokens, gnc's listing language %d\n", out,
              m->cfg.vocab, NL_VOCAB);
      nn_free(m);
      return 1;
    }
  } else if (!(m = nc_load_model(o.model, "rl"))) {
    return 1;
  }
  if (o.cuda) {
    g = nn_cuda_new(m, err, sizeof err);
    if (!g) { fprintf(stderr, "gnc neural rl: --device cuda: %s\n", err); nn_free(m); return 1; }
  }
  fprintf(stderr, "gnc neural rl: %zu parameters, %d programs x %d samples per step, steps %lld..%lld, lr %.2e, "
          "temperature %.2f, efficiency %.2f%s, %s, -> %s\n", m->nparams, st.programs, st.group, (long long)st.step,
          (long long)st.steps, st.lr, st.temperature, st.efficiency, st.partial > 0 ? " (partial credit on)" : "",
          o.cuda ? "cuda" : "cpu", out);
  t0 = last_save = host_now();
  {
    double base = st.elapsed, avg_r = -1, avg_p = -1, toks = 0;
    int64_t first = st.step;
    while (st.step < st.steps) {
      NcRlStats ss;
      double now, eta, rate;
      NcRlState before = st;
      if (nc_rl_step(m, g, &st, &ss)) { /* the checkpoint keeps the state before the failed step */
        st = before;
        rc = 1;
        break;
      }
      st.step++;
      now = host_now();
      st.elapsed = base + (now - t0);
      toks += ss.tokens;
      avg_r = avg_r < 0 ? ss.reward / ss.samples : 0.9 * avg_r + 0.1 * ss.reward / ss.samples;
      avg_p = avg_p < 0 ? ss.pass / ss.samples : 0.9 * avg_p + 0.1 * ss.pass / ss.samples;
      rate = toks / (now - t0 > 1e-9 ? now - t0 : 1e-9);
      eta = (double)(st.steps - st.step) * (now - t0) / (double)(st.step - first);
      if (tty) {
        fprintf(stderr, "\rstep %lld/%lld  reward %.3f  pass %.3f  groups %d/%d  lr %.2e  %.0f tok/s  ETA %.0fm   ",
                (long long)st.step, (long long)st.steps, avg_r, avg_p, (int)ss.informative, (int)ss.groups, st.lr,
                rate, eta / 60);
      } else if (st.step % 10 == 0 || st.step == st.steps) {
        fprintf(stderr, "step %lld/%lld reward %.3f pass %.3f (this step %.3f, %d of %d groups informative, %.0f "
                "tokens, |g| %.3f) lr %.2e %.0f tok/s elapsed %.0fs ETA %.0fs\n", (long long)st.step,
                (long long)st.steps, avg_r, avg_p, ss.pass / ss.samples, (int)ss.informative, (int)ss.groups,
                ss.tokens, ss.norm, st.lr, rate, st.elapsed, eta);
      }
      if (ss.valid < ss.samples)
        fprintf(stderr, "%sgnc neural rl: step %lld: %d of %d candidates did not verify\n", tty ? "\n" : "",
                (long long)st.step, (int)(ss.samples - ss.valid), (int)ss.samples);
      if (now - last_save >= o.save_every && st.step < st.steps) {
        if (nc_save("neural rl", m, g, out, &st, sizeof st)) { rc = 1; break; }
        last_save = now;
      }
    }
    if (tty) fprintf(stderr, "\n");
  }
  if (nc_save("neural rl", m, g, out, &st, sizeof st)) rc = 1;
  else
    fprintf(stderr, "gnc neural rl: step %lld, %lld samples (mean reward %.3f, %.4f passed), %lld updates, %lld "
            "trained tokens, %.0f s; saved %s\n", (long long)st.step, (long long)st.samples,
            st.samples ? st.reward_sum / (double)st.samples : 0.0,
            st.samples ? (double)st.passes / (double)st.samples : 0.0, (long long)st.updates, (long long)st.tokens,
            st.elapsed, out);
  if (g) nn_cuda_free(g);
  nn_free(m);
  return rc;
}
