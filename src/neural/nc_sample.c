/* nc_sample.c - verifier-constrained decoding of many units x many candidates at once.
 *
 * Every (unit, candidate) pair is one row of the model's key/value cache.  The rows of a unit share the
 * model's work while their tokens agree (the prompt, and then every token they all pick: nc_decode_rows);
 * the rows that feed the model step together, one token per row per nn_decode_step (one batched matrix
 * product per layer).
 * Before each choice the row's NlDec masks every token that would break the verifier's rules, so every
 * finished listing composes and verifies.  A row about to run out of context (or of max_len) is ended
 * by the decoder's shortest valid completion (nl_dec_close_tok: pop, finish calls, push a zero)
 * instead of the model, so every candidate finishes; only a prompt that leaves no room has none.
 * Candidate 0 is greedy (temperature 0; unless sample_all); the others sample with temperature, top-k and
 * top-p, each draw a counter-based random number of (seed, unit, candidate, step), so results do not depend
 * on how rows are grouped.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "neural/nc.h"
#include "engine/host.h"
#include "neural/nn/nn.h"
#include "neural/nn/nn_cuda.h"

#define NC_CROWS 256      /* cache rows (CPU): the rows that feed the model at once                     */
#define NC_JOBS 128       /* units decoded together (CPU): their rows share cache rows while they agree */
#define NC_GPU_ROWS 128   /* rows decoded together on the GPU, each in its own cache row                */
#define NC_CLOSE_ROOM 2200 /* room past max_len for a forced ending (nl_dec_close_len: at most 2181)     */

typedef struct {
  const NcJob *job;
  int32_t cand, jobi;
  NlDec dec;
  int32_t fed;             /* tokens of its history (prompt, then listing) in its cache row     */
  int32_t *out; int32_t n, cap; /* listing so far, in room for cap tokens                        */
  int active;
  int32_t lead;            /* the row whose logits this one takes (itself: it feeds the model)   */
  int32_t crow;            /* its cache row while it leads (-1: none yet; it will feed its history) */
} NcRow;

static uint64_t nc_stream(uint64_t seed, int32_t job, int32_t cand) {
  return nn_rand_u64(seed, ((uint64_t)(uint32_t)job << 20) ^ (uint64_t)(uint32_t)cand ^ 0x5bd1e995u);
}

static int32_t nc_plen(const NcRow *w) { return w->job->p->unit[w->job->ui].plen; }
/* token i of the row's history: its prompt, then its listing */
static int32_t nc_hist(const NcRow *w, int32_t i) {
  int32_t plen = nc_plen(w);
  return i < plen ? w->job->p->unit[w->job->ui].prompt[i] : w->out[i - plen];
}

/* is row w out of room (context or max_len) for anything but the decoder's shortest ending? */
static int nc_no_room(const NnModel *m, const NcRow *w, const NcSampleOpts *o) {
  int32_t pos = nc_plen(w) + w->n;
  int room = m->cfg.ctx - pos < o->max_len - w->n ? m->cfg.ctx - pos : o->max_len - w->n;
  return room <= nl_dec_close_len(&w->dec) + 6;
}

/* the next token of row w from its logits under mask (nl_dec_mask of its state; NULL: out of room, the
 * shortest valid ending without the model); 0 when the row is finished (done, unfinished or stuck) */
static int nc_pick(const NnModel *m, NcRow *w, const float *logits, const NcSampleOpts *o, const uint8_t *mask,
                   float *sf, int *si) {
  int tok;
  if (!mask) {
    while (!nl_dec_done(&w->dec) && w->n < w->cap) {
      tok = nl_dec_close_tok(&w->dec);
      if (tok < 0 || nl_dec_push(&w->dec, tok) != NL_OK) return 0;
      w->out[w->n++] = tok;
    }
    return 0;
  }
  tok = nn_sample(logits, mask, m->cfg.vocab, w->cand == 0 && !o->sample_all ? 0.0f : o->temperature, o->top_k,
                  o->top_p, nn_rand_uniform(nc_stream(o->seed, w->jobi, w->cand), (uint64_t)w->n), sf, si);
  if (tok < 0 || nl_dec_push(&w->dec, tok) != NL_OK) return 0;
  w->out[w->n++] = tok;
  return !nl_dec_done(&w->dec);
}

typedef struct {
  const NnModel *m;
  NnCudaModel *g;
  NnCache *cache;
  NcRow *r; int n;                 /* the rows of the block                   */
  int32_t free_rows[NC_CROWS]; int nfree; /* cache rows unused (CPU)         */
  float *logits, *sf; int *si; uint8_t *mask;
} NcBlock;

/* lead row l has its next logits lg: every row that follows it picks its next token; the rows that picked
 * differently from l lead a group of their own from here (a copy of l's cache, or, with no cache row free,
 * none: they feed their history again); returns the rows finished */
static int nc_group_step(NcBlock *b, int l, const float *lg, const NcSampleOpts *o) {
  NcRow *r = b->r;
  int i, j, done = 0, no_room = nc_no_room(b->m, &r[l], o);
  if (!no_room) nl_dec_mask(&r[l].dec, b->mask); /* the followers' states are l's: one mask for all */
  for (i = 0; i < b->n; i++) {
    NcRow *s = &r[i];
    if (!s->active || s->lead != l) continue;
    if (!nc_pick(b->m, s, lg, o, no_room ? NULL : b->mask, b->sf, b->si)) { s->active = 0; done++; }
  }
  for (i = 0; i < b->n; i++) { /* the new groups: by the token just picked */
    NcRow *s = &r[i];
    int32_t t;
    if (!s->active || s->lead != l || i == l || (r[l].active && s->out[s->n - 1] == r[l].out[r[l].n - 1]))
      continue;
    t = s->out[s->n - 1];
    for (j = i; j < b->n; j++)
      if (r[j].active && r[j].lead == l && r[j].out[r[j].n - 1] == t) r[j].lead = i;
    s->fed = 0;
    s->crow = -1;
    if (b->nfree > 0) {
      s->crow = b->free_rows[--b->nfree];
      nn_cache_copy(b->cache, r[l].crow, s->crow, r[l].fed);
      s->fed = r[l].fed;
    }
  }
  if (!r[l].active && !b->g) b->free_rows[b->nfree++] = r[l].crow;
  return done;
}

/* decodes the block's rows to the end; -1 out of memory.  On the CPU the rows of one unit share the model's
 * work while their tokens agree: one row (the lead) feeds the model, the others take its logits (the same
 * history gives the same logits) and sample with their own random numbers; a row whose token differs takes
 * a copy of the lead's cache and leads its own group from there.  A confident model thus costs little more
 * than greedy decoding for K samples, and a block holds many units.  (On the GPU every row feeds itself: its
 * cache has no row copy.) */
static int nc_decode_rows(NcBlock *b, NcSampleOpts *o) {
  const NnModel *m = b->m;
  NcRow *r = b->r;
  int V = m->cfg.vocab, i, live = 0;
  double t0, t1;
  int rows[NC_CROWS > NC_GPU_ROWS ? NC_CROWS : NC_GPU_ROWS], toks[NC_CROWS > NC_GPU_ROWS ? NC_CROWS : NC_GPU_ROWS];
  int pos[NC_CROWS > NC_GPU_ROWS ? NC_CROWS : NC_GPU_ROWS], who[NC_CROWS > NC_GPU_ROWS ? NC_CROWS : NC_GPU_ROWS];
  for (i = 0; i < b->n; i++) live += r[i].active;
  while (live > 0) {
    int k = 0;
    for (i = 0; i < b->n; i++) {
      NcRow *w = &r[i];
      if (!w->active || w->lead != i) continue;
      if (w->crow < 0) {
        if (b->nfree == 0) continue;
        w->crow = b->free_rows[--b->nfree];
        w->fed = 0;
      }
      who[k] = i;
      rows[k] = w->crow;
      toks[k] = nc_hist(w, w->fed);
      pos[k++] = w->fed;
    }
    if (k == 0) break; /* (cannot happen: a row without a cache row waits only while others feed) */
    t0 = host_now();
    if (b->g) {
      if (nn_cuda_decode_step(b->g, NC_GPU_ROWS, k, rows, toks, pos, b->logits)) { /* a device error ends all */
        o->device_failed = 1;
        break;
      }
    } else {
      nn_decode_step(m, b->cache, k, rows, toks, pos, b->logits);
    }
    t1 = host_now();
    o->model_s += t1 - t0;
    o->steps++;
    o->tokens += k;
    for (i = 0; i < k; i++) {
      NcRow *w = &r[who[i]];
      if (++w->fed < nc_plen(w) + w->n) continue; /* its history is not all in yet */
      live -= nc_group_step(b, who[i], b->logits + (size_t)i * V, o);
    }
    o->choose_s += host_now() - t1;
  }
  return 0;
}

int nc_decode(const NnModel *m, NnCudaModel *g, const NcJob *jobs, int32_t njobs, int32_t ncand,
              NcSampleOpts *o, int32_t **out, int32_t *out_len) {
  int32_t per = g ? (ncand < NC_GPU_ROWS ? NC_GPU_ROWS / ncand : 1) : NC_JOBS, j0, i, cap;
  int32_t crows = g ? NC_GPU_ROWS : NC_CROWS, room = o->max_len < m->cfg.ctx ? o->max_len : m->cfg.ctx;
  NcBlock b;
  int rc = 0;
  memset(&b, 0, sizeof b);
  b.m = m;
  b.g = g;
  cap = per * ncand;
  b.cache = g ? NULL : nn_cache_new(m, NC_CROWS);
  b.r = host_alloc(sizeof(NcRow) * (size_t)cap);
  b.logits = host_alloc(sizeof(float) * (size_t)crows * (size_t)m->cfg.vocab);
  b.sf = host_alloc(sizeof(float) * (size_t)m->cfg.vocab);
  b.si = host_alloc(sizeof(int) * (size_t)m->cfg.vocab);
  b.mask = host_alloc((size_t)m->cfg.vocab);
  o->model_s = o->choose_s = 0;
  o->steps = o->tokens = 0;
  o->device_failed = 0;
  if ((!g && !b.cache) || !b.r || !b.logits || !b.sf || !b.si || !b.mask) rc = 1;
  for (j0 = 0; j0 < njobs && rc == 0; j0 += per) {
    int32_t nj = njobs - j0 < per ? njobs - j0 : per;
    if (o->progress) o->progress(j0 * ncand, njobs * ncand);
    b.n = nj * ncand;
    b.nfree = 0;
    for (i = crows - 1; i >= 0 && !g; i--) b.free_rows[b.nfree++] = i;
    for (i = 0; i < b.n; i++) {
      NcRow *w = &b.r[i];
      int32_t row = j0 * ncand + i;
      memset(w, 0, sizeof *w);
      w->jobi = row / ncand;
      w->cand = row % ncand;
      w->job = &jobs[w->jobi];
      nl_dec_init(&w->dec, &w->job->p->c, &w->job->p->unit[w->job->ui].u);
      w->cap = room + NC_CLOSE_ROOM;
      w->out = host_alloc(sizeof(int32_t) * (size_t)(w->cap + 1));
      w->active = nc_plen(w) + 16 < m->cfg.ctx; /* else the prompt leaves no room */
      w->lead = g || w->cand == 0 ? i : i - w->cand; /* a unit's rows follow its first one (CPU) */
      w->crow = g ? i : -1;
      if (!w->out) rc = 1;
      out[row] = NULL;
      out_len[row] = 0;
    }
    if (rc == 0 && nc_decode_rows(&b, o) != 0) rc = 1;
    for (i = 0; i < b.n; i++) {
      int32_t row = j0 * ncand + i;
      if (rc == 0 && nl_dec_done(&b.r[i].dec)) { out[row] = b.r[i].out; out_len[row] = b.r[i].n; }
      else free(b.r[i].out);
    }
  }
  if (o->progress) o->progress(njobs * ncand, njobs * ncand);
  free(b.r); free(b.logits); free(b.sf); free(b.si); free(b.mask);
  if (b.cache) nn_cache_free(b.cache);
  return rc;
}
