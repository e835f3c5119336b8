/* cli.h - helpers shared by the CLI commands (src/cli/) beyond host.h, implemented by the engine (util.c):
 * option scanning, whole-file input into aligned memory, compiling with diagnostics printed, loading +
 * verifying a module, and VM memory from the documented defaults.
 *
 * Exit statuses of every command: 0 success, 1 user error (bad usage, missing file, compile error,
 * module that fails verification), 3 internal error (a compiled program that does not verify, out of
 * memory), 134 runtime trap (gnc run: the status of a process killed by SIGABRT, as a sanitizer build
 * stops, so that a trap is not taken for a program's own `return 2`).  gnc run of main exits with main's
 * value instead of 0 (run.c). */
#ifndef GNC_CLI_H
#define GNC_CLI_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <jansson.h>
#include "engine/host.h"
#include "core/search/search.h"

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

enum { EXIT_OK = 0, EXIT_USER = 1, EXIT_INTERNAL = 3, EXIT_TRAP = 134 };

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

/* ---------------------------------------------------------------- the MPI layer (mpi.c) */
/* the MPI layer of `gnc batch --mpi` and `gnc search --mpi` (docs/scale-out.md).
 *
 * Every MPI call of gnc is in mpi.c, behind this interface: who am I (rank, size, and the ranks on this
 * node, for threads and GPUs), an ordered gather of byte strings to rank 0's output, sums and a bitwise or
 * over all ranks, and a ring exchange.  mpi.c compiles to the real thing when the Makefile found mpicc
 * (GNC_HAVE_MPI), else to a stub whose gmpi_init fails with "built without MPI"; the other calls then act
 * as a single rank.  Until gmpi_init succeeds every call acts as a single rank too.
 */
/* MPI_Init (a plain start without mpirun is a job of one rank); 0, or -1 with the reason on stderr, prefixed
 * by "gnc CMD: " (this gnc was built without MPI, or the MPI start failed).  Also sets GNC_CUDA_DEVICE to the
 * rank on this node (the CUDA backend takes it modulo the device count) unless it is set already. */
int gmpi_init(const char *cmd, int *argc, char ***argv);
void gmpi_finalize(void);
int gmpi_rank(void);
int gmpi_size(void);
int gmpi_local_size(void);    /* ranks on this node */

/* Ordered gather: rank r's n bytes p are written to out by rank 0 after those of ranks 0 .. r-1, and none after
 * a rank whose status (its error flag, 0 ok) is not 0.  Every rank gets back the largest status over all ranks
 * (a write error on rank 0 counts as 1).  Collective. */
int gmpi_gather_ordered(const void *p, size_t n, int status, FILE *out);
/* v[0..n) summed over all ranks, the result on every rank */
void gmpi_sum_ll(long long *v, int n);
void gmpi_sum_d(double *v, int n);
/* bits or-ed over all ranks, the result on every rank */
int gmpi_or(int bits);
/* Ring: n bytes from send to rank + 1, n bytes into recv from rank - 1 (size 1: a copy).  Collective. */
void gmpi_ring(const void *send, void *recv, size_t n);

/* ---------------------------------------------------------------- gnc search (search.c, search_problem.c) */
/* `gnc search`: program synthesis by genetic programming over gnc programs (docs/search.md).
 *
 * search_problem.c reads a problem file (the entry's signature, training and test cases, the error measure,
 * the building blocks) into a Problem: a GpSpec for the genome code (src/core/search/gp.c) and the cases as the
 * batch engine's tagged values.  search.c is the command: the generation loop (its steps are core code,
 * src/core/search/gploop.c, on the CPU or the device), checkpoints, progress and the result lines.
 */
#define SR_MAX_CASES 100000     /* training or test cases per problem                                 */

typedef struct {
  GpSpec spec;
  int exact;                    /* "error": "exact" (else "abs")                                       */
  double tolerance;             /* an error at most this counts as 0                                   */
  int64_t fuel;                 /* VM instructions per case ("step_limit")                             */
  int32_t ntrain, ntest;        /* cases: training first, then test                                    */
  BVal *args;                   /* (ntrain + ntest) * spec.nparam; arrays point into arr               */
  BVal *arr;
  int64_t narr;
  Value *want;                  /* expected result per case (in the entry's return type)               */
  uint64_t hash;                /* of the file's bytes (a checkpoint belongs to one problem)           */
} Problem;

/* reads PATH; on an error prints "PATH: error: FIELD: MESSAGE" and returns -1 */
int sr_problem_load(const char *path, Problem *pb);
/* the same from text (the fuzz target); err gets the message */
int sr_problem_parse(const char *text, size_t len, Problem *pb, char *err, size_t errcap);
void sr_problem_free(Problem *pb);

/* the head of a checkpoint (search.c has the format) */
typedef struct {
  uint64_t hash, seed;
  int32_t pop, gens, runs, sel, tour, elite, stage, run, gen, pad;
  double rate;
  int64_t execs, compiled, candidates, steps, to_host;
  double seconds;
  int64_t nlines;   /* bytes of the finished runs' result lines */
} SrCkHead;
/* a checkpoint from bytes for problem pb: 0 with its head, population and lines (malloc'd), or -1 with the
 * reason in err */
int sr_checkpoint_parse(const uint8_t *p, size_t n, const Problem *pb, SrCkHead *h, GpGenome **pop, char **lines,
                        char *err, size_t cap);

/* ---------------------------------------------------------------- gnc serve (serve.c, serve_req.c) */
/* `gnc serve`'s request bodies and answers, apart from HTTP (serve_req.c): each endpoint's body
 * becomes programs in gnc batch's input format (one JSON object each), and their result lines (gnc batch's
 * output) become the endpoint's answer.  serve.c does the HTTP and the batching.  docs/serve.md.
 */
enum { SV_BATCH, SV_SCALEBOX, SV_RUNCODE };

/* the fuel a run_timeout of one second buys (run_timeout * this, at most the server's --fuel) */
#define SV_FUEL_PER_SECOND 100000000.0

typedef struct {
  int kind;            /* SV_*                                                                  */
  long n;              /* programs                                                              */
  char **texts;        /* n JSON objects in gnc batch's input format (malloc'd)                  */
  size_t *lens;
  int64_t fuel;        /* instructions per test asked for (0: the server's)                      */
  json_t *ctx;         /* what the answer needs besides the results (SV_SCALEBOX: the request)   */
  char *body;          /* SV_BATCH: the body (texts point into it)                               */
} SvProgs;

typedef struct {
  int64_t max_fuel;    /* the server's --fuel: a request may lower it, not raise it              */
  int stdin_ok;        /* per-test standard input is supported                                   */
} SvLimits;

/* Parses the body (len bytes; takes ownership of body, which is malloc'd) of a request to endpoint kind
 * (query: the value of the query's "fuel" argument, or NULL).  0 with p filled, else -1 with a message
 * that names the field ("tests[2].args: expected an array") in err. */
int sv_parse(int kind, char *body, size_t len, const char *query_fuel, const SvLimits *lim, SvProgs *p, char *err,
             size_t cap);
/* The answer (malloc'd JSON text, *len bytes) from the programs' result lines; run_s: the wall time of the
 * engine run that answered them. */
char *sv_answer(const SvProgs *p, const char *const *lines, const size_t *lens, double run_s, size_t *len);
void sv_progs_free(SvProgs *p);
/* a small JSON object {"error": MESSAGE} (malloc'd) */
char *sv_error_json(const char *msg, size_t *len);
#endif
