/* nn_cuda.h - the transformer of nn.h on a CUDA device (layers_cuda.cu, model_cuda.cu).
 *
 * NnCudaModel holds the parameters, gradients, AdamW moments and activations in device memory and runs
 * the same forward / backward / update chain as model.c, so a model can be trained on the GPU and copied
 * back into an NnModel for checkpoints and CPU inference.  cuBLAS is loaded at run time (dlopen), so a
 * binary built with CUDA still starts where no GPU library is installed: nn_cuda_available says why not.
 * Without nvcc the same names come from nn_cuda_stub.c and every call fails with "built without CUDA".
 *
 * Errors: every call returns 0 on success (or a non-NULL pointer), else nonzero (NULL) and
 * nn_cuda_error() holds a sentence saying why (the failing CUDA / cuBLAS call and its message).
 * All functions take host pointers unless the name has _dev_ in it (device pointers, used between the
 * two CUDA files).  Nothing here is thread-safe: one thread drives the device.
 */
#ifndef GNC_NN_CUDA_H
#define GNC_NN_CUDA_H

#include <stddef.h>
#include <stdint.h>
#include "neural/nn/nn.h"

#ifdef __cplusplus
extern "C" {
#endif

/* 1 when a CUDA device and cuBLAS can be used, else 0 and err says why */
int nn_cuda_available(char *err, size_t errlen);
/* why the last failing nn_cuda_* call failed ("" if none did) */
const char *nn_cuda_error(void);
/* the cuBLAS handle destroyed (after the last model is freed); the next call makes a new one */
void nn_cuda_shutdown(void);

typedef struct NnCudaModel NnCudaModel;
/* a device copy of host: config, parameters, and the AdamW moments + step when host has them */
NnCudaModel *nn_cuda_new(const NnModel *host, char *err, size_t errlen);
void nn_cuda_free(NnCudaModel *g);
/* forward, backward and AdamW as nn_forward + nn_zero_grad + nn_backward + nn_update; *loss the mean loss
 * before the update, *grad_norm the gradient norm before clipping (either may be NULL) */
int nn_cuda_train_step(NnCudaModel *g, const int *inputs, const int *targets, int B, int T, float lr,
                       float weight_decay, float grad_clip, float *loss, float *grad_norm);
/* forward only; logits_host (may be NULL) receives B*T*V floats: what nn_logits gives after nn_forward
 * (the probabilities when targets != NULL, else the logits); *loss (may be NULL) -1 without targets */
int nn_cuda_forward(NnCudaModel *g, const int *inputs, const int *targets, int B, int T, float *logits_host,
                    float *loss);
/* the policy-gradient step in pieces, as nn_zero_grad, nn_backward_pg and nn_update: after
 * nn_cuda_forward(g, inputs, NULL, ...), nn_cuda_backward_pg accumulates the gradients of
 * sum_r weights[r] * -log q(targets[r]) (allowed: B*T*V bytes or NULL) and *nll (may be NULL) receives the
 * sum of -log q; nn_cuda_update takes the AdamW step (*grad_norm before clipping) */
int nn_cuda_zero_grad(NnCudaModel *g);
int nn_cuda_backward_pg(NnCudaModel *g, const int *targets, const uint8_t *allowed, const float *weights,
                        float inv_temp, float *nll);
int nn_cuda_update(NnCudaModel *g, float lr, float weight_decay, float grad_clip, float *grad_norm);
/* parameters, AdamW moments (host m_flat/v_flat allocated when NULL) and step back into host, whose
 * config must be the same */
int nn_cuda_to_host(const NnCudaModel *g, NnModel *host);
/* nn_decode_step on the device with a key/value cache of rows_cap rows, allocated on the first call (and
 * again, emptied, when a call asks for more rows); logits_host (may be NULL) receives n*V floats */
int nn_cuda_decode_step(NnCudaModel *g, int rows_cap, int n, const int *rows, const int *tokens,
                        const int *pos, float *logits_host);
/* nn_sample on each of the n rows of logits of the last nn_cuda_decode_step, on the device: allowed is
 * n*V bytes (NULL: every token allowed), u n uniforms; tokens receives n ids (-1: none allowed) */
int nn_cuda_sample_last(NnCudaModel *g, int n, const uint8_t *allowed, float temperature, int top_k,
                        float top_p, const float *u, int *tokens);

/* ---- each layer of nn.h on host arrays (copied in, one kernel chain, copied out), for the checks.
 * Same arguments and accumulation rules as the CPU functions, plus the sizes the CPU ones do not need:
 * V rows of wte for the encoder.  Buffers that the CPU function accumulates into are read first. */
int nn_cuda_encoder_forward(float *out, const int *inp, const float *wte, const float *wpe, int B, int T, int C,
                            int V);
int nn_cuda_encoder_backward(float *dwte, float *dwpe, const float *dout, const int *inp, int B, int T, int C,
                             int V);
int nn_cuda_layernorm_forward(float *out, float *mean, float *rstd, const float *inp, const float *weight,
                              const float *bias, int B, int T, int C);
int nn_cuda_layernorm_backward(float *dinp, float *dweight, float *dbias, const float *dout, const float *inp,
                               const float *weight, const float *mean, const float *rstd, int B, int T, int C);
int nn_cuda_matmul_forward(float *out, const float *inp, const float *weight, const float *bias, int B, int T,
                           int C, int OC);
int nn_cuda_matmul_backward(float *dinp, float *dweight, float *dbias, const float *dout, const float *inp,
                            const float *weight, int B, int T, int C, int OC);
/* att: [B,NH,T,T] with zeros above the diagonal; preatt is not written (the device keeps it internal) */
int nn_cuda_attention_forward(float *out, float *att, const float *inp, int B, int T, int C, int NH);
int nn_cuda_attention_backward(float *dinp, const float *dout, const float *inp, const float *att, int B, int T,
                               int C, int NH);
int nn_cuda_gelu_forward(float *out, const float *inp, int N);
int nn_cuda_gelu_backward(float *dinp, const float *inp, const float *dout, int N);
int nn_cuda_residual_forward(float *out, const float *inp1, const float *inp2, int N);
int nn_cuda_residual_backward(float *dinp1, float *dinp2, const float *dout, int N);
int nn_cuda_softmax_forward(float *probs, const float *logits, int B, int T, int V);
int nn_cuda_crossentropy_forward(float *losses, const float *probs, const int *targets, int B, int T, int V);
int nn_cuda_crossentropy_softmax_backward(float *dlogits, const float *probs, const int *targets, float dloss,
                                          int B, int T, int V);
/* nn_pg_forward / nn_pg_backward (allowed may be NULL); dlogits as the CPU's from zero (pass zeros to compare) */
int nn_cuda_pg_forward(float *losses, const float *logits, const uint8_t *allowed, const int *targets,
                       float inv_temp, int B, int T, int V);
int nn_cuda_pg_backward(float *dlogits, const float *logits, const uint8_t *allowed, const int *targets,
                        const float *weights, float inv_temp, int B, int T, int V);
/* AdamW on N floats as nn_update does for one tensor, step t >= 1 (the step after the update), grad_scale
 * the clipping factor; *sumsq the squared norm of grad (before scaling) */
int nn_cuda_adamw(float *param, const float *grad, float *m, float *v, size_t N, float lr, float weight_decay,
                  float grad_scale, int64_t t);
int nn_cuda_sumsq(const float *x, size_t N, double *sumsq);
/* nn_sample on n rows of logits [n,V]; allowed n*V bytes or NULL; u[n]; tokens[n] */
int nn_cuda_sample(const float *logits, const uint8_t *allowed, int n, int V, float temperature, int top_k,
                   float top_p, const float *u, int *tokens);

/* ---- device-pointer launchers (layers_cuda.cu), used by model_cuda.cu.  Same meaning as the CPU layers;
 * all run on the default stream.  Backward launchers accumulate (+=) like the CPU ones, except where noted. */
int nn_cuda_dev_init(void);                              /* cuBLAS loaded and a handle made, once */
void nn_cuda_set_error(const char *fmt, ...);
int nn_cuda_dev_check(const char *what);                 /* cudaGetLastError after a launch */
int nn_cuda_dev_encoder_forward(float *out, const int *inp, const float *wte, const float *wpe, int B, int T,
                                int C);
int nn_cuda_dev_encoder_backward(float *dwte, float *dwpe, const float *dout, const int *inp, int B, int T,
                                 int C);
/* decoding: out[i] = wte[tok[i]] + wpe[pos[i]] for i < n */
int nn_cuda_dev_embed_rows(float *out, const int *tok, const int *pos, const float *wte, const float *wpe, int n,
                           int C);
int nn_cuda_dev_layernorm_forward(float *out, float *mean, float *rstd, const float *inp, const float *weight,
                                  const float *bias, int N, int C);
int nn_cuda_dev_layernorm_backward(float *dinp, float *dweight, float *dbias, const float *dout,
                                   const float *inp, const float *weight, const float *mean, const float *rstd,
                                   int N, int C);
int nn_cuda_dev_matmul_forward(float *out, const float *inp, const float *weight, const float *bias, int N,
                               int C, int OC);
int nn_cuda_dev_matmul_backward(float *dinp, float *dweight, float *dbias, const float *dout, const float *inp,
                                const float *weight, int N, int C, int OC);
/* scratch: qkvr 3*B*T*C, vaccum B*T*C, preatt B*NH*T*T floats */
int nn_cuda_dev_attention_forward(float *out, float *att, const float *inp, float *qkvr, float *vaccum,
                                  float *preatt, int B, int T, int C, int NH);
/* scratch: qkvr, dqkvr 3*B*T*C, dvaccum B*T*C, datt, dpreatt B*NH*T*T floats; dinp accumulated */
int nn_cuda_dev_attention_backward(float *dinp, const float *dout, const float *inp, const float *att,
                                   float *qkvr, float *dqkvr, float *dvaccum, float *datt, float *dpreatt,
                                   int B, int T, int C, int NH);
int nn_cuda_dev_gelu_forward(float *out, const float *inp, size_t N);
int nn_cuda_dev_gelu_backward(float *dinp, const float *inp, const float *dout, size_t N);
int nn_cuda_dev_residual_forward(float *out, const float *inp1, const float *inp2, size_t N);
int nn_cuda_dev_residual_backward(float *dinp1, float *dinp2, const float *dout, size_t N);
int nn_cuda_dev_softmax_forward(float *probs, const float *logits, int N, int V);
int nn_cuda_dev_crossentropy_forward(float *losses, const float *probs, const int *targets, int N, int V);
/* dlogits assigned (not accumulated): (probs - onehot) * dloss where target >= 0, else 0 */
int nn_cuda_dev_crossentropy_softmax_backward(float *dlogits, const float *probs, const int *targets,
                                              float dloss, int N, int V);
/* the policy gradient over N rows; dlogits assigned (not accumulated), 0 where a row has no usable target */
int nn_cuda_dev_pg_forward(float *losses, const float *logits, const uint8_t *allowed, const int *targets,
                           float inv_temp, int N, int V);
int nn_cuda_dev_pg_backward(float *dlogits, const float *logits, const uint8_t *allowed, const int *targets,
                            const float *weights, float inv_temp, int N, int V);
/* partial sums of squares into partial[nn_cuda_dev_sumsq_blocks(N)] doubles, then summed on the host */
int nn_cuda_dev_sumsq(const float *x, size_t N, double *partial_dev, double *sumsq);
int nn_cuda_dev_sumsq_blocks(void);
int nn_cuda_dev_adamw(float *param, const float *grad, float *m, float *v, size_t N, float lr, float beta1,
                      float beta2, float eps, float weight_decay, float grad_scale, float beta1_corr,
                      float beta2_corr);
/* decoding: n rows, q/k/v of one token each in qkv [n,3C]; the cache [rows_cap, ctx, C] per layer for K and V */
int nn_cuda_dev_kv_store(float *kcache, float *vcache, const float *qkv, const int *rows, const int *pos, int n,
                         int ctx, int C);
int nn_cuda_dev_decode_attention(float *out, const float *qkv, const float *kcache, const float *vcache,
                                 const int *rows, const int *pos, int n, int ctx, int C, int NH);
/* sampling: scratch_f/scratch_i n * nn_cuda_sample_width(V) each; allowed may be NULL */
int nn_cuda_sample_width(int V);
int nn_cuda_dev_sample(int *tokens, const float *logits, const uint8_t *allowed, const float *u, int n, int V,
                       float temperature, int top_k, float top_p, float *scratch_f, int *scratch_i);

#ifdef __cplusplus
}
#endif
#endif
