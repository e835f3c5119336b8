/* nn.h - the neural compiler's transformer: a GPT-2 style decoder-only model in plain C, fp32.
 *
 * Layout follows llm.c: one flat parameter buffer (NnParams points into it), one flat activation buffer,
 * one flat gradient buffer, AdamW state in two more flat buffers.  Every layer has a CPU reference forward
 * and backward (layers.c) and a CUDA version beside it (layers_cuda.cu) that is checked against it.
 * Matrix products go through OpenBLAS on the CPU and cuBLAS on the GPU.
 *
 * Sequences are `source <sep> listing <end>` token ids (src/core/nlist/nlist.h makes them).  The loss is the
 * mean cross-entropy over the positions whose target is >= 0 (targets of -1 are ignored: the source part).
 * The output projection is tied to the token embedding (wte).
 */
#ifndef GNC_NN_H
#define GNC_NN_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  int32_t vocab;   /* V: token ids 0..V-1                        */
  int32_t ctx;     /* maximum sequence length (positions)        */
  int32_t layers;  /* L                                          */
  int32_t heads;   /* NH; ch % heads == 0                        */
  int32_t ch;      /* C: channels                                */
} NnConfig;

/* the parameter tensors, in this order, inside one flat buffer */
#define NN_NPARAM_TENSORS 16
typedef struct {
  float *wte;      /* V, C      token embedding (also the output projection) */
  float *wpe;      /* ctx, C    position embedding                           */
  float *ln1w;     /* L, C */
  float *ln1b;     /* L, C */
  float *qkvw;     /* L, 3C, C */
  float *qkvb;     /* L, 3C */
  float *attprojw; /* L, C, C */
  float *attprojb; /* L, C */
  float *ln2w;     /* L, C */
  float *ln2b;     /* L, C */
  float *fcw;      /* L, 4C, C */
  float *fcb;      /* L, 4C */
  float *fcprojw;  /* L, C, 4C */
  float *fcprojb;  /* L, C */
  float *lnfw;     /* C */
  float *lnfb;     /* C */
} NnParams;

/* sizes of the 16 tensors (in the order above), their sum is the parameter count */
void nn_param_sizes(const NnConfig *cfg, size_t sizes[NN_NPARAM_TENSORS]);
size_t nn_param_count(const NnConfig *cfg);
/* point the 16 tensors into a flat buffer of nn_param_count floats */
void nn_param_point(const NnConfig *cfg, float *flat, NnParams *p);

/* ---- CPU reference layers (layers.c).  Shapes as in llm.c: B batch, T time, C channels, OC outputs. */
void nn_encoder_forward(float *out, const int *inp, const float *wte, const float *wpe, int B, int T, int C);
void nn_encoder_backward(float *dwte, float *dwpe, const float *dout, const int *inp, int B, int T, int C);
void nn_layernorm_forward(float *out, float *mean, float *rstd, const float *inp, const float *weight,
                          const float *bias, int B, int T, int C);
void nn_layernorm_backward(float *dinp, float *dweight, float *dbias, const float *dout, const float *inp,
                           const float *weight, const float *mean, const float *rstd, int B, int T, int C);
/* out[B,T,OC] = inp[B,T,C] @ weight[OC,C]^T + bias[OC] (bias may be NULL) */
void nn_matmul_forward(float *out, const float *inp, const float *weight, const float *bias,
                       int B, int T, int C, int OC);
/* accumulates into dinp, dweight, dbias (dbias may be NULL) */
void nn_matmul_backward(float *dinp, float *dweight, float *dbias, const float *dout, const float *inp,
                        const float *weight, int B, int T, int C, int OC);
/* causal multi-head attention; inp = qkv [B,T,3C]; preatt, att: [B,NH,T,T]; out [B,T,C] */
void nn_attention_forward(float *out, float *preatt, float *att, const float *inp, int B, int T, int C, int NH);
void nn_attention_backward(float *dinp, float *dpreatt, float *datt, const float *dout, const float *inp,
                           const float *att, int B, int T, int C, int NH);
void nn_gelu_forward(float *out, const float *inp, int N);
void nn_gelu_backward(float *dinp, const float *inp, const float *dout, int N);
void nn_residual_forward(float *out, const float *inp1, const float *inp2, int N);
void nn_residual_backward(float *dinp1, float *dinp2, const float *dout, int N);
/* probs[B,T,V] = softmax(logits); losses[b,t] = -log probs[target] (0 where target < 0) */
void nn_softmax_forward(float *probs, const float *logits, int B, int T, int V);
void nn_crossentropy_forward(float *losses, const float *probs, const int *targets, int B, int T, int V);
/* dlogits = (probs - onehot(target)) * dloss where target >= 0, else 0; dloss = 1 / (number of targets >= 0) */
void nn_crossentropy_softmax_backward(float *dlogits, const float *probs, const int *targets, float dloss,
                                      int B, int T, int V);
/* the policy gradient of constrained sampling (gnc neural rl).  Row r = (b, t) with targets[r] >= 0 samples
 * from q = softmax(inv_temp * logits[r]) renormalised over the tokens with allowed[r * V + v] != 0 (allowed
 * NULL: every token), the distribution the masked sampler draws from.  losses[r] = -log q(targets[r]) (0
 * where targets[r] < 0); the backward accumulates d(sum_r weights[r] * losses[r]) / dlogits:
 *   dlogits[r, v] += weights[r] * inv_temp * (q_v - [v == targets[r]])   for allowed v, nothing elsewhere,
 * so a masked token gets exactly 0.  A row whose target is not allowed is skipped (loss 0, no gradient). */
void nn_pg_forward(float *losses, const float *logits, const uint8_t *allowed, const int *targets, float inv_temp,
                   int B, int T, int V);
void nn_pg_backward(float *dlogits, const float *logits, const uint8_t *allowed, const int *targets,
                    const float *weights, float inv_temp, int B, int T, int V);

/* ---- the model (model.c) */
typedef struct NnModel NnModel;
struct NnModel {
  NnConfig cfg;
  NnParams params; float *params_flat; size_t nparams;
  NnParams grads;  float *grads_flat;              /* allocated on the first nn_backward         */
  float *m_flat, *v_flat;                          /* AdamW moments, allocated on the first update */
  int64_t step;                                    /* optimizer steps taken                      */
  /* activations for the last nn_forward (sized for B, T of that call; reallocated when they grow) */
  int32_t act_B, act_T;
  float *acts_flat, *grad_acts_flat; size_t nacts;
  int *inputs, *targets;
  float mean_loss;                                 /* of the last nn_forward with targets (-1 if none) */
};
/* A new model with parameters initialised as GPT-2 does (normal 0.02, residual projections scaled by
 * 1/sqrt(2L), layernorm weights 1, biases 0) from a seeded generator.  NULL on a bad config. */
NnModel *nn_new(const NnConfig *cfg, uint64_t seed);
void nn_free(NnModel *m);
/* threads of the CPU matrix products: n, or for n < 1 the environment's OPENBLAS_NUM_THREADS, else 1
 * (one thread is the steadiest and usually the fastest for this model's small matrices) */
void nn_set_threads(int n);
/* a model of this config with every parameter 0 and nothing else allocated (nn_load fills it) */
NnModel *nn_alloc_model(const NnConfig *cfg);
/* forward over B sequences of T tokens (T <= ctx); targets may be NULL (no loss).  Logits of the last
 * call: nn_logits(m) [B,T,V] (the probabilities after softmax when targets were given). */
void nn_forward(NnModel *m, const int *inputs, const int *targets, int B, int T);
const float *nn_logits(const NnModel *m);
void nn_zero_grad(NnModel *m);
void nn_backward(NnModel *m);                       /* after nn_forward with targets */
/* AdamW (beta1 0.9, beta2 0.95, eps 1e-8); gradients clipped to global norm grad_clip (0: none).
 * Returns the gradient norm before clipping. */
float nn_update(NnModel *m, float lr, float weight_decay, float grad_clip);
/* After nn_forward(m, inputs, NULL, B, T) (raw logits): the backward of the policy-gradient loss
 * sum_r weights[r] * -log q(targets[r]) of nn_pg_forward (targets, weights: B*T; allowed: B*T*V bytes or
 * NULL), accumulated into the gradients as nn_backward does.  Returns the sum of -log q over the rows with
 * a target (-1 when there was no usable forward). */
float nn_backward_pg(NnModel *m, const int *targets, const uint8_t *allowed, const float *weights, float inv_temp);

/* ---- incremental decoding with a key/value cache, for sampling many sequences at once.
 * Row r of the cache holds one sequence; nn_decode_step feeds each active row one token at its own
 * position pos[r] (0-based, < ctx) and writes the next-token logits [n, V].  A prompt is fed one token
 * at a time through the same call. */
typedef struct NnCache NnCache;
NnCache *nn_cache_new(const NnModel *m, int rows);
void nn_cache_free(NnCache *c);
/* rows[i], tokens[i], pos[i] for i < n; logits: n x V */
void nn_decode_step(const NnModel *m, NnCache *c, int n, const int *rows, const int *tokens,
                    const int *pos, float *logits);
/* copies the keys and values of positions [0, npos) of row src to row dst (a prompt shared by samples) */
void nn_cache_copy(NnCache *c, int src, int dst, int npos);

/* ---- checkpoints (checkpoint.c).  A file holds: magic "GNCN", version, NnConfig, the parameters,
 * optionally the AdamW moments and step, and an opaque blob of the trainer's state (data position,
 * RNG), followed by a CRC-32 of everything before it.  Errors are reported into err (a sentence).
 * nn_save returns 1 on success, 0 on error. */
int nn_save(const NnModel *m, const char *path, const void *extra, size_t extra_len, int with_optimizer,
            char *err, size_t errlen);
/* NULL on error (err says why: missing file, bad magic, version, truncated, CRC mismatch, bad config).
 * extra (may be NULL) receives up to extra_cap bytes of the trainer's blob; *extra_len its size.  A blob
 * larger than extra_cap is an error when extra is given; with extra NULL the blob is skipped. */
NnModel *nn_load(const char *path, void *extra, size_t extra_cap, size_t *extra_len, char *err,
                 size_t errlen);

/* ---- sampling (sample.c): one token from logits[V] under a mask (allowed[v] != 0), temperature
 * (0 = greedy: the allowed token of highest logit, lowest id on ties), top-k (0 = off) and nucleus top-p
 * (1 = off).  u is a uniform number in [0, 1) (from nn_rand_uniform).  Returns -1 when no token is allowed.
 * scratch: V floats + V ints. */
int nn_sample(const float *logits, const uint8_t *allowed, int V, float temperature, int top_k, float top_p,
              float u, float *scratch_f, int *scratch_i);
/* counter-based generator (splitmix64 of seed and counter): the same numbers on CPU and GPU */
uint64_t nn_rand_u64(uint64_t seed, uint64_t counter);
float nn_rand_uniform(uint64_t seed, uint64_t counter);

#ifdef __cplusplus
}
#endif

#endif
