/* fuzz_nlist.c - libFuzzer target for the neural compiler's unit language (src/core/nlist/nlist.c: the
 * constrained decoder and the resolver) and its composer (nc_compose, src/neural/nc_prog.c): any bytes as
 * the listing of one unit of a fixed program.
 *
 * The programs below are prepared once (nc_prog_init: without the optimizer, as for the model); every unit
 * but the fuzzed one keeps its reference listing.  The first input byte chooses the program (bits 1..) and
 * the mode (bit 0), the next two the unit (little-endian, modulo the program's units):
 *   raw     every two further bytes are one token id (little-endian, modulo NL_VOCAB), anything at all:
 *           nc_compose must reject what the decoder refuses (-NL_E_TOKEN, or -NL_E_UNFINISHED without END,
 *           blamed on that unit), and a module it returns must load and verify;
 *   guided  every further byte picks one of the tokens the decoder allows next (byte modulo their count),
 *           as the model's masked sampling does, and a token it forbids (the byte times 7, modulo
 *           NL_VOCAB, when forbidden) must be refused; when the bytes run out the listing is ended with
 *           nl_dec_close_tok within nl_dec_close_len tokens.  nlist.h promises that masking makes every
 *           finished listing resolve and every composed module verify, so here the decoder must never be
 *           left with no allowed token, the ending must finish, and nc_compose must succeed and its module
 *           verify.
 * A verified module's functions without parameters are run with small limits.  At start-up the reference
 * listings must compose back to the reference module byte for byte.
 *
 *   make fuzz && build/fuzz/fuzz_nlist -max_total_time=60 build/fuzz/corpus_nlist
 * FUZZ_NLIST_SEEDS=DIR build/fuzz/fuzz_nlist writes seeds into DIR (each unit's reference listing, raw and
 * guided) and exits; tests/run.sh makes its corpus so.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fuzz_common.h"
#include "neural/nc.h"

#define FZ_MAX_TOKENS 4096 /* listing tokens from the input */
#define FZ_NPROG 2

static const char *fz_src[FZ_NPROG] = {
  /* statements, loops, conditions, folded constants, temps */
  "int sq(int x) { return x * x; }\n"
  "long fact(int n) { long r = 1; for (int i = 2; i <= n; i++) r *= i; return r; }\n"
  "double mean(double a[], int n) {\n"
  "  double s = 0.0;\n"
  "  for (int i = 0; i < n; i++) s += a[i];\n"
  "  return n > 0 ? s / n : -1.5;\n"
  "}\n"
  "bool even(long v) { return v % 2 == 0 && !(v < -100); }\n"
  "void fill(long a[], int n, long v) { int i = 0; do { a[i] = v + i; i++; } while (i < n); }\n"
  "int main(void) {\n"
  "  int a[8] = {3, 1, 4, 1, 5};\n"
  "  double d[4] = {1.5, 2.5, -3.0, 4.0};\n"
  "  long big = 5000000000L, b[6];\n"
  "  bool flags[3];\n"
  "  int c = 0;\n"
  "  fill(b, 6, big >> 30);\n"
  "  for (int i = 0; i < 8; i++) { if (i == 6) continue; a[i] += sq(i) - 3; }\n"
  "  while (c < 8 && a[c] < 20) c++;\n"
  "  flags[1] = even(fact(c)) || big > 0;\n"
  "  if (flags[1]) c += (int)mean(d, 4); else c -= 7;\n"
  "  c ^= (int)(b[5] % 1000) | ~c & 255;\n"
  "  a[c & 7] += sq(a[(c + 1) & 7]++);\n"
  "  return c + a[2] + (int)(big / 3L) + (int)(-2.75 * d[0]);\n"
  "}\n",
  /* calls that take arrays: after scalars, several of one type, calls as arguments */
  "int sum(int a[], int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }\n"
  "double dot(double x[], double y[], int n) { return x[0] * y[0] + (double)n; }\n"
  "bool any(bool b[], int k) { return b[k & 1]; }\n"
  "long mix(int a[], long b[], double w, bool f) { return (long)a[0] + b[1] + (long)w + (long)f; }\n"
  "int pick(int k, int a[], int b[]) { return a[k & 3] - b[k & 3]; }\n"
  "int seven() { return 7; }\n"
  "int main(void) {\n"
  "  int a[4];\n"
  "  int c[4];\n"
  "  long b[3];\n"
  "  double x[2];\n"
  "  double y[2];\n"
  "  bool fl[2];\n"
  "  int s = sum(a, 4) + sum(c, seven() & 3);\n"
  "  double d = dot(x, y, 2) * dot(y, x, 1);\n"
  "  s += (int)mix(a, b, d, any(fl, 1));\n"
  "  b[1] = mix(c, b, dot(x, x, 2), fl[0]) + b[0];\n"
  "  a[s & 3] += pick(s, a, c) * sum(c, 4);\n"
  "  return s + (int)b[1] + pick(1, c, c);\n"
  "}\n"};

typedef struct {
  NcProg p;
  int32_t **ref, *ref_len;  /* per unit: the reference listing         */
  const int32_t **use; int32_t *use_n;
} FzProg;

static FzProg fz_prog[FZ_NPROG];
static NcCompose fz_cs;
static uint64_t fz_mod[1 << 17]; /* a composed module, copied (8-byte aligned) */

static void fz_die(const char *what, int32_t pi, int32_t ui, const int32_t *tok, int32_t n) {
  char buf[32];
  fprintf(stderr, "fuzz_nlist: %s (program %d, unit %d)\n  listing:", what, pi, ui);
  for (int32_t i = 0; i < n; i++) fprintf(stderr, " %s", nc_token_text(tok[i], buf, sizeof buf));
  fprintf(stderr, "\n");
  abort();
}

/* composes program pi with unit ui's listing replaced by tok[0..n) (ui < 0: the reference listings); the
 * module's size (its bytes in fz_mod) or nc_compose's error, the unit blamed in *bad */
static int32_t fz_compose(int32_t pi, int32_t ui, const int32_t *tok, int32_t n, int32_t *bad) {
  FzProg *g = &fz_prog[pi];
  const uint8_t *mod = NULL;
  int32_t i, size;
  for (i = 0; i < g->p.nunit; i++) {
    g->use[i] = i == ui ? tok : g->ref[i];
    g->use_n[i] = i == ui ? n : g->ref_len[i];
  }
  size = nc_compose(&g->p, g->use, g->use_n, 1, &fz_cs, &mod, bad);
  if (size == NC_E_NOMEM) abort();
  if (size > 0) {
    if ((size_t)size > sizeof fz_mod) fz_die("a composed module larger than the buffer", pi, ui, tok, n);
    memcpy(fz_mod, mod, (size_t)size);
  }
  return size;
}

static void fz_check_module(int32_t size, int32_t pi, int32_t ui, const int32_t *tok, int32_t n) {
  Module m;
  VfyError e;
  if (fz_verify(fz_mod, (size_t)size, &m, &e) != 0) {
    fprintf(stderr, "fuzz_nlist: composed module fails verification: code %d, function %d, pc %d, arg %d\n",
            (int)e.code, (int)e.func, (int)e.pc, (int)e.arg);
    fz_die("a composed module does not verify", pi, ui, tok, n);
  }
  for (uint32_t i = 0; i < m.nfuncs; i++) /* a verified module runs safely */
    if (m.fn[i].nparams == 0) fz_run(&m, (int)i);
}

/* the index of tok among the tokens the decoder allows next, or -1 */
static int fz_allowed_index(const NlDec *d, int tok) {
  int t, k = 0;
  if (!nl_dec_allowed(d, tok)) return -1;
  for (t = 0; t < tok; t++) k += nl_dec_allowed(d, t);
  return k;
}

static void fz_write(const char *dir, const char *name, const uint8_t *b, size_t n) {
  char path[4096];
  FILE *f;
  snprintf(path, sizeof path, "%s/%s", dir, name);
  f = fopen(path, "wb");
  if (!f || fwrite(b, 1, n, f) != n || fclose(f) != 0) {
    fprintf(stderr, "fuzz_nlist: cannot write %s\n", path);
    exit(1);
  }
}

/* seeds: each unit's reference listing as a raw input and as a guided one (when every choice fits a byte) */
static void fz_write_seeds(const char *dir) {
  static uint8_t b[3 + 2 * FZ_MAX_TOKENS];
  char name[64];
  for (int32_t pi = 0; pi < FZ_NPROG; pi++) {
    const FzProg *g = &fz_prog[pi];
    for (int32_t ui = 0; ui < g->p.nunit; ui++) {
      NlDec d;
      int32_t i, n = g->ref_len[ui], ok = n <= FZ_MAX_TOKENS;
      b[1] = (uint8_t)ui;
      b[2] = (uint8_t)(ui >> 8);
      b[0] = (uint8_t)(pi << 1);
      for (i = 0; i < n && ok; i++) {
        b[3 + 2 * i] = (uint8_t)g->ref[ui][i];
        b[4 + 2 * i] = (uint8_t)(g->ref[ui][i] >> 8);
      }
      if (!ok) continue;
      snprintf(name, sizeof name, "raw%d_%d", pi, ui);
      fz_write(dir, name, b, 3 + 2 * (size_t)n);
      b[0] = (uint8_t)(pi << 1 | 1);
      nl_dec_init(&d, &g->p.c, &g->p.unit[ui].u);
      for (i = 0; i < n && ok; i++) {
        int k = fz_allowed_index(&d, g->ref[ui][i]);
        if (k < 0 || k > 255) ok = 0;
        else b[3 + i] = (uint8_t)k;
        nl_dec_push(&d, g->ref[ui][i]);
      }
      if (ok) {
        snprintf(name, sizeof name, "guided%d_%d", pi, ui);
        fz_write(dir, name, b, 3 + (size_t)n);
      }
    }
  }
}

static void fz_prepare(int32_t pi) {
  FzProg *g = &fz_prog[pi];
  char err[200];
  int why;
  int32_t size, bad, k;
  if (nc_prog_init(&g->p, fz_src[pi], (int32_t)strlen(fz_src[pi]), 0, err, sizeof err) != 0 || g->p.nunit < 1) {
    fprintf(stderr, "fuzz_nlist: fixed program %d: %s\n", pi, err);
    abort();
  }
  k = g->p.nunit;
  g->ref = calloc((size_t)k, sizeof *g->ref);
  g->ref_len = calloc((size_t)k, sizeof *g->ref_len);
  g->use = calloc((size_t)k, sizeof *g->use);
  g->use_n = calloc((size_t)k, sizeof *g->use_n);
  if (!g->ref || !g->ref_len || !g->use || !g->use_n) abort();
  for (int32_t ui = 0; ui < g->p.nunit; ui++) {
    g->ref[ui] = nc_prog_listing(&g->p, ui, &g->ref_len[ui], &why);
    if (!g->ref[ui]) {
      fprintf(stderr, "fuzz_nlist: program %d unit %d: %s\n", pi, ui, nc_error_text(why));
      abort();
    }
  }
  size = fz_compose(pi, -1, NULL, 0, &bad);
  if (size != g->p.ref_len || memcmp(fz_mod, g->p.ref, (size_t)size) != 0) {
    fprintf(stderr, "fuzz_nlist: program %d: the reference listings compose to %d bytes, not the reference "
            "module (%d)\n", pi, size, g->p.ref_len);
    abort();
  }
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  const char *seeds = getenv("FUZZ_NLIST_SEEDS");
  (void)argc;
  (void)argv;
  for (int32_t pi = 0; pi < FZ_NPROG; pi++) fz_prepare(pi);
  if (seeds) {
    fz_write_seeds(seeds);
    exit(0);
  }
  return 0;
}

/* the guided listing of unit ui from data[0, size) into tok: its length */
static int32_t fz_guided(int32_t pi, int32_t ui, const uint8_t *data, size_t size, int32_t *tok) {
  const FzProg *g = &fz_prog[pi];
  NlDec d, e;
  uint8_t allowed[NL_VOCAB];
  int32_t n = 0, bound, start;
  nl_dec_init(&d, &g->p.c, &g->p.unit[ui].u);
  for (size_t i = 0; i < size && n < FZ_MAX_TOKENS && !nl_dec_done(&d); i++) {
    int t, k = 0, pick, no = data[i] * 7 % NL_VOCAB;
    nl_dec_mask(&d, allowed);
    for (t = 0; t < NL_VOCAB; t++) k += allowed[t];
    if (k == 0) fz_die("the decoder allows no token", pi, ui, tok, n);
    e = d;
    if (!allowed[no] && (nl_dec_allowed(&d, no) || nl_dec_push(&e, no) == NL_OK))
      fz_die("the decoder takes a token its mask forbids", pi, ui, tok, n);
    pick = data[i] % k;
    for (t = 0; t < NL_VOCAB; t++)
      if (allowed[t] && pick-- == 0) break;
    if (nl_dec_push(&d, t) != NL_OK) fz_die("the decoder refuses a token it allowed", pi, ui, tok, n);
    tok[n++] = t;
  }
  bound = nl_dec_close_len(&d);
  start = n;
  while (!nl_dec_done(&d)) {
    int t = nl_dec_close_tok(&d);
    if (n - start >= bound) fz_die("nl_dec_close_tok does not finish within nl_dec_close_len", pi, ui, tok, n);
    if (t < 0 || nl_dec_push(&d, t) != NL_OK)
      fz_die("nl_dec_close_tok gives a token the decoder refuses", pi, ui, tok, n);
    tok[n++] = t;
  }
  return n;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static int32_t tok[FZ_MAX_TOKENS + 2400];
  int32_t n = 0, pi, ui, r, bad = -2;
  if (size < 3) return 0;
  pi = (int32_t)(data[0] >> 1) % FZ_NPROG;
  ui = (int32_t)(data[1] | (uint32_t)data[2] << 8) % fz_prog[pi].p.nunit;
  if (!(data[0] & 1)) { /* raw */
    for (size_t i = 3; i + 1 < size && n < FZ_MAX_TOKENS; i += 2)
      tok[n++] = (int32_t)((data[i] | (uint32_t)data[i + 1] << 8) % NL_VOCAB);
    r = fz_compose(pi, ui, tok, n, &bad);
    if (r > 0) fz_check_module(r, pi, ui, tok, n);
    else if ((r != -NL_E_TOKEN && r != -NL_E_UNFINISHED) || bad != ui)
      fz_die("nc_compose returned another error, or blamed another unit", pi, ui, tok, n);
    return 0;
  }
  n = fz_guided(pi, ui, data + 3, size - 3, tok);
  r = fz_compose(pi, ui, tok, n, &bad);
  if (r <= 0) {
    fprintf(stderr, "fuzz_nlist: nc_compose: %s\n", nc_error_text(-r));
    fz_die("a finished listing does not compose", pi, ui, tok, n);
  }
  fz_check_module(r, pi, ui, tok, n);
  return 0;
}
