/* batch.h - a batch of programs and tests in flat host arrays, shared by the CPU and CUDA backends.
 *
 * Inputs and outputs are structure-of-arrays with offset tables (offsets of item i are [off[i], off[i+1])),
 * so that a batch moves to device memory in a few copies and every kernel indexes it without pointers.
 * Test arguments and expected values are tagged scalars (BVal); the engine converts them to the entry
 * function's parameter / return types after compiling (an int literal is accepted for a double parameter;
 * anything else that does not fit is an invalid_input for that program).
 */
#ifndef GNC_BATCH_H
#define GNC_BATCH_H
#include <stdint.h>
#include "core.h"

enum { BV_INT = 1, BV_DOUBLE = 2, BV_BOOL = 3, BV_ARRAY = 4 };
typedef struct {
  int64_t v;     /* integer, bool 0/1, double bits; BV_ARRAY: offset into BatchIn.arr            */
  int32_t len;   /* BV_ARRAY: element count                                                     */
  int32_t tag;   /* BV_*                                                                         */
} BVal;

typedef struct {
  int32_t nprog;
  const char *src;            /* sources concatenated                                           */
  const int64_t *src_off;     /* nprog+1                                                        */
  const char *entry;          /* entry names concatenated                                       */
  const int32_t *entry_off;   /* nprog+1                                                        */
  const int64_t *test_off;    /* nprog+1: tests of program p                                    */
  const int64_t *arg_off;     /* ntests+1: arguments of test t in args                          */
  const BVal *args;           /* scalar or array arguments                                      */
  const BVal *expect;         /* ntests: expected return value (tag 0: none, report value only) */
  const BVal *arr;            /* array elements referenced by BV_ARRAY args                     */
  int64_t ntests, nargs, narr;
} BatchIn;

enum { PS_OK = 0, PS_COMPILE_ERROR = 1, PS_INVALID_INPUT = 2 };
enum { TS_PASS = 0, TS_FAIL = 1, TS_TRAP = 2, TS_NOT_RUN = 3 };
typedef struct {
  int32_t status;   /* PS_*                                                                    */
  int32_t passed, failed;
  Diag first_error; /* PS_COMPILE_ERROR: the first diagnostic (host formats it with the source) */
  int32_t nerrors;  /* number of diagnostics                                                   */
  int32_t ret_type; /* entry return type (TY_*) when compiled                                  */
  int32_t invalid;  /* PS_INVALID_INPUT: a BI_* reason code                                    */
  int32_t invalid_arg; /* which test/argument the reason refers to                              */
} ProgResult;
enum { BI_NONE = 0, BI_NO_ENTRY, BI_ARG_COUNT, BI_ARG_TYPE, BI_EXPECT_TYPE, BI_TOO_BIG };
typedef struct {
  Value value;      /* return value (valid when status is TS_PASS or TS_FAIL)                   */
  int32_t status;   /* TS_*                                                                    */
  int32_t trap;     /* TRAP_* when TS_TRAP                                                     */
} TestResult;

typedef struct {
  int64_t fuel;
  int32_t max_depth, stack_slots, heap_slots;
  int32_t threads;  /* CPU backend: 0 = all cores                                              */
} BatchOpts;

/* CPU backend (batch_cpu.c) and CUDA backend (src/cuda/, or cuda_stub.c without nvcc) */
int batch_run_cpu(const BatchIn *in, const BatchOpts *o, ProgResult *pr, TestResult *tr);
int cuda_available(void);   /* 1 if a CUDA device can be used                              */
int batch_run_cuda(const BatchIn *in, const BatchOpts *o, ProgResult *pr, TestResult *tr,
                   char *err, int errcap);  /* 0 on success; else a message in err          */
#endif
