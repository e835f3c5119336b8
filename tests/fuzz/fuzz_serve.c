/* fuzz_serve.c - libFuzzer target for `gnc serve`'s request bodies (src/cli/serve_req.c): the first byte picks
 * the endpoint (/batch, /common_evaluate_batch, /run_code), the rest is the body.  A body that parses runs on
 * gnc batch's engine (CPU, one thread, small limits) and is answered.  Beyond "no crash, no sanitizer report",
 * it checks what docs/serve.md promises:
 *   - a rejected body comes with a message that names the field ("FIELD: ...");
 *   - an accepted one is answered with JSON: for /batch an array of one result object per program, for
 *     the others an object with the endpoint's fields.
 *
 *   make fuzz && build/fuzz/fuzz_serve -max_total_time=60 build/fuzz/corpus_serve
 */
#include <jansson.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "jsonl/jsonl.h"
#include "cli/cli.h"

static BatchEngine *fz_engine;

static void fz_fail(const char *what, const char *text) {
  fprintf(stderr, "fuzz_serve: %s\n--- %.4000s\n", what, text ? text : "");
  abort();
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  BatchOpts o;
  char err[200];
  memset(&o, 0, sizeof o);
  o.threads = 1;
  o.fuel = 20000;
  o.mem_bytes = 1 << 16;
  o.stack_slots = o.heap_slots = 4096;
  if (!(fz_engine = batch_engine_open(&o, BACKEND_CPU, err, sizeof err))) fz_fail("no engine", err);
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1) return 0;
  int kind = data[0] % 3;
  SvLimits lim = {.max_fuel = 20000, .stdin_ok = 1};
  SvProgs p;
  char err[600] = "";
  char *body = malloc(size);
  memcpy(body, data + 1, size - 1);
  body[size - 1] = 0;
  if (sv_parse(kind, body, size - 1, kind == 0 && size > 1 && data[1] == '!' ? "5" : NULL, &lim, &p, err, sizeof err)) {
    if (!strchr(err, ':')) fz_fail("a rejection that names no field", err);
    sv_progs_free(&p);
    return 0;
  }
  Buf out = {0};
  if (batch_engine_run(fz_engine, p.fuel, (const char *const *)p.texts, p.lens, p.n, &out) != 0) fz_fail("engine failed", "");
  const char **lines = calloc((size_t)p.n + 1, sizeof *lines);
  size_t *lens = calloc((size_t)p.n + 1, sizeof *lens), pos = 0, n = 0;
  for (long i = 0; i < p.n; i++) {
    const char *nl = memchr(out.p + pos, '\n', out.len - pos);
    if (!nl) fz_fail("a program without a result line", out.p);
    lines[i] = out.p + pos;
    lens[i] = (size_t)(nl - lines[i]);
    pos = (size_t)(nl - out.p) + 1;
  }
  char *a = sv_answer(&p, lines, lens, 0.001, &n);
  json_t *j = a ? json_loadb(a, n, 0, NULL) : NULL;
  if (!j) fz_fail("an answer that is not JSON", a);
  if (kind == SV_BATCH && (!json_is_array(j) || (long)json_array_size(j) != p.n)) fz_fail("not one result per program", a);
  if (kind == SV_SCALEBOX && !json_is_boolean(json_object_get(j, "accepted"))) fz_fail("no \"accepted\"", a);
  if (kind == SV_RUNCODE && !json_is_string(json_object_get(j, "status"))) fz_fail("no \"status\"", a);
  json_decref(j);
  free(a);
  free(lines);
  free(lens);
  buf_free(&out);
  sv_progs_free(&p);
  return 0;
}
