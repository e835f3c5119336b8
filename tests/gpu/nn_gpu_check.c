/* nn_gpu_check.c - the CUDA side of the neural model (nn_cuda.h) against its CPU reference (nn.h).
 *
 *   build/nn-gpu-check            every check, one line each, then "N passed, M failed" (exit 1 if M > 0)
 *   build/nn-gpu-check --probe    only says whether a device can be used
 *
 * Without a usable device (or in a build without CUDA) it prints "nn-gpu-check: skipped (...)" and exits 0.
 * Each layer's forward and backward runs on the same random inputs on both sides; odd sizes (T = 7,
 * heads of 8 channels, V = 37) so that an indexing slip shows.  Errors are max |gpu - cpu| divided by the
 * largest |cpu| of the tensor ("relative to scale"); the tolerance of each check is in its call.  Then the
 * whole model: forward logits and loss, three AdamW steps, decoding with the key/value cache against the
 * forward pass and against nn_decode_step, and the sampler against nn_sample (identical ids for the same u).
 * The policy gradient of gnc neural rl: the masked layer, and two steps of micro-batches accumulated.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "neural/nn/nn.h"
#include "neural/nn/nn_cuda.h"

static int npass, nfail;
static uint64_t rng_state = 0x9e3779b97f4a7c15ull;

static float frand(void) { /* uniform in [-1, 1) */
  rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
  return (float)((rng_state >> 40) * (1.0 / 16777216.0)) * 2.0f - 1.0f;
}
static int irand(int n) { return (int)((frand() + 1.0f) * 0.5f * n) % n; }

static float *rnd(size_t n, float scale) {
  float *p = malloc((n ? n : 1) * sizeof *p);
  for (size_t i = 0; i < n; i++) p[i] = frand() * scale;
  return p;
}
static float *zeros(size_t n) { return calloc(n ? n : 1, sizeof(float)); }
static float *dup(const float *x, size_t n) {
  float *p = malloc((n ? n : 1) * sizeof *p);
  memcpy(p, x, n * sizeof *p);
  return p;
}
static int *ids(size_t n, int V) {
  int *p = malloc((n ? n : 1) * sizeof *p);
  for (size_t i = 0; i < n; i++) p[i] = irand(V);
  return p;
}

static void result(const char *name, int ok, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  printf("%s %-44s ", ok ? "ok  " : "FAIL", name);
  vprintf(fmt, ap);
  printf("\n");
  va_end(ap);
  if (ok) npass++;
  else nfail++;
}

/* max |got - want| / max(max |want|, 1e-6); NaN anywhere counts as infinite */
static double rel_err(const float *got, const float *want, size_t n) {
  double e = 0.0, s = 1e-6;
  for (size_t i = 0; i < n; i++) {
    double d = fabs((double)got[i] - want[i]);
    if (d != d) return INFINITY;
    if (d > e) e = d;
    if (fabs(want[i]) > s) s = fabs(want[i]);
  }
  return e / s;
}

static void cmp(const char *name, const float *got, const float *want, size_t n, double tol) {
  double e = rel_err(got, want, n);
  result(name, e <= tol, "max err %.3g (tol %.0e)", e, tol);
}

static int gpu(const char *name, int rc) {
  if (rc == 0) return 1;
  printf("FAIL %-44s CUDA call failed: %s\n", name, nn_cuda_error());
  nfail++;
  return 0;
}

/* ---- layers */
enum { B = 2, T = 7, C = 24, NH = 3, V = 37, OC = 40 };
#define BTC ((size_t)B * T * C)

static void check_encoder(void) {
  int *inp = ids((size_t)B * T, V);
  float *wte = rnd((size_t)V * C, 1), *wpe = rnd((size_t)T * C, 1), *oc = zeros(BTC), *og = zeros(BTC);
  nn_encoder_forward(oc, inp, wte, wpe, B, T, C);
  if (gpu("encoder forward", nn_cuda_encoder_forward(og, inp, wte, wpe, B, T, C, V)))
    cmp("encoder forward", og, oc, BTC, 1e-6);
  float *dout = rnd(BTC, 1), *dwc = rnd((size_t)V * C, 1), *dpc = rnd((size_t)T * C, 1);
  float *dwg = dup(dwc, (size_t)V * C), *dpg = dup(dpc, (size_t)T * C);
  nn_encoder_backward(dwc, dpc, dout, inp, B, T, C);
  if (gpu("encoder backward", nn_cuda_encoder_backward(dwg, dpg, dout, inp, B, T, C, V))) {
    cmp("encoder backward dwte", dwg, dwc, (size_t)V * C, 1e-5);
    cmp("encoder backward dwpe", dpg, dpc, (size_t)T * C, 1e-5);
  }
  free(inp); free(wte); free(wpe); free(oc); free(og); free(dout); free(dwc); free(dpc); free(dwg); free(dpg);
}

static void check_layernorm(void) {
  size_t N = (size_t)B * T;
  float *x = rnd(BTC, 2), *w = rnd(C, 1), *b = rnd(C, 1);
  float *oc = zeros(BTC), *mc = zeros(N), *rc = zeros(N), *og = zeros(BTC), *mg = zeros(N), *rg = zeros(N);
  for (int c = 0; c < C; c++) w[c] += 1.0f;
  nn_layernorm_forward(oc, mc, rc, x, w, b, B, T, C);
  if (gpu("layernorm forward", nn_cuda_layernorm_forward(og, mg, rg, x, w, b, B, T, C))) {
    cmp("layernorm forward out", og, oc, BTC, 1e-5);
    cmp("layernorm forward mean", mg, mc, N, 1e-5);
    cmp("layernorm forward rstd", rg, rc, N, 1e-5);
  }
  float *dout = rnd(BTC, 1), *dxc = rnd(BTC, 1), *dwc = rnd(C, 1), *dbc = rnd(C, 1);
  float *dxg = dup(dxc, BTC), *dwg = dup(dwc, C), *dbg = dup(dbc, C);
  nn_layernorm_backward(dxc, dwc, dbc, dout, x, w, mc, rc, B, T, C);
  if (gpu("layernorm backward", nn_cuda_layernorm_backward(dxg, dwg, dbg, dout, x, w, mc, rc, B, T, C))) {
    cmp("layernorm backward dinp", dxg, dxc, BTC, 1e-4);
    cmp("layernorm backward dweight", dwg, dwc, C, 1e-4);
    cmp("layernorm backward dbias", dbg, dbc, C, 1e-4);
  }
  free(x); free(w); free(b); free(oc); free(mc); free(rc); free(og); free(mg); free(rg);
  free(dout); free(dxc); free(dwc); free(dbc); free(dxg); free(dwg); free(dbg);
}

static void check_matmul_bias(int with_bias) {
  size_t N = (size_t)B * T, no = N * OC, nw = (size_t)OC * C;
  float *x = rnd(BTC, 1), *w = rnd(nw, 0.5f), *b = with_bias ? rnd(OC, 1) : NULL;
  float *oc = zeros(no), *og = zeros(no);
  const char *fw = with_bias ? "matmul forward" : "matmul forward (no bias)";
  nn_matmul_forward(oc, x, w, b, B, T, C, OC);
  if (gpu(fw, nn_cuda_matmul_forward(og, x, w, b, B, T, C, OC))) cmp(fw, og, oc, no, 1e-3);
  float *dout = rnd(no, 1), *dxc = rnd(BTC, 1), *dwc = rnd(nw, 1), *dbc = with_bias ? rnd(OC, 1) : NULL;
  float *dxg = dup(dxc, BTC), *dwg = dup(dwc, nw), *dbg = with_bias ? dup(dbc, OC) : NULL;
  nn_matmul_backward(dxc, dwc, dbc, dout, x, w, B, T, C, OC);
  if (gpu("matmul backward", nn_cuda_matmul_backward(dxg, dwg, dbg, dout, x, w, B, T, C, OC))) {
    cmp(with_bias ? "matmul backward dinp" : "matmul backward dinp (no bias)", dxg, dxc, BTC, 1e-3);
    cmp(with_bias ? "matmul backward dweight" : "matmul backward dweight (no bias)", dwg, dwc, nw, 1e-3);
    if (with_bias) cmp("matmul backward dbias", dbg, dbc, OC, 1e-3);
  }
  free(x); free(w); free(b); free(oc); free(og); free(dout); free(dxc); free(dwc); free(dbc);
  free(dxg); free(dwg); free(dbg);
}

/* att below and on the diagonal only: above it the CPU need not write */
static void cmp_causal(const char *name, const float *got, const float *want, double tol) {
  double e = 0.0, s = 1e-6;
  for (size_t row = 0; row < (size_t)B * NH * T; row++) {
    size_t t = row % T;
    for (size_t t2 = 0; t2 <= t; t2++) {
      double d = fabs((double)got[row * T + t2] - want[row * T + t2]);
      if (d != d) d = INFINITY;
      if (d > e) e = d;
      if (fabs(want[row * T + t2]) > s) s = fabs(want[row * T + t2]);
    }
  }
  result(name, e / s <= tol, "max err %.3g (tol %.0e)", e / s, tol);
}

static void check_attention(void) {
  size_t na = (size_t)B * NH * T * T;
  float *x = rnd(3 * BTC, 1.5f), *oc = zeros(BTC), *pre = zeros(na), *ac = zeros(na), *og = zeros(BTC);
  float *ag = zeros(na);
  nn_attention_forward(oc, pre, ac, x, B, T, C, NH);
  if (gpu("attention forward", nn_cuda_attention_forward(og, ag, x, B, T, C, NH))) {
    cmp("attention forward out", og, oc, BTC, 1e-3);
    cmp_causal("attention forward att", ag, ac, 1e-3);
  }
  float *dout = rnd(BTC, 1), *dxc = rnd(3 * BTC, 1), *dxg = dup(dxc, 3 * BTC), *dpre = zeros(na), *datt = zeros(na);
  nn_attention_backward(dxc, dpre, datt, dout, x, ac, B, T, C, NH);
  if (gpu("attention backward", nn_cuda_attention_backward(dxg, dout, x, ac, B, T, C, NH)))
    cmp("attention backward dinp", dxg, dxc, 3 * BTC, 1e-3);
  free(x); free(oc); free(pre); free(ac); free(og); free(ag); free(dout); free(dxc); free(dxg); free(dpre);
  free(datt);
}

static void check_pointwise(void) {
  int N = 1000;
  float *x = rnd((size_t)N, 4), *y = rnd((size_t)N, 1), *oc = zeros((size_t)N), *og = zeros((size_t)N);
  nn_gelu_forward(oc, x, N);
  if (gpu("gelu forward", nn_cuda_gelu_forward(og, x, N))) cmp("gelu forward", og, oc, (size_t)N, 1e-5);
  float *dout = rnd((size_t)N, 1), *dc = rnd((size_t)N, 1), *dg = dup(dc, (size_t)N);
  nn_gelu_backward(dc, x, dout, N);
  if (gpu("gelu backward", nn_cuda_gelu_backward(dg, x, dout, N))) cmp("gelu backward", dg, dc, (size_t)N, 1e-5);
  nn_residual_forward(oc, x, y, N);
  if (gpu("residual forward", nn_cuda_residual_forward(og, x, y, N)))
    cmp("residual forward", og, oc, (size_t)N, 1e-6);
  float *d1c = rnd((size_t)N, 1), *d2c = rnd((size_t)N, 1), *d1g = dup(d1c, (size_t)N), *d2g = dup(d2c, (size_t)N);
  nn_residual_backward(d1c, d2c, dout, N);
  if (gpu("residual backward", nn_cuda_residual_backward(d1g, d2g, dout, N))) {
    cmp("residual backward dinp1", d1g, d1c, (size_t)N, 1e-6);
    cmp("residual backward dinp2", d2g, d2c, (size_t)N, 1e-6);
  }
  free(x); free(y); free(oc); free(og); free(dout); free(dc); free(dg); free(d1c); free(d2c); free(d1g);
  free(d2g);
}

static void check_softmax_ce(void) {
  size_t N = (size_t)B * T, nv = N * V;
  float *logits = rnd(nv, 5), *pc = zeros(nv), *pg = zeros(nv);
  int *tg = ids(N, V), count = 0;
  for (size_t i = 0; i < N; i += 3) tg[i] = -1;
  for (size_t i = 0; i < N; i++) count += tg[i] >= 0;
  nn_softmax_forward(pc, logits, B, T, V);
  if (gpu("softmax forward", nn_cuda_softmax_forward(pg, logits, B, T, V))) cmp("softmax forward", pg, pc, nv, 1e-5);
  float *lc = zeros(N), *lg = zeros(N);
  nn_crossentropy_forward(lc, pc, tg, B, T, V);
  if (gpu("crossentropy forward", nn_cuda_crossentropy_forward(lg, pc, tg, B, T, V)))
    cmp("crossentropy forward (targets -1 ignored)", lg, lc, N, 1e-5);
  float *dc = zeros(nv), *dg = zeros(nv), dloss = 1.0f / (float)count;
  nn_crossentropy_softmax_backward(dc, pc, tg, dloss, B, T, V);
  if (gpu("crossentropy softmax backward", nn_cuda_crossentropy_softmax_backward(dg, pc, tg, dloss, B, T, V)))
    cmp("crossentropy softmax backward", dg, dc, nv, 1e-5);
  free(logits); free(pc); free(pg); free(tg); free(lc); free(lg); free(dc); free(dg);
}

/* the policy gradient of masked sampling: a mask with holes, ignored rows, a disallowed target, T = 0.8 */
static void check_pg(void) {
  size_t N = (size_t)B * T, nv = N * V;
  float *logits = rnd(nv, 5), *w = rnd(N, 1);
  int *tg = ids(N, V);
  uint8_t *al = malloc(nv);
  for (size_t i = 0; i < nv; i++) al[i] = irand(3) != 0;
  for (size_t i = 0; i < N; i++) if (tg[i] >= 0) al[i * V + (size_t)tg[i]] = 1;
  for (size_t i = 0; i < N; i += 4) tg[i] = -1;
  al[1 * V + (size_t)tg[1]] = 0; /* row 1: its target is not allowed */
  float *lc = zeros(N), *lg = zeros(N), *dc = zeros(nv), *dg = zeros(nv);
  nn_pg_forward(lc, logits, al, tg, 1.25f, B, T, V);
  if (gpu("pg forward", nn_cuda_pg_forward(lg, logits, al, tg, 1.25f, B, T, V)))
    cmp("pg forward (masked, T = 0.8)", lg, lc, N, 1e-5);
  nn_pg_backward(dc, logits, al, tg, w, 1.25f, B, T, V);
  if (gpu("pg backward", nn_cuda_pg_backward(dg, logits, al, tg, w, 1.25f, B, T, V)))
    cmp("pg backward (masked, T = 0.8)", dg, dc, nv, 1e-5);
  memset(dc, 0, nv * sizeof(float));
  nn_pg_backward(dc, logits, NULL, tg, w, 1.0f, B, T, V);
  if (gpu("pg backward without a mask", nn_cuda_pg_backward(dg, logits, NULL, tg, w, 1.0f, B, T, V)))
    cmp("pg backward (no mask, T = 1)", dg, dc, nv, 1e-5);
  free(logits); free(w); free(tg); free(al); free(lc); free(lg); free(dc); free(dg);
}

/* ---- the model */
enum { MB = 3, MT = 11, MV = 53, MCTX = 16 };
static const NnConfig MCFG = {MV, MCTX, 2, 4, 32}; /* vocab, ctx, layers, heads, ch */

/* nn_new's GPT-2 initialisation plus noise, so that the logits are far from uniform */
static NnModel *model(uint64_t seed) {
  NnModel *m = nn_new(&MCFG, seed);
  if (!m) return NULL;
  for (size_t i = 0; i < m->nparams; i++) m->params_flat[i] += 0.1f * frand();
  return m;
}

static void batch(int *in, int *tg, int b, int t) {
  for (int i = 0; i < b * t; i++) {
    in[i] = irand(MCFG.vocab);
    tg[i] = (i % t) < 3 ? -1 : irand(MCFG.vocab); /* the first positions of each row are ignored */
  }
}

static void check_forward(void) {
  NnModel *m = model(42);
  NnCudaModel *g = m ? nn_cuda_new(m, NULL, 0) : NULL;
  if (!g) {
    printf("FAIL %-44s %s\n", "model forward: setup", m ? nn_cuda_error() : "nn_new failed");
    nfail++;
    nn_free(m);
    return;
  }
  size_t nv = (size_t)MB * MT * MCFG.vocab;
  int in[MB * MT], tg[MB * MT];
  float *lg = zeros(nv), loss = 0.0f;
  batch(in, tg, MB, MT);
  nn_forward(m, in, NULL, MB, MT);
  if (gpu("model forward logits", nn_cuda_forward(g, in, NULL, MB, MT, lg, NULL)))
    cmp("model forward logits (no targets)", lg, nn_logits(m), nv, 1e-4);
  nn_forward(m, in, tg, MB, MT);
  if (gpu("model forward probs", nn_cuda_forward(g, in, tg, MB, MT, lg, &loss))) {
    cmp("model forward probs (with targets)", lg, nn_logits(m), nv, 1e-4);
    double e = fabs(loss - m->mean_loss) / fabs(m->mean_loss);
    result("model forward mean loss", e <= 1e-4, "rel err %.3g (tol %.0e)", e, 1e-4);
  }
  free(lg);
  nn_cuda_free(g);
  nn_free(m);
}

/* parameters after the steps, where the CPU's gradients were more than rounding noise (the key bias of
 * attention, for one, has a zero gradient in exact arithmetic, and AdamW turns noise into full steps) */
static void cmp_trained(const NnModel *c, const NnModel *gh, double tol, const char *what) {
  double e = 0.0, corr = 1.0 - pow(0.95, (double)c->step);
  size_t skipped = 0;
  for (size_t i = 0; i < c->nparams; i++) {
    if (sqrt(c->v_flat[i] / corr) < 1e-6) {
      skipped++;
      continue;
    }
    double d = fabs((double)gh->params_flat[i] - c->params_flat[i]);
    if (d != d) d = INFINITY;
    if (d > e) e = d;
  }
  char name[96];
  snprintf(name, sizeof name, "%s: params (%zu noise skipped)", what, skipped);
  result(name, e <= tol, "max abs err %.3g (tol %.0e)", e, tol);
}

static void train_steps(NnModel *m, NnCudaModel *g) {
  int in[MB * MT], tg[MB * MT];
  for (int s = 0; s < 3; s++) {
    float lg = 0.0f, ng = 0.0f;
    batch(in, tg, MB, MT);
    nn_forward(m, in, tg, MB, MT);
    float lc = m->mean_loss;
    nn_zero_grad(m);
    nn_backward(m);
    float nc = nn_update(m, 1e-3f, 0.1f, 1.0f);
    char name[64];
    snprintf(name, sizeof name, "train step %d", s + 1);
    if (!gpu(name, nn_cuda_train_step(g, in, tg, MB, MT, 1e-3f, 0.1f, 1.0f, &lg, &ng))) return;
    snprintf(name, sizeof name, "train step %d loss", s + 1);
    result(name, fabs(lg - lc) <= 1e-4 * fabs(lc), "rel err %.3g (tol %.0e)", fabs(lg - lc) / fabs(lc), 1e-4);
    snprintf(name, sizeof name, "train step %d gradient norm", s + 1);
    result(name, fabs(ng - nc) <= 1e-3 * nc, "rel err %.3g (tol %.0e)", fabs(ng - nc) / nc, 1e-3);
  }
}

static void check_train(void) {
  NnModel *m = model(7), *h = nn_new(&MCFG, 1);
  NnCudaModel *g = m ? nn_cuda_new(m, NULL, 0) : NULL;
  if (!g || !h) {
    printf("FAIL %-44s %s\n", "train: setup", g ? "nn_new failed" : nn_cuda_error());
    nfail++;
  } else {
    int before = nfail;
    train_steps(m, g);
    if (nfail == before && gpu("train: copy back", nn_cuda_to_host(g, h))) {
      result("train: step count copied back", h->step == m->step, "gpu %.0f cpu %.0f", (double)h->step,
             (double)m->step);
      cmp("train: AdamW first moments", h->m_flat, m->m_flat, m->nparams, 1e-3);
      cmp_trained(m, h, 1e-4, "train: after 3 steps");
    }
  }
  nn_cuda_free(g);
  nn_free(m);
  nn_free(h);
}

/* two policy-gradient steps (forward without targets, nn_backward_pg / nn_cuda_backward_pg over two
 * micro-batches accumulated, one update each): the summed -log q, the gradient norm and the parameters */
static void check_pg_train(void) {
  NnModel *m = model(13), *h = nn_new(&MCFG, 1);
  NnCudaModel *g = m ? nn_cuda_new(m, NULL, 0) : NULL;
  if (!g || !h) {
    printf("FAIL %-44s %s\n", "pg train: setup", g ? "nn_new failed" : nn_cuda_error());
    nfail++;
    nn_cuda_free(g);
    nn_free(m);
    nn_free(h);
    return;
  }
  int in[MB * MT], tg[MB * MT], ok = 1;
  float w[MB * MT];
  uint8_t *al = malloc((size_t)MB * MT * MV);
  for (int s = 0; s < 2 && ok; s++) {
    float nc = 0.0f, ng = 0.0f;
    nn_zero_grad(m);
    ok = gpu("pg train: zero grad", nn_cuda_zero_grad(g));
    for (int mb = 0; mb < 2 && ok; mb++) {
      batch(in, tg, MB, MT);
      for (int i = 0; i < MB * MT; i++) w[i] = frand();
      for (size_t i = 0; i < (size_t)MB * MT * MV; i++) al[i] = irand(4) != 0;
      for (int i = 0; i < MB * MT; i++) if (tg[i] >= 0) al[(size_t)i * MV + (size_t)tg[i]] = 1;
      nn_forward(m, in, NULL, MB, MT);
      nc = nn_backward_pg(m, tg, al, w, 1.0f / 0.9f);
      ok = gpu("pg train: forward", nn_cuda_forward(g, in, NULL, MB, MT, NULL, NULL)) &&
           gpu("pg train: backward", nn_cuda_backward_pg(g, tg, al, w, 1.0f / 0.9f, &ng));
      if (ok) {
        char name[64];
        snprintf(name, sizeof name, "pg step %d.%d sum of -log q", s + 1, mb + 1);
        result(name, fabs(ng - nc) <= 1e-4 * fabs(nc), "rel err %.3g (tol %.0e)", fabs(ng - nc) / fabs(nc), 1e-4);
      }
    }
    if (!ok) break;
    nc = nn_update(m, 1e-3f, 0.0f, 1.0f);
    ok = gpu("pg train: update", nn_cuda_update(g, 1e-3f, 0.0f, 1.0f, &ng));
    if (ok) {
      char name[64];
      snprintf(name, sizeof name, "pg step %d gradient norm", s + 1);
      result(name, fabs(ng - nc) <= 1e-3 * nc, "rel err %.3g (tol %.0e)", fabs(ng - nc) / nc, 1e-3);
    }
  }
  if (ok && gpu("pg train: copy back", nn_cuda_to_host(g, h))) cmp_trained(m, h, 1e-4, "pg train: after 2 steps");
  free(al);
  nn_cuda_free(g);
  nn_free(m);
  nn_free(h);
}

/* ---- decoding: two sequences fed a token at a time into rows 3 and 1 of a 4-row cache */
static void decode_all(NnModel *m, NnCudaModel *g, NnCache *cache, const int *in, const float *fwd, double *e_fwd,
                       double *e_cpu, int *same_pick) {
  int T2 = MCTX, rows[2] = {3, 1};
  float lg[2 * MV], lc[2 * MV];
  uint8_t allow[MV];
  float sf[MV];
  int si[MV];
  memset(allow, 1, sizeof allow);
  *e_fwd = *e_cpu = 0.0;
  *same_pick = 1;
  for (int t = 0; t < T2; t++) {
    int tok[2] = {in[t], in[T2 + t]}, pos[2] = {t, t};
    if (nn_cuda_decode_step(g, 4, 2, rows, tok, pos, lg)) {
      printf("     decode step %d failed: %s\n", t, nn_cuda_error());
      *e_fwd = *e_cpu = INFINITY;
      *same_pick = 0;
      return;
    }
    nn_decode_step(m, cache, 2, rows, tok, pos, lc);
    for (int i = 0; i < 2; i++) {
      double e = rel_err(lg + i * MV, fwd + ((size_t)i * T2 + t) * MV, (size_t)MV);
      if (e > *e_fwd) *e_fwd = e;
    }
    double e = rel_err(lg, lc, 2 * (size_t)MV);
    if (e > *e_cpu) *e_cpu = e;
    int picks[2];
    float u[2] = {nn_rand_uniform(5, (uint64_t)t * 2), nn_rand_uniform(5, (uint64_t)t * 2 + 1)};
    if (nn_cuda_sample_last(g, 2, NULL, 1.0f, 0, 1.0f, u, picks)) *same_pick = 0;
    for (int i = 0; i < 2 && *same_pick; i++)
      *same_pick = picks[i] == nn_sample(lg + i * MV, allow, MV, 1.0f, 0, 1.0f, u[i], sf, si);
  }
}

static void check_decode(void) {
  NnModel *m = model(11);
  NnCudaModel *g = m ? nn_cuda_new(m, NULL, 0) : NULL;
  NnCache *cache = m ? nn_cache_new(m, 4) : NULL;
  if (!g || !cache) {
    printf("FAIL %-44s %s\n", "decode: setup", g ? "nn_cache_new failed" : nn_cuda_error());
    nfail++;
  } else {
    int T2 = MCTX, in[2 * MCTX], tg[2 * MCTX];
    float *fwd = zeros((size_t)2 * T2 * MCFG.vocab);
    double e_fwd, e_cpu;
    int same;
    batch(in, tg, 2, T2);
    if (gpu("decode: forward", nn_cuda_forward(g, in, NULL, 2, T2, fwd, NULL))) {
      decode_all(m, g, cache, in, fwd, &e_fwd, &e_cpu, &same);
      result("decode step vs forward logits (GPU)", e_fwd <= 1e-4, "max err %.3g (tol %.0e)", e_fwd, 1e-4);
      result("decode step GPU vs nn_decode_step", e_cpu <= 1e-4, "max err %.3g (tol %.0e)", e_cpu, 1e-4);
      result("sample_last vs nn_sample on decode logits", same, "%s", same ? "same ids" : "ids differ");
    }
    free(fwd);
  }
  nn_cache_free(cache);
  nn_cuda_free(g);
  nn_free(m);
}

/* ---- sampling: tied logits, masks (a row with nothing allowed, a row with one token), every rule */
static void check_sample_case(int Vs, float temp, int top_k, float top_p) {
  enum { N = 40 };
  size_t nv = (size_t)N * Vs;
  float *logits = malloc(nv * sizeof *logits), u[N], *sf = malloc((size_t)Vs * sizeof *sf);
  uint8_t *allow = malloc(nv);
  int *si = malloc((size_t)Vs * sizeof *si), got[N], bad = 0;
  for (size_t i = 0; i < nv; i++) {
    logits[i] = roundf(frand() * 8.0f) * 0.5f; /* many ties */
    allow[i] = frand() < 0.6f;
  }
  memset(allow, 0, (size_t)Vs);             /* row 0: nothing allowed */
  memset(allow + Vs, 0, (size_t)Vs);        /* row 1: one token */
  allow[Vs + Vs / 2] = 1;
  for (int i = 0; i < N; i++) u[i] = nn_rand_uniform(99, (uint64_t)i);
  char name[96];
  snprintf(name, sizeof name, "sample V=%d temp=%g top_k=%d top_p=%g", Vs, temp, top_k, top_p);
  if (gpu(name, nn_cuda_sample(logits, allow, N, Vs, temp, top_k, top_p, u, got))) {
    for (int i = 0; i < N; i++)
      bad += got[i] != nn_sample(logits + (size_t)i * Vs, allow + (size_t)i * Vs, Vs, temp, top_k, top_p, u[i], sf, si);
    result(name, bad == 0, "%d of %d rows differ", bad, (int)N);
  }
  free(logits); free(sf); free(allow); free(si);
}

static void check_sample(void) {
  static const struct { float temp; int k; float p; } cases[] = {
    {0.0f, 0, 1.0f}, {1.0f, 0, 1.0f}, {0.7f, 5, 1.0f}, {1.3f, 0, 0.9f}, {0.8f, 20, 0.75f}, {1.0f, 1, 1.0f},
  };
  static const int vs[] = {37, 300, 1029};
  for (size_t v = 0; v < sizeof vs / sizeof vs[0]; v++)
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
      check_sample_case(vs[v], cases[i].temp, cases[i].k, cases[i].p);
}

int main(int argc, char **argv) {
  char why[512];
  if (!nn_cuda_available(why, sizeof why)) {
    printf("nn-gpu-check: skipped (no CUDA device: %s)\n", why);
    return 0;
  }
  if (argc > 1 && strcmp(argv[1], "--probe") == 0) {
    printf("nn-gpu-check: a CUDA device and cuBLAS are usable\n");
    return 0;
  }
  check_encoder();
  check_layernorm();
  check_matmul_bias(1);
  check_matmul_bias(0);
  check_attention();
  check_pointwise();
  check_softmax_ce();
  check_pg();
  check_forward();
  check_train();
  check_pg_train();
  check_decode();
  check_sample();
  nn_cuda_shutdown();
  printf("%d passed, %d failed\n", npass, nfail);
  return nfail > 0;
}
