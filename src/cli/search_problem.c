/* search_problem.c - the problem file of `gnc search` (format: docs/search.md).
 *
 *   {"signature": "int f(int x[], int n)", "train": [{"args": [[1, 2], 2], "expect": 3}, ...],
 *    "test": [...], "error": "abs" | "exact", "tolerance": 0, "step_limit": 100000,
 *    "blocks": {"ops": [...], "library": [...], "loops": ["for", "while"], "loop_limit": 1000,
 *               "literals": [0, 1, 2], "constants": 10, "locals": {"int": 2, "double": 1},
 *               "init_depth": 3, "max_depth": 8}}
 *
 * Every error names the field (`train[3].args[1]: expected an integer, got a string`); unknown fields are
 * errors too, so that a misspelt option is never silently ignored.  The signature is parsed here (a
 * declarator of int, long, double and bool scalars and `T name[]` arrays, each array followed by its
 * length); the compiler sees it only inside candidates.
 */
#include "cli/cli.h"
#include <jansson.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { char *err; size_t cap; } Err;

static int fail(Err *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int fail(Err *e, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(e->err, e->cap, fmt, ap);
  va_end(ap);
  return -1;
}

static const char *kind(json_t *v) {
  switch (json_typeof(v)) {
  case JSON_OBJECT: return "an object";
  case JSON_ARRAY: return "an array";
  case JSON_STRING: return "a string";
  case JSON_INTEGER: return "an integer";
  case JSON_REAL: return "a real";
  case JSON_TRUE: case JSON_FALSE: return "a boolean";
  default: return "null";
  }
}

/* ---------------------------------------------------------------- the signature */
typedef struct { const char *p; } Sig;

static void sig_space(Sig *s) { while (*s->p == ' ' || *s->p == '\t' || *s->p == '\n') s->p++; }
static int sig_word(Sig *s, char *w, size_t cap) {
  size_t n = 0;
  sig_space(s);
  while ((*s->p >= 'a' && *s->p <= 'z') || (*s->p >= 'A' && *s->p <= 'Z') || *s->p == '_' ||
         (n > 0 && *s->p >= '0' && *s->p <= '9')) {
    if (n + 1 >= cap) return -1;
    w[n++] = *s->p++;
  }
  w[n] = 0;
  return n > 0 ? 0 : -1;
}
static int sig_punct(Sig *s, char c) {
  sig_space(s);
  if (*s->p != c) return 0;
  s->p++;
  return 1;
}

/* a type name: GT_* and its C spelling, or -1 */
static int sig_type(Sig *s, char *ctype, Err *e, const char *what) {
  char w[GP_NAME];
  if (sig_word(s, w, sizeof w) < 0) return fail(e, "signature: expected a type for %s", what);
  if (!strcmp(w, "const") && sig_word(s, w, sizeof w) < 0) return fail(e, "signature: expected a type for %s", what);
  if (strcmp(w, "int") && strcmp(w, "long") && strcmp(w, "double") && strcmp(w, "bool"))
    return fail(e, "signature: type '%s' of %s is not supported (int, long, double, bool and arrays of them)", w, what);
  strcpy(ctype, w);   /* at most "double" */
  return !strcmp(w, "double") ? GT_DBL : !strcmp(w, "bool") ? GT_BOOL : GT_INT;
}

static const char *const RESERVED[] = {"i", "lim", "a0", "a1", "a2", "a3", "d0", "d1", "d2", "d3", "t0", "t1",
                                       "t2", "t3", "gdiv", "gmod", "gabs", "gmin", "gmax", "gd2i", NULL};

static int sig_name_ok(const GpSpec *sp, const char *w, Err *e) {
  int k;
  for (k = 0; RESERVED[k]; k++)
    if (!strcmp(w, RESERVED[k])) return fail(e, "signature: the name '%s' is reserved for the candidates' locals", w);
  if (!strncmp(w, "gel_", 4)) return fail(e, "signature: names starting with 'gel_' are reserved");
  if (!strcmp(w, sp->fname)) return fail(e, "signature: parameter '%s' has the function's name", w);
  for (k = 0; k < sp->nparam; k++)
    if (!strcmp(w, sp->pname[k])) return fail(e, "signature: parameter '%s' appears twice", w);
  return 0;
}

static int sig_param(Sig *s, GpSpec *sp, Err *e) {
  int k = sp->nparam, t;
  char what[32];
  if (k >= GP_MAX_PARAMS) return fail(e, "signature: more than %d parameters", GP_MAX_PARAMS);
  snprintf(what, sizeof what, "parameter %d", k + 1);
  if ((t = sig_type(s, sp->pctype[k], e, what)) < 0) return -1;
  if (sig_word(s, sp->pname[k], GP_NAME) < 0) return fail(e, "signature: expected the name of %s", what);
  if (sig_name_ok(sp, sp->pname[k], e) < 0) return -1;
  sp->pty[k] = (uint8_t)t;
  sp->plen[k] = -1;
  if (sig_punct(s, '[')) {
    if (!sig_punct(s, ']')) return fail(e, "signature: expected ']' after '%s['", sp->pname[k]);
    if (t == GT_BOOL) return fail(e, "signature: arrays of bool are not supported ('%s')", sp->pname[k]);
    sp->plen[k] = 0;  /* its length: the next parameter (checked by the caller) */
  }
  sp->nparam++;
  return 0;
}

static int sig_parse(const char *text, GpSpec *sp, Err *e) {
  Sig s = {text};
  char rt[8];
  int t, k;
  if ((t = sig_type(&s, rt, e, "the result")) < 0) return -1;
  sp->ret = (uint8_t)t;
  if (sig_word(&s, sp->fname, GP_NAME) < 0) return fail(e, "signature: expected the function's name");
  if (!sig_punct(&s, '(')) return fail(e, "signature: expected '(' after '%s'", sp->fname);
  if (!sig_punct(&s, ')')) {
    do {
      if (sig_param(&s, sp, e) < 0) return -1;
    } while (sig_punct(&s, ','));
    if (!sig_punct(&s, ')')) return fail(e, "signature: expected ',' or ')' after parameter %d", sp->nparam);
  }
  sig_space(&s);
  if (*s.p && !(*s.p == ';' && (s.p++, sig_space(&s), !*s.p))) return fail(e, "signature: unexpected text after ')'");
  for (k = 0; k < sp->nparam; k++) {
    if (sp->plen[k] < 0) continue;
    if (k + 1 >= sp->nparam || sp->pty[k + 1] != GT_INT || sp->plen[k + 1] >= 0)
      return fail(e, "signature: array '%s' must be followed by its length (an int or long parameter)", sp->pname[k]);
    sp->plen[k] = (int8_t)(k + 1);
  }
  /* the canonical declarator the candidates print */
  {
    size_t n = (size_t)snprintf(sp->sig, sizeof sp->sig, "%s %s(", rt, sp->fname);
    for (k = 0; k < sp->nparam && n < sizeof sp->sig; k++)
      n += (size_t)snprintf(sp->sig + n, sizeof sp->sig - n, "%s%s %s%s", k ? ", " : "", sp->pctype[k], sp->pname[k],
                            sp->plen[k] >= 0 ? "[]" : "");
    if (n + 2 >= sizeof sp->sig) return fail(e, "signature: too long");
    strcat(sp->sig, sp->nparam ? ")" : "void)");
  }
  return 0;
}

/* ---------------------------------------------------------------- building blocks */
typedef struct { const char *name; int ops[3]; } OpName;
static const OpName OP_NAMES[] = {
  {"+", {GP_ADD, GP_DADD, -1}}, {"-", {GP_SUB, GP_DSUB, -1}}, {"*", {GP_MUL, GP_DMUL, -1}},
  {"/", {GP_DIV, GP_DDIV, -1}}, {"%", {GP_MOD, -1, -1}}, {"neg", {GP_NEG, GP_DNEG, -1}}, {"abs", {GP_ABS, -1, -1}},
  {"min", {GP_MIN, -1, -1}}, {"max", {GP_MAX, -1, -1}}, {"?:", {GP_TERN, -1, -1}}, {"<", {GP_LT, GP_DLT, -1}},
  {"<=", {GP_LE, GP_DLE, -1}}, {"==", {GP_EQ, -1, -1}}, {"!=", {GP_NE, -1, -1}}, {"&&", {GP_AND, -1, -1}},
  {"||", {GP_OR, -1, -1}}, {"!", {GP_NOT, -1, -1}}, {"convert", {GP_D2I, GP_I2D, GP_B2I}},
  {"sqrt", {GP_SQRT, -1, -1}}, {"fabs", {GP_FABS, -1, -1}}, {"floor", {GP_FLOOR, -1, -1}},
  {"fmin", {GP_FMIN, -1, -1}}, {"fmax", {GP_FMAX, -1, -1}}, {NULL, {-1, -1, -1}}};

static int blocks_ops(json_t *v, const char *field, uint64_t *mask, Err *e) {
  size_t i;
  if (!json_is_array(v)) return fail(e, "%s: expected an array of names, got %s", field, kind(v));
  for (i = 0; i < json_array_size(v); i++) {
    json_t *x = json_array_get(v, i);
    int k, j, found = 0;
    if (!json_is_string(x)) return fail(e, "%s[%zu]: expected a name, got %s", field, i, kind(x));
    for (k = 0; OP_NAMES[k].name; k++) {
      if (strcmp(OP_NAMES[k].name, json_string_value(x))) continue;
      found = 1;
      for (j = 0; j < 3 && OP_NAMES[k].ops[j] >= 0; j++) *mask |= 1ull << OP_NAMES[k].ops[j];
    }
    if (!found)
      return fail(e, "%s[%zu]: unknown building block '%s' (docs/search.md lists them)", field, i,
                  json_string_value(x));
  }
  return 0;
}

static int get_count(json_t *v, const char *field, int64_t lo, int64_t hi, int64_t *out, Err *e) {
  if (!json_is_integer(v)) return fail(e, "%s: expected an integer, got %s", field, kind(v));
  *out = json_integer_value(v);
  if (*out < lo || *out > hi)
    return fail(e, "%s: %lld is out of range (%lld to %lld)", field, (long long)*out, (long long)lo, (long long)hi);
  return 0;
}

static int blocks_literals(json_t *v, GpSpec *sp, Err *e) {
  size_t i;
  if (!json_is_array(v)) return fail(e, "blocks.literals: expected an array of numbers, got %s", kind(v));
  sp->nlit[0] = sp->nlit[1] = 0;
  for (i = 0; i < json_array_size(v); i++) {
    json_t *x = json_array_get(v, i);
    if (!json_is_number(x)) return fail(e, "blocks.literals[%zu]: expected a number, got %s", i, kind(x));
    if (sp->nlit[1] >= GP_MAX_LITS) return fail(e, "blocks.literals: more than %d literals", GP_MAX_LITS);
    if (json_is_integer(x)) sp->lit_i[sp->nlit[0]++] = json_integer_value(x);
    sp->lit_d[sp->nlit[1]++] = json_number_value(x);
    if (!isfinite(json_number_value(x))) return fail(e, "blocks.literals[%zu]: not finite", i);
  }
  return 0;
}

static int blocks_locals(json_t *v, GpSpec *sp, Err *e) {
  const char *key;
  json_t *x;
  int64_t n[2] = {-1, -1};
  if (!json_is_object(v)) return fail(e, "blocks.locals: expected an object, got %s", kind(v));
  json_object_foreach(v, key, x) {
    int t = !strcmp(key, "int") ? 0 : !strcmp(key, "double") ? 1 : -1;
    char f[48];
    if (t < 0) return fail(e, "blocks.locals.%s: unknown field (int, double)", key);
    snprintf(f, sizeof f, "blocks.locals.%s", key);
    if (get_count(x, f, 0, GP_MAX_LOCALS, &n[t], e) < 0) return -1;
  }
  if (n[0] < 0) n[0] = 2;
  if (n[1] < 0) n[1] = 0;
  if (n[0] + n[1] > GP_MAX_LOCALS) return fail(e, "blocks.locals: more than %d locals", GP_MAX_LOCALS);
  sp->nloc = 0;
  while (n[0]--) sp->lty[sp->nloc++] = GT_INT;
  while (n[1]--) sp->lty[sp->nloc++] = GT_DBL;
  return 0;
}

static int uses_double(const GpSpec *sp) {
  int k;
  if (sp->ret == GT_DBL) return 1;
  for (k = 0; k < sp->nparam; k++) if (sp->pty[k] == GT_DBL) return 1;
  return 0;
}

static void blocks_default(GpSpec *sp) {
  int k;
  sp->ops = 0;
  for (k = GP_TERN; k < GP__NOPS; k++) sp->ops |= 1ull << k;
  sp->loops = (1 << GL_FOR) | (1 << GL_WHILE);
  sp->loop_limit = 1000;
  sp->nlit[0] = 3;
  sp->lit_i[0] = 0; sp->lit_i[1] = 1; sp->lit_i[2] = 2;
  sp->nlit[1] = 3;
  sp->lit_d[0] = 0; sp->lit_d[1] = 1; sp->lit_d[2] = 2;
  sp->erc = 10;
  sp->nloc = 2;
  sp->lty[0] = sp->lty[1] = GT_INT;
  if (uses_double(sp)) sp->lty[sp->nloc++] = GT_DBL;
  sp->init_depth = 3;
  sp->max_depth = 8;
}

static int blocks_parse(json_t *b, GpSpec *sp, Err *e) {
  const char *key;
  json_t *v;
  int64_t n;
  uint64_t lib = 0, ops = 0;
  int have_ops = 0, have_lib = 0;
  if (!json_is_object(b)) return fail(e, "blocks: expected an object, got %s", kind(b));
  json_object_foreach(b, key, v) {
    if (!strcmp(key, "ops")) { have_ops = 1; if (blocks_ops(v, "blocks.ops", &ops, e) < 0) return -1; }
    else if (!strcmp(key, "library")) { have_lib = 1; if (blocks_ops(v, "blocks.library", &lib, e) < 0) return -1; }
    else if (!strcmp(key, "loops")) {
      size_t i;
      if (!json_is_array(v)) return fail(e, "blocks.loops: expected an array, got %s", kind(v));
      sp->loops = 0;
      for (i = 0; i < json_array_size(v); i++) {
        json_t *x = json_array_get(v, i);
        const char *s = json_is_string(x) ? json_string_value(x) : "";
        if (!strcmp(s, "for")) sp->loops |= 1 << GL_FOR;
        else if (!strcmp(s, "while")) sp->loops |= 1 << GL_WHILE;
        else return fail(e, "blocks.loops[%zu]: expected \"for\" or \"while\"", i);
      }
    } else if (!strcmp(key, "loop_limit")) {
      if (get_count(v, "blocks.loop_limit", 1, 1000000, &n, e) < 0) return -1;
      sp->loop_limit = (int32_t)n;
    } else if (!strcmp(key, "literals")) { if (blocks_literals(v, sp, e) < 0) return -1; }
    else if (!strcmp(key, "constants")) {
      if (get_count(v, "blocks.constants", 0, 1000000000, &n, e) < 0) return -1;
      sp->erc = n;
    } else if (!strcmp(key, "locals")) { if (blocks_locals(v, sp, e) < 0) return -1; }
    else if (!strcmp(key, "init_depth")) {
      if (get_count(v, "blocks.init_depth", 1, 6, &n, e) < 0) return -1;
      sp->init_depth = (int32_t)n;
    } else if (!strcmp(key, "max_depth")) {
      if (get_count(v, "blocks.max_depth", 2, 16, &n, e) < 0) return -1;
      sp->max_depth = (int32_t)n;
    } else return fail(e, "blocks.%s: unknown field", key);
  }
  if (have_ops || have_lib) {   /* what is named replaces the defaults of its kind */
    uint64_t libmask = 0;
    int k;
    for (k = GP_SQRT; k <= GP_FMAX; k++) libmask |= 1ull << k;
    sp->ops = (have_ops ? ops & ~libmask : sp->ops & ~libmask) | (have_lib ? lib & libmask : sp->ops & libmask);
  }
  if (sp->init_depth > sp->max_depth) return fail(e, "blocks.init_depth: larger than max_depth (%d)", sp->max_depth);
  return 0;
}

/* ---------------------------------------------------------------- cases */
typedef struct { Problem *pb; int64_t narr_cap; } Fill;

static int case_value(json_t *v, int ty, int is_arr, const char *where, BVal *out, Fill *f, Err *e) {
  memset(out, 0, sizeof *out);
  if (is_arr) {
    size_t i, n;
    if (!json_is_array(v)) return fail(e, "%s: expected an array, got %s", where, kind(v));
    n = json_array_size(v);
    if (n > 65536) return fail(e, "%s: more than 65536 elements", where);
    if (f->pb->narr + (int64_t)n > f->narr_cap) {
      int64_t cap = (f->pb->narr + (int64_t)n) * 2 + 64;
      BVal *p = realloc(f->pb->arr, (size_t)cap * sizeof *p);
      if (!p) return fail(e, "%s: out of memory", where);
      f->pb->arr = p;
      f->narr_cap = cap;
    }
    out->tag = BV_ARRAY;
    out->v = f->pb->narr;
    out->len = (int32_t)n;
    for (i = 0; i < n; i++) {
      char w[96];
      snprintf(w, sizeof w, "%s[%zu]", where, i);
      if (case_value(json_array_get(v, i), ty, 0, w, &f->pb->arr[f->pb->narr + (int64_t)i], f, e) < 0) return -1;
    }
    f->pb->narr += (int64_t)n;
    return 0;
  }
  if (ty == GT_INT) {
    if (!json_is_integer(v)) return fail(e, "%s: expected an integer, got %s", where, kind(v));
    out->tag = BV_INT;
    out->v = json_integer_value(v);
  } else if (ty == GT_DBL) {
    Value x;
    if (!json_is_number(v)) return fail(e, "%s: expected a number, got %s", where, kind(v));
    x.d = json_number_value(v);
    out->tag = BV_DOUBLE;
    out->v = x.i;
  } else {
    if (!json_is_boolean(v)) return fail(e, "%s: expected true or false, got %s", where, kind(v));
    out->tag = BV_BOOL;
    out->v = json_is_true(v);
  }
  return 0;
}

static int one_case(json_t *c, const char *where, int32_t at, Fill *f, Err *e) {
  Problem *pb = f->pb;
  const GpSpec *sp = &pb->spec;
  json_t *args = NULL, *expect = NULL, *v;
  const char *key;
  char w[96];
  int k;
  BVal ex;
  if (!json_is_object(c)) return fail(e, "%s: expected an object, got %s", where, kind(c));
  json_object_foreach(c, key, v) {
    if (!strcmp(key, "args")) args = v;
    else if (!strcmp(key, "expect")) expect = v;
    else return fail(e, "%s.%s: unknown field (args, expect)", where, key);
  }
  if (!args) return fail(e, "%s: missing field 'args'", where);
  if (!expect) return fail(e, "%s: missing field 'expect'", where);
  if (!json_is_array(args)) return fail(e, "%s.args: expected an array, got %s", where, kind(args));
  if ((int)json_array_size(args) != sp->nparam)
    return fail(e, "%s.args: %zu arguments, the signature has %d", where, json_array_size(args), sp->nparam);
  for (k = 0; k < sp->nparam; k++) {
    BVal *b = &pb->args[(int64_t)at * sp->nparam + k];
    snprintf(w, sizeof w, "%s.args[%d]", where, k);
    if (case_value(json_array_get(args, (size_t)k), sp->pty[k], sp->plen[k] >= 0, w, b, f, e) < 0) return -1;
    if (k > 0 && sp->plen[k - 1] == k && b->v != pb->args[(int64_t)at * sp->nparam + k - 1].len)
      return fail(e, "%s: %lld is not the length of '%s' (%d elements)", w, (long long)b->v, sp->pname[k - 1],
                  pb->args[(int64_t)at * sp->nparam + k - 1].len);
  }
  snprintf(w, sizeof w, "%s.expect", where);
  if (case_value(expect, sp->ret, 0, w, &ex, f, e) < 0) return -1;
  pb->want[at].i = ex.v;
  return 0;
}

static int cases(json_t *list, const char *field, int32_t at, Fill *f, Err *e) {
  size_t i;
  for (i = 0; i < json_array_size(list); i++) {
    char w[48];
    snprintf(w, sizeof w, "%s[%zu]", field, i);
    if (one_case(json_array_get(list, i), w, at + (int32_t)i, f, e) < 0) return -1;
  }
  return 0;
}

static int case_list(json_t *v, const char *field, int need, Err *e) {
  if (!v) return need ? fail(e, "%s: missing (a list of {\"args\": [...], \"expect\": ...})", field) : 0;
  if (!json_is_array(v)) return fail(e, "%s: expected an array of cases, got %s", field, kind(v));
  if (need && json_array_size(v) == 0) return fail(e, "%s: no cases", field);
  if (json_array_size(v) > SR_MAX_CASES) return fail(e, "%s: more than %d cases", field, SR_MAX_CASES);
  return 0;
}

static int parse_root(json_t *root, Problem *pb, Err *e) {
  json_t *sig = json_object_get(root, "signature"), *train, *test, *v;
  const char *key;
  Fill f = {pb, 0};
  int64_t n;
  if (!json_is_object(root)) return fail(e, "the problem: expected a JSON object, got %s", kind(root));
  json_object_foreach(root, key, v) {
    static const char *const KEYS[] = {"signature", "train", "test", "error", "tolerance", "step_limit", "blocks",
                                       "name", "description", NULL};
    int k, ok = 0;
    for (k = 0; KEYS[k]; k++) ok |= !strcmp(KEYS[k], key);
    if (!ok) return fail(e, "%s: unknown field", key);
  }
  if (!sig) return fail(e, "signature: missing (e.g. \"int f(int x, int y)\")");
  if (!json_is_string(sig)) return fail(e, "signature: expected a string, got %s", kind(sig));
  if (sig_parse(json_string_value(sig), &pb->spec, e) < 0) return -1;
  blocks_default(&pb->spec);
  if ((v = json_object_get(root, "blocks")) && blocks_parse(v, &pb->spec, e) < 0) return -1;
  if (gp_spec_finish(&pb->spec) < 0) return fail(e, "blocks: no building block gives some needed type");
  pb->exact = pb->spec.ret == GT_BOOL;
  if ((v = json_object_get(root, "error"))) {
    const char *s = json_is_string(v) ? json_string_value(v) : "";
    if (!strcmp(s, "exact")) pb->exact = 1;
    else if (!strcmp(s, "abs")) pb->exact = 0;
    else return fail(e, "error: expected \"abs\" or \"exact\"");
  }
  if ((v = json_object_get(root, "tolerance"))) {
    if (!json_is_number(v) || !(json_number_value(v) >= 0) || !isfinite(json_number_value(v)))
      return fail(e, "tolerance: expected a number >= 0");
    pb->tolerance = json_number_value(v);
  }
  pb->fuel = 100000;
  if ((v = json_object_get(root, "step_limit"))) {
    if (get_count(v, "step_limit", 1, (int64_t)1 << 40, &n, e) < 0) return -1;
    pb->fuel = n;
  }
  if ((v = json_object_get(root, "name")) && !json_is_string(v))
    return fail(e, "name: expected a string, got %s", kind(v));
  train = json_object_get(root, "train");
  test = json_object_get(root, "test");
  if (case_list(train, "train", 1, e) < 0 || case_list(test, "test", 0, e) < 0) return -1;
  pb->ntrain = (int32_t)json_array_size(train);
  pb->ntest = test ? (int32_t)json_array_size(test) : 0;
  pb->args =
      calloc((size_t)(pb->ntrain + pb->ntest) * (size_t)(pb->spec.nparam ? pb->spec.nparam : 1), sizeof *pb->args);
  pb->want = calloc((size_t)(pb->ntrain + pb->ntest), sizeof *pb->want);
  if (!pb->args || !pb->want) return fail(e, "out of memory");
  if (cases(train, "train", 0, &f, e) < 0) return -1;
  if (test && cases(test, "test", pb->ntrain, &f, e) < 0) return -1;
  return 0;
}

int sr_problem_parse(const char *text, size_t len, Problem *pb, char *err, size_t errcap) {
  json_error_t je;
  json_t *root;
  Err e = {err, errcap};
  int rc;
  memset(pb, 0, sizeof *pb);
  root = json_loadb(text, len, JSON_REJECT_DUPLICATES, &je);
  if (!root) return fail(&e, "%d:%d: invalid JSON: %s", je.line, je.column, je.text);
  rc = parse_root(root, pb, &e);
  json_decref(root);
  if (rc < 0) { sr_problem_free(pb); return -1; }
  pb->hash = gp_fnv(GP_FNV_SEED, text, (int64_t)len);
  return 0;
}

int sr_problem_load(const char *path, Problem *pb) {
  size_t len;
  char *buf = cli_read_input(path, &len, 0), err[512];
  int rc;
  if (!buf) return -1;
  if (len > GNC_MAX_SRC) {
    fprintf(stderr, "%s: error: the problem file is larger than %d MiB\n", path, GNC_MAX_SRC >> 20);
    free(buf);
    return -1;
  }
  rc = sr_problem_parse(buf, len, pb, err, sizeof err);
  free(buf);
  if (rc < 0) fprintf(stderr, "%s: error: %s\n", path, err);
  return rc;
}

void sr_problem_free(Problem *pb) {
  free(pb->args);
  free(pb->arr);
  free(pb->want);
  pb->args = pb->arr = NULL;
  pb->want = NULL;
}

