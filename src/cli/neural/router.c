/* router.c - `gnc neural train-router`: the hybrid's router (nc.h) from held-out results of the neural
 * compiler.
 *
 * The labels come from the hybrid itself: `gnc batch --compiler hybrid --threshold 0` sends every program to the
 * neural path and says for each whether a candidate was accepted ("compiler": "neural") or the program fell back.
 * train-router reads that run's input (the sources) and its output (the labels), line by line in order, skips
 * the programs that did not compile, and fits a logistic regression on the router's features: standardised
 * features, full-batch gradient descent on the mean log loss with a small L2 penalty, deterministic.  Every
 * fourth program (the 4th, 8th, ...) is held out; the held-out programs give the risk-coverage curve: programs
 * sorted by predicted P(accepted), the top share routed to the neural path (coverage) against the share of
 * those that then fall back (risk), written as CSV for scripts/plot-router.sh.
 */
#include <jansson.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "neural/nc.h"
#include "cli/neural/common.h"

#define TR_ITERS 3000
#define TR_LR 0.5
#define TR_L2 1e-3

typedef struct { double f[RT_NFEAT]; int y; double p; } TrRow;

static const char *tr_help =
  "usage: gnc neural train-router INPUT.jsonl RESULTS.jsonl [--out PATH] [--curve FILE.csv]\n"
  "                                [--threshold P]\n\n"
  "Fits the hybrid's router.  INPUT.jsonl: programs in `gnc batch`'s format; RESULTS.jsonl: the output of\n"
  "`gnc batch --compiler hybrid --threshold 0 INPUT.jsonl` (every program sent to the neural path), whose\n"
  "\"compiler\" field is the label.  Every fourth program is held out for the report and the risk-coverage\n"
  "curve (--curve: CSV of coverage, risk, threshold).  --out: default " RT_DEFAULT "; --threshold: the\n"
  "router's default threshold (default 0.5).\n";

/* the next non-blank line of f into *line (getline buffer); 0 at the end */
static int tr_getline(FILE *f, char **line, size_t *cap) {
  ssize_t n;
  while ((n = getline(line, cap, f)) >= 0) {
    for (ssize_t i = 0; i < n; i++)
      if ((*line)[i] != ' ' && (*line)[i] != '\t' && (*line)[i] != '\n' && (*line)[i] != '\r') return 1;
  }
  return 0;
}

/* rows from the two files; NULL after a message */
static TrRow *tr_read(const char *in_path, const char *res_path, int32_t *n) {
  FILE *fi = fopen(in_path, "r"), *fr = fopen(res_path, "r");
  char *a = NULL, *b = NULL;
  size_t ac = 0, bc = 0;
  int32_t cap = 256, line = 0;
  TrRow *rows = malloc(sizeof(TrRow) * (size_t)cap);
  *n = 0;
  if (!fi || !fr) {
    fprintf(stderr, "gnc neural train-router: cannot open %s\n", !fi ? in_path : res_path);
    goto fail;
  }
  while (tr_getline(fi, &a, &ac)) {
    json_error_t je;
    json_t *x, *y;
    const char *comp;
    line++;
    if (!tr_getline(fr, &b, &bc)) {
      fprintf(stderr, "gnc neural train-router: %s has fewer lines than %s\n", res_path, in_path);
      goto fail;
    }
    x = json_loads(a, 0, &je);
    y = json_loads(b, 0, &je);
    if (!x || !y || !json_is_string(json_object_get(x, "source"))) {
      fprintf(stderr, "gnc neural train-router: line %d: %s\n", line,
              !x   ? "the input is not a JSON object with \"source\""
              : !y ? "the result is not JSON"
                   : "no \"source\" string");
      json_decref(x); json_decref(y);
      goto fail;
    }
    comp = json_string_value(json_object_get(y, "compiler"));
    if (comp) {
      if (*n == cap) rows = realloc(rows, sizeof(TrRow) * (size_t)(cap *= 2));
      rt_features(json_string_value(json_object_get(x, "source")),
                  (int64_t)json_string_length(json_object_get(x, "source")), rows[*n].f);
      rows[*n].y = !strcmp(comp, "neural");
      (*n)++;
    }
    json_decref(x); json_decref(y);
  }
  if (tr_getline(fr, &b, &bc)) {
    fprintf(stderr, "gnc neural train-router: %s has more lines than %s\n", res_path, in_path);
    goto fail;
  }
  free(a); free(b); fclose(fi); fclose(fr);
  return rows;
fail:
  free(a); free(b);
  if (fi) fclose(fi);
  if (fr) fclose(fr);
  free(rows);
  return NULL;
}

static int tr_held(int32_t i) { return i % 4 == 3; }

/* standardisation and gradient descent on the training rows */
static void tr_fit(Router *r, const TrRow *rows, int32_t n) {
  double cnt = 0, g[RT_NFEAT], gb;
  memset(r->mean, 0, sizeof r->mean);
  for (int32_t i = 0; i < n; i++)
    if (!tr_held(i)) {
      cnt++;
      for (int k = 0; k < RT_NFEAT; k++) r->mean[k] += rows[i].f[k];
    }
  for (int k = 0; k < RT_NFEAT; k++) { r->mean[k] /= cnt > 0 ? cnt : 1; r->scale[k] = 0; r->weight[k] = 0; }
  for (int32_t i = 0; i < n; i++)
    if (!tr_held(i)) for (int k = 0; k < RT_NFEAT; k++) r->scale[k] += pow(rows[i].f[k] - r->mean[k], 2);
  for (int k = 0; k < RT_NFEAT; k++) {
    r->scale[k] = sqrt(r->scale[k] / (cnt > 0 ? cnt : 1));
    if (!(r->scale[k] > 1e-9)) r->scale[k] = 1;
  }
  r->bias = 0;
  for (int it = 0; it < TR_ITERS; it++) {
    memset(g, 0, sizeof g);
    gb = 0;
    for (int32_t i = 0; i < n; i++) {
      if (tr_held(i)) continue;
      double e = rt_predict(r, rows[i].f) - rows[i].y;
      for (int k = 0; k < RT_NFEAT; k++) g[k] += e * (rows[i].f[k] - r->mean[k]) / r->scale[k];
      gb += e;
    }
    for (int k = 0; k < RT_NFEAT; k++) r->weight[k] -= TR_LR * (g[k] / cnt + TR_L2 * r->weight[k]);
    r->bias -= TR_LR * gb / cnt;
  }
}

static int tr_by_p(const void *a, const void *b) {
  double x = (*(const TrRow *const *)a)->p, y = (*(const TrRow *const *)b)->p;
  return x < y ? 1 : x > y ? -1 : 0;
}

/* the held-out report and curve: AUROC, and per coverage step the risk */
static int tr_report(const Router *r, TrRow *rows, int32_t n, const char *curve) {
  TrRow **h = malloc(sizeof(TrRow *) * (size_t)(n + 1));
  int32_t m = 0, pos = 0, routed = 0, fell = 0;
  double auc = 0, below = 0;
  FILE *f = NULL;
  for (int32_t i = 0; i < n; i++)
    if (tr_held(i)) { rows[i].p = rt_predict(r, rows[i].f); h[m++] = &rows[i]; pos += rows[i].y; }
  qsort(h, (size_t)m, sizeof *h, tr_by_p);
  for (int32_t i = m - 1; i >= 0; i--) { if (h[i]->y) auc += below; else below++; } /* pairs ranked right */
  if (pos > 0 && pos < m) auc /= (double)pos * (double)(m - pos);
  if (curve && !(f = fopen(curve, "w"))) {
    fprintf(stderr, "gnc neural train-router: cannot write %s\n", curve);
    free(h);
    return 1;
  }
  if (f) fprintf(f, "coverage,risk,threshold\n");
  for (int32_t i = 0, bad = 0; i < m; i++) {
    bad += !h[i]->y;
    if (f) fprintf(f, "%.6f,%.6f,%.6f\n", (double)(i + 1) / m, (double)bad / (i + 1), h[i]->p);
    if (h[i]->p >= r->threshold) { routed = i + 1; fell = bad; }
  }
  if (f) fclose(f);
  printf("held out %d programs: %d accepted by the neural path (%.1f%%); AUROC %.3f\n", m, pos,
         m ? 100.0 * pos / m : 0.0, pos > 0 && pos < m ? auc : 0.5);
  printf("at threshold %.3f: coverage %.1f%% (routed to the neural path), risk %.1f%% (of those, fall back)\n",
         r->threshold, m ? 100.0 * routed / m : 0.0, routed ? 100.0 * fell / routed : 0.0);
  free(h);
  return 0;
}

int nc_cmd_train_router(int argc, char **argv) {
  static const char *cmd = "neural train-router";
  const char *files[2] = {NULL, NULL}, *out = RT_DEFAULT, *curve = NULL;
  int nf = 0;
  int32_t n;
  Router r;
  char err[300] = "";
  TrRow *rows;
  memset(&r, 0, sizeof r);
  r.threshold = 0.5;
  for (int i = 0; i < argc; i++)
    if (cli_is_help(argv[i])) { fputs(tr_help, stdout); return 0; }
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i], *v;
    if (a[0] != '-') {
      if (nf == 2) return cli_error(cmd, "more than two input files");
      files[nf++] = a;
    } else if (nc_no_value(cmd, argc, argv, i)) {
      return EXIT_USER;
    } else if (cli_opt(argc, argv, &i, "--out", NULL, &v)) {
      out = v;
    } else if (cli_opt(argc, argv, &i, "--curve", NULL, &v)) {
      curve = v;
    } else if (cli_opt(argc, argv, &i, "--threshold", NULL, &v)) {
      char *e;
      r.threshold = strtod(v, &e);
      if (*e || !*v || !(r.threshold >= 0 && r.threshold <= 1))
        return cli_error(cmd, "bad value '%s' for --threshold (a number in [0, 1])", v);
    } else {
      return cli_error(cmd, "unknown option '%s' (gnc neural train-router --help)", a);
    }
  }
  if (nf < 2) {
    fprintf(stderr, "gnc neural train-router: needs INPUT.jsonl and RESULTS.jsonl (gnc neural train-router --help)\n");
    return 1;
  }
  if (!(rows = tr_read(files[0], files[1], &n))) return 1;
  if (n < 8) {
    fprintf(stderr, "gnc neural train-router: %d programs with results; at least 8 are needed\n", n);
    free(rows);
    return 1;
  }
  tr_fit(&r, rows, n);
  printf("trained on %d programs (%d held out); weights:", n - n / 4, n / 4);
  for (int k = 0; k < RT_NFEAT; k++) printf(" %s %.3f", rt_feature_name(k), r.weight[k]);
  printf(", bias %.3f\n", r.bias);
  if (tr_report(&r, rows, n, curve) || rt_save(&r, out, err, sizeof err)) {
    if (*err) fprintf(stderr, "gnc neural train-router: %s\n", err);
    free(rows);
    return 1;
  }
  printf("wrote %s\n", out);
  free(rows);
  return 0;
}
