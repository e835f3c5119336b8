/* jsonl.h - the batch engine's text of a program's error (shared by the CLI and the C API), and the JSON-lines
 * engine itself (batch_engine.c), which `gnc batch` and `gnc serve` run their lines through.  The CLI's output
 * buffer, JSON writers and line reader: src/cli/jsonio.h.
 */
#ifndef GNC_JSONL_H
#define GNC_JSONL_H
#include <stdio.h>
#include <stddef.h>
#include <jansson.h>
#include "core/batch/batch.h"
#include "engine/host.h"

/* ---------------------------------------------------------------- messages */
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
