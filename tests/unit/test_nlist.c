/* test_nlist.c - the neural compiler's token language (src/core/nlist/nlist.c): encoder, constrained decoder and
 * assembler, with nc_prog.c's preparation of programs.
 *
 *   test_nlist [SCALE]    (run by tests/unit/run.sh, built with ASan+UBSan where available; SCALE > 1:
 *                          SCALE times the programs and listings, on other seeds, for a longer hunt)
 *
 * 1. Round trip: generated programs (gen_program, default options; small seeds 1..400, medium 1..40) that
 *    nc_prog_init accepts and whose every function nc_prog_listing encodes must assemble (nl_assemble of
 *    the reference listings) to the reference module byte for byte, and verify; at least 85% of the small
 *    programs must be expressible (the shares are printed).
 * 2. Constrained random decoding: for 300 (program, function) pairs of expressible small programs, four
 *    listings each, drawn token by token among the tokens nl_dec_mask allows (own xorshift RNG, fixed
 *    seed).  The mask must never be empty (no dead ends), the decoder must take every token its mask
 *    allows and refuse one it forbids, and every finished listing, put in place of that function's
 *    reference listing (the others keep theirs), must assemble (> 0) to a module that passes mod_load +
 *    vfy_module.  Uniform choices rarely finish (open labels, the return type), so the choice is biased
 *    (rd_pick, RdMode): from `close` tokens on (40, 150, 400; "deep": 350) it takes END whenever allowed,
 *    else 3 times in 4 one of the allowed tokens that close code (RET, RET_V, JUMP, DEF, a still open
 *    label to define, a label already named rather than a new one); the "deep" mode first, 3 times in 4,
 *    takes tokens that grow the function (locals, pushes, arrays, jumps, new labels) to reach the
 *    decoder's limits (32 stack values, 64 labels, 64 locals).  Listings not finished within the cap (600;
 *    deep 1000 tokens) are counted as unfinished (the count is printed) and skipped.  From two points of
 *    each listing (one of them the cap, if unfinished) the forced ending (nl_dec_close_tok fed in turn)
 *    must take only allowed tokens, end within nl_dec_close_len tokens, and assemble and verify.
 * 3. Unconstrained token streams given to nl_assemble in place of one function's listing: uniform over
 *    the vocabulary; BODY then uniform over a pool of plausible tokens; reference listings and finished
 *    random listings with 1 to 3 tokens changed, inserted or deleted.  Either a negative error blamed on
 *    that function, or a module that passes mod_load + vfy_module; never a crash (ASan, UBSan).
 * 4. Hand-written programs: each function's listing as text (nc_token_text) against the expected text
 *    (read against `gnc disasm` of the program compiled with --no-opt), and assembling to the reference
 *    module; then the decoder's rules on tiny hand-made token sequences (slot, return, label, stack,
 *    literal and limit rules, no dead end at the limits), whole hand-made listings that must assemble and
 *    verify, and forced endings at their longest.
 * Prints each failure with its seed and detail, then "N passed, N failed".  NLIST_DUMP=DIR writes a failed
 * round trip's source and both modules into DIR.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gen/gen.h"
#include "neural/nc.h"
#include "core/nlist/nlist.h"

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

static uint64_t asm_buf[1 << 17]; /* 1 MB, 8-byte aligned: assembled modules */
#define ASM_CAP ((int32_t)sizeof asm_buf)

/* mod_load + vfy_module of module bytes; 1 if they pass, else 0 and a reason in why */
static int verify_bytes(const void *bytes, int32_t len, char *why, size_t cap) {
  Module m;
  VfyError e;
  size_t need;
  void *ws;
  int rc = mod_load(bytes, (size_t)len, &m);
  if (rc != MOD_OK) { snprintf(why, cap, "mod_load error %d", rc); return 0; }
  need = vfy_workspace_size(&m);
  ws = malloc(need);
  rc = vfy_module(&m, ws, need, &e);
  free(ws);
  if (rc) {
    snprintf(why, cap, "vfy error %d (fn %d pc %d arg %d)", e.code, e.func, e.pc, e.arg);
    return 0;
  }
  return 1;
}

/* a program prepared for the model: its source (kept alive for p), reference listings if expressible */
typedef struct {
  char *src;
  NcProg p;
  int init;                  /* nc_prog_init's result                             */
  int why;                   /* 0: every function encoded; else the NL_E_* code    */
  int32_t *lst[NL_MAXF], n[NL_MAXF];
} Prog;

static int prog_make(Prog *g, const char *src, size_t len) {
  char err[200];
  int32_t fi;
  memset(g, 0, sizeof *g);
  g->src = malloc(len + 1);
  memcpy(g->src, src, len + 1);
  g->init = nc_prog_init(&g->p, g->src, (int32_t)len, 8192, err, sizeof err);
  if (g->init) { g->why = g->init; return g->init; }
  for (fi = 0; fi < g->p.nfn; fi++) {
    int why = 0;
    g->lst[fi] = nc_prog_listing(&g->p, fi, &g->n[fi], &why);
    if (!g->lst[fi]) { g->why = why; return why; }
  }
  return 0;
}

static int prog_gen(Prog *g, uint64_t seed, int size) {
  static char buf[1 << 20];
  GenOpts o;
  size_t len;
  gen_default_opts(&o);
  o.size = size;
  len = gen_program(seed, &o, buf, sizeof buf, NULL);
  if (len >= sizeof buf) { memset(g, 0, sizeof *g); g->init = -2; return -2; }
  return prog_make(g, buf, len);
}

static void prog_free(Prog *g) {
  int i;
  for (i = 0; i < NL_MAXF; i++) free(g->lst[i]);
  nc_prog_free(&g->p);
  free(g->src);
  memset(g, 0, sizeof *g);
}

/* nl_assemble with listing fi replaced by (tok, n) (fi < 0: the reference listings) */
static int32_t prog_assemble(const Prog *g, int32_t fi, const int32_t *tok, int32_t n, int32_t *bad_fn) {
  const int32_t *l[NL_MAXF];
  int32_t len[NL_MAXF], i;
  for (i = 0; i < g->p.nfn; i++) { l[i] = g->lst[i]; len[i] = g->n[i]; }
  if (fi >= 0) { l[fi] = tok; len[fi] = n; }
  return nl_assemble(&g->p.c, l, len, g->p.lits, (uint8_t *)asm_buf, ASM_CAP, bad_fn);
}

static void listing_text(const int32_t *tok, int32_t n, char *out, size_t cap) {
  size_t k = 0;
  int32_t i;
  char tb[32];
  out[0] = 0;
  for (i = 0; i < n && k + 1 < cap; i++)
    k += (size_t)snprintf(out + k, cap - k, "%s%s", i ? " " : "", nc_token_text(tok[i], tb, sizeof tb));
}

static void print_listing(const char *label, const int32_t *tok, int32_t n) {
  static char text[1 << 16];
  listing_text(tok, n, text, sizeof text);
  printf("  %s: %s\n", label, text);
}

/* where two modules first differ, in words */
static void describe_diff(const uint8_t *a, int32_t alen, const uint8_t *b, int32_t blen) {
  int32_t i, n = alen < blen ? alen : blen;
  const ModHeader *h = (const ModHeader *)(const void *)b;
  for (i = 0; i < n && a[i] == b[i]; i++) {}
  printf("  sizes %d (assembled) vs %d (reference), first difference at byte %d", alen, blen, i);
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

/* NLIST_DUMP=DIR: a failing round trip's source, reference and assembled modules into DIR */
static void dump_failure(const char *set, unsigned long long seed, const Prog *g, const uint8_t *mod, int32_t len) {
  const char *dir = getenv("NLIST_DUMP");
  const char *ext[] = {"c", "ref.gncb", "asm.gncb"};
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

/* ---------------------------------------------------------------- 1. round trip */

static int scale = 1;              /* test_nlist [SCALE]: SCALE times the programs and listings */
static uint64_t expr_seeds[1 << 16];
static int nexpr;

static void test_round_trip(void) {
  static const struct { int size; int count; const char *name; } sets[] = {
    {GEN_SMALL, 400, "small"}, {GEN_MEDIUM, 40, "medium"}};
  uint64_t seed0 = scale > 1 ? 1000000u : 0; /* a larger run: other seeds than the default run's */
  int s;
  for (s = 0; s < 2; s++) {
    int programs = 0, expressible = 0, exact = 0, why[16] = {0}, i;
    for (i = 1; i <= sets[s].count * scale; i++) {
      Prog g;
      unsigned long long seed = seed0 + (uint64_t)i;
      int rc = prog_gen(&g, seed, sets[s].size);
      programs++;
      if (g.init == -1 || g.init == -2) {
        check(0, "round trip: %s seed %llu: the generated program does not compile (or is too long)", sets[s].name,
              seed);
      } else if (rc) {
        why[rc > 0 && rc < 16 ? rc : 0]++;
      } else {
        int32_t bad_fn = -1, len = prog_assemble(&g, -1, NULL, 0, &bad_fn);
        char vwhy[200] = "";
        int ok = len == g.p.ref_len && !memcmp(asm_buf, g.p.ref, (size_t)len);
        int vok = len > 0 && verify_bytes(asm_buf, len, vwhy, sizeof vwhy);
        expressible++;
        if (ok) exact++;
        check(ok && vok, "round trip: %s seed %llu: assembled %d bytes (bad fn %d), reference %d bytes, %s%s",
              sets[s].name, seed, len, bad_fn, g.p.ref_len, ok ? "equal" : "different", vok ? "" : vwhy);
        if (!ok && len > 0) {
          describe_diff((const uint8_t *)asm_buf, len, g.p.ref, g.p.ref_len);
          dump_failure(sets[s].name, seed, &g, (const uint8_t *)asm_buf, len);
        }
        if (sets[s].size == GEN_SMALL && nexpr < (int)(sizeof expr_seeds / sizeof *expr_seeds))
          expr_seeds[nexpr++] = seed;
      }
      prog_free(&g);
    }
    printf("round trip, %s programs: %d, expressible %d (%.1f%%), assembled exactly %d\n", sets[s].name, programs,
           expressible, 100.0 * expressible / programs, exact);
    for (i = 1; i < 16; i++)
      if (why[i]) printf("  not expressible: %d x %s\n", why[i], nc_error_text(i));
    if (sets[s].size == GEN_SMALL)
      check(expressible * 100 >= programs * 85, "round trip: only %d of %d small programs are expressible",
            expressible, programs);
  }
}

/* ---------------------------------------------------------------- 2. constrained random decoding */

#define RD_CAP 1000 /* tokens of a random listing before it counts as unfinished */

/* how a random listing is drawn: uniformly until `grow` tokens, but 3 times in 4 among the tokens that
 * make it bigger (locals, pushes, jumps, new labels: to reach the decoder's limits); uniformly until
 * `close`; then END when allowed, else 3 times in 4 among the tokens that close code */
typedef struct { int32_t grow, close, cap; const char *name; } RdMode;
static const RdMode rd_modes[] = {
  {0, 40, 600, "short"}, {0, 150, 600, "medium"}, {0, 400, 600, "long"}, {350, 350, RD_CAP, "deep"}};
#define RD_NMODES ((int)(sizeof rd_modes / sizeof *rd_modes))

/* does tok close code, or bring the listing nearer its END? */
static int rd_closing(const NlDec *d, int tok) {
  if (tok == NL_END) return 1;
  switch (d->phase) {
  case NL_PH_TYPES: return tok == NL_BODY;
  case NL_PH_INS:
    return tok == NL_DEF || tok == NL_OP0 + OP_RET || tok == NL_OP0 + OP_RET_V || tok == NL_OP0 + OP_JUMP;
  case NL_PH_DEF: /* a label that is still open */
    return tok >= NL_L0 && tok < NL_L0 + NL_MAXL && d->lab[tok - NL_L0].state == 1;
  case NL_PH_OPND: /* a label already named rather than a new one */
    return tok >= NL_L0 && tok < NL_L0 + d->nlabels;
  default: return 0;
  }
}

/* does tok make the function bigger: more locals, a deeper stack, more labels? */
static int rd_growing(const NlDec *d, int tok) {
  switch (d->phase) {
  case NL_PH_TYPES: return tok != NL_BODY;
  case NL_PH_INS:
    if (tok < NL_OP0) return tok == NL_DEF;
    switch (tok - NL_OP0) {
    case OP_LOAD: case OP_LOAD2: case OP_DUP: case OP_PUSH_I: case OP_PUSH_L: case OP_PUSH_B: case OP_CONST_I:
    case OP_CONST_L: case OP_CONST_D: case OP_LOADK_I: case OP_LOADK_L: case OP_JZ_S: case OP_JNZ_S:
    case OP_JUMP: case OP_ARR_INIT: return 1;
    default: return 0;
    }
  case NL_PH_DEF: return tok == NL_L0 + d->nlabels;
  case NL_PH_OPND: /* a new label, an array slot */
    return tok == NL_L0 + d->nlabels || (tok >= NL_V0 && tok < NL_V0 + NL_MAXV && TY_IS_ARR(d->lt[tok - NL_V0]));
  default: return 0;
  }
}

/* one token among the allowed ones (n of them, in list) */
static int rd_pick(Rng *r, const NlDec *d, const int *list, int n, int32_t len, const RdMode *m) {
  int sub[NL_VOCAB], ns = 0, i;
  if (len < m->grow) {
    for (i = 0; i < n; i++)
      if (rd_growing(d, list[i])) sub[ns++] = list[i];
  } else if (len >= m->close) {
    for (i = 0; i < n; i++) {
      if (list[i] == NL_END) return NL_END;
      if (rd_closing(d, list[i])) sub[ns++] = list[i];
    }
  }
  if (ns && rng_below(r, 4)) return sub[rng_below(r, ns)];
  return list[rng_below(r, n)];
}

typedef struct { int max_depth, max_labels, max_locals, full_stack, all_labels; } RdStats;

/* a random listing of function fi by constrained decoding into out: its length; -1 unfinished after
 * m->cap tokens; -2 a dead end (nothing allowed); -3 the decoder refused a token its mask allowed, or took
 * one it forbids */
static int32_t rd_listing(const Prog *g, int32_t fi, Rng *r, const RdMode *m, int32_t *out, RdStats *st) {
  NlCtx ctx;
  NlDec d, e;
  uint8_t mask[NL_VOCAB];
  int list[NL_VOCAB], n, t;
  int32_t len = 0;
  ctx.c = &g->p.c; ctx.fi = fi; ctx.lits = &g->p.lits[fi];
  nl_dec_init(&d, &ctx);
  while (!nl_dec_done(&d)) {
    if (len >= m->cap) return -1;
    nl_dec_mask(&d, mask);
    for (n = 0, t = 0; t < NL_VOCAB; t++)
      if (mask[t]) list[n++] = t;
    if (n == 0) return -2;
    if (n < NL_VOCAB) { /* a token the mask forbids must be refused */
      do t = rng_below(r, NL_VOCAB); while (mask[t]);
      e = d;
      if (nl_dec_push(&e, t) == NL_OK) { out[len++] = t; return -3; }
    }
    t = rd_pick(r, &d, list, n, len, m);
    out[len++] = t;
    if (nl_dec_push(&d, t) != NL_OK) return -3;
  }
  if (d.max_depth > st->max_depth) st->max_depth = d.max_depth;
  if (d.nlabels > st->max_labels) st->max_labels = d.nlabels;
  if (d.nlocals > st->max_locals) st->max_locals = d.nlocals;
  st->full_stack += d.max_depth == NL_MAXSTK;
  st->all_labels += d.nlabels == NL_MAXL;
  return len;
}

/* the decoder's forced ending (nl_dec_close_tok, fed in turn) after the prefix tok[0..cut) */
typedef struct { int closes, max_used, max_bound; } CloseStats;

static void close_check(const Prog *g, int32_t fi, const int32_t *tok, int32_t cut, const char *what,
                        unsigned long long seed, CloseStats *cs) {
  static int32_t buf[RD_CAP + 4096];
  NlCtx ctx;
  NlDec d;
  int32_t n, bound, bad_fn = -1, len;
  char why[200] = "", tb[32];
  ctx.c = &g->p.c; ctx.fi = fi; ctx.lits = &g->p.lits[fi];
  nl_dec_init(&d, &ctx);
  for (n = 0; n < cut; n++) {
    if (nl_dec_push(&d, tok[n]) != NL_OK) {
      check(0, "closing (%s): seed %llu fn %d: prefix refused", what, seed, fi);
      return;
    }
    buf[n] = tok[n];
  }
  bound = nl_dec_close_len(&d);
  while (!nl_dec_done(&d) && n < cut + 4096) {
    int t = nl_dec_close_tok(&d);
    if (t < 0 || nl_dec_push(&d, t) != NL_OK) {
      check(0, "closing (%s): seed %llu fn %d: after %d + %d tokens nl_dec_close_tok gives %s, refused", what, seed,
            fi, cut, n - cut, t < 0 ? "nothing" : nc_token_text(t, tb, sizeof tb));
      print_listing("prefix", buf, n);
      return;
    }
    buf[n++] = t;
  }
  cs->closes++;
  if (n - cut > cs->max_used) cs->max_used = n - cut;
  if (bound > cs->max_bound) cs->max_bound = bound;
  if (!nl_dec_done(&d) || n - cut > bound) {
    check(0, "closing (%s): seed %llu fn %d: after %d tokens the ending takes %d tokens%s, nl_dec_close_len said %d",
          what, seed, fi, cut, n - cut, nl_dec_done(&d) ? "" : " and does not end", bound);
    print_listing("prefix", buf, cut);
    print_listing("ending", buf + cut, n - cut);
    return;
  }
  len = prog_assemble(g, fi, buf, n, &bad_fn);
  check(len > 0 && verify_bytes(asm_buf, len, why, sizeof why),
        "closing (%s): seed %llu fn %d: the closed listing gives %d (fn %d) %s", what, seed, fi, len, bad_fn, why);
}

static void test_random_decoding(void) {
  static int32_t tok[RD_CAP + 1];
  Rng r = {0x9E3779B97F4A7C15ull};
  int want = 300 * scale, functions = 0, tried = 0, finished = 0, unfinished[RD_NMODES] = {0}, i, k;
  long total_len = 0;
  RdStats st = {0, 0, 0, 0, 0};
  CloseStats cs = {0, 0, 0};
  for (i = 0; i < nexpr && functions < want; i++) {
    Prog g;
    int32_t fi;
    if (prog_gen(&g, expr_seeds[i], GEN_SMALL)) {
      check(0, "random decoding: small seed %llu is no longer expressible", (unsigned long long)expr_seeds[i]);
      prog_free(&g);
      continue;
    }
    for (fi = 0; fi < g.p.nfn && functions < want; fi++, functions++) {
      for (k = 0; k < RD_NMODES; k++) {
        int32_t n = rd_listing(&g, fi, &r, &rd_modes[k], tok, &st), bad_fn = -1, len;
        char why[200] = "";
        int32_t valid = n >= 0 ? n : n == -1 ? rd_modes[k].cap : -1, c;
        tried++;
        for (c = 0; c < 2 && valid >= 0; c++) /* forced endings from random points (from the cap if unfinished) */
          close_check(&g, fi, tok, c == 0 && n == -1 ? valid : rng_below(&r, valid + 1), rd_modes[k].name,
                      (unsigned long long)expr_seeds[i], &cs);
        if (n == -1) { unfinished[k]++; continue; }
        if (n < 0) {
          check(0, "random decoding (%s): small seed %llu fn %d: %s", rd_modes[k].name,
                (unsigned long long)expr_seeds[i], fi,
                n == -2 ? "a dead end (the mask allows nothing)" : "the decoder disagrees with its mask");
          continue;
        }
        finished++;
        total_len += n;
        len = prog_assemble(&g, fi, tok, n, &bad_fn);
        if (len <= 0) {
          check(0, "random decoding (%s): small seed %llu fn %d: a finished listing does not assemble (%d, fn %d)",
                rd_modes[k].name, (unsigned long long)expr_seeds[i], fi, len, bad_fn);
          print_listing("listing", tok, n);
        } else if (!verify_bytes(asm_buf, len, why, sizeof why)) {
          check(0, "random decoding (%s): small seed %llu fn %d: the module does not verify: %s",
                rd_modes[k].name, (unsigned long long)expr_seeds[i], fi, why);
          print_listing("listing", tok, n);
        } else {
          check(1, "");
        }
      }
    }
    prog_free(&g);
  }
  printf("random decoding: %d functions, %d listings, %d finished (mean %.0f tokens); unfinished:", functions, tried,
         finished, finished ? (double)total_len / finished : 0.0);
  for (k = 0; k < RD_NMODES; k++) printf(" %d %s (cap %d)%s", unfinished[k], rd_modes[k].name, rd_modes[k].cap,
                                        k + 1 < RD_NMODES ? "," : "\n");
  printf("  deepest stack %d (%d listings at the limit %d), most labels %d (%d at the limit %d), most locals %d\n",
         st.max_depth, st.full_stack, NL_MAXSTK, st.max_labels, st.all_labels, NL_MAXL, st.max_locals);
  printf("  forced endings (nl_dec_close_tok): %d, longest %d tokens, largest nl_dec_close_len %d\n", cs.closes,
         cs.max_used, cs.max_bound);
  check(functions == want, "random decoding: only %d functions to decode", functions);
}

/* ---------------------------------------------------------------- 3. unconstrained token streams */

enum { US_UNIFORM, US_POOL, US_MUTATE, US_MUTATE_RANDOM, US_KINDS };
static const char *us_names[] = {"uniform", "plausible", "mutated reference", "mutated random"};

/* a random token of the same class as tok (op, slot, label, literal, small integer, type), else any */
static int32_t us_same_class(Rng *r, int32_t tok) {
  static const int32_t lo[] = {NL_OP0, NL_TY0, NL_F0, NL_V0, NL_L0, NL_K0, NL_N0};
  static const int32_t hi[] = {NL_TY0, NL_F0, NL_V0, NL_L0, NL_K0, NL_N0, NL_VOCAB};
  int k;
  for (k = 0; k < 7; k++)
    if (tok >= lo[k] && tok < hi[k]) {
      int32_t w = hi[k] - lo[k];
      if (w > 12 && k != 0) w = 12; /* mostly small indices: they exist */
      return lo[k] + rng_below(r, w);
    }
  return rng_below(r, NL_SRC0);
}

/* a plausible token: any opcode, a small slot / label / literal / small integer, or a special */
static int32_t us_pool(Rng *r) {
  switch (rng_below(r, 8)) {
  case 0: case 1: case 2: return NL_OP0 + rng_below(r, OP__COUNT);
  case 3: return NL_V0 + rng_below(r, 10);
  case 4: return NL_L0 + rng_below(r, 8);
  case 5: return rng_below(r, 2) ? NL_K0 + rng_below(r, 8) : NL_N0 + rng_below(r, 12);
  case 6: return NL_F0 + rng_below(r, 4);
  default: { static const int32_t sp[] = {NL_DEF, NL_END, NL_NEG, NL_I32, NL_BODY, NL_PAD, NL_SEP};
    return sp[rng_below(r, 7)]; }
  }
}

/* a stream of kind k for function fi of g into out (cap tokens): its length */
static int32_t us_stream(Rng *r, int kind, const Prog *g, int32_t fi, int32_t *out, int32_t cap) {
  int32_t n = 0, i, edits;
  switch (kind) {
  case US_UNIFORM:
    n = 1 + rng_below(r, 300);
    for (i = 0; i < n; i++) out[i] = rng_below(r, NL_VOCAB);
    if (rng_below(r, 2)) out[0] = NL_BODY;
    return n;
  case US_POOL:
    for (i = 0; i < g->n[fi] && g->lst[fi][i] != NL_BODY; i++) out[n++] = g->lst[fi][i];
    out[n++] = NL_BODY;
    for (i = 1 + rng_below(r, 200); i > 0; i--) out[n++] = us_pool(r);
    return n;
  case US_MUTATE:
    n = g->n[fi];
    memcpy(out, g->lst[fi], sizeof(int32_t) * (size_t)n);
    break;
  default: { /* a finished random listing (constrained decoding, short mode), mutated */
    RdStats st = {0, 0, 0, 0, 0};
    n = rd_listing(g, fi, r, &rd_modes[0], out, &st);
    if (n <= 0) { out[0] = NL_BODY; n = 1; }
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
  static int32_t tok[16384 + 16]; /* nc_prog_listing's cap, and room to insert */
  Rng r = {0x2545F4914F6CDD1Dull};
  int per[US_KINDS] = {8, 12, 30, 20}, accepted[US_KINDS] = {0}, streams[US_KINDS] = {0}, i, k, j;
  for (i = 0; i < nexpr && i < 150 * scale; i++) {
    Prog g;
    int32_t fi;
    if (prog_gen(&g, expr_seeds[i], GEN_SMALL)) { prog_free(&g); continue; }
    for (fi = 0; fi < g.p.nfn; fi++)
      for (k = 0; k < US_KINDS; k++)
        for (j = 0; j < per[k]; j++) {
          int32_t n = us_stream(&r, k, &g, fi, tok, (int32_t)(sizeof tok / sizeof *tok)), bad_fn = -2, len;
          char why[200] = "";
          streams[k]++;
          len = prog_assemble(&g, fi, tok, n, &bad_fn);
          if (len < 0) {
            check(bad_fn == fi, "unconstrained (%s): small seed %llu fn %d: error %d blamed on fn %d",
                  us_names[k], (unsigned long long)expr_seeds[i], fi, -len, bad_fn);
          } else if (len == 0 || !verify_bytes(asm_buf, len, why, sizeof why)) {
            check(0, "unconstrained (%s): small seed %llu fn %d: an accepted stream gives a bad module (%d bytes) %s",
                  us_names[k], (unsigned long long)expr_seeds[i], fi, len, why);
            print_listing("stream", tok, n);
          } else {
            accepted[k]++;
            check(1, "");
          }
        }
    prog_free(&g);
  }
  printf("unconstrained streams:");
  for (k = 0; k < US_KINDS; k++)
    printf(" %s %d (%d assembled and verified)%s", us_names[k], streams[k], accepted[k], k + 1 < US_KINDS ? "," : "\n");
}

/* ---------------------------------------------------------------- 4. hand-written listings and rules */

/* the expected listings were read against `gnc disasm` of each program compiled with --no-opt */
static const struct { const char *name, *src, *want[2]; } hand[] = {
  {"arithmetic", "int f(int a, int b) { return a + b * 3; }\n",
   {"BODY LOAD V0 LOAD V1 PUSH_I #0 MUL_I ADD_I RET END"}},
  {"loop and if",
   "int g(int n) {\n"
   "  int s = 0;\n"
   "  for (int i = 0; i < n; i++) {\n"
   "    if (i % 2 == 0) s += i;\n"
   "    else s -= 1;\n"
   "  }\n"
   "  return s;\n"
   "}\n",
   {":int :int BODY PUSH_I N0 STORE V1 PUSH_I N0 STORE V2 JUMP L0 DEF L1 LOAD V2 PUSH_I #2 REM_I PUSH_I N0 EQ_I "
    "JZ L2 LOAD V1 LOAD V2 ADD_I STORE V1 JUMP L3 DEF L2 LOAD V1 PUSH_I N1 SUB_I STORE V1 DEF L3 LOAD V2 "
    "PUSH_I N1 ADD_I STORE V2 DEF L0 LOAD V2 LOAD V0 LT_I JNZ L1 LOAD V1 RET END"}},
  {"array and call",
   "long sum(long a[], int n) {\n"
   "  long t = 0;\n"
   "  int i = 0;\n"
   "  while (i < n) {\n"
   "    t += a[i];\n"
   "    i++;\n"
   "  }\n"
   "  return t;\n"
   "}\n"
   "long h(int k) {\n"
   "  long v[4] = {1, 2, 3, 4};\n"
   "  v[k & 3] = 10;\n"
   "  return sum(v, 4);\n"
   "}\n",
   {":long :int BODY PUSH_L N0 STORE V2 PUSH_I N0 STORE V3 JUMP L0 DEF L1 LOAD V2 LOAD V3 ALOAD V0 ADD_L STORE V2 "
    "LOAD V3 PUSH_I N1 ADD_I STORE V3 DEF L0 LOAD V3 LOAD V1 LT_I JNZ L1 LOAD V2 RET END",
    ":long[] BODY ARR_INIT V1 #0 PUSH_I N0 PUSH_L N1 ASTORE V1 PUSH_I N1 PUSH_L #2 ASTORE V1 PUSH_I #2 PUSH_L #3 "
    "ASTORE V1 PUSH_I #3 PUSH_L #0 ASTORE V1 LOAD V0 PUSH_I #3 AND_I PUSH_L #6 ASTORE V1 LOAD V1 PUSH_I #0 "
    "CALL F0 RET END"}},
  {"long, double and negative literals",
   "double m(long x) {\n"
   "  long y = x * 5000000000L;\n"
   "  double d = 2.5;\n"
   "  long z = (int)5000000000L;\n"
   "  double e = -(int)3000000000L;\n"
   "  if (y < -7) return d * -1.25 + e;\n"
   "  return (double)(y + 100000L + z) + d;\n"
   "}\n",
   {":long :double :long :double BODY LOAD V0 CONST_L #0 MUL_L STORE V1 CONST_D #1 STORE V2 CONST_L I32 #0 "
    "STORE V3 CONST_D NEG I32 #3 STORE V4 LOAD V1 PUSH_L N-7 LT_L JZ L0 LOAD V2 CONST_D NEG #5 MUL_D LOAD V4 "
    "ADD_D RET DEF L0 LOAD V1 PUSH_L #6 ADD_L LOAD V3 ADD_L L2D LOAD V2 ADD_D RET END"}},
};

static void test_hand_listings(void) {
  static char text[1 << 14];
  size_t h;
  for (h = 0; h < sizeof hand / sizeof *hand; h++) {
    Prog g;
    int32_t fi, bad_fn = -1, len;
    int rc = prog_make(&g, hand[h].src, strlen(hand[h].src));
    check(rc == 0 && g.p.nfn >= 1 && g.p.nfn <= 2, "hand listing %s: not expressible (%d)", hand[h].name, rc);
    if (rc) { prog_free(&g); continue; }
    for (fi = 0; fi < g.p.nfn; fi++) {
      listing_text(g.lst[fi], g.n[fi], text, sizeof text);
      check(hand[h].want[fi] && !strcmp(text, hand[h].want[fi]), "hand listing %s fn %d:\n  got  %s\n  want %s",
            hand[h].name, fi, text, hand[h].want[fi] ? hand[h].want[fi] : "(none)");
    }
    len = prog_assemble(&g, -1, NULL, 0, &bad_fn);
    check(len == g.p.ref_len && !memcmp(asm_buf, g.p.ref, (size_t)len),
          "hand listing %s: assembled %d bytes (bad fn %d), reference %d bytes", hand[h].name, len, bad_fn,
          g.p.ref_len);
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

static Prog rules_prog;

/* the decoder for function fi of the rules program after the tokens of prefix; 0 if one was refused */
static int rule_dec(int32_t fi, const char *prefix, NlDec *d, NlCtx *ctx) {
  static int32_t t[4096];
  int32_t n = toks(prefix, t, 4096), i;
  ctx->c = &rules_prog.p.c; ctx->fi = fi; ctx->lits = &rules_prog.p.lits[fi];
  nl_dec_init(d, ctx);
  for (i = 0; i < n; i++)
    if (nl_dec_push(d, t[i]) != NL_OK) {
      char tb[32];
      printf("  (prefix refused at token %d, %s)\n", i, nc_token_text(t[i], tb, sizeof tb));
      return 0;
    }
  return 1;
}

/* after prefix, may the tokens of `next` come (want 1) or not (want 0), each one on its own? */
static void rule(const char *what, int32_t fi, const char *prefix, const char *next, int want) {
  NlDec d;
  NlCtx ctx;
  int32_t t[64], n = toks(next, t, 64), i;
  uint8_t mask[NL_VOCAB];
  if (!rule_dec(fi, prefix, &d, &ctx)) { check(0, "rule %s: the prefix '%s' is refused", what, prefix); return; }
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
static void rule_only(const char *what, int32_t fi, const char *prefix, const char *only) {
  NlDec d;
  NlCtx ctx;
  int32_t t[NL_VOCAB], n = toks(only, t, NL_VOCAB), i, k, bad = 0;
  uint8_t mask[NL_VOCAB];
  char tb[32];
  if (!rule_dec(fi, prefix, &d, &ctx)) { check(0, "rule %s: the prefix '%s' is refused", what, prefix); return; }
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

/* a whole listing for fi of the rules program, other functions as referenced: must assemble and verify */
static void rule_listing(const char *what, int32_t fi, const char *text) {
  static int32_t t[4096];
  int32_t n = toks(text, t, 4096), bad_fn = -1, len = prog_assemble(&rules_prog, fi, t, n, &bad_fn);
  char why[200] = "";
  check(len > 0 && verify_bytes(asm_buf, len, why, sizeof why), "rule %s: '%s' gives %d (fn %d) %s", what, text, len,
        bad_fn, why);
}

static void test_rules(void) {
  static const char *src =
    "int r(int a, long b, bool c, int x[]) { return a + 3 + 5; }\n"
    "void v(int x[], long y) { }\n"
    "int q() { int a[2]; return 1; }\n";
  static char big[1 << 14];
  size_t k = 0;
  int i;
  int rc = prog_make(&rules_prog, src, strlen(src));
  check(rc == 0, "rules: the program is not expressible (%d)", rc);
  if (rc) { prog_free(&rules_prog); return; }
  /* F0 r: V0 int, V1 long, V2 bool, V3 int[], two literals (3, 5); F1 v(int[], long); F2 q() */
  rule("STORE needs the slot's type on top", 0, "BODY LOAD V0 STORE", "V0", 1);
  rule("STORE needs the slot's type on top", 0, "BODY LOAD V0 STORE", "V1 V2 V3 V4", 0);
  rule("STORE needs the slot's type on top", 0, "BODY PUSH_L N1 STORE", "V1", 1);
  rule("STORE needs the slot's type on top", 0, "BODY PUSH_L N1 STORE", "V0 V2 V3", 0);
  rule("STORE needs a slot of the top's type", 0, "BODY CONST_D N1", "STORE", 0);
  rule("STORE needs a scalar slot", 0, "BODY LOAD V3", "STORE", 0);
  rule("RET needs the return type on top", 0, "BODY PUSH_I N1", "RET", 1);
  rule("RET needs the return type on top", 0, "BODY PUSH_L N1", "RET RET_V", 0);
  rule("RET needs the return type on top", 0, "BODY LOAD V2", "RET", 0);
  rule("RET needs the return type on top", 0, "BODY", "RET RET_V", 0);
  rule("RET_V only in a void function", 1, "BODY", "RET_V", 1);
  rule("RET_V only in a void function", 1, "BODY PUSH_I N1", "RET", 0);
  rule("END needs every label defined", 0, "BODY LOAD V0 JZ L0 PUSH_I N1 RET", "END", 0);
  rule("END needs every label defined", 0, "BODY LOAD V0 JZ L0 PUSH_I N1 RET DEF L0 PUSH_I N0 RET", "END", 1);
  rule_listing("a label defined after its jump", 0, "BODY LOAD V0 JZ L0 PUSH_I N1 RET DEF L0 PUSH_I N0 RET END");
  rule("END needs control not to fall through", 0, "BODY PUSH_I N1 POP", "END", 0);
  rule("END needs control not to fall through", 0, "BODY LOAD V0 PUSH_I N1 JEQ_I L0 PUSH_I N1 RET DEF L0", "END", 0);
  rule("END needs control not to fall through", 0, "BODY LOAD V0 JZ L0 PUSH_I N1 RET DEF L0 PUSH_I N0", "END", 0);
  rule("END needs some code", 1, "BODY", "END", 0);
  rule("a jump needs the label's stack", 0, "BODY LOAD V0 JZ L0 PUSH_I N1 JUMP", "L0 L2 L3", 0);
  rule("a jump needs the label's stack", 0, "BODY LOAD V0 JZ L0 PUSH_I N1 JUMP", "L1", 1);
  rule("a jump needs the label's stack", 0, "BODY LOAD V0 JZ L0 PUSH_I N1 POP JUMP", "L0 L1", 1);
  rule("a jump needs the label's stack", 0, "BODY PUSH_I N1 LOAD V0 JZ L0 POP PUSH_L N1 JUMP", "L0", 0);
  rule("a jump needs the label's stack", 0, "BODY PUSH_I N1 LOAD V0 JZ L0 JUMP", "L0", 1);
  rule("a backward jump needs the label's stack", 0, "BODY DEF L0 LOAD V0 JNZ", "L0", 1);
  rule("a backward jump needs the label's stack", 0, "BODY DEF L0 LOAD V0 LOAD V0 JNZ", "L0", 0);
  rule("a label placed where control falls needs its stack", 0, "BODY LOAD V0 JZ L0 PUSH_I N1 DEF", "L0", 0);
  rule("a label placed where control falls needs its stack", 0, "BODY LOAD V0 JZ L0 PUSH_I N1 DEF", "L1", 1);
  rule("a label placed where control falls needs its stack", 0, "BODY LOAD V0 JZ L0 DEF", "L0", 1);
  rule("labels are numbered in order", 0, "BODY LOAD V0 JZ", "L1 L2 L63", 0);
  rule("labels are numbered in order", 0, "BODY LOAD V0 JZ L0 LOAD V0 JZ", "L0 L1", 1);
  rule("a label is defined once", 0, "BODY DEF L0 LOAD V0 JZ L1 PUSH_I N1 RET DEF", "L0", 0);
  rule("a label is defined once", 0, "BODY DEF L0 LOAD V0 JZ L1 PUSH_I N1 RET DEF", "L1 L2", 1);
  rule("one label per place", 0, "BODY PUSH_I N1 RET DEF L0", "DEF END", 0);
  rule("after RET only labels and jumps to them", 0, "BODY PUSH_I N1 RET", "LOAD PUSH_I POP RET", 0);
  rule("after RET only labels and jumps to them", 0, "BODY PUSH_I N1 RET", "DEF END", 1);
  rule("after RET only labels and jumps to them", 0, "BODY PUSH_I N1 RET", "JUMP", 0);
  rule("after RET only labels and jumps to them", 0, "BODY DEF L0 PUSH_I N1 RET", "JUMP", 1);
  rule("a dead jump goes to a known label", 0, "BODY DEF L0 PUSH_I N1 RET JUMP", "L0", 1);
  rule("a dead jump goes to a known label", 0, "BODY DEF L0 PUSH_I N1 RET JUMP", "L1", 0);
  rule_only("PUSH_B takes N0 or N1", 0, "BODY PUSH_B", "N0 N1");
  rule_only("a literal ref must exist", 0, "BODY PUSH_I", "NEG N-8 N-7 N-6 N-5 N-4 N-3 N-2 N-1 N0 N1 N2 N3 N4 N5 N6 "
            "N7 N8 N9 N10 N11 N12 N13 N14 N15 N16 N17 N18 N19 N20 N21 N22 N23 N24 N25 N26 N27 N28 N29 N30 N31 N32 N33 "
            "N34 N35 N36 N37 N38 N39 N40 N41 N42 N43 N44 N45 N46 N47 N48 N49 N50 N51 N52 N53 N54 N55 N56 N57 N58 N59 "
            "N60 N61 N62 N63 N64 #0 #1 I32");
  rule("a literal ref must exist", 0, "BODY PUSH_I", "#2 #3 #63", 0);
  rule("a literal ref must exist", 0, "BODY CONST_D NEG", "#0 #1", 1);
  rule("a literal ref must exist", 0, "BODY CONST_D NEG", "#2 N1 NEG", 0);
  rule("a literal ref must exist", 1, "BODY PUSH_I", "#0", 0);
  rule("a literal ref must exist", 1, "BODY PUSH_I", "NEG I32", 0);
  rule("the types come first", 0, ":int :double[]", "BODY :long", 1);
  rule("the types come first", 0, ":int :double[]", ":void LOAD END", 0);
  rule("the types come first", 0, "", "LOAD END DEF", 0);
  rule("a slot exists", 0, "BODY LOAD", "V0 V1 V2 V3", 1);
  rule("a slot exists", 0, "BODY LOAD", "V4 V63", 0);
  rule("a slot exists", 0, ":double BODY LOAD", "V4", 1);
  rule("ALOAD needs an index and an array", 0, "BODY LOAD V0 ALOAD", "V3", 1);
  rule("ALOAD needs an index and an array", 0, "BODY LOAD V0 ALOAD", "V0 V1", 0);
  rule("ALOAD needs an index and an array", 0, "BODY LOAD V2", "ALOAD", 0);
  rule("ASTORE needs the element type", 0, "BODY LOAD V1 PUSH_I N1", "ASTORE", 1);
  rule("ASTORE needs the element type", 0, "BODY LOAD V1 PUSH_L N1", "ASTORE", 0);
  rule("ASTORE needs the element type", 0, ":double[] BODY LOAD V1 CONST_D N1 ASTORE", "V4", 1);
  rule("ASTORE needs the element type", 0, ":double[] BODY LOAD V1 CONST_D N1 ASTORE", "V3", 0);
  rule("CALL needs the callee's arguments", 0, "BODY LOAD V3 LOAD V1 CALL", "F1", 1);
  rule("CALL needs the callee's arguments", 0, "BODY LOAD V3 LOAD V1 CALL", "F0 F3 F31", 0);
  rule("CALL needs the callee's arguments", 0, "BODY LOAD V1 LOAD V3 CALL", "F0 F1", 0);
  rule("CALL needs the callee's arguments", 0, "BODY LOAD V1 LOAD V3 CALL", "F2", 1);
  rule("CALL needs the callee's arguments", 0, "BODY LOAD V0 LOAD V1 LOAD V2 LOAD V3 CALL", "F0", 1);
  rule("ARR_INIT needs room in the frame", 0, ":int[] BODY", "ARR_INIT", 0);
  rule("MOV needs slots of one type", 0, ":int BODY MOV V4", "V0 V4", 1);
  rule("MOV needs slots of one type", 0, ":int BODY MOV V4", "V1 V2 V3", 0);
  rule("MOV needs scalar slots", 0, ":int BODY MOV", "V3", 0);
  rule("JZ needs a condition", 0, "BODY LOAD V1", "JZ JNZ", 0);
  rule("JZ needs a condition", 0, "BODY LOAD V1", "JZ_L JNZ_L", 1);
  rule("JZ needs a condition", 0, "BODY LOAD V2", "JZ JNZ", 1);
  rule("JZ_S takes a label, then a condition slot", 0, "BODY JZ_S L0", "V0 V1 V2", 1);
  rule("JZ_S takes a label, then a condition slot", 0, "BODY JZ_S L0", "V3", 0);
  rule("NOP is never written", 0, "BODY", "NOP", 0);
  rule("POP needs a scalar", 0, "BODY LOAD V3", "POP", 0);
  rule("POP needs a value", 0, "BODY", "POP DUP", 0);
  rule_listing("a loop with JZ_S and a dead jump", 0,
               ":int BODY PUSH_I N0 STORE V4 DEF L0 JZ_S L1 V4 LOAD V4 PUSH_I N1 SUB_I STORE V4 JUMP L0 JUMP L0 "
               "DEF L1 LOAD V0 RET END");
  /* the stack limit: 32 values; then only what pops */
  for (i = 0; i < NL_MAXSTK; i++) k += (size_t)snprintf(big + k, sizeof big - k, "%sLOAD V0", i ? " " : "BODY ");
  rule("the stack holds 32 values", 0, big, "POP RET ADD_I", 1);
  rule("the stack holds 32 values", 0, big, "LOAD PUSH_I DUP LOAD2 LOADK_I", 0);
  k = (size_t)snprintf(big, sizeof big, "BODY");
  for (i = 0; i < NL_MAXSTK - 2; i++) k += (size_t)snprintf(big + k, sizeof big - k, " LOAD V0");
  rule("an array never takes the stack's last place", 0, big, "LOAD2 DUP", 1);
  snprintf(big + k, sizeof big - k, " LOAD2 V3");
  rule("an array never takes the stack's last place", 0, big, "V3", 0);
  rule("an array never takes the stack's last place", 0, big, "V0 V1 V2", 1);
  snprintf(big + k, sizeof big - k, " LOAD V3");
  rule("an array never takes the stack's last place", 0, big, "DUP LOAD2", 0);
  rule("an array never takes the stack's last place", 0, big, "PUSH_I LOAD", 1);
  snprintf(big + k, sizeof big - k, " LOAD V3 LOAD");
  rule("an array never takes the stack's last place", 0, big, "V3", 0);
  rule("an array never takes the stack's last place", 0, big, "V0 V1 V2", 1);
  /* 64 labels, then a full stack of arrays: something must still be allowed (no dead end) */
  k = (size_t)snprintf(big, sizeof big, ":int[] BODY ARR_INIT V0 N2");
  for (i = 0; i < NL_MAXL; i++) k += (size_t)snprintf(big + k, sizeof big - k, " PUSH_B N0 JZ L%d", i);
  rule("labels are limited to 64", 2, big, "JZ JUMP JZ_S", 0);
  rule("labels are limited to 64", 2, big, "DEF", 1);
  for (i = 0; i <= NL_MAXSTK; i++) { /* i arrays on the stack */
    NlDec d, e;
    NlCtx ctx;
    uint8_t mask[NL_VOCAB];
    int t, n = 0;
    if (!rule_dec(2, big, &d, &ctx)) { check(0, "rules: 64 labels and %d arrays refused", i); break; }
    nl_dec_mask(&d, mask);
    for (t = 0; t < NL_VOCAB; t++) n += mask[t];
    check(n > 0, "rules: a dead end after 64 labels and %d arrays on the stack", i);
    e = d;
    if (nl_dec_push(&e, NL_OP0 + OP_LOAD) != NL_OK || !nl_dec_allowed(&e, NL_V0)) break;
    k += (size_t)snprintf(big + k, sizeof big - k, " LOAD V0");
  }
  check(i == NL_MAXSTK - 1, "rules: an array may take the stack's last place (%d arrays)", i);
  /* and from there the listing can still end: a return, then every open label placed and left */
  k += (size_t)snprintf(big + k, sizeof big - k, " PUSH_I N1 RET");
  for (i = 0; i < NL_MAXL; i++) k += (size_t)snprintf(big + k, sizeof big - k, " DEF L%d PUSH_I N0 RET", i);
  snprintf(big + k, sizeof big - k, " END");
  rule_listing("64 labels and a stack full of arrays, then the end", 2, big);
  /* forced endings (nl_dec_close_tok) within nl_dec_close_len: a jump's new label in progress; 64 open
   * labels each with a full stack of longs (each needs DEF, POP, a zero, RET) */
  {
    static int32_t t[8192];
    CloseStats cs = {0, 0, 0};
    int32_t n;
    n = toks("BODY JZ_S", t, 8192);
    close_check(&rules_prog, 0, t, n, "a jump in progress", 0, &cs);
    k = (size_t)snprintf(big, sizeof big, "BODY");
    for (i = 0; i < NL_MAXSTK; i++) k += (size_t)snprintf(big + k, sizeof big - k, " LOAD V1");
    for (i = 0; i < NL_MAXL - 1; i++) k += (size_t)snprintf(big + k, sizeof big - k, " JZ_S L%d V0", i);
    n = toks(big, t, 8192);
    close_check(&rules_prog, 0, t, n, "63 labels with full stacks", 0, &cs);
    snprintf(big + k, sizeof big - k, " JUMP L%d", NL_MAXL - 1);
    n = toks(big, t, 8192);
    close_check(&rules_prog, 0, t, n, "64 labels with full stacks", 0, &cs);
    check(cs.closes == 3 && cs.max_used == 6 * NL_MAXL + 1, "closing: %d endings, the longest %d tokens", cs.closes,
          cs.max_used);
  }
  prog_free(&rules_prog);
}

int main(int argc, char **argv) {
  if (argc > 1 && atoi(argv[1]) > 1 && atoi(argv[1]) <= 100) scale = atoi(argv[1]);
  test_round_trip();
  test_random_decoding();
  test_unconstrained();
  test_hand_listings();
  test_rules();
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
