/* layers_cuda.cu - the layers of nn.h as CUDA kernels, plus cuBLAS loaded at run time.
 *
 * Each CPU layer of layers.c has a launcher here taking device pointers (nn_cuda_dev_*, declared in
 * nn_cuda.h) and a host wrapper (nn_cuda_<layer>) that copies host arrays in, runs the launcher and copies
 * the results out, which is what tests/gpu/nn_gpu_check.c compares with the CPU reference.  The kernels are
 * plain: one thread per element, one warp per row for layernorm and the causal softmax, one block per row
 * over the vocabulary.  Matrix products follow llm.c's row-major-through-column-major cuBLAS calls; the
 * attention is llm.c's: permute q/k/v to [B,NH,T,HS], two strided-batched products around a causal softmax.
 * Backward launchers accumulate into their outputs (+=) as the CPU layers do.
 *
 * cuBLAS is found with dlopen (libcublas.so.13, libcublas.so, then the toolkit's lib64) so that gnc runs
 * where no GPU library exists; the single handle is made on first use (nn_cuda_dev_init).
 * Errors land in one message buffer (nn_cuda_error); every launcher returns 0 or -1.
 */
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include <dlfcn.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "neural/nn/nn_cuda.h"

/* ---- errors */
static char g_err[512];

extern "C" const char *nn_cuda_error(void) { return g_err; }

extern "C" void nn_cuda_set_error(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(g_err, sizeof g_err, fmt, ap);
  va_end(ap);
}

#include "neural/nn/nn_cuda_check.cuh"

extern "C" int nn_cuda_dev_check(const char *what) {
  cudaError_t e = cudaGetLastError();
  if (e == cudaSuccess) return 0;
  nn_cuda_set_error("kernel %s: %s", what, cudaGetErrorString(e));
  return -1;
}

/* ---- cuBLAS through dlopen */
typedef cublasStatus_t (*CreateFn)(cublasHandle_t *);
typedef cublasStatus_t (*DestroyFn)(cublasHandle_t);
typedef cublasStatus_t (*SgemmFn)(cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int, int,
                                  const float *, const float *, int, const float *, int, const float *, float *,
                                  int);
typedef cublasStatus_t (*SgemmBatchedFn)(cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int, int,
                                         const float *, const float *, int, long long, const float *, int,
                                         long long, const float *, float *, int, long long, int);
static struct {
  void *lib;
  CreateFn create;
  DestroyFn destroy;
  SgemmFn sgemm;
  SgemmBatchedFn sgemm_batched;
  cublasHandle_t handle;
} g_blas;

static int blas_load(void) {
  static const char *names[] = {"libcublas.so.13", "libcublas.so", "/usr/local/cuda/lib64/libcublas.so.13",
                                "/usr/local/cuda/lib64/libcublas.so"};
  if (g_blas.lib) return 0;
  void *lib = NULL;
  for (size_t i = 0; i < sizeof names / sizeof names[0] && !lib; i++) lib = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    nn_cuda_set_error("cuBLAS not found (dlopen libcublas.so.13: %s)", dlerror());
    return -1;
  }
  g_blas.create = (CreateFn)dlsym(lib, "cublasCreate_v2");
  g_blas.destroy = (DestroyFn)dlsym(lib, "cublasDestroy_v2");
  g_blas.sgemm = (SgemmFn)dlsym(lib, "cublasSgemm_v2");
  g_blas.sgemm_batched = (SgemmBatchedFn)dlsym(lib, "cublasSgemmStridedBatched");
  if (!g_blas.create || !g_blas.destroy || !g_blas.sgemm || !g_blas.sgemm_batched) {
    nn_cuda_set_error("cuBLAS lacks a needed function (cublasCreate_v2, cublasSgemm_v2, ...)");
    dlclose(lib);
    return -1;
  }
  g_blas.lib = lib;
  return 0;
}

static int device_present(void) {
  int n = 0;
  cudaError_t e = cudaGetDeviceCount(&n);
  if (e != cudaSuccess) {
    nn_cuda_set_error("cudaGetDeviceCount: %s", cudaGetErrorString(e));
    cudaGetLastError();
    return -1;
  }
  if (n < 1) {
    nn_cuda_set_error("cudaGetDeviceCount found no device");
    return -1;
  }
  return 0;
}

extern "C" int nn_cuda_dev_init(void) {
  if (g_blas.handle) return 0;
  if (device_present() || blas_load()) return -1;
  cublasStatus_t s = g_blas.create(&g_blas.handle);
  if (s != CUBLAS_STATUS_SUCCESS) {
    g_blas.handle = NULL;
    nn_cuda_set_error("cublasCreate failed (status %d)", (int)s);
    return -1;
  }
  return 0;
}

extern "C" void nn_cuda_shutdown(void) {
  if (g_blas.handle) g_blas.destroy(g_blas.handle);
  g_blas.handle = NULL;
}

extern "C" int nn_cuda_available(char *err, size_t errlen) {
  if (nn_cuda_dev_init() == 0) return 1;
  if (err && errlen) snprintf(err, errlen, "%s", g_err);
  return 0;
}

static int blas_status(cublasStatus_t s, const char *what) {
  if (s == CUBLAS_STATUS_SUCCESS) return 0;
  nn_cuda_set_error("%s failed (cuBLAS status %d)", what, (int)s);
  return -1;
}

/* column-major C[m,n] = alpha op(A) op(B) + beta C */
static int gemm(cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k, const float *A, int lda,
                const float *B, int ldb, float beta, float *C, int ldc) {
  const float alpha = 1.0f;
  return blas_status(g_blas.sgemm(g_blas.handle, ta, tb, m, n, k, &alpha, A, lda, B, ldb, &beta, C, ldc),
                     "cublasSgemm");
}

static int gemm_batched(cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k, const float *A, int lda,
                        long long sa, const float *B, int ldb, long long sb, float *C, int ldc, long long sc,
                        int count) {
  const float alpha = 1.0f, beta = 0.0f;
  return blas_status(g_blas.sgemm_batched(g_blas.handle, ta, tb, m, n, k, &alpha, A, lda, sa, B, ldb, sb, &beta,
                                          C, ldc, sc, count),
                     "cublasSgemmStridedBatched");
}

/* ---- launch shapes */
#define NTHREADS 256
static unsigned grid_for(size_t n) {
  size_t g = (n + NTHREADS - 1) / NTHREADS;
  if (g > 65535u * 32u) g = 65535u * 32u; /* kernels loop with a grid stride beyond this */
  return g ? (unsigned)g : 1u;
}
#define GRID_STRIDE(i, n) for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < (n); \
                               i += (size_t)gridDim.x * blockDim.x)

__device__ static float warp_sum(float v) {
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}
__device__ static float warp_max(float v) {
  for (int o = 16; o > 0; o >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
  return v;
}
/* a reduction over the whole block (blockDim a multiple of 32, <= 1024); every thread gets the result */
__device__ static float block_reduce(float v, bool is_max) {
  __shared__ float part[32];
  __shared__ float result;
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32, nw = blockDim.x / 32;
  v = is_max ? warp_max(v) : warp_sum(v);
  if (lane == 0) part[warp] = v;
  __syncthreads();
  if (warp == 0) {
    float x = lane < nw ? part[lane] : (is_max ? -INFINITY : 0.0f);
    x = is_max ? warp_max(x) : warp_sum(x);
    if (lane == 0) result = x;
  }
  __syncthreads();
  float r = result;
  __syncthreads();
  return r;
}

/* ---- encoder */
__global__ static void encoder_forward_kernel(float *out, const int *inp, const int *pos, const float *wte,
                                              const float *wpe, int N, int T, int C) {
  GRID_STRIDE(i, (size_t)N * C) {
    size_t row = i / C, c = i % C;
    int t = pos ? pos[row] : (int)(row % T);
    out[i] = wte[(size_t)inp[row] * C + c] + wpe[(size_t)t * C + c];
  }
}

__global__ static void encoder_backward_kernel(float *dwte, float *dwpe, const float *dout, const int *inp,
                                               int N, int T, int C) {
  GRID_STRIDE(i, (size_t)N * C) {
    size_t row = i / C, c = i % C;
    float d = dout[i];
    atomicAdd(&dwte[(size_t)inp[row] * C + c], d);
    atomicAdd(&dwpe[(row % T) * C + c], d);
  }
}

extern "C" int nn_cuda_dev_encoder_forward(float *out, const int *inp, const float *wte, const float *wpe,
                                           int B, int T, int C) {
  encoder_forward_kernel<<<grid_for((size_t)B * T * C), NTHREADS>>>(out, inp, NULL, wte, wpe, B * T, T, C);
  return nn_cuda_dev_check("encoder_forward");
}

extern "C" int nn_cuda_dev_embed_rows(float *out, const int *tok, const int *pos, const float *wte,
                                      const float *wpe, int n, int C) {
  encoder_forward_kernel<<<grid_for((size_t)n * C), NTHREADS>>>(out, tok, pos, wte, wpe, n, 1, C);
  return nn_cuda_dev_check("embed_rows");
}

extern "C" int nn_cuda_dev_encoder_backward(float *dwte, float *dwpe, const float *dout, const int *inp, int B,
                                            int T, int C) {
  encoder_backward_kernel<<<grid_for((size_t)B * T * C), NTHREADS>>>(dwte, dwpe, dout, inp, B * T, T, C);
  return nn_cuda_dev_check("encoder_backward");
}

/* ---- layernorm: one warp per row of C */
#define ROWS_PER_BLOCK (NTHREADS / 32)
static unsigned row_blocks(int N) { return (unsigned)((N + ROWS_PER_BLOCK - 1) / ROWS_PER_BLOCK); }

__global__ static void layernorm_forward_kernel(float *out, float *mean, float *rstd, const float *inp,
                                                const float *w, const float *b, int N, int C) {
  int row = blockIdx.x * ROWS_PER_BLOCK + threadIdx.x / 32, lane = threadIdx.x % 32;
  if (row >= N) return;
  const float *x = inp + (size_t)row * C;
  float s = 0.0f;
  for (int c = lane; c < C; c += 32) s += x[c];
  float m = warp_sum(s) / C;
  float v = 0.0f;
  for (int c = lane; c < C; c += 32) v += (x[c] - m) * (x[c] - m);
  float r = 1.0f / sqrtf(warp_sum(v) / C + 1e-5f);
  float *o = out + (size_t)row * C;
  for (int c = lane; c < C; c += 32) o[c] = (x[c] - m) * r * w[c] + b[c];
  if (lane == 0) {
    if (mean) mean[row] = m;
    if (rstd) rstd[row] = r;
  }
}

__global__ static void layernorm_backward_inp_kernel(float *dinp, const float *dout, const float *inp,
                                                     const float *w, const float *mean, const float *rstd, int N,
                                                     int C) {
  int row = blockIdx.x * ROWS_PER_BLOCK + threadIdx.x / 32, lane = threadIdx.x % 32;
  if (row >= N) return;
  const float *x = inp + (size_t)row * C, *dy = dout + (size_t)row * C;
  float m = mean[row], r = rstd[row], a = 0.0f, bsum = 0.0f;
  for (int c = lane; c < C; c += 32) {
    float dn = w[c] * dy[c];
    a += dn;
    bsum += dn * (x[c] - m) * r;
  }
  a = warp_sum(a) / C;
  bsum = warp_sum(bsum) / C;
  float *dx = dinp + (size_t)row * C;
  for (int c = lane; c < C; c += 32) {
    float norm = (x[c] - m) * r;
    dx[c] += (w[c] * dy[c] - a - norm * bsum) * r;
  }
}

/* column sums over chunks of rows, added atomically: dw[c] += sum norm*dout, db[c] += sum dout.  With
 * inp == NULL only db (the bias gradient of a matmul: column sums of dout). */
#define COL_CHUNK 64
__global__ static void colsum_kernel(float *dw, float *db, const float *dout, const float *inp,
                                     const float *mean, const float *rstd, int N, int C) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= C) return;
  int r0 = blockIdx.y * COL_CHUNK, r1 = min(N, r0 + COL_CHUNK);
  float sw = 0.0f, sb = 0.0f;
  for (int r = r0; r < r1; r++) {
    float dy = dout[(size_t)r * C + c];
    sb += dy;
    if (inp) sw += (inp[(size_t)r * C + c] - mean[r]) * rstd[r] * dy;
  }
  if (inp && dw) atomicAdd(&dw[c], sw);
  if (db) atomicAdd(&db[c], sb);
}

static int colsum(float *dw, float *db, const float *dout, const float *inp, const float *mean, const float *rstd,
                  int N, int C) {
  dim3 grid((unsigned)((C + NTHREADS - 1) / NTHREADS), (unsigned)((N + COL_CHUNK - 1) / COL_CHUNK));
  colsum_kernel<<<grid, NTHREADS>>>(dw, db, dout, inp, mean, rstd, N, C);
  return nn_cuda_dev_check("colsum");
}

extern "C" int nn_cuda_dev_layernorm_forward(float *out, float *mean, float *rstd, const float *inp,
                                             const float *weight, const float *bias, int N, int C) {
  layernorm_forward_kernel<<<row_blocks(N), NTHREADS>>>(out, mean, rstd, inp, weight, bias, N, C);
  return nn_cuda_dev_check("layernorm_forward");
}

extern "C" int nn_cuda_dev_layernorm_backward(float *dinp, float *dweight, float *dbias, const float *dout,
                                              const float *inp, const float *weight, const float *mean,
                                              const float *rstd, int N, int C) {
  layernorm_backward_inp_kernel<<<row_blocks(N), NTHREADS>>>(dinp, dout, inp, weight, mean, rstd, N, C);
  if (nn_cuda_dev_check("layernorm_backward")) return -1;
  return colsum(dweight, dbias, dout, inp, mean, rstd, N, C);
}

/* ---- matmul (llm.c's matmul_forward_cublas / matmul_backward): row-major out[N,OC] is column-major
 * out^T[OC,N] = weight^T... i.e. cuBLAS sees weight as C x OC and inp as C x N. */
__global__ static void add_bias_kernel(float *out, const float *bias, int N, int OC) {
  GRID_STRIDE(i, (size_t)N * OC) out[i] += bias[i % OC];
}

extern "C" int nn_cuda_dev_matmul_forward(float *out, const float *inp, const float *weight, const float *bias,
                                          int N, int C, int OC) {
  if (gemm(CUBLAS_OP_T, CUBLAS_OP_N, OC, N, C, weight, C, inp, C, 0.0f, out, OC)) return -1;
  if (!bias) return 0;
  add_bias_kernel<<<grid_for((size_t)N * OC), NTHREADS>>>(out, bias, N, OC);
  return nn_cuda_dev_check("add_bias");
}

extern "C" int nn_cuda_dev_matmul_backward(float *dinp, float *dweight, float *dbias, const float *dout,
                                           const float *inp, const float *weight, int N, int C, int OC) {
  /* dinp[N,C] += dout[N,OC] @ weight[OC,C] */
  if (dinp && gemm(CUBLAS_OP_N, CUBLAS_OP_N, C, N, OC, weight, C, dout, OC, 1.0f, dinp, C)) return -1;
  /* dweight[OC,C] += dout^T[OC,N] @ inp[N,C] */
  if (dweight && gemm(CUBLAS_OP_N, CUBLAS_OP_T, C, OC, N, inp, C, dout, OC, 1.0f, dweight, C)) return -1;
  return dbias ? colsum(NULL, dbias, dout, NULL, NULL, NULL, N, OC) : 0;
}

/* ---- attention.  inp [B,T,3,NH,HS] -> q,k,v [B,NH,T,HS] each (qkvr = q | k | v) */
__global__ static void permute_kernel(float *q, float *k, float *v, const float *inp, int B, int T, int NH,
                                      int HS) {
  GRID_STRIDE(i, (size_t)B * NH * T * HS) {
    int d = (int)(i % HS), t = (int)(i / HS % T), h = (int)(i / ((size_t)HS * T) % NH);
    int b = (int)(i / ((size_t)HS * T * NH));
    size_t C = (size_t)NH * HS, src = ((size_t)b * T + t) * 3 * C + (size_t)h * HS + d;
    q[i] = inp[src];
    k[i] = inp[src + C];
    v[i] = inp[src + 2 * C];
  }
}

/* dinp [B,T,3C] += the inverse permutation of dq, dk, dv */
__global__ static void permute_backward_kernel(float *dinp, const float *dq, const float *dk, const float *dv,
                                               int B, int T, int NH, int HS) {
  GRID_STRIDE(i, (size_t)B * NH * T * HS) {
    int d = (int)(i % HS), t = (int)(i / HS % T), h = (int)(i / ((size_t)HS * T) % NH);
    int b = (int)(i / ((size_t)HS * T * NH));
    size_t C = (size_t)NH * HS, dst = ((size_t)b * T + t) * 3 * C + (size_t)h * HS + d;
    dinp[dst] += dq[i];
    dinp[dst + C] += dk[i];
    dinp[dst + 2 * C] += dv[i];
  }
}

/* y [B,NH,T,HS] -> out [B,T,NH,HS]; backward = the reverse copy */
__global__ static void unpermute_kernel(float *out, const float *y, int B, int T, int NH, int HS, int reverse) {
  GRID_STRIDE(i, (size_t)B * NH * T * HS) {
    int d = (int)(i % HS), t = (int)(i / HS % T), h = (int)(i / ((size_t)HS * T) % NH);
    int b = (int)(i / ((size_t)HS * T * NH));
    size_t o = ((size_t)b * T + t) * NH * HS + (size_t)h * HS + d;
    if (reverse) out[i] = y[o];
    else out[o] = y[i];
  }
}

/* one warp per row (b, h, t): att[t2] = softmax over t2 <= t of scale * preatt[t2], 0 above the diagonal */
__global__ static void causal_softmax_kernel(float *att, const float *preatt, int rows, int T, float scale) {
  int row = blockIdx.x * ROWS_PER_BLOCK + threadIdx.x / 32, lane = threadIdx.x % 32;
  if (row >= rows) return;
  int t = row % T;
  const float *x = preatt + (size_t)row * T;
  float *y = att + (size_t)row * T;
  float mx = -INFINITY;
  for (int j = lane; j <= t; j += 32) mx = fmaxf(mx, scale * x[j]);
  mx = warp_max(mx);
  float s = 0.0f;
  for (int j = lane; j <= t; j += 32) s += expf(scale * x[j] - mx);
  float inv = 1.0f / warp_sum(s);
  for (int j = lane; j < T; j += 32) y[j] = j <= t ? expf(scale * x[j] - mx) * inv : 0.0f;
}

/* dpreatt[t2] = scale * att[t2] * (datt[t2] - sum_t3 att[t3] datt[t3]) for t2 <= t, 0 above (assigned) */
__global__ static void causal_softmax_backward_kernel(float *dpreatt, const float *datt, const float *att,
                                                      int rows, int T, float scale) {
  int row = blockIdx.x * ROWS_PER_BLOCK + threadIdx.x / 32, lane = threadIdx.x % 32;
  if (row >= rows) return;
  int t = row % T;
  const float *a = att + (size_t)row * T, *da = datt + (size_t)row * T;
  float dot = 0.0f;
  for (int j = lane; j <= t; j += 32) dot += a[j] * da[j];
  dot = warp_sum(dot);
  float *dp = dpreatt + (size_t)row * T;
  for (int j = lane; j < T; j += 32) dp[j] = j <= t ? scale * a[j] * (da[j] - dot) : 0.0f;
}

extern "C" int nn_cuda_dev_attention_forward(float *out, float *att, const float *inp, float *qkvr, float *vaccum,
                                             float *preatt, int B, int T, int C, int NH) {
  int HS = C / NH;
  size_t n = (size_t)B * T * C;
  float *q = qkvr, *k = qkvr + n, *v = qkvr + 2 * n;
  long long sh = (long long)T * HS, st = (long long)T * T;
  permute_kernel<<<grid_for(n), NTHREADS>>>(q, k, v, inp, B, T, NH, HS);
  if (nn_cuda_dev_check("permute")) return -1;
  /* preatt[t][t2] = k[t2] . q[t] */
  if (gemm_batched(CUBLAS_OP_T, CUBLAS_OP_N, T, T, HS, k, HS, sh, q, HS, sh, preatt, T, st, B * NH)) return -1;
  int rows = B * NH * T;
  causal_softmax_kernel<<<row_blocks(rows), NTHREADS>>>(att, preatt, rows, T, 1.0f / sqrtf((float)HS));
  if (nn_cuda_dev_check("causal_softmax")) return -1;
  /* y[t][d] = sum_t2 att[t][t2] v[t2][d] */
  if (gemm_batched(CUBLAS_OP_N, CUBLAS_OP_N, HS, T, T, v, HS, sh, att, T, st, vaccum, HS, sh, B * NH)) return -1;
  unpermute_kernel<<<grid_for(n), NTHREADS>>>(out, vaccum, B, T, NH, HS, 0);
  return nn_cuda_dev_check("unpermute");
}

extern "C" int nn_cuda_dev_attention_backward(float *dinp, const float *dout, const float *inp, const float *att,
                                              float *qkvr, float *dqkvr, float *dvaccum, float *datt,
                                              float *dpreatt, int B, int T, int C, int NH) {
  int HS = C / NH, cnt = B * NH, rows = B * NH * T;
  size_t n = (size_t)B * T * C;
  float *q = qkvr, *k = qkvr + n, *v = qkvr + 2 * n;
  float *dq = dqkvr, *dk = dqkvr + n, *dv = dqkvr + 2 * n;
  long long sh = (long long)T * HS, st = (long long)T * T;
  permute_kernel<<<grid_for(n), NTHREADS>>>(q, k, v, inp, B, T, NH, HS);
  if (nn_cuda_dev_check("permute")) return -1;
  unpermute_kernel<<<grid_for(n), NTHREADS>>>(dvaccum, dout, B, T, NH, HS, 1);
  if (nn_cuda_dev_check("unpermute_backward")) return -1;
  /* datt[t][t2] = dy[t] . v[t2];  dv[t2] = sum_t att[t][t2] dy[t] */
  if (gemm_batched(CUBLAS_OP_T, CUBLAS_OP_N, T, T, HS, v, HS, sh, dvaccum, HS, sh, datt, T, st, cnt)) return -1;
  if (gemm_batched(CUBLAS_OP_N, CUBLAS_OP_T, HS, T, T, dvaccum, HS, sh, att, T, st, dv, HS, sh, cnt)) return -1;
  causal_softmax_backward_kernel<<<row_blocks(rows), NTHREADS>>>(dpreatt, datt, att, rows, T,
                                                                 1.0f / sqrtf((float)HS));
  if (nn_cuda_dev_check("causal_softmax_backward")) return -1;
  /* dq[t] = sum_t2 dpreatt[t][t2] k[t2];  dk[t2] = sum_t dpreatt[t][t2] q[t] */
  if (gemm_batched(CUBLAS_OP_N, CUBLAS_OP_N, HS, T, T, k, HS, sh, dpreatt, T, st, dq, HS, sh, cnt)) return -1;
  if (gemm_batched(CUBLAS_OP_N, CUBLAS_OP_T, HS, T, T, q, HS, sh, dpreatt, T, st, dk, HS, sh, cnt)) return -1;
  permute_backward_kernel<<<grid_for(n), NTHREADS>>>(dinp, dq, dk, dv, B, T, NH, HS);
  return nn_cuda_dev_check("permute_backward");
}

/* ---- GELU (tanh approximation), written as layers.c does: tanh(z) = 1 - 2 / (exp(2z) + 1), sech^2 = 1 - tanh^2 */
#define GELU_SCALE 0.7978845608028654f /* sqrt(2 / pi) */
__device__ static float gelu_tanh(float x) {
  float z = GELU_SCALE * (x + 0.044715f * x * x * x);
  return 1.0f - 2.0f / (expf(2.0f * z) + 1.0f);
}

__global__ static void gelu_forward_kernel(float *out, const float *inp, size_t N) {
  GRID_STRIDE(i, N) {
    float x = inp[i];
    out[i] = 0.5f * x * (1.0f + gelu_tanh(x));
  }
}

__global__ static void gelu_backward_kernel(float *dinp, const float *inp, const float *dout, size_t N) {
  GRID_STRIDE(i, N) {
    float x = inp[i], th = gelu_tanh(x);
    float g = 0.5f * (1.0f + th) + x * 0.5f * (1.0f - th * th) * GELU_SCALE * (1.0f + 3.0f * 0.044715f * x * x);
    dinp[i] += g * dout[i];
  }
}

__global__ static void residual_forward_kernel(float *out, const float *a, const float *b, size_t N) {
  GRID_STRIDE(i, N) out[i] = a[i] + b[i];
}

__global__ static void residual_backward_kernel(float *da, float *db, const float *dout, size_t N) {
  GRID_STRIDE(i, N) {
    da[i] += dout[i];
    db[i] += dout[i];
  }
}

extern "C" int nn_cuda_dev_gelu_forward(float *out, const float *inp, size_t N) {
  gelu_forward_kernel<<<grid_for(N), NTHREADS>>>(out, inp, N);
  return nn_cuda_dev_check("gelu_forward");
}

extern "C" int nn_cuda_dev_gelu_backward(float *dinp, const float *inp, const float *dout, size_t N) {
  gelu_backward_kernel<<<grid_for(N), NTHREADS>>>(dinp, inp, dout, N);
  return nn_cuda_dev_check("gelu_backward");
}

extern "C" int nn_cuda_dev_residual_forward(float *out, const float *inp1, const float *inp2, size_t N) {
  residual_forward_kernel<<<grid_for(N), NTHREADS>>>(out, inp1, inp2, N);
  return nn_cuda_dev_check("residual_forward");
}

extern "C" int nn_cuda_dev_residual_backward(float *dinp1, float *dinp2, const float *dout, size_t N) {
  residual_backward_kernel<<<grid_for(N), NTHREADS>>>(dinp1, dinp2, dout, N);
  return nn_cuda_dev_check("residual_backward");
}

/* ---- softmax over V (one block per row), cross-entropy */
__global__ static void softmax_kernel(float *probs, const float *logits, int V) {
  const float *x = logits + (size_t)blockIdx.x * V;
  float *p = probs + (size_t)blockIdx.x * V;
  float mx = -INFINITY;
  for (int i = threadIdx.x; i < V; i += blockDim.x) mx = fmaxf(mx, x[i]);
  mx = block_reduce(mx, true);
  float s = 0.0f;
  for (int i = threadIdx.x; i < V; i += blockDim.x) s += expf(x[i] - mx);
  float inv = 1.0f / block_reduce(s, false);
  for (int i = threadIdx.x; i < V; i += blockDim.x) p[i] = expf(x[i] - mx) * inv;
}

__global__ static void crossentropy_kernel(float *losses, const float *probs, const int *targets, int N, int V) {
  GRID_STRIDE(i, (size_t)N) {
    int t = targets[i];
    losses[i] = t >= 0 ? -logf(probs[i * V + t]) : 0.0f;
  }
}

__global__ static void crossentropy_softmax_backward_kernel(float *dlogits, const float *probs, const int *targets,
                                                            float dloss, int N, int V) {
  GRID_STRIDE(i, (size_t)N * V) {
    int t = targets[i / V], v = (int)(i % V);
    dlogits[i] = t >= 0 ? (probs[i] - (v == t ? 1.0f : 0.0f)) * dloss : 0.0f;
  }
}

extern "C" int nn_cuda_dev_softmax_forward(float *probs, const float *logits, int N, int V) {
  if (N > 0) softmax_kernel<<<(unsigned)N, NTHREADS>>>(probs, logits, V);
  return nn_cuda_dev_check("softmax");
}

extern "C" int nn_cuda_dev_crossentropy_forward(float *losses, const float *probs, const int *targets, int N,
                                                int V) {
  crossentropy_kernel<<<grid_for((size_t)N), NTHREADS>>>(losses, probs, targets, N, V);
  return nn_cuda_dev_check("crossentropy");
}

extern "C" int nn_cuda_dev_crossentropy_softmax_backward(float *dlogits, const float *probs, const int *targets,
                                                         float dloss, int N, int V) {
  crossentropy_softmax_backward_kernel<<<grid_for((size_t)N * V), NTHREADS>>>(dlogits, probs, targets, dloss, N,
                                                                              V);
  return nn_cuda_dev_check("crossentropy_softmax_backward");
}

/* ---- the policy gradient of masked sampling (nn_pg_forward / nn_pg_backward): one block per row; the
 * log-sum-exp of inv_temp * logits over the allowed tokens, then the loss or the gradient of that row.
 * Rows with a target < 0, or a target that is not allowed, get loss 0 and gradient 0. */
__device__ static float pg_row_lse(const float *x, const uint8_t *al, float inv_temp, int V) {
  float mx = -INFINITY;
  for (int i = threadIdx.x; i < V; i += blockDim.x)
    if (!al || al[i]) mx = fmaxf(mx, inv_temp * x[i]);
  mx = block_reduce(mx, true);
  float s = 0.0f;
  for (int i = threadIdx.x; i < V; i += blockDim.x)
    if (!al || al[i]) s += expf(inv_temp * x[i] - mx);
  return mx + logf(block_reduce(s, false));
}

__global__ static void pg_forward_kernel(float *losses, const float *logits, const uint8_t *allowed,
                                         const int *targets, float inv_temp, int V) {
  size_t r = blockIdx.x;
  int t = targets[r];
  const uint8_t *al = allowed ? allowed + r * V : NULL;
  if (t < 0 || (al && !al[t])) { /* the same for every thread of the block: no reduction is entered */
    if (threadIdx.x == 0) losses[r] = 0.0f;
    return;
  }
  float lse = pg_row_lse(logits + r * V, al, inv_temp, V);
  if (threadIdx.x == 0) losses[r] = lse - inv_temp * logits[r * V + t];
}

/* dlogits assigned (not accumulated), as the cross-entropy launcher */
__global__ static void pg_backward_kernel(float *dlogits, const float *logits, const uint8_t *allowed,
                                          const int *targets, const float *weights, float inv_temp, int V) {
  size_t r = blockIdx.x;
  int t = targets[r];
  const uint8_t *al = allowed ? allowed + r * V : NULL;
  const float *x = logits + r * V;
  float *d = dlogits + r * V;
  if (t < 0 || (al && !al[t])) {
    for (int i = threadIdx.x; i < V; i += blockDim.x) d[i] = 0.0f;
    return;
  }
  float lse = pg_row_lse(x, al, inv_temp, V), w = weights[r] * inv_temp;
  for (int i = threadIdx.x; i < V; i += blockDim.x)
    d[i] = (!al || al[i]) ? w * (expf(inv_temp * x[i] - lse) - (i == t ? 1.0f : 0.0f)) : 0.0f;
}

extern "C" int nn_cuda_dev_pg_forward(float *losses, const float *logits, const uint8_t *allowed, const int *targets,
                                      float inv_temp, int N, int V) {
  if (N > 0) pg_forward_kernel<<<(unsigned)N, NTHREADS>>>(losses, logits, allowed, targets, inv_temp, V);
  return nn_cuda_dev_check("pg_forward");
}

extern "C" int nn_cuda_dev_pg_backward(float *dlogits, const float *logits, const uint8_t *allowed,
                                       const int *targets, const float *weights, float inv_temp, int N, int V) {
  if (N > 0) pg_backward_kernel<<<(unsigned)N, NTHREADS>>>(dlogits, logits, allowed, targets, weights, inv_temp, V);
  return nn_cuda_dev_check("pg_backward");
}

/* ---- squared norm (double partial sums per block, summed on the host) and AdamW */
#define SUMSQ_BLOCKS 256
extern "C" int nn_cuda_dev_sumsq_blocks(void) { return SUMSQ_BLOCKS; }

__global__ static void sumsq_kernel(double *partial, const float *x, size_t N) {
  __shared__ double part[NTHREADS];
  double s = 0.0;
  GRID_STRIDE(i, N) s += (double)x[i] * x[i];
  part[threadIdx.x] = s;
  __syncthreads();
  for (int w = NTHREADS / 2; w > 0; w >>= 1) {
    if ((int)threadIdx.x < w) part[threadIdx.x] += part[threadIdx.x + w];
    __syncthreads();
  }
  if (threadIdx.x == 0) partial[blockIdx.x] = part[0];
}

extern "C" int nn_cuda_dev_sumsq(const float *x, size_t N, double *partial_dev, double *sumsq) {
  double h[SUMSQ_BLOCKS];
  sumsq_kernel<<<SUMSQ_BLOCKS, NTHREADS>>>(partial_dev, x, N);
  if (nn_cuda_dev_check("sumsq")) return -1;
  CK(cudaMemcpy(h, partial_dev, sizeof h, cudaMemcpyDeviceToHost));
  double s = 0.0;
  for (int i = 0; i < SUMSQ_BLOCKS; i++) s += h[i];
  *sumsq = s;
  return 0;
}

__global__ static void adamw_kernel(float *p, const float *g, float *m, float *v, size_t N, float lr, float b1,
                                    float b2, float eps, float wd, float gscale, float c1, float c2) {
  GRID_STRIDE(i, N) {
    float grad = g[i] * gscale;
    float mi = b1 * m[i] + (1.0f - b1) * grad;
    float vi = b2 * v[i] + (1.0f - b2) * grad * grad;
    m[i] = mi;
    v[i] = vi;
    float mhat = mi / c1, vhat = vi / c2;
    p[i] -= lr * (mhat / (sqrtf(vhat) + eps) + wd * p[i]);
  }
}

extern "C" int nn_cuda_dev_adamw(float *param, const float *grad, float *m, float *v, size_t N, float lr,
                                 float beta1, float beta2, float eps, float weight_decay, float grad_scale,
                                 float beta1_corr, float beta2_corr) {
  adamw_kernel<<<grid_for(N), NTHREADS>>>(param, grad, m, v, N, lr, beta1, beta2, eps, weight_decay, grad_scale,
                                          beta1_corr, beta2_corr);
  return nn_cuda_dev_check("adamw");
}

/* ---- decoding with a key/value cache [rows_cap, ctx, C] per layer */
__global__ static void kv_store_kernel(float *kc, float *vc, const float *qkv, const int *rows, const int *pos,
                                       int n, int ctx, int C) {
  GRID_STRIDE(i, (size_t)n * C) {
    int r = (int)(i / C), c = (int)(i % C);
    size_t dst = ((size_t)rows[r] * ctx + pos[r]) * C + c;
    kc[dst] = qkv[(size_t)r * 3 * C + C + c];
    vc[dst] = qkv[(size_t)r * 3 * C + 2 * C + c];
  }
}

/* one block per (row i, head h); dynamic shared memory: ctx scores */
__global__ static void decode_attention_kernel(float *out, const float *qkv, const float *kc, const float *vc,
                                               const int *rows, const int *pos, int ctx, int C, int NH) {
  extern __shared__ float sc[];
  int i = blockIdx.x / NH, h = blockIdx.x % NH, HS = C / NH, p = pos[i];
  const float *q = qkv + (size_t)i * 3 * C + (size_t)h * HS;
  const float *kb = kc + (size_t)rows[i] * ctx * C + (size_t)h * HS;
  const float *vb = vc + (size_t)rows[i] * ctx * C + (size_t)h * HS;
  float scale = 1.0f / sqrtf((float)HS), mx = -INFINITY;
  for (int t2 = threadIdx.x; t2 <= p; t2 += blockDim.x) {
    float s = 0.0f;
    for (int d = 0; d < HS; d++) s += q[d] * kb[(size_t)t2 * C + d];
    sc[t2] = s * scale;
    mx = fmaxf(mx, sc[t2]);
  }
  mx = block_reduce(mx, true);
  float sum = 0.0f;
  for (int t2 = threadIdx.x; t2 <= p; t2 += blockDim.x) {
    sc[t2] = expf(sc[t2] - mx);
    sum += sc[t2];
  }
  float inv = 1.0f / block_reduce(sum, false);
  for (int d = threadIdx.x; d < HS; d += blockDim.x) {
    float y = 0.0f;
    for (int t2 = 0; t2 <= p; t2++) y += sc[t2] * inv * vb[(size_t)t2 * C + d];
    out[(size_t)i * C + (size_t)h * HS + d] = y;
  }
}

extern "C" int nn_cuda_dev_kv_store(float *kcache, float *vcache, const float *qkv, const int *rows,
                                    const int *pos, int n, int ctx, int C) {
  kv_store_kernel<<<grid_for((size_t)n * C), NTHREADS>>>(kcache, vcache, qkv, rows, pos, n, ctx, C);
  return nn_cuda_dev_check("kv_store");
}

extern "C" int nn_cuda_dev_decode_attention(float *out, const float *qkv, const float *kcache,
                                            const float *vcache, const int *rows, const int *pos, int n, int ctx,
                                            int C, int NH) {
  size_t shm = (size_t)ctx * sizeof(float);
  if (shm > 48 * 1024) {
    nn_cuda_set_error("decode attention: ctx %d is more than the 12288 positions it supports", ctx);
    return -1;
  }
  if (n > 0)
    decode_attention_kernel<<<(unsigned)(n * NH), 128, shm>>>(out, qkv, kcache, vcache, rows, pos, ctx, C, NH);
  return nn_cuda_dev_check("decode_attention");
}

/* ---- sampling: nn_sample's rule, one block per row.  The row's candidates are sorted in global scratch
 * (bitonic sort over a power-of-two width) by logit descending, id ascending on ties, disallowed ids last;
 * then thread 0 walks the sorted list exactly as sample.c does, in the same float order: greedy, or top-k,
 * weights exp((logit - max) / temperature), top-p cut (the shortest prefix whose weight reaches top_p of
 * the total), and the first token whose cumulative weight exceeds u * (prefix total). */
extern "C" int nn_cuda_sample_width(int V) {
  int w = 1;
  while (w < V) w <<= 1;
  return w;
}

__device__ static bool sample_before(float ka, int ia, float kb, int ib) {
  return ka > kb || (ka == kb && ia < ib);
}

__device__ static void sample_sort(float *key, int *id, int W) {
  for (int k = 2; k <= W; k <<= 1) {
    for (int j = k >> 1; j > 0; j >>= 1) {
      for (int i = threadIdx.x; i < W; i += blockDim.x) {
        int o = i ^ j;
        if (o <= i) continue;
        bool up = (i & k) == 0;
        bool sw = up ? sample_before(key[o], id[o], key[i], id[i]) : sample_before(key[i], id[i], key[o], id[o]);
        if (sw) {
          float tk = key[i]; key[i] = key[o]; key[o] = tk;
          int ti = id[i]; id[i] = id[o]; id[o] = ti;
        }
      }
      __syncthreads();
    }
  }
}

__device__ static int sample_walk(float *key, const int *id, int n, float temperature, int top_k, float top_p,
                                  float u) {
  if (n == 0) return -1;
  if (!(temperature > 0.0f) || isinf(key[0])) return id[0]; /* greedy; or every weight would be 0 or NaN */
  int k = (top_k > 0 && top_k < n) ? top_k : n;
  float mx = key[0], sum = 0.0f;
  for (int i = 0; i < k; i++) {
    key[i] = expf((key[i] - mx) / temperature);
    sum += key[i];
  }
  if (top_p < 1.0f) {
    float cum = 0.0f, lim = top_p * sum;
    for (int i = 0; i < k; i++) {
      cum += key[i];
      if (cum >= lim) {
        k = i + 1;
        sum = cum;
        break;
      }
    }
  }
  float r = u * sum, cum = 0.0f;
  for (int i = 0; i < k; i++) {
    cum += key[i];
    if (r < cum) return id[i];
  }
  return id[k - 1];
}

__global__ static void sample_kernel(int *tokens, const float *logits, const uint8_t *allowed, const float *u,
                                     int V, int W, float temperature, int top_k, float top_p, float *sf, int *si) {
  __shared__ int nallowed;
  size_t row = blockIdx.x;
  float *key = sf + row * W;
  int *id = si + row * W;
  if (threadIdx.x == 0) nallowed = 0;
  __syncthreads();
  int mine = 0;
  for (int i = threadIdx.x; i < W; i += blockDim.x) {
    bool ok = i < V && (!allowed || allowed[row * V + i]);
    float l = ok ? logits[row * V + i] : -INFINITY;
    key[i] = isnan(l) ? -INFINITY : l; /* NaN orders as -infinity, as in sample.c */
    id[i] = ok ? i : (i < V ? V + i : 2 * V + i); /* not allowed and padding sort after every candidate */
    mine += ok;
  }
  atomicAdd(&nallowed, mine);
  __syncthreads();
  sample_sort(key, id, W);
  if (threadIdx.x == 0) tokens[row] = sample_walk(key, id, nallowed, temperature, top_k, top_p, u[row]);
}

extern "C" int nn_cuda_dev_sample(int *tokens, const float *logits, const uint8_t *allowed, const float *u, int n,
                                  int V, float temperature, int top_k, float top_p, float *scratch_f,
                                  int *scratch_i) {
  if (n > 0)
    sample_kernel<<<(unsigned)n, NTHREADS>>>(tokens, logits, allowed, u, V, nn_cuda_sample_width(V), temperature,
                                             top_k, top_p, scratch_f, scratch_i);
  return nn_cuda_dev_check("sample");
}

/* ---- host wrappers: device copies freed on every path */
namespace {
struct DevBuf {
  void *p = nullptr;
  DevBuf() = default;
  DevBuf(const DevBuf &) = delete;
  DevBuf &operator=(const DevBuf &) = delete;
  ~DevBuf() {
    if (p) cudaFree(p);
  }
  float *f() const { return (float *)p; }
  int *i() const { return (int *)p; }
};
}  // namespace

/* bytes on the device, copied from h (or zeroed when h is NULL) */
static int dev_in(DevBuf &d, const void *h, size_t bytes) {
  CK(cudaMalloc(&d.p, bytes ? bytes : 1));
  if (h) CK(cudaMemcpy(d.p, h, bytes, cudaMemcpyHostToDevice));
  else CK(cudaMemset(d.p, 0, bytes ? bytes : 1));
  return 0;
}

static int dev_out(void *h, const DevBuf &d, size_t bytes) {
  if (!h) return 0;
  CK(cudaMemcpy(h, d.p, bytes, cudaMemcpyDeviceToHost));
  return 0;
}

#define FL(n) ((size_t)(n) * sizeof(float))
#define IN(n) ((size_t)(n) * sizeof(int))

extern "C" int nn_cuda_encoder_forward(float *out, const int *inp, const float *wte, const float *wpe, int B,
                                       int T, int C, int V) {
  DevBuf o, x, e, p;
  if (nn_cuda_dev_init() || dev_in(o, NULL, FL(B * T * C)) || dev_in(x, inp, IN(B * T)) ||
      dev_in(e, wte, FL(V * C)) || dev_in(p, wpe, FL(T * C)))
    return -1;
  if (nn_cuda_dev_encoder_forward(o.f(), x.i(), e.f(), p.f(), B, T, C)) return -1;
  return dev_out(out, o, FL(B * T * C));
}

extern "C" int nn_cuda_encoder_backward(float *dwte, float *dwpe, const float *dout, const int *inp, int B, int T,
                                        int C, int V) {
  DevBuf de, dp, d, x;
  if (nn_cuda_dev_init() || dev_in(de, dwte, FL(V * C)) || dev_in(dp, dwpe, FL(T * C)) ||
      dev_in(d, dout, FL(B * T * C)) || dev_in(x, inp, IN(B * T)))
    return -1;
  if (nn_cuda_dev_encoder_backward(de.f(), dp.f(), d.f(), x.i(), B, T, C)) return -1;
  return dev_out(dwte, de, FL(V * C)) || dev_out(dwpe, dp, FL(T * C));
}

extern "C" int nn_cuda_layernorm_forward(float *out, float *mean, float *rstd, const float *inp,
                                         const float *weight, const float *bias, int B, int T, int C) {
  DevBuf o, m, r, x, w, b;
  int N = B * T;
  if (nn_cuda_dev_init() || dev_in(o, NULL, FL(N * C)) || dev_in(m, NULL, FL(N)) || dev_in(r, NULL, FL(N)) ||
      dev_in(x, inp, FL(N * C)) || dev_in(w, weight, FL(C)) || dev_in(b, bias, FL(C)))
    return -1;
  if (nn_cuda_dev_layernorm_forward(o.f(), m.f(), r.f(), x.f(), w.f(), b.f(), N, C)) return -1;
  return dev_out(out, o, FL(N * C)) || dev_out(mean, m, FL(N)) || dev_out(rstd, r, FL(N));
}

extern "C" int nn_cuda_layernorm_backward(float *dinp, float *dweight, float *dbias, const float *dout,
                                          const float *inp, const float *weight, const float *mean,
                                          const float *rstd, int B, int T, int C) {
  DevBuf dx, dw, db, dy, x, w, m, r;
  int N = B * T;
  if (nn_cuda_dev_init() || dev_in(dx, dinp, FL(N * C)) || dev_in(dw, dweight, FL(C)) ||
      dev_in(db, dbias, FL(C)) || dev_in(dy, dout, FL(N * C)) || dev_in(x, inp, FL(N * C)) ||
      dev_in(w, weight, FL(C)) || dev_in(m, mean, FL(N)) || dev_in(r, rstd, FL(N)))
    return -1;
  if (nn_cuda_dev_layernorm_backward(dx.f(), dw.f(), db.f(), dy.f(), x.f(), w.f(), m.f(), r.f(), N, C)) return -1;
  return dev_out(dinp, dx, FL(N * C)) || dev_out(dweight, dw, FL(C)) || dev_out(dbias, db, FL(C));
}

extern "C" int nn_cuda_matmul_forward(float *out, const float *inp, const float *weight, const float *bias, int B,
                                      int T, int C, int OC) {
  DevBuf o, x, w, b;
  int N = B * T;
  if (nn_cuda_dev_init() || dev_in(o, NULL, FL(N * OC)) || dev_in(x, inp, FL(N * C)) ||
      dev_in(w, weight, FL(OC * C)) || (bias && dev_in(b, bias, FL(OC))))
    return -1;
  if (nn_cuda_dev_matmul_forward(o.f(), x.f(), w.f(), bias ? b.f() : NULL, N, C, OC)) return -1;
  return dev_out(out, o, FL(N * OC));
}

extern "C" int nn_cuda_matmul_backward(float *dinp, float *dweight, float *dbias, const float *dout,
                                       const float *inp, const float *weight, int B, int T, int C, int OC) {
  DevBuf dx, dw, db, dy, x, w;
  int N = B * T;
  if (nn_cuda_dev_init() || dev_in(dx, dinp, FL(N * C)) || dev_in(dw, dweight, FL(OC * C)) ||
      (dbias && dev_in(db, dbias, FL(OC))) || dev_in(dy, dout, FL(N * OC)) || dev_in(x, inp, FL(N * C)) ||
      dev_in(w, weight, FL(OC * C)))
    return -1;
  if (nn_cuda_dev_matmul_backward(dx.f(), dw.f(), dbias ? db.f() : NULL, dy.f(), x.f(), w.f(), N, C, OC))
    return -1;
  return dev_out(dinp, dx, FL(N * C)) || dev_out(dweight, dw, FL(OC * C)) || (dbias && dev_out(dbias, db, FL(OC)));
}

extern "C" int nn_cuda_attention_forward(float *out, float *att, const float *inp, int B, int T, int C, int NH) {
  DevBuf o, a, x, qkvr, vacc, pre;
  size_t n = (size_t)B * T * C, na = (size_t)B * NH * T * T;
  if (nn_cuda_dev_init() || dev_in(o, NULL, FL(n)) || dev_in(a, NULL, FL(na)) || dev_in(x, inp, FL(3 * n)) ||
      dev_in(qkvr, NULL, FL(3 * n)) || dev_in(vacc, NULL, FL(n)) || dev_in(pre, NULL, FL(na)))
    return -1;
  if (nn_cuda_dev_attention_forward(o.f(), a.f(), x.f(), qkvr.f(), vacc.f(), pre.f(), B, T, C, NH)) return -1;
  return dev_out(out, o, FL(n)) || dev_out(att, a, FL(na));
}

extern "C" int nn_cuda_attention_backward(float *dinp, const float *dout, const float *inp, const float *att,
                                          int B, int T, int C, int NH) {
  DevBuf dx, dy, x, a, qkvr, dqkvr, dvacc, datt, dpre;
  size_t n = (size_t)B * T * C, na = (size_t)B * NH * T * T;
  if (nn_cuda_dev_init() || dev_in(dx, dinp, FL(3 * n)) || dev_in(dy, dout, FL(n)) || dev_in(x, inp, FL(3 * n)) ||
      dev_in(a, att, FL(na)) || dev_in(qkvr, NULL, FL(3 * n)) || dev_in(dqkvr, NULL, FL(3 * n)) ||
      dev_in(dvacc, NULL, FL(n)) || dev_in(datt, NULL, FL(na)) || dev_in(dpre, NULL, FL(na)))
    return -1;
  if (nn_cuda_dev_attention_backward(dx.f(), dy.f(), x.f(), a.f(), qkvr.f(), dqkvr.f(), dvacc.f(), datt.f(),
                                     dpre.f(), B, T, C, NH))
    return -1;
  return dev_out(dinp, dx, FL(3 * n));
}

extern "C" int nn_cuda_gelu_forward(float *out, const float *inp, int N) {
  DevBuf o, x;
  if (nn_cuda_dev_init() || dev_in(o, NULL, FL(N)) || dev_in(x, inp, FL(N))) return -1;
  if (nn_cuda_dev_gelu_forward(o.f(), x.f(), (size_t)N)) return -1;
  return dev_out(out, o, FL(N));
}

extern "C" int nn_cuda_gelu_backward(float *dinp, const float *inp, const float *dout, int N) {
  DevBuf dx, x, dy;
  if (nn_cuda_dev_init() || dev_in(dx, dinp, FL(N)) || dev_in(x, inp, FL(N)) || dev_in(dy, dout, FL(N))) return -1;
  if (nn_cuda_dev_gelu_backward(dx.f(), x.f(), dy.f(), (size_t)N)) return -1;
  return dev_out(dinp, dx, FL(N));
}

extern "C" int nn_cuda_residual_forward(float *out, const float *inp1, const float *inp2, int N) {
  DevBuf o, a, b;
  if (nn_cuda_dev_init() || dev_in(o, NULL, FL(N)) || dev_in(a, inp1, FL(N)) || dev_in(b, inp2, FL(N))) return -1;
  if (nn_cuda_dev_residual_forward(o.f(), a.f(), b.f(), (size_t)N)) return -1;
  return dev_out(out, o, FL(N));
}

extern "C" int nn_cuda_residual_backward(float *dinp1, float *dinp2, const float *dout, int N) {
  DevBuf a, b, d;
  if (nn_cuda_dev_init() || dev_in(a, dinp1, FL(N)) || dev_in(b, dinp2, FL(N)) || dev_in(d, dout, FL(N))) return -1;
  if (nn_cuda_dev_residual_backward(a.f(), b.f(), d.f(), (size_t)N)) return -1;
  return dev_out(dinp1, a, FL(N)) || dev_out(dinp2, b, FL(N));
}

extern "C" int nn_cuda_softmax_forward(float *probs, const float *logits, int B, int T, int V) {
  DevBuf p, l;
  size_t n = (size_t)B * T * V;
  if (nn_cuda_dev_init() || dev_in(p, NULL, FL(n)) || dev_in(l, logits, FL(n))) return -1;
  if (nn_cuda_dev_softmax_forward(p.f(), l.f(), B * T, V)) return -1;
  return dev_out(probs, p, FL(n));
}

extern "C" int nn_cuda_crossentropy_forward(float *losses, const float *probs, const int *targets, int B, int T,
                                            int V) {
  DevBuf l, p, t;
  int N = B * T;
  if (nn_cuda_dev_init() || dev_in(l, NULL, FL(N)) || dev_in(p, probs, FL((size_t)N * V)) ||
      dev_in(t, targets, IN(N)))
    return -1;
  if (nn_cuda_dev_crossentropy_forward(l.f(), p.f(), t.i(), N, V)) return -1;
  return dev_out(losses, l, FL(N));
}

extern "C" int nn_cuda_crossentropy_softmax_backward(float *dlogits, const float *probs, const int *targets,
                                                     float dloss, int B, int T, int V) {
  DevBuf d, p, t;
  int N = B * T;
  size_t n = (size_t)N * V;
  if (nn_cuda_dev_init() || dev_in(d, NULL, FL(n)) || dev_in(p, probs, FL(n)) || dev_in(t, targets, IN(N)))
    return -1;
  if (nn_cuda_dev_crossentropy_softmax_backward(d.f(), p.f(), t.i(), dloss, N, V)) return -1;
  return dev_out(dlogits, d, FL(n));
}

extern "C" int nn_cuda_pg_forward(float *losses, const float *logits, const uint8_t *allowed, const int *targets,
                                  float inv_temp, int B, int T, int V) {
  DevBuf l, x, a, t;
  int N = B * T;
  size_t n = (size_t)N * V;
  if (nn_cuda_dev_init() || dev_in(l, NULL, FL(N)) || dev_in(x, logits, FL(n)) ||
      (allowed && dev_in(a, allowed, n)) || dev_in(t, targets, IN(N)))
    return -1;
  if (nn_cuda_dev_pg_forward(l.f(), x.f(), allowed ? (const uint8_t *)a.p : NULL, t.i(), inv_temp, N, V)) return -1;
  return dev_out(losses, l, FL(N));
}

extern "C" int nn_cuda_pg_backward(float *dlogits, const float *logits, const uint8_t *allowed, const int *targets,
                                   const float *weights, float inv_temp, int B, int T, int V) {
  DevBuf d, x, a, t, w;
  int N = B * T;
  size_t n = (size_t)N * V;
  if (nn_cuda_dev_init() || dev_in(d, NULL, FL(n)) || dev_in(x, logits, FL(n)) ||
      (allowed && dev_in(a, allowed, n)) || dev_in(t, targets, IN(N)) || dev_in(w, weights, FL(N)))
    return -1;
  if (nn_cuda_dev_pg_backward(d.f(), x.f(), allowed ? (const uint8_t *)a.p : NULL, t.i(), w.f(), inv_temp, N, V))
    return -1;
  return dev_out(dlogits, d, FL(n));
}

extern "C" int nn_cuda_sumsq(const float *x, size_t N, double *sumsq) {
  DevBuf d, part;
  if (nn_cuda_dev_init() || dev_in(d, x, FL(N)) || dev_in(part, NULL, SUMSQ_BLOCKS * sizeof(double))) return -1;
  return nn_cuda_dev_sumsq(d.f(), N, (double *)part.p, sumsq);
}

extern "C" int nn_cuda_adamw(float *param, const float *grad, float *m, float *v, size_t N, float lr,
                             float weight_decay, float grad_scale, int64_t t) {
  DevBuf p, g, dm, dv;
  if (nn_cuda_dev_init() || dev_in(p, param, FL(N)) || dev_in(g, grad, FL(N)) || dev_in(dm, m, FL(N)) ||
      dev_in(dv, v, FL(N)))
    return -1;
  float c1 = 1.0f - powf(0.9f, (float)t), c2 = 1.0f - powf(0.95f, (float)t);
  if (nn_cuda_dev_adamw(p.f(), g.f(), dm.f(), dv.f(), N, lr, 0.9f, 0.95f, 1e-8f, weight_decay, grad_scale, c1, c2))
    return -1;
  return dev_out(param, p, FL(N)) || dev_out(m, dm, FL(N)) || dev_out(v, dv, FL(N));
}

extern "C" int nn_cuda_sample(const float *logits, const uint8_t *allowed, int n, int V, float temperature,
                              int top_k, float top_p, const float *u, int *tokens) {
  DevBuf l, a, du, tok, sf, si;
  size_t W = (size_t)nn_cuda_sample_width(V);
  if (nn_cuda_dev_init() || dev_in(l, logits, FL((size_t)n * V)) || (allowed && dev_in(a, allowed, (size_t)n * V)) ||
      dev_in(du, u, FL(n)) || dev_in(tok, NULL, IN(n)) || dev_in(sf, NULL, FL(n * W)) || dev_in(si, NULL, IN(n * W)))
    return -1;
  if (nn_cuda_dev_sample(tok.i(), l.f(), allowed ? (const uint8_t *)a.p : NULL, du.f(), n, V, temperature, top_k,
                         top_p, sf.f(), si.i()))
    return -1;
  return dev_out(tokens, tok, IN(n));
}
