/* nn_cuda_check.cuh - CK(call): a CUDA runtime call whose failure is recorded (nn_cuda_set_error, read
 * back with nn_cuda_error) and returned as -1 from the calling function; shared by the neural .cu files. */
#ifndef GNC_NN_CUDA_CHECK_CUH
#define GNC_NN_CUDA_CHECK_CUH
#include "neural/nn/nn_cuda.h"

#define CK(call)                                                                                          \
  do {                                                                                                    \
    cudaError_t e_ = (call);                                                                              \
    if (e_ != cudaSuccess) {                                                                              \
      nn_cuda_set_error("%s failed: %s", #call, cudaGetErrorString(e_));                                  \
      return -1;                                                                                          \
    }                                                                                                     \
  } while (0)

#endif
