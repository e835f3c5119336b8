/* host.h - declarations shared by the host-side (CPU, libc) parts of gnc: the CLI commands, diagnostics
 * formatting, file helpers.  Each command lives in its own file and is dispatched from main.c. */
#ifndef GNC_HOST_H
#define GNC_HOST_H
#include <stdio.h>
#include <stddef.h>
#include "core/core.h"
#include "neural/hybrid.h"

/* commands (each returns the process exit status) */
int cmd_run(int argc, char **argv);
int cmd_compile(int argc, char **argv);
int cmd_disasm(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_verify(int argc, char **argv);
int cmd_batch(int argc, char **argv);   /* batch.c */
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

/* util.c: the library's allocator (NULL when out of memory; fault injection: util.c's top) and clock */
void *host_alloc(size_t n);
void *host_calloc(size_t n, size_t size);
void *host_realloc(void *p, size_t n);
void *host_aligned_alloc(size_t align, size_t n);
char *host_strdup(const char *s);
double host_now(void);                            /* seconds on the monotonic clock, for timings      */

/* src/cli/util.c (the CLI's): fn(ctx, i0, i1) over [0, n) in chunks of `chunk`, on nt threads (the caller's
 * among them); returns when all are done.  Chunks are handed out dynamically, so fn must not depend on which
 * thread runs a chunk. */
typedef void (*HostRangeFn)(void *ctx, long i0, long i1);
void host_par_for(int nt, long n, long chunk, HostRangeFn fn, void *ctx);
/* compiling a source in one call (host convenience over cc_*): returns malloc'd module bytes or NULL
 * with the Compiler's diagnostics copied to *diags (caller frees both); exits when out of memory */
unsigned char *host_compile(const char *src, size_t len, size_t *mod_len, Diag **diags, int *ndiags);

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

/* disasm.c */
void disasm_module(FILE *f, const Module *m);
#endif
