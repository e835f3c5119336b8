/* nc_sample.c - verifier-constrained decoding of many units x many candidates at once.
 *
 * Every (unit, candidate) pair is one row of the model's key/value cache.  The prompt of a unit
 * is fed once, on its first candidate's row, and copied to the rows of its other candidates; then all
 * rows step together, one token per row per nn_decode_step (one batched matrix product per layer).
 * Before each choice the row's NlDec masks every token that would break the verifier's rules, so every
 * finished listing assembles and verifies.  A row about to run out of context (or of max_len) is ended
 * by the decoder's shortest valid completion (nl_dec_close_tok: pop, finish calls, push a zero)
 * instead of the model, so every candidate finishes; only a prompt that leaves no room has none.
 * Candidate 0 is greedy (temperature 0; unless sample_all); the others sample with temperature, top-k and top-p, each
 * draw
 * a counter-based random number of (seed, unit, candidate, step), so results do not depend on how
 * rows are grouped into batches.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "neural/nc.h"
#include "engine/host.h"
#include "neural/nn/nn.h"
#include "neural/nn/nn_cuda.h"

#define NC_ROWS 128     /* rows decoded together                                      */
#define NC_CLOSE_ROOM 2200 /* room past max_len for a forced ending (nl_dec_close_len: at most 2148) */

typedef struct {
  const NcJob *job;
  int32_t cand, jobi;
  NlDec dec;
  int32_t pos, fed;        /* next position; prompt tokens fed        */
  int32_t *out; int32_t n; /* listing so far                          */
  int active, shared;      /* shared: the prompt comes from another row */
} NcRow;

static uint64_t nc_stream(uint64_t seed, int32_t job, int32_t cand) {
  return nn_rand_u64(seed, ((uint64_t)(uint32_t)job << 20) ^ (uint64_t)(uint32_t)cand ^ 0x5bd1e995u);
}

/* the next token of row w from its logits; 0 when the row is finished (done, unfinished or stuck) */
static int nc_pick(const NnModel *m, NcRow *w, const float *logits, const NcSampleOpts *o, uint8_t *mask,
                   float *sf, int *si) {
  int tok, room = m->cfg.ctx - w->pos < o->max_len - w->n ? m->cfg.ctx - w->pos : o->max_len - w->n;
  if (room <= nl_dec_close_len(&w->dec) + 6) { /* out of room: the shortest valid ending, without the model */
    while (!nl_dec_done(&w->dec) && w->n < o->max_len + NC_CLOSE_ROOM) {
      tok = nl_dec_close_tok(&w->dec);
      if (tok < 0 || nl_dec_push(&w->dec, tok) != NL_OK) return 0;
      w->out[w->n++] = tok;
    }
    return 0;
  }
  nl_dec_mask(&w->dec, mask);
  tok = nn_sample(logits, mask, m->cfg.vocab, w->cand == 0 && !o->sample_all ? 0.0f : o->temperature, o->top_k,
                  o->top_p, nn_rand_uniform(nc_stream(o->seed, w->jobi, w->cand), (uint64_t)w->n), sf, si);
  if (tok < 0 || nl_dec_push(&w->dec, tok) != NL_OK) return 0;
  w->out[w->n++] = tok;
  return !nl_dec_done(&w->dec);
}

/* decodes rows [0, n) of r to the end; -1 out of memory */
static int nc_decode_rows(const NnModel *m, NnCudaModel *g, NnCache *cache, NcRow *r, int n,
                           NcSampleOpts *o) {
  int V = m->cfg.vocab, i, j, live = 0;
  double t0, t1;
  int rows[NC_ROWS], toks[NC_ROWS], pos[NC_ROWS], lead[NC_ROWS];
  float *logits = host_alloc(sizeof(float) * (size_t)NC_ROWS * (size_t)V);
  float *sf = host_alloc(sizeof(float) * (size_t)V);
  int *si = host_alloc(sizeof(int) * (size_t)V);
  uint8_t *mask = host_alloc((size_t)V);
  int nomem = !logits || !sf || !si || !mask;
  /* rows of the same unit share the prompt: the lead row feeds it, the others copy its cache */
  for (i = 0; i < n; i++) {
    lead[i] = i;
    for (j = 0; j < i && !g; j++) /* (the GPU cache has no row copy: each row feeds its prompt) */
      if (r[j].jobi == r[i].jobi) { lead[i] = j; break; }
    r[i].shared = lead[i] != i;
    live += r[i].active;
  }
  while (live > 0 && !nomem) {
    int k = 0;
    for (i = 0; i < n; i++) {
      NcRow *w = &r[i];
      int plen = w->job->p->unit[w->job->ui].plen;
      if (!w->active || w->shared) continue;
      rows[k] = i;
      toks[k] = w->fed < plen ? w->job->p->unit[w->job->ui].prompt[w->fed] : w->out[w->n - 1];
      pos[k++] = w->pos;
    }
    if (k == 0) break;
    t0 = host_now();
    if (g) {
      if (nn_cuda_decode_step(g, NC_ROWS, k, rows, toks, pos, logits)) { /* a device error ends every row */
        o->device_failed = 1;
        break;
      }
    } else {
      nn_decode_step(m, cache, k, rows, toks, pos, logits);
    }
    t1 = host_now();
    o->model_s += t1 - t0;
    o->steps++;
    o->tokens += k;
    for (i = 0; i < k; i++) {
      NcRow *w = &r[rows[i]];
      const float *lg = logits + (size_t)i * V;
      int plen = w->job->p->unit[w->job->ui].plen;
      w->pos++;
      if (w->fed < plen && ++w->fed < plen) continue;
      if (w->n == 0) /* the prompt is in: the rows sharing it take a copy and their first token */
        for (j = 0; j < n; j++) {
          NcRow *s = &r[j];
          if (!s->shared || lead[j] != rows[i] || !s->active) continue;
          nn_cache_copy(cache, rows[i], j, plen);
          s->fed = s->pos = plen;
          s->shared = 0;
          if (!nc_pick(m, s, lg, o, mask, sf, si)) { s->active = 0; live--; }
        }
      if (!nc_pick(m, w, lg, o, mask, sf, si)) { w->active = 0; live--; }
    }
    o->choose_s += host_now() - t1;
  }
  free(logits); free(sf); free(si); free(mask);
  return nomem ? -1 : 0;
}

int nc_decode(const NnModel *m, NnCudaModel *g, const NcJob *jobs, int32_t njobs, int32_t ncand,
              NcSampleOpts *o, int32_t **out, int32_t *out_len) {
  NnCache *cache = g ? NULL : nn_cache_new(m, NC_ROWS);
  NcRow *r;
  int32_t total = njobs * ncand, base;
  int rc = 0;
  if (!g && !cache) return 1;
  if (!(r = host_alloc(sizeof(NcRow) * NC_ROWS))) { nn_cache_free(cache); return 1; }
  o->model_s = o->choose_s = 0;
  o->steps = o->tokens = 0;
  o->device_failed = 0;
  for (base = 0; base < total && rc == 0; base += NC_ROWS) {
    int n = total - base < NC_ROWS ? total - base : NC_ROWS, i;
    if (o->progress) o->progress(base, total);
    for (i = 0; i < n; i++) {
      NcRow *w = &r[i];
      int32_t row = base + i;
      memset(w, 0, sizeof *w);
      w->jobi = row / ncand;
      w->cand = row % ncand;
      w->job = &jobs[w->jobi];
      nl_dec_init(&w->dec, &w->job->p->c, &w->job->p->unit[w->job->ui].u);
      w->out = host_alloc(sizeof(int32_t) * (size_t)(o->max_len + NC_CLOSE_ROOM + 1));
      w->active = w->job->p->unit[w->job->ui].plen + 16 < m->cfg.ctx; /* else the prompt leaves no room */
      if (!w->out) rc = 1;
      out[row] = NULL;
      out_len[row] = 0;
    }
    if (rc == 0 && nc_decode_rows(m, g, cache, r, n, o) != 0) rc = 1;
    for (i = 0; i < n; i++) {
      int32_t row = base + i;
      if (rc == 0 && nl_dec_done(&r[i].dec)) { out[row] = r[i].out; out_len[row] = r[i].n; }
      else free(r[i].out);
    }
  }
  if (o->progress) o->progress(total, total);
  free(r);
  if (cache) nn_cache_free(cache);
  return rc;
}
