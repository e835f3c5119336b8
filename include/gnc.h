/* gnc.h - the public C API of gnc: compile, run and test many small programs at once, on all CPU cores
 * or on a CUDA device, plus single-program helpers.  This is the only header a user includes; link with
 * build/libgnc.so (or the objects of build/gnc without main.c) and -ljansson -lpthread -lm.
 *
 * The language is a strict subset of C (docs/language.md): every accepted program is valid C11 and behaves
 * as gcc -fwrapv would, except that C's undefined behaviour (division by zero, out-of-bounds index, ...)
 * becomes a named runtime trap.
 *
 * A batch, in four steps:
 *
 *   gnc_batch *b = gnc_batch_create(NULL);                       // NULL: default options
 *   int64_t p = gnc_batch_add_program(b, "int add(int a, int b) { return a + b; }", -1, "add");
 *   gnc_value args[2] = {gnc_int(1), gnc_int(2)}, want = gnc_int(3);
 *   gnc_batch_add_test(b, p, args, 2, &want);
 *   if (gnc_batch_run(b) == GNC_OK) {
 *     gnc_program_result r;
 *     gnc_batch_program_result(b, p, &r);                      // r.status GNC_PROG_OK, r.passed 1
 *   }
 *   gnc_batch_destroy(b);
 *
 * Conventions: functions that can fail return an int (GNC_OK = 0, or a negative GNC_E_* code; the batch
 * functions also leave a message for gnc_batch_error).  Index-returning functions return the index (>= 0)
 * or a negative GNC_E_* code.  A gnc_batch is not thread-safe; different batches may be used from
 * different threads at once, and the single-program helpers are reentrant.  Every result is deterministic:
 * it depends only on the program, its tests and the options, never on the backend or the thread count.
 */
#ifndef GNC_H
#define GNC_H
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define GNC_API_VERSION 3 /* 2: strings, null pointers, output and tolerances (gnc_test, gnc_test_result grew);
                            3: standard input (gnc_test.input, gnc_flat_check.input) */

/* exported from build/libgnc.so (built with -fvisibility=hidden: only these names are public) */
#if defined(__GNUC__)
#define GNC_API __attribute__((visibility("default")))
#else
#define GNC_API
#endif

/* ---------------------------------------------------------------- error codes */
enum {
  GNC_OK = 0,
  GNC_E_INVALID = -1,   /* a bad argument: NULL handle, index out of range, malformed gnc_value      */
  GNC_E_NOMEM = -2,     /* out of (host or device) memory                                            */
  GNC_E_NO_CUDA = -3,   /* CUDA asked for, but gnc was built without it or there is no device        */
  GNC_E_CUDA = -4,      /* a CUDA error while running (message in gnc_batch_error)                   */
  GNC_E_STATE = -5,     /* call out of order: results before gnc_batch_run, host and device input mixed */
  GNC_E_COMPILE = -6,   /* single-program helpers: the source has compile errors (message in err)   */
  GNC_E_MODULE = -7,    /* single-program helpers: module bytes malformed or failing the verifier    */
  GNC_E_ENTRY = -8,     /* single-program helpers: no function of that name                          */
  GNC_E_INPUT = -9,     /* single-program helpers: arguments do not fit the function's parameters    */
  GNC_E_LIMIT = -10     /* too large: a source over 16 MiB, more than 2^31-1 programs, ...            */
};
/* a short English text for a GNC_E_* code */
GNC_API const char *gnc_strerror(int code);

/* ---------------------------------------------------------------- values */
/* Tagged values for arguments, expected values and results.  An array argument is a GNC_ARRAY whose
 * elements are scalar gnc_values (not copied until gnc_batch_add_test / gnc_call returns).
 * Conversions to a parameter or return type (docs/batch.md has the table): int takes a GNC_INT within 32
 * bits; long takes a GNC_INT; double takes a GNC_DOUBLE, a GNC_INT (rounded to nearest) or a GNC_STRING
 * spelling inf or nan; bool takes a GNC_BOOL; an array parameter T a[] takes a GNC_ARRAY whose elements
 * convert to T; a pointer parameter takes GNC_NULL (the null pointer), char * a GNC_STRING (its bytes and
 * a NUL become an object of the run), a pointer to a scalar type T a GNC_ARRAY whose elements convert to
 * T.  A char * result may be expected as a GNC_STRING, any pointer result as GNC_NULL.  Anything else is
 * invalid input. */
enum { GNC_NONE = 0, GNC_INT = 1, GNC_DOUBLE = 2, GNC_BOOL = 3, GNC_ARRAY = 4, GNC_STRING = 5, GNC_NULL = 6 };
typedef struct gnc_value {
  int32_t type;                      /* GNC_NONE (no value: void result / no expected value), GNC_INT, ... */
  int32_t len;                       /* GNC_ARRAY: number of elements; GNC_STRING: number of bytes     */
  union {
    int64_t i;                       /* GNC_INT                                                        */
    double d;                        /* GNC_DOUBLE                                                     */
    int32_t b;                       /* GNC_BOOL: 0 or 1                                               */
    const struct gnc_value *elems;   /* GNC_ARRAY                                                      */
    const char *str;                 /* GNC_STRING: len bytes (UTF-8 text or any bytes; no NUL needed) */
  } as;
} gnc_value;

static inline gnc_value gnc_int(int64_t v) { gnc_value x; x.type = GNC_INT; x.len = 0; x.as.i = v; return x; }
static inline gnc_value gnc_double(double v) { gnc_value x; x.type = GNC_DOUBLE; x.len = 0; x.as.d = v; return x; }
static inline gnc_value gnc_bool(int v) { gnc_value x; x.type = GNC_BOOL; x.len = 0; x.as.b = v != 0; return x; }
static inline gnc_value gnc_array(const gnc_value *elems, int32_t n) {
  gnc_value x; x.type = GNC_ARRAY; x.len = n; x.as.elems = elems; return x;
}
/* a string of n bytes (n < 0: up to its NUL) */
static inline gnc_value gnc_string(const char *s, int32_t n) {
  gnc_value x; x.type = GNC_STRING; x.as.str = s; x.len = 0;
  if (n >= 0) x.len = n;
  else while (s[x.len]) x.len++;
  return x;
}
static inline gnc_value gnc_null(void) { gnc_value x; x.type = GNC_NULL; x.len = 0; x.as.i = 0; return x; }

/* types of a function's parameters and return value (gnc_program_result.ret_type) */
enum { GNC_TYPE_VOID = 0, GNC_TYPE_BOOL = 1, GNC_TYPE_INT = 2, GNC_TYPE_LONG = 3, GNC_TYPE_DOUBLE = 4 };

/* runtime traps (gnc_test_result.trap); gnc_trap_name gives the names `gnc run` prints */
enum {
  GNC_TRAP_NONE = 0, GNC_TRAP_DIVISION_BY_ZERO = 1, GNC_TRAP_DIVISION_OVERFLOW = 2,
  GNC_TRAP_SHIFT_OUT_OF_RANGE = 3, GNC_TRAP_INDEX_OUT_OF_BOUNDS = 4, GNC_TRAP_CALL_DEPTH_EXCEEDED = 5,
  GNC_TRAP_STACK_OVERFLOW = 6, GNC_TRAP_OUT_OF_FUEL = 7, GNC_TRAP_FLOAT_CONVERSION = 8,
  GNC_TRAP_BAD_ENTRY_CALL = 9
};
/* "division_by_zero", "out_of_fuel", ... ("none" for 0, "?" outside the range) */
GNC_API const char *gnc_trap_name(int trap);

/* ---------------------------------------------------------------- options */
enum { GNC_BACKEND_AUTO = 0, GNC_BACKEND_CPU = 1, GNC_BACKEND_CUDA = 2 };
#define GNC_DEFAULT_FUEL  10000000LL /* instructions per test                                 */
#define GNC_DEFAULT_DEPTH 1000       /* call depth                                             */
#define GNC_DEFAULT_STACK 65536      /* value-stack slots (64-bit) per running test            */
#define GNC_DEFAULT_HEAP  65536      /* array-memory slots per running test, array arguments included */
#define GNC_MAX_DEPTH     (1 << 24)  /* the largest max_depth                                  */
#define GNC_MAX_SLOTS     (1 << 27)  /* the most stack_slots or heap_slots: 134217728, 1 GiB each per running test */
#define GNC_DEFAULT_MEM   (1 << 20)  /* bytes of byte memory (statics, local objects, malloc) per running test */
#define GNC_DEFAULT_OBJECTS 4096     /* object ids per running test                             */
#define GNC_DEFAULT_OUT   65536      /* bytes of program output (printf, puts, putchar) kept per running test */
#define GNC_MAX_MEM       ((int64_t)1 << 32) /* the most mem_bytes                              */
#define GNC_MAX_OBJECTS   (1 << 24)  /* the most objects                                       */
#define GNC_MAX_OUT       (1 << 30)  /* the most out_bytes                                     */
#define GNC_DEFAULT_REPORT 1024      /* bytes of output (and string result) kept per test result */
#define GNC_MAX_REPORT    (1 << 24)  /* the most report_bytes                                  */
typedef struct {
  int64_t fuel;          /* <= 0: GNC_DEFAULT_FUEL; a test that needs more traps out_of_fuel        */
  int32_t max_depth;     /* <= 0: GNC_DEFAULT_DEPTH; at most GNC_MAX_DEPTH (larger is clamped); deeper
                            calls trap call_depth_exceeded                                           */
  int32_t stack_slots;   /* <= 0: GNC_DEFAULT_STACK; at most GNC_MAX_SLOTS (larger is clamped, as the
                            CLI's --stack refuses it); running out traps stack_overflow              */
  int32_t heap_slots;    /* <= 0: GNC_DEFAULT_HEAP; at most GNC_MAX_SLOTS (larger is clamped, as the
                            CLI's --heap refuses it); running out traps stack_overflow               */
  int32_t threads;       /* CPU backend: threads, 0 = all cores                                      */
  int32_t backend;       /* GNC_BACKEND_*: AUTO picks CUDA when a device is present (falling back to
                            the CPU if CUDA fails), CUDA insists on it                               */
  int64_t mem_bytes;     /* <= 0: GNC_DEFAULT_MEM; at most GNC_MAX_MEM (larger is clamped).  The byte
                            memory of pointers, strings and malloc (docs/memory.md); running out traps
                            out_of_memory                                                           */
  int32_t objects;       /* <= 0: GNC_DEFAULT_OBJECTS; at most GNC_MAX_OBJECTS.  Object ids (statics,
                            local arrays and structs, heap blocks); running out traps out_of_memory  */
  int32_t out_bytes;     /* <= 0: GNC_DEFAULT_OUT; at most GNC_MAX_OUT.  Program output kept per test;
                            more is cut off (the output then counts as truncated)                   */
  int32_t report_bytes;  /* 0: GNC_DEFAULT_REPORT; < 0: none; at most GNC_MAX_REPORT.  Bytes of each
                            test's output (and string result) kept for gnc_test_result               */
  int32_t pad;
} gnc_options;
/* fills *o with the defaults (all zero: the same as passing NULL where options are taken) */
GNC_API void gnc_options_default(gnc_options *o);
/* 1 if this build of gnc has CUDA and a device can be used, else 0 */
GNC_API int gnc_cuda_available(void);
/* "gnc 0.1" and the module format version */
GNC_API const char *gnc_version(void);

/* ---------------------------------------------------------------- batches: input */
typedef struct gnc_batch gnc_batch;

/* A new, empty batch with a copy of *opts (NULL: defaults).  NULL when out of memory. */
GNC_API gnc_batch *gnc_batch_create(const gnc_options *opts);
/* Frees the batch with everything it holds (results and device memory included).  NULL is fine. */
GNC_API void gnc_batch_destroy(gnc_batch *b);
/* Forgets every program, test and result, keeping the options and the memory for reuse. */
GNC_API void gnc_batch_clear(gnc_batch *b);

/* Adds a program: its source (len bytes, or up to the NUL when len is (size_t)-1; copied) and the name
 * of the function its tests call (NULL: "main").  Returns the program's index (0, 1, ...) or a GNC_E_*
 * code.  Sources with errors are fine: they come out as GNC_PROG_COMPILE_ERROR. */
GNC_API int64_t gnc_batch_add_program(gnc_batch *b, const char *src, size_t len, const char *entry);

/* Adds a test to program prog: nargs arguments (copied, array elements included) and the expected return
 * value (NULL or a GNC_NONE value: none; the test then only reports the value, status GNC_TEST_DONE).
 * Tests of a program run in the order they were added (they may be added in any interleaving across
 * programs).  Returns the test's index within its program, or a GNC_E_* code (GNC_E_INVALID for a
 * malformed value: unknown type, nested arrays, an array as expected value).  Whether the values fit
 * the function's parameters is decided when the batch runs (GNC_PROG_INVALID_INPUT otherwise). */
GNC_API int64_t gnc_batch_add_test(gnc_batch *b, int64_t prog, const gnc_value *args, int32_t nargs,
                                   const gnc_value *expect);

/* A test with everything it can check (all copied): the arguments and expected value as above, the whole
 * expected output, tolerances for floating values, and the final contents of array and pointer arguments.
 * Zero-initialise it and set what you need. */
typedef struct {
  const gnc_value *args;          /* nargs values                                                     */
  int32_t nargs;
  int32_t tolerance;              /* != 0: floating values match within abs_tol / rel_tol:
                                     |got - want| <= max(rel_tol * max(|got|, |want|), abs_tol) (NaN only
                                     NaN); 0: bit for bit (or both NaN).  Tolerances must be finite >= 0  */
  const gnc_value *expect;        /* NULL or GNC_NONE: the return value is not checked                */
  const char *expect_output;      /* NULL: the output is not checked; else it must be exactly these bytes */
  int64_t expect_output_len;      /* bytes at expect_output; < 0: up to its NUL                        */
  double abs_tol, rel_tol;
  const gnc_value *args_after;    /* NULL, or nargs values: GNC_NONE (not checked), or what an array or
                                     pointer argument must hold after the run: a GNC_ARRAY of as many
                                     elements (a string argument: its bytes and the NUL), or for char * a
                                     GNC_STRING (the NUL-terminated string at its start)                 */
  const char *input; int64_t input_len; /* standard input bytes (NULL: none); input_len < 0: up to its NUL */
} gnc_test;
/* Adds test *t to program prog; as gnc_batch_add_test (GNC_E_INVALID also for a negative or non-finite
 * tolerance, or an expected output or input longer than 2^31 - 1 bytes).  The program reads the input with
 * getchar, scanf, fgets, getline, fread ... (docs/library.md); without one its reads give EOF. */
GNC_API int64_t gnc_batch_add_test_ex(gnc_batch *b, int64_t prog, const gnc_test *t);

/* Input already in CUDA device memory, the way a code generator running on the GPU produces it: the
 * same flat layout the engine uses internally.  Program p's source is src[src_off[p] .. src_off[p+1]),
 * its entry name entry[entry_off[p] .. entry_off[p+1]) (not NUL-terminated), its tests
 * test_off[p] .. test_off[p+1]-1; test t's arguments are args[arg_off[t] .. arg_off[t+1]) and its
 * expected value expect[t] (tag 0: none); a GNC_ARRAY argument's elements are arr[v .. v+len), a
 * GNC_STRING's bytes bytes[v .. v+len).  check (ntests, or NULL) and after (nargs, or NULL) hold what
 * gnc_test's other fields hold. */
typedef struct {
  int64_t v;       /* GNC_INT: the value; GNC_BOOL: 0/1; GNC_DOUBLE: the IEEE bits; GNC_ARRAY: offset in arr;
                      GNC_STRING: offset in bytes                                                  */
  int32_t len;     /* GNC_ARRAY: element count; GNC_STRING: byte count                             */
  int32_t tag;     /* GNC_NONE, GNC_INT, GNC_DOUBLE, GNC_BOOL, GNC_ARRAY, GNC_STRING, GNC_NULL      */
} gnc_flat_value;
typedef struct {
  gnc_flat_value output;     /* GNC_STRING: the expected output; tag 0: not checked                  */
  double abs_tol, rel_tol;   /* used when tolerance != 0                                             */
  int32_t tolerance;
  int32_t pad;
  gnc_flat_value input;      /* GNC_STRING: the test's standard input; tag 0: none (reads give EOF)     */
} gnc_flat_check;
typedef struct {
  int32_t nprog;
  const char *src;            const int64_t *src_off;    /* nprog + 1 offsets                          */
  const char *entry;          const int32_t *entry_off;  /* nprog + 1 offsets                          */
  const int64_t *test_off;                               /* nprog + 1 offsets                          */
  const int64_t *arg_off;                                /* ntests + 1 offsets                         */
  const gnc_flat_value *args;                            /* nargs                                      */
  const gnc_flat_value *expect;                          /* ntests                                     */
  const gnc_flat_value *arr;                             /* narr                                       */
  int64_t ntests, nargs, narr;
  const char *bytes;          int64_t nbytes;            /* the bytes of GNC_STRING values (or NULL)   */
  const gnc_flat_check *check;                           /* ntests, or NULL                            */
  const gnc_flat_value *after;                           /* nargs, or NULL                             */
} gnc_device_input;
/* Makes the batch run on this device input (pointers are device pointers, read during gnc_batch_run;
 * the memory stays the caller's).  The batch must hold no host-added programs.  Results then stay in
 * device memory until read (gnc_batch_program_result copies them back on first use).  Returns GNC_OK,
 * GNC_E_NO_CUDA without CUDA, GNC_E_STATE if programs were added, GNC_E_INVALID for nprog < 0. */
GNC_API int gnc_batch_set_device_input(gnc_batch *b, const gnc_device_input *in);

/* ---------------------------------------------------------------- batches: running and results */
/* Compiles every program, runs every test and scores it, on the backend of the options.  May be called
 * again after adding more (everything runs again).  Returns GNC_OK (compile errors and invalid inputs are
 * results, not failures), GNC_E_NO_CUDA, GNC_E_CUDA, GNC_E_NOMEM. */
GNC_API int gnc_batch_run(gnc_batch *b);
/* the backend the last gnc_batch_run used: "cpu" or "cuda" ("" before a run) */
GNC_API const char *gnc_batch_backend(const gnc_batch *b);
/* the message of the last failing call on b ("" if none) */
GNC_API const char *gnc_batch_error(const gnc_batch *b);

/* number of programs; number of tests of program prog (prog < 0: of all programs); or a GNC_E_* code */
GNC_API int64_t gnc_batch_program_count(const gnc_batch *b);
GNC_API int64_t gnc_batch_test_count(const gnc_batch *b, int64_t prog);

enum { GNC_PROG_OK = 0, GNC_PROG_COMPILE_ERROR = 1, GNC_PROG_INVALID_INPUT = 2 };
typedef struct {
  int32_t status;        /* GNC_PROG_*                                                              */
  int32_t passed;        /* tests whose value equals the expected one (doubles: same bits or both NaN) */
  int32_t failed;        /* tests with another value, and tests that trapped                        */
  int32_t ntests;
  int32_t ret_type;      /* GNC_TYPE_* of the entry function (when it was found)                     */
  int32_t nerrors;       /* GNC_PROG_COMPILE_ERROR: number of diagnostics                           */
  int32_t error_line, error_col; /* GNC_PROG_COMPILE_ERROR: position of the first (1-based)          */
  const char *error;     /* "" when ok; "LINE:COL: error: MESSAGE" for compile errors; the reason for
                            invalid input ("no function 'f'", "tests[2].args[0]: expected int, got a real").
                            Valid until the batch is run again, cleared or destroyed.                */
} gnc_program_result;
/* The result of program prog after gnc_batch_run.  GNC_E_STATE before a run. */
GNC_API int gnc_batch_program_result(gnc_batch *b, int64_t prog, gnc_program_result *out);

enum { GNC_TEST_PASS = 0, GNC_TEST_FAIL = 1, GNC_TEST_TRAP = 2, GNC_TEST_NOT_RUN = 3, GNC_TEST_DONE = 4 };
/* gnc_test_result.flags */
enum {
  GNC_RESULT_EXITED = 1,         /* the program called exit(): value is the status (GNC_INT)              */
  GNC_RESULT_OUTPUT_CUT = 2,     /* the program wrote more than out_bytes: the rest was lost               */
  GNC_RESULT_VALUE_DIFFERS = 4,  /* FAIL: the return value (or exit status) is not the expected one       */
  GNC_RESULT_OUTPUT_DIFFERS = 8, /* FAIL: the output is not the expected one                              */
  GNC_RESULT_AFTER_DIFFERS = 16, /* FAIL: args_after[after_arg] does not hold                             */
  GNC_RESULT_STRING = 32         /* a char * result: string_len says what it pointed to                    */
};
typedef struct {
  int32_t status;        /* GNC_TEST_*: PASS/FAIL (every check holds / one does not), TRAP, DONE (ran;
                            the test checks nothing), NOT_RUN (the program did not compile or had invalid
                            input)                                                                  */
  int32_t trap;          /* GNC_TRAP_* (gnc_trap_name) when TRAP                                    */
  gnc_value value;       /* PASS, FAIL, DONE: the return value (GNC_INT for the integer types,
                            GNC_DOUBLE, GNC_BOOL; GNC_NONE for void functions; after exit() the status;
                            a char * result: GNC_STRING with the string's first report_bytes bytes, or
                            GNC_NULL for a null pointer or one that leads to no string; other pointers:
                            GNC_NULL if null, else GNC_NONE)                                        */
  int32_t flags;         /* GNC_RESULT_*                                                            */
  int32_t after_arg;     /* GNC_RESULT_AFTER_DIFFERS: the first argument whose contents differ, else -1 */
  const char *output;    /* the first output_len bytes of what the program wrote (also for TRAP)    */
  int32_t output_len;    /* bytes at output (at most report_bytes)                                  */
  int32_t output_total;  /* bytes the program wrote (at most out_bytes)                             */
  int32_t string_len;    /* GNC_RESULT_STRING: the returned string's full length; < 0: minus the trap
                            reading it would raise (-GNC_TRAP_... null_dereference for a null pointer,
                            dangling_pointer, use_after_free, index_out_of_bounds: gnc_trap_name)   */
  int32_t pad;
} gnc_test_result;
/* (value.as.str and output point into the batch: valid until it is run again, cleared or destroyed; for
 * gnc_call and gnc_run_source, until the next such call on the same thread) */
/* The result of test `test` (index within the program) of program prog.  GNC_E_STATE before a run. */
GNC_API int gnc_batch_test_result(gnc_batch *b, int64_t prog, int64_t test, gnc_test_result *out);

/* Writes one score per program into out[0 .. program count): passed / ntests for GNC_PROG_OK programs
 * with tests, else 0.  on_device = 1: out is a CUDA device pointer (computed on the device when the batch
 * ran there); 0: host memory.  Returns GNC_OK, GNC_E_STATE before a run, GNC_E_NO_CUDA. */
GNC_API int gnc_batch_scores(gnc_batch *b, float *out, int on_device);

/* ---------------------------------------------------------------- the neural and hybrid compilers
 * (docs/neural.md).  traditional: the default.  neural: every program's module comes from the neural compiler
 * (greedy, then k samples; the first whose tests all pass, else the greedy one).  hybrid: a router sends
 * programs to the neural compiler, whose candidate is kept only when its results equal the traditional
 * module's on the program's tests and it agrees with it on `agree` random argument sets; otherwise the
 * program falls back, so every result is the traditional compiler's.  Host input only. */
enum { GNC_COMPILER_TRADITIONAL = 0, GNC_COMPILER_NEURAL = 1, GNC_COMPILER_HYBRID = 2 };
typedef struct {
  int32_t compiler;      /* GNC_COMPILER_*                                                          */
  int32_t k;             /* samples after the greedy candidate (default 8)                          */
  const char *model;     /* checkpoint (NULL: models/gnc-neural.ckpt, in the working directory or beside
                            the gnc binary or libgnc.so)                                            */
  const char *router;    /* hybrid router (NULL: models/gnc-router.txt)                             */
  double threshold;      /* hybrid: neural when the router's P(accepted) >= threshold; < 0 (default): the
                            router's own; 0: every program, without a router                        */
  float temperature;     /* default 0.8                                                             */
  float top_p;           /* default 0.95                                                            */
  uint64_t seed;         /* default 1                                                               */
  int32_t agree;         /* hybrid: random argument sets (default 1000)                             */
  int32_t prefer_fast;   /* hybrid: keep the accepted candidate with the fewest instructions when it
                            beats the traditional module                                            */
} gnc_compiler_options;
GNC_API void gnc_compiler_options_default(gnc_compiler_options *o);
/* Sets the compiler of the next runs and loads its model and router (NULL: traditional).  GNC_E_INVALID with
 * the reason in gnc_batch_error (a missing or damaged model or router, a bad field). */
GNC_API int gnc_batch_set_compiler(gnc_batch *b, const gnc_compiler_options *o);
/* what happened to program prog in the last run: GNC_ROUTE_* */
enum { GNC_ROUTE_TRADITIONAL = 0, GNC_ROUTE_NEURAL = 1, GNC_ROUTE_FALLBACK = 2, GNC_ROUTE_UNSUPPORTED = 3,
       GNC_ROUTE_SLOWER = 4 };
GNC_API int gnc_batch_program_route(gnc_batch *b, int64_t prog);
typedef struct {
  int64_t programs;      /* programs that compiled with valid input                                 */
  int64_t routed;        /* sent to the neural path                                                 */
  int64_t neural, fallback, unsupported, slower, candidates, faster;
  double router_s, decode_s, check_s, traditional_s; /* seconds: routing, the model, judging, the batch */
} gnc_compiler_stats;
/* the last run's figures (all 0 for the traditional compiler) */
GNC_API int gnc_batch_compiler_stats(gnc_batch *b, gnc_compiler_stats *out);

/* ---------------------------------------------------------------- single programs */
/* Compiles a source (len bytes, or NUL-terminated when len is (size_t)-1) to module bytes (the format of
 * `gnc compile`, docs/bytecode.md): *module is malloc'd (free with gnc_free), *module_len its size.
 * GNC_E_COMPILE with "LINE:COL: error: MESSAGE" (the first diagnostic, and the count) in err[errcap]. */
GNC_API int gnc_compile(const char *src, size_t len, void **module, size_t *module_len, char *err,
                        size_t errcap);
GNC_API void gnc_free(void *p);

/* Loads and verifies module bytes (8-byte aligned, as gnc_compile returns them), calls function `entry`
 * (NULL: "main") with args and puts the outcome in *out: status GNC_TEST_DONE with the value, or
 * GNC_TEST_TRAP with the trap.  Returns GNC_OK when the function ran (trap or not); GNC_E_MODULE,
 * GNC_E_ENTRY, GNC_E_INPUT (message in err), GNC_E_NOMEM.  opts: limits (NULL: defaults). */
GNC_API int gnc_call(const void *module, size_t module_len, const char *entry, const gnc_value *args,
                     int32_t nargs, const gnc_options *opts, gnc_test_result *out, char *err, size_t errcap);
/* gnc_compile + gnc_call in one step (GNC_E_COMPILE for compile errors). */
GNC_API int gnc_run_source(const char *src, size_t len, const char *entry, const gnc_value *args,
                           int32_t nargs, const gnc_options *opts, gnc_test_result *out, char *err, size_t errcap);

#ifdef __cplusplus
}
#endif
#endif
