/* eval.c - `gnc neural compile` and `gnc neural eval`: probabilistic verification.
 *
 * Both read programs (a C file, or JSON lines in `gnc batch`'s format), prepare them (nc_prog.c), and
 * decode every function's candidates in one batched pass (nc_sample.c): candidate 0 greedy, 1..K sampled.
 * Program candidate j is the module composed from every unit's candidate j.
 *   compile: the first candidate (greedy, then the samples, duplicates skipped) that verifies and passes the
 *            program's tests is written; when none does, that is the answer (exit 1): no silent fallback.
 *   eval:    every candidate is judged against the traditional compiler's module by execution on the
 *            program's tests and 1,000 random argument sets, and the paper's quantities are measured:
 *            per-program success probability p, pass@k (he_pass_at_k), K99, false accepts, and the
 *            paper's self-improvement figures: the share of programs with a correct candidate that executes
 *            fewer VM instructions than the traditional compiler's optimized module (summed over the tests
 *            and the random sets), and the mean saving among them.
 * Tests without an expected value take the reference's result as expected (so `gnc gen --jsonl` output
 * can be evaluated as it is).
 */
#include <jansson.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <errno.h>
#include <sys/stat.h>
#include "neural/nc.h"
#include "engine/host.h"
#include "cli/cli.h"
#include "jsonl/jsonl.h"
#include "cli/neural/common.h"
#include "neural/nn/nn.h"
#include "neural/nn/nn_cuda.h"

#define NC_RANDOM_SETS 1000
#define NC_XSTR(x) #x
#define NC_STR(x) NC_XSTR(x)  /* a number macro as a string, for the help texts */
#define NC_MAX_TESTS 64

typedef struct {
  char *src; size_t len;
  char name[128];                /* id or file name, for messages     */
  char fname[128];               /* -o DIR/fname.gncb: the id (safe characters) or the line number */
  char entry[128];
  NcProg p;
  int ok;                        /* prepared                          */
  char why[200];                 /* else why not                      */
  int32_t entry_fn;
  NcArgs *tests; int32_t ntests;
  int32_t ref_tokens;            /* reference listing length (buckets) */
  int32_t units_exact;           /* units whose greedy listing is the reference's */
  NcRun *ref_runs; int32_t ref_nsets; /* the reference on the tests, then on ref_nsets random sets */
  unsigned char *opt; size_t opt_len; /* eval: the traditional compiler's optimized module           */
} NcItem;

typedef struct {
  int32_t k;                     /* samples besides greedy           */
  NcSampleOpts so;
  const char *model;
  int cuda;                      /* --device cuda                    */
  NnCudaModel *g;
  int misses;                    /* eval --misses: print the units the greedy candidate gets wrong */
  int32_t unit_nodes;            /* --unit-nodes: the largest unit (0: NL_UNODES)                 */
} NcOpts;

/* ---------------------------------------------------------------- reading programs */

static int nc_json_value(json_t *j, int ty, Value *v, char *err, size_t cap, const char *where) {
  if (ty == TY_BOOL) {
    if (!json_is_boolean(j)) { snprintf(err, cap, "%s: expected bool", where); return 1; }
    v->i = json_is_true(j);
  } else if (ty == TY_DOUBLE) {
    if (json_is_integer(j)) v->d = (double)json_integer_value(j);
    else if (json_is_real(j)) v->d = json_real_value(j);
    else { snprintf(err, cap, "%s: expected double", where); return 1; }
  } else {
    if (!json_is_integer(j)) { snprintf(err, cap, "%s: expected %s", where, ty == TY_INT ? "int" : "long"); return 1; }
    v->i = json_integer_value(j);
    if (ty == TY_INT && (v->i < -2147483647LL - 1 || v->i > 2147483647LL)) {
      snprintf(err, cap, "%s: out of range for int", where);
      return 1;
    }
  }
  return 0;
}

/* the tests of item it (its entry and module are known) */
static int nc_read_tests(NcItem *it, json_t *tests, char *err, size_t cap) {
  Module m;
  const ModFunc *f;
  const uint8_t *pt;
  size_t t, a, e;
  mod_load(it->p.ref, (size_t)it->p.ref_len, &m);
  f = &m.fn[it->entry_fn];
  pt = m.types + f->types_off;
  if (!json_is_array(tests)) { snprintf(err, cap, "tests: expected an array"); return 1; }
  it->ntests = (int32_t)(json_array_size(tests) < NC_MAX_TESTS ? json_array_size(tests) : NC_MAX_TESTS);
  it->tests = calloc((size_t)(it->ntests ? it->ntests : 1), sizeof(NcArgs));
  for (t = 0; t < (size_t)it->ntests; t++) {
    json_t *o = json_array_get(tests, t), *args = json_object_get(o, "args"), *ex = json_object_get(o, "expect");
    NcArgs *x = &it->tests[t];
    char where[64];
    if (!json_is_array(args)) { snprintf(err, cap, "tests[%zu].args: expected an array", t); return 1; }
    if (json_array_size(args) != f->nparams || f->nparams > NC_MAX_ARGS) {
      snprintf(err, cap, "tests[%zu]: %zu arguments given, '%s' takes %d", t, json_array_size(args), it->entry,
               f->nparams);
      return 1;
    }
    x->n = f->nparams;
    for (a = 0; a < json_array_size(args); a++) {
      json_t *v = json_array_get(args, a);
      snprintf(where, sizeof where, "tests[%zu].args[%zu]", t, a);
      if (TY_IS_ARR(pt[a])) {
        if (!json_is_array(v) || json_array_size(v) > 64) {
          snprintf(err, cap, "%s: expected an array of at most 64", where);
          return 1;
        }
        x->alen[a] = (int32_t)json_array_size(v);
        for (e = 0; e < json_array_size(v); e++)
          if (nc_json_value(json_array_get(v, e), TY_BASE(pt[a]), &x->arr[a][e], err, cap, where)) return 1;
      } else if (nc_json_value(v, pt[a], &x->v[a], err, cap, where)) {
        return 1;
      }
    }
    if (ex && !json_is_null(ex)) {
      snprintf(where, sizeof where, "tests[%zu].expect", t);
      if (f->ret == TY_VOID) { snprintf(err, cap, "%s: '%s' returns void", where, it->entry); return 1; }
      if (nc_json_value(ex, f->ret, &x->expect, err, cap, where)) return 1;
      x->has_expect = 1;
    }
  }
  return 0;
}

/* prepares an item from its source; a program that does not compile or that the model cannot take is
 * kept with ok = 0 and the reason */
static void nc_prepare(NcItem *it, int32_t ctx, int32_t unit_nodes, json_t *tests) {
  char err[200];
  int32_t ui;
  int e = nc_prog_init(&it->p, it->src, (int32_t)it->len, unit_nodes, err, sizeof err);
  if (e == NC_E_NOMEM) cli_nomem();
  if (e) { snprintf(it->why, sizeof it->why, "%s", err); return; }
  {
    Module m;
    mod_load(it->p.ref, (size_t)it->p.ref_len, &m);
    it->entry_fn = mod_find(&m, it->entry, (int32_t)strlen(it->entry));
  }
  if (it->entry_fn < 0) { snprintf(it->why, sizeof it->why, "no function '%s'", it->entry); return; }
  if (tests && nc_read_tests(it, tests, err, sizeof err)) { snprintf(it->why, sizeof it->why, "%s", err); return; }
  for (ui = 0; ui < it->p.nunit; ui++)
    if (it->p.unit[ui].plen + 16 >= ctx) {
      snprintf(it->why, sizeof it->why, "unit %d's prompt (%d tokens) leaves no room in the model's context (%d)",
               ui, it->p.unit[ui].plen, ctx);
      return;
    }
  it->ok = 1;
}

/* items from FILE: JSON lines when it ends in .jsonl, else one C program */
static NcItem *nc_read_items(const char *path, int32_t *n, int32_t ctx, int32_t unit_nodes, const char *entry) {
  size_t len, plen = strlen(path);
  char *text = cli_read_input(path, &len, 0);
  NcItem *items;
  if (!text) return NULL;
  if (plen < 6 || strcmp(path + plen - 6, ".jsonl")) {
    items = calloc(1, sizeof(NcItem));
    items->src = text; items->len = len;
    snprintf(items->name, sizeof items->name, "%s", path);
    snprintf(items->entry, sizeof items->entry, "%s", entry ? entry : "main");
    nc_prepare(items, ctx, unit_nodes, NULL);
    *n = 1;
    return items;
  }
  {
    int32_t cap = 64, cnt = 0;
    long line = 0;
    char *s = text, *end = text + len;
    items = calloc((size_t)cap, sizeof(NcItem));
    while (s < end) {
      char *nl = memchr(s, '\n', (size_t)(end - s));
      size_t l = nl ? (size_t)(nl - s) : (size_t)(end - s);
      json_error_t je;
      json_t *o, *src, *id, *en;
      NcItem *it;
      line++;
      if (l == 0 || strspn(s, " \t\r") >= l) { s += l + 1; continue; }
      o = json_loadb(s, l, 0, &je);
      s += l + 1;
      if (cnt == cap) { cap *= 2; items = realloc(items, sizeof(NcItem) * (size_t)cap); }
      it = &items[cnt++];
      memset(it, 0, sizeof *it);
      snprintf(it->name, sizeof it->name, "line %ld", line);
      snprintf(it->fname, sizeof it->fname, "%ld", line);
      snprintf(it->entry, sizeof it->entry, "main");
      if (!o || !json_is_object(o)) {
        snprintf(it->why, sizeof it->why, "invalid JSON: %s", o ? "not an object" : je.text);
        json_decref(o);
        continue;
      }
      src = json_object_get(o, "source");
      id = json_object_get(o, "id");
      en = json_object_get(o, "entry");
      if (id && json_is_integer(id)) snprintf(it->name, sizeof it->name, "%lld", (long long)json_integer_value(id));
      else if (id && json_is_string(id)) snprintf(it->name, sizeof it->name, "%s", json_string_value(id));
      if (id && (json_is_integer(id) || json_is_string(id))) {
        char *q;
        snprintf(it->fname, sizeof it->fname, "%s", it->name);
        for (q = it->fname; *q; q++)
          if (!((*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') || (*q >= '0' && *q <= '9') || *q == '-' ||
                *q == '_' || (*q == '.' && q != it->fname)))
            *q = '_';
      }
      if (en && json_is_string(en)) snprintf(it->entry, sizeof it->entry, "%s", json_string_value(en));
      if (!json_is_string(src)) {
        snprintf(it->why, sizeof it->why, "source: expected a string");
      } else {
        it->len = json_string_length(src);
        it->src = malloc(it->len + 1);
        memcpy(it->src, json_string_value(src), it->len + 1);
        nc_prepare(it, ctx, unit_nodes, json_object_get(o, "tests"));
      }
      json_decref(o);
    }
    free(text);
    *n = cnt;
    return items;
  }
}

static void nc_free_items(NcItem *items, int32_t n) {
  int32_t i;
  for (i = 0; i < n; i++) {
    if (items[i].p.ws || items[i].p.ref) nc_prog_free(&items[i].p);
    free(items[i].src);
    free(items[i].tests);
    free(items[i].ref_runs);
    free(items[i].opt);
  }
  free(items);
}

/* ---------------------------------------------------------------- candidates */

typedef struct {
  uint8_t *mod; int32_t len;   /* composed module (NULL: unfinished or rejected) */
  int verified, exact, tests_ok, correct;
} NcCand;

/* eval --misses: unit ui of item it, its prompt, the reference listing and the greedy one (g NULL: unfinished) */
static void nc_print_miss(const NcItem *it, int32_t ui, const int32_t *ref, int32_t rn, const int32_t *g, int32_t gn) {
  const NcUnit *u = &it->p.unit[ui];
  char b[32];
  int32_t t;
  printf("miss %s unit %d:", it->name, ui);
  for (t = 0; t < u->plen; t++) printf(" %s", nc_token_text(u->prompt[t], b, sizeof b));
  printf("\n  reference:");
  for (t = 0; t < rn; t++) printf(" %s", nc_token_text(ref[t], b, sizeof b));
  printf("\n  greedy:   ");
  for (t = 0; g && t < gn; t++) printf(" %s", nc_token_text(g[t], b, sizeof b));
  printf(g ? "\n" : " (unfinished)\n");
}

/* decodes every unit of the prepared items; cands[item * (1 + k) + j] */
static NcCand *nc_candidates(const NnModel *m, NcItem *items, int32_t n, NcOpts *o, double *secs) {
  int32_t nc = 1 + o->k, njobs = 0, i, j, ui, q = 0;
  NcJob *jobs;
  int32_t **lst, *len;
  NcCand *c = calloc((size_t)n * (size_t)nc, sizeof(NcCand));
  NcCompose cs;
  double t0 = host_now();
  memset(&cs, 0, sizeof cs);
  for (i = 0; i < n; i++) if (items[i].ok) njobs += items[i].p.nunit;
  jobs = xmalloc(sizeof(NcJob) * (size_t)(njobs + 1));
  for (i = 0; i < n; i++)
    if (items[i].ok)
      for (ui = 0; ui < items[i].p.nunit; ui++) { jobs[q].p = &items[i].p; jobs[q++].ui = ui; }
  lst = calloc((size_t)(njobs + 1) * (size_t)nc, sizeof(int32_t *));
  len = calloc((size_t)(njobs + 1) * (size_t)nc, sizeof(int32_t));
  nc_decode_cli(m, o->g, jobs, njobs, nc, &o->so, lst, len);
  q = 0;
  for (i = 0; i < n; i++) {
    NcItem *it = &items[i];
    if (!it->ok) continue;
    for (ui = 0; ui < it->p.nunit; ui++) { /* each unit's reference listing: its length, the greedy one equal? */
      int32_t rn, why, *ref = nc_prog_listing(&it->p, ui, &rn, &why);
      const int32_t *g = lst[(q + ui) * nc];
      if (!ref && why == NC_E_NOMEM) cli_nomem();
      it->ref_tokens += ref ? rn : 100000; /* not expressible: the longest bucket */
      int same = ref && g && len[(q + ui) * nc] == rn && !memcmp(g, ref, sizeof(int32_t) * (size_t)rn);
      it->units_exact += same;
      if (o->misses && ref && !same) nc_print_miss(it, ui, ref, rn, g, len[(q + ui) * nc]);
      free(ref);
    }
    for (j = 0; j < nc; j++) {
      const uint8_t *mod;
      int32_t bad, total;
      NcCand *x = &c[i * nc + j];
      Module mm;
      total = nc_compose(&it->p, (const int32_t *const *)lst + q * nc + j, len + q * nc + j, nc, &cs, &mod, &bad);
      if (total == NC_E_NOMEM) cli_nomem();
      if (total <= 0) continue;
      x->mod = aligned_alloc(8, (size_t)total); /* a module size is a multiple of 8 */
      memcpy(x->mod, mod, (size_t)total);
      int v = nc_verify(x->mod, total, &mm);
      if (v < 0) cli_nomem();
      if (v == 0) {
        x->len = total;
        x->verified = 1;
        x->exact = total == it->p.ref_len && !memcmp(x->mod, it->p.ref, (size_t)total);
      } else {
        free(x->mod);
        x->mod = NULL;
      }
    }
    q += it->p.nunit;
  }
  for (i = 0; i < njobs * nc; i++) free(lst[i]);
  free(lst); free(len); free(jobs);
  nc_compose_free(&cs);
  *secs = host_now() - t0;
  return c;
}

/* the reference's results on the tests and on nsets random argument sets, computed once per program */
static const NcRun *nc_ref_runs(NcItem *it, const Module *ref, int nsets) {
  int32_t t;
  if (it->ref_runs && it->ref_nsets >= nsets) return it->ref_runs;
  free(it->ref_runs);
  it->ref_runs = xmalloc(sizeof(NcRun) * (size_t)(it->ntests + nsets + 1));
  it->ref_nsets = nsets;
  for (t = 0; t < it->ntests; t++) nc_exec(ref, it->entry_fn, &it->tests[t], GNC_DEF_FUEL / 100, &it->ref_runs[t]);
  for (t = 0; t < nsets; t++) {
    NcArgs a;
    nc_random_args(ref, it->entry_fn, t, &a);
    nc_exec(ref, it->entry_fn, &a, GNC_DEF_FUEL / 100, &it->ref_runs[it->ntests + t]);
  }
  return it->ref_runs;
}

/* does the candidate pass item it's tests (expected values, else the reference's results)? */
static int nc_pass_tests(NcItem *it, const Module *ref, const Module *cm) {
  const NcRun *r = nc_ref_runs(it, ref, 0);
  int32_t t;
  for (t = 0; t < it->ntests; t++) {
    NcRun b;
    nc_exec(cm, it->entry_fn, &it->tests[t], GNC_DEF_FUEL / 100, &b);
    if (it->tests[t].has_expect) {
      if (b.trap != TRAP_NONE || b.ret.u != it->tests[t].expect.u) return 0;
    } else if (!nc_same(&r[t], &b)) {
      return 0;
    }
  }
  return 1;
}

/* the candidate against the reference on nsets random argument sets (fuel: 10x the reference's + 1000) */
static int nc_agree_random(NcItem *it, const Module *ref, const Module *cm, int nsets) {
  const NcRun *r = nc_ref_runs(it, ref, nsets) + it->ntests;
  int s;
  for (s = 0; s < nsets; s++) {
    NcArgs a;
    NcRun y;
    nc_random_args(ref, it->entry_fn, s, &a);
    nc_exec(cm, it->entry_fn, &a, nc_candidate_fuel(&r[s]), &y);
    if (!nc_same(&r[s], &y)) return 0;
  }
  return 1;
}

/* VM instructions executed by function fn of module mm, summed over item it's tests and the nsets random
 * argument sets (fuel as nc_agree_random gives) */
static int64_t nc_steps_on_sets(NcItem *it, const Module *ref, const Module *mm, int32_t fn, int nsets) {
  const NcRun *r = nc_ref_runs(it, ref, nsets);
  int64_t total = 0;
  int32_t t;
  for (t = 0; t < it->ntests; t++) {
    NcRun y;
    nc_exec(mm, fn, &it->tests[t], GNC_DEF_FUEL / 100, &y);
    total += y.steps;
  }
  for (t = 0; t < nsets; t++) {
    NcArgs a;
    NcRun y;
    nc_random_args(ref, it->entry_fn, t, &a);
    nc_exec(mm, fn, &a, nc_candidate_fuel(&r[it->ntests + t]), &y);
    total += y.steps;
  }
  return total;
}

/* ---------------------------------------------------------------- options */

/* a number option within [lo, hi] (open at lo when open_lo) as a float */
static int nc_opt_float(const char *cmd, const char *opt, const char *v, double lo, int open_lo, double hi,
                        float *out) {
  double d;
  if (nc_real(cmd, opt, v, &d)) return EXIT_USER;
  if (!(open_lo ? d > lo : d >= lo) || d > hi) return nc_bad_value(cmd, opt, v);
  *out = (float)d;
  return 0;
}

/* a value option of argv[*i]; out and entry NULL where the command has none.  0, or EXIT_USER after the error */
static int nc_value_opt(const char *cmd, int argc, char **argv, int *i, NcOpts *o, const char **out,
                        const char **entry) {
  const char *v;
  int64_t n = 0;
  int bad = 0;
  if (cli_opt(argc, argv, i, "--k", NULL, &v)) {
    bad = nc_count(cmd, "--k", v, 0, 1024, &n);
    o->k = (int32_t)n;
  } else if (cli_opt(argc, argv, i, "--unit-nodes", NULL, &v)) {
    bad = nc_count(cmd, "--unit-nodes", v, 1, NL_UNODES_MAX, &n);
    o->unit_nodes = (int32_t)n;
  } else if (cli_opt(argc, argv, i, "--temperature", NULL, &v)) {
    bad = nc_opt_float(cmd, "--temperature", v, 0, 0, 100, &o->so.temperature);
  } else if (cli_opt(argc, argv, i, "--top-k", NULL, &v)) {
    bad = nc_count(cmd, "--top-k", v, 0, INT32_MAX, &n);
    o->so.top_k = (int32_t)n;
  } else if (cli_opt(argc, argv, i, "--top-p", NULL, &v)) {
    bad = nc_opt_float(cmd, "--top-p", v, 0, 1, 1, &o->so.top_p);
  } else if (cli_opt(argc, argv, i, "--seed", NULL, &v)) {
    bad = nc_count(cmd, "--seed", v, 0, INT64_MAX, &n);
    o->so.seed = (uint64_t)n;
  } else if (cli_opt(argc, argv, i, "--model", NULL, &v)) {
    o->model = v;
  } else if (cli_opt(argc, argv, i, "--device", NULL, &v)) {
    if (strcmp(v, "cuda") && strcmp(v, "cpu")) return nc_bad_value(cmd, "--device", v);
    o->cuda = !strcmp(v, "cuda");
  } else if (entry && cli_opt(argc, argv, i, "--entry", NULL, &v)) {
    *entry = v;
  } else if (out && cli_opt(argc, argv, i, "--output", "-o", &v)) {
    *out = v;
  } else {
    return cli_error(cmd, "unknown option '%s' (gnc %s --help)", argv[*i], cmd);
  }
  return bad;
}

/* the options of compile and eval (json_only: eval's --json, NULL for compile; eval also takes --misses); 0, or
 * EXIT_USER after the error */
static int nc_parse_opts(int argc, char **argv, NcOpts *o, const char **file, const char **out, const char **entry,
                         int *json_only, const char *sub) {
  char cmd[32];
  int i, bad = 0;
  snprintf(cmd, sizeof cmd, "neural %s", sub);
  o->k = 8; o->model = NC_DEFAULT_MODEL; o->cuda = 0; o->g = NULL; o->misses = 0; o->unit_nodes = 0;
  o->so.temperature = 0.8f; o->so.top_k = 0; o->so.top_p = 0.95f; o->so.seed = 1; o->so.max_len = 2048;
  o->so.sample_all = 0;
  *file = NULL;
  for (i = 0; i < argc && !bad; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "--json") && json_only) { *json_only = 1; continue; }
    if (!strcmp(a, "--misses") && json_only) { o->misses = 1; continue; }
    if (a[0] != '-' || !strcmp(a, "-")) {
      if (*file) return cli_error(cmd, "more than one input file");
      *file = a;
      continue;
    }
    if (nc_no_value(cmd, argc, argv, i)) return EXIT_USER;
    bad = nc_value_opt(cmd, argc, argv, &i, o, out, entry);
  }
  if (!bad && !*file) return cli_error(cmd, "no input file (gnc %s --help)", cmd);
  return bad;
}

/* --device cuda: the model on the GPU (o->g); 0 on success */
static int nc_to_device(NcOpts *o, const NnModel *m, const char *cmd) {
  char err[256];
  if (!o->cuda) return 0;
  o->g = nn_cuda_new(m, err, sizeof err);
  if (!o->g) { fprintf(stderr, "gnc neural %s: --device cuda: %s\n", cmd, err); return 1; }
  return 0;
}

/* ---------------------------------------------------------------- compile */

static const char *nc_compile_help =
  "usage: gnc neural compile FILE [--k K] [--temperature T] [--top-k N] [--top-p P] [--seed S]\n"
  "                          [--model PATH] [--entry NAME] [--device cpu|cuda] [--unit-nodes N] [-o OUT]\n\n"
  "Translates FILE (a C program, or JSON lines in `gnc batch`'s format when it ends in .jsonl) with the\n"
  "neural compiler: the greedy candidate first, then up to K distinct samples (default 8, temperature 0.8,\n"
  "top-p 0.95).  Every candidate verifies by construction; the first one that also passes the program's\n"
  "tests (JSON lines input; a test without \"expect\" must give the traditional compiler's result) is\n"
  "accepted and written to OUT (a module file; for JSON lines, a directory that receives ID.gncb, ID the\n"
  "program's id or line number).  When no candidate is accepted gnc says so and exits 1: it does not fall\n"
  "back to the traditional compiler.  --model: default " NC_DEFAULT_MODEL ".\n"
  "--unit-nodes: the largest expression the model translates as one unit (1.." NC_STR(NL_UNODES_MAX) ", default "
  NC_STR(NL_UNODES) ");\na larger one is split: its operator is codegen's, its operands are units.\n";

int nc_cmd_compile(int argc, char **argv) {
  NcOpts o;
  const char *file, *out = NULL, *entry = NULL;
  NcItem *items;
  NcCand *c;
  NnModel *m;
  int32_t n, i, j, rejected = 0;
  double secs;
  for (i = 0; i < argc; i++)
    if (cli_is_help(argv[i])) { fputs(nc_compile_help, stdout); return 0; }
  if (nc_parse_opts(argc, argv, &o, &file, &out, &entry, NULL, "compile")) return 1;
  if (!(m = nc_load_model(o.model, "compile"))) return 1;
  if (nc_to_device(&o, m, "compile")) { nn_free(m); return 1; }
  items = nc_read_items(file, &n, m->cfg.ctx, o.unit_nodes, entry);
  if (!items) { nn_free(m); return 1; }
  if (n == 1 && !items[0].ok && !items[0].p.ref && items[0].src) { /* the front end's own diagnostics */
    size_t ml;
    unsigned char *mod = cli_compile(cli_display_name(file), items[0].src, items[0].len, &ml, 0);
    free(mod);
  }
  c = nc_candidates(m, items, n, &o, &secs);
  for (i = 0; i < n; i++) {
    NcItem *it = &items[i];
    int32_t tried = 0, acc = -1;
    Module ref;
    if (!it->ok) {
      fprintf(stderr, "%s: no candidate: %s\n", it->name, it->why);
      rejected++;
      continue;
    }
    mod_load(it->p.ref, (size_t)it->p.ref_len, &ref);
    for (j = 0; j <= o.k && acc < 0; j++) {
      NcCand *x = &c[i * (1 + o.k) + j];
      Module cm;
      int dup = 0, d;
      if (!x->mod) continue;
      for (d = 0; d < j && !dup; d++) {
        NcCand *y = &c[i * (1 + o.k) + d];
        dup = y->mod && y->len == x->len && !memcmp(y->mod, x->mod, (size_t)x->len);
      }
      if (dup) continue;
      tried++;
      mod_load(x->mod, (size_t)x->len, &cm);
      if (nc_pass_tests(it, &ref, &cm)) acc = j;
    }
    if (acc < 0) {
      fprintf(stderr, "%s: no candidate was accepted (%d distinct verified candidates of %d tried)\n", it->name,
              tried, 1 + o.k);
      rejected++;
      continue;
    }
    fprintf(stderr, "%s: accepted candidate %d (%s), %d distinct tried%s\n", it->name, acc,
            acc == 0 ? "greedy" : "sampled", tried,
            it->ntests ? "" : "; no tests were given, so it is only known to verify");
    if (out) {
      char path[4096];
      FILE *f;
      NcCand *x = &c[i * (1 + o.k) + acc];
      if (n == 1 && strcmp(file + (strlen(file) > 6 ? strlen(file) - 6 : 0), ".jsonl"))
        snprintf(path, sizeof path, "%s", out);
      else {
        if (mkdir(out, 0777) != 0 && errno != EEXIST) {
          fprintf(stderr, "gnc neural compile: cannot create %s: %s\n", out, strerror(errno));
          rejected++;
          continue;
        }
        snprintf(path, sizeof path, "%s/%s.gncb", out, it->fname);
      }
      f = !strcmp(path, "-") ? stdout : fopen(path, "wb");
      if (!f || fwrite(x->mod, 1, (size_t)x->len, f) != (size_t)x->len) {
        fprintf(stderr, "gnc neural compile: cannot write %s\n", path);
        rejected++;
      }
      if (f && f != stdout) fclose(f);
    }
  }
  for (i = 0; i < n * (1 + o.k); i++) free(c[i].mod);
  free(c);
  nc_free_items(items, n);
  if (o.g) nn_cuda_free(o.g);
  nn_free(m);
  return rejected ? 1 : 0;
}

/* ---------------------------------------------------------------- eval */

static const char *nc_eval_help =
  "usage: gnc neural eval FILE.jsonl [--k K] [--temperature T] [--top-k N] [--top-p P] [--seed S]\n"
  "                       [--model PATH] [--device cpu|cuda] [--unit-nodes N] [--json] [--misses]\n\n"
  "Measures the neural compiler against the traditional compiler (without the optimizer) on the programs of\n"
  "FILE (JSON lines in `gnc batch`'s format; tests optional).  For every program: the greedy candidate and K\n"
  "samples (default 8), each judged by execution on the program's tests and 1,000 random argument sets of\n"
  "the entry's signature.  Prints a line per program, a summary, and as the last line one JSON object\n"
  "(--json: only that object).  --misses first prints every unit whose greedy listing is not the reference's:\n"
  "its prompt, the reference listing and the greedy one.  --unit-nodes: as for `gnc neural compile`.\n";

static int nc_cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int nc_cmd_eval(int argc, char **argv) {
  NcOpts o;
  const char *file;
  int json_only = 0;
  NcItem *items;
  NcCand *c;
  NnModel *m;
  int32_t n, i, j, nc, hist[10] = {0}, ok_progs = 0;
  long cands = 0, verified = 0, exact = 0, greedy_ok = 0, never = 0, accepted = 0, false_acc = 0, faster = 0;
  long units = 0, units_exact = 0;
  double saving_sum = 0;
  double secs, ref_secs, pass1 = 0, passk = 0, psum = 0, *k99;
  static const int bucket_max[4] = {256, 512, 1024, 1 << 30};
  long b_n[4] = {0}, b_greedy[4] = {0}, b_solved[4] = {0};
  for (i = 0; i < argc; i++)
    if (cli_is_help(argv[i])) { fputs(nc_eval_help, stdout); return 0; }
  if (nc_parse_opts(argc, argv, &o, &file, NULL, NULL, &json_only, "eval")) return 1;
  if (o.k < 1) { fprintf(stderr, "gnc neural eval: --k must be at least 1\n"); return 1; }
  if (!(m = nc_load_model(o.model, "eval"))) return 1;
  if (nc_to_device(&o, m, "eval")) { nn_free(m); return 1; }
  items = nc_read_items(file, &n, m->cfg.ctx, o.unit_nodes, NULL);
  if (!items) { nn_free(m); return 1; }
  nc = 1 + o.k;
  { /* the reference: the traditional compiler on the same programs */
    double t0 = host_now();
    for (i = 0; i < n; i++) {
      size_t ml;
      Diag *d = NULL;
      int nd = 0;
      unsigned char *mod = items[i].src ? host_compile(items[i].src, items[i].len, &ml, &d, &nd) : NULL;
      items[i].opt = mod; /* kept for the self-improvement figures */
      items[i].opt_len = mod ? ml : 0;
      free(d);
    }
    ref_secs = host_now() - t0;
  }
  c = nc_candidates(m, items, n, &o, &secs);
  k99 = calloc((size_t)(n > 0 ? n : 1), sizeof(double));
  for (i = 0; i < n; i++) {
    NcItem *it = &items[i];
    Module ref;
    int correct = 0, b, nver = 0;
    double p;
    if (!it->ok) {
      k99[i] = INFINITY;
      never++;
      hist[0]++;
      if (!json_only) printf("%-10s unsupported: %s\n", it->name, it->why);
      continue;
    }
    ok_progs++;
    units += it->p.nunit;
    units_exact += it->units_exact;
    mod_load(it->p.ref, (size_t)it->p.ref_len, &ref);
    for (j = 0; j < nc; j++) {
      NcCand *x = &c[i * nc + j];
      Module cm;
      cands++;
      if (!x->mod) continue;
      verified++;
      nver++;
      exact += x->exact;
      mod_load(x->mod, (size_t)x->len, &cm);
      x->tests_ok = nc_pass_tests(it, &ref, &cm);
      x->correct = x->tests_ok && nc_agree_random(it, &ref, &cm, NC_RANDOM_SETS);
      if (x->tests_ok) { accepted++; false_acc += !x->correct; }
      if (j > 0) correct += x->correct;
    }
    p = (double)correct / o.k;
    psum += p;
    hist[p >= 1 ? 9 : (int)(p * 10)]++;
    pass1 += he_pass_at_k(o.k, correct, 1);
    passk += he_pass_at_k(o.k, correct, o.k);
    greedy_ok += c[i * nc].correct;
    { /* self-improvement: the fastest correct candidate against the optimized module, same argument sets */
      int64_t best = -1, opt_steps;
      Module om;
      int32_t ofn;
      for (j = 0; j < nc; j++) {
        NcCand *x = &c[i * nc + j];
        Module cm;
        int64_t st;
        if (!x->correct) continue;
        mod_load(x->mod, (size_t)x->len, &cm);
        st = nc_steps_on_sets(it, &ref, &cm, it->entry_fn, NC_RANDOM_SETS);
        if (best < 0 || st < best) best = st;
      }
      if (best >= 0 && it->opt && mod_load(it->opt, it->opt_len, &om) == MOD_OK &&
          (ofn = mod_find(&om, it->entry, (int32_t)strlen(it->entry))) >= 0) {
        opt_steps = nc_steps_on_sets(it, &ref, &om, ofn, NC_RANDOM_SETS);
        if (best < opt_steps) {
          faster++;
          saving_sum += 100.0 * (1.0 - (double)best / (double)opt_steps);
        }
      }
    }
    k99[i] = p >= 1 ? 1 : p <= 0 ? INFINITY : ceil(log(0.01) / log(1 - p));
    {
      int any = c[i * nc].correct || correct > 0;
      never += !any;
      for (b = 0; it->ref_tokens > bucket_max[b]; b++) {}
      b_n[b]++; b_greedy[b] += c[i * nc].correct; b_solved[b] += any;
    }
    if (!json_only)
      printf(
          "%-10s units %d  listing %d tokens  verified %d/%d  exact %d  greedy %s  correct samples %d/%d  p %.2f\n",
          it->name, it->p.nunit, it->ref_tokens, nver, nc, (int)c[i * nc].exact,
          c[i * nc].correct ? "correct" : "wrong", correct, o.k, p);
  }
  qsort(k99, (size_t)n, sizeof(double), nc_cmp_double);
  {
    double med = n ? k99[(n - 1) / 2] : INFINITY;
    double rate = secs > 0 ? (double)cands / secs : 0, ref_rate = ref_secs > 0 ? n / ref_secs : 0;
    if (!json_only) {
      printf("\nunits %ld  greedy listing exact %.4f (the unit's reference listing token for token)\n", units,
             units ? (double)units_exact / units : 0);
      printf("programs %d (%d supported)  candidates %ld  verified %.4f  exact %.4f\n", n, ok_progs, cands,
             cands ? (double)verified / cands : 0, cands ? (double)exact / cands : 0);
      printf("greedy correct %.4f  pass@1 %.4f  pass@%d %.4f  never solved %.4f  false accepts %.4f\n",
             n ? (double)greedy_ok / n : 0, n ? pass1 / n : 0, o.k, n ? passk / n : 0, n ? (double)never / n : 0,
             accepted ? (double)false_acc / accepted : 0);
      printf("faster than the optimizing compiler: %ld of %d programs (%.4f) have a correct candidate executing fewer "
             "instructions, mean saving %.2f %%\n", faster, n, n ? (double)faster / n : 0,
             faster ? saving_sum / faster : 0);
      printf("p mean %.4f  K99 median %s%.0f  paper's formula with p = p mean: success after %d samples %.4f\n",
             n ? psum / n : 0, isinf(med) ? "inf " : "", isinf(med) ? 0.0 : med, o.k,
             n ? 1 - pow(1 - psum / n, o.k) : 0);
      printf("throughput: %.1f neural candidates/s (%.2f s), traditional compiler %.0f programs/s (%.4f s): %.0fx\n",
             rate, secs, ref_rate, ref_secs, rate > 0 ? ref_rate / rate : 0);
      printf("where the neural time goes: model %.2f s (%lld batched steps, %lld tokens, %.1f us/token), masks and "
             "sampling %.2f s, composing and verifying %.2f s\n", o.so.model_s, (long long)o.so.steps,
             (long long)o.so.tokens, o.so.tokens ? 1e6 * o.so.model_s / o.so.tokens : 0, o.so.choose_s,
             secs - o.so.model_s - o.so.choose_s);
      for (i = 0; i < 4; i++)
        if (b_n[i])
          printf("listing <= %-10d programs %ld  greedy correct %.4f  solved %.4f\n", bucket_max[i], b_n[i],
                 (double)b_greedy[i] / b_n[i], (double)b_solved[i] / b_n[i]);
    }
    printf("{\"programs\": %d, \"supported\": %d, \"candidates\": %ld, \"verified_rate\": %.6f, \"exact_rate\": %.6f, "
           "\"greedy_correct\": %.6f, \"p_mean\": %.6f, \"p_hist\": [", n, ok_progs, cands,
           cands ? (double)verified / cands : 0, cands ? (double)exact / cands : 0, n ? (double)greedy_ok / n : 0,
           n ? psum / n : 0);
    for (i = 0; i < 10; i++) printf("%s%d", i ? ", " : "", hist[i]);
    printf("], \"k\": %d, \"pass_at_1\": %.6f, \"pass_at_k\": %.6f, \"k99_median\": ", o.k, n ? pass1 / n : 0,
           n ? passk / n : 0);
    if (isinf(med)) printf("null");
    else printf("%.0f", med);
    printf(", \"faster_share\": %.6f, \"faster_saving\": ", n ? (double)faster / n : 0);
    if (faster) printf("%.4f", saving_sum / faster);
    else printf("null");
    printf(", \"never_solved\": %.6f, \"false_accept\": %.6f, \"candidates_per_s\": %.3f, "
           "\"reference_programs_per_s\": %.3f, \"buckets\": [",
           n ? (double)never / n : 0, accepted ? (double)false_acc / accepted : 0, rate, ref_rate);
    for (i = 0, j = 0; i < 4; i++)
      if (b_n[i])
        printf("%s{\"max_listing_tokens\": %d, \"programs\": %ld, \"greedy_correct\": %.6f, \"solved\": %.6f}",
               j++ ? ", " : "", bucket_max[i] == 1 << 30 ? -1 : bucket_max[i], b_n[i], (double)b_greedy[i] / b_n[i],
               (double)b_solved[i] / b_n[i]);
    printf("], \"units\": %ld, \"unit_exact\": %.6f}\n", units, units ? (double)units_exact / units : 0);
  }
  for (i = 0; i < n * nc; i++) free(c[i].mod);
  free(c);
  free(k99);
  nc_free_items(items, n);
  if (o.g) nn_cuda_free(o.g);
  nn_free(m);
  return 0;
}

/* ---------------------------------------------------------------- info */

int nc_cmd_info(int argc, char **argv) {
  char err[256], buf[4200];
  const char *path = argc > 0 ? argv[0] : NC_DEFAULT_MODEL;
  NnModel *m;
  uint64_t h = 1469598103934665603ULL;
  size_t i;
  if (argc > 1 || (argc == 1 && cli_is_help(argv[0]))) {
    fprintf(argc > 1 ? stderr : stdout, "usage: gnc neural info [CHECKPOINT]\n\nPrints a checkpoint's configuration, "
            "step and a hash of its parameters\n(default " NC_DEFAULT_MODEL ").\n");
    return argc > 1;
  }
  if (argc == 0) path = nc_model_path(path, buf, sizeof buf);
  m = nn_load(path, NULL, 0, NULL, err, sizeof err);
  if (!m) { fprintf(stderr, "gnc neural info: %s\n", err); return 1; }
  for (i = 0; i < m->nparams; i++) {
    uint32_t u;
    memcpy(&u, &m->params_flat[i], 4);
    h = (h ^ u) * 1099511628211ULL;
  }
  printf("%s: vocab %d ctx %d layers %d heads %d ch %d, %zu parameters, step %lld, parameter hash %016llx\n", path,
         m->cfg.vocab, m->cfg.ctx, m->cfg.layers, m->cfg.heads, m->cfg.ch, m->nparams, (long long)m->step,
         (unsigned long long)h);
  nn_free(m);
  return 0;
}
