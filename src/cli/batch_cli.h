/* batch_cli.h - the engine of `gnc batch` for other commands (gnc serve): its options, and runs of JSON
 * objects in gnc batch's input format answered with gnc batch's result lines, by the same code.
 */
#ifndef GNC_BATCH_CLI_H
#define GNC_BATCH_CLI_H
#include <jansson.h>
#include <stdio.h>
#include "core/batch/batch.h"
#include "engine/jsonl.h"
#include "cli/jsonio.h"

enum { BK_AUTO, BK_CPU, BK_CUDA };

/* the engine's options (--backend, --threads, --fuel, --max-depth, --stack, --heap, --mem, --objects, --out,
 * --report) at argv[*i]: 1 when matched (into o and *backend), 0 when argv[*i] is another option, -1 after
 * printing "gnc CMD: ..." for a bad value */
int batch_engine_opt(const char *cmd, int argc, char **argv, int *i, BatchOpts *o, int *backend);
void batch_engine_usage(FILE *f); /* their lines of --help */
/* what a JSON value is, for messages: "an object", "an array", "a string", "null", "a number" */
const char *batch_json_kind(json_t *v);

typedef struct BatchEngine BatchEngine;
/* o: the options as given (resolved here); backend: BK_*.  NULL with a message when CUDA is asked for and
 * not there. */
BatchEngine *batch_engine_open(const BatchOpts *o, int backend, char *err, size_t cap);
/* runs the n JSON objects texts[i] (lens[i] bytes each, one program each, as gnc batch reads a line) as
 * one batch; appends one result line per object to out ('\n'-terminated, in order), as gnc batch prints
 * it.  fuel > 0 lowers the instructions per test for this run.  0, or -1 when the backend failed (nothing
 * appended).  Not reentrant: one caller at a time. */
int batch_engine_run(BatchEngine *e, int64_t fuel, const char *const *texts, const size_t *lens, long n, Buf *out);
const BatchOpts *batch_engine_opts(const BatchEngine *e); /* resolved                          */
const char *batch_engine_backend(const BatchEngine *e);   /* "cpu" or "cuda"                   */
void batch_engine_close(BatchEngine *e);
#endif
