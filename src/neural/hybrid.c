/* hybrid.c - the neural and hybrid compilers inside the batch engine (nc.h).
 *
 * hy_run, after the traditional run of a chunk:
 *   1. route: the programs that compiled with valid input; neural mode takes them all, hybrid asks the router
 *   2. prepare each routed program for the model (nc_prog_init: its units and their prompts); one outside the
 *      neural compiler's language (pointers, strings, ...) or the context is unsupported
 *   3. decode every unit of every routed program at once: greedy + K samples (nc_decode)
 *   4. judge each program's candidates in order, skipping duplicates: compose, verify, run the program's
 *      tests through the batch engine's steps (batch_run_with_module), then
 *        neural: keep the first whose tests all pass, else the greedy one, and take over its results;
 *        hybrid: accept the first whose results equal the traditional ones field for field and that agrees
 *                with the traditional (optimized) module on random argument sets; with prefer_fast look at
 *                every candidate and keep the cheapest accepted one if it beats the traditional module.
 * Judging runs on the calling thread (nc_exec's memory is static); the model's time dominates.
 * The hybrid compiles a judged program's traditional module again on the host (hy_traditional): the backends
 * keep verdicts, not modules (on CUDA a module lives only in its device slot), and keeping them would widen
 * both backends' interface for the few programs routed here.  A compile costs what the program's traditional
 * run did, tens of microseconds, against the model's fraction of a second per routed program.
 */
#include "core/batch/batch.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "engine/host.h"
#include "neural/nc.h"
#include "neural/nn/nn.h"
#include "neural/nn/nn_cuda.h"

#define HY_SCRATCH (1 << 20) /* bytes for one composed candidate */

struct Hybrid {
  HyOpts o;
  BatchOpts bo;
  NnModel *m;
  NnCudaModel *g;
  Router r;
  BatchWorker *w;
  uint8_t *scratch;
  void *ws; size_t ws_cap;       /* the traditional compile of a judged program */
  NcCompose cs;                  /* composing candidates                        */
};

void hy_opts_default(HyOpts *o) {
  memset(o, 0, sizeof *o);
  o->compiler = HY_TRADITIONAL;
  o->k = 8;
  o->temperature = 0.8f;
  o->top_p = 0.95f;
  o->seed = 1;
  o->threshold = -1;
  o->random_sets = 1000;
}

int hy_compiler(const char *name) {
  if (!name) return -1;
  if (!strcmp(name, "traditional")) return HY_TRADITIONAL;
  if (!strcmp(name, "neural")) return HY_NEURAL;
  if (!strcmp(name, "hybrid")) return HY_HYBRID;
  return -1;
}

const char *hy_route_compiler(int r) { return r == HY_R_NEURAL ? "neural" : "traditional"; }

const char *hy_route_reason(int r) {
  return r == HY_R_FALLBACK ? "fallback" : r == HY_R_UNSUPPORTED ? "unsupported" : r == HY_R_SLOWER ? "slower" : NULL;
}

void hy_close(Hybrid *h) {
  if (!h) return;
  if (h->g) nn_cuda_free(h->g);
  nn_free(h->m);
  batch_worker_free(h->w);
  free(h->scratch);
  free(h->ws);
  nc_compose_free(&h->cs);
  free(h);
}

int hy_open(Hybrid **out, const HyOpts *o, const BatchOpts *bo, char *err, size_t cap) {
  char buf[4200], msg[256];
  const char *path;
  int rc = HY_E_INVALID, nomem = 0;
  Hybrid *h = host_calloc(1, sizeof *h);
  *out = NULL;
  if (!h) { snprintf(err, cap, "out of memory"); return HY_E_NOMEM; }
  h->o = *o;
  h->bo = *bo;
  batch_opts_resolve(&h->bo);
  if (!(h->m = nc_model_open(o->model ? o->model : NC_DEFAULT_MODEL, err, cap, &nomem))) {
    if (nomem) rc = HY_E_NOMEM;
    goto fail;
  }
  if (o->cuda && !(h->g = nn_cuda_new(h->m, msg, sizeof msg))) {
    snprintf(err, cap, "--device cuda: %s", msg);
    goto fail;
  }
  if (o->compiler == HY_HYBRID && o->threshold != 0) {
    path = nc_model_path(o->router ? o->router : RT_DEFAULT, buf, sizeof buf);
    if (rt_load(&h->r, path, msg, sizeof msg)) { snprintf(err, cap, "cannot load the router: %s", msg); goto fail; }
    if (o->threshold > 0) h->r.threshold = o->threshold;
  }
  h->w = batch_worker_new(&h->bo);
  h->scratch = host_aligned_alloc(8, HY_SCRATCH);
  if (!h->w || !h->scratch) { snprintf(err, cap, "out of memory"); rc = HY_E_NOMEM; goto fail; }
  *out = h;
  return 0;
fail:
  hy_close(h);
  return rc;
}

/* ---------------------------------------------------------------- judging one program */
typedef struct {
  int32_t p;                     /* program index in the BatchIn                    */
  NcProg np;
  int ok;                        /* prepared for the model                          */
  int32_t job0;                  /* its first function's job                        */
} HyItem;

typedef struct {                 /* one candidate's results                         */
  ProgResult pr;
  TestResult *tr;
  char *tb;
  int64_t steps;
} HyRun;

static int hy_run_alloc(HyRun *r, int64_t ntests, int32_t rcap) {
  r->tr = host_alloc(sizeof(TestResult) * (size_t)(ntests + 1));
  r->tb = rcap ? host_alloc((size_t)rcap * (size_t)(ntests + 1)) : NULL;
  return r->tr && (r->tb || !rcap) ? 0 : -1;
}

/* the same results as the traditional run of program p (pr: its ProgResult; tr, tb: the batch's): status, counts,
 * every test and what it reported */
static int hy_same_results(const Hybrid *h, const BatchIn *in, int32_t p, const ProgResult *pr,
                           const TestResult *tr, const char *tb, const HyRun *c) {
  int64_t t0 = in->test_off[p], nt = in->test_off[p + 1] - t0;
  int32_t rcap = batch_report_cap(&h->bo);
  if (c->pr.status != pr->status || c->pr.passed != pr->passed || c->pr.failed != pr->failed ||
      c->pr.ret_type != pr->ret_type || c->pr.invalid != pr->invalid || c->pr.invalid_arg != pr->invalid_arg)
    return 0;
  for (int64_t t = 0; t < nt; t++) {
    int32_t s, o;
    if (memcmp(&c->tr[t], &tr[t0 + t], sizeof(TestResult))) return 0;
    batch_report_lens(&tr[t0 + t], rcap, &s, &o);
    if (tb && s + o > 0 && memcmp(c->tb + t * rcap, tb + (t0 + t) * rcap, (size_t)(s + o))) return 0;
  }
  return 1;
}

/* the candidate against the traditional module on nsets random argument sets from set `first` on: 1 they agree,
 * 0 they differ, -1 the evidence costs too much: once the traditional module has run HY_AGREE_STEPS instructions
 * on the sets (a program that loops until its fuel runs out on many inputs) the check stops, and the candidate
 * is not accepted — the program falls back, which costs nothing in correctness, where checking every set would
 * cost seconds */
#define HY_AGREE_STEPS (GNC_DEF_FUEL / 10)
static int hy_agree(const Module *ref, const Module *cm, const char *entry, int32_t elen, int32_t first,
                    int32_t nsets) {
  int32_t rf = mod_find(ref, entry, elen), cf = mod_find(cm, entry, elen);
  int64_t spent = 0;
  if (rf < 0 || cf < 0) return 0;
  for (int32_t s = first; s < first + nsets; s++) {
    NcArgs a;
    NcRun x, y;
    nc_random_args(ref, rf, s, &a);
    nc_exec(ref, rf, &a, GNC_DEF_FUEL / 100, &x);
    nc_exec(cm, cf, &a, nc_candidate_fuel(&x), &y);
    spent += x.steps;
    if (!nc_same(&x, &y)) return 0;
    if (spent > HY_AGREE_STEPS) return -1;
  }
  return 1;
}

/* the traditional module of program p (as the batch compiled it, again: see the top), 8-byte aligned and
 * malloc'd into *mod: 0, 1 if there is none, -1 out of memory */
static int hy_traditional(Hybrid *h, const BatchIn *in, int32_t p, uint8_t **mod, int32_t *len) {
  Compiler c;
  int failed = cc_compile_host(&c, in->src + in->src_off[p], batch_src_len(in, p), NULL, CC_HOST_SLOT, &h->ws,
                               &h->ws_cap);
  *mod = NULL;
  if (failed) return failed == CC_HOST_NOMEM ? -1 : 1;
  if (!(*mod = host_aligned_alloc(8, ((size_t)c.out_len + 7) & ~(size_t)7))) return -1;
  memcpy(*mod, c.out, (size_t)c.out_len);
  *len = c.out_len;
  return 0;
}

/* candidate j of item it: composed and verified into h->scratch; its length, 0 if none, -1 out of memory */
static int32_t hy_compose(Hybrid *h, const HyItem *it, int32_t **lst, int32_t *len, int32_t nc, int32_t j) {
  const uint8_t *mod;
  int32_t bad, first = it->job0 * nc + j;
  int32_t total = nc_compose(&it->np, (const int32_t *const *)lst + first, len + first, nc, &h->cs, &mod, &bad);
  Module mm;
  if (total == NC_E_NOMEM) return -1;
  if (total <= 0 || total > HY_SCRATCH) return 0;
  memcpy(h->scratch, mod, (size_t)total);
  int v = nc_verify(h->scratch, total, &mm);
  return v < 0 ? -1 : v == 0 ? total : 0;
}

/* judges the candidates of one routed program; returns its HY_R_* route, or -1 out of memory */
static int hy_judge(Hybrid *h, const BatchIn *in, HyItem *it, int32_t **lst, int32_t *len, int32_t nc,
                    ProgResult *pr, TestResult *tr, char *tb, HyRun *cur, HyRun *best, HyStats *st) {
  int32_t p = it->p, rcap = batch_report_cap(&h->bo), tlen = 0, seen_n = 0;
  int64_t t0 = in->test_off[p], nt = in->test_off[p + 1] - t0;
  uint8_t *trad = NULL, *seen[1025];
  int32_t seen_len[1025];
  const char *entry = in->entry + in->entry_off[p];
  int32_t elen = in->entry_off[p + 1] - in->entry_off[p];
  int have = 0, kept_pass = 0, route = HY_R_FALLBACK, tr_rc = 0;
  Module tm;
  if (h->o.compiler == HY_HYBRID &&
      ((tr_rc = hy_traditional(h, in, p, &trad, &tlen)) != 0 || mod_load(trad, (size_t)tlen, &tm) != MOD_OK)) {
    free(trad);
    return tr_rc < 0 ? -1 : HY_R_UNSUPPORTED;
  }
  for (int32_t j = 0; j < nc && seen_n < 1025; j++) {
    int32_t n = hy_compose(h, it, lst, len, nc, j), dup = 0;
    Module cm;
    if (n < 0) { route = -1; break; }
    if (!n) continue;
    for (int32_t q = 0; q < seen_n && !dup; q++) dup = seen_len[q] == n && !memcmp(seen[q], h->scratch, (size_t)n);
    if (dup) continue;
    seen[seen_n] = host_alloc((size_t)n);
    if (!seen[seen_n]) { route = -1; break; }
    memcpy(seen[seen_n], h->scratch, (size_t)n);
    seen_len[seen_n++] = n;
    st->candidates++;
    if (batch_run_with_module(h->w, in, p, h->scratch, n, &cur->pr, cur->tr, cur->tb, &cur->steps)) {
      route = -1;
      break;
    }
    if (h->o.compiler == HY_NEURAL) {
      int pass = cur->pr.status == PS_OK && cur->pr.failed == 0;
      if (!have || (pass && !kept_pass)) {
        HyRun x = *best; *best = *cur; *cur = x;
        have = 1;
        kept_pass = pass;
      }
      if (pass) break;
      continue;
    }
    mod_load(h->scratch, (size_t)n, &cm);
    if (!hy_same_results(h, in, p, &pr[p], tr, tb, cur) || hy_agree(&tm, &cm, entry, elen, 0, h->o.random_sets) != 1)
      continue;
    if (!have || cur->steps < best->steps) {
      HyRun x = *best; *best = *cur; *cur = x;
      if (h->o.audit_sets > 0) { /* an audit too costly to finish counts neither way */
        int agree = hy_agree(&tm, &cm, entry, elen, h->o.random_sets, h->o.audit_sets);
        st->audited += agree >= 0;
        st->audit_differs += agree == 0;
      }
    }
    have = 1;
    if (!h->o.prefer_fast) break;
  }
  if (route < 0) {
    have = 0;
  } else if (h->o.compiler == HY_NEURAL && have) {
    /* the neural module's results replace the traditional ones */
    pr[p] = best->pr;
    memcpy(tr + t0, best->tr, sizeof(TestResult) * (size_t)nt);
    if (tb && rcap) memcpy(tb + t0 * rcap, best->tb, (size_t)rcap * (size_t)nt);
    route = HY_R_NEURAL;
  } else if (have) {
    route = HY_R_NEURAL;
    if (h->o.prefer_fast && batch_run_with_module(h->w, in, p, trad, tlen, &cur->pr, cur->tr, cur->tb, &cur->steps)) {
      route = -1;
    } else if (h->o.prefer_fast) {
      if (best->steps >= cur->steps) route = HY_R_SLOWER;
      else {
        st->faster++;
        st->steps_neural += best->steps;
        st->steps_traditional += cur->steps;
        st->saving_sum += 1.0 - (double)best->steps / (double)cur->steps;
      }
    }
  }
  for (int32_t q = 0; q < seen_n; q++) free(seen[q]);
  free(trad);
  return have || route < 0 ? route : HY_R_FALLBACK;
}

/* ---------------------------------------------------------------- a chunk */
static int hy_routed(Hybrid *h, const BatchIn *in, int32_t p) {
  if (h->o.compiler == HY_NEURAL || h->o.threshold == 0) return 1;
  return rt_route(&h->r, in->src + in->src_off[p], batch_src_len(in, p));
}

int hy_run(Hybrid *h, const BatchIn *in, ProgResult *pr, TestResult *tr, char *tb, uint8_t *route, HyStats *st) {
  int32_t nc = 1 + h->o.k, ctx = h->m->cfg.ctx, n = 0, njobs = 0, rcap = batch_report_cap(&h->bo);
  int64_t maxt = 0;
  HyItem *items = host_calloc((size_t)in->nprog + 1, sizeof *items);
  NcJob *jobs = NULL;
  int32_t **lst = NULL, *len = NULL;
  HyRun cur = {0}, best = {0};
  NcSampleOpts so;
  int rc = -1;
  double t = host_now();
  if (!items) return -1;
  for (int32_t p = 0; p < in->nprog; p++) {
    route[p] = HY_R_TRADITIONAL;
    if (pr[p].status != PS_OK) continue;
    st->programs++;
    if (!hy_routed(h, in, p)) continue;
    st->routed++;
    items[n++].p = p;
    if (in->test_off[p + 1] - in->test_off[p] > maxt) maxt = in->test_off[p + 1] - in->test_off[p];
  }
  st->router_s += host_now() - t;
  for (int32_t i = 0; i < n; i++) {
    HyItem *it = &items[i];
    char err[200];
    int e = nc_prog_init(&it->np, in->src + in->src_off[it->p], (int32_t)batch_src_len(in, it->p), 0, err,
                         sizeof err);
    if (e == NC_E_NOMEM) goto done;
    if (e == 0) {
      it->ok = 1;
      for (int32_t ui = 0; ui < it->np.nunit; ui++) if (it->np.unit[ui].plen + 16 >= ctx) it->ok = 0;
    }
    if (it->ok) { it->job0 = njobs; njobs += it->np.nunit; }
  }
  jobs = host_alloc(sizeof(NcJob) * (size_t)(njobs + 1));
  lst = host_calloc((size_t)(njobs + 1) * (size_t)nc, sizeof(int32_t *));
  len = host_calloc((size_t)(njobs + 1) * (size_t)nc, sizeof(int32_t));
  if (!jobs || !lst || !len || hy_run_alloc(&cur, maxt, rcap) || hy_run_alloc(&best, maxt, rcap)) goto done;
  for (int32_t i = 0, q = 0; i < n; i++)
    for (int32_t ui = 0; items[i].ok && ui < items[i].np.nunit; ui++) { jobs[q].p = &items[i].np; jobs[q++].ui = ui; }
  memset(&so, 0, sizeof so);
  so.temperature = h->o.temperature;
  so.top_p = h->o.top_p;
  so.seed = h->o.seed;
  so.max_len = 512;
  t = host_now();
  if (njobs > 0 && nc_decode(h->m, h->g, jobs, njobs, nc, &so, lst, len) != 0) goto done;
  st->decode_s += host_now() - t;
  t = host_now();
  for (int32_t i = 0; i < n; i++) {
    int r = items[i].ok ? hy_judge(h, in, &items[i], lst, len, nc, pr, tr, tb, &cur, &best, st) : HY_R_UNSUPPORTED;
    if (r < 0) goto done;
    route[items[i].p] = (uint8_t)r;
    st->neural += r == HY_R_NEURAL;
    st->fallback += r == HY_R_FALLBACK;
    st->unsupported += r == HY_R_UNSUPPORTED;
    st->slower += r == HY_R_SLOWER;
  }
  st->check_s += host_now() - t;
  rc = 0;
done:
  for (int32_t i = 0; i < njobs * nc && lst; i++) free(lst[i]);
  for (int32_t i = 0; i < n; i++) nc_prog_free(&items[i].np);
  free(lst); free(len); free(jobs); free(items);
  free(cur.tr); free(cur.tb); free(best.tr); free(best.tb);
  return rc;
}
