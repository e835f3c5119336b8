/* router.c - the hybrid compiler's router (router.h): features of a source, a logistic regression, the text
 * form of a router. */
#include "router.h"
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { F_BYTES, F_TOKENS, F_DEPTH, F_LOOPS, F_BRANCHES, F_CALLS, F_LITERALS, F_FUNCS, F_ARRAYS, F_POINTERS,
       F_STRINGS, F_FLOAT, F_DIRECTIVES };
static const char *const rt_names[RT_NFEAT] = {"bytes", "tokens", "depth", "loops", "branches", "calls",
                                               "literals", "functions", "arrays", "pointers", "strings",
                                               "floating", "directives"};

const char *rt_feature_name(int i) { return i >= 0 && i < RT_NFEAT ? rt_names[i] : "?"; }

static int rt_is_id(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || (c >= '0' && c <= '9'); }

/* a word of n bytes against a keyword */
static int rt_is(const char *w, int64_t n, const char *k) { return (int64_t)strlen(k) == n && !memcmp(w, k, (size_t)n); }

static int rt_is_type(const char *w, int64_t n) {
  static const char *const t[] = {"int", "long", "char", "short", "double", "float", "void", "unsigned", "signed",
                                  "bool", "size_t", "struct", NULL};
  for (int i = 0; t[i]; i++) if (rt_is(w, n, t[i])) return 1;
  return 0;
}

/* one word at depth: what it counts for; *type: the word is a type name (a following '*' is a pointer) */
static void rt_word(const char *s, int64_t i, int64_t j, int64_t len, int32_t depth, double *c, int *type) {
  const char *w = s + i;
  int64_t n = j - i, k = j;
  *type = rt_is_type(w, n);
  if (rt_is(w, n, "for") || rt_is(w, n, "while") || rt_is(w, n, "do")) { c[F_LOOPS]++; return; }
  if (rt_is(w, n, "if") || rt_is(w, n, "switch")) { c[F_BRANCHES]++; return; }
  if (rt_is(w, n, "double") || rt_is(w, n, "float")) c[F_FLOAT]++;
  if (rt_is(w, n, "return") || rt_is(w, n, "sizeof") || *type) return;
  while (k < len && (s[k] == ' ' || s[k] == '\t' || s[k] == '\n' || s[k] == '\r')) k++;
  if (k < len && s[k] == '(') c[depth > 0 ? F_CALLS : F_FUNCS]++;
}

void rt_features(const char *s, int64_t len, double f[RT_NFEAT]) {
  double c[RT_NFEAT] = {0};
  int32_t depth = 0, max_depth = 0;
  int type = 0, line_start = 1;
  int64_t i = 0;
  c[F_BYTES] = (double)len;
  while (i < len) {
    char ch = s[i];
    if (ch == '\n') { line_start = 1; i++; continue; }
    if (ch == ' ' || ch == '\t' || ch == '\r') { i++; continue; }
    if (ch == '#' && line_start) { c[F_DIRECTIVES]++; while (i < len && s[i] != '\n') i++; continue; }
    line_start = 0;
    if (ch == '/' && i + 1 < len && s[i + 1] == '/') { while (i < len && s[i] != '\n') i++; continue; }
    if (ch == '/' && i + 1 < len && s[i + 1] == '*') {
      for (i += 2; i + 1 < len && !(s[i] == '*' && s[i + 1] == '/'); i++) {}
      i += 2;
      continue;
    }
    c[F_TOKENS]++;
    if (ch == '"' || ch == '\'') {
      for (i++; i < len && s[i] != ch && s[i] != '\n'; i++) if (s[i] == '\\') i++;
      i++;
      c[F_STRINGS]++;
      type = 0;
      continue;
    }
    if (ch >= '0' && ch <= '9') {
      int64_t j = i;
      int fp = 0, hex = i + 1 < len && ch == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X');
      while (j < len && (rt_is_id(s[j]) || s[j] == '.')) { if (s[j] == '.' || (!hex && (s[j] == 'e' || s[j] == 'E'))) fp = 1; j++; }
      c[F_LITERALS]++;
      if (fp) c[F_FLOAT]++;
      i = j;
      type = 0;
      continue;
    }
    if (rt_is_id(ch)) {
      int64_t j = i;
      while (j < len && rt_is_id(s[j])) j++;
      rt_word(s, i, j, len, depth, c, &type);
      i = j;
      continue;
    }
    if (ch == '{') { if (++depth > max_depth) max_depth = depth; }
    else if (ch == '}') { if (depth > 0) depth--; }
    else if (ch == '[') c[F_ARRAYS]++;
    else if (ch == '?') c[F_BRANCHES]++;
    else if (ch == '*' && type) c[F_POINTERS]++;
    else if (ch == '-' && i + 1 < len && s[i + 1] == '>') c[F_POINTERS]++;
    if (ch != '*') type = 0;
    i++;
  }
  c[F_DEPTH] = max_depth;
  for (int k = 0; k < RT_NFEAT; k++) f[k] = log1p(c[k]);
}

double rt_predict(const Router *r, const double f[RT_NFEAT]) {
  double z = r->bias;
  for (int k = 0; k < RT_NFEAT; k++) z += r->weight[k] * (f[k] - r->mean[k]) / r->scale[k];
  return 1.0 / (1.0 + exp(-z));
}

int rt_route(const Router *r, const char *src, int64_t len) {
  double f[RT_NFEAT];
  rt_features(src, len, f);
  return rt_predict(r, f) >= r->threshold;
}

/* ---------------------------------------------------------------- the text form */
static void rt_putv(FILE *f, const char *key, const double *v, int n) {
  fprintf(f, "%s", key);
  for (int k = 0; k < n; k++) fprintf(f, " %.17g", v[k]);
  fputc('\n', f);
}

int rt_save(const Router *r, const char *path, char *err, size_t cap) {
  char tmp[4200];
  FILE *f;
  snprintf(tmp, sizeof tmp, "%s.tmp", path);
  if (!(f = fopen(tmp, "w"))) { snprintf(err, cap, "cannot write %s: %s", tmp, strerror(errno)); return 1; }
  fprintf(f, "gnc-router 1\nfeatures %d\nthreshold %.17g\n", RT_NFEAT, r->threshold);
  rt_putv(f, "mean", r->mean, RT_NFEAT);
  rt_putv(f, "scale", r->scale, RT_NFEAT);
  rt_putv(f, "weight", r->weight, RT_NFEAT);
  rt_putv(f, "bias", &r->bias, 1);
  if (fclose(f) != 0 || rename(tmp, path) != 0) {
    snprintf(err, cap, "cannot write %s: %s", path, strerror(errno));
    remove(tmp);
    return 1;
  }
  return 0;
}

typedef struct { const char *p, *end; int line; char *err; size_t cap; } RtIn;

static int rt_fail(RtIn *in, const char *fmt, ...) {
  va_list ap;
  int n = snprintf(in->err, in->cap, "line %d: ", in->line);
  va_start(ap, fmt);
  if (n >= 0 && (size_t)n < in->cap) vsnprintf(in->err + n, in->cap - (size_t)n, fmt, ap);
  va_end(ap);
  return 1;
}

/* the next line "KEY v0 ... v(n-1)" into v: finite numbers, exactly n of them */
static int rt_line(RtIn *in, const char *key, double *v, int n) {
  char buf[2048], *q, *e;
  const char *nl;
  size_t len;
  int k = 0;
  in->line++;
  if (in->p >= in->end) return rt_fail(in, "expected '%s', got the end of the file", key);
  nl = memchr(in->p, '\n', (size_t)(in->end - in->p));
  len = (size_t)((nl ? nl : in->end) - in->p);
  if (len >= sizeof buf) return rt_fail(in, "line too long (expected '%s')", key);
  memcpy(buf, in->p, len);
  buf[len] = 0;
  in->p = nl ? nl + 1 : in->end;
  if (strlen(buf) != len) return rt_fail(in, "a NUL byte");
  q = buf + strlen(key);
  if (strncmp(buf, key, strlen(key)) || (*q != ' ' && *q != 0)) return rt_fail(in, "expected '%s'", key);
  for (;;) {
    while (*q == ' ' || *q == '\t' || *q == '\r') q++;
    if (!*q) break;
    if (k == n) return rt_fail(in, "'%s' takes %d number%s, got more", key, n, n == 1 ? "" : "s");
    errno = 0;
    v[k] = strtod(q, &e);
    if (e == q || (*e && *e != ' ' && *e != '\t' && *e != '\r') || !isfinite(v[k]))
      return rt_fail(in, "'%s': number %d is not a finite number", key, k + 1);
    k++;
    q = e;
  }
  if (k != n) return rt_fail(in, "'%s' takes %d number%s, got %d", key, n, n == 1 ? "" : "s", k);
  return 0;
}

int rt_parse(Router *r, const char *text, size_t n, char *err, size_t cap) {
  RtIn in = {text, text + n, 0, err, cap};
  double version, nf;
  memset(r, 0, sizeof *r);
  if (rt_line(&in, "gnc-router", &version, 1)) return 1;
  if (version != 1) return rt_fail(&in, "version %g is not 1", version);
  if (rt_line(&in, "features", &nf, 1)) return 1;
  if (nf != RT_NFEAT) return rt_fail(&in, "%g features, gnc's router has %d", nf, RT_NFEAT);
  if (rt_line(&in, "threshold", &r->threshold, 1)) return 1;
  if (r->threshold < 0 || r->threshold > 1) return rt_fail(&in, "the threshold must be in [0, 1]");
  if (rt_line(&in, "mean", r->mean, RT_NFEAT) || rt_line(&in, "scale", r->scale, RT_NFEAT)) return 1;
  for (int k = 0; k < RT_NFEAT; k++)
    if (!(r->scale[k] > 0)) return rt_fail(&in, "'scale': number %d must be positive", k + 1);
  if (rt_line(&in, "weight", r->weight, RT_NFEAT) || rt_line(&in, "bias", &r->bias, 1)) return 1;
  while (in.p < in.end && (*in.p == '\n' || *in.p == ' ' || *in.p == '\r' || *in.p == '\t')) in.p++;
  in.line++;
  if (in.p < in.end) return rt_fail(&in, "unexpected text after 'bias'");
  return 0;
}

int rt_load(Router *r, const char *path, char *err, size_t cap) {
  char buf[65536], msg[256];
  size_t n;
  FILE *f = fopen(path, "rb");
  if (!f) { snprintf(err, cap, "cannot open %s: %s", path, strerror(errno)); return 1; }
  n = fread(buf, 1, sizeof buf, f);
  fclose(f);
  if (n == sizeof buf) { snprintf(err, cap, "%s: too large for a router", path); return 1; }
  if (rt_parse(r, buf, n, msg, sizeof msg)) { snprintf(err, cap, "%s: %s", path, msg); return 1; }
  return 0;
}
