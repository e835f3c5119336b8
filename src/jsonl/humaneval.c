/* humaneval.c - `gnc batch --format humaneval`: human-eval's sample and result formats on gnc's batch engine.
 *
 * The problem file (JSON lines, as human-eval's) gives each task:
 *   {"task_id": "T", "prompt": "C text", "entry_point": "f", "tests": [gnc test, ...]}   tests call f
 *   {"task_id": "T", "prompt": "C text", "test": "C source with a main that asserts"}   main must return 0
 * A sample {"task_id": "T", "completion": "..."} becomes the program prompt + completion (human-eval's
 * check program), with "\n" + test + "\n" after it for the second kind; engine.c runs it like any other
 * line.  The result line is the sample with "result" ("passed", "timed out" when a test ran out of fuel,
 * "failed: REASON") and "passed" added, as human-eval's *_results.jsonl; the first test that does not pass
 * gives the reason.  The per-task counts give pass@k with human-eval's unbiased estimator, for every k that
 * no attempted task has fewer samples than.
 */
#include "jsonl/jsonl.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>

struct He {
  json_t *byid;      /* task_id -> index                                               */
  json_t *problems;  /* array of the problem objects                                   */
  json_t *main_test; /* [{"expect": 0}]: the check of a problem given as "test" source */
  int64_t *n, *c;    /* samples and passed samples per task                           */
  int64_t invalid;   /* sample lines that named no known task or were malformed        */
  const char *path;
};

static const char *kind(json_t *v) {
  switch (json_typeof(v)) {
  case JSON_OBJECT: return "an object";
  case JSON_ARRAY: return "an array";
  case JSON_STRING: return "a string";
  case JSON_NULL: return "null";
  case JSON_TRUE: case JSON_FALSE: return "a boolean";
  default: return "a number";
  }
}

/* a string member that must be there (or may be absent: opt); NULL and the reason in err when it is not */
static int str_member(json_t *o, const char *key, int opt, const char **out, char *err, size_t cap) {
  json_t *v = json_object_get(o, key);
  *out = NULL;
  if (!v) {
    if (!opt) snprintf(err, cap, "missing \"%s\"", key);
    return opt ? 0 : -1;
  }
  if (!json_is_string(v)) {
    snprintf(err, cap, "%s: expected a string, got %s", key, kind(v));
    return -1;
  }
  *out = json_string_value(v);
  return 0;
}

/* one problem line: 0, or -1 with the reason */
static int add_problem(He *h, json_t *p, char *(*check)(json_t *), char *err, size_t cap) {
  const char *id, *prompt, *entry, *test;
  if (!json_is_object(p)) { snprintf(err, cap, "expected a JSON object, got %s", kind(p)); return -1; }
  if (str_member(p, "task_id", 0, &id, err, cap) || str_member(p, "prompt", 0, &prompt, err, cap) ||
      str_member(p, "entry_point", 1, &entry, err, cap) || str_member(p, "test", 1, &test, err, cap))
    return -1;
  json_t *tests = json_object_get(p, "tests");
  if (tests && json_is_null(tests)) tests = NULL;
  if (tests && test) { snprintf(err, cap, "task %s: give \"tests\" or \"test\", not both", id); return -1; }
  if (!tests && !test) {
    snprintf(err, cap, "task %s: missing \"tests\" (gnc tests of entry_point) or \"test\" (C source with a main)", id);
    return -1;
  }
  if (tests) {
    if (!json_is_array(tests)) {
      snprintf(err, cap, "task %s: tests: expected an array, got %s", id, kind(tests));
      return -1;
    }
    if (!entry) { snprintf(err, cap, "task %s: missing \"entry_point\" (the function the tests call)", id); return -1; }
    char *why = check(tests);
    if (why) { snprintf(err, cap, "task %s: %s", id, why); free(why); return -1; }
  }
  if (json_object_get(h->byid, id)) {
    snprintf(err, cap, "task %s: a second problem with this task_id", id);
    return -1;
  }
  json_object_set_new(h->byid, id, json_integer((json_int_t)json_array_size(h->problems)));
  json_array_append(h->problems, p);
  return 0;
}

He *he_load(const char *path, char *(*check)(json_t *tests), char *err, size_t cap) {
  FILE *f = fopen(path, "rb");
  if (!f) { snprintf(err, cap, "%s: cannot read the problems: %s", path, strerror(errno)); return NULL; }
  He *h = calloc(1, sizeof *h);
  char *line = NULL, why[512];
  size_t lcap = 0;
  ssize_t n;
  long lineno = 0;
  int ok = h != NULL;
  if (ok) {
    h->byid = json_object();
    h->problems = json_array();
    h->main_test = json_pack("[{s:i}]", "expect", 0);
    h->path = path;
  }
  while (ok && (n = getline(&line, &lcap, f)) >= 0) {
    char *s = line;
    lineno++;
    if (lineno == 1 && n >= 3 && memcmp(s, "\xEF\xBB\xBF", 3) == 0) { s += 3; n -= 3; }
    size_t k = 0;
    while (k < (size_t)n && (s[k] == ' ' || s[k] == '\t' || s[k] == '\r' || s[k] == '\n')) k++;
    if (k == (size_t)n) continue;
    json_error_t e;
    json_t *p = memchr(s, 0, (size_t)n) ? NULL : json_loadb(s, (size_t)n, JSON_REJECT_DUPLICATES, &e);
    if (!p) {
      snprintf(err, cap, "%s:%ld: invalid JSON%s%s", path, lineno, memchr(s, 0, (size_t)n) ? ": a NUL byte" : ": ",
               memchr(s, 0, (size_t)n) ? "" : e.text);
      ok = 0;
    } else if (add_problem(h, p, check, why, sizeof why) != 0) {
      snprintf(err, cap, "%s:%ld: %s", path, lineno, why);
      ok = 0;
    }
    json_decref(p);
  }
  if (ok && ferror(f)) { snprintf(err, cap, "%s: read error: %s", path, strerror(errno)); ok = 0; }
  if (ok && json_array_size(h->problems) == 0) { snprintf(err, cap, "%s: no problems in the file", path); ok = 0; }
  free(line);
  fclose(f);
  if (ok) {
    size_t np = json_array_size(h->problems);
    h->n = calloc(np, sizeof *h->n);
    h->c = calloc(np, sizeof *h->c);
    ok = h->n && h->c;
    if (!ok) snprintf(err, cap, "out of memory");
  }
  if (!ok) { he_free(h); return NULL; }
  return h;
}

void he_free(He *h) {
  if (!h) return;
  json_decref(h->byid);
  json_decref(h->problems);
  json_decref(h->main_test);
  free(h->n);
  free(h->c);
  free(h);
}

static char *dupf(const char *fmt, const char *a, const char *b) {
  char tmp[600];
  snprintf(tmp, sizeof tmp, fmt, a, b);
  return strdup(tmp);
}

char *he_program(const He *h, json_t *sample, json_t **src, json_t **entry, json_t **tests, int32_t *task,
                 int *mode) {
  json_t *id = json_object_get(sample, "task_id"), *comp = json_object_get(sample, "completion");
  *src = *entry = NULL;
  *task = -1;
  if (!id) return strdup("missing \"task_id\"");
  if (!json_is_string(id)) return dupf("task_id: expected a string, got %s%s", kind(id), "");
  json_t *at = json_object_get(h->byid, json_string_value(id));
  if (!at) {
    char q[200];
    snprintf(q, sizeof q, "%.150s", json_string_value(id));
    return dupf("task_id: unknown task \"%s\" (not in %s)", q, h->path);
  }
  if (!comp) return strdup("missing \"completion\"");
  if (!json_is_string(comp)) return dupf("completion: expected a string, got %s%s", kind(comp), "");
  json_t *p = json_array_get(h->problems, (size_t)json_integer_value(at));
  json_t *prompt = json_object_get(p, "prompt"), *test = json_object_get(p, "test");
  size_t lp = json_string_length(prompt), lc = json_string_length(comp), lt = test ? json_string_length(test) : 0;
  size_t len = lp + lc + (test ? lt + 2 : 0);
  char *s = malloc(len + 1);
  if (!s) return strdup("out of memory");
  memcpy(s, json_string_value(prompt), lp);
  memcpy(s + lp, json_string_value(comp), lc);
  if (test) {
    s[lp + lc] = '\n';
    memcpy(s + lp + lc + 1, json_string_value(test), lt);
    s[len - 1] = '\n';
  }
  *src = json_stringn_nocheck(s, len);
  free(s);
  *mode = test != NULL;
  *entry = json_string(test ? "main" : json_string_value(json_object_get(p, "entry_point")));
  *tests = test ? h->main_test : json_object_get(p, "tests");
  *task = (int32_t)json_integer_value(at);
  if (!*src || !*entry) return strdup("out of memory");
  return NULL;
}

int he_result(Buf *b, int mode, const ProgResult *r, const TestResult *tr, int64_t ntests, const char *err) {
  Buf m = {0};
  int passed = 0;
  if (r->status == PS_COMPILE_ERROR) {
    buf_printf(&m, "failed: compile error: %s", err);
  } else if (r->status != PS_OK) {
    buf_printf(&m, "failed: %s", err);
  } else {
    int64_t t = 0;
    while (t < ntests && (tr[t].status == TS_PASS || tr[t].status == TS_DONE)) t++;
    if (t == ntests) {
      buf_puts(&m, "passed");
      passed = 1;
    } else {
      const TestResult *x = &tr[t];
      char at[48] = "";
      if (!mode) snprintf(at, sizeof at, "tests[%lld]: ", (long long)t);
      if (x->status == TS_TRAP && x->trap == TRAP_FUEL) buf_puts(&m, "timed out");
      else if (x->status == TS_TRAP) buf_printf(&m, "failed: %s%s", at, vm_trap_name(x->trap));
      else if (x->status != TS_FAIL) buf_printf(&m, "failed: %snot run", at);
      else if (mode) buf_printf(&m, x->flags & TR_EXITED ? "failed: exit(%lld)" : "failed: main returned %lld",
                                (long long)x->value.i);
      else {
        const char *sep = "";
        buf_printf(&m, "failed: %swrong ", at);
        if (x->flags & TR_DIFF_VALUE) { buf_puts(&m, x->flags & TR_EXITED ? "exit" : "value"); sep = ", "; }
        if (x->flags & TR_DIFF_OUT) { buf_printf(&m, "%sstdout", sep); sep = ", "; }
        if (x->flags & TR_DIFF_AFTER) buf_printf(&m, "%sargs_after[%d]", sep, x->after_arg);
        else if (!*sep) buf_puts(&m, "value");
      }
    }
  }
  buf_json_str(b, m.p ? m.p : "", m.len);
  buf_free(&m);
  return passed;
}

void he_count(He *h, int32_t task, int passed) {
  h->n[task]++;
  h->c[task] += passed != 0;
}

void he_invalid(He *h) { h->invalid++; }

double he_pass_at_k(int64_t n, int64_t c, int64_t k) {
  if (n - c < k) return 1.0;
  double prod = 1.0;
  for (int64_t i = n - c + 1; i <= n; i++) prod *= 1.0 - (double)k / (double)i;
  return 1.0 - prod;
}

void he_summary(const He *h, FILE *f, FILE *json, const int64_t *ks, int nk) {
  size_t np = json_array_size(h->problems);
  int64_t samples = 0, passed = 0, tasks = 0, least = -1;
  for (size_t t = 0; t < np; t++) {
    if (!h->n[t]) continue;
    tasks++;
    samples += h->n[t];
    passed += h->c[t];
    if (least < 0 || h->n[t] < least) least = h->n[t];
  }
  fprintf(f, "gnc batch: humaneval: %lld samples of %lld tasks (%zu problems), %lld passed, %lld invalid",
          (long long)samples, (long long)tasks, np, (long long)passed, (long long)h->invalid);
  if (json)
    fprintf(json, "{\"samples\":%lld,\"tasks\":%lld,\"problems\":%zu,\"passed\":%lld,\"invalid\":%lld",
            (long long)samples, (long long)tasks, np, (long long)passed, (long long)h->invalid);
  for (int i = 0; i < nk; i++) {
    if (tasks == 0 || least < ks[i]) {
      fprintf(f, "; pass@%lld left out (a task has fewer samples)", (long long)ks[i]);
      continue;
    }
    double sum = 0;
    for (size_t t = 0; t < np; t++)
      if (h->n[t]) sum += he_pass_at_k(h->n[t], h->c[t], ks[i]);
    fprintf(f, "; pass@%lld %.4f", (long long)ks[i], sum / (double)tasks);
    if (json) {
      Buf b = {0};
      buf_json_double(&b, sum / (double)tasks);
      fprintf(json, ",\"pass@%lld\":%.*s", (long long)ks[i], (int)b.len, b.p);
      buf_free(&b);
    }
  }
  fputc('\n', f);
  if (json) fputs("}\n", json);
}
