/* serve_req.c - the request bodies and answers of `gnc serve` (cli.h), apart from HTTP.
 *
 * Every endpoint is a translation onto gnc batch: a body becomes programs in gnc batch's input format (one
 * JSON object each, made here with jansson), the server runs them with gnc batch's own code
 * (batch_engine_run), and the result lines it prints become the endpoint's answer:
 *   POST /batch                  a JSON array of gnc batch's input objects -> the array of its result lines
 *                                (the objects' text is passed on as it is, so ids are echoed byte for byte)
 *   POST /common_evaluate_batch  ScaleBox's function_call test cases -> one program, its tests the calls
 *   POST /run_code               SandboxFusion's request for language "c" -> main, called once
 * A bad body is answered with the first problem, naming the field ("config.provided_data.test_cases.input[2]:
 * expected an array, got a string"); nothing in a body can make the server fail.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "jsonl/jsonl.h"
#include "cli/cli.h"

static void errf(char *err, size_t cap, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void errf(char *err, size_t cap, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(err, cap, fmt, ap);
  va_end(ap);
}

char *sv_error_json(const char *msg, size_t *len) {
  Buf b = {0};
  buf_puts(&b, "{\"error\":");
  buf_json_str(&b, msg, strlen(msg));
  buf_puts(&b, "}");
  *len = b.len;
  return b.p;
}

void sv_progs_free(SvProgs *p) {
  if (p->kind != SV_BATCH)
    for (long i = 0; i < p->n; i++) free(p->texts[i]);
  free(p->texts);
  free(p->lens);
  free(p->body);
  json_decref(p->ctx);
  memset(p, 0, sizeof *p);
}

/* one program made here: its compact JSON text */
static int add_program(SvProgs *p, json_t *prog, char *err, size_t cap) {
  char *t = json_dumps(prog, JSON_COMPACT);
  json_decref(prog);
  if (!t) { errf(err, cap, "out of memory"); return -1; }
  p->texts = realloc(p->texts, sizeof *p->texts * (size_t)(p->n + 1));
  p->lens = realloc(p->lens, sizeof *p->lens * (size_t)(p->n + 1));
  if (!p->texts || !p->lens) { free(t); errf(err, cap, "out of memory"); return -1; }
  p->texts[p->n] = t;
  p->lens[p->n++] = strlen(t);
  return 0;
}

/* fuel from a timeout in seconds: timeout * SV_FUEL_PER_SECOND, at least 1, at most the server's */
static int timeout_fuel(json_t *v, const char *field, const SvLimits *lim, int64_t *fuel, char *err, size_t cap) {
  if (!v || json_is_null(v)) return 0;
  if (!json_is_number(v) || !(json_number_value(v) > 0) || !isfinite(json_number_value(v))) {
    errf(err, cap, "%s: expected a number of seconds > 0, got %s", field,
         json_is_number(v) ? "a number <= 0" : batch_json_kind(v));
    return -1;
  }
  double f = json_number_value(v) * SV_FUEL_PER_SECOND;
  *fuel = f >= (double)lim->max_fuel ? lim->max_fuel : f < 1 ? 1 : (int64_t)f;
  return 0;
}

/* a body that must be a JSON object */
static json_t *load_object(const char *body, size_t len, char *err, size_t cap) {
  json_error_t e;
  if (memchr(body, 0, len)) { errf(err, cap, "body: invalid JSON: a NUL byte"); return NULL; }
  json_t *root = json_loadb(body, len, 0, &e);
  if (!root) { errf(err, cap, "body: invalid JSON at line %d, column %d: %s", e.line, e.column, e.text); return NULL; }
  if (!json_is_object(root)) {
    errf(err, cap, "body: expected a JSON object, got %s", batch_json_kind(root));
    json_decref(root);
    return NULL;
  }
  return root;
}

/* member key of object o as a string: 1 (and *s), 0 when absent or null, -1 with a message otherwise */
static int get_string(json_t *o, const char *key, const char *where, const char **s, char *err, size_t cap) {
  json_t *v = json_object_get(o, key);
  if (!v || json_is_null(v)) return 0;
  if (!json_is_string(v)) {
    errf(err, cap, "%s%s: expected a string, got %s", where, key, batch_json_kind(v));
    return -1;
  }
  *s = json_string_value(v);
  return 1;
}

/* ---------------------------------------------------------------- POST /batch */
static int parse_batch(char *body, size_t len, const char *query_fuel, const SvLimits *lim, SvProgs *p, char *err,
                       size_t cap) {
  json_error_t e;
  p->body = body;
  if (query_fuel) {
    char *end = NULL;
    long long f = strtoll(query_fuel, &end, 10);
    if (!*query_fuel || *end || f < 1 || f > lim->max_fuel) {
      errf(err, cap, "fuel: expected an integer from 1 to %lld, got \"%.40s\"", (long long)lim->max_fuel, query_fuel);
      return -1;
    }
    p->fuel = f;
  }
  if (memchr(body, 0, len)) { errf(err, cap, "body: invalid JSON: a NUL byte"); return -1; }
  json_t *root = json_loadb(body, len, 0, &e);
  if (!root) { errf(err, cap, "body: invalid JSON at line %d, column %d: %s", e.line, e.column, e.text); return -1; }
  if (!json_is_array(root)) {
    errf(err, cap, "body: expected a JSON array of programs, got %s", batch_json_kind(root));
    json_decref(root);
    return -1;
  }
  long n = (long)json_array_size(root);
  for (long i = 0; i < n; i++)
    if (!json_is_object(json_array_get(root, (size_t)i))) {
      errf(err, cap, "[%ld]: expected a JSON object (a program), got %s", i,
           batch_json_kind(json_array_get(root, (size_t)i)));
      json_decref(root);
      return -1;
    }
  json_decref(root);
  size_t *off = malloc(sizeof *off * (size_t)(n + 1));
  p->lens = malloc(sizeof *p->lens * (size_t)(n + 1));
  p->texts = malloc(sizeof *p->texts * (size_t)(n + 1));
  if (!off || !p->lens || !p->texts) { free(off); errf(err, cap, "out of memory"); return -1; }
  if (json_raw_elements(body, len, off, p->lens, n) != n) { /* (cannot happen on valid JSON) */
    free(off);
    errf(err, cap, "body: the array's elements could not be delimited");
    return -1;
  }
  for (long i = 0; i < n; i++) p->texts[i] = body + off[i];
  free(off);
  p->n = n;
  return 0;
}

/* ---------------------------------------------------------------- POST /common_evaluate_batch (ScaleBox) */
/* The code of a completion: the first fenced block (``` ... ```) tagged c (else the first block), without
 * the fence lines; a completion without a fence is the code itself.  malloc'd. */
static char *extract_code(const char *s) {
  const char *first = NULL, *pick = NULL;
  for (const char *f = strstr(s, "```"); f; ) {
    const char *tag = f + 3, *nl = strchr(tag, '\n');
    if (!nl) break;
    size_t tl = (size_t)(nl - tag);
    while (tl && (tag[tl - 1] == '\r' || tag[tl - 1] == ' ')) tl--;
    if (!first) first = f;
    if (!pick && tl == 1 && (tag[0] == 'c' || tag[0] == 'C')) pick = f;
    const char *close = strstr(nl + 1, "```");
    if (!close) break;
    f = strstr(close + 3, "```");
  }
  if (!pick) pick = first;
  if (!pick) return strdup(s);
  const char *b = strchr(pick + 3, '\n') + 1, *e = strstr(b, "```");
  if (!e) e = b + strlen(b);
  size_t n = (size_t)(e - b);
  if (n && b[n - 1] == '\n') n--;
  char *r = malloc(n + 1);
  if (r) { memcpy(r, b, n); r[n] = 0; }
  return r;
}

/* ScaleBox's json_input: a string of JSON values, one a line -> their array; NULL if a line is not JSON */
static json_t *json_lines(const char *s) {
  json_t *a = json_array();
  while (a && *s) {
    const char *nl = strchr(s, '\n');
    size_t n = nl ? (size_t)(nl - s) : strlen(s);
    json_t *v = json_loadb(s, n, JSON_DECODE_ANY, NULL);
    if (!v) { json_decref(a); return NULL; }
    json_array_append_new(a, v);
    s += n + (nl != NULL);
  }
  return a;
}

#define TC "config.provided_data.test_cases"

static int parse_scalebox(char *body, size_t len, const SvLimits *lim, SvProgs *p, char *err, size_t cap) {
  json_t *root = load_object(body, len, err, cap), *cfg, *pd, *tc, *in, *out;
  const char *completion = NULL, *lang = NULL, *type = NULL, *fn = NULL;
  free(body);
  if (!root) return -1;
  p->ctx = root;
  int k = get_string(root, "completion", "", &completion, err, cap);
  if (k < 0) return -1;
  if (k == 0) { errf(err, cap, "completion: missing (the code, or a markdown code block)"); return -1; }
  cfg = json_object_get(root, "config");
  if (!json_is_object(cfg)) {
    errf(err, cap, "config: expected an object, got %s", cfg ? batch_json_kind(cfg) : "nothing");
    return -1;
  }
  if ((k = get_string(cfg, "language", "config.", &lang, err, cap)) < 0) return -1;
  if (k == 0) { errf(err, cap, "config.language: missing"); return -1; }
  if (strcmp(lang, "c") != 0) {
    errf(err, cap, "config.language: only \"c\" is supported, got \"%.40s\"", lang);
    return -1;
  }
  if (timeout_fuel(json_object_get(cfg, "run_timeout"), "config.run_timeout", lim, &p->fuel, err, cap)) return -1;
  pd = json_object_get(cfg, "provided_data");
  if (!json_is_object(pd)) {
    errf(err, cap, "config.provided_data: expected an object, got %s", pd ? batch_json_kind(pd) : "nothing");
    return -1;
  }
  tc = json_object_get(pd, "test_cases");
  if (!json_is_object(tc)) {
    errf(err, cap, TC ": expected an object, got %s", tc ? batch_json_kind(tc) : "nothing");
    return -1;
  }
  if (get_string(tc, "type", TC ".", &type, err, cap) < 0 || get_string(tc, "fn_name", TC ".", &fn, err, cap) < 0)
    return -1;
  int stdio = type ? strcmp(type, "stdin_stdout") == 0 : !fn;
  if (!stdio && type && strcmp(type, "function_call") != 0) {
    errf(err, cap, TC ".type: expected \"function_call\" or \"stdin_stdout\", got \"%.40s\"", type);
    return -1;
  }
  if (stdio && !lim->stdin_ok) {
    errf(err, cap, TC ".type: \"stdin_stdout\" needs standard input, which this server does not support");
    return -1;
  }
  if (!stdio && !fn) { errf(err, cap, TC ".fn_name: missing"); return -1; }
  in = json_object_get(tc, "input");
  out = json_object_get(tc, "output");
  if (!json_is_array(in)) {
    errf(err, cap, TC ".input: expected an array, got %s", in ? batch_json_kind(in) : "nothing");
    return -1;
  }
  if (!json_is_array(out)) {
    errf(err, cap, TC ".output: expected an array, got %s", out ? batch_json_kind(out) : "nothing");
    return -1;
  }
  if (json_array_size(in) != json_array_size(out)) {
    errf(err, cap, TC ".output: %zu values for %zu inputs", json_array_size(out), json_array_size(in));
    return -1;
  }
  int json_input = json_is_true(json_object_get(tc, "json_input"));
  json_t *tests = json_array(), *cases = json_array();
  json_object_set_new(root, "gnc_cases", cases); /* the cases as run, for test_info */
  if (stdio) json_object_set_new(root, "gnc_stdio", json_true());
  for (size_t i = 0; stdio && i < json_array_size(in); i++) { /* main, its standard input, its output */
    json_t *a = json_array_get(in, i), *o = json_array_get(out, i);
    if (!json_is_string(a) || !json_is_string(o)) {
      errf(err, cap, TC ".%s[%zu]: expected a string, got %s", json_is_string(a) ? "output" : "input", i,
           batch_json_kind(json_is_string(a) ? o : a));
      json_decref(tests);
      return -1;
    }
    json_array_append_new(tests, json_pack("{s[]sO}", "args", "stdin", a));
    json_array_append_new(cases, json_pack("{s{sO}s{sO}}", "input", "stdin", a, "output", "stdout", o));
  }
  for (size_t i = 0; !stdio && i < json_array_size(in); i++) {
    json_t *a = json_incref(json_array_get(in, i)), *o = json_incref(json_array_get(out, i));
    if (json_input && json_is_string(a)) { /* as ScaleBox: input lines and the output parsed as JSON */
      json_t *pa = json_lines(json_string_value(a));
      json_t *po = json_is_string(o) ? json_loads(json_string_value(o), JSON_DECODE_ANY, NULL) : NULL;
      if (pa && po) {
        json_decref(a);
        json_decref(o);
        a = pa;
        o = json_pack("[o]", po);
      } else {
        json_decref(pa);
        json_decref(po);
      }
    }
    if (!json_is_array(a)) {
      errf(err, cap, TC ".input[%zu]: expected an array (the arguments), got %s", i, batch_json_kind(a));
      json_decref(a); json_decref(o); json_decref(tests);
      return -1;
    }
    if (json_is_array(o) && json_array_size(o) != 1) {
      errf(err, cap, TC ".output[%zu]: expected [VALUE] (the return value), got an array of %zu", i,
           json_array_size(o));
      json_decref(a); json_decref(o); json_decref(tests);
      return -1;
    }
    json_t *want = json_is_array(o) ? json_array_get(o, 0) : o;
    json_array_append_new(tests, json_pack("{sOsO}", "args", a, "expect", want));
    json_array_append_new(cases,
                          json_pack("{sssssoso}", "type", "function_call", "fn_name", fn, "input", a, "output", o));
  }
  char *code = extract_code(completion);
  if (!code) { json_decref(tests); errf(err, cap, "out of memory"); return -1; }
  json_object_set_new(root, "gnc_code", json_string(code));
  json_t *prog = json_pack("{sssssO}", "source", code, "entry", stdio ? "main" : fn, "tests", tests);
  free(code);
  json_decref(tests);
  if (!prog) { errf(err, cap, "completion: the code is not valid UTF-8"); return -1; }
  return add_program(p, prog, err, cap);
}

/* ---------------------------------------------------------------- POST /run_code (SandboxFusion) */
static int parse_runcode(char *body, size_t len, const SvLimits *lim, SvProgs *p, char *err, size_t cap) {
  json_t *root = load_object(body, len, err, cap), *v;
  const char *code = NULL, *lang = NULL, *in = NULL;
  free(body);
  if (!root) return -1;
  p->ctx = root;
  int k = get_string(root, "code", "", &code, err, cap);
  if (k < 0) return -1;
  if (k == 0) { errf(err, cap, "code: missing"); return -1; }
  if ((k = get_string(root, "language", "", &lang, err, cap)) < 0) return -1;
  if (k == 0) { errf(err, cap, "language: missing"); return -1; }
  if (strcmp(lang, "c") != 0) { errf(err, cap, "language: only \"c\" is supported, got \"%.40s\"", lang); return -1; }
  if (get_string(root, "stdin", "", &in, err, cap) < 0) return -1;
  if (in && *in && !lim->stdin_ok) {
    errf(err, cap, "stdin: standard input is not supported by this server");
    return -1;
  }
  if (timeout_fuel(json_object_get(root, "run_timeout"), "run_timeout", lim, &p->fuel, err, cap)) return -1;
  if ((v = json_object_get(root, "files")) && !json_is_null(v) && (!json_is_object(v) || json_object_size(v))) {
    errf(err, cap, "files: not supported (programs get no files), expected {}");
    return -1;
  }
  if ((v = json_object_get(root, "fetch_files")) && !json_is_null(v) && (!json_is_array(v) || json_array_size(v))) {
    errf(err, cap, "fetch_files: not supported (programs write no files), expected []");
    return -1;
  }
  json_t *test = json_pack("{s[]}", "args");
  if (in && *in) json_object_set_new(test, "stdin", json_string(in));
  json_t *prog = json_pack("{sssss[o]}", "source", code, "entry", "main", "tests", test);
  if (!prog) { errf(err, cap, "out of memory"); return -1; }
  return add_program(p, prog, err, cap);
}

int sv_parse(int kind, char *body, size_t len, const char *query_fuel, const SvLimits *lim, SvProgs *p, char *err,
             size_t cap) {
  memset(p, 0, sizeof *p);
  p->kind = kind;
  int rc = kind == SV_BATCH ? parse_batch(body, len, query_fuel, lim, p, err, cap)
           : kind == SV_SCALEBOX ? parse_scalebox(body, len, lim, p, err, cap)
                                 : parse_runcode(body, len, lim, p, err, cap);
  if (p->fuel >= lim->max_fuel) p->fuel = 0; /* the server's: batched with every other such request */
  return rc;
}

/* ---------------------------------------------------------------- answers */
/* SandboxFusion's CommandRunResult */
static json_t *command_result(const char *status, double t, int rc, const char *out, const char *err) {
  return json_pack("{sssfsissss}", "status", status, "execution_time", t, "return_code", rc, "stdout", out,
                   "stderr", err);
}

/* one program's result line as SandboxFusion's RunCodeResponse (also ScaleBox's exec_info); *passed: the
 * test passed (ScaleBox: the call returned the expected value) */
static json_t *exec_info(json_t *res, double run_s, int *passed) {
  const char *st = json_string_value(json_object_get(res, "status"));
  json_t *compile, *run = json_null();
  const char *status = "Failed";
  *passed = 0;
  if (!st || strcmp(st, "ok") != 0) {
    const char *msg = json_string_value(json_object_get(res, "error"));
    char *e = NULL;
    if (asprintf(&e, "%s\n", msg ? msg : "invalid result") < 0) e = NULL;
    compile = command_result("Finished", run_s, 1, "", e ? e : "");
    free(e);
  } else {
    json_t *t = json_array_get(json_object_get(res, "results"), 0);
    const char *ts = json_string_value(json_object_get(t, "status"));
    const char *trap = json_string_value(json_object_get(t, "trap"));
    const char *out = json_string_value(json_object_get(t, "stdout"));
    json_t *val = json_object_get(t, "exit");
    if (!val) val = json_object_get(t, "value");
    int rc = json_is_integer(val) ? (int)(json_integer_value(val) & 255) : 0;
    char errtext[200] = "";
    if (json_is_true(json_object_get(t, "stdout_truncated")))
      snprintf(errtext, sizeof errtext, "gnc: the output was cut off (see --report and --out)\n");
    size_t el = strlen(errtext);
    compile = command_result("Finished", 0.0, 0, "", "");
    if (trap) {
      int tle = strcmp(trap, "out_of_fuel") == 0;
      snprintf(errtext + el, sizeof errtext - el, "runtime error: %s\n", trap);
      run = command_result(tle ? "TimeLimitExceeded" : "Finished", run_s, tle ? -1 : 134, out ? out : "", errtext);
    } else if (ts && strcmp(ts, "fail") == 0) { /* a call that returned another value than the expected one */
      snprintf(errtext + el, sizeof errtext - el, "gnc: the %s is not the expected one\n",
               json_object_get(t, "exit") ? "exit status" : "return value");
      run = command_result("Finished", run_s, 1, out ? out : "", errtext);
    } else {
      *passed = ts && strcmp(ts, "pass") == 0;
      if (*passed) rc = 0;
      run = command_result("Finished", run_s, rc, out ? out : "", errtext);
      if (rc == 0) status = "Success";
    }
  }
  return json_pack("{sssssososnso}", "status", status, "message", "", "compile_result", compile, "run_result", run,
                   "executor_pod_name", "files", json_object());
}

static json_t *parse_line(const char *s, size_t n) {
  json_t *v = json_loadb(s, n, 0, NULL);
  if (!json_is_object(v)) {
    json_decref(v);
    v = json_pack("{ssss}", "status", "invalid_input", "error", "no result");
  }
  return v;
}

static char *dump(json_t *v, size_t *len) {
  char *s = json_dumps(v, JSON_COMPACT | JSON_REAL_PRECISION(17));
  json_decref(v);
  *len = s ? strlen(s) : 0;
  return s;
}

/* s[0..n) without the whitespace at both ends (as Python's str.strip) */
static void strip(const char **s, size_t *n) {
  while (*n && strchr(" \t\n\r\v\f", (*s)[0])) { (*s)++; (*n)--; }
  while (*n && strchr(" \t\n\r\v\f", (*s)[*n - 1])) (*n)--;
}

static int as_number(const char *s, size_t n, double *d) {
  char t[64], *e;
  if (n == 0 || n >= sizeof t) return 0;
  memcpy(t, s, n);
  t[n] = 0;
  *d = strtod(t, &e);
  return *e == 0;
}

/* ScaleBox's comparison of outputs (sandbox/utils/testing.py, check_stdio_test_case): both stripped and split
 * into lines, the lines of both compared pairwise (as far as both go) without case (ASCII) and surrounding
 * whitespace, lines that are both numbers also within a relative 1e-5 */
static int stdio_equal(const char *got, size_t gn, const char *want, size_t wn) {
  strip(&got, &gn);
  strip(&want, &wn);
  for (;;) {
    const char *g1 = memchr(got, '\n', gn), *w1 = memchr(want, '\n', wn);
    size_t gl = g1 ? (size_t)(g1 - got) : gn, wl = w1 ? (size_t)(w1 - want) : wn;
    const char *g = got, *w = want;
    size_t a = gl, b = wl;
    double x, y;
    strip(&g, &a);
    strip(&w, &b);
    if (!(a == b && strncasecmp(g, w, a) == 0) &&
        !(as_number(w, b, &y) && as_number(g, a, &x) && fabs(x - y) / fmax(fabs(y), 1e-10) < 1e-5))
      return 0;
    if (!g1 || !w1) return 1;
    got = g1 + 1; gn -= gl + 1;
    want = w1 + 1; wn -= wl + 1;
  }
}

/* ScaleBox's EvalResult: one test per case, each with SandboxFusion's exec_info */
static char *answer_scalebox(const SvProgs *p, const char *line, size_t n, double run_s, size_t *len) {
  json_t *res = parse_line(line, n), *tests = json_array(), *cases = json_object_get(p->ctx, "gnc_cases");
  json_t *results = json_object_get(res, "results");
  const char *st = json_string_value(json_object_get(res, "status"));
  int all = 1;
  for (size_t i = 0; i < json_array_size(cases); i++) {
    int passed;
    json_t *one;
    if (st && strcmp(st, "ok") == 0)
      one = json_pack("{sss[O]}", "status", "ok", "results", json_array_get(results, i));
    else
      one = json_incref(res);
    json_t *x = exec_info(one, run_s, &passed);
    json_decref(one);
    if (json_is_true(json_object_get(p->ctx, "gnc_stdio"))) { /* Success, and the output is the expected one */
      json_t *run = json_object_get(x, "run_result"),
             *want = json_object_get(json_object_get(json_array_get(cases, i), "output"), "stdout");
      const char *got = json_string_value(json_object_get(run, "stdout"));
      passed = strcmp(json_string_value(json_object_get(x, "status")), "Success") == 0 && got &&
               !strstr(json_string_value(json_object_get(run, "stderr")), "cut off") &&
               stdio_equal(got, strlen(got), json_string_value(want), json_string_length(want));
    }
    all &= passed;
    json_array_append_new(tests, json_pack("{sbsosO}", "passed", passed, "exec_info", x, "test_info",
                                           json_array_get(cases, i)));
  }
  json_t *id = json_object_get(p->ctx, "id");
  json_t *a = json_pack("{sosbsOsnsnsosnsn}", "id", id ? json_incref(id) : json_integer(0), "accepted", all,
                        "extracted_code", json_object_get(p->ctx, "gnc_code"), "full_code", "test_code", "tests",
                        tests, "extracted_type", "extra");
  json_decref(res);
  return dump(a, len);
}

char *sv_answer(const SvProgs *p, const char *const *lines, const size_t *lens, double run_s, size_t *len) {
  if (p->kind == SV_BATCH) {
    Buf b = {0};
    buf_puts(&b, "[");
    for (long i = 0; i < p->n; i++) {
      if (i) buf_puts(&b, ",");
      buf_put(&b, lines[i], lens[i]);
    }
    buf_puts(&b, "]");
    *len = b.len;
    return b.p;
  }
  if (p->kind == SV_SCALEBOX) return answer_scalebox(p, lines[0], lens[0], run_s, len);
  int passed;
  json_t *res = parse_line(lines[0], lens[0]);
  json_t *x = exec_info(res, run_s, &passed);
  json_decref(res);
  return dump(x, len);
}
