/* model.c - the GPT-2 style model on the CPU: initialisation, forward, backward, AdamW, and incremental
 * decoding with a key/value cache.
 *
 * Forward follows llm.c's gpt2_forward.  The activations live in one flat buffer (acts_flat, capacity
 * nacts floats) carved into the tensors of struct Acts for the B, T of the current call; it is
 * reallocated only when a call needs more than the capacity.  Per layer it keeps what backward reads
 * (layernorm outputs and statistics, qkv, attention probabilities, MLP activations, residuals); the
 * pre-softmax attention scores are scratch shared by all layers.  With targets, the logits are turned
 * into probabilities in place.
 *
 * Backward needs one layer of gradient scratch at a time plus one running residual gradient (the
 * residual_backward of llm.c becomes accumulation into that buffer), so grad_acts_flat is laid out as
 * struct GradActs.  It is allocated with the same capacity as acts_flat, which always suffices: a
 * GradActs layout is never larger than an Acts layout of the same B, T (asserted in grad_acts_size).
 *
 * Decoding (nn_decode_step) runs the same layers on n rows at a time, one token each, attending over the
 * keys and values cached for that row; it reproduces nn_forward's logits up to float rounding.
 */
#include "neural/nn/nn.h"
#include "engine/host.h"

#include <cblas.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- activation layout */

typedef struct {
  float *encoded;                                   /* B,T,C */
  float *ln1, *ln1_mean, *ln1_rstd;                 /* L,B,T,C / L,B,T */
  float *qkv, *atty, *att, *attproj, *residual2;    /* L,B,T,3C / C / NH,T,T / C / C */
  float *ln2, *ln2_mean, *ln2_rstd;                 /* L,B,T,C / L,B,T */
  float *fch, *fch_gelu, *fcproj, *residual3;       /* L,B,T,4C / 4C / C / C */
  float *lnf, *lnf_mean, *lnf_rstd;                 /* B,T,C / B,T */
  float *logits, *losses;                           /* B,T,V / B,T */
  float *preatt;                                    /* B,NH,T,T (scratch, one layer) */
} Acts;

typedef struct {
  float *dres;                         /* B,T,C  running gradient of the residual stream */
  float *dln, *datty, *dqkv;           /* B,T,C / C / 3C */
  float *dfch, *dfch_gelu;             /* B,T,4C */
  float *dpreatt, *datt;               /* B,NH,T,T */
  float *dlnf, *dlogits;               /* B,T,C / B,T,V */
} GradActs;

/* carve the tensors listed in sizes out of base into ptrs (base NULL: just count); the total */
static size_t carve(float *base, float **ptrs[], const size_t sizes[], int n) {
  size_t off = 0;
  for (int i = 0; i < n; i++) {
    if (base) *ptrs[i] = base + off;
    off += sizes[i];
  }
  return off;
}

static size_t acts_layout(const NnConfig *c, int B, int T, float *base, Acts *a) {
  Acts unused;
  if (!a) a = &unused;
  size_t L = (size_t)c->layers, BT = (size_t)B * T, C = (size_t)c->ch;
  size_t att = (size_t)B * c->heads * T * T;
  float **ptrs[] = {&a->encoded, &a->ln1,  &a->ln1_mean, &a->ln1_rstd, &a->qkv,       &a->atty,
                    &a->att,     &a->attproj, &a->residual2, &a->ln2,  &a->ln2_mean,  &a->ln2_rstd,
                    &a->fch,     &a->fch_gelu, &a->fcproj, &a->residual3, &a->lnf,    &a->lnf_mean,
                    &a->lnf_rstd, &a->logits, &a->losses,  &a->preatt};
  size_t sizes[] = {BT * C,     L * BT * C, L * BT,     L * BT,     L * BT * 3 * C, L * BT * C,
                    L * att,    L * BT * C, L * BT * C, L * BT * C, L * BT,         L * BT,
                    L * BT * 4 * C, L * BT * 4 * C, L * BT * C, L * BT * C, BT * C, BT,
                    BT,         BT * (size_t)c->vocab, BT, att};
  return carve(base, ptrs, sizes, (int)(sizeof sizes / sizeof sizes[0]));
}

static size_t grad_acts_layout(const NnConfig *c, int B, int T, float *base, GradActs *g) {
  GradActs unused;
  if (!g) g = &unused;
  size_t BT = (size_t)B * T, C = (size_t)c->ch, att = (size_t)B * c->heads * T * T;
  float **ptrs[] = {&g->dres, &g->dln, &g->datty, &g->dqkv, &g->dfch, &g->dfch_gelu,
                    &g->dpreatt, &g->datt, &g->dlnf, &g->dlogits};
  size_t sizes[] = {BT * C, BT * C, BT * C, BT * 3 * C, BT * 4 * C, BT * 4 * C, att, att, BT * C,
                    BT * (size_t)c->vocab};
  return carve(base, ptrs, sizes, (int)(sizeof sizes / sizeof sizes[0]));
}

/* ---- construction */

static int config_ok(const NnConfig *c) {
  return c->vocab >= 1 && c->vocab <= 65536 && c->ctx >= 1 && c->ctx <= 65536 && c->layers >= 1 &&
         c->layers <= 64 && c->ch >= 1 && c->ch <= 8192 && c->heads >= 1 && c->ch % c->heads == 0;
}

/* a zeroed model of this config (parameters 0, no gradients, activations or optimizer state) */
NnModel *nn_alloc_model(const NnConfig *cfg) {
  if (!cfg || !config_ok(cfg)) return NULL;
  NnModel *m = host_calloc(1, sizeof *m);
  if (!m) return NULL;
  m->cfg = *cfg;
  m->nparams = nn_param_count(cfg);
  m->params_flat = host_calloc(m->nparams, sizeof(float));
  if (!m->params_flat) {
    free(m);
    return NULL;
  }
  nn_param_point(cfg, m->params_flat, &m->params);
  m->mean_loss = -1.0f;
  return m;
}

/* a normal(0, std) number from the counter-based generator (Box-Muller, one pair of uniforms each) */
static float rand_normal(uint64_t seed, uint64_t *counter, float std) {
  float u1 = nn_rand_uniform(seed, (*counter)++), u2 = nn_rand_uniform(seed, (*counter)++);
  float r = sqrtf(-2.0f * logf(1.0f - u1)); /* 1 - u1 is in (0, 1] */
  return std * r * cosf(6.283185307179586f * u2);
}

static void fill_normal(float *p, size_t n, float std, uint64_t seed, uint64_t *counter) {
  for (size_t i = 0; i < n; i++) p[i] = rand_normal(seed, counter, std);
}

static void fill_const(float *p, size_t n, float v) {
  for (size_t i = 0; i < n; i++) p[i] = v;
}

NnModel *nn_new(const NnConfig *cfg, uint64_t seed) {
  NnModel *m = nn_alloc_model(cfg);
  if (!m) return NULL;
  size_t sizes[NN_NPARAM_TENSORS];
  nn_param_sizes(cfg, sizes);
  NnParams *p = &m->params;
  uint64_t counter = 0;
  float std = 0.02f, proj_std = 0.02f / sqrtf(2.0f * (float)cfg->layers);
  fill_normal(p->wte, sizes[0], std, seed, &counter);
  fill_normal(p->wpe, sizes[1], std, seed, &counter);
  fill_const(p->ln1w, sizes[2], 1.0f);
  fill_normal(p->qkvw, sizes[4], std, seed, &counter);
  fill_normal(p->attprojw, sizes[6], proj_std, seed, &counter);
  fill_const(p->ln2w, sizes[8], 1.0f);
  fill_normal(p->fcw, sizes[10], std, seed, &counter);
  fill_normal(p->fcprojw, sizes[12], proj_std, seed, &counter);
  fill_const(p->lnfw, sizes[14], 1.0f);
  return m; /* biases stay 0 */
}

void nn_free(NnModel *m) {
  if (!m) return;
  free(m->params_flat);
  free(m->grads_flat);
  free(m->m_flat);
  free(m->v_flat);
  free(m->acts_flat);
  free(m->grad_acts_flat);
  free(m->inputs);
  free(m->targets);
  free(m);
}

/* ---- forward */

static void drop_acts(NnModel *m) {
  free(m->acts_flat);
  free(m->grad_acts_flat);
  free(m->inputs);
  free(m->targets);
  m->acts_flat = m->grad_acts_flat = NULL;
  m->inputs = m->targets = NULL;
  m->nacts = 0;
  m->act_B = m->act_T = 0;
}

/* make room for B, T (the token arrays follow every call's size); 0 on allocation failure, after which
 * the model holds no activations */
static int ensure_acts(NnModel *m, int B, int T) {
  size_t need = acts_layout(&m->cfg, B, T, NULL, NULL), ntok = (size_t)B * T;
  if (!m->acts_flat || need > m->nacts) {
    drop_acts(m);
    m->acts_flat = host_alloc(need * sizeof(float));
    m->nacts = m->acts_flat ? need : 0;
  }
  int *in = host_realloc(m->inputs, ntok * sizeof(int));
  if (in) m->inputs = in;
  int *tg = host_realloc(m->targets, ntok * sizeof(int));
  if (tg) m->targets = tg;
  if (!m->acts_flat || !in || !tg) {
    drop_acts(m);
    return 0;
  }
  return 1;
}

/* every id < V, and >= 0 unless negatives are allowed (ignored targets) */
static int tokens_ok(const int *tok, size_t n, int allow_negative, int V) {
  for (size_t i = 0; i < n; i++)
    if ((tok[i] < 0 && !allow_negative) || tok[i] >= V) return 0;
  return 1;
}

/* one transformer block forward; x is the block's input residual stream */
static void block_forward(const NnModel *m, const Acts *a, int l, const float *x, int B, int T) {
  const NnParams *p = &m->params;
  int C = m->cfg.ch, NH = m->cfg.heads;
  size_t BTC = (size_t)B * T * C, BT = (size_t)B * T, att = (size_t)B * NH * T * T, Cs = (size_t)C;
  float *ln1 = a->ln1 + l * BTC, *qkv = a->qkv + l * BTC * 3, *atty = a->atty + l * BTC;
  float *attproj = a->attproj + l * BTC, *res2 = a->residual2 + l * BTC, *ln2 = a->ln2 + l * BTC;
  float *fch = a->fch + l * BTC * 4, *fchg = a->fch_gelu + l * BTC * 4, *fcproj = a->fcproj + l * BTC;
  nn_layernorm_forward(ln1, a->ln1_mean + l * BT, a->ln1_rstd + l * BT, x, p->ln1w + l * Cs, p->ln1b + l * Cs,
                       B, T, C);
  nn_matmul_forward(qkv, ln1, p->qkvw + l * 3 * Cs * Cs, p->qkvb + l * 3 * Cs, B, T, C, 3 * C);
  nn_attention_forward(atty, a->preatt, a->att + l * att, qkv, B, T, C, NH);
  nn_matmul_forward(attproj, atty, p->attprojw + l * Cs * Cs, p->attprojb + l * Cs, B, T, C, C);
  nn_residual_forward(res2, x, attproj, (int)BTC);
  nn_layernorm_forward(ln2, a->ln2_mean + l * BT, a->ln2_rstd + l * BT, res2, p->ln2w + l * Cs, p->ln2b + l * Cs,
                       B, T, C);
  nn_matmul_forward(fch, ln2, p->fcw + l * 4 * Cs * Cs, p->fcb + l * 4 * Cs, B, T, C, 4 * C);
  nn_gelu_forward(fchg, fch, (int)(BTC * 4));
  nn_matmul_forward(fcproj, fchg, p->fcprojw + l * 4 * Cs * Cs, p->fcprojb + l * Cs, B, T, 4 * C, C);
  nn_residual_forward(a->residual3 + l * BTC, res2, fcproj, (int)BTC);
}

/* mean loss over targets >= 0 (softmax in place, losses per position); -1 when there are none */
static float forward_loss(NnModel *m, const Acts *a, int B, int T) {
  int V = m->cfg.vocab;
  nn_softmax_forward(a->logits, a->logits, B, T, V);
  nn_crossentropy_forward(a->losses, a->logits, m->targets, B, T, V);
  double sum = 0.0;
  size_t count = 0;
  for (size_t i = 0; i < (size_t)B * T; i++)
    if (m->targets[i] >= 0) {
      sum += a->losses[i];
      count++;
    }
  return count ? (float)(sum / (double)count) : -1.0f;
}

void nn_forward(NnModel *m, const int *inputs, const int *targets, int B, int T) {
  const NnConfig *c = &m->cfg;
  size_t ntok = (size_t)B * T;
  m->mean_loss = -1.0f;
  if (B < 1 || T < 1 || T > c->ctx || !tokens_ok(inputs, ntok, 0, c->vocab) ||
      (targets && !tokens_ok(targets, ntok, 1, c->vocab)) || !ensure_acts(m, B, T)) {
    m->act_B = m->act_T = 0;
    return;
  }
  m->act_B = B;
  m->act_T = T;
  memcpy(m->inputs, inputs, ntok * sizeof(int));
  if (targets) memcpy(m->targets, targets, ntok * sizeof(int));
  else
    for (size_t i = 0; i < ntok; i++) m->targets[i] = -1;
  Acts a;
  acts_layout(c, B, T, m->acts_flat, &a);
  const NnParams *p = &m->params;
  int C = c->ch;
  size_t BTC = ntok * C;
  nn_encoder_forward(a.encoded, inputs, p->wte, p->wpe, B, T, C);
  for (int l = 0; l < c->layers; l++) block_forward(m, &a, l, l ? a.residual3 + (l - 1) * BTC : a.encoded, B, T);
  nn_layernorm_forward(a.lnf, a.lnf_mean, a.lnf_rstd, a.residual3 + (c->layers - 1) * BTC, p->lnfw, p->lnfb, B,
                       T, C);
  nn_matmul_forward(a.logits, a.lnf, p->wte, NULL, B, T, C, c->vocab);
  if (targets) m->mean_loss = forward_loss(m, &a, B, T);
}

const float *nn_logits(const NnModel *m) {
  if (!m->acts_flat || !m->act_B) return NULL;
  Acts a;
  acts_layout(&m->cfg, m->act_B, m->act_T, m->acts_flat, &a);
  return a.logits;
}

/* ---- backward */

void nn_zero_grad(NnModel *m) {
  if (m->grads_flat) memset(m->grads_flat, 0, m->nparams * sizeof(float));
}

static size_t grad_acts_size(const NnModel *m, int B, int T) {
  size_t n = grad_acts_layout(&m->cfg, B, T, NULL, NULL);
  /* never larger than the forward layout of the same B, T, so nacts floats always hold it */
  return n <= m->nacts ? n : 0;
}

/* one block backward: g->dres holds d(block output) on entry and d(block input) on return */
static void block_backward(NnModel *m, const Acts *a, const GradActs *g, int l, const float *x, int B, int T) {
  const NnParams *p = &m->params, *d = &m->grads;
  int C = m->cfg.ch, NH = m->cfg.heads;
  size_t BTC = (size_t)B * T * C, BT = (size_t)B * T, att = (size_t)B * NH * T * T, Cs = (size_t)C;
  memset(g->dln, 0, (size_t)(g->dlnf - g->dln) * sizeof(float)); /* dln .. datt: this layer's scratch */
  /* MLP: residual3 = residual2 + fcproj(gelu(fc(ln2(residual2)))) */
  nn_matmul_backward(g->dfch_gelu, d->fcprojw + l * 4 * Cs * Cs, d->fcprojb + l * Cs, g->dres,
                     a->fch_gelu + l * BTC * 4, p->fcprojw + l * 4 * Cs * Cs, B, T, 4 * C, C);
  nn_gelu_backward(g->dfch, a->fch + l * BTC * 4, g->dfch_gelu, (int)(BTC * 4));
  nn_matmul_backward(g->dln, d->fcw + l * 4 * Cs * Cs, d->fcb + l * 4 * Cs, g->dfch, a->ln2 + l * BTC,
                     p->fcw + l * 4 * Cs * Cs, B, T, C, 4 * C);
  nn_layernorm_backward(g->dres, d->ln2w + l * Cs, d->ln2b + l * Cs, g->dln, a->residual2 + l * BTC,
                        p->ln2w + l * Cs, a->ln2_mean + l * BT, a->ln2_rstd + l * BT, B, T, C);
  /* attention: residual2 = x + attproj(attention(qkv(ln1(x)))) */
  memset(g->dln, 0, BTC * sizeof(float));
  nn_matmul_backward(g->datty, d->attprojw + l * Cs * Cs, d->attprojb + l * Cs, g->dres, a->atty + l * BTC,
                     p->attprojw + l * Cs * Cs, B, T, C, C);
  nn_attention_backward(g->dqkv, g->dpreatt, g->datt, g->datty, a->qkv + l * BTC * 3, a->att + l * att, B, T, C,
                        NH);
  nn_matmul_backward(g->dln, d->qkvw + l * 3 * Cs * Cs, d->qkvb + l * 3 * Cs, g->dqkv, a->ln1 + l * BTC,
                     p->qkvw + l * 3 * Cs * Cs, B, T, C, 3 * C);
  nn_layernorm_backward(g->dres, d->ln1w + l * Cs, d->ln1b + l * Cs, g->dln, x, p->ln1w + l * Cs,
                        a->ln1_mean + l * BT, a->ln1_rstd + l * BT, B, T, C);
}

static int ensure_grads(NnModel *m) {
  if (!m->grads_flat) {
    m->grads_flat = host_calloc(m->nparams, sizeof(float));
    if (!m->grads_flat) return 0;
    nn_param_point(&m->cfg, m->grads_flat, &m->grads);
  }
  if (!m->grad_acts_flat) m->grad_acts_flat = host_alloc(m->nacts * sizeof(float));
  return m->grad_acts_flat != NULL;
}

/* the backward from g->dlogits (filled by the caller) down to the parameters */
static void backward_from_logits(NnModel *m, const Acts *a, const GradActs *gp) {
  int B = m->act_B, T = m->act_T, C = m->cfg.ch, V = m->cfg.vocab, L = m->cfg.layers;
  GradActs g = *gp;
  size_t BTC = (size_t)B * T * C;
  nn_matmul_backward(g.dlnf, m->grads.wte, NULL, g.dlogits, a->lnf, m->params.wte, B, T, C, V);
  nn_layernorm_backward(g.dres, m->grads.lnfw, m->grads.lnfb, g.dlnf, a->residual3 + (L - 1) * BTC,
                        m->params.lnfw, a->lnf_mean, a->lnf_rstd, B, T, C);
  for (int l = L - 1; l >= 0; l--) block_backward(m, a, &g, l, l ? a->residual3 + (l - 1) * BTC : a->encoded, B, T);
  nn_encoder_backward(m->grads.wte, m->grads.wpe, g.dres, m->inputs, B, T, C);
}

/* points a and g at the last forward's activations and clears dres, dlnf and dlogits; 0 when there is no
 * usable forward or no memory */
static int backward_setup(NnModel *m, Acts *a, GradActs *g) {
  int B = m->act_B, T = m->act_T;
  if (!m->acts_flat || !B || !grad_acts_size(m, B, T) || !ensure_grads(m)) return 0;
  acts_layout(&m->cfg, B, T, m->acts_flat, a);
  grad_acts_layout(&m->cfg, B, T, m->grad_acts_flat, g);
  size_t BT = (size_t)B * T, BTC = BT * m->cfg.ch;
  memset(g->dres, 0, BTC * sizeof(float));
  memset(g->dlnf, 0, (BTC + BT * m->cfg.vocab) * sizeof(float)); /* dlnf, dlogits */
  return 1;
}

void nn_backward(NnModel *m) {
  int B = m->act_B, T = m->act_T, V = m->cfg.vocab;
  Acts a;
  GradActs g;
  if (m->mean_loss < 0.0f || !backward_setup(m, &a, &g)) return;
  size_t BT = (size_t)B * T, count = 0;
  for (size_t i = 0; i < BT; i++) count += m->targets[i] >= 0;
  nn_crossentropy_softmax_backward(g.dlogits, a.logits, m->targets, 1.0f / (float)count, B, T, V);
  backward_from_logits(m, &a, &g);
}

float nn_backward_pg(NnModel *m, const int *targets, const uint8_t *allowed, const float *weights, float inv_temp) {
  int B = m->act_B, T = m->act_T, V = m->cfg.vocab;
  Acts a;
  GradActs g;
  if (!backward_setup(m, &a, &g) || !tokens_ok(targets, (size_t)B * T, 1, V)) return -1.0f;
  nn_pg_forward(a.losses, a.logits, allowed, targets, inv_temp, B, T, V);
  nn_pg_backward(g.dlogits, a.logits, allowed, targets, weights, inv_temp, B, T, V);
  double sum = 0.0;
  for (size_t i = 0; i < (size_t)B * T; i++) sum += a.losses[i];
  backward_from_logits(m, &a, &g);
  return (float)sum;
}

/* ---- AdamW */

static float grad_norm(const NnModel *m) {
  double sum = 0.0;
  for (size_t i = 0; i < m->nparams; i++) sum += (double)m->grads_flat[i] * m->grads_flat[i];
  return (float)sqrt(sum);
}

float nn_update(NnModel *m, float lr, float weight_decay, float grad_clip) {
  const float beta1 = 0.9f, beta2 = 0.95f, eps = 1e-8f;
  if (!m->grads_flat) return 0.0f;
  if (!m->m_flat) m->m_flat = host_calloc(m->nparams, sizeof(float));
  if (!m->v_flat) m->v_flat = host_calloc(m->nparams, sizeof(float));
  if (!m->m_flat || !m->v_flat) return -1.0f;
  float norm = grad_norm(m), scale = grad_clip > 0.0f && norm > grad_clip ? grad_clip / norm : 1.0f;
  m->step++;
  float c1 = 1.0f - powf(beta1, (float)m->step), c2 = 1.0f - powf(beta2, (float)m->step);
  for (size_t i = 0; i < m->nparams; i++) {
    float grad = m->grads_flat[i] * scale, w = m->params_flat[i];
    float mm = beta1 * m->m_flat[i] + (1.0f - beta1) * grad;
    float vv = beta2 * m->v_flat[i] + (1.0f - beta2) * grad * grad;
    m->m_flat[i] = mm;
    m->v_flat[i] = vv;
    m->params_flat[i] = w - lr * ((mm / c1) / (sqrtf(vv / c2) + eps) + weight_decay * w);
  }
  return norm;
}

/* ---- incremental decoding */

struct NnCache {
  NnConfig cfg;
  int rows;
  float *k, *v;                           /* rows, L, ctx, C */
  float *x, *ln, *qkv, *atty, *proj;      /* rows x C (qkv: 3C) */
  float *fch, *fchg;                      /* rows x 4C */
  float *mean, *rstd, *att;               /* rows / rows / ctx */
};

NnCache *nn_cache_new(const NnModel *m, int rows) {
  if (rows < 1) return NULL;
  NnCache *c = host_calloc(1, sizeof *c);
  if (!c) return NULL;
  size_t R = (size_t)rows, C = (size_t)m->cfg.ch, kv = R * m->cfg.layers * m->cfg.ctx * C;
  c->cfg = m->cfg;
  c->rows = rows;
  c->k = host_alloc(kv * sizeof(float));
  c->v = host_alloc(kv * sizeof(float));
  c->x = host_alloc(R * C * 15 * sizeof(float)); /* x, ln, qkv (3), atty, proj, fch (4), fchg (4) */
  c->mean = host_alloc((2 * R + (size_t)m->cfg.ctx) * sizeof(float));
  if (!c->k || !c->v || !c->x || !c->mean) {
    nn_cache_free(c);
    return NULL;
  }
  c->ln = c->x + R * C;
  c->qkv = c->ln + R * C;
  c->atty = c->qkv + 3 * R * C;
  c->proj = c->atty + R * C;
  c->fch = c->proj + R * C;
  c->fchg = c->fch + 4 * R * C;
  c->rstd = c->mean + R;
  c->att = c->rstd + R;
  return c;
}

void nn_cache_free(NnCache *c) {
  if (!c) return;
  free(c->k);
  free(c->v);
  free(c->x);
  free(c->mean);
  free(c);
}

/* attention of one row's query (qkv row) over its cached positions 0..pos of layer l, into out[C] */
static void decode_attention(NnCache *c, int l, int row, int pos, const float *qkv, float *out) {
  int C = c->cfg.ch, NH = c->cfg.heads, hs = C / NH;
  const float *K = c->k + (((size_t)row * c->cfg.layers + l) * c->cfg.ctx) * C;
  const float *Vc = c->v + (((size_t)row * c->cfg.layers + l) * c->cfg.ctx) * C;
  float scale = 1.0f / sqrtf((float)hs), *att = c->att;
  for (int h = 0; h < NH; h++) {
    const float *q = qkv + (size_t)h * hs;
    float maxval = -INFINITY, sum = 0.0f;
    for (int t2 = 0; t2 <= pos; t2++) {
      const float *k = K + (size_t)t2 * C + (size_t)h * hs;
      float dot = 0.0f;
      for (int i = 0; i < hs; i++) dot += q[i] * k[i];
      att[t2] = dot * scale;
      if (att[t2] > maxval) maxval = att[t2];
    }
    for (int t2 = 0; t2 <= pos; t2++) {
      att[t2] = expf(att[t2] - maxval);
      sum += att[t2];
    }
    float inv = 1.0f / sum, *o = out + (size_t)h * hs;
    for (int i = 0; i < hs; i++) o[i] = 0.0f;
    for (int t2 = 0; t2 <= pos; t2++) {
      const float *v = Vc + (size_t)t2 * C + (size_t)h * hs;
      float w = att[t2] * inv;
      for (int i = 0; i < hs; i++) o[i] += w * v[i];
    }
  }
}

static void decode_block(const NnModel *m, NnCache *c, int l, int n, const int *rows, const int *pos) {
  const NnParams *p = &m->params;
  int C = m->cfg.ch;
  size_t Cs = (size_t)C;
  nn_layernorm_forward(c->ln, c->mean, c->rstd, c->x, p->ln1w + l * Cs, p->ln1b + l * Cs, 1, n, C);
  nn_matmul_forward(c->qkv, c->ln, p->qkvw + l * 3 * Cs * Cs, p->qkvb + l * 3 * Cs, 1, n, C, 3 * C);
  for (int i = 0; i < n; i++) {
    size_t at = (((size_t)rows[i] * m->cfg.layers + l) * m->cfg.ctx + pos[i]) * Cs;
    const float *q = c->qkv + (size_t)i * 3 * Cs;
    memcpy(c->k + at, q + Cs, Cs * sizeof(float));
    memcpy(c->v + at, q + 2 * Cs, Cs * sizeof(float));
    decode_attention(c, l, rows[i], pos[i], q, c->atty + (size_t)i * Cs);
  }
  nn_matmul_forward(c->proj, c->atty, p->attprojw + l * Cs * Cs, p->attprojb + l * Cs, 1, n, C, C);
  nn_residual_forward(c->x, c->x, c->proj, n * C);
  nn_layernorm_forward(c->ln, c->mean, c->rstd, c->x, p->ln2w + l * Cs, p->ln2b + l * Cs, 1, n, C);
  nn_matmul_forward(c->fch, c->ln, p->fcw + l * 4 * Cs * Cs, p->fcb + l * 4 * Cs, 1, n, C, 4 * C);
  nn_gelu_forward(c->fchg, c->fch, n * 4 * C);
  nn_matmul_forward(c->proj, c->fchg, p->fcprojw + l * 4 * Cs * Cs, p->fcprojb + l * Cs, 1, n, 4 * C, C);
  nn_residual_forward(c->x, c->x, c->proj, n * C);
}

static int decode_args_ok(const NnModel *m, const NnCache *c, int n, const int *rows, const int *tokens,
                          const int *pos) {
  if (n < 1 || n > c->rows || c->cfg.ch != m->cfg.ch || c->cfg.layers != m->cfg.layers ||
      c->cfg.ctx != m->cfg.ctx || c->cfg.heads != m->cfg.heads)
    return 0;
  for (int i = 0; i < n; i++)
    if (rows[i] < 0 || rows[i] >= c->rows || tokens[i] < 0 || tokens[i] >= m->cfg.vocab || pos[i] < 0 ||
        pos[i] >= m->cfg.ctx)
      return 0;
  return 1;
}

/* invalid arguments (n out of 1..rows, a row, token or position out of range, a cache of another model's
 * shape) leave the cache alone and set the n x V logits (if n > 0) to 0 */
void nn_decode_step(const NnModel *m, NnCache *c, int n, const int *rows, const int *tokens,
                    const int *pos, float *logits) {
  const NnParams *p = &m->params;
  int C = m->cfg.ch, V = m->cfg.vocab;
  if (!decode_args_ok(m, c, n, rows, tokens, pos)) {
    if (n > 0) memset(logits, 0, (size_t)n * V * sizeof(float));
    return;
  }
  for (int i = 0; i < n; i++) {
    float *x = c->x + (size_t)i * C;
    const float *we = p->wte + (size_t)tokens[i] * C, *pe = p->wpe + (size_t)pos[i] * C;
    for (int j = 0; j < C; j++) x[j] = we[j] + pe[j];
  }
  for (int l = 0; l < m->cfg.layers; l++) decode_block(m, c, l, n, rows, pos);
  nn_layernorm_forward(c->ln, c->mean, c->rstd, c->x, p->lnfw, p->lnfb, 1, n, C);
  nn_matmul_forward(logits, c->ln, p->wte, NULL, 1, n, C, V);
}

void nn_cache_copy(NnCache *c, int src, int dst, int npos) {
  size_t C = (size_t)c->cfg.ch, ctx = (size_t)c->cfg.ctx, L = (size_t)c->cfg.layers, l;
  if (src == dst || npos <= 0) return;
  for (l = 0; l < L; l++) {
    size_t s = ((size_t)src * L + l) * ctx * C, d = ((size_t)dst * L + l) * ctx * C;
    memcpy(c->k + d, c->k + s, (size_t)npos * C * sizeof(float));
    memcpy(c->v + d, c->v + s, (size_t)npos * C * sizeof(float));
  }
}

void nn_set_threads(int n) {
  if (n < 1) {
    const char *e = getenv("OPENBLAS_NUM_THREADS");
    if (e && *e) return; /* the user's choice */
    n = 1;
  }
  openblas_set_num_threads(n);
}
