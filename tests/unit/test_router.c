/* test_router.c - the hybrid compiler's router (src/neural/router.c): its features counted on hand-written
 * sources, the prediction, and the text form (a round trip keeps every number bit for bit; every damaged
 * variant is an error naming its line).  Prints "N passed, M failed". */
#define _GNU_SOURCE
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "neural/nc.h"

static int npass, nfail;

static void check(int ok, const char *what) {
  if (ok) npass++;
  else { nfail++; printf("FAIL %s\n", what); }
}

/* the count behind feature k of src */
static long count(const char *src, int k) {
  double f[RT_NFEAT];
  rt_features(src, (int64_t)strlen(src), f);
  return lround(expm1(f[k]));
}

static int feature(const char *name) {
  for (int k = 0; k < RT_NFEAT; k++) if (!strcmp(rt_feature_name(k), name)) return k;
  printf("no feature %s\n", name);
  exit(1);
}

/* every count below was made by hand; comments and strings count like code (the loops: two in the
 * comment, two in the code, one in the string) */
static void features(void) {
  const char *src = "#include <stdio.h>\n"
                    "// for while if ( in a comment\n"
                    "static long g(long x) { return x * 2; }\n"
                    "int f(int *p, int n, double d) {\n"
                    "  int s = 0; /* if (x) */\n"
                    "  for (int i = 0; i < n; i++) { if (p[i] > 3) { s += g(p[i]); } }\n"
                    "  while (s > 100) s -= 7;\n"
                    "  char *t = \"for (;;)\"; char c = 'x';\n"
                    "  return s > 0 ? s : (int)(d * 1.5e0);\n"
                    "}\n";
  struct { const char *name; long want; } w[] = {
    {"bytes", (long)strlen(src)}, {"lines", 10}, {"loops", 5}, {"parens", 11}, {"brackets", 2}, {"braces", 4},
    {"statements", 11}, {"logic", 13}, {"stars", 6}, {"quotes", 4}, {"digits", 12}, {"dots", 2},
    {"directives", 1}};
  for (size_t i = 0; i < sizeof w / sizeof *w; i++) {
    char what[128];
    long got = count(src, feature(w[i].name));
    snprintf(what, sizeof what, "feature %s: %ld, want %ld", w[i].name, got, w[i].want);
    check(got == w[i].want, what);
  }
  check(count("", feature("bytes")) == 0 && count("", feature("loops")) == 0, "empty source");
  check(count("for(;;) for (;;) while(1) fork(); format(); awhile", feature("loops")) == 4, "loop keywords");
  check(count("for", feature("loops")) == 0 && count("while", feature("loops")) == 1, "keywords at the end");
}

static void text_form(void) {
  Router r, back;
  char err[256], path[] = "/tmp/gnc_router_XXXXXX";
  int fd = mkstemp(path);
  memset(&r, 0, sizeof r);
  r.threshold = 0.3125;
  r.bias = -1.0 / 3.0;
  for (int k = 0; k < RT_NFEAT; k++) { r.mean[k] = k * 0.1 + 1e-17; r.scale[k] = 1.0 + k; r.weight[k] = sin(k); }
  check(fd >= 0 && rt_save(&r, path, err, sizeof err) == 0, "save");
  check(rt_load(&back, path, err, sizeof err) == 0, "load");
  check(!memcmp(&r, &back, sizeof r), "round trip bit for bit");
  double f[RT_NFEAT] = {0}, z = r.bias;
  for (int k = 0; k < RT_NFEAT; k++) z += r.weight[k] * (f[k] - r.mean[k]) / r.scale[k];
  check(fabs(rt_predict(&back, f) - 1 / (1 + exp(-z))) < 1e-15, "prediction");
  remove(path);
  if (fd >= 0) close(fd);
  check(rt_load(&back, "/nonexistent/router.txt", err, sizeof err) && strstr(err, "cannot open"), "missing file");
}

static void damaged(void) {
  static const char *const ok = "gnc-router 1\nfeatures 13\nthreshold 0.5\n"
                                "mean 0 0 0 0 0 0 0 0 0 0 0 0 0\nscale 1 1 1 1 1 1 1 1 1 1 1 1 1\n"
                                "weight 0 0 0 0 0 0 0 0 0 0 0 0 0\nbias 0\n";
  static const struct { const char *from, *to, *msg; } bad[] = {
    {"gnc-router 1", "gnc-router 2", "line 1: version"},
    {"gnc-router 1", "router 1", "line 1: expected 'gnc-router'"},
    {"features 13", "features 12", "line 2: 12 features"},
    {"threshold 0.5", "threshold 1.5", "line 3: the threshold"},
    {"threshold 0.5", "threshold nan", "line 3: 'threshold': number 1 is not a finite number"},
    {"mean 0 0 0 0 0 0 0 0 0 0 0 0 0", "mean 0 0 0", "line 4: 'mean' takes 13 numbers, got 3"},
    {"scale 1 1 1 1 1 1 1 1 1 1 1 1 1", "scale 1 1 1 1 1 1 1 1 1 1 1 1 0", "line 5: 'scale': number 13 must be positive"},
    {"weight 0 0 0 0 0 0 0 0 0 0 0 0 0", "weight 0 0 0 0 0 0 0 0 0 0 0 0 0 0", "line 6: 'weight' takes 13 numbers, got more"},
    {"weight 0 0 0 0 0 0 0 0 0 0 0 0 0", "weight 0 0 0 0 0 0 0 0 0 0 0 0 1x", "line 6: 'weight': number 13 is not"},
    {"bias 0\n", "bias 0\nmore\n", "line 8: unexpected text"},
    {"bias 0\n", "", "line 7: expected 'bias', got the end of the file"},
  };
  Router r;
  char err[256], text[1024], what[300];
  check(rt_parse(&r, ok, strlen(ok), err, sizeof err) == 0 && r.threshold == 0.5, "the good text parses");
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
    const char *at = strstr(ok, bad[i].from);
    snprintf(text, sizeof text, "%.*s%s%s", (int)(at - ok), ok, bad[i].to, at + strlen(bad[i].from));
    int rc = rt_parse(&r, text, strlen(text), err, sizeof err);
    snprintf(what, sizeof what, "damaged %zu: want '%s', got '%s'", i, bad[i].msg, rc ? err : "(accepted)");
    check(rc != 0 && strstr(err, bad[i].msg) != NULL, what);
  }
  check(rt_parse(&r, "gnc-router 1\0", 13, err, sizeof err) && strstr(err, "NUL"), "a NUL byte");
}

int main(void) {
  features();
  text_form();
  damaged();
  printf("%d passed, %d failed\n", npass, nfail);
  return nfail != 0;
}
