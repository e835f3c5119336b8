/* jsonl.h - the batch engine's text of a program's error and of types (shared by the C API and the JSON-lines
 * engine of src/jsonl, so that both say the same thing).
 */
#ifndef GNC_JSONL_H
#define GNC_JSONL_H
#include <stdio.h>
#include <stddef.h>
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
#endif
