/* test_nlist.c - the neural compiler's unit language (src/core/nlist/nlist.c): units and their prompts, the
 * encoder, the constrained decoder and the resolver, with nc_prog.c's preparation of programs and its
 * composer (nc_compose: codegen writes everything around the units).
 *
 *   test_nlist [SCALE]    (run by tests/unit/run.sh, built with ASan+UBSan where available; SCALE > 1:
 *                          SCALE times the programs and listings, on other seeds, for a longer hunt)
 *
 * 1. Round trip: generated programs (gen_program, default options; small seeds 1..400, medium 1..40) must
 *    be prepared by nc_prog_init, every unit's reference listing (nc_prog_listing) must exist, and composing
 *    all of them (nc_compose) must give the reference module byte for byte, which must pass mod_load +
 *    vfy_module.  The share of the code words that lie in units is printed (and must be at least half).
 * 2. Constrained random decoding: for 300 (program, unit) pairs of small programs (up to 3 units a program:
 *    those whose calls take arrays first, then others at random), four listings each, and as generated
 *    programs rarely call functions that take arrays (5 units in 12836), for every such unit of two fixed
 *    programs (arr_srcs) 16 rounds of four; each listing drawn token by token among the tokens nl_dec_mask
 *    allows (own xorshift RNG, fixed seed).  The mask must never be empty (no dead ends), nl_dec_allowed
 *    must agree with it, and the decoder must take every token it allows and refuse one it forbids; every
 *    finished listing, put in place of that unit's reference listing (the others keep theirs), must
 *    compose (> 0) into a module that verifies.  The choice is biased so that listings
 *    finish (rd_pick, RdMode): from `close` tokens on it takes END whenever allowed, else 3 times in 4 a
 *    token that closes (nl_dec_close_tok's, or an instruction that pops more than it pushes); the "deep"
 *    mode first, 3 times in 4, takes tokens that grow the stack (pushes, and arrays for LOAD) to reach
 *    the decoder's limits (NL_MAXSTK values, arrays only while calls can still take them: nl_can_finish).
 *    From two points of each listing (one of them the cap, if unfinished) the forced ending
 *    (nl_dec_close_tok fed in turn) must take only allowed tokens, end within nl_dec_close_len tokens,
 *    and compose and verify.
 * 3. Unconstrained token streams given to nc_compose in place of one unit's listing: uniform over the
 *    vocabulary; a pool of plausible tokens; reference listings and finished random listings with 1 to 3
 *    tokens changed, inserted or deleted.  Either -NL_E_TOKEN or -NL_E_UNFINISHED blamed on that unit, or
 *    a module that passes mod_load + vfy_module; never a crash (ASan, UBSan).
 * 4. Hand-written programs: each unit's prompt and listing as text (nc_token_text) against the expected
 *    text (the listings read against `gnc disasm --no-opt` of each program), composing back to the
 *    reference module; then the decoder's rules on tiny hand-made token sequences for units of one program
 *    (END and the result, slot types of STORE, ALOAD, ASTORE, temps, calls, literal forms, no control flow,
 *    the stack limit, the array rule), whole hand-made listings that must compose and verify, and forced
 *    endings.
 * Prints each failure with its seed and detail, then "N passed, N failed".  NLIST_DUMP=DIR writes a failed
 * round trip's source and both modules, and every composed module that does not verify, into DIR.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gen/gen.h"
#include "neural/nc.h"
#include "core/nlist/nlist.h"

#define NL_XSTR(x) #x
#define NL_STR(x) NL_XSTR(x) /* a number macro as a string */

static int passed, failed;

static void check(int ok, const char *fmt, ...) {
  va_list ap;
  if (ok) { passed++; return; }
  failed++;
  printf("FAIL ");
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
  printf("\n");
}

/* ---------------------------------------------------------------- helpers */

typedef struct { uint64_t s; } Rng;
static uint64_t rng_next(Rng *r) {
  uint64_t x = r->s;
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  return r->s = x;
}
static int rng_below(Rng *r, int n) { return (int)(rng_next(r) % (uint64_t)n); }

static uint64_t mod_buf[1 << 17]; /* 1 MB, 8-byte aligned: a composed module, copied */
static NcCompose compose_ws;      /* nc_compose's buffers, kept across calls */

/* mod_load + vfy_module of module bytes; 1 if they pass, else 0 and a reason in why */
static int verify_bytes(const void *bytes, int32_t len, char *why, size_t cap) {
  Module m;
  VfyError e;
  size_t need;
  void *ws;
  int rc = mod_load(bytes, (size_t)len, &m);
  if (rc != MOD_OK) { snprintf(why, cap, "mod_load error %d", rc); return 0; }
  need = vfy_workspace_size(&m);
  ws = malloc(need ? need : 1);
  rc = vfy_module(&m, ws, need, &e);
  free(ws);
  if (rc) {
    snprintf(why, cap, "vfy error %d (fn %d pc %d arg %d)", e.code, e.func, e.pc, e.arg);
    return 0;
  }
  return 1;
}

/* a program prepared for the model: its source (kept alive for p), the units' reference listings */
typedef struct {
  char *src;
  NcProg p;
  int init;                      /* nc_prog_init's result                                  */
  int why;                       /* 0: every unit's listing encoded; else the NL_E_* code  */
  int32_t **lst, *n;             /* per unit: the reference listing                        */
  const int32_t **use; int32_t *use_n; /* the listings given to nc_compose                  */
} Prog;

/* prepares src with units of at most unit_nodes nodes (0: the default) */
static int prog_make_nodes(Prog *g, const char *src, size_t len, int32_t unit_nodes) {
  char err[200];
  int32_t ui, k;
  memset(g, 0, sizeof *g);
  g->src = malloc(len + 1);
  memcpy(g->src, src, len);
  g->src[len] = 0;
  g->init = nc_prog_init(&g->p, g->src, (int32_t)len, unit_nodes, err, sizeof err);
  if (g->init) { g->why = g->init; return g->init; }
  k = g->p.nunit + 1;
  g->lst = calloc((size_t)k, sizeof *g->lst);
  g->n = calloc((size_t)k, sizeof *g->n);
  g->use = calloc((size_t)k, sizeof *g->use);
  g->use_n = calloc((size_t)k, sizeof *g->use_n);
  for (ui = 0; ui < g->p.nunit; ui++) {
    int why = 0;
    g->lst[ui] = nc_prog_listing(&g->p, ui, &g->n[ui], &why);
    if (!g->lst[ui]) { g->why = why ? why : -3; return g->why; }
  }
  return 0;
}

static int prog_make(Prog *g, const char *src, size_t len) { return prog_make_nodes(g, src, len, 0); }

static int prog_gen_nodes(Prog *g, uint64_t seed, int size, int32_t unit_nodes) {
  static char buf[1 << 20];
  GenOpts o;
  size_t len;
  gen_default_opts(&o);
  o.size = size;
  len = gen_program(seed, &o, buf, sizeof buf, NULL);
  if (len >= sizeof buf) { memset(g, 0, sizeof *g); g->init = -2; return -2; }
  return prog_make_nodes(g, buf, len, unit_nodes);
}

static int prog_gen(Prog *g, uint64_t seed, int size) { return prog_gen_nodes(g, seed, size, 0); }

static void prog_free(Prog *g) {
  int32_t i;
  for (i = 0; g->lst && i < g->p.nunit; i++) free(g->lst[i]);
  free(g->lst);
  free(g->n);
  free(g->use);
  free(g->use_n);
  nc_prog_free(&g->p);
  free(g->src);
  memset(g, 0, sizeof *g);
}

/* nc_compose with unit ui's listing replaced by (tok, n) (ui < 0: the reference listings); the module's
 * size (its bytes copied to mod_buf) or nc_compose's error, with the unit blamed in *bad */
static int32_t prog_compose(Prog *g, int32_t ui, const int32_t *tok, int32_t n, int32_t *bad) {
  const uint8_t *mod = NULL;
  int32_t i, len;
  for (i = 0; i < g->p.nunit; i++) { g->use[i] = g->lst[i]; g->use_n[i] = g->n[i]; }
  if (ui >= 0) { g->use[ui] = tok; g->use_n[ui] = n; }
  *bad = -2;
  len = nc_compose(&g->p, g->use, g->use_n, 1, &compose_ws, &mod, bad);
  if (len > 0) {
    if ((size_t)len > sizeof mod_buf) { printf("FAIL test bug: a module of %d bytes\n", len); exit(1); }
    memcpy(mod_buf, mod, (size_t)len);
  }
  return len;
}

/* NLIST_DUMP=DIR: a module that fails to verify into DIR/nlist_bad_N.gncb (N counting them) */
static void dump_bad_module(int32_t len, char *why, size_t cap) {
  static int count;
  const char *dir = getenv("NLIST_DUMP");
  char path[512];
  FILE *f;
  if (!dir) return;
  snprintf(path, sizeof path, "%s/nlist_bad_%d.gncb", dir, count++);
  if ((f = fopen(path, "wb"))) { fwrite(mod_buf, 1, (size_t)len, f); fclose(f); }
  snprintf(why + strlen(why), cap - strlen(why), " (%s)", path);
}

/* does composing with unit ui's listing (tok, n) give a verified module?  1, else 0 and why */
static int compose_verifies(Prog *g, int32_t ui, const int32_t *tok, int32_t n, char *why, size_t cap) {
  int32_t bad = -2, len = prog_compose(g, ui, tok, n, &bad);
  if (len <= 0) { snprintf(why, cap, "nc_compose gives %d (unit %d)", len, bad); return 0; }
  if (verify_bytes(mod_buf, len, why, cap)) return 1;
  dump_bad_module(len, why, cap);
  return 0;
}

static void tokens_text(const int32_t *tok, int32_t n, char *out, size_t cap) {
  size_t k = 0;
  int32_t i;
  char tb[32];
  out[0] = 0;
  for (i = 0; i < n && k + 1 < cap; i++)
    k += (size_t)snprintf(out + k, cap - k, "%s%s", i ? " " : "", nc_token_text(tok[i], tb, sizeof tb));
}

static void print_tokens(const char *label, const int32_t *tok, int32_t n) {
  static char text[1 << 16];
  tokens_text(tok, n, text, sizeof text);
  printf("  %s: %s\n", label, text);
}

static void print_unit(const Prog *g, int32_t ui) {
  print_tokens("prompt", g->p.unit[ui].prompt, g->p.unit[ui].plen);
  if (g->lst[ui]) print_tokens("reference", g->lst[ui], g->n[ui]);
}

/* where two modules first differ, in words */
static void describe_diff(const uint8_t *a, int32_t alen, const uint8_t *b, int32_t blen) {
  int32_t i, n = alen < blen ? alen : blen;
  const ModHeader *h = (const ModHeader *)(const void *)b;
  for (i = 0; i < n && a[i] == b[i]; i++) {}
  printf("  sizes %d (composed) vs %d (reference), first difference at byte %d", alen, blen, i);
  if (blen >= (int32_t)sizeof(ModHeader)) {
    uint32_t fns = (uint32_t)sizeof(ModHeader), k0 = fns + (uint32_t)sizeof(ModFunc) * h->nfuncs,
             c0 = k0 + 8u * h->nconsts;
    if ((uint32_t)i < fns) printf(" (header)");
    else if ((uint32_t)i < k0) printf(" (function %u's entry)", ((uint32_t)i - fns) / (uint32_t)sizeof(ModFunc));
    else if ((uint32_t)i < c0) printf(" (constant %u)", ((uint32_t)i - k0) / 8u);
    else printf(" (code word %u or later)", ((uint32_t)i - c0) / 4u);
  }
  printf("\n");
}

/* NLIST_DUMP=DIR: a failing round trip's source, reference and composed modules into DIR */
static void dump_failure(const char *set, unsigned long long seed, const Prog *g, const uint8_t *mod, int32_t len) {
  const char *dir = getenv("NLIST_DUMP");
  const char *ext[] = {"c", "ref.gncb", "composed.gncb"};
  const void *data[3];
  size_t size[3];
  int k;
  if (!dir) return;
  data[0] = g->src; size[0] = strlen(g->src);
  data[1] = g->p.ref; size[1] = (size_t)g->p.ref_len;
  data[2] = mod; size[2] = (size_t)len;
  for (k = 0; k < 3; k++) {
    char path[512];
    FILE *f;
    snprintf(path, sizeof path, "%s/nlist_%s_%llu.%s", dir, set, seed, ext[k]);
    if ((f = fopen(path, "wb"))) { fwrite(data[k], 1, size[k], f); fclose(f); }
  }
}

/* does function k of unit u take an array? */
static int unit_fn_takes_array(const Prog *g, const NlUnit *u, int k) {
  const Func *f = &g->p.c.fn[u->fidx[k]];
  int i;
  for (i = 0; i < f->nparams; i++)
    if (TY_IS_ARR(f->params[i])) return 1;
  return 0;
}

static int unit_calls_with_arrays(const Prog *g, int32_t ui) {
  const NlUnit *u = &g->p.unit[ui].u;
  int k;
  for (k = 0; k < u->nf; k++)
    if (unit_fn_takes_array(g, u, k)) return 1;
  return 0;
}

/* ---------------------------------------------------------------- 1. round trip */

static int scale = 1;              /* test_nlist [SCALE]: SCALE times the programs and listings */
static uint64_t ok_seeds[1 << 16]; /* small programs that made the round trip */
static int nok;

/* the checks of one prepared program: listings, prompts, the composed module; 1 if it made the round trip */
static int round_trip_one(Prog *g, const char *set, unsigned long long seed) {
  int32_t ui, bad = -2, len;
  char vwhy[200] = "";
  int ok, vok, shapes = 1;
  for (ui = 0; ui < g->p.nunit; ui++) { /* prompt: a type, ..., BODY ..., SEP; listing: ... END */
    const NcUnit *u = &g->p.unit[ui];
    int body = 0, k;
    for (k = 0; k < u->plen; k++) body += u->prompt[k] == NL_BODY;
    if (u->plen < 4 || u->prompt[0] < NL_TY0 || u->prompt[0] >= NL_T0 || body != 1 ||
        u->prompt[u->plen - 1] != NL_SEP || g->n[ui] < 1 || g->lst[ui][g->n[ui] - 1] != NL_END ||
        u->prompt[0] != NL_TY0 + nl_type_index(u->u.res) || (u->u.res == TY_VOID) != !u->cu.want) {
      if (shapes) print_unit(g, ui);
      shapes = 0;
    }
  }
  check(shapes, "round trip: %s seed %llu: a unit's prompt or listing is malformed", set, seed);
  len = prog_compose(g, -1, NULL, 0, &bad);
  ok = len == g->p.ref_len && !memcmp(mod_buf, g->p.ref, (size_t)len);
  vok = len > 0 && verify_bytes(mod_buf, len, vwhy, sizeof vwhy);
  check(ok && vok, "round trip: %s seed %llu: composed %d bytes (bad unit %d), reference %d bytes, %s%s", set, seed,
        len, bad, g->p.ref_len, ok ? "equal" : "different", vok ? "" : vwhy);
  if (!ok && len > 0) {
    describe_diff((const uint8_t *)mod_buf, len, g->p.ref, g->p.ref_len);
    dump_failure(set, seed, g, (const uint8_t *)mod_buf, len);
  }
  return ok && vok && shapes;
}

static void test_round_trip(void) {
  static const struct { int size; int count; const char *name; int32_t nodes; } sets[] = {
    {GEN_SMALL, 400, "small", 0}, {GEN_MEDIUM, 40, "medium", 0},
    {GEN_SMALL, 100, "small, units of up to " NL_STR(NL_UNODES_MAX) " nodes", NL_UNODES_MAX}};
  uint64_t seed0 = scale > 1 ? 1000000u : 0; /* a larger run: other seeds than the default run's */
  int s;
  for (s = 0; s < 3; s++) {
    int programs = 0, exact = 0, i;
    long units = 0, array_calls = 0;
    int64_t words = 0, unit_words = 0;
    for (i = 1; i <= sets[s].count * scale; i++) {
      Prog g;
      unsigned long long seed = seed0 + (uint64_t)i;
      int rc = prog_gen_nodes(&g, seed, sets[s].size, sets[s].nodes), ui;
      programs++;
      if (g.init == -1 || g.init == -2) {
        check(0, "round trip: %s seed %llu: the generated program does not compile (or is too long)", sets[s].name,
              seed);
      } else if (rc) {
        check(0, "round trip: %s seed %llu: %s (%d)", sets[s].name, seed, rc > 0 ? nc_error_text(rc) : "no listing",
              rc);
      } else {
        words += g.p.code_words;
        unit_words += g.p.unit_words;
        units += g.p.nunit;
        for (ui = 0; ui < g.p.nunit; ui++) array_calls += unit_calls_with_arrays(&g, ui);
        if (round_trip_one(&g, sets[s].name, seed)) {
          exact++;
          if (sets[s].size == GEN_SMALL && !sets[s].nodes && nok < (int)(sizeof ok_seeds / sizeof *ok_seeds)) ok_seeds[nok++] = seed;
        }
      }
      prog_free(&g);
    }
    printf("round trip, %s programs: %d, composed exactly %d; units %ld (%ld call functions that take arrays); "
           "code words in units %.1f%% (%lld of %lld)\n", sets[s].name, programs, exact, units, array_calls,
           words ? 100.0 * (double)unit_words / (double)words : 0.0, (long long)unit_words, (long long)words);
    check(unit_words * 2 >= words, "round trip: %s programs: only %lld of %lld code words are in units",
          sets[s].name, (long long)unit_words, (long long)words);
  }
}

/* ---------------------------------------------------------------- 2. constrained random decoding */

#define RD_CAP 600 /* tokens of a random listing before it counts as unfinished */

/* how a random listing is drawn: until `grow` tokens, 3 times in 4 among the tokens that grow the stack;
 * uniformly until `close`; then END when allowed, else 3 times in 4 among the tokens that close */
typedef struct { int32_t grow, close, cap; const char *name; } RdMode;
static const RdMode rd_modes[] = {
  {0, 4, 300, "short"}, {0, 16, 300, "medium"}, {0, 60, 400, "long"}, {120, 120, RD_CAP, "deep"}};
#define RD_NMODES ((int)(sizeof rd_modes / sizeof *rd_modes))

/* does tok (allowed) bring the listing nearer its END: the forced ending's token ct, or an instruction
 * that pops more than it pushes? */
static int rd_closing(const NlDec *d, int tok, int ct) {
  NlDec e = *d;
  if (tok == NL_END || tok == ct) return 1;
  if (d->phase != NL_PH_INS || nl_dec_push(&e, tok) != NL_OK) return 0;
  return e.depth < d->depth;
}

/* does tok (allowed) grow the stack: an instruction that pushes before its operand, a LOAD, or an array
 * for LOAD? */
static int rd_growing(const NlDec *d, int tok) {
  NlDec e = *d;
  if (d->phase == NL_PH_OPND)
    return d->op == OP_LOAD && tok >= NL_V0 && tok < NL_V0 + d->u->nv && TY_IS_ARR(d->u->vty[tok - NL_V0]);
  if (d->phase != NL_PH_INS || tok == NL_END) return 0;
  if (tok == NL_OP0 + OP_LOAD) return 1;
  return nl_dec_push(&e, tok) == NL_OK && e.depth > d->depth;
}

/* one token among the allowed ones (n of them, in list) */
static int rd_pick(Rng *r, const NlDec *d, const int *list, int n, int32_t len, const RdMode *m) {
  int sub[NL_VOCAB], ns = 0, i;
  if (len < m->grow) {
    for (i = 0; i < n; i++)
      if (rd_growing(d, list[i])) sub[ns++] = list[i];
  } else if (len >= m->close) {
    int ct = nl_dec_close_tok(d);
    for (i = 0; i < n; i++) {
      if (list[i] == NL_END) return NL_END;
      if (rd_closing(d, list[i], ct)) sub[ns++] = list[i];
    }
  }
  if (ns && rng_below(r, 4)) return sub[rng_below(r, ns)];
  return list[rng_below(r, n)];
}

typedef struct { int max_depth, full_stack, max_arrays, with_arrays, array_calls; } RdStats;

static int dec_arrays(const NlDec *d) {
  int i, k = 0;
  for (i = 0; i < d->depth; i++) k += TY_IS_ARR(d->stk[i]) != 0;
  return k;
}

/* a random listing of unit ui by constrained decoding into out: its length; -1 unfinished after m->cap
 * tokens; -2 a dead end (nothing allowed); -3 the decoder refused a token its mask allowed, or took one it
 * forbids, or nl_dec_allowed disagrees with the mask.  *got: the tokens written (the last one the culprit) */
static int32_t rd_listing(const Prog *g, int32_t ui, Rng *r, const RdMode *m, int32_t *out, RdStats *st,
                          int32_t *got) {
  const NlUnit *u = &g->p.unit[ui].u;
  NlDec d, e;
  uint8_t mask[NL_VOCAB];
  int list[NL_VOCAB], n, t, depth = 0, arrays = 0, had_array = 0;
  int32_t len = 0;
  nl_dec_init(&d, &g->p.c, u);
  *got = 0;
  while (!nl_dec_done(&d)) {
    *got = len;
    if (len >= m->cap) return -1;
    nl_dec_mask(&d, mask);
    for (n = 0, t = 0; t < NL_VOCAB; t++)
      if (mask[t]) list[n++] = t;
    if (n == 0) return -2;
    t = rng_below(r, NL_VOCAB); /* a token the mask forbids must be refused */
    if (!mask[t]) {
      e = d;
      if (nl_dec_allowed(&d, t) || nl_dec_push(&e, t) == NL_OK) { out[len++] = t; *got = len; return -3; }
    }
    t = rd_pick(r, &d, list, n, len, m);
    out[len++] = t;
    *got = len;
    if (!nl_dec_allowed(&d, t)) return -3;
    if (d.phase == NL_PH_OPND && d.op == OP_CALL && unit_fn_takes_array(g, u, t - NL_F0)) st->array_calls++;
    if (nl_dec_push(&d, t) != NL_OK) return -3;
    if (d.depth > depth) depth = d.depth;
    if (dec_arrays(&d) > arrays) arrays = dec_arrays(&d);
    had_array |= arrays > 0;
  }
  if (depth > st->max_depth) st->max_depth = depth;
  if (arrays > st->max_arrays) st->max_arrays = arrays;
  st->full_stack += depth == NL_MAXSTK;
  st->with_arrays += had_array;
  return len;
}

/* the decoder's forced ending (nl_dec_close_tok, fed in turn) after the prefix tok[0..cut) */
typedef struct { int closes, max_used, max_bound; } CloseStats;

static void close_check(Prog *g, int32_t ui, const int32_t *tok, int32_t cut, const char *what,
                        unsigned long long seed, CloseStats *cs) {
  static int32_t buf[RD_CAP + 4096];
  NlDec d;
  int32_t n, bound;
  char why[200] = "", tb[32];
  nl_dec_init(&d, &g->p.c, &g->p.unit[ui].u);
  for (n = 0; n < cut; n++) {
    if (nl_dec_push(&d, tok[n]) != NL_OK) {
      check(0, "closing (%s): seed %llu unit %d: prefix refused", what, seed, ui);
      return;
    }
    buf[n] = tok[n];
  }
  bound = nl_dec_close_len(&d);
  while (!nl_dec_done(&d) && n < cut + 4096) {
    int t = nl_dec_close_tok(&d);
    if (t < 0 || nl_dec_push(&d, t) != NL_OK) {
      check(0, "closing (%s): seed %llu unit %d: after %d + %d tokens nl_dec_close_tok gives %s, refused", what,
            seed, ui, cut, n - cut, t < 0 ? "nothing" : nc_token_text(t, tb, sizeof tb));
      print_unit(g, ui);
      print_tokens("prefix", buf, n);
      return;
    }
    buf[n++] = t;
  }
  cs->closes++;
  if (n - cut > cs->max_used) cs->max_used = n - cut;
  if (bound > cs->max_bound) cs->max_bound = bound;
  if (!nl_dec_done(&d) || n - cut > bound) {
    check(0, "closing (%s): seed %llu unit %d: after %d tokens the ending takes %d tokens%s, nl_dec_close_len said %d",
          what, seed, ui, cut, n - cut, nl_dec_done(&d) ? "" : " and does not end", bound);
    print_unit(g, ui);
    print_tokens("prefix", buf, cut);
    print_tokens("ending", buf + cut, n - cut < 80 ? n - cut : 80);
    return;
  }
  check(compose_verifies(g, ui, buf, n, why, sizeof why), "closing (%s): seed %llu unit %d: the closed listing: %s",
        what, seed, ui, why);
}

/* one random listing of unit ui (mode m) and two forced endings from its prefixes, checked */
static void rd_one(Prog *g, int32_t ui, Rng *r, const RdMode *m, unsigned long long seed, RdStats *st,
                   CloseStats *cs, int *finished, long *total_len, int *unfinished) {
  static int32_t tok[RD_CAP + 1];
  int32_t got, n = rd_listing(g, ui, r, m, tok, st, &got), c;
  int32_t valid = n >= 0 ? n : n == -1 ? m->cap : -1;
  char why[200] = "";
  for (c = 0; c < 2 && valid >= 0; c++) /* forced endings from random points (from the cap if unfinished) */
    close_check(g, ui, tok, c == 0 && n == -1 ? valid : rng_below(r, valid + 1), m->name, seed, cs);
  if (n == -1) { (*unfinished)++; return; }
  if (n < 0) {
    check(0, "random decoding (%s): seed %llu unit %d: %s", m->name, seed, ui,
          n == -2 ? "a dead end (the mask allows nothing)" : "the decoder disagrees with its mask");
    print_unit(g, ui);
    print_tokens("listing", tok, got);
    return;
  }
  (*finished)++;
  *total_len += n;
  if (!compose_verifies(g, ui, tok, n, why, sizeof why)) {
    check(0, "random decoding (%s): seed %llu unit %d: a finished listing: %s", m->name, seed, ui, why);
    print_unit(g, ui);
    print_tokens("listing", tok, n);
  } else {
    check(1, "");
  }
}

/* the units of g to decode: up to 2 whose calls take arrays, then others at random, 3 in all at most */
static int32_t rd_choose_units(const Prog *g, Rng *r, int32_t *out) {
  int32_t n = 0, ui, tries;
  for (ui = 0; ui < g->p.nunit && n < 2; ui++)
    if (unit_calls_with_arrays(g, ui)) out[n++] = ui;
  for (tries = 0; tries < 8 && n < 3 && g->p.nunit > 0; tries++) {
    int32_t k = rng_below(r, g->p.nunit), j;
    for (j = 0; j < n && out[j] != k; j++) {}
    if (j == n) out[n++] = k;
  }
  return n;
}

/* programs whose units call functions that take arrays (rare in generated programs): arrays after scalars,
 * several arrays of one type, calls as arguments, a[i] op= f(a), a callee without arguments beside them (a
 * forced ending must call the function its plan passes the arrays to, not one it could call and pop for ever) */
static const char *arr_srcs[] = {
  "int sum(int a[], int n) {\n"
  "  int s = 0;\n"
  "  for (int i = 0; i < n; i++) s += a[i];\n"
  "  return s;\n"
  "}\n"
  "double dot(double x[], double y[], int n) { return x[0] * y[0] + (double)n; }\n"
  "void fill(long a[], int n, long v) { a[n & 1] = v; }\n"
  "bool any(bool b[], int k) { return b[k & 1]; }\n"
  "long mix(int a[], long b[], double w, bool f) { return (long)a[0] + b[1] + (long)w + (long)f; }\n"
  "int pick(int k, int a[], int b[]) { return a[k & 3] - b[k & 3]; }\n"
  "long span(int k, int a[], long w, long b[], int j) { return (long)a[k & 3] + w * b[j & 1]; }\n"
  "int one() { return 1; }\n"
  "int entry(int k) {\n"
  "  int a[4];\n"
  "  int c[4];\n"
  "  long b[3];\n"
  "  double x[2];\n"
  "  double y[2];\n"
  "  bool fl[2];\n"
  "  long w = 3L;\n"
  "  int s = sum(a, 4) + sum(c, k & 3);\n"
  "  fill(b, 3, (long)s);\n"
  "  double d = dot(x, y, 2) * dot(y, x, 1);\n"
  "  s += (int)mix(a, b, d, any(fl, 1));\n"
  "  b[1] = mix(c, b, dot(x, x, 2), fl[0]) + b[0];\n"
  "  fl[1] = any(fl, sum(a, 2) & 1);\n"
  "  a[k & 3] += pick(k, a, c) * sum(c, 4);\n"
  "  x[1] = dot(y, x, pick(s, c, a)) - y[0];\n"
  "  w = span(k, a, w, b, s) + span(1, c, b[2], b, k);\n"
  "  w += span(one(), a, (long)one(), b, one()) + (long)one();\n"
  "  return s + (int)b[1] + pick(1, c, c) + (int)w;\n"
  "}\n",
  "void swap(double a[], double b[], int i) { double t = a[i & 1]; a[i & 1] = b[i & 1]; b[i & 1] = t; }\n"
  "int count(bool f[], int a[], long b[], int n) { return n + a[0] + (int)b[0] + (int)f[0]; }\n"
  "int run(int n, double w) {\n"
  "  double p[2];\n"
  "  double q[2];\n"
  "  bool f[3];\n"
  "  int a[2];\n"
  "  long b[2];\n"
  "  swap(p, q, n);\n"
  "  a[0] = count(f, a, b, n) + count(f, a, b, (int)w);\n"
  "  b[1] += (long)count(f, a, b, a[1]);\n"
  "  return count(f, a, b, count(f, a, b, 1)) * n;\n"
  "}\n",
};

static void test_random_decoding(void) {
  Rng r = {0x9E3779B97F4A7C15ull};
  int want = 300 * scale, pairs = 0, arr_units = 0, array_pairs = 0, tried = 0, finished = 0, i, k;
  int unfinished[RD_NMODES] = {0};
  long total_len = 0;
  RdStats st = {0, 0, 0, 0, 0};
  CloseStats cs = {0, 0, 0};
  for (i = 0; i < nok && pairs < want; i++) {
    Prog g;
    int32_t units[3], nu, j;
    unsigned long long seed = (unsigned long long)ok_seeds[i];
    if (prog_gen(&g, ok_seeds[i], GEN_SMALL)) {
      check(0, "random decoding: small seed %llu no longer prepares", seed);
      prog_free(&g);
      continue;
    }
    nu = rd_choose_units(&g, &r, units);
    for (j = 0; j < nu && pairs < want; j++, pairs++) {
      int32_t ui = units[j];
      array_pairs += unit_calls_with_arrays(&g, ui);
      for (k = 0; k < RD_NMODES; k++) {
        tried++;
        rd_one(&g, ui, &r, &rd_modes[k], seed, &st, &cs, &finished, &total_len, &unfinished[k]);
      }
    }
    prog_free(&g);
  }
  for (i = 0; i < (int)(sizeof arr_srcs / sizeof *arr_srcs); i++) { /* every unit that calls with arrays */
    Prog g;
    int32_t ui, round;
    if (prog_make(&g, arr_srcs[i], strlen(arr_srcs[i]))) {
      check(0, "random decoding: array program %d does not prepare", i);
      prog_free(&g);
      continue;
    }
    for (ui = 0; ui < g.p.nunit; ui++) {
      if (!unit_calls_with_arrays(&g, ui)) continue;
      array_pairs++;
      arr_units++;
      for (round = 0; round < 16 * scale; round++)
        for (k = 0; k < RD_NMODES; k++) {
          tried++;
          rd_one(&g, ui, &r, &rd_modes[k], (unsigned long long)i, &st, &cs, &finished, &total_len, &unfinished[k]);
        }
    }
    prog_free(&g);
  }
  printf("random decoding: %d units of generated programs and %d of the array programs (%d in all call functions "
         "that take arrays), %d listings, %d finished (mean %.1f tokens); unfinished:", pairs, arr_units,
         array_pairs, tried, finished, finished ? (double)total_len / finished : 0.0);
  for (k = 0; k < RD_NMODES; k++) printf(" %d %s (cap %d)%s", unfinished[k], rd_modes[k].name, rd_modes[k].cap,
                                        k + 1 < RD_NMODES ? "," : "\n");
  printf("  deepest stack %d (%d listings at the limit %d), most arrays on the stack %d, %d listings pushed "
         "arrays, %d calls took arrays\n", st.max_depth, st.full_stack, NL_MAXSTK, st.max_arrays, st.with_arrays,
         st.array_calls);
  printf("  forced endings (nl_dec_close_tok): %d, longest %d tokens, largest nl_dec_close_len %d\n", cs.closes,
         cs.max_used, cs.max_bound);
  check(pairs == want, "random decoding: only %d units to decode", pairs);
  check(arr_units >= 12, "random decoding: only %d units of the array programs call functions that take arrays",
        arr_units);
  check(st.max_depth == NL_MAXSTK && st.with_arrays > 0 && st.array_calls > 0,
        "random decoding: the limits were not reached (stack %d, %d listings with arrays, %d array calls)",
        st.max_depth, st.with_arrays, st.array_calls);
}

/* ---------------------------------------------------------------- 3. unconstrained token streams */

enum { US_UNIFORM, US_POOL, US_MUTATE, US_MUTATE_RANDOM, US_KINDS };
static const char *us_names[] = {"uniform", "plausible", "mutated reference", "mutated random"};

/* a random token of the same class as tok (opcode, temp, function, variable, literal, small integer), else any */
static int32_t us_same_class(Rng *r, int32_t tok) {
  static const int32_t lo[] = {NL_OP0, NL_T0, NL_F0, NL_V0, NL_K0, NL_N0};
  static const int32_t hi[] = {NL_TY0, NL_F0, NL_V0, NL_K0, NL_N0, NL_VOCAB};
  int k;
  for (k = 0; k < 6; k++)
    if (tok >= lo[k] && tok < hi[k]) {
      int32_t w = hi[k] - lo[k];
      if (w > 8 && k >= 2 && k <= 4) w = 8; /* mostly small indices: they exist */
      return lo[k] + rng_below(r, w);
    }
  return rng_below(r, NL_SRC0);
}

/* a plausible token: an opcode, a temp, a small function / variable / literal index, a small integer, a special */
static int32_t us_pool(Rng *r) {
  switch (rng_below(r, 9)) {
  case 0: case 1: case 2: return NL_OP0 + rng_below(r, OP_NL_END);
  case 3: return NL_V0 + rng_below(r, 8);
  case 4: return NL_T0 + rng_below(r, 4);
  case 5: return rng_below(r, 2) ? NL_K0 + rng_below(r, 6) : NL_N0 + rng_below(r, 12);
  case 6: return NL_F0 + rng_below(r, 4);
  case 7: return NL_END;
  default: { static const int32_t sp[] = {NL_END, NL_BODY, NL_PAD, NL_SEP, NL_LI, NL_TY0 + 2};
    return sp[rng_below(r, 6)]; }
  }
}

/* a stream of kind k for unit ui of g into out (cap tokens): its length */
static int32_t us_stream(Rng *r, int kind, const Prog *g, int32_t ui, int32_t *out, int32_t cap) {
  int32_t n = 0, i, edits;
  switch (kind) {
  case US_UNIFORM:
    n = 1 + rng_below(r, 40);
    for (i = 0; i < n; i++) out[i] = rng_below(r, NL_VOCAB);
    return n;
  case US_POOL:
    for (i = 1 + rng_below(r, 40); i > 0; i--) out[n++] = us_pool(r);
    return n;
  case US_MUTATE:
    n = g->n[ui] < cap - 4 ? g->n[ui] : cap - 4;
    memcpy(out, g->lst[ui], sizeof(int32_t) * (size_t)n);
    break;
  default: { /* a finished random listing (constrained decoding, medium mode), mutated */
    RdStats st = {0, 0, 0, 0, 0};
    int32_t got;
    n = rd_listing(g, ui, r, &rd_modes[1], out, &st, &got);
    if (n <= 0) { out[0] = NL_END; n = 1; }
    break;
  }
  }
  for (edits = 1 + rng_below(r, 3); edits > 0; edits--) {
    int32_t at = rng_below(r, n), what = rng_below(r, 5);
    if (what <= 1) { /* change */
      out[at] = what ? rng_below(r, NL_VOCAB) : us_same_class(r, out[at]);
    } else if (what <= 3 && n + 1 < cap) { /* insert */
      memmove(out + at + 1, out + at, sizeof(int32_t) * (size_t)(n - at));
      out[at] = what == 2 ? rng_below(r, NL_VOCAB) : us_pool(r);
      n++;
    } else if (n > 1) { /* delete */
      memmove(out + at, out + at + 1, sizeof(int32_t) * (size_t)(n - at - 1));
      n--;
    }
  }
  return n;
}

static void test_unconstrained(void) {
  static int32_t tok[RD_CAP + 16];
  Rng r = {0x2545F4914F6CDD1Dull};
  int per[US_KINDS] = {6, 12, 16, 8}, accepted[US_KINDS] = {0}, streams[US_KINDS] = {0}, i, k, j;
  for (i = 0; i < nok && i < 100 * scale; i++) {
    Prog g;
    int32_t units[3], nu, q;
    unsigned long long seed = (unsigned long long)ok_seeds[i];
    if (prog_gen(&g, ok_seeds[i], GEN_SMALL)) { prog_free(&g); continue; }
    nu = rd_choose_units(&g, &r, units);
    for (q = 0; q < nu; q++)
      for (k = 0; k < US_KINDS; k++)
        for (j = 0; j < per[k]; j++) {
          int32_t ui = units[q], n = us_stream(&r, k, &g, ui, tok, RD_CAP + 16), bad = -2, len;
          char why[200] = "";
          streams[k]++;
          len = prog_compose(&g, ui, tok, n, &bad);
          if (len < 0) {
            check(bad == ui && (len == -NL_E_TOKEN || len == -NL_E_UNFINISHED),
                  "unconstrained (%s): small seed %llu unit %d: error %d blamed on unit %d", us_names[k], seed, ui,
                  len, bad);
          } else if (len == 0 || !verify_bytes(mod_buf, len, why, sizeof why)) {
            check(0, "unconstrained (%s): small seed %llu unit %d: an accepted stream gives a bad module (%d bytes) %s",
                  us_names[k], seed, ui, len, why);
            print_unit(&g, ui);
            print_tokens("stream", tok, n);
          } else {
            accepted[k]++;
            check(1, "");
          }
        }
    prog_free(&g);
  }
  printf("unconstrained streams:");
  for (k = 0; k < US_KINDS; k++)
    printf(" %s %d (%d composed and verified)%s", us_names[k], streams[k], accepted[k], k + 1 < US_KINDS ? "," : "\n");
  check(accepted[US_MUTATE] > 0 && accepted[US_MUTATE_RANDOM] > 0, "unconstrained: no mutated stream was accepted");
}

/* ---------------------------------------------------------------- 4. hand-written programs and rules */

/* each unit as "prompt => listing", in the order codegen meets them, with units of up to NL_UNODES_MAX nodes (the
 * long ones have the temps); the listings were read against `gnc disasm --no-opt` of each program (slots to V<k>
 * in the prompt's order, temps to Tb..Td) */
#define HAND_MAXU 24
static const struct { const char *name, *src, *want[HAND_MAXU]; } hand[] = {
  {"arithmetic", "int f(int a, int b) { return a + b * 3; }\n",
   {":int :int :int ; BODY V0 V1 LI #0 * + <sep> => LOAD V0 LOAD V1 PUSH_I #0 MUL_I ADD_I END"}},
  {"bool, ++, --, casts and conditions",
   "int g(int n, bool b) {\n"
   "  int s = 0;\n"
   "  s++;\n"
   "  --n;\n"
   "  b = n > 3;\n"
   "  s += (int)b;\n"
   "  s = s << 2;\n"
   "  if (s < n && !b) s = -s;\n"
   "  return s;\n"
   "}\n",
   {":int ; BODY LI #0 <sep> => PUSH_I #0 END",
    ":void :int ; BODY V0 ++ <sep> => LOAD V0 PUSH_I N1 ADD_I STORE V0 END",
    ":void :int ; BODY -- V0 <sep> => LOAD V0 PUSH_I N1 SUB_I STORE V0 END",
    ":void :bool :int ; BODY V0 V1 LI #0 > :bool = <sep> => LOAD V1 PUSH_I #0 GT_I I2B STORE V0 END",
    ":void :int :bool ; BODY V0 V1 ( int ) += <sep> => LOAD V0 LOAD V1 B2I ADD_I STORE V0 END",
    ":void :int ; BODY V0 V0 LI #0 :long << = <sep> => LOAD V0 PUSH_L #0 SHL_I STORE V0 END",
    ":int :int :int ; BODY V0 V1 < <sep> => LOAD V0 LOAD V1 LT_I END",
    ":bool :bool ; BODY V0 <sep> => LOAD V0 END",
    ":void :int ; BODY V0 V0 ( - ) = <sep> => LOAD V0 NEG_I STORE V0 END",
    ":int :int ; BODY V0 <sep> => LOAD V0 END"}},
  {"long, double and folded constants",
   "double m(long x, int k) {\n"
   "  long y = x * 5000000000L;\n"
   "  double d = 2.5;\n"
   "  long z = (int)5000000000L;\n"
   "  double e = -(int)3000000000L;\n"
   "  int q = -5;\n"
   "  double w = (double)7L;\n"
   "  k += ~0;\n"
   "  return d * -1.25 + e + (double)(y + 100000L + z) + w + q;\n"
   "}\n",
   {":long :long ; BODY V0 LL #0 * <sep> => LOAD V0 PUSH_L #0 MUL_L END",
    ":double ; BODY LD #0 <sep> => CONST_D #0 END",
    ":long ; BODY LL #0 ( int ) :long <sep> => PUSH_L #0 END",
    ":double ; BODY LL #0 ( int ) ( - ) :double <sep> => CONST_D #0 END",
    ":int ; BODY LI #0 ( - ) <sep> => PUSH_I #0 END",
    ":double ; BODY LL #0 ( double ) <sep> => CONST_D #0 END",
    ":void :int ; BODY V0 LI #0 ( ~ ) += <sep> => LOAD V0 PUSH_I #0 ADD_I STORE V0 END",
    ":double :double :double :long :long :double :int ; BODY V0 LD #0 ( - ) * V1 + V2 LL #1 + V3 + ( double ) + V4 + "
    "V5 :double + <sep> => LOAD V0 CONST_D #0 MUL_D LOAD V1 ADD_D LOAD V2 PUSH_L #1 ADD_L LOAD V3 ADD_L L2D ADD_D LOAD V4 "
    "ADD_D LOAD V5 I2D ADD_D END"}},
  {"arrays, calls and temps",
   "long sum(long a[], int n) { return a[0] + a[n - 1]; }\n"
   "long h(int k) {\n"
   "  long v[4];\n"
   "  int i = k & 3;\n"
   "  v[i] = 10;\n"
   "  v[i]++;\n"
   "  long t = v[i]++;\n"
   "  v[1] += sum(v, 4);\n"
   "  return t + v[1];\n"
   "}\n",
   {":long :long[] :int ; BODY LI #0 V0 [ ] V1 LI #1 - V0 [ ] + <sep> => PUSH_I #0 ALOAD V0 LOAD V1 PUSH_I #1 SUB_I "
    "ALOAD V0 ADD_L END",
    ":int :int ; BODY V0 LI #0 & <sep> => LOAD V0 PUSH_I #0 AND_I END",
    ":void :int :long[] ; BODY V0 V1 [ ] LI #0 :long = <sep> => LOAD V0 PUSH_L #0 ASTORE V1 END",
    ":void :int :long[] ; BODY V0 V1 [ ] ++ <sep> => LOAD V0 DUP ALOAD V1 PUSH_L N1 ADD_L ASTORE V1 END",
    ":long :int :long[] ; BODY V0 V1 [ ] ++ <sep> => LOAD V0 DUP ALOAD V1 DUP STORE Tl PUSH_L N1 ADD_L ASTORE V1 "
    "LOAD Tl END",
    ":void :long[] ; long F0 ( long [ ] , int ) ; BODY LI #0 V0 [ ] V0 LI #1 F0 += <sep> => PUSH_I #0 LOAD V0 PUSH_I "
    "#1 CALL F0 STORE Tl DUP ALOAD V0 LOAD Tl ADD_L ASTORE V0 END",
    ":long :long :long[] ; BODY V0 LI #0 V1 [ ] + <sep> => LOAD V0 PUSH_I #0 ALOAD V1 ADD_L END"}},
  {"a store nested in a store is split, and control flow around units",
   "bool odd(int v) { return (v & 1) == 1; }\n"
   "void f(double d[], int a[]) {\n"
   "  d[0] += a[1]--;\n"
   "}\n"
   "int g(int n) {\n"
   "  int s = n > 0 ? n : -n;\n"
   "  while (s > 10 || odd(s)) s /= 2;\n"
   "  for (int i = 0; i < 3; i++) s = s * 2 + i;\n"
   "  return odd(s) && s < 100 ? 1 : (int)(double)s;\n"
   "}\n",
   {":bool :int ; BODY V0 LI #0 & LI #1 == :bool <sep> => LOAD V0 PUSH_I #0 AND_I PUSH_I #1 EQ_I I2B END",
    ":int ; BODY LI #0 <sep> => PUSH_I #0 END", /* d[0] += a[1]--: the index, then the value, codegen's += */
    ":int :int[] ; BODY LI #0 V0 [ ] -- <sep> => PUSH_I #0 DUP ALOAD V0 DUP STORE Ti PUSH_I N1 SUB_I ASTORE V0 LOAD "
    "Ti END",
    ":int :int ; BODY V0 LI #0 > <sep> => LOAD V0 PUSH_I #0 GT_I END",
    ":int :int ; BODY V0 <sep> => LOAD V0 END",
    ":int :int ; BODY V0 ( - ) <sep> => LOAD V0 NEG_I END",
    ":void :int ; BODY V0 LI #0 /= <sep> => LOAD V0 PUSH_I #0 DIV_I STORE V0 END",
    ":int :int ; BODY V0 LI #0 > <sep> => LOAD V0 PUSH_I #0 GT_I END",
    ":bool :int ; bool F0 ( int ) ; BODY V0 F0 <sep> => LOAD V0 CALL F0 END",
    ":int ; BODY LI #0 <sep> => PUSH_I #0 END",
    ":void :int :int ; BODY V0 V0 LI #0 * V1 + = <sep> => LOAD V0 PUSH_I #0 MUL_I LOAD V1 ADD_I STORE V0 END",
    ":void :int ; BODY V0 ++ <sep> => LOAD V0 PUSH_I N1 ADD_I STORE V0 END",
    ":int :int ; BODY V0 LI #0 < <sep> => LOAD V0 PUSH_I #0 LT_I END",
    ":bool :int ; bool F0 ( int ) ; BODY V0 F0 <sep> => LOAD V0 CALL F0 END",
    ":int :int ; BODY V0 LI #0 < <sep> => LOAD V0 PUSH_I #0 LT_I END",
    ":int ; BODY LI #0 <sep> => PUSH_I #0 END",
    ":int :int ; BODY V0 ( double ) ( int ) <sep> => LOAD V0 I2D D2I END"}},
  {"a unit assigns once, at its root",
   "int f(int y, int x, bool b) {\n"
   "  int z = y * ++x;\n"
   "  x = y = 3;\n"
   "  int w = b++;\n"
   "  return z + x + w;\n"
   "}\n",
   {":int :int ; BODY V0 <sep> => LOAD V0 END", /* y * ++x: codegen's * of two units */
    ":int :int ; BODY ++ V0 <sep> => LOAD V0 PUSH_I N1 ADD_I DUP STORE V0 END",
    ":int :int ; BODY V0 LI #0 = <sep> => PUSH_I #0 DUP STORE V0 END", /* x = (y = 3): codegen's outer = */
    ":bool :bool ; BODY V0 :int ++ <sep> => LOAD V0 DUP B2I PUSH_I N1 ADD_I I2B STORE V0 END", /* codegen's B2I */
    ":int :int :int :int ; BODY V0 V1 + V2 + <sep> => LOAD V0 LOAD V1 ADD_I LOAD V2 ADD_I END"}},
  {"operation types of op= and ++ written after the operand they convert",
   "int f(bool b, int x) {\n"
   "  b += 2;\n"
   "  int y = b++;\n"
   "  x *= 2.5;\n"
   "  return x + y;\n"
   "}\n",
   {":void :bool ; BODY V0 :int LI #0 += <sep> => LOAD V0 B2I PUSH_I #0 ADD_I I2B STORE V0 END",
    ":bool :bool ; BODY V0 :int ++ <sep> => LOAD V0 DUP B2I PUSH_I N1 ADD_I I2B STORE V0 END",
    ":void :int ; BODY V0 :double LD #0 *= <sep> => LOAD V0 I2D CONST_D #0 MUL_D D2I STORE V0 END",
    ":int :int :int ; BODY V0 V1 + <sep> => LOAD V0 LOAD V1 ADD_I END"}},
};

static void test_hand_units(void) {
  static char text[1 << 14];
  size_t h;
  for (h = 0; h < sizeof hand / sizeof *hand; h++) {
    Prog g;
    int32_t ui, bad = -2, len;
    int rc = prog_make_nodes(&g, hand[h].src, strlen(hand[h].src), NL_UNODES_MAX), nwant = 0;
    while (nwant < HAND_MAXU && hand[h].want[nwant]) nwant++;
    check(rc == 0, "hand units %s: not prepared (%d)", hand[h].name, rc);
    if (rc) { prog_free(&g); continue; }
    check(g.p.nunit == nwant, "hand units %s: %d units, %d expected", hand[h].name, g.p.nunit, nwant);
    for (ui = 0; ui < g.p.nunit; ui++) {
      size_t k;
      tokens_text(g.p.unit[ui].prompt, g.p.unit[ui].plen, text, sizeof text);
      k = strlen(text);
      k += (size_t)snprintf(text + k, sizeof text - k, " => ");
      tokens_text(g.lst[ui], g.n[ui], text + k, sizeof text - k);
      check(ui < nwant && !strcmp(text, hand[h].want[ui]), "hand units %s unit %d:\n  got  %s\n  want %s",
            hand[h].name, ui, text, ui < nwant ? hand[h].want[ui] : "(none)");
    }
    len = prog_compose(&g, -1, NULL, 0, &bad);
    check(len == g.p.ref_len && !memcmp(mod_buf, g.p.ref, (size_t)len),
          "hand units %s: composed %d bytes (bad unit %d), reference %d bytes", hand[h].name, len, bad, g.p.ref_len);
    prog_free(&g);
  }
}

/* the token spelled w (as nc_token_text spells it), or -1 */
static int tok_of(const char *w, size_t n) {
  char tb[32];
  int t;
  for (t = 0; t < NL_VOCAB; t++) {
    nc_token_text(t, tb, sizeof tb);
    if (strlen(tb) == n && !memcmp(tb, w, n)) return t;
  }
  return -1;
}

/* the tokens of text (words separated by spaces) into out: their number */
static int32_t toks(const char *text, int32_t *out, int32_t cap) {
  int32_t n = 0;
  while (*text) {
    size_t k = strcspn(text, " ");
    if (k) {
      int t = tok_of(text, k);
      if (t < 0) { printf("FAIL test bug: no token '%.*s'\n", (int)k, text); failed++; return n; }
      if (n < cap) out[n++] = t;
    }
    text += k;
    text += strspn(text, " ");
  }
  return n;
}

/* the rules program: its units RU_* (found by their prompts) */
static Prog rules_prog;
enum { RU_BIG, RU_CALLV, RU_LONG, RU_BOOL, RU_CALL0, RU_COUNT };
static int32_t rules_unit[RU_COUNT];
static const char *rules_src =
  "int r(int a, long b, bool c, int x[]) { return a + x[0]; }\n"
  "void v(int x[], long y) { x[0] = (int)y; }\n"
  "double w(double d[], int x[], int k) { return d[k & 1] + (double)x[k & 1]; }\n"
  "int z() { return 7; }\n"
  "int entry(int a) {\n"
  "  long b = 2L;\n"
  "  bool c = true;\n"
  "  double e = 0.5;\n"
  "  int x[4];\n"
  "  double dd[3];\n"
  "  v(x, b);\n"
  "  a += z();\n"
  "  return r(a, b, c, x) + (int)w(dd, x, a) + 16777216 + 3 + (int)e;\n"
  "}\n";
/* RU_BIG: the return value (int): V0 int, V1 long, V2 bool, V3 int[], V4 double[], V5 double; F0 r, F1 w;
 * #0 16777216 (CONST_I), #1 3.  RU_CALLV: `v(x, b);` (void): V0 int[], V1 long; F0 v.  RU_LONG: `2L` (long,
 * #0 2): no variable, no function.  RU_BOOL: `true` (bool).  RU_CALL0: `a += z();` (void): V0 int; F0 z() */
static const char *rules_prompt[RU_COUNT] = {
  ":int :int :long :bool :int[] :double[] :double ; int F0 ( int , long , bool , int [ ] ) ; double F1 ( "
  "double [ ] , int [ ] , int ) ; BODY V0 V1 V2 V3 F0 V4 V3 V0 F1 ( int ) + LI #0 + LI #1 + V5 ( int ) + <sep>",
  ":void :int[] :long ; void F0 ( int [ ] , long ) ; BODY V0 V1 F0 <sep>",
  ":long ; BODY LL #0 <sep>",
  ":bool ; BODY true <sep>",
  ":void :int ; int F0 ( ) ; BODY V0 F0 += <sep>"};

static int rules_init(void) {
  static char text[1 << 12];
  int32_t k, ui;
  int rc = prog_make_nodes(&rules_prog, rules_src, strlen(rules_src), NL_UNODES_MAX);
  check(rc == 0, "rules: the program is not prepared (%d)", rc);
  if (rc) return 0;
  for (k = 0; k < RU_COUNT; k++) {
    rules_unit[k] = -1;
    for (ui = 0; ui < rules_prog.p.nunit && rules_unit[k] < 0; ui++) {
      tokens_text(rules_prog.p.unit[ui].prompt, rules_prog.p.unit[ui].plen, text, sizeof text);
      if (!strcmp(text, rules_prompt[k])) rules_unit[k] = ui;
    }
    check(rules_unit[k] >= 0, "rules: no unit has the prompt '%s'", rules_prompt[k]);
    if (rules_unit[k] < 0) return 0;
  }
  return 1;
}

/* the decoder for rules unit ru after the tokens of prefix; 0 if one was refused */
static int rule_dec(int ru, const char *prefix, NlDec *d) {
  static int32_t t[4096];
  int32_t n = toks(prefix, t, 4096), i;
  nl_dec_init(d, &rules_prog.p.c, &rules_prog.p.unit[rules_unit[ru]].u);
  for (i = 0; i < n; i++)
    if (nl_dec_push(d, t[i]) != NL_OK) {
      char tb[32];
      printf("  (prefix refused at token %d, %s)\n", i, nc_token_text(t[i], tb, sizeof tb));
      return 0;
    }
  return 1;
}

/* after prefix, may the tokens of `next` come (want 1) or not (want 0), each one on its own? */
static void rule(const char *what, int ru, const char *prefix, const char *next, int want) {
  NlDec d;
  int32_t t[64], n = toks(next, t, 64), i;
  uint8_t mask[NL_VOCAB];
  if (!rule_dec(ru, prefix, &d)) { check(0, "rule %s: the prefix '%s' is refused", what, prefix); return; }
  nl_dec_mask(&d, mask);
  for (i = 0; i < n; i++) {
    char tb[32];
    NlDec e = d;
    int got = nl_dec_allowed(&d, t[i]), pushed = nl_dec_push(&e, t[i]) == NL_OK;
    check(got == want && mask[t[i]] == want && pushed == want, "rule %s: after '%s', %s is %sallowed", what,
          prefix, nc_token_text(t[i], tb, sizeof tb), got ? "" : "not ");
  }
}

/* after prefix, the allowed tokens are exactly those of `only` */
static void rule_only(const char *what, int ru, const char *prefix, const char *only) {
  NlDec d;
  int32_t t[NL_VOCAB], n = toks(only, t, NL_VOCAB), i, k, bad = 0;
  uint8_t mask[NL_VOCAB];
  char tb[32];
  if (!rule_dec(ru, prefix, &d)) { check(0, "rule %s: the prefix '%s' is refused", what, prefix); return; }
  nl_dec_mask(&d, mask);
  for (k = 0; k < NL_VOCAB; k++) {
    int want = 0;
    for (i = 0; i < n; i++) want |= t[i] == k;
    if (mask[k] != want) {
      bad++;
      printf("  rule %s: %s is %sallowed\n", what, nc_token_text(k, tb, sizeof tb), mask[k] ? "" : "not ");
    }
  }
  check(!bad, "rule %s: after '%s' the allowed tokens are not exactly '%s'", what, prefix, only);
}

/* a whole listing for rules unit ru (the other units' reference listings kept): must compose and verify */
static void rule_listing(const char *what, int ru, const char *text) {
  static int32_t t[4096];
  int32_t n = toks(text, t, 4096);
  char why[200] = "";
  check(compose_verifies(&rules_prog, rules_unit[ru], t, n, why, sizeof why), "rule %s: '%s': %s", what, text, why);
}

/* the forced ending after prefix */
static void rule_close(const char *what, int ru, const char *prefix, CloseStats *cs) {
  static int32_t t[4096];
  int32_t n = toks(prefix, t, 4096);
  close_check(&rules_prog, rules_unit[ru], t, n, what, 0, cs);
}

/* text of `times` copies of w, each after a space, appended to out at *k */
static void repeat(char *out, size_t cap, size_t *k, const char *w, int times) {
  for (; times > 0; times--) *k += (size_t)snprintf(out + *k, cap - *k, " %s", w);
}

static void test_rules(void) {
  static char big[1 << 14];
  CloseStats cs = {0, 0, 0};
  size_t k;
  if (!rules_init()) { prog_free(&rules_prog); return; }
  rule_only("a unit starts with a push (never CONST_I or CONST_L)", RU_BIG, "", "PUSH_I PUSH_B CONST_D LOAD PUSH_L");
  rule_only("no variable: LOAD only temps", RU_LONG, "", "PUSH_I PUSH_B CONST_D LOAD PUSH_L");
  rule_only("LOAD of a unit without variables: the temps", RU_LONG, "LOAD", "Tb Ti Tl Td");
  rule_only("no array: no ALOAD", RU_LONG, "PUSH_I N0",
            "POP DUP PUSH_I PUSH_B CONST_D LOAD STORE NEG_I NOT_I I2L I2D I2B LNOT PUSH_L");
  /* END: only with the unit's result on the stack (nothing for a statement) */
  rule("END needs the result", RU_BIG, "LOAD V0", "END", 1);
  rule("END needs the result", RU_BIG, "LOAD V1", "END", 0);
  rule("END needs the result", RU_BIG, "LOAD V2", "END", 0);
  rule("END needs the result", RU_BIG, "LOAD V0 LOAD V0", "END", 0);
  rule("END needs the result", RU_BIG, "", "END", 0);
  rule("END needs the result", RU_BOOL, "PUSH_I N1", "END", 0);
  rule("END needs the result", RU_BOOL, "PUSH_B N1", "END", 1);
  rule("END needs the result", RU_LONG, "PUSH_L #0", "END", 1);
  rule("a statement ends with an empty stack", RU_CALLV, "", "END", 1);
  rule("a statement ends with an empty stack", RU_CALLV, "LOAD V1", "END", 0);
  rule("a statement ends with an empty stack", RU_CALLV, "LOAD V1 POP", "END", 1);
  rule("a statement ends with an empty stack", RU_CALLV, "LOAD V0 LOAD V1 CALL F0", "END", 1);
  /* slot types */
  rule("STORE needs a slot of the top's type", RU_BIG, "LOAD V0 STORE", "V0 Ti", 1);
  rule("STORE needs a slot of the top's type", RU_BIG, "LOAD V0 STORE", "V1 V2 V3 V4 V5 V6 Tb Tl Td", 0);
  rule("STORE needs a slot of the top's type", RU_BIG, "LOAD V5 STORE", "V5 Td", 1);
  rule("STORE needs a slot of the top's type", RU_BIG, "LOAD V5 STORE", "V0 Ti Tl", 0);
  rule("STORE needs a scalar on top", RU_BIG, "LOAD V4", "STORE POP DUP", 0);
  rule("ALOAD needs an index and an array", RU_BIG, "LOAD V0 ALOAD", "V3 V4", 1);
  rule("ALOAD needs an index and an array", RU_BIG, "LOAD V0 ALOAD", "V0 V1 V2 V5 Ti Tl", 0);
  rule("ALOAD needs an index and an array", RU_BIG, "LOAD V1 ALOAD", "V3", 1);
  rule("ALOAD needs an index and an array", RU_BIG, "LOAD V2", "ALOAD", 0);
  rule("ALOAD needs an index and an array", RU_BIG, "LOAD V5", "ALOAD", 0);
  rule("ASTORE needs an index, an element and its array", RU_BIG, "LOAD V0 LOAD V0 ASTORE", "V3", 1);
  rule("ASTORE needs an index, an element and its array", RU_BIG, "LOAD V0 LOAD V0 ASTORE", "V4 V0 Ti", 0);
  rule("ASTORE needs an index, an element and its array", RU_BIG, "LOAD V0 LOAD V5 ASTORE", "V4", 1);
  rule("ASTORE needs an index, an element and its array", RU_BIG, "LOAD V0 LOAD V5 ASTORE", "V3", 0);
  rule("ASTORE needs an index, an element and its array", RU_BIG, "LOAD V0 LOAD V1", "ASTORE ASTORE_K", 0);
  rule("ASTORE needs an index, an element and its array", RU_BIG, "LOAD V0 LOAD V2", "ASTORE ASTORE_K", 0);
  rule("ASTORE needs an index, an element and its array", RU_BIG, "LOAD V2 LOAD V0", "ASTORE ASTORE_K", 0);
  rule("ASTORE_K keeps the element", RU_BIG, "LOAD V0 LOAD V0 ASTORE_K V3", "END", 1);
  rule("ASTORE drops the element", RU_BIG, "LOAD V0 LOAD V0 LOAD V0 ASTORE V3", "END", 1);
  rule("temps: one per scalar type", RU_BIG, "LOAD", "Tb Ti Tl Td V0 V1 V2 V5", 1);
  rule("only the unit's variables", RU_BIG, "LOAD", "V6 V31", 0);
  /* literal forms: PUSH_I and PUSH_L take any value (nl_resolve makes CONST_I and CONST_L of those beyond 24
   * bits), literals that exist */
  rule_only("PUSH_B takes 0 or 1", RU_BIG, "PUSH_B", "N0 N1 #0 #1");
  rule("PUSH_I takes any int", RU_BIG, "PUSH_I", "#0 #1 N-8 N-1 N0 N64", 1);
  rule("PUSH_I takes the unit's literals", RU_BIG, "PUSH_I", "#2 #31", 0);
  rule("PUSH_L takes any long", RU_BIG, "PUSH_L", "#0 #1 N-8 N64", 1);
  rule("PUSH_L takes the unit's literals", RU_BIG, "PUSH_L", "#2", 0);
  rule("CONST_D takes any literal and small integer", RU_BIG, "CONST_D", "#0 #1 N-8 N0 N64", 1);
  rule("CONST_D takes any literal and small integer", RU_BIG, "CONST_D", "#2 V0 END", 0);
  rule("a long literal is no int", RU_LONG, "PUSH_I", "#0", 1);
  /* no control flow, no other instruction, no prompt token */
  rule("no control flow", RU_BIG, "LOAD V0",
       "JZ JNZ JUMP RET RET_V NOP ARR_INIT JEQ_I JZ_S JZ_L ADDK_I MULK_I LOAD2 LOADK_I MOV INC_SLOT_I", 0);
  rule("no prompt token", RU_BIG, "LOAD V0", "<pad> <sep> BODY LI LD :int :void ( ; int F0 V0 #0 N0", 0);
  /* calls take their callee's arguments */
  rule("CALL needs the callee's arguments", RU_BIG, "LOAD V0 LOAD V1 LOAD V2 LOAD V3 CALL", "F0", 1);
  rule("CALL needs the callee's arguments", RU_BIG, "LOAD V0 LOAD V1 LOAD V2 LOAD V3 CALL", "F1 F2 F15", 0);
  rule("CALL needs the callee's arguments", RU_BIG, "LOAD V4 LOAD V3 LOAD V0 CALL", "F1", 1);
  rule("CALL needs the callee's arguments", RU_BIG, "LOAD V4 LOAD V3 LOAD V0 CALL", "F0", 0);
  rule("CALL needs the callee's arguments", RU_BIG, "LOAD V4 LOAD V3 LOAD V1", "CALL", 0);
  rule("a void call pushes nothing", RU_CALLV, "LOAD V0 LOAD V1 CALL F0", "POP DUP STORE", 0);
  /* the array rule: an array only while calls can still take every array on the stack */
  rule("an array only for a call", RU_BIG, "LOAD", "V4", 1);
  rule("an array only for a call", RU_BIG, "LOAD", "V3", 0);
  rule("an array only for a call", RU_BIG, "LOAD V0 LOAD V1 LOAD V2 LOAD", "V3", 1);
  rule("an array only for a call", RU_BIG, "LOAD V0 LOAD V1 LOAD V0 LOAD", "V3", 0);
  rule("an array only for a call", RU_BIG, "LOAD V4 LOAD", "V3 V4", 1);
  rule("an array only for a call", RU_BIG, "LOAD V0 LOAD", "V4", 1);
  rule("an array only for a call", RU_BIG, "LOAD V0 LOAD", "V3", 0);
  rule("an array only for a call", RU_CALLV, "LOAD", "V0", 1);
  rule("an array only for a call", RU_CALLV, "LOAD V0 LOAD", "V0 V1", 1);
  rule("an array only for a call", RU_BIG, "LOAD V4 LOAD V4 LOAD V4", "ADD_D POP", 0);
  /* the stack holds NL_MAXSTK values; an array needs room for its call's arguments */
  k = (size_t)snprintf(big, sizeof big, "LOAD V0");
  repeat(big, sizeof big, &k, "LOAD V0", NL_MAXSTK - 1);
  rule("the stack holds 32 values", RU_BIG, big, "POP ADD_I STORE NEG_I", 1);
  rule("the stack holds 32 values", RU_BIG, big, "LOAD PUSH_I DUP PUSH_B CONST_D END", 0);
  k = (size_t)snprintf(big, sizeof big, "LOAD V0");
  repeat(big, sizeof big, &k, "LOAD V0", NL_MAXSTK - 4);
  snprintf(big + k, sizeof big - k, " LOAD");
  rule("an array needs room for its call's arguments", RU_BIG, big, "V4", 1);
  k = (size_t)snprintf(big, sizeof big, "LOAD V0");
  repeat(big, sizeof big, &k, "LOAD V0", NL_MAXSTK - 3);
  snprintf(big + k, sizeof big - k, " LOAD");
  rule("an array needs room for its call's arguments", RU_BIG, big, "V4", 0);
  rule("an array needs room for its call's arguments", RU_BIG, big, "V0 Td", 1);
  k = (size_t)snprintf(big, sizeof big, "LOAD V0");
  repeat(big, sizeof big, &k, "LOAD V0", NL_MAXSTK - 2);
  rule("a call's result needs room", RU_CALL0, big, "CALL", 1);
  snprintf(big + k, sizeof big - k, " LOAD V0");
  rule("a call's result needs room", RU_CALL0, big, "CALL", 0);
  /* whole hand-made listings */
  rule_listing("a statement that does nothing", RU_CALLV, "END");
  rule_listing("an array store instead of the call", RU_CALLV, "PUSH_I N0 PUSH_L N-8 L2I ASTORE V0 END");
  rule_listing("the call's result dropped", RU_BIG, "LOAD V4 LOAD V3 LOAD V0 CALL F1 POP LOAD V0 END");
  rule_listing("the temps", RU_BIG,
               "LOAD V0 LOAD V1 LOAD V2 LOAD V3 CALL F0 STORE Ti LOAD Ti LOAD Ti ADD_I I2B STORE Tb LOAD Tb B2I END");
  rule_listing("a long in place of a long", RU_LONG, "PUSH_I #0 I2L PUSH_L N-8 CONST_D N3 D2L SHL_L ADD_L END");
  k = (size_t)snprintf(big, sizeof big, "LOAD V0");
  repeat(big, sizeof big, &k, "LOAD V0", NL_MAXSTK - 4);
  k += (size_t)snprintf(big + k, sizeof big - k, " LOAD V4 LOAD V3 PUSH_I N-8 CALL F1 D2I");
  repeat(big, sizeof big, &k, "ADD_I", NL_MAXSTK - 3);
  snprintf(big + k, sizeof big - k, " END");
  rule_listing("a full stack, then a call", RU_BIG, big);
  /* forced endings from hand-made prefixes */
  rule_close("an array on the stack", RU_BIG, "LOAD V4", &cs);
  rule_close("an array argument in progress", RU_BIG, "LOAD V0 LOAD V1 LOAD V2 LOAD", &cs);
  rule_close("three arrays", RU_BIG, "LOAD V4 LOAD V4 LOAD V4", &cs);
  rule_close("arrays of a void call", RU_CALLV, "LOAD V0 LOAD V0 LOAD V0", &cs);
  rule_close("a call in progress", RU_BIG, "LOAD V4 LOAD V3 LOAD V0 CALL", &cs);
  k = (size_t)snprintf(big, sizeof big, "LOAD V0");
  repeat(big, sizeof big, &k, "LOAD V0", NL_MAXSTK - 4);
  snprintf(big + k, sizeof big - k, " LOAD V4");
  rule_close("a full stack and an array", RU_BIG, big, &cs);
  rule_close("nothing yet", RU_LONG, "", &cs);
  rule_close("an operand in progress", RU_LONG, "LOAD", &cs);
  check(cs.closes == 8, "rules: %d forced endings of 8", cs.closes);
  prog_free(&rules_prog);
}

int main(int argc, char **argv) {
  if (argc > 1 && atoi(argv[1]) > 1 && atoi(argv[1]) <= 100) scale = atoi(argv[1]);
  test_round_trip();
  test_random_decoding();
  test_unconstrained();
  test_hand_units();
  test_rules();
  nc_compose_free(&compose_ws);
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
