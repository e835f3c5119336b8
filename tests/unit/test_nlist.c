/* test_nlist.c - the neural compiler's token language (src/core/nlist.c): encoder, constrained decoder and
 * assembler.
 *
 *   test_nlist            (run by tests/unit/run.sh; built with ASan+UBSan where available)
 *
 * 1. Round trip: generated programs (small seeds 1..400, medium seeds 1..40) that nc_prog_init accepts and
 *    whose every function nc_prog_listing encodes must assemble (nl_assemble of the reference listings)
 *    to the reference module byte for byte; at least 85% of the small programs must be expressible.
 * 2. Constrained random decoding: for 300 (program, function) pairs, listings drawn token by token,
 *    uniformly among the tokens nl_dec_mask allows (a fixed xorshift seed), must never reach a state
 *    where nothing is allowed, and every finished listing, put in place of that function's reference
 *    listing, must assemble to a module that passes mod_load + vfy_module.  After 120 tokens the choice
 *    is biased toward finishing (see rd_pick): END when allowed; else, 3 times in 4, one of the tokens
 *    that close code (RET, RET_V, JUMP, DEF, labels already named, defining a label that is still
 *    open).  Listings not finished after 600 tokens are counted as unfinished and skipped.
 * 3. Unconstrained token streams (uniform over the vocabulary; uniform over a pool of plausible tokens
 *    after BODY; reference listings with tokens changed, inserted or deleted) given to nl_assemble: a
 *    negative error, or a module that passes mod_load + vfy_module.
 * 4. Hand-written programs: their listings as text against the expected text (checked by hand against
 *    `gnc disasm` of the program compiled with --no-opt), assembling to the reference module; and the
 *    decoder's rules on tiny hand-made token sequences.
 * Prints failures with their seed and detail, then "N passed, N failed".
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core.h"
#include "gen.h"
#include "nc.h"
#include "nlist.h"

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
static void dump_failure(const char *set, int seed, const Prog *g, const uint8_t *mod, int32_t len) {
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
    snprintf(path, sizeof path, "%s/nlist_%s_%d.%s", dir, set, seed, ext[k]);
    if ((f = fopen(path, "wb"))) { fwrite(data[k], 1, size[k], f); fclose(f); }
  }
}

/* ---------------------------------------------------------------- 1. round trip */

static uint64_t expr_seeds[512];
static int nexpr;

static void test_round_trip(void) {
  static const struct { int size; int count; const char *name; } sets[] = {
    {GEN_SMALL, 400, "small"}, {GEN_MEDIUM, 40, "medium"}};
  int s;
  for (s = 0; s < 2; s++) {
    int programs = 0, expressible = 0, exact = 0, why[16] = {0}, i;
    for (i = 1; i <= sets[s].count; i++) {
      Prog g;
      int rc = prog_gen(&g, (uint64_t)i, sets[s].size);
      programs++;
      if (g.init == -1 || g.init == -2) {
        check(0, "round trip: %s seed %d: the generated program does not compile (or is too long)", sets[s].name, i);
      } else if (rc) {
        why[rc > 0 && rc < 16 ? rc : 0]++;
      } else {
        int32_t bad_fn = -1, len = prog_assemble(&g, -1, NULL, 0, &bad_fn);
        char vwhy[200] = "";
        int ok = len == g.p.ref_len && !memcmp(asm_buf, g.p.ref, (size_t)len);
        int vok = len > 0 && verify_bytes(asm_buf, len, vwhy, sizeof vwhy);
        expressible++;
        if (ok) exact++;
        check(ok && vok, "round trip: %s seed %d: assembled %d bytes (bad fn %d), reference %d bytes, %s%s",
              sets[s].name, i, len, bad_fn, g.p.ref_len, ok ? "equal" : "different", vok ? "" : vwhy);
        if (!ok && len > 0) {
          describe_diff((const uint8_t *)asm_buf, len, g.p.ref, g.p.ref_len);
          dump_failure(sets[s].name, i, &g, (const uint8_t *)asm_buf, len);
        }
        if (sets[s].size == GEN_SMALL && nexpr < (int)(sizeof expr_seeds / sizeof *expr_seeds))
          expr_seeds[nexpr++] = (uint64_t)i;
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
  case NL_PH_OPND: return tok == NL_L0 + d->nlabels || (tok >= NL_V0 && tok < NL_V0 + NL_MAXV && TY_IS_ARR(d->lt[tok - NL_V0]));
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

static void test_random_decoding(void) {
  static int32_t tok[RD_CAP + 1];
  Rng r = {0x9E3779B97F4A7C15ull};
  int want = 300, functions = 0, tried = 0, finished = 0, unfinished[RD_NMODES] = {0}, i, k;
  long total_len = 0;
  RdStats st = {0, 0, 0, 0, 0};
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
        tried++;
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
  check(functions == want, "random decoding: only %d functions to decode", functions);
}

/* ---------------------------------------------------------------- 3. unconstrained token streams */

enum { US_UNIFORM, US_POOL, US_MUTATE, US_KINDS };
static const char *us_names[] = {"uniform", "plausible", "mutated"};

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
  default:
    n = g->n[fi];
    memcpy(out, g->lst[fi], sizeof(int32_t) * (size_t)n);
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
}

static void test_unconstrained(void) {
  static int32_t tok[20000];
  Rng r = {0x2545F4914F6CDD1Dull};
  int per[US_KINDS] = {8, 12, 40}, accepted[US_KINDS] = {0}, streams[US_KINDS] = {0}, i, k, j;
  for (i = 0; i < nexpr && i < 150; i++) {
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

int main(int argc, char **argv) {
  (void)argc; (void)argv;
  test_round_trip();
  test_random_decoding();
  test_unconstrained();
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
