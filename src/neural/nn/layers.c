/* layers.c - the CPU reference layers of the transformer, forward and backward, and the parameter layout.
 *
 * Each layer follows llm.c's train_gpt2.c: plain loops over row-major [B,T,C] float tensors, with the
 * backward passes accumulating (+=) into their gradient outputs, so the caller zeroes them once.  Matrix
 * products go through cblas_sgemm, the per-head products of attention included (llm.c loops there; at
 * the trainer's sizes the loops took ~90% of a step).  Attention is causal with scale 1/sqrt(head size);
 * its softmax backward uses the O(T) per-row identity dpre = att * (datt - sum(att * datt)) instead of
 * llm.c's O(T^2) double loop, so the backward is O(B*NH*T*T*hs).  Layernorm uses eps 1e-5 and GELU the
 * tanh approximation, as GPT-2 does.  Indices are computed in size_t so large batches do not overflow.
 */
#include "neural/nn/nn.h"

#include <cblas.h>
#include <math.h>
#include <string.h>

/* ---- parameter layout */

void nn_param_sizes(const NnConfig *cfg, size_t sizes[NN_NPARAM_TENSORS]) {
  size_t V = (size_t)cfg->vocab, P = (size_t)cfg->ctx, L = (size_t)cfg->layers, C = (size_t)cfg->ch;
  sizes[0] = V * C;          /* wte */
  sizes[1] = P * C;          /* wpe */
  sizes[2] = L * C;          /* ln1w */
  sizes[3] = L * C;          /* ln1b */
  sizes[4] = L * 3 * C * C;  /* qkvw */
  sizes[5] = L * 3 * C;      /* qkvb */
  sizes[6] = L * C * C;      /* attprojw */
  sizes[7] = L * C;          /* attprojb */
  sizes[8] = L * C;          /* ln2w */
  sizes[9] = L * C;          /* ln2b */
  sizes[10] = L * 4 * C * C; /* fcw */
  sizes[11] = L * 4 * C;     /* fcb */
  sizes[12] = L * C * 4 * C; /* fcprojw */
  sizes[13] = L * C;         /* fcprojb */
  sizes[14] = C;             /* lnfw */
  sizes[15] = C;             /* lnfb */
}

size_t nn_param_count(const NnConfig *cfg) {
  size_t sizes[NN_NPARAM_TENSORS], n = 0;
  nn_param_sizes(cfg, sizes);
  for (int i = 0; i < NN_NPARAM_TENSORS; i++) n += sizes[i];
  return n;
}

void nn_param_point(const NnConfig *cfg, float *flat, NnParams *p) {
  size_t sizes[NN_NPARAM_TENSORS];
  float **ptrs[NN_NPARAM_TENSORS] = {&p->wte,  &p->wpe,  &p->ln1w,    &p->ln1b,     &p->qkvw, &p->qkvb,
                                     &p->attprojw, &p->attprojb, &p->ln2w, &p->ln2b, &p->fcw,  &p->fcb,
                                     &p->fcprojw,  &p->fcprojb,  &p->lnfw, &p->lnfb};
  nn_param_sizes(cfg, sizes);
  for (int i = 0; i < NN_NPARAM_TENSORS; i++) {
    *ptrs[i] = flat;
    flat += sizes[i];
  }
}

/* ---- encoder: out[b,t,:] = wte[inp[b,t],:] + wpe[t,:] */

void nn_encoder_forward(float *out, const int *inp, const float *wte, const float *wpe, int B, int T, int C) {
  for (int b = 0; b < B; b++)
    for (int t = 0; t < T; t++) {
      float *o = out + ((size_t)b * T + t) * C;
      const float *we = wte + (size_t)inp[(size_t)b * T + t] * C, *pe = wpe + (size_t)t * C;
      for (int i = 0; i < C; i++) o[i] = we[i] + pe[i];
    }
}

void nn_encoder_backward(float *dwte, float *dwpe, const float *dout, const int *inp, int B, int T, int C) {
  for (int b = 0; b < B; b++)
    for (int t = 0; t < T; t++) {
      const float *d = dout + ((size_t)b * T + t) * C;
      float *dwe = dwte + (size_t)inp[(size_t)b * T + t] * C, *dpe = dwpe + (size_t)t * C;
      for (int i = 0; i < C; i++) {
        dwe[i] += d[i];
        dpe[i] += d[i];
      }
    }
}

/* ---- layernorm over the last dimension, eps 1e-5 */

void nn_layernorm_forward(float *out, float *mean, float *rstd, const float *inp, const float *weight,
                          const float *bias, int B, int T, int C) {
  const float eps = 1e-5f;
  for (size_t r = 0; r < (size_t)B * T; r++) {
    const float *x = inp + r * C;
    float *o = out + r * C;
    float m = 0.0f, v = 0.0f;
    for (int i = 0; i < C; i++) m += x[i];
    m /= C;
    for (int i = 0; i < C; i++) v += (x[i] - m) * (x[i] - m);
    v /= C;
    float s = 1.0f / sqrtf(v + eps);
    for (int i = 0; i < C; i++) o[i] = (s * (x[i] - m)) * weight[i] + bias[i];
    mean[r] = m;
    rstd[r] = s;
  }
}

void nn_layernorm_backward(float *dinp, float *dweight, float *dbias, const float *dout, const float *inp,
                           const float *weight, const float *mean, const float *rstd, int B, int T, int C) {
  for (size_t r = 0; r < (size_t)B * T; r++) {
    const float *d = dout + r * C, *x = inp + r * C;
    float *dx = dinp + r * C;
    float m = mean[r], s = rstd[r], dnorm_mean = 0.0f, dnorm_norm_mean = 0.0f;
    for (int i = 0; i < C; i++) {
      float norm = (x[i] - m) * s, dnorm = weight[i] * d[i];
      dnorm_mean += dnorm;
      dnorm_norm_mean += dnorm * norm;
    }
    dnorm_mean /= C;
    dnorm_norm_mean /= C;
    for (int i = 0; i < C; i++) {
      float norm = (x[i] - m) * s, dnorm = weight[i] * d[i];
      dbias[i] += d[i];
      dweight[i] += norm * d[i];
      dx[i] += (dnorm - dnorm_mean - norm * dnorm_norm_mean) * s;
    }
  }
}

/* ---- matmul: out[BT,OC] = inp[BT,C] @ weight[OC,C]^T + bias */

void nn_matmul_forward(float *out, const float *inp, const float *weight, const float *bias,
                       int B, int T, int C, int OC) {
  int rows = B * T;
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, rows, OC, C, 1.0f, inp, C, weight, C, 0.0f, out, OC);
  if (!bias) return;
  for (size_t r = 0; r < (size_t)rows; r++) {
    float *o = out + r * OC;
    for (int j = 0; j < OC; j++) o[j] += bias[j];
  }
}

void nn_matmul_backward(float *dinp, float *dweight, float *dbias, const float *dout, const float *inp,
                        const float *weight, int B, int T, int C, int OC) {
  int rows = B * T;
  /* dinp[BT,C] += dout[BT,OC] @ weight[OC,C];  dweight[OC,C] += dout^T @ inp */
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, rows, C, OC, 1.0f, dout, OC, weight, C, 1.0f, dinp, C);
  cblas_sgemm(CblasRowMajor, CblasTrans, CblasNoTrans, OC, C, rows, 1.0f, dout, OC, inp, C, 1.0f, dweight, C);
  if (!dbias) return;
  for (size_t r = 0; r < (size_t)rows; r++) {
    const float *d = dout + r * OC;
    for (int j = 0; j < OC; j++) dbias[j] += d[j];
  }
}

/* ---- causal multi-head self-attention.  inp holds q, k, v side by side: [B,T,3C].
 * For each (b, h) the products are T x T x hs matrix products through sgemm on the strided q, k, v
 * columns of head h (computing the whole T x T score matrix is twice the causal work, but BLAS speed);
 * the causal softmax and its backward are plain loops.  preatt holds the scaled scores (also above the
 * diagonal, where they are unused); att is exactly 0 above the diagonal. */

/* row t of one (b, h): att[0..t] = softmax(preatt[0..t]), att[t+1..T) = 0 */
static void causal_softmax_row(float *att, const float *preatt, int t, int T) {
  float maxval = -INFINITY, sum = 0.0f;
  for (int t2 = 0; t2 <= t; t2++)
    if (preatt[t2] > maxval) maxval = preatt[t2];
  for (int t2 = 0; t2 <= t; t2++) {
    att[t2] = expf(preatt[t2] - maxval);
    sum += att[t2];
  }
  float inv = 1.0f / sum;
  for (int t2 = 0; t2 < T; t2++) att[t2] = t2 <= t ? att[t2] * inv : 0.0f;
}

void nn_attention_forward(float *out, float *preatt, float *att, const float *inp, int B, int T, int C, int NH) {
  int hs = C / NH, C3 = 3 * C;
  float scale = 1.0f / sqrtf((float)hs);
  for (int b = 0; b < B; b++)
    for (int h = 0; h < NH; h++) {
      const float *q = inp + (size_t)b * T * C3 + (size_t)h * hs, *k = q + C, *v = q + 2 * C;
      float *pre = preatt + ((size_t)b * NH + h) * T * T, *a = att + ((size_t)b * NH + h) * T * T;
      cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, T, T, hs, scale, q, C3, k, C3, 0.0f, pre, T);
      for (int t = 0; t < T; t++) causal_softmax_row(a + (size_t)t * T, pre + (size_t)t * T, t, T);
      cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, T, hs, T, 1.0f, a, T, v, C3, 0.0f,
                  out + (size_t)b * T * C + (size_t)h * hs, C);
    }
}

/* softmax backward of row t: dpre[t2] += att[t2] * (datt[t2] - sum(att * datt)) for t2 <= t */
static void causal_softmax_row_backward(float *dpre, const float *att, const float *datt, int t) {
  float dot = 0.0f;
  for (int t2 = 0; t2 <= t; t2++) dot += att[t2] * datt[t2];
  for (int t2 = 0; t2 <= t; t2++) dpre[t2] += att[t2] * (datt[t2] - dot);
}

void nn_attention_backward(float *dinp, float *dpreatt, float *datt, const float *dout, const float *inp,
                           const float *att, int B, int T, int C, int NH) {
  int hs = C / NH, C3 = 3 * C;
  float scale = 1.0f / sqrtf((float)hs);
  for (int b = 0; b < B; b++)
    for (int h = 0; h < NH; h++) {
      size_t off = (size_t)b * T * C3 + (size_t)h * hs, blk = ((size_t)b * NH + h) * T * T;
      const float *q = inp + off, *k = q + C, *v = q + 2 * C, *a = att + blk;
      const float *dy = dout + (size_t)b * T * C + (size_t)h * hs;
      float *dq = dinp + off, *dk = dq + C, *dv = dq + 2 * C, *dpre = dpreatt + blk, *da = datt + blk;
      /* out = att @ v */
      cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, T, T, hs, 1.0f, dy, C, v, C3, 1.0f, da, T);
      cblas_sgemm(CblasRowMajor, CblasTrans, CblasNoTrans, T, hs, T, 1.0f, a, T, dy, C, 1.0f, dv, C3);
      for (int t = 0; t < T; t++)
        causal_softmax_row_backward(dpre + (size_t)t * T, a + (size_t)t * T, da + (size_t)t * T, t);
      /* pre = scale * q @ k^T */
      cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, T, hs, T, scale, dpre, T, k, C3, 1.0f, dq, C3);
      cblas_sgemm(CblasRowMajor, CblasTrans, CblasNoTrans, T, hs, T, scale, dpre, T, q, C3, 1.0f, dk, C3);
    }
}

/* ---- GELU, tanh approximation */

#define GELU_SCALE 0.7978845608028654f /* sqrt(2/pi) */

/* tanh(z) = 1 - 2 / (exp(2z) + 1): libm's tanhf is several times slower than expf, and the absolute error
 * of this form (~1e-7) is all GELU sees; it saturates to +-1 correctly when exp overflows or underflows */
static float fast_tanh(float z) { return 1.0f - 2.0f / (expf(2.0f * z) + 1.0f); }

void nn_gelu_forward(float *out, const float *inp, int N) {
  for (int i = 0; i < N; i++) {
    float x = inp[i], cube = 0.044715f * x * x * x;
    out[i] = 0.5f * x * (1.0f + fast_tanh(GELU_SCALE * (x + cube)));
  }
}

void nn_gelu_backward(float *dinp, const float *inp, const float *dout, int N) {
  for (int i = 0; i < N; i++) {
    float x = inp[i], cube = 0.044715f * x * x * x;
    float th = fast_tanh(GELU_SCALE * (x + cube));
    float sech2 = 1.0f - th * th;
    float grad = 0.5f * (1.0f + th) + x * 0.5f * sech2 * GELU_SCALE * (1.0f + 3.0f * 0.044715f * x * x);
    dinp[i] += grad * dout[i];
  }
}

/* ---- residual */

void nn_residual_forward(float *out, const float *inp1, const float *inp2, int N) {
  for (int i = 0; i < N; i++) out[i] = inp1[i] + inp2[i];
}

void nn_residual_backward(float *dinp1, float *dinp2, const float *dout, int N) {
  for (int i = 0; i < N; i++) {
    dinp1[i] += dout[i];
    dinp2[i] += dout[i];
  }
}

/* ---- softmax and cross-entropy.  nn_softmax_forward may run in place (probs == logits). */

void nn_softmax_forward(float *probs, const float *logits, int B, int T, int V) {
  for (size_t r = 0; r < (size_t)B * T; r++) {
    const float *l = logits + r * V;
    float *p = probs + r * V, maxval = -INFINITY, sum = 0.0f;
    for (int i = 0; i < V; i++)
      if (l[i] > maxval) maxval = l[i];
    for (int i = 0; i < V; i++) {
      p[i] = expf(l[i] - maxval);
      sum += p[i];
    }
    float inv = 1.0f / sum;
    for (int i = 0; i < V; i++) p[i] *= inv;
  }
}

void nn_crossentropy_forward(float *losses, const float *probs, const int *targets, int B, int T, int V) {
  for (size_t r = 0; r < (size_t)B * T; r++) {
    int tg = targets[r];
    losses[r] = tg >= 0 ? -logf(probs[r * V + tg]) : 0.0f;
  }
}

void nn_crossentropy_softmax_backward(float *dlogits, const float *probs, const int *targets, float dloss,
                                      int B, int T, int V) {
  for (size_t r = 0; r < (size_t)B * T; r++) {
    int tg = targets[r];
    if (tg < 0) continue;
    float *d = dlogits + r * V;
    const float *p = probs + r * V;
    for (int i = 0; i < V; i++) d[i] += (p[i] - (i == tg ? 1.0f : 0.0f)) * dloss;
  }
}

/* ---- the policy gradient of masked sampling: a cross-entropy over the allowed tokens only, at an inverse
 * temperature, with a weight per row (the advantage).  Rows whose target is < 0 or not allowed are skipped. */

/* log-sum-exp of inv_temp * l over the allowed tokens, and whether the target is allowed */
static float pg_lse(const float *l, const uint8_t *al, int tg, float inv_temp, int V, int *ok) {
  float maxval = -INFINITY, sum = 0.0f;
  for (int i = 0; i < V; i++)
    if ((!al || al[i]) && inv_temp * l[i] > maxval) maxval = inv_temp * l[i];
  for (int i = 0; i < V; i++)
    if (!al || al[i]) sum += expf(inv_temp * l[i] - maxval);
  *ok = !al || al[tg];
  return maxval + logf(sum);
}

void nn_pg_forward(float *losses, const float *logits, const uint8_t *allowed, const int *targets, float inv_temp,
                   int B, int T, int V) {
  for (size_t r = 0; r < (size_t)B * T; r++) {
    int tg = targets[r], ok = 0;
    losses[r] = 0.0f;
    if (tg < 0) continue;
    const float *l = logits + r * V;
    float lse = pg_lse(l, allowed ? allowed + r * V : NULL, tg, inv_temp, V, &ok);
    if (ok) losses[r] = lse - inv_temp * l[tg];
  }
}

void nn_pg_backward(float *dlogits, const float *logits, const uint8_t *allowed, const int *targets,
                    const float *weights, float inv_temp, int B, int T, int V) {
  for (size_t r = 0; r < (size_t)B * T; r++) {
    int tg = targets[r], ok = 0;
    if (tg < 0) continue;
    const float *l = logits + r * V;
    const uint8_t *al = allowed ? allowed + r * V : NULL;
    float lse = pg_lse(l, al, tg, inv_temp, V, &ok), w = weights[r] * inv_temp;
    if (!ok) continue;
    float *d = dlogits + r * V;
    for (int i = 0; i < V; i++)
      if (!al || al[i]) d[i] += w * (expf(inv_temp * l[i] - lse) - (i == tg ? 1.0f : 0.0f));
  }
}
