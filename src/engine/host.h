/* host.h - the engine's one header: the host side (CPU, libc) of a run, below the commands and in libgnc.so:
 * diagnostics formatting, the library's allocator, the host's compile, the CPU batch backend, and the run path
 * (backend choice, CUDA-to-CPU fallback, the neural stage).  Includes the core's batch.h (and so the compiler
 * and the VM).  Nothing here prints for its caller or exits: errors are return values. */
#ifndef GNC_HOST_H
#define GNC_HOST_H
#include <stdio.h>
#include <stddef.h>
#include "core/batch/batch.h"
#include "neural/nc.h"


/* diag.c: "FILE:LINE:COL: error: MESSAGE", the source line and a caret, to f */
void diag_print(FILE *f, const char *file, const char *src, int32_t src_len, const Diag *d);
/* the note of a diagnostic in a macro expansion ("in expansion of macro 'N'"): 1 if there is one */
int diag_note(char *buf, size_t cap, const char *src, int32_t src_len, const Diag *d);
/* the message text alone (no position) into buf */
void diag_message(char *buf, size_t cap, const char *src, int32_t src_len, const Diag *d);
/* line and column (1-based) of a byte offset */
void diag_linecol(const char *src, int32_t src_len, int32_t pos, int *line, int *col);
const char *vfy_error_text(int code);

/* util.c: the library's allocator (NULL when out of memory; fault injection: util.c's top) and clock */
void *host_alloc(size_t n);
void *host_calloc(size_t n, size_t size);
void *host_realloc(void *p, size_t n);
void *host_aligned_alloc(size_t align, size_t n);
char *host_strdup(const char *s);
double host_now(void);                            /* seconds on the monotonic clock, for timings      */

/* fn(ctx, i0, i1) over [0, n) in chunks of `chunk`, on nt threads (the caller's among them; fewer when threads
 * cannot be started); returns when all are done.  Chunks are handed out dynamically, so fn must not depend on
 * which thread runs a chunk. */
typedef void (*HostRangeFn)(void *ctx, long i0, long i1);
void host_par_for(int nt, long n, long chunk, HostRangeFn fn, void *ctx);

/* The host's compile (batch_cpu.c), for every caller that compiles one program on the CPU: src (len bytes;
 * past GNC_MAX_SRC the compile reports it) in a workspace sized from its scan (a lean first compile), with
 * CC_HOST_SLOT as in a GPU slot (the phases one by one); a compile that ran out of a scan-sized arena
 * (E_WS_SMALL) is compiled again in the workspace it measured (cc_retry: at most CC_MAX_RETRIES times).
 * ws, ws_cap: the workspace (*ws), grown as needed and kept for the next call (the caller frees *ws).
 * file: __FILE__ (NULL: "<stdin>").  Returns 0 when it compiled (module in c->out, c->out_len bytes), 1 with
 * the diagnostics in c, or CC_HOST_NOMEM when the workspace could not be allocated (no verdict: the caller
 * reports that memory ran out). */
enum { CC_HOST_NOOPT = 1, CC_HOST_SLOT = 2 };
enum { CC_HOST_NOMEM = -1 };
int cc_compile_host(Compiler *c, const char *src, int32_t len, const char *file, int flags, void **ws,
                    size_t *ws_cap);
/* the same without the optimizer, with the neural compiler's units (compiler.h, CcUnits): recorded or composed */
int cc_compile_units(Compiler *c, const char *src, int32_t len, CcUnits *units, void **ws, size_t *ws_cap);

/* The CPU batch backend (batch_cpu.c; batch.h states the semantics, cuda/cuda_api.h has the CUDA backend's entry
 * points).  tb: the report areas, ntests * report_bytes bytes (NULL: nothing reported; the lengths still are).
 * Both return 0, or -1 when out of host memory (the results are then incomplete). */
int batch_run_cpu(const BatchIn *in, const BatchOpts *o, ProgResult *pr, TestResult *tr, char *tb);
/* the same, and *steps: the VM instructions all tests executed (the CUDA backend's batch_cuda_last_stats
 * vm_steps counts the same) */
int batch_run_cpu_steps(const BatchIn *in, const BatchOpts *o, ProgResult *pr, TestResult *tr, char *tb,
                        int64_t *steps);
int batch_cpu_threads(int requested);  /* threads batch_run_cpu uses for BatchOpts.threads = requested */
/* One program's tests run with a module given as bytes (the neural compiler's candidates, src/neural/hybrid.c)
 * instead of its compiled source: steps 2-4 of batch.h, on the calling thread, in a worker's memory sized from the
 * BatchOpts it was made with.  tr: the program's tests (tr[0] its first), tb: their report areas (NULL: none);
 * *steps (may be NULL): the VM instructions the tests executed.  The module is verified first (a module that
 * fails is PS_COMPILE_ERROR, BATCH_E_VERIFY, as in step 1).  Returns 0, or -1 when out of host memory (the
 * results are then incomplete).  batch_worker_new: NULL when out of memory. */
typedef struct BatchWorker BatchWorker;
BatchWorker *batch_worker_new(const BatchOpts *o);
void batch_worker_free(BatchWorker *b);
int batch_run_with_module(BatchWorker *b, const BatchIn *in, int32_t p, const uint8_t *mod, int32_t len,
                           ProgResult *r, TestResult *tr, char *tb, int64_t *steps);

/* ---------------------------------------------------------------- the run path (backend.c, run.c) */
/* the backends, by the values of include/gnc.h's GNC_BACKEND_* */
enum { BACKEND_AUTO = 0, BACKEND_CPU = 1, BACKEND_CUDA = 2 };
int backend_parse(const char *name);     /* "auto", "cpu", "cuda" (BACKEND_*); -1 for another name or NULL */
const char *backend_name(int backend);   /* "auto", "cpu", "cuda"                                         */
/* where a batch runs when `asked` is: BACKEND_CUDA (auto: when a device can be used) or BACKEND_CPU; -1 when
 * CUDA is asked for and not available */
int backend_choose(int asked);

/* A run of host batches on the chosen backend.  runner_run: the traditional compiler, then (hy != NULL) the
 * neural stage, hy_run with route and st.  RUN_OK, or RUN_E_* with the text in err: RUN_E_CUDA when CUDA was
 * asked for and failed (CUDA's message), RUN_E_CPU or RUN_E_NEURAL out of memory.  Under auto a CUDA failure
 * reruns the batch on the CPU, which the Runner keeps from then on: fell_back is set, cuda_err says why. */
enum { RUN_OK = 0, RUN_E_CUDA, RUN_E_CPU, RUN_E_NEURAL };
typedef struct {
  int asked;             /* BACKEND_* as asked                                                     */
  int backend;           /* BACKEND_CPU or BACKEND_CUDA: where the next run goes                   */
  int fell_back;         /* the last run: CUDA failed under auto and the CPU ran the batch         */
  const char *err;       /* the last run's error ("" if none)                                     */
  char cuda_err[512];    /* CUDA's message (fell_back, RUN_E_CUDA)                                */
  double traditional_s;  /* seconds in the traditional compiler, summed over the runs              */
} Runner;
/* 0, or -1 when CUDA is asked for and not available */
int runner_open(Runner *r, int asked);
int runner_run(Runner *r, const BatchIn *in, const BatchOpts *o, ProgResult *pr, TestResult *tr, char *tb,
               Hybrid *hy, uint8_t *route, HyStats *st);

/* ---------------------------------------------------------------- messages (message.c)
 * A program's error text, shared by the C API and the JSON-lines engine of src/jsonl, so that both say the same
 * thing. */
const char *batch_type_text(int ty);   /* "int", "long", "double", "bool", "void", "int[]" ...         */
const char *batch_type_name(char *buf, size_t cap, int ty); /* also pointer types: "char *", "int **" */
/* The error text of program p of a host BatchIn whose result r is PS_COMPILE_ERROR ("LINE:COL: error:
 * MESSAGE", with the count of further errors) or PS_INVALID_INPUT (the reason, naming the test and the
 * argument as tests[T].args[A]); "" for PS_OK.  o: the resolved BatchOpts.  Returns 0, or -1 when out of
 * memory (the text is then not set). */
int batch_prog_error(char *buf, size_t cap, const BatchIn *in, int32_t p, const ProgResult *r,
                     const BatchOpts *o);
/* The text of a BatchBad (batch_check_prog's answer bi for program p, entry fn of m); single: leave out
 * the "tests[T]" prefix (one call, not a batch). */
void batch_bad_text(char *buf, size_t cap, int bi, const BatchBad *bad, const Module *m, int32_t fn,
                    const BatchIn *in, int32_t p, const BatchOpts *o, int single);
/* Only the source is at hand (device input): compile errors as above, invalid input without details. */
void batch_prog_error_src(char *buf, size_t cap, const char *src, int64_t len, const char *entry,
                          int32_t entry_len, const ProgResult *r);
#endif
