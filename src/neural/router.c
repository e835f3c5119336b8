/* router.c - the hybrid compiler's router (nc.h): features of a source, a logistic regression, the text
 * form of a router. */
#include "neural/nc.h"
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { F_BYTES, F_LINES, F_LOOPS, F_PARENS, F_BRACKETS, F_BRACES, F_STATEMENTS, F_LOGIC, F_STARS, F_QUOTES,
       F_DIGITS, F_DOTS, F_DIRECTIVES };
static const char *const rt_names[RT_NFEAT] = {"bytes", "lines", "loops", "parens", "brackets", "braces", "statements",
                                               "logic", "stars", "quotes", "digits", "dots", "directives"};

const char *rt_feature_name(int i) { return i >= 0 && i < RT_NFEAT ? rt_names[i] : "?"; }

/* log(1 + c) for the small counts of real programs from a table, else computed */
static double rt_log1p(int64_t c) {
  static double t[1024];
  static int ready; /* benign: every thread writes the same values */
  if (!ready) { for (int i = 0; i < 1024; i++) t[i] = log1p((double)i); ready = 1; }
  return c < 1024 ? t[c] : log1p((double)c);
}

/* One pass, no branch on the bytes: a histogram and the loop keywords ("for(", "for ", "while") seen in a window
 * of the last bytes.  Comments and strings count like code: the router needs a rough picture, cheaply.  (The
 * brace depth's running maximum would cost 0.6 us more a program: a chain of dependent additions.) */
#define RT_KEY4(a, b, c, d) ((uint64_t)(a) << 24 | (uint64_t)(b) << 16 | (uint64_t)(c) << 8 | (uint64_t)(d))
void rt_features(const char *s, int64_t len, double f[RT_NFEAT]) {
  uint32_t h[256] = {0};
  int64_t loops = 0, digits = 0;
  uint64_t w = 0;
  for (int64_t i = 0; i < len; i++) {
    unsigned char b = (unsigned char)s[i];
    h[b]++;
    w = w << 8 | b;
    loops += ((w & 0xffffffff) == RT_KEY4('f', 'o', 'r', '(')) | ((w & 0xffffffff) == RT_KEY4('f', 'o', 'r', ' ')) |
             ((w & 0xffffffffff) == (RT_KEY4('w', 'h', 'i', 'l') << 8 | 'e'));
  }
  for (int d = '0'; d <= '9'; d++) digits += h[d];
  f[F_BYTES] = rt_log1p(len);
  f[F_LINES] = rt_log1p(h['\n']);
  f[F_LOOPS] = rt_log1p(loops);
  f[F_PARENS] = rt_log1p(h['(']);
  f[F_BRACKETS] = rt_log1p(h['[']);
  f[F_BRACES] = rt_log1p(h['{']);
  f[F_STATEMENTS] = rt_log1p(h[';']);
  f[F_LOGIC] = rt_log1p((int64_t)h['?'] + h['&'] + h['|'] + h['!'] + h['<'] + h['>'] + h['=']);
  f[F_STARS] = rt_log1p(h['*']);
  f[F_QUOTES] = rt_log1p((int64_t)h['"'] + h['\'']);
  f[F_DIGITS] = rt_log1p(digits);
  f[F_DOTS] = rt_log1p(h['.']);
  f[F_DIRECTIVES] = rt_log1p(h['#']);
}

/* the regression's log-odds z: P = 1 / (1 + exp(-z)) */
static double rt_logit(const Router *r, const double f[RT_NFEAT]) {
  double z = r->bias;
  for (int k = 0; k < RT_NFEAT; k++) z += r->weight[k] * (f[k] - r->mean[k]) / r->scale[k];
  return z;
}

double rt_predict(const Router *r, const double f[RT_NFEAT]) { return 1.0 / (1.0 + exp(-rt_logit(r, f))); }

int rt_route(const Router *r, const char *src, int64_t len) {
  double f[RT_NFEAT], z;
  rt_features(src, len, f);
  z = rt_logit(r, f);
  /* P >= t  <=>  z >= log(t / (1 - t)) */
  return r->threshold <= 0 || (r->threshold < 1 && z >= log(r->threshold / (1 - r->threshold)));
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
