/* host.h - declarations shared by the host-side (CPU, libc) parts of gnc: the CLI commands, diagnostics
 * formatting, file helpers, the host's compile and the CPU batch backend.  Each command lives in its own file
 * and is dispatched from main.c.  Includes the core's batch.h (and so the compiler and the VM). */
#ifndef GNC_HOST_H
#define GNC_HOST_H
#include <stdio.h>
#include <stddef.h>
#include "core/batch/batch.h"

/* commands (each returns the process exit status) */
int cmd_run(int argc, char **argv);
int cmd_compile(int argc, char **argv);
int cmd_disasm(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_verify(int argc, char **argv);
int cmd_batch(int argc, char **argv);   /* batch_cli.c */
int cmd_serve(int argc, char **argv);   /* serve.c     */
int cmd_gen(int argc, char **argv);     /* gen_cli.c   */
int cmd_neural(int argc, char **argv);  /* nc_cli.c    */

/* diag.c: "FILE:LINE:COL: error: MESSAGE", the source line and a caret, to f */
void diag_print(FILE *f, const char *file, const char *src, int32_t src_len, const Diag *d);
/* the note of a diagnostic in a macro expansion ("in expansion of macro 'N'"): 1 if there is one */
int diag_note(char *buf, size_t cap, const char *src, int32_t src_len, const Diag *d);
/* the message text alone (no position) into buf */
void diag_message(char *buf, size_t cap, const char *src, int32_t src_len, const Diag *d);
/* line and column (1-based) of a byte offset */
void diag_linecol(const char *src, int32_t src_len, int32_t pos, int *line, int *col);
const char *vfy_error_text(int code);

/* util.c */
void *xmalloc(size_t n);                          /* exits with a message when out of memory          */
/* fn(ctx, i0, i1) over [0, n) in chunks of `chunk`, on nt threads (the caller's among them); returns when all
 * are done.  Chunks are handed out dynamically, so fn must not depend on which thread runs a chunk. */
typedef void (*HostRangeFn)(void *ctx, long i0, long i1);
void host_par_for(int nt, long n, long chunk, HostRangeFn fn, void *ctx);
double host_now(void);                            /* seconds on the monotonic clock, for timings      */

/* compiling a source in one call (host convenience over cc_*): returns malloc'd module bytes or NULL
 * with the Compiler's diagnostics copied to *diags (caller frees both) */
unsigned char *host_compile(const char *src, size_t len, size_t *mod_len, Diag **diags, int *ndiags);

/* The host's compile (batch_cpu.c), for every caller that compiles one program on the CPU: src (len bytes;
 * past GNC_MAX_SRC the compile reports it) in a workspace sized from its scan (a lean first compile), with
 * CC_HOST_SLOT as in a GPU slot (the phases one by one); a compile that ran out of a scan-sized arena
 * (E_WS_SMALL) is compiled again in the workspace it measured (cc_retry: at most CC_MAX_RETRIES times).
 * ws, ws_cap: the workspace (*ws), grown as needed and kept for the next call (the caller frees *ws); out of
 * host memory, the compile reports E_OUT_OF_SPACE.  file: __FILE__ (NULL: "<stdin>").  Returns 0 when it
 * compiled (module in c->out, c->out_len bytes), else nonzero with the diagnostics in c. */
enum { CC_HOST_NOOPT = 1, CC_HOST_SLOT = 2 };
int cc_compile_host(Compiler *c, const char *src, int32_t len, const char *file, int flags, void **ws,
                    size_t *ws_cap);

/* The CPU batch backend (batch_cpu.c; batch.h states the semantics, cuda/cuda_api.h has the CUDA backend's entry
 * points).  tb: the report areas, ntests * report_bytes bytes (NULL: nothing reported; the lengths still are) */
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
 * fails is PS_COMPILE_ERROR, BATCH_E_VERIFY, as in step 1).  batch_worker_new: NULL when out of memory. */
typedef struct BatchWorker BatchWorker;
BatchWorker *batch_worker_new(const BatchOpts *o);
void batch_worker_free(BatchWorker *b);
void batch_run_with_module(BatchWorker *b, const BatchIn *in, int32_t p, const uint8_t *mod, int32_t len,
                           ProgResult *r, TestResult *tr, char *tb, int64_t *steps);

/* disasm.c */
void disasm_module(FILE *f, const Module *m);
#endif
