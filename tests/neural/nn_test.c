/* nn_test.c - unit tests of the neural compiler's CPU model (src/neural): every layer's backward against
 * central finite differences, a whole-model gradient check, a short training run, incremental decoding
 * against the full forward, checkpoint round trips and rejections, and the sampler.
 *
 * Gradient checks: the loss is sum(w * out) for fixed random weights w (so dout = w), accumulated in
 * double; each checked element's numeric derivative (f(x+h) - f(x-h)) / (2h), h = 1e-3 (the denominator
 * uses the perturbations actually stored in float), must satisfy |num - ana| <= ATOL + RTOL * |ana|.
 * Prints one line per check and "N passed, M failed"; exits 1 if anything failed.
 * NN_BENCH=1 also times forward + backward + update on the size the trainer uses.
 */
#include "neural/nn/nn.h"

#include <cblas.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int npass, nfail;

static void check(int ok, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  printf("%s ", ok ? "ok  " : "FAIL");
  vprintf(fmt, ap);
  printf("\n");
  va_end(ap);
  fflush(stdout);
  if (ok) npass++;
  else nfail++;
}

/* ---- helpers */

static uint64_t rng_counter;

static float urand(void) { return nn_rand_uniform(12345, rng_counter++); }
static float srand1(float scale) { return (2.0f * urand() - 1.0f) * scale; }
static void fill(float *p, size_t n, float scale) {
  for (size_t i = 0; i < n; i++) p[i] = srand1(scale);
}
static float *fnew(size_t n, float scale) {
  float *p = calloc(n, sizeof(float));
  fill(p, n, scale);
  return p;
}
static double dot(const float *a, const float *b, size_t n) {
  double s = 0.0;
  for (size_t i = 0; i < n; i++) s += (double)a[i] * b[i];
  return s;
}
static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* ---- finite differences */

#define EPS 1e-3f
#define ATOL 2e-3
#define RTOL 2e-2

typedef double (*LossFn)(void *ctx);

/* compare ana[i] with the central difference of f in x[i], for up to maxn evenly spaced i */
static void grad_check(const char *name, LossFn f, void *ctx, float *x, const float *ana, size_t n, size_t maxn,
                       double atol, double rtol) {
  size_t step = n > maxn ? n / maxn : 1;
  double worst = 0.0, maxerr = 0.0;
  for (size_t i = 0; i < n; i += step) {
    float orig = x[i];
    x[i] = orig + EPS;
    float hp = x[i];
    double fp = f(ctx);
    x[i] = orig - EPS;
    float hm = x[i];
    double fm = f(ctx);
    x[i] = orig;
    double num = (fp - fm) / ((double)hp - hm), err = fabs(num - ana[i]);
    double ratio = err / (atol + rtol * fabs(ana[i]));
    if (err > maxerr) maxerr = err;
    if (ratio > worst) worst = ratio;
  }
  check(worst <= 1.0, "gradcheck %-28s max abs err %.2e (worst/tolerance %.2f)", name, maxerr, worst);
}

/* ---- layer gradient checks.  Each context holds the inputs, the weights w of the loss and scratch. */

typedef struct {
  int B, T, C, V, OC, NH, N;
  int *inp, *targets;
  float *a, *b, *c;       /* inputs / parameters */
  float *out, *w;         /* output and loss weights */
  float *s1, *s2, *s3;    /* scratch */
} Ctx;

static double loss_encoder(void *p) {
  Ctx *x = p;
  nn_encoder_forward(x->out, x->inp, x->a, x->b, x->B, x->T, x->C);
  return dot(x->out, x->w, (size_t)x->B * x->T * x->C);
}

static void test_encoder(void) {
  Ctx x = {.B = 2, .T = 3, .C = 4, .V = 5};
  int inp[6] = {0, 3, 3, 4, 1, 0};
  size_t no = 24;
  x.inp = inp;
  x.a = fnew(20, 1), x.b = fnew(12, 1), x.out = fnew(no, 0), x.w = fnew(no, 1);
  float *dwte = fnew(20, 0), *dwpe = fnew(12, 0);
  nn_encoder_backward(dwte, dwpe, x.w, inp, 2, 3, 4);
  grad_check("encoder dwte", loss_encoder, &x, x.a, dwte, 20, 1000, ATOL, RTOL);
  grad_check("encoder dwpe", loss_encoder, &x, x.b, dwpe, 12, 1000, ATOL, RTOL);
  free(x.a), free(x.b), free(x.out), free(x.w), free(dwte), free(dwpe);
}

static double loss_layernorm(void *p) {
  Ctx *x = p;
  nn_layernorm_forward(x->out, x->s1, x->s2, x->a, x->b, x->c, x->B, x->T, x->C);
  return dot(x->out, x->w, (size_t)x->B * x->T * x->C);
}

static void test_layernorm(void) {
  Ctx x = {.B = 2, .T = 3, .C = 8};
  size_t n = 48;
  x.a = fnew(n, 2), x.b = fnew(8, 1), x.c = fnew(8, 1), x.out = fnew(n, 0), x.w = fnew(n, 1);
  x.s1 = fnew(6, 0), x.s2 = fnew(6, 0);
  float *dinp = fnew(n, 0), *dw = fnew(8, 0), *db = fnew(8, 0);
  loss_layernorm(&x);
  nn_layernorm_backward(dinp, dw, db, x.w, x.a, x.b, x.s1, x.s2, 2, 3, 8);
  grad_check("layernorm dinp", loss_layernorm, &x, x.a, dinp, n, 1000, ATOL, RTOL);
  grad_check("layernorm dweight", loss_layernorm, &x, x.b, dw, 8, 1000, ATOL, RTOL);
  grad_check("layernorm dbias", loss_layernorm, &x, x.c, db, 8, 1000, ATOL, RTOL);
  free(x.a), free(x.b), free(x.c), free(x.out), free(x.w), free(x.s1), free(x.s2), free(dinp), free(dw), free(db);
}

static double loss_matmul(void *p) {
  Ctx *x = p;
  nn_matmul_forward(x->out, x->a, x->b, x->c, x->B, x->T, x->C, x->OC);
  return dot(x->out, x->w, (size_t)x->B * x->T * x->OC);
}

static void test_matmul(void) {
  Ctx x = {.B = 2, .T = 3, .C = 5, .OC = 7};
  size_t ni = 30, nw = 35, no = 42;
  x.a = fnew(ni, 1), x.b = fnew(nw, 1), x.c = fnew(7, 1), x.out = fnew(no, 0), x.w = fnew(no, 1);
  float *dinp = fnew(ni, 0), *dw = fnew(nw, 0), *db = fnew(7, 0);
  /* accumulation: start from 1 and subtract it afterwards */
  for (size_t i = 0; i < ni; i++) dinp[i] = 1.0f;
  nn_matmul_backward(dinp, dw, db, x.w, x.a, x.b, 2, 3, 5, 7);
  for (size_t i = 0; i < ni; i++) dinp[i] -= 1.0f;
  grad_check("matmul dinp (accumulating)", loss_matmul, &x, x.a, dinp, ni, 1000, ATOL, RTOL);
  grad_check("matmul dweight", loss_matmul, &x, x.b, dw, nw, 1000, ATOL, RTOL);
  grad_check("matmul dbias", loss_matmul, &x, x.c, db, 7, 1000, ATOL, RTOL);
  free(x.a), free(x.b), free(x.c), free(x.out), free(x.w), free(dinp), free(dw), free(db);
}

static double loss_attention(void *p) {
  Ctx *x = p;
  nn_attention_forward(x->out, x->s1, x->s2, x->a, x->B, x->T, x->C, x->NH);
  return dot(x->out, x->w, (size_t)x->B * x->T * x->C);
}

static void test_attention(void) {
  Ctx x = {.B = 2, .T = 5, .C = 8, .NH = 2};
  size_t ni = 2 * 5 * 24, no = 80, na = 2 * 2 * 5 * 5;
  x.a = fnew(ni, 1.5f), x.out = fnew(no, 0), x.w = fnew(no, 1), x.s1 = fnew(na, 0), x.s2 = fnew(na, 0);
  float *dinp = fnew(ni, 0), *dpre = fnew(na, 0), *datt = fnew(na, 0);
  loss_attention(&x);
  int causal = 1;
  for (int r = 0; r < 20; r++)
    for (int t2 = r % 5 + 1; t2 < 5; t2++) causal &= x.s2[r * 5 + t2] == 0.0f;
  check(causal, "attention probabilities are 0 above the diagonal");
  nn_attention_backward(dinp, dpre, datt, x.w, x.a, x.s2, 2, 5, 8, 2);
  grad_check("attention dinp (q, k, v)", loss_attention, &x, x.a, dinp, ni, 1000, ATOL, RTOL);
  free(x.a), free(x.out), free(x.w), free(x.s1), free(x.s2), free(dinp), free(dpre), free(datt);
}

static double loss_gelu(void *p) {
  Ctx *x = p;
  nn_gelu_forward(x->out, x->a, x->N);
  return dot(x->out, x->w, (size_t)x->N);
}

static double loss_residual(void *p) {
  Ctx *x = p;
  nn_residual_forward(x->out, x->a, x->b, x->N);
  return dot(x->out, x->w, (size_t)x->N);
}

static void test_gelu_residual(void) {
  Ctx x = {.N = 40};
  x.a = fnew(40, 3), x.b = fnew(40, 3), x.out = fnew(40, 0), x.w = fnew(40, 1);
  float *d1 = fnew(40, 0), *d2 = fnew(40, 0);
  nn_gelu_backward(d1, x.a, x.w, 40);
  grad_check("gelu dinp", loss_gelu, &x, x.a, d1, 40, 1000, ATOL, RTOL);
  memset(d1, 0, 40 * sizeof(float));
  nn_residual_backward(d1, d2, x.w, 40);
  grad_check("residual dinp1", loss_residual, &x, x.a, d1, 40, 1000, ATOL, RTOL);
  grad_check("residual dinp2", loss_residual, &x, x.b, d2, 40, 1000, ATOL, RTOL);
  free(x.a), free(x.b), free(x.out), free(x.w), free(d1), free(d2);
}

/* loss = mean cross-entropy over targets >= 0 (x->c[0] holds 1/count) */
static double loss_softmax_ce(void *p) {
  Ctx *x = p;
  size_t BT = (size_t)x->B * x->T;
  nn_softmax_forward(x->s1, x->a, x->B, x->T, x->V);
  nn_crossentropy_forward(x->out, x->s1, x->targets, x->B, x->T, x->V);
  double s = 0.0;
  for (size_t i = 0; i < BT; i++) s += x->out[i];
  return s * x->c[0];
}

static void test_softmax_ce(void) {
  int targets[6] = {2, -1, 0, 5, -1, 3};
  Ctx x = {.B = 2, .T = 3, .V = 6, .targets = targets};
  size_t n = 36;
  float dloss = 1.0f / 4.0f;
  x.a = fnew(n, 3), x.s1 = fnew(n, 0), x.out = fnew(6, 0), x.c = &dloss;
  float *dl = fnew(n, 0);
  loss_softmax_ce(&x);
  int ignored = x.out[1] == 0.0f && x.out[4] == 0.0f && x.out[0] > 0.0f;
  check(ignored, "crossentropy: ignored targets have loss 0");
  nn_crossentropy_softmax_backward(dl, x.s1, targets, dloss, 2, 3, 6);
  int zero_rows = 1;
  for (int i = 0; i < 6; i++) zero_rows &= dl[6 + i] == 0.0f && dl[24 + i] == 0.0f;
  check(zero_rows, "crossentropy: ignored targets have gradient 0");
  grad_check("softmax+crossentropy dlogits", loss_softmax_ce, &x, x.a, dl, n, 1000, ATOL, RTOL);
  /* in place softmax gives the same probabilities */
  float *copy = malloc(n * sizeof(float));
  memcpy(copy, x.a, n * sizeof(float));
  nn_softmax_forward(x.s1, x.a, 2, 3, 6);
  nn_softmax_forward(copy, copy, 2, 3, 6);
  check(memcmp(copy, x.s1, n * sizeof(float)) == 0, "softmax in place equals out of place");
  free(copy), free(x.a), free(x.s1), free(x.out), free(dl);
}

/* ---- the policy gradient of masked sampling (nn_pg_forward / nn_pg_backward) */

typedef struct {
  Ctx x;
  const uint8_t *allowed;
  const float *weights;
  float inv_temp;
} PgCtx;

/* loss = sum_r weights[r] * -log q(target[r]), q the masked softmax at inv_temp */
static double loss_pg(void *p) {
  PgCtx *c = p;
  size_t BT = (size_t)c->x.B * c->x.T;
  nn_pg_forward(c->x.out, c->x.a, c->allowed, c->x.targets, c->inv_temp, c->x.B, c->x.T, c->x.V);
  double s = 0.0;
  for (size_t i = 0; i < BT; i++) s += (double)c->weights[i] * c->x.out[i];
  return s;
}

static void test_pg(void) {
  enum { B = 2, T = 3, V = 7 };
  int targets[B * T] = {2, -1, 0, 5, 6, 3};
  float weights[B * T] = {0.7f, 0.4f, -1.3f, 0.25f, 2.0f, -0.5f};
  uint8_t allowed[B * T * V];
  size_t n = (size_t)B * T * V;
  for (size_t i = 0; i < n; i++) allowed[i] = (i % 3) != 1; /* every row masks some tokens */
  for (int r = 0; r < B * T; r++)
    if (targets[r] >= 0) allowed[r * V + targets[r]] = 1; /* the sampled token is allowed, as in decoding */
  allowed[4 * V + 6] = 0; /* ... except in row 4: a target that is not allowed is skipped */
  PgCtx c = {.x = {.B = B, .T = T, .V = V, .targets = targets}, .allowed = allowed, .weights = weights,
             .inv_temp = 1.25f};
  c.x.a = fnew(n, 3), c.x.out = fnew(B * T, 0);
  float *dl = fnew(n, 0);
  loss_pg(&c);
  int lossok = c.x.out[1] == 0.0f && c.x.out[4] == 0.0f && c.x.out[0] > 0.0f;
  check(lossok, "pg: ignored and disallowed targets have loss 0");
  nn_pg_backward(dl, c.x.a, allowed, targets, weights, c.inv_temp, B, T, V);
  int masked0 = 1, rows0 = 1;
  double rowsum = 0.0;
  for (size_t i = 0; i < n; i++) masked0 &= allowed[i] || dl[i] == 0.0f;
  for (int v = 0; v < V; v++) rows0 &= dl[1 * V + v] == 0.0f && dl[4 * V + v] == 0.0f;
  for (int v = 0; v < V; v++) rowsum += dl[v];
  check(masked0, "pg: masked tokens get exactly 0 gradient");
  check(rows0, "pg: rows without a (usable) target get 0 gradient");
  check(fabs(rowsum) < 1e-5, "pg: a row's gradient sums to 0 over the allowed tokens (%.1e)", rowsum);
  grad_check("pg dlogits (masked, T=0.8)", loss_pg, &c, c.x.a, dl, n, 1000, ATOL, RTOL);
  /* no mask, inverse temperature 1, weight 1/count: the ordinary softmax cross-entropy gradient */
  float *probs = fnew(n, 0), *dce = fnew(n, 0), *dpg = fnew(n, 0), w4[B * T];
  int tg2[B * T] = {2, -1, 0, 5, 6, 3};
  for (int r = 0; r < B * T; r++) w4[r] = 0.2f;
  nn_softmax_forward(probs, c.x.a, B, T, V);
  nn_crossentropy_softmax_backward(dce, probs, tg2, 0.2f, B, T, V);
  nn_pg_backward(dpg, c.x.a, NULL, tg2, w4, 1.0f, B, T, V);
  double maxd = 0.0;
  for (size_t i = 0; i < n; i++) maxd = fmax(maxd, fabs(dce[i] - dpg[i]));
  check(maxd < 1e-6, "pg without a mask at T=1 equals the cross-entropy gradient (max diff %.1e)", maxd);
  free(c.x.a), free(c.x.out), free(dl), free(probs), free(dce), free(dpg);
}

/* the model's nn_backward_pg with no mask, T = 1 and weights 1/count equals nn_backward */
static void test_pg_model(void) {
  NnConfig cfg = {.vocab = 11, .ctx = 8, .layers = 2, .heads = 2, .ch = 8};
  NnModel *m = nn_new(&cfg, 4);
  enum { B = 2, T = 7 };
  int inp[B * T], tg[B * T], count = 0;
  float w[B * T];
  for (int i = 0; i < B * T; i++) {
    inp[i] = (int)(urand() * 11);
    tg[i] = i % 3 == 1 ? -1 : (int)(urand() * 11);
    count += tg[i] >= 0;
  }
  for (int i = 0; i < B * T; i++) w[i] = 1.0f / (float)count;
  nn_forward(m, inp, tg, B, T);
  float ce = m->mean_loss;
  nn_zero_grad(m);
  nn_backward(m);
  float *ref = malloc(m->nparams * sizeof(float));
  memcpy(ref, m->grads_flat, m->nparams * sizeof(float));
  nn_forward(m, inp, NULL, B, T);
  nn_zero_grad(m);
  float nll = nn_backward_pg(m, tg, NULL, w, 1.0f);
  double maxd = 0.0, scale = 1e-9;
  for (size_t i = 0; i < m->nparams; i++) {
    maxd = fmax(maxd, fabs(m->grads_flat[i] - ref[i]));
    scale = fmax(scale, fabs(ref[i]));
  }
  check(maxd / scale < 1e-5 && fabs(nll / count - ce) < 1e-4 * ce,
        "nn_backward_pg (no mask, T=1, weights 1/count) equals nn_backward (rel diff %.1e, loss %.4f vs %.4f)",
        maxd / scale, nll / count, ce);
  free(ref);
  nn_free(m);
}

/* a toy policy: after the prompt token 0 the model samples one token among the allowed 2..5 from the masked
 * softmax; the reward prefers token 4.  Groups of G samples, advantages (r - mean) / (std + eps), one
 * AdamW step per group: the mean reward (q(4)) must rise. */
static void test_rl_toy(void) {
  NnConfig cfg = {.vocab = 8, .ctx = 4, .layers = 1, .heads = 1, .ch = 8};
  NnModel *m = nn_new(&cfg, 9);
  enum { G = 16, STEPS = 30 };
  uint8_t allowed[G * 2 * 8];
  int inp[G * 2], tg[G * 2];
  float w[G * 2], sf[8];
  int si[8];
  double first = -1, last = 0;
  memset(allowed, 0, sizeof allowed);
  for (int g = 0; g < G; g++)
    for (int v = 2; v <= 5; v++) allowed[(g * 2) * 8 + v] = 1;
  for (int s = 0; s <= STEPS; s++) {
    float r[G], mean = 0, var = 0;
    int tok[G];
    inp[0] = 0, inp[1] = 0;
    nn_forward(m, inp, NULL, 1, 2);
    const float *lg = nn_logits(m);
    double q[8], z = 0;
    for (int v = 2; v <= 5; v++) z += exp(lg[v]);
    for (int v = 2; v <= 5; v++) q[v] = exp(lg[v]) / z;
    if (first < 0) first = q[4];
    last = q[4];
    if (s == STEPS) break;
    for (int g = 0; g < G; g++) {
      tok[g] = nn_sample(lg, allowed, 8, 1.0f, 0, 1.0f, nn_rand_uniform(31, (uint64_t)(s * G + g)), sf, si);
      r[g] = tok[g] == 4 ? 1.0f : 0.0f;
      mean += r[g] / G;
    }
    for (int g = 0; g < G; g++) var += (r[g] - mean) * (r[g] - mean) / G;
    if (var == 0) continue;
    for (int g = 0; g < G; g++) {
      inp[g * 2] = 0, inp[g * 2 + 1] = tok[g];
      tg[g * 2] = tok[g], tg[g * 2 + 1] = -1;
      w[g * 2] = (r[g] - mean) / (sqrtf(var) + 1e-4f) / G, w[g * 2 + 1] = 0;
    }
    nn_forward(m, inp, NULL, G, 2);
    nn_zero_grad(m);
    nn_backward_pg(m, tg, allowed, w, 1.0f);
    nn_update(m, 3e-2f, 0.0f, 1.0f);
  }
  check(first < 0.4 && last > 0.8, "policy gradient on a toy reward: q(preferred token) %.3f -> %.3f in %d steps",
        first, last, STEPS);
  nn_free(m);
}

/* ---- whole model */

static void randomize_params(NnModel *m, float scale) {
  for (size_t i = 0; i < m->nparams; i++) m->params_flat[i] = srand1(scale);
}

typedef struct {
  NnModel *m;
  const int *inp, *tg;
  int B, T;
} ModelCtx;

static double loss_model(void *p) {
  ModelCtx *x = p;
  nn_forward(x->m, x->inp, x->tg, x->B, x->T);
  return x->m->mean_loss;
}

static void test_model_grad(void) {
  NnConfig cfg = {.vocab = 11, .ctx = 8, .layers = 2, .heads = 2, .ch = 8};
  NnConfig bad = cfg;
  bad.heads = 3;
  check(nn_new(&bad, 1) == NULL, "nn_new rejects heads that do not divide the channels");
  NnModel *m = nn_new(&cfg, 1);
  check(m != NULL, "nn_new on a tiny config");
  if (!m) return;
  randomize_params(m, 0.5f);
  enum { B = 2, T = 7 };
  int inp[B * T], tg[B * T];
  for (int i = 0; i < B * T; i++) {
    inp[i] = (int)(urand() * 11);
    tg[i] = i % 3 == 1 ? -1 : (int)(urand() * 11);
  }
  ModelCtx x = {m, inp, tg, B, T};
  loss_model(&x);
  nn_zero_grad(m);
  nn_backward(m);
  check(m->grads_flat != NULL, "nn_backward allocates gradients (loss %.4f)", m->mean_loss);
  float *ana = malloc(m->nparams * sizeof(float));
  memcpy(ana, m->grads_flat, m->nparams * sizeof(float));
  size_t sizes[NN_NPARAM_TENSORS], off = 0;
  nn_param_sizes(&cfg, sizes);
  static const char *names[NN_NPARAM_TENSORS] = {"wte", "wpe", "ln1w", "ln1b", "qkvw", "qkvb", "attprojw",
                                                 "attprojb", "ln2w", "ln2b", "fcw", "fcb", "fcprojw",
                                                 "fcprojb", "lnfw", "lnfb"};
  for (int t = 0; t < NN_NPARAM_TENSORS; t++) {
    char name[64];
    snprintf(name, sizeof name, "model %s", names[t]);
    /* the loss is a float: finite differences carry ~1e-4 of rounding noise */
    grad_check(name, loss_model, &x, m->params_flat + off, ana + off, sizes[t], 12, 1e-3, 3e-2);
    off += sizes[t];
  }
  /* a second backward without zero_grad accumulates: the gradient doubles */
  loss_model(&x);
  nn_backward(m);
  double maxd = 0.0;
  for (size_t i = 0; i < m->nparams; i++) maxd = fmax(maxd, fabs(m->grads_flat[i] - 2.0 * ana[i]));
  check(maxd < 1e-5, "nn_backward accumulates into the gradients (max diff %.1e)", maxd);
  int bad_inp[2] = {3, 11};
  nn_forward(m, bad_inp, NULL, 1, 2);
  check(m->mean_loss == -1.0f && nn_logits(m) == NULL, "nn_forward refuses a token id >= vocab");
  free(ana);
  nn_free(m);
}

/* copy task: 4 random symbols (0..5), separator 6, the symbols again, separator 6; loss on the copy only */
static void copy_batch(uint64_t seed, int64_t step, int B, int *inp, int *tg) {
  for (int b = 0; b < B; b++) {
    int s[10];
    for (int i = 0; i < 4; i++) s[i] = (int)(nn_rand_u64(seed, (uint64_t)(step * B + b) * 4 + i) % 6);
    s[4] = 6;
    for (int i = 0; i < 4; i++) s[5 + i] = s[i];
    s[9] = 6;
    for (int t = 0; t < 9; t++) {
      inp[b * 9 + t] = s[t];
      tg[b * 9 + t] = t < 4 ? -1 : s[t + 1];
    }
  }
}

static float train_steps(NnModel *m, int64_t from, int64_t to, int B, float lr) {
  int inp[64 * 9], tg[64 * 9];
  float loss = 0.0f;
  for (int64_t s = from; s < to; s++) {
    copy_batch(99, s, B, inp, tg);
    nn_forward(m, inp, tg, B, 9);
    nn_zero_grad(m);
    nn_backward(m);
    nn_update(m, lr, 0.01f, 1.0f);
    loss = m->mean_loss;
  }
  return loss;
}

static void test_training(void) {
  NnConfig cfg = {.vocab = 8, .ctx = 16, .layers = 2, .heads = 2, .ch = 32};
  NnModel *m = nn_new(&cfg, 3);
  int inp[32 * 9], tg[32 * 9];
  copy_batch(7, 0, 32, inp, tg);
  nn_forward(m, inp, tg, 32, 9);
  float initial = m->mean_loss;
  double t0 = now();
  int steps = 300;
  train_steps(m, 0, steps, 32, 3e-3f);
  nn_forward(m, inp, tg, 32, 9);
  float final = m->mean_loss;
  check(final < 0.5f * initial, "training the copy task: loss %.3f -> %.3f in %d steps (%.1f s)", initial, final,
        steps, now() - t0);
  nn_free(m);
}

/* ---- decoding with the cache equals the full forward */

static void test_decode(void) {
  NnConfig cfg = {.vocab = 13, .ctx = 16, .layers = 2, .heads = 2, .ch = 16};
  NnModel *m = nn_new(&cfg, 5);
  randomize_params(m, 0.3f);
  enum { R = 3, T = 16 };
  int toks[R * T], lens[R] = {5, 16, 9};
  for (int i = 0; i < R * T; i++) toks[i] = (int)(urand() * 13);
  nn_forward(m, toks, NULL, R, T);
  const float *full = nn_logits(m);
  NnCache *c = nn_cache_new(m, 5);
  float logits[R * 13];
  double worst = 0.0;
  int compared = 0;
  for (int p = 0; p < T; p++) {
    int rows[R], tk[R], pos[R], src[R], n = 0;
    for (int r = R - 1; r >= 0; r--) /* cache rows 4, 2, 0 in reverse order, some finished early */
      if (p < lens[r]) {
        rows[n] = 2 * r, tk[n] = toks[r * T + p], pos[n] = p, src[n] = r;
        n++;
      }
    nn_decode_step(m, c, n, rows, tk, pos, logits);
    for (int i = 0; i < n; i++) {
      const float *ref = full + ((size_t)src[i] * T + p) * 13;
      double scale = 1e-6;
      for (int v = 0; v < 13; v++) scale = fmax(scale, fabs(ref[v]));
      for (int v = 0; v < 13; v++) worst = fmax(worst, fabs(logits[i * 13 + v] - ref[v]) / scale);
      compared++;
    }
  }
  check(worst < 1e-4, "nn_decode_step logits equal nn_forward's (%d positions, max rel err %.1e)", compared, worst);
  nn_cache_free(c);
  nn_free(m);
}

/* ---- checkpoints */

static char tmpdir[256];

static void path_in(char *buf, size_t n, const char *name) { snprintf(buf, n, "%s/%s", tmpdir, name); }

static long file_bytes(const char *path, uint8_t **data) {
  FILE *f = fopen(path, "rb");
  if (!f) return -1;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  *data = malloc((size_t)n + 1);
  if (fread(*data, 1, (size_t)n, f) != (size_t)n) n = -1;
  fclose(f);
  return n;
}

static void write_bytes(const char *path, const uint8_t *data, long n) {
  FILE *f = fopen(path, "wb");
  fwrite(data, 1, (size_t)n, f);
  fclose(f);
}

/* load a damaged copy and expect NULL with msg in the error */
static void expect_reject(const char *what, const char *path, const char *msg) {
  char err[512] = "";
  uint8_t extra[64];
  size_t elen = 99;
  NnModel *m = nn_load(path, extra, sizeof extra, &elen, err, sizeof err);
  check(!m && strstr(err, msg) != NULL, "checkpoint rejects %s: \"%s\"", what, err);
  nn_free(m);
}

static void damaged(const char *name, const uint8_t *data, long n, long at, const void *bytes, size_t len,
                    char *path, size_t pathlen) {
  uint8_t *copy = malloc((size_t)n);
  memcpy(copy, data, (size_t)n);
  if (bytes) memcpy(copy + at, bytes, len);
  path_in(path, pathlen, name);
  write_bytes(path, copy, n);
  free(copy);
}

static void put32(uint8_t *p, uint32_t v) {
  for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i));
}

static void test_checkpoint_errors(const char *good) {
  uint8_t *data = NULL;
  long n = file_bytes(good, &data);
  check(n > 100, "the checkpoint file is readable (%ld bytes)", n);
  if (n <= 100) {
    free(data);
    return;
  }
  char path[512];
  uint8_t b4[4];
  damaged("trunc", data, n - 10, 0, NULL, 0, path, sizeof path);
  expect_reject("a truncated file", path, "truncated");
  uint8_t flipped = data[100] ^ 0x10;
  damaged("flip", data, n, 100, &flipped, 1, path, sizeof path);
  expect_reject("a flipped byte", path, "CRC mismatch");
  damaged("magic", data, n, 0, "GNCX", 4, path, sizeof path);
  expect_reject("a wrong magic", path, "not a checkpoint");
  damaged("tiny", data, 3, 0, NULL, 0, path, sizeof path);
  expect_reject("a 3-byte file", path, "not a checkpoint");
  path_in(path, sizeof path, "missing");
  expect_reject("a missing file", path, "No such file");
  put32(b4, 2);
  damaged("version", data, n, 4, b4, 4, path, sizeof path);
  expect_reject("another version", path, "unsupported checkpoint version 2");
  put32(b4, 1u << 30);
  damaged("vocab", data, n, 8, b4, 4, path, sizeof path);
  expect_reject("an absurd vocabulary", path, "implausible config");
  put32(b4, 3);
  damaged("heads", data, n, 20, b4, 4, path, sizeof path);
  expect_reject("heads not dividing channels", path, "implausible config");
  put32(b4, 1);
  damaged("layers", data, n, 16, b4, 4, path, sizeof path);
  expect_reject("a config smaller than the file", path, "does not match its config");
  put32(b4, 0xFFFFFFFFu);
  damaged("extra", data, n, 40, b4, 4, path, sizeof path);
  expect_reject("a huge extra length", path, "truncated");
  /* random damage: flipped bytes anywhere and random truncations are all rejected, without crashing */
  int all_rejected = 1;
  uint8_t *copy = malloc((size_t)n);
  path_in(path, sizeof path, "fuzz");
  for (uint64_t i = 0; i < 200; i++) {
    memcpy(copy, data, (size_t)n);
    long len = n;
    if (i % 2) copy[nn_rand_u64(31, i) % (uint64_t)n] ^= (uint8_t)(1 + nn_rand_u64(32, i) % 255);
    else len = (long)(nn_rand_u64(33, i) % (uint64_t)n);
    write_bytes(path, copy, len);
    char e[256] = "";
    NnModel *m = nn_load(path, NULL, 0, NULL, e, sizeof e);
    all_rejected &= m == NULL && e[0] != 0;
    nn_free(m);
  }
  free(copy);
  check(all_rejected, "checkpoint rejects 200 randomly damaged or truncated files");
  char err[256] = "";
  uint8_t small[4];
  NnModel *m = nn_load(good, small, sizeof small, NULL, err, sizeof err);
  check(!m && strstr(err, "larger than"), "checkpoint rejects a blob larger than extra_cap: \"%s\"", err);
  nn_free(m);
  m = nn_load(good, NULL, 0, NULL, err, sizeof err);
  check(m != NULL, "checkpoint loads with no blob buffer (the blob is skipped)");
  nn_free(m);
  free(data);
}

static void test_checkpoint(void) {
  NnConfig cfg = {.vocab = 8, .ctx = 16, .layers = 2, .heads = 2, .ch = 16};
  const int k = 20;
  NnModel *a = nn_new(&cfg, 11), *b = nn_new(&cfg, 11);
  train_steps(a, 0, 2 * k, 8, 1e-3f);
  train_steps(b, 0, k, 8, 1e-3f);
  char path[512], tmp_path[600], err[256] = "";
  path_in(path, sizeof path, "model.ckpt");
  const char blob[] = "data position 12345, rng 0xdeadbeef";
  int saved = nn_save(b, path, blob, sizeof blob, 1, err, sizeof err);
  snprintf(tmp_path, sizeof tmp_path, "%s.tmp", path);
  check(saved && access(tmp_path, F_OK) != 0, "nn_save writes the checkpoint and leaves no .tmp file %s", err);
  nn_free(b);
  char extra[64] = "";
  size_t elen = 0;
  b = nn_load(path, extra, sizeof extra, &elen, err, sizeof err);
  check(b != NULL, "nn_load reads it back %s", err);
  if (!b) {
    nn_free(a);
    return;
  }
  check(elen == sizeof blob && memcmp(extra, blob, sizeof blob) == 0, "the extra blob round-trips (%zu bytes)",
        elen);
  check(b->step == k && b->m_flat && b->v_flat, "the step (%lld) and AdamW moments are restored",
        (long long)b->step);
  train_steps(b, k, 2 * k, 8, 1e-3f);
  size_t bytes = a->nparams * sizeof(float);
  check(memcmp(a->params_flat, b->params_flat, bytes) == 0 && memcmp(a->m_flat, b->m_flat, bytes) == 0 &&
            memcmp(a->v_flat, b->v_flat, bytes) == 0,
        "train %d + save/load + train %d equals train %d uninterrupted, bit for bit", k, k, 2 * k);
  char path2[512];
  path_in(path2, sizeof path2, "weights.ckpt");
  nn_save(a, path2, NULL, 0, 0, err, sizeof err);
  NnModel *c = nn_load(path2, NULL, 0, &elen, err, sizeof err);
  check(c && elen == 0 && !c->m_flat && c->step == 0 && memcmp(c->params_flat, a->params_flat, bytes) == 0,
        "a checkpoint without optimizer state loads the weights only");
  nn_free(c);
  char bad[600];
  path_in(bad, sizeof bad, "no/such/dir/x.ckpt");
  check(!nn_save(a, bad, NULL, 0, 1, err, sizeof err) && strstr(err, "cannot write"),
        "nn_save into a missing directory fails: \"%s\"", err);
  test_checkpoint_errors(path);
  nn_free(a);
  nn_free(b);
}

/* ---- sampling */

static void test_sampling(void) {
  enum { V = 10 };
  float logits[V] = {0.5f, 2.0f, -1.0f, 3.0f, 1.0f, 3.0f, 0.0f, 2.5f, -2.0f, 1.5f};
  uint8_t all[V], mask[V], none[V] = {0};
  float sf[V];
  int si[V];
  for (int i = 0; i < V; i++) all[i] = 1, mask[i] = i % 2 == 0 || i == 7;
  check(nn_sample(logits, all, V, 0.0f, 0, 1.0f, 0.3f, sf, si) == 3, "greedy picks the max, lowest id on ties");
  check(nn_sample(logits, mask, V, 0.0f, 0, 1.0f, 0.3f, sf, si) == 7, "greedy picks the max allowed token");
  check(nn_sample(logits, none, V, 1.0f, 0, 1.0f, 0.3f, sf, si) == -1, "no allowed token gives -1");
  int masked_ok = 1, topk1 = 1, topp = 1, topk2 = 1;
  for (uint64_t i = 0; i < 2000; i++) {
    float u = nn_rand_uniform(77, i);
    int t = nn_sample(logits, mask, V, 1.5f, 0, 1.0f, u, sf, si);
    masked_ok &= t >= 0 && mask[t];
    topk1 &= nn_sample(logits, mask, V, 1.0f, 1, 1.0f, u, sf, si) == 7;
    topp &= nn_sample(logits, all, V, 1.0f, 0, 1e-6f, u, sf, si) == 3;
    t = nn_sample(logits, all, V, 1.0f, 2, 1.0f, u, sf, si);
    topk2 &= t == 3 || t == 5;
  }
  check(masked_ok, "the mask is respected over 2000 draws");
  check(topk1, "top_k = 1 equals greedy");
  check(topp, "a tiny top_p equals greedy");
  check(topk2, "top_k = 2 draws only the two highest");
  float lp[4] = {logf(0.1f), logf(0.2f), logf(0.3f), logf(0.4f)};
  uint8_t a4[4] = {1, 1, 1, 1};
  int counts[4] = {0};
  enum { N = 20000 };
  for (uint64_t i = 0; i < N; i++) counts[nn_sample(lp, a4, 4, 1.0f, 0, 1.0f, nn_rand_uniform(5, i), sf, si)]++;
  int freq_ok = 1;
  for (int i = 0; i < 4; i++) freq_ok &= fabs(counts[i] / (double)N - 0.1 * (i + 1)) < 0.02;
  check(freq_ok, "frequencies match probabilities: %.3f %.3f %.3f %.3f", counts[0] / (double)N,
        counts[1] / (double)N, counts[2] / (double)N, counts[3] / (double)N);
  /* top_p 0.5 keeps {3 (0.4), 2 (0.3)}: 0.4 < 0.5 so the second is needed */
  int pset = 1;
  for (uint64_t i = 0; i < 2000; i++) {
    int t = nn_sample(lp, a4, 4, 1.0f, 0, 0.5f, nn_rand_uniform(6, i), sf, si);
    pset &= t == 3 || t == 2;
  }
  check(pset, "top_p = 0.5 keeps the smallest set reaching it");
  double sum = 0.0;
  int range = 1;
  for (uint64_t i = 0; i < 10000; i++) {
    float u = nn_rand_uniform(1, i);
    range &= u >= 0.0f && u < 1.0f;
    sum += u;
  }
  check(range && fabs(sum / 10000 - 0.5) < 0.02 && nn_rand_u64(1, 2) == nn_rand_u64(1, 2) &&
            nn_rand_u64(1, 2) != nn_rand_u64(2, 2),
        "nn_rand_uniform is in [0, 1) with mean %.3f, deterministic", sum / 10000);
}

/* ---- the trainer's size, timed (NN_BENCH=1) */

static void bench(void) {
  NnConfig cfg = {.vocab = 400, .ctx = 512, .layers = 4, .heads = 4, .ch = 128};
  enum { B = 8, T = 384, STEPS = 5 };
  NnModel *m = nn_new(&cfg, 1);
  int *inp = malloc(B * T * sizeof(int)), *tg = malloc(B * T * sizeof(int));
  for (int i = 0; i < B * T; i++) inp[i] = (int)(urand() * 400), tg[i] = (int)(urand() * 400);
  double tf = 0, tb = 0, tu = 0;
  for (int s = 0; s <= STEPS; s++) {
    double t0 = now();
    nn_forward(m, inp, tg, B, T);
    double t1 = now();
    nn_zero_grad(m);
    nn_backward(m);
    double t2 = now();
    nn_update(m, 1e-4f, 0.0f, 1.0f);
    double t3 = now();
    if (s) tf += t1 - t0, tb += t2 - t1, tu += t3 - t2; /* step 0 warms up */
  }
  double total = tf + tb + tu;
  printf("bench V=400 ctx=512 L=4 NH=4 C=128 B=%d T=%d, %d OpenBLAS threads: %.0f tokens/s (forward %.0f ms, "
         "backward %.0f ms, update %.0f ms per step)\n",
         B, T, openblas_get_num_threads(), STEPS * B * T / total, 1e3 * tf / STEPS, 1e3 * tb / STEPS, 1e3 * tu / STEPS);
  free(inp), free(tg);
  nn_free(m);
}

int main(void) {
  snprintf(tmpdir, sizeof tmpdir, "/tmp/nn-test-XXXXXX");
  if (!mkdtemp(tmpdir)) {
    perror("mkdtemp");
    return 1;
  }
  test_encoder();
  test_layernorm();
  test_matmul();
  test_attention();
  test_gelu_residual();
  test_softmax_ce();
  test_pg();
  test_pg_model();
  test_rl_toy();
  test_model_grad();
  test_decode();
  test_checkpoint();
  test_sampling();
  test_training();
  const char *b = getenv("NN_BENCH");
  if (b && strcmp(b, "1") == 0) bench();
  char cmd[300];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
  if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", tmpdir);
  printf("%d passed, %d failed\n", npass, nfail);
  return nfail > 0;
}
