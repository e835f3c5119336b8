/* gploop.c - the steps of gnc search's generation loop (search.h has the list and the order). */
#include "core/search/search.h"

CORE_FN uint64_t gp_fnv(uint64_t h, const void *p, int64_t n) {
  const uint8_t *b = (const uint8_t *)p;
  int64_t i;
  for (i = 0; i < n; i++) h = (h ^ b[i]) * 1099511628211ull;
  return h;
}

CORE_FN double gp_case_error(const GpLoop *L, int32_t c, Value v) {
  Value w = L->want[c];
  int ret = L->spec->ret;
  double d;
  if (L->exact || ret == GT_BOOL)
    return ret == GT_DBL ? (v.d == w.d || (v.d != v.d && w.d != w.d) ? 0 : 1) : (v.i == w.i ? 0 : 1);
  d = ret == GT_DBL ? v.d - w.d : (double)v.i - (double)w.i;
  if (d < 0) d = -d;
  if (!(d <= GP_PENALTY)) d = GP_PENALTY;
  return d <= L->tolerance ? 0 : d;
}

/* the output word of a test: the value's bits, or the trap (what semantic de-duplication compares) */
CORE_FN static uint64_t gl_out_word(const TestResult *t) {
  return t->status == TS_TRAP ? 0xfff1000000000000ull + (uint64_t)t->trap
       : t->status == TS_NOT_RUN ? 0xfff2000000000000ull : (uint64_t)t->value.i;
}

CORE_FN static int gl_same_text(const GpLoop *L, int32_t a, int32_t b) {
  const char *x = L->src + (int64_t)a * GP_SRC_CAP, *y = L->src + (int64_t)b * GP_SRC_CAP;
  int32_t k;
  if (L->th[a] != L->th[b] || L->src_len[a] != L->src_len[b]) return 0;
  for (k = 0; k < L->src_len[a]; k++)
    if (x[k] != y[k]) return 0;
  return 1;
}

/* ---------------------------------------------------------------- the population */
CORE_FN static void gl_random(const GpLoop *L, int32_t k) {
  GpRng r = gp_rng_at(L->seed, 0, (uint64_t)k + 1);
  gp_random(L->spec, &r, &L->pop[k]);
}

CORE_FN static void gl_emit(const GpLoop *L, int32_t k) {
  char *s = L->src + (int64_t)k * GP_SRC_CAP;
  int32_t n = gp_emit(L->spec, &L->pop[k], s, GP_SRC_CAP);
  L->src_len[k] = n < 0 ? 0 : n;
  L->th[k] = gp_fnv(GP_FNV_SEED, s, L->src_len[k]);
  L->size[k] = gp_size(L->spec, &L->pop[k]);
}

CORE_FN static void gl_same(const GpLoop *L, int32_t k) {
  int32_t j;
  for (j = 0; j < k && !gl_same_text(L, j, k); j++) {}
  L->same[k] = j;
}

CORE_FN static void gl_uniq(const GpLoop *L) {
  int32_t k, n = 0;
  for (k = 0; k < L->P; k++)
    if (L->same[k] == k) L->uniq[n++] = k;
  L->sum->nu = n;
}

/* ---------------------------------------------------------------- an evaluation's batch */
CORE_FN static void gl_plan(const GpLoop *L) {
  int32_t u;
  L->bsrc_off[0] = 0;
  for (u = 0; u < L->n; u++) L->bsrc_off[u + 1] = L->bsrc_off[u] + L->src_len[L->idx[u]];
}

CORE_FN static void gl_fill(const GpLoop *L, int32_t u) {
  const char *s = L->src + (int64_t)L->idx[u] * GP_SRC_CAP;
  char *d = L->bsrc + L->bsrc_off[u];
  int32_t k, len = L->src_len[L->idx[u]];
  for (k = 0; k < len; k++) d[k] = s[k];
  for (k = 0; k < L->flen; k++) L->bentry[(int64_t)u * L->flen + k] = L->spec->fname[k];
  if (u == 0) L->bentry_off[0] = 0, L->btest_off[0] = 0;
  L->bentry_off[u + 1] = (u + 1) * L->flen;
  L->btest_off[u + 1] = (int64_t)(u + 1) * L->nc;
}

CORE_FN static void gl_args(const GpLoop *L, int64_t t) {
  int32_t np = L->nparam, c = L->cs[t % L->nc], q;
  for (q = 0; q < np; q++) L->bargs[t * np + q] = L->args[(int64_t)c * np + q];
  if (t == 0) L->barg_off[0] = 0;
  L->barg_off[t + 1] = (t + 1) * np;
  L->bexpect[t].v = 0;
  L->bexpect[t].len = 0;
  L->bexpect[t].tag = 0;
}

CORE_FN static void gl_score(const GpLoop *L, int32_t u) {
  int64_t row = (int64_t)(L->by_idx ? L->idx[u] : u) * L->ld + L->col0;
  int32_t j, answered = 0, ex = 0;
  for (j = 0; j < L->nc; j++) {
    const TestResult *t = &L->tr[(int64_t)u * L->nc + j];
    int ok = t->status == TS_DONE || t->status == TS_PASS || t->status == TS_FAIL;
    L->derr[row + j] = ok ? gp_case_error(L, L->cs[j], t->value) : GP_PENALTY;
    if (L->dout) L->dout[row + j] = gl_out_word(t);
    answered |= ok;
    ex += t->status != TS_NOT_RUN;
  }
  L->alive[u] = (uint8_t)((L->pr[u].status == PS_OK ? GP_ALIVE_COMPILED : 0) | (answered ? GP_ALIVE_ANSWERED : 0));
  L->ex[u] = ex;
}

CORE_FN static void gl_tally(const GpLoop *L) {
  int32_t u;
  for (u = 0; u < L->n; u++) {
    L->sum->execs += L->ex[u];
    if (L->first) L->sum->compiled += (L->alive[u] & GP_ALIVE_COMPILED) != 0;
  }
  if (L->first) L->sum->candidates += L->n;
}

/* ---------------------------------------------------------------- staged testing */
CORE_FN static void gl_surv(const GpLoop *L) {
  int32_t u, n = 0;
  for (u = 0; u < L->sum->nu; u++)
    if (L->alive[u] & GP_ALIVE_ANSWERED) L->surv[n++] = L->uniq[u];
  L->sum->ns = n;
}

/* candidate uniq[u] answered none of the first cases: the penalty on the rest (from column col0) */
CORE_FN static void gl_dead(const GpLoop *L, int32_t u) {
  int64_t row = (int64_t)L->uniq[u] * L->ncase;
  int32_t j;
  if (u >= L->sum->nu || (L->alive[u] & GP_ALIVE_ANSWERED)) return;
  for (j = L->col0; j < L->ncase; j++) {
    L->err[row + j] = GP_PENALTY;
    L->out[row + j] = 0xfff3000000000000ull;
  }
}

CORE_FN static void gl_rows(const GpLoop *L, int32_t k) {
  int64_t nc = L->ncase, row = (int64_t)k * nc, from = (int64_t)L->same[k] * nc, j;
  double t = 0;
  if (L->same[k] != k)
    for (j = 0; j < nc; j++) L->err[row + j] = L->err[from + j], L->out[row + j] = L->out[from + j];
  for (j = 0; j < nc; j++) t += L->err[row + j];
  L->tot[k] = t;
  L->ohash[k] = gp_fnv(GP_FNV_SEED, L->out + row, (int64_t)sizeof(uint64_t) * nc);
}

/* ---------------------------------------------------------------- the pool (semantic de-duplication) */
CORE_FN static int gl_eligible(const GpLoop *L, int32_t k) { return L->tot[k] < GP_PENALTY * L->ncase; }

CORE_FN static void gl_head(const GpLoop *L, int32_t k) {
  int32_t j;
  if (!gl_eligible(L, k)) { L->head[k] = -1; return; }
  for (j = 0; j < k && !(gl_eligible(L, j) && L->ohash[j] == L->ohash[k]); j++) {}
  L->head[k] = j;
}

/* the places: the first candidate of each output vector, in order (all candidates when none answered) */
CORE_FN static void gl_pool(const GpLoop *L) {
  int32_t k, n = 0;
  for (k = 0; k < L->P; k++)
    if (L->head[k] == k) L->pool[n++] = k;
  if (n == 0)
    for (k = 0; k < L->P; k++) L->pool[n++] = k;
  L->sum->npool = n;
}

/* place p: the smallest candidate with its outputs (ties: the first) */
CORE_FN static void gl_member(const GpLoop *L, int32_t p) {
  int32_t h, b, k;
  if (p >= L->sum->npool) return;
  h = b = L->pool[p];
  if (L->head[h] != h) return;   /* the fallback pool of all candidates */
  for (k = h + 1; k < L->P; k++)
    if (L->head[k] == h && L->size[k] < L->size[b]) b = k;
  L->pool[p] = b;
}

/* ---------------------------------------------------------------- statistics */
/* order[r] = the candidate of rank r by total error (ties: the lower index) */
CORE_FN static void gl_rank(const GpLoop *L, int32_t k) {
  int32_t j, r = 0;
  for (j = 0; j < L->P; j++) r += L->tot[j] < L->tot[k] || (L->tot[j] == L->tot[k] && j < k);
  L->order[r] = k;
}

/* pool place a before place b: less total error, then the smaller genome, then the earlier place */
CORE_FN static int gl_better(const GpLoop *L, int32_t a, int32_t b) {
  int32_t x = L->pool[a], y = L->pool[b];
  if (L->tot[x] != L->tot[y]) return L->tot[x] < L->tot[y];
  if (L->size[x] != L->size[y]) return L->size[x] < L->size[y];
  return a < b;
}

CORE_FN static void gl_stats(const GpLoop *L) {
  GpSum *s = L->sum;
  int32_t b = L->order[0], k, n = 0;
  s->best = L->tot[b];
  s->median = L->tot[L->order[L->P / 2]];
  s->best_cases = 0;
  for (k = 0; k < L->ncase; k++) s->best_cases += L->err[(int64_t)b * L->ncase + k] == 0;
  s->win = 0;
  for (k = 1; k < s->npool; k++)
    if (gl_better(L, k, s->win)) s->win = k;
  s->win = L->pool[s->win];
  for (k = 0; k < L->P; k++) {   /* the error-free distinct candidates by size (insertion; ties: index) */
    int32_t j = n++;
    if (L->tot[k] != 0 || L->same[k] != k) { n--; continue; }
    while (j > 0 && L->size[L->zero[j - 1]] > L->size[k]) { L->zero[j] = L->zero[j - 1]; j--; }
    L->zero[j] = k;
  }
  s->nzero = n;
}

/* ---------------------------------------------------------------- the next generation */
CORE_FN static void gl_elite(const GpLoop *L, int32_t p) {
  int32_t q, r = 0;
  if (p >= L->sum->npool) return;
  for (q = 0; q < L->sum->npool && r < L->nelite; q++) r += gl_better(L, q, p);
  if (r < L->nelite) L->next[r] = L->pop[L->pool[p]];
}

CORE_FN static int32_t gl_select(const GpLoop *L, GpRng *r, int32_t *work) {
  if (L->sel == GP_SEL_TOURNAMENT) return gp_tournament(L->tot, L->pool, L->sum->npool, L->tour, r);
  return gp_lexicase(L->err, L->ncase, L->pool, L->sum->npool, r, work);
}

/* child j: two parents selected, one operator; randomness from (seed + run, generation, j + 1) only */
CORE_FN static void gl_vary(const GpLoop *L, int32_t i) {
  int32_t j = L->j0 + i, a, b;
  int32_t *work = L->work + (int64_t)i * L->wstride;
  GpRng r;
  if (j < L->nelite) return;
  r = gp_rng_at(L->seed, (uint64_t)L->gen, (uint64_t)j + 1);
  a = gl_select(L, &r, work);
  b = gl_select(L, &r, work);
  gp_vary(L->spec, &r, &L->pop[a], &L->pop[b], &L->next[j]);
}

CORE_FN void gp_step(int kind, const GpLoop *L, int64_t i) {
  int32_t k = (int32_t)i;
  switch (kind) {
  case GS_RANDOM: gl_random(L, k); break;
  case GS_EMIT: gl_emit(L, k); break;
  case GS_SAME: gl_same(L, k); break;
  case GS_UNIQ: gl_uniq(L); break;
  case GS_PLAN: gl_plan(L); break;
  case GS_FILL: gl_fill(L, k); break;
  case GS_ARGS: gl_args(L, i); break;
  case GS_SCORE: gl_score(L, k); break;
  case GS_TALLY: gl_tally(L); break;
  case GS_SURV: gl_surv(L); break;
  case GS_DEAD: gl_dead(L, k); break;
  case GS_ROWS: gl_rows(L, k); break;
  case GS_HEAD: gl_head(L, k); break;
  case GS_POOL: gl_pool(L); break;
  case GS_MEMBER: gl_member(L, k); break;
  case GS_RANK: gl_rank(L, k); break;
  case GS_STATS: gl_stats(L); break;
  case GS_ELITE: gl_elite(L, k); break;
  case GS_VARY: gl_vary(L, k); break;
  default: break;
  }
}
