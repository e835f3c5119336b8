/* host.h - declarations shared by the host-side (CPU, libc) parts of gnc: the CLI commands, diagnostics
 * formatting, file helpers.  Each command lives in its own file and is dispatched from main.c. */
#ifndef GNC_HOST_H
#define GNC_HOST_H
#include <stdio.h>
#include <stddef.h>
#include "core/core.h"

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

/* disasm.c */
void disasm_module(FILE *f, const Module *m);
#endif
