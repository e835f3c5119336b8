/* cli.h - helpers shared by the CLI commands (src/cli/) beyond host.h, implemented by the engine (util.c):
 * option scanning, whole-file input into aligned memory, compiling with diagnostics printed, loading +
 * verifying a module, and VM memory from the documented defaults.
 *
 * Exit statuses of every command: 0 success, 1 user error (bad usage, missing file, compile error,
 * module that fails verification), 2 runtime trap, 3 internal error (a compiled program that does not
 * verify, out of memory). */
#ifndef GNC_CLI_H
#define GNC_CLI_H
#include <stdint.h>
#include "engine/host.h"

#define GNC_VERSION_TEXT "gnc 0.1 (bytecode module versions 1 and 2)"

/* the commands, one file each in src/cli (each returns the process exit status) */
int cmd_run(int argc, char **argv);     /* run.c     */
int cmd_compile(int argc, char **argv); /* compile.c */
int cmd_check(int argc, char **argv);   /* compile.c */
int cmd_disasm(int argc, char **argv);  /* module.c  */
int cmd_verify(int argc, char **argv);  /* module.c  */
int cmd_batch(int argc, char **argv);   /* batch.c   */
int cmd_serve(int argc, char **argv);   /* serve.c   */
int cmd_gen(int argc, char **argv);     /* gen.c     */
int cmd_neural(int argc, char **argv);  /* neural.c  */
int cmd_search(int argc, char **argv);  /* search.c  */

/* util.c: compiling a source in one call (host convenience over cc_*): returns malloc'd module bytes or NULL
 * with the Compiler's diagnostics copied to *diags (caller frees both); exits when out of memory */
unsigned char *host_compile(const char *src, size_t len, size_t *mod_len, Diag **diags, int *ndiags);

/* disasm.c: the listing of a module, as gnc disasm prints it */
void disasm_module(FILE *f, const Module *m);

enum { EXIT_OK = 0, EXIT_USER = 1, EXIT_TRAP = 2, EXIT_INTERNAL = 3 };

/* malloc that prints "gnc: out of memory (N bytes)" and exits with EXIT_INTERNAL when memory runs out */
void *xmalloc(size_t n);
/* "gnc: out of memory" on stderr, exit status EXIT_INTERNAL: what a command does when the library answers
 * that memory ran out */
_Noreturn void cli_nomem(void);

/* user error: "gnc CMD: MESSAGE" on stderr; returns EXIT_USER so that callers can `return usage_error(...)` */
int cli_error(const char *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* 1 if arg is -h or --help */
int cli_is_help(const char *arg);
/* matches option LONG (also as LONG=VALUE) or SHORT (may be NULL) at argv[*i]; the value is the next
 * argument (*i advances) or NULL when missing.  Returns 1 on a match. */
int cli_opt(int argc, char **argv, int *i, const char *lng, const char *shrt, const char **val);
/* parses a non-negative decimal count for an option; prints the error and returns -1 if invalid */
int64_t cli_parse_count(const char *cmd, const char *opt, const char *text, int64_t max);
/* batch.c: the batch engine's options (--backend, --threads, --fuel, --max-depth, --stack, --heap, --mem,
 * --objects, --out, --report), shared by gnc batch and gnc serve, at argv[*i]: 1 when matched (into o and
 * *backend, BACKEND_*), 0 when argv[*i] is another option, -1 after printing "gnc CMD: ..." for a bad value */
int batch_engine_opt(const char *cmd, int argc, char **argv, int *i, BatchOpts *o, int *backend);
void batch_engine_usage(FILE *f); /* their lines of --help */

/* The largest module file that is read: more than `gnc compile` can write (the module of a source of
 * GNC_MAX_SRC bytes: code of at most ~3 words per token, a constant per literal, names: under 300 MB). */
#define CLI_MAX_MODULE ((size_t)512 << 20)
/* reads PATH ("-" = stdin) into 8-byte aligned malloc'd memory with a NUL after the data, but never more
 * than one byte past the limit: a source longer than GNC_MAX_SRC comes back as its first GNC_MAX_SRC + 1
 * bytes (the compiler then says "program is too large"); with modules set, a module (its magic) may have
 * CLI_MAX_MODULE bytes.  On failure (also a module over the limit) prints "PATH: error: ..." and returns
 * NULL. */
char *cli_read_input(const char *path, size_t *len, int modules);
/* display name for a path ("-" shows as "<stdin>") */
const char *cli_display_name(const char *path);

/* compiles (optimize: 1 = the default passes, 0 = no opt/peephole); on errors prints every diagnostic
 * (diag_print, in source order) plus "N more errors not shown" and returns NULL.  On success returns
 * malloc'd (8-byte aligned) module bytes. */
unsigned char *cli_compile(const char *file, const char *src, size_t len, size_t *mod_len, int optimize);

/* loads + verifies module bytes; on failure prints "FILE: error: ..." (with internal set: "FILE: internal
 * error: the compiled module does not verify: ...") and returns the VfyError code (VE_LOAD for a load
 * failure), else 0 */
int cli_load_verified(const char *file, const unsigned char *bytes, size_t len, Module *m, int internal);
/* formats a verifier error (without the "FILE: error: " prefix) */
void cli_vfy_message(char *buf, size_t cap, const Module *m, int loaded, const VfyError *e);
/* name of a module load error (MOD_E_*) */
const char *cli_mod_error_text(int code);
/* 1 if the bytes start with the module magic */
int cli_is_module(const unsigned char *bytes, size_t len);

/* VM memory sized for the given limits (heap for the frames' arrays and array arguments) */
typedef struct { VmMem mem; VmLimits lim; } CliVm;
int cli_vm_init(CliVm *vm, int64_t fuel, int32_t max_depth);  /* with GNC_DEF_MEM bytes, GNC_DEF_OBJS objects */
int cli_vm_set_mem(CliVm *vm, int64_t bytes);                 /* another byte-memory size (0: none)          */
void cli_vm_free(CliVm *vm);

/* writes a value as gnc run prints it (no newline); nothing for void */
void cli_print_value(FILE *f, int ty, Value v);
const char *cli_type_name(int ty);
void cli_int_range(int ty, int64_t *lo, int64_t *hi); /* the values of an integer type of up to 64 signed bits */
#endif
