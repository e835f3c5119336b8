/* nn_cuda_stub.c - nn_cuda.h in a build without nvcc: no device, every call fails with one sentence.
 *
 * The Makefile compiles this file instead of layers_cuda.cu and model_cuda.cu when nvcc is missing, so
 * that gnc and the checks link the same way with or without CUDA. */
#include <stdio.h>
#include "neural/nn/nn_cuda.h"

#define NO_CUDA "gnc was built without CUDA"

static void no_cuda(char *err, size_t errlen) {
  if (err && errlen) snprintf(err, errlen, "%s", NO_CUDA);
}

int nn_cuda_available(char *err, size_t errlen) { no_cuda(err, errlen); return 0; }
const char *nn_cuda_error(void) { return NO_CUDA; }
void nn_cuda_shutdown(void) {}

NnCudaModel *nn_cuda_new(const NnModel *host, char *err, size_t errlen) {
  (void)host;
  no_cuda(err, errlen);
  return NULL;
}

void nn_cuda_free(NnCudaModel *g) { (void)g; }

int nn_cuda_train_step(NnCudaModel *g, const int *inputs, const int *targets, int B, int T, float lr,
                       float weight_decay, float grad_clip, float *loss, float *grad_norm) {
  (void)g; (void)inputs; (void)targets; (void)B; (void)T; (void)lr; (void)weight_decay; (void)grad_clip;
  (void)loss; (void)grad_norm;
  return -1;
}

int nn_cuda_forward(NnCudaModel *g, const int *inputs, const int *targets, int B, int T, float *logits_host,
                    float *loss) {
  (void)g; (void)inputs; (void)targets; (void)B; (void)T; (void)logits_host; (void)loss;
  return -1;
}

int nn_cuda_to_host(const NnCudaModel *g, NnModel *host) { (void)g; (void)host; return -1; }

int nn_cuda_zero_grad(NnCudaModel *g) { (void)g; return -1; }

int nn_cuda_backward_pg(NnCudaModel *g, const int *targets, const uint8_t *allowed, const float *weights,
                        float inv_temp, float *nll) {
  (void)g; (void)targets; (void)allowed; (void)weights; (void)inv_temp; (void)nll;
  return -1;
}

int nn_cuda_update(NnCudaModel *g, float lr, float weight_decay, float grad_clip, float *grad_norm) {
  (void)g; (void)lr; (void)weight_decay; (void)grad_clip; (void)grad_norm;
  return -1;
}

int nn_cuda_decode_step(NnCudaModel *g, int rows_cap, int n, const int *rows, const int *tokens, const int *pos,
                        float *logits_host) {
  (void)g; (void)rows_cap; (void)n; (void)rows; (void)tokens; (void)pos; (void)logits_host;
  return -1;
}

int nn_cuda_sample_last(NnCudaModel *g, int n, const uint8_t *allowed, float temperature, int top_k, float top_p,
                        const float *u, int *tokens) {
  (void)g; (void)n; (void)allowed; (void)temperature; (void)top_k; (void)top_p; (void)u; (void)tokens;
  return -1;
}

int nn_cuda_encoder_forward(float *out, const int *inp, const float *wte, const float *wpe, int B, int T, int C,
                            int V) {
  (void)out; (void)inp; (void)wte; (void)wpe; (void)B; (void)T; (void)C; (void)V;
  return -1;
}

int nn_cuda_encoder_backward(float *dwte, float *dwpe, const float *dout, const int *inp, int B, int T, int C,
                             int V) {
  (void)dwte; (void)dwpe; (void)dout; (void)inp; (void)B; (void)T; (void)C; (void)V;
  return -1;
}

int nn_cuda_layernorm_forward(float *out, float *mean, float *rstd, const float *inp, const float *weight,
                              const float *bias, int B, int T, int C) {
  (void)out; (void)mean; (void)rstd; (void)inp; (void)weight; (void)bias; (void)B; (void)T; (void)C;
  return -1;
}

int nn_cuda_layernorm_backward(float *dinp, float *dweight, float *dbias, const float *dout, const float *inp,
                               const float *weight, const float *mean, const float *rstd, int B, int T, int C) {
  (void)dinp; (void)dweight; (void)dbias; (void)dout; (void)inp; (void)weight; (void)mean; (void)rstd;
  (void)B; (void)T; (void)C;
  return -1;
}

int nn_cuda_matmul_forward(float *out, const float *inp, const float *weight, const float *bias, int B, int T,
                           int C, int OC) {
  (void)out; (void)inp; (void)weight; (void)bias; (void)B; (void)T; (void)C; (void)OC;
  return -1;
}

int nn_cuda_matmul_backward(float *dinp, float *dweight, float *dbias, const float *dout, const float *inp,
                            const float *weight, int B, int T, int C, int OC) {
  (void)dinp; (void)dweight; (void)dbias; (void)dout; (void)inp; (void)weight; (void)B; (void)T; (void)C;
  (void)OC;
  return -1;
}

int nn_cuda_attention_forward(float *out, float *att, const float *inp, int B, int T, int C, int NH) {
  (void)out; (void)att; (void)inp; (void)B; (void)T; (void)C; (void)NH;
  return -1;
}

int nn_cuda_attention_backward(float *dinp, const float *dout, const float *inp, const float *att, int B, int T,
                               int C, int NH) {
  (void)dinp; (void)dout; (void)inp; (void)att; (void)B; (void)T; (void)C; (void)NH;
  return -1;
}

int nn_cuda_gelu_forward(float *out, const float *inp, int N) { (void)out; (void)inp; (void)N; return -1; }

int nn_cuda_gelu_backward(float *dinp, const float *inp, const float *dout, int N) {
  (void)dinp; (void)inp; (void)dout; (void)N;
  return -1;
}

int nn_cuda_residual_forward(float *out, const float *inp1, const float *inp2, int N) {
  (void)out; (void)inp1; (void)inp2; (void)N;
  return -1;
}

int nn_cuda_residual_backward(float *dinp1, float *dinp2, const float *dout, int N) {
  (void)dinp1; (void)dinp2; (void)dout; (void)N;
  return -1;
}

int nn_cuda_softmax_forward(float *probs, const float *logits, int B, int T, int V) {
  (void)probs; (void)logits; (void)B; (void)T; (void)V;
  return -1;
}

int nn_cuda_crossentropy_forward(float *losses, const float *probs, const int *targets, int B, int T, int V) {
  (void)losses; (void)probs; (void)targets; (void)B; (void)T; (void)V;
  return -1;
}

int nn_cuda_crossentropy_softmax_backward(float *dlogits, const float *probs, const int *targets, float dloss,
                                          int B, int T, int V) {
  (void)dlogits; (void)probs; (void)targets; (void)dloss; (void)B; (void)T; (void)V;
  return -1;
}

int nn_cuda_pg_forward(float *losses, const float *logits, const uint8_t *allowed, const int *targets,
                       float inv_temp, int B, int T, int V) {
  (void)losses; (void)logits; (void)allowed; (void)targets; (void)inv_temp; (void)B; (void)T; (void)V;
  return -1;
}

int nn_cuda_pg_backward(float *dlogits, const float *logits, const uint8_t *allowed, const int *targets,
                        const float *weights, float inv_temp, int B, int T, int V) {
  (void)dlogits; (void)logits; (void)allowed; (void)targets; (void)weights; (void)inv_temp; (void)B; (void)T;
  (void)V;
  return -1;
}

int nn_cuda_adamw(float *param, const float *grad, float *m, float *v, size_t N, float lr, float weight_decay,
                  float grad_scale, int64_t t) {
  (void)param; (void)grad; (void)m; (void)v; (void)N; (void)lr; (void)weight_decay; (void)grad_scale; (void)t;
  return -1;
}

int nn_cuda_sumsq(const float *x, size_t N, double *sumsq) { (void)x; (void)N; (void)sumsq; return -1; }

int nn_cuda_sample(const float *logits, const uint8_t *allowed, int n, int V, float temperature, int top_k,
                   float top_p, const float *u, int *tokens) {
  (void)logits; (void)allowed; (void)n; (void)V; (void)temperature; (void)top_k; (void)top_p; (void)u;
  (void)tokens;
  return -1;
}
