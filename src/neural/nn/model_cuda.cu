/* model_cuda.cu - NnCudaModel: the GPT-2 model of nn.h trained and decoded on a CUDA device.
 *
 * Device memory mirrors model.c: one flat buffer each for the parameters, their gradients and the two
 * AdamW moments (the 16 tensors of NnParams point into them in nn.h's order), and one activation buffer
 * carved for the B, T of the current call (grown when a call needs more).  The activations kept for the
 * backward pass are per layer as in llm.c; the gradients of the activations are a handful of buffers reused
 * layer after layer (zeroed before each use, since the backward launchers accumulate).
 *
 * forward:  encoder -> L x [ln1, qkv, attention, attproj, residual, ln2, fc, gelu, fcproj, residual]
 *           -> lnf -> logits = lnf @ wte^T -> softmax -> cross-entropy, mean over targets >= 0
 * backward: the same chain in reverse, dloss = 1 / (number of targets >= 0)
 * update:   global gradient norm (double partial sums), clip factor, AdamW(0.9, 0.95, 1e-8) with decoupled
 *           weight decay on every parameter, as nn_update
 * decoding: a key/value cache [L][rows_cap][ctx][C] for K and for V; each step embeds n tokens at their
 *           positions, runs the layers on those n rows (attention over the row's cached positions) and
 *           writes n x V logits, which nn_cuda_sample_last can sample on the device.
 *
 * Everything runs on the default stream; host copies are synchronous.  A failing CUDA / cuBLAS call
 * returns -1 with nn_cuda_error() set (see layers_cuda.cu); nothing exits.
 */
#include <cuda_runtime.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "neural/nn/nn_cuda.h"

#include "neural/nn/nn_cuda_check.cuh"
#define TRY(x)                                                                                            \
  do {                                                                                                    \
    if (x) return -1;                                                                                     \
  } while (0)

/* activations of one forward (per layer where the backward needs them) and the backward's scratch */
typedef struct {
  float *encoded, *ln1, *ln1_mean, *ln1_rstd, *qkv, *atty, *att, *attproj, *residual2, *ln2, *ln2_mean,
      *ln2_rstd, *fch, *fch_gelu, *fcproj, *residual3, *lnf, *lnf_mean, *lnf_rstd, *logits, *probs, *losses;
  float *qkvr, *vaccum, *preatt;                                          /* attention scratch */
  float *dlogits, *dlnf, *dres_a, *dres_b, *dres2, *dproj, *datty, *dln, *dfch_gelu, *dfch, *dqkv, *dqkvr,
      *dvaccum, *datt, *dpreatt;                                          /* backward scratch */
} Acts;

/* the per-step buffers of decoding, for rows_cap rows */
typedef struct {
  int rows_cap, n;
  float *x, *ln, *mean, *rstd, *qkv, *atty, *proj, *res2, *fch, *fch_gelu, *logits, *u, *sample_f;
  float *kcache, *vcache;                                                 /* [L][rows_cap][ctx][C] each */
  int *rows, *tok, *pos, *tokens, *sample_i;
  uint8_t *allowed;
} Dec;

struct NnCudaModel {
  NnConfig cfg;
  size_t nparams;
  float *params, *grads, *m, *v;                                          /* device, nparams each */
  NnParams p, gr;                                                         /* device pointers into them */
  int64_t step;
  float *acts;                                                            /* device, acts_cap floats */
  size_t acts_cap;
  Acts a;
  int B, T, has_targets, ntargets;
  float mean_loss;
  int *inputs, *targets;                                                  /* device, B*T each */
  size_t tok_cap;
  float *host_losses;                                                     /* host, B*T */
  uint8_t *pg_allowed;                                                    /* device, B*T*V (policy gradient) */
  float *pg_weights;                                                      /* device, B*T */
  size_t pg_cap;                                                          /* rows of both */
  double *partial;                                                        /* device, sumsq partials */
  float *dec_mem;
  int *dec_ints;
  Dec d;
};

/* ---- parameters */
static void point_params(const NnConfig *cfg, float *flat, NnParams *p) {
  size_t sizes[NN_NPARAM_TENSORS];
  float **t[NN_NPARAM_TENSORS] = {&p->wte,      &p->wpe,      &p->ln1w, &p->ln1b, &p->qkvw,    &p->qkvb,
                                  &p->attprojw, &p->attprojb, &p->ln2w, &p->ln2b, &p->fcw,     &p->fcb,
                                  &p->fcprojw,  &p->fcprojb,  &p->lnfw, &p->lnfb};
  nn_param_sizes(cfg, sizes);
  for (int i = 0; i < NN_NPARAM_TENSORS; i++) {
    *t[i] = flat;
    flat += sizes[i];
  }
}

typedef struct {
  const float *ln1w, *ln1b, *qkvw, *qkvb, *attprojw, *attprojb, *ln2w, *ln2b, *fcw, *fcb, *fcprojw, *fcprojb;
} LayerW;
typedef struct {
  float *ln1w, *ln1b, *qkvw, *qkvb, *attprojw, *attprojb, *ln2w, *ln2b, *fcw, *fcb, *fcprojw, *fcprojb;
} LayerG;

#define LAYER_FIELDS(T, p, C, l)                                                                          \
  T r = {p->ln1w + (size_t)(l) * C,           p->ln1b + (size_t)(l) * C,                                   \
         p->qkvw + (size_t)(l) * 3 * C * C,   p->qkvb + (size_t)(l) * 3 * C,                               \
         p->attprojw + (size_t)(l) * C * C,   p->attprojb + (size_t)(l) * C,                               \
         p->ln2w + (size_t)(l) * C,           p->ln2b + (size_t)(l) * C,                                   \
         p->fcw + (size_t)(l) * 4 * C * C,    p->fcb + (size_t)(l) * 4 * C,                                \
         p->fcprojw + (size_t)(l) * C * 4 * C, p->fcprojb + (size_t)(l) * C}

static LayerW layer_w(const NnParams *p, size_t C, int l) {
  LAYER_FIELDS(LayerW, p, C, l);
  return r;
}
static LayerG layer_g(const NnParams *p, size_t C, int l) {
  LAYER_FIELDS(LayerG, p, C, l);
  return r;
}

static int config_ok(const NnConfig *c) {
  return c->vocab > 0 && c->ctx > 0 && c->layers > 0 && c->heads > 0 && c->ch > 0 && c->ch % c->heads == 0;
}

/* ---- activations: one layout function for sizing (base NULL) and pointing */
static size_t acts_layout(Acts *a, float *base, const NnConfig *c, int B, int T) {
  size_t off = 0, L = c->layers, C = c->ch, V = c->vocab, N = (size_t)B * T, NC = N * C;
  size_t NA = (size_t)B * c->heads * T * T;
  auto take = [&](float **p, size_t n) {
    *p = base ? base + off : NULL;
    off += (n + 63) & ~(size_t)63; /* 256-byte aligned tensors */
  };
  take(&a->encoded, NC); take(&a->ln1, L * NC); take(&a->ln1_mean, L * N); take(&a->ln1_rstd, L * N);
  take(&a->qkv, L * 3 * NC); take(&a->atty, L * NC); take(&a->att, L * NA); take(&a->attproj, L * NC);
  take(&a->residual2, L * NC); take(&a->ln2, L * NC); take(&a->ln2_mean, L * N); take(&a->ln2_rstd, L * N);
  take(&a->fch, L * 4 * NC); take(&a->fch_gelu, L * 4 * NC); take(&a->fcproj, L * NC);
  take(&a->residual3, L * NC); take(&a->lnf, NC); take(&a->lnf_mean, N); take(&a->lnf_rstd, N);
  take(&a->logits, N * V); take(&a->probs, N * V); take(&a->losses, N);
  take(&a->qkvr, 3 * NC); take(&a->vaccum, NC); take(&a->preatt, NA);
  take(&a->dlogits, N * V); take(&a->dlnf, NC); take(&a->dres_a, NC); take(&a->dres_b, NC);
  take(&a->dres2, NC); take(&a->dproj, NC); take(&a->datty, NC); take(&a->dln, NC);
  take(&a->dfch_gelu, 4 * NC); take(&a->dfch, 4 * NC); take(&a->dqkv, 3 * NC); take(&a->dqkvr, 3 * NC);
  take(&a->dvaccum, NC); take(&a->datt, NA); take(&a->dpreatt, NA);
  return off;
}

static int ensure_acts(NnCudaModel *g, int B, int T) {
  size_t need = acts_layout(&g->a, NULL, &g->cfg, B, T), ntok = (size_t)B * T;
  if (need > g->acts_cap) {
    cudaFree(g->acts);
    g->acts = NULL;
    g->acts_cap = 0;
    CK(cudaMalloc((void **)&g->acts, need * sizeof(float)));
    g->acts_cap = need;
  }
  if (ntok > g->tok_cap) {
    cudaFree(g->inputs);
    cudaFree(g->targets);
    free(g->host_losses);
    g->inputs = g->targets = NULL;
    g->tok_cap = 0;
    g->host_losses = (float *)malloc(ntok * sizeof(float));
    if (!g->host_losses) {
      nn_cuda_set_error("out of host memory (%zu losses)", ntok);
      return -1;
    }
    CK(cudaMalloc((void **)&g->inputs, ntok * sizeof(int)));
    CK(cudaMalloc((void **)&g->targets, ntok * sizeof(int)));
    g->tok_cap = ntok;
  }
  acts_layout(&g->a, g->acts, &g->cfg, B, T);
  return 0;
}

/* ---- creation */
extern "C" void nn_cuda_free(NnCudaModel *g) {
  if (!g) return;
  cudaFree(g->params);
  cudaFree(g->grads);
  cudaFree(g->m);
  cudaFree(g->v);
  cudaFree(g->acts);
  cudaFree(g->inputs);
  cudaFree(g->targets);
  cudaFree(g->partial);
  cudaFree(g->dec_mem);
  cudaFree(g->dec_ints);
  cudaFree(g->d.allowed);
  cudaFree(g->pg_allowed);
  cudaFree(g->pg_weights);
  free(g->host_losses);
  free(g);
}

static int upload_state(NnCudaModel *g, const NnModel *h) {
  size_t bytes = g->nparams * sizeof(float);
  CK(cudaMalloc((void **)&g->params, bytes));
  CK(cudaMalloc((void **)&g->grads, bytes));
  CK(cudaMalloc((void **)&g->m, bytes));
  CK(cudaMalloc((void **)&g->v, bytes));
  CK(cudaMalloc((void **)&g->partial, (size_t)nn_cuda_dev_sumsq_blocks() * sizeof(double)));
  CK(cudaMemcpy(g->params, h->params_flat, bytes, cudaMemcpyHostToDevice));
  CK(cudaMemset(g->grads, 0, bytes));
  if (h->m_flat && h->v_flat) {
    CK(cudaMemcpy(g->m, h->m_flat, bytes, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(g->v, h->v_flat, bytes, cudaMemcpyHostToDevice));
  } else {
    CK(cudaMemset(g->m, 0, bytes));
    CK(cudaMemset(g->v, 0, bytes));
  }
  return 0;
}

extern "C" NnCudaModel *nn_cuda_new(const NnModel *host, char *err, size_t errlen) {
  if (!host || !host->params_flat || !config_ok(&host->cfg) || host->nparams != nn_param_count(&host->cfg)) {
    nn_cuda_set_error("nn_cuda_new: not a valid model (config or parameter count)");
  } else if (nn_cuda_dev_init() == 0) {
    NnCudaModel *g = (NnCudaModel *)calloc(1, sizeof *g);
    if (!g) {
      nn_cuda_set_error("out of host memory");
    } else {
      g->cfg = host->cfg;
      g->nparams = host->nparams;
      g->step = host->step;
      g->mean_loss = -1.0f;
      if (upload_state(g, host) == 0) {
        point_params(&g->cfg, g->params, &g->p);
        point_params(&g->cfg, g->grads, &g->gr);
        return g;
      }
      nn_cuda_free(g);
    }
  }
  if (err && errlen) snprintf(err, errlen, "%s", nn_cuda_error());
  return NULL;
}

/* ---- forward */
typedef struct {
  float *ln1, *ln1_mean, *ln1_rstd, *qkv, *atty, *att, *attproj, *residual2, *ln2, *ln2_mean, *ln2_rstd, *fch,
      *fch_gelu, *fcproj, *residual3;
  const float *residual; /* the layer's input */
} LayerA;

static LayerA layer_a(const Acts *a, const NnConfig *c, int B, int T, int l) {
  size_t N = (size_t)B * T, NC = N * c->ch, NA = (size_t)B * c->heads * T * T;
  LayerA r;
  r.residual = l ? a->residual3 + (l - 1) * NC : a->encoded;
  r.ln1 = a->ln1 + l * NC; r.ln1_mean = a->ln1_mean + l * N; r.ln1_rstd = a->ln1_rstd + l * N;
  r.qkv = a->qkv + l * 3 * NC; r.atty = a->atty + l * NC; r.att = a->att + l * NA;
  r.attproj = a->attproj + l * NC; r.residual2 = a->residual2 + l * NC;
  r.ln2 = a->ln2 + l * NC; r.ln2_mean = a->ln2_mean + l * N; r.ln2_rstd = a->ln2_rstd + l * N;
  r.fch = a->fch + l * 4 * NC; r.fch_gelu = a->fch_gelu + l * 4 * NC; r.fcproj = a->fcproj + l * NC;
  r.residual3 = a->residual3 + l * NC;
  return r;
}

static int layer_forward(NnCudaModel *g, int l) {
  const NnConfig *c = &g->cfg;
  int B = g->B, T = g->T, N = B * T, C = c->ch;
  size_t NC = (size_t)N * C;
  LayerW w = layer_w(&g->p, (size_t)C, l);
  LayerA x = layer_a(&g->a, c, B, T, l);
  TRY(nn_cuda_dev_layernorm_forward(x.ln1, x.ln1_mean, x.ln1_rstd, x.residual, w.ln1w, w.ln1b, N, C));
  TRY(nn_cuda_dev_matmul_forward(x.qkv, x.ln1, w.qkvw, w.qkvb, N, C, 3 * C));
  TRY(nn_cuda_dev_attention_forward(x.atty, x.att, x.qkv, g->a.qkvr, g->a.vaccum, g->a.preatt, B, T, C, c->heads));
  TRY(nn_cuda_dev_matmul_forward(x.attproj, x.atty, w.attprojw, w.attprojb, N, C, C));
  TRY(nn_cuda_dev_residual_forward(x.residual2, x.residual, x.attproj, NC));
  TRY(nn_cuda_dev_layernorm_forward(x.ln2, x.ln2_mean, x.ln2_rstd, x.residual2, w.ln2w, w.ln2b, N, C));
  TRY(nn_cuda_dev_matmul_forward(x.fch, x.ln2, w.fcw, w.fcb, N, C, 4 * C));
  TRY(nn_cuda_dev_gelu_forward(x.fch_gelu, x.fch, 4 * NC));
  TRY(nn_cuda_dev_matmul_forward(x.fcproj, x.fch_gelu, w.fcprojw, w.fcprojb, N, 4 * C, C));
  return nn_cuda_dev_residual_forward(x.residual3, x.residual2, x.fcproj, NC);
}

/* token ids in range, T within the context; counts the targets >= 0 */
static int check_tokens(const NnCudaModel *g, const int *inputs, const int *targets, int B, int T, int *ntargets) {
  if (!inputs || B < 1 || T < 1 || T > g->cfg.ctx) {
    nn_cuda_set_error("bad batch shape B=%d T=%d (ctx %d)", B, T, g->cfg.ctx);
    return -1;
  }
  int V = g->cfg.vocab, n = 0;
  for (size_t i = 0; i < (size_t)B * T; i++) {
    if (inputs[i] < 0 || inputs[i] >= V || (targets && targets[i] >= V)) {
      nn_cuda_set_error("token id out of range at %zu (vocab %d)", i, V);
      return -1;
    }
    n += targets && targets[i] >= 0;
  }
  *ntargets = n;
  return 0;
}

static int forward(NnCudaModel *g, const int *inputs, const int *targets, int B, int T) {
  const NnConfig *c = &g->cfg;
  int ntargets = 0;
  TRY(check_tokens(g, inputs, targets, B, T, &ntargets));
  TRY(ensure_acts(g, B, T));
  g->B = B;
  g->T = T;
  g->has_targets = targets != NULL;
  g->ntargets = ntargets;
  g->mean_loss = -1.0f;
  size_t N = (size_t)B * T;
  CK(cudaMemcpy(g->inputs, inputs, N * sizeof(int), cudaMemcpyHostToDevice));
  if (targets) CK(cudaMemcpy(g->targets, targets, N * sizeof(int), cudaMemcpyHostToDevice));
  const Acts *a = &g->a;
  TRY(nn_cuda_dev_encoder_forward(a->encoded, g->inputs, g->p.wte, g->p.wpe, B, T, c->ch));
  for (int l = 0; l < c->layers; l++) TRY(layer_forward(g, l));
  const float *last = a->residual3 + (size_t)(c->layers - 1) * N * c->ch;
  TRY(nn_cuda_dev_layernorm_forward(a->lnf, a->lnf_mean, a->lnf_rstd, last, g->p.lnfw, g->p.lnfb, (int)N, c->ch));
  TRY(nn_cuda_dev_matmul_forward(a->logits, a->lnf, g->p.wte, NULL, (int)N, c->ch, c->vocab));
  if (!targets) return 0;
  TRY(nn_cuda_dev_softmax_forward(a->probs, a->logits, (int)N, c->vocab));
  TRY(nn_cuda_dev_crossentropy_forward(a->losses, a->probs, g->targets, (int)N, c->vocab));
  CK(cudaMemcpy(g->host_losses, a->losses, N * sizeof(float), cudaMemcpyDeviceToHost));
  double s = 0.0;
  for (size_t i = 0; i < N; i++) s += g->host_losses[i];
  g->mean_loss = ntargets ? (float)(s / (double)ntargets) : -1.0f; /* as model.c: -1 without targets */
  return 0;
}

/* ---- backward */
static int zero(float *p, size_t n) {
  CK(cudaMemset(p, 0, n * sizeof(float)));
  return 0;
}

/* dres: d(output of layer l), read; dprev: d(input of layer l), zeroed and accumulated here */
static int layer_backward(NnCudaModel *g, int l, const float *dres, float *dprev) {
  const NnConfig *c = &g->cfg;
  int B = g->B, T = g->T, N = B * T, C = c->ch;
  size_t NC = (size_t)N * C;
  const Acts *a = &g->a;
  LayerW w = layer_w(&g->p, (size_t)C, l);
  LayerG dw = layer_g(&g->gr, (size_t)C, l);
  LayerA x = layer_a(a, c, B, T, l);
  TRY(zero(a->dres2, NC) || zero(a->dproj, NC) || zero(a->dfch_gelu, 4 * NC) || zero(a->dfch, 4 * NC));
  TRY(zero(a->dln, NC) || zero(dprev, NC) || zero(a->datty, NC) || zero(a->dqkv, 3 * NC));
  /* residual3 = residual2 + fcproj */
  TRY(nn_cuda_dev_residual_backward(a->dres2, a->dproj, dres, NC));
  TRY(nn_cuda_dev_matmul_backward(a->dfch_gelu, dw.fcprojw, dw.fcprojb, a->dproj, x.fch_gelu, w.fcprojw, N, 4 * C, C));
  TRY(nn_cuda_dev_gelu_backward(a->dfch, x.fch, a->dfch_gelu, 4 * NC));
  TRY(nn_cuda_dev_matmul_backward(a->dln, dw.fcw, dw.fcb, a->dfch, x.ln2, w.fcw, N, C, 4 * C));
  TRY(nn_cuda_dev_layernorm_backward(a->dres2, dw.ln2w, dw.ln2b, a->dln, x.residual2, w.ln2w, x.ln2_mean,
                                     x.ln2_rstd, N, C));
  /* residual2 = residual + attproj */
  TRY(zero(a->dproj, NC));
  TRY(nn_cuda_dev_residual_backward(dprev, a->dproj, a->dres2, NC));
  TRY(nn_cuda_dev_matmul_backward(a->datty, dw.attprojw, dw.attprojb, a->dproj, x.atty, w.attprojw, N, C, C));
  TRY(nn_cuda_dev_attention_backward(a->dqkv, a->datty, x.qkv, x.att, a->qkvr, a->dqkvr, a->dvaccum, a->datt,
                                     a->dpreatt, B, T, C, c->heads));
  TRY(zero(a->dln, NC));
  TRY(nn_cuda_dev_matmul_backward(a->dln, dw.qkvw, dw.qkvb, a->dqkv, x.ln1, w.qkvw, N, C, 3 * C));
  return nn_cuda_dev_layernorm_backward(dprev, dw.ln1w, dw.ln1b, a->dln, x.residual, w.ln1w, x.ln1_mean,
                                        x.ln1_rstd, N, C);
}

/* from a->dlogits down to the parameter gradients (accumulated) */
static int backward_chain(NnCudaModel *g) {
  const NnConfig *c = &g->cfg;
  const Acts *a = &g->a;
  int N = g->B * g->T, C = c->ch, V = c->vocab;
  size_t NC = (size_t)N * C;
  TRY(zero(a->dlnf, NC) || zero(a->dres_a, NC));
  TRY(nn_cuda_dev_matmul_backward(a->dlnf, g->gr.wte, NULL, a->dlogits, a->lnf, g->p.wte, N, C, V));
  const float *last = a->residual3 + (size_t)(c->layers - 1) * NC;
  TRY(nn_cuda_dev_layernorm_backward(a->dres_a, g->gr.lnfw, g->gr.lnfb, a->dlnf, last, g->p.lnfw, a->lnf_mean,
                                     a->lnf_rstd, N, C));
  float *dres = a->dres_a, *dprev = a->dres_b;
  for (int l = c->layers - 1; l >= 0; l--) {
    TRY(layer_backward(g, l, dres, dprev));
    float *t = dres;
    dres = dprev;
    dprev = t;
  }
  return nn_cuda_dev_encoder_backward(g->gr.wte, g->gr.wpe, dres, g->inputs, g->B, g->T, C);
}

static int backward(NnCudaModel *g) {
  float dloss = g->ntargets ? 1.0f / (float)g->ntargets : 0.0f;
  TRY(nn_cuda_dev_crossentropy_softmax_backward(g->a.dlogits, g->a.probs, g->targets, dloss, g->B * g->T,
                                                g->cfg.vocab));
  return backward_chain(g);
}

/* ---- update */
static int update(NnCudaModel *g, float lr, float weight_decay, float grad_clip, float *grad_norm) {
  double sumsq = 0.0;
  TRY(nn_cuda_dev_sumsq(g->grads, g->nparams, g->partial, &sumsq));
  float norm = (float)sqrt(sumsq);
  float scale = (grad_clip > 0.0f && norm > grad_clip) ? grad_clip / norm : 1.0f;
  g->step++;
  float c1 = 1.0f - powf(0.9f, (float)g->step), c2 = 1.0f - powf(0.95f, (float)g->step);
  TRY(nn_cuda_dev_adamw(g->params, g->grads, g->m, g->v, g->nparams, lr, 0.9f, 0.95f, 1e-8f, weight_decay, scale,
                        c1, c2));
  if (grad_norm) *grad_norm = norm;
  return 0;
}

extern "C" int nn_cuda_train_step(NnCudaModel *g, const int *inputs, const int *targets, int B, int T, float lr,
                                  float weight_decay, float grad_clip, float *loss, float *grad_norm) {
  if (!g || !targets) {
    nn_cuda_set_error("nn_cuda_train_step: %s", g ? "targets are needed" : "no model");
    return -1;
  }
  TRY(forward(g, inputs, targets, B, T));
  if (loss) *loss = g->mean_loss;
  TRY(zero(g->grads, g->nparams));
  TRY(backward(g));
  return update(g, lr, weight_decay, grad_clip, grad_norm);
}

/* ---- the policy-gradient step in pieces (gnc neural rl) */
extern "C" int nn_cuda_zero_grad(NnCudaModel *g) {
  if (!g) {
    nn_cuda_set_error("nn_cuda_zero_grad: no model");
    return -1;
  }
  return zero(g->grads, g->nparams);
}

extern "C" int nn_cuda_backward_pg(NnCudaModel *g, const int *targets, const uint8_t *allowed, const float *weights,
                                   float inv_temp, float *nll) {
  if (!g || !g->B || !targets || !weights) {
    nn_cuda_set_error("nn_cuda_backward_pg: %s", g ? (g->B ? "targets and weights are needed" : "no forward")
                                                   : "no model");
    return -1;
  }
  int N = g->B * g->T, V = g->cfg.vocab, n = 0;
  for (int i = 0; i < N; i++) {
    if (targets[i] >= V) {
      nn_cuda_set_error("nn_cuda_backward_pg: target out of range at %d (vocab %d)", i, V);
      return -1;
    }
    n += targets[i] >= 0;
  }
  if ((size_t)N > g->pg_cap) {
    cudaFree(g->pg_allowed);
    cudaFree(g->pg_weights);
    g->pg_allowed = NULL;
    g->pg_weights = NULL;
    g->pg_cap = 0;
    CK(cudaMalloc((void **)&g->pg_allowed, (size_t)N * V));
    CK(cudaMalloc((void **)&g->pg_weights, (size_t)N * sizeof(float)));
    g->pg_cap = (size_t)N;
  }
  CK(cudaMemcpy(g->targets, targets, (size_t)N * sizeof(int), cudaMemcpyHostToDevice));
  CK(cudaMemcpy(g->pg_weights, weights, (size_t)N * sizeof(float), cudaMemcpyHostToDevice));
  if (allowed) CK(cudaMemcpy(g->pg_allowed, allowed, (size_t)N * V, cudaMemcpyHostToDevice));
  g->ntargets = n;
  const uint8_t *al = allowed ? g->pg_allowed : NULL;
  TRY(nn_cuda_dev_pg_forward(g->a.losses, g->a.logits, al, g->targets, inv_temp, N, V));
  TRY(nn_cuda_dev_pg_backward(g->a.dlogits, g->a.logits, al, g->targets, g->pg_weights, inv_temp, N, V));
  if (nll) {
    CK(cudaMemcpy(g->host_losses, g->a.losses, (size_t)N * sizeof(float), cudaMemcpyDeviceToHost));
    double s = 0.0;
    for (int i = 0; i < N; i++) s += g->host_losses[i];
    *nll = (float)s;
  }
  return backward_chain(g);
}

extern "C" int nn_cuda_update(NnCudaModel *g, float lr, float weight_decay, float grad_clip, float *grad_norm) {
  if (!g) {
    nn_cuda_set_error("nn_cuda_update: no model");
    return -1;
  }
  return update(g, lr, weight_decay, grad_clip, grad_norm);
}

extern "C" int nn_cuda_forward(NnCudaModel *g, const int *inputs, const int *targets, int B, int T,
                               float *logits_host, float *loss) {
  if (!g) {
    nn_cuda_set_error("nn_cuda_forward: no model");
    return -1;
  }
  TRY(forward(g, inputs, targets, B, T));
  if (loss) *loss = g->mean_loss;
  if (!logits_host) return 0;
  const float *src = targets ? g->a.probs : g->a.logits;
  CK(cudaMemcpy(logits_host, src, (size_t)B * T * g->cfg.vocab * sizeof(float), cudaMemcpyDeviceToHost));
  return 0;
}

/* ---- back to the host */
static int host_moment(float **p, size_t n) {
  if (*p) return 0;
  *p = (float *)calloc(n ? n : 1, sizeof(float));
  if (*p) return 0;
  nn_cuda_set_error("out of host memory (AdamW moments)");
  return -1;
}

extern "C" int nn_cuda_to_host(const NnCudaModel *g, NnModel *host) {
  if (!g || !host || memcmp(&g->cfg, &host->cfg, sizeof g->cfg) != 0 || host->nparams != g->nparams) {
    nn_cuda_set_error("nn_cuda_to_host: the host model has another configuration");
    return -1;
  }
  size_t bytes = g->nparams * sizeof(float);
  TRY(host_moment(&host->m_flat, g->nparams) || host_moment(&host->v_flat, g->nparams));
  CK(cudaMemcpy(host->params_flat, g->params, bytes, cudaMemcpyDeviceToHost));
  CK(cudaMemcpy(host->m_flat, g->m, bytes, cudaMemcpyDeviceToHost));
  CK(cudaMemcpy(host->v_flat, g->v, bytes, cudaMemcpyDeviceToHost));
  host->step = g->step;
  return 0;
}

/* ---- decoding */
static size_t dec_layout(Dec *d, float *base, const NnConfig *c, int R) {
  size_t off = 0, C = c->ch, V = c->vocab, n = (size_t)R, W = (size_t)nn_cuda_sample_width(c->vocab);
  size_t cache = (size_t)c->layers * n * c->ctx * C;
  auto take = [&](float **p, size_t k) {
    *p = base ? base + off : NULL;
    off += (k + 63) & ~(size_t)63;
  };
  take(&d->x, n * C); take(&d->ln, n * C); take(&d->mean, n); take(&d->rstd, n); take(&d->qkv, 3 * n * C);
  take(&d->atty, n * C); take(&d->proj, n * C); take(&d->res2, n * C); take(&d->fch, 4 * n * C);
  take(&d->fch_gelu, 4 * n * C); take(&d->logits, n * V); take(&d->u, n); take(&d->sample_f, n * W);
  take(&d->kcache, cache); take(&d->vcache, cache);
  return off;
}

static int ensure_decode(NnCudaModel *g, int R) {
  if (g->d.rows_cap >= R) return 0;
  cudaFree(g->dec_mem);
  cudaFree(g->dec_ints);
  cudaFree(g->d.allowed);
  memset(&g->d, 0, sizeof g->d);
  g->dec_mem = NULL;
  g->dec_ints = NULL;
  size_t nf = dec_layout(&g->d, NULL, &g->cfg, R), W = (size_t)nn_cuda_sample_width(g->cfg.vocab);
  size_t ni = 4 * (size_t)R + (size_t)R * W;
  CK(cudaMalloc((void **)&g->dec_mem, nf * sizeof(float)));
  CK(cudaMemset(g->dec_mem, 0, nf * sizeof(float)));
  CK(cudaMalloc((void **)&g->dec_ints, ni * sizeof(int)));
  CK(cudaMalloc((void **)&g->d.allowed, (size_t)R * g->cfg.vocab));
  dec_layout(&g->d, g->dec_mem, &g->cfg, R);
  g->d.rows = g->dec_ints;
  g->d.tok = g->d.rows + R;
  g->d.pos = g->d.tok + R;
  g->d.tokens = g->d.pos + R;
  g->d.sample_i = g->d.tokens + R;
  g->d.rows_cap = R;
  return 0;
}

static int check_decode(const NnCudaModel *g, int rows_cap, int n, const int *rows, const int *tokens,
                        const int *pos) {
  if (rows_cap < 1 || n < 0 || n > rows_cap || (n > 0 && (!rows || !tokens || !pos))) {
    nn_cuda_set_error("nn_cuda_decode_step: bad arguments (rows_cap %d, n %d)", rows_cap, n);
    return -1;
  }
  for (int i = 0; i < n; i++) {
    if (rows[i] < 0 || rows[i] >= rows_cap || tokens[i] < 0 || tokens[i] >= g->cfg.vocab || pos[i] < 0 ||
        pos[i] >= g->cfg.ctx) {
      nn_cuda_set_error("nn_cuda_decode_step: entry %d out of range (row %d, token %d, pos %d)", i, rows[i],
                        tokens[i], pos[i]);
      return -1;
    }
  }
  return 0;
}

static int decode_layer(NnCudaModel *g, int l, int n) {
  const NnConfig *c = &g->cfg;
  int C = c->ch;
  size_t nC = (size_t)n * C, cache = (size_t)g->d.rows_cap * c->ctx * C;
  const Dec *d = &g->d;
  LayerW w = layer_w(&g->p, (size_t)C, l);
  float *kc = d->kcache + l * cache, *vc = d->vcache + l * cache;
  TRY(nn_cuda_dev_layernorm_forward(d->ln, d->mean, d->rstd, d->x, w.ln1w, w.ln1b, n, C));
  TRY(nn_cuda_dev_matmul_forward(d->qkv, d->ln, w.qkvw, w.qkvb, n, C, 3 * C));
  TRY(nn_cuda_dev_kv_store(kc, vc, d->qkv, d->rows, d->pos, n, c->ctx, C));
  TRY(nn_cuda_dev_decode_attention(d->atty, d->qkv, kc, vc, d->rows, d->pos, n, c->ctx, C, c->heads));
  TRY(nn_cuda_dev_matmul_forward(d->proj, d->atty, w.attprojw, w.attprojb, n, C, C));
  TRY(nn_cuda_dev_residual_forward(d->res2, d->x, d->proj, nC));
  TRY(nn_cuda_dev_layernorm_forward(d->ln, d->mean, d->rstd, d->res2, w.ln2w, w.ln2b, n, C));
  TRY(nn_cuda_dev_matmul_forward(d->fch, d->ln, w.fcw, w.fcb, n, C, 4 * C));
  TRY(nn_cuda_dev_gelu_forward(d->fch_gelu, d->fch, 4 * nC));
  TRY(nn_cuda_dev_matmul_forward(d->proj, d->fch_gelu, w.fcprojw, w.fcprojb, n, 4 * C, C));
  return nn_cuda_dev_residual_forward(d->x, d->res2, d->proj, nC);
}

extern "C" int nn_cuda_decode_step(NnCudaModel *g, int rows_cap, int n, const int *rows, const int *tokens,
                                   const int *pos, float *logits_host) {
  if (!g) {
    nn_cuda_set_error("nn_cuda_decode_step: no model");
    return -1;
  }
  TRY(check_decode(g, rows_cap, n, rows, tokens, pos));
  TRY(ensure_decode(g, rows_cap));
  g->d.n = 0;
  if (n == 0) return 0;
  const NnConfig *c = &g->cfg;
  const Dec *d = &g->d;
  CK(cudaMemcpy(d->rows, rows, (size_t)n * sizeof(int), cudaMemcpyHostToDevice));
  CK(cudaMemcpy(d->tok, tokens, (size_t)n * sizeof(int), cudaMemcpyHostToDevice));
  CK(cudaMemcpy(d->pos, pos, (size_t)n * sizeof(int), cudaMemcpyHostToDevice));
  TRY(nn_cuda_dev_embed_rows(d->x, d->tok, d->pos, g->p.wte, g->p.wpe, n, c->ch));
  for (int l = 0; l < c->layers; l++) TRY(decode_layer(g, l, n));
  TRY(nn_cuda_dev_layernorm_forward(d->ln, d->mean, d->rstd, d->x, g->p.lnfw, g->p.lnfb, n, c->ch));
  TRY(nn_cuda_dev_matmul_forward(d->logits, d->ln, g->p.wte, NULL, n, c->ch, c->vocab));
  g->d.n = n;
  if (logits_host)
    CK(cudaMemcpy(logits_host, d->logits, (size_t)n * c->vocab * sizeof(float), cudaMemcpyDeviceToHost));
  return 0;
}

extern "C" int nn_cuda_sample_last(NnCudaModel *g, int n, const uint8_t *allowed, float temperature, int top_k,
                                   float top_p, const float *u, int *tokens) {
  if (!g || n < 0 || n > g->d.n || (n > 0 && (!u || !tokens))) {
    nn_cuda_set_error("nn_cuda_sample_last: %d rows asked, the last decode step made %d", n, g ? g->d.n : 0);
    return -1;
  }
  if (n == 0) return 0;
  const Dec *d = &g->d;
  int V = g->cfg.vocab;
  if (allowed) CK(cudaMemcpy(d->allowed, allowed, (size_t)n * V, cudaMemcpyHostToDevice));
  CK(cudaMemcpy(d->u, u, (size_t)n * sizeof(float), cudaMemcpyHostToDevice));
  TRY(nn_cuda_dev_sample(d->tokens, d->logits, allowed ? d->allowed : NULL, d->u, n, V, temperature, top_k, top_p,
                         d->sample_f, d->sample_i));
  CK(cudaMemcpy(tokens, d->tokens, (size_t)n * sizeof(int), cudaMemcpyDeviceToHost));
  return 0;
}
