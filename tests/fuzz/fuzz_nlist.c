/* fuzz_nlist.c - libFuzzer target for the neural compiler's assembler and constrained decoder
 * (src/core/nlist/nlist.c): any bytes as the listing of one function of a fixed program.
 *
 * The program below is compiled once (without the optimizer, as nc_prog_init prepares a program for the
 * model); every function but the fuzzed one keeps its reference listing.  The first input byte chooses
 * the function (bits 1..) and the mode (bit 0):
 *   raw     every two further bytes are one token id (little-endian, modulo NL_VOCAB), anything at all:
 *           nl_assemble must reject what it cannot place, and a module it returns must load and verify;
 *   guided  every further byte picks one of the tokens the decoder allows next (byte modulo their
 *           count), as the model's masked sampling does, and when the bytes run out the listing is ended
 *           with nl_dec_close_tok within nl_dec_close_len tokens.  nlist.h promises that masking makes
 *           every finished listing assemble and verify, so here the decoder must never be left with no
 *           allowed token, the closing must finish, and nl_assemble must succeed and its module verify.
 * At start-up the reference listings must assemble back to the reference module byte for byte.
 *
 *   make fuzz && build/fuzz/fuzz_nlist -max_total_time=60 build/fuzz/corpus_nlist
 * FUZZ_NLIST_SEEDS=DIR build/fuzz/fuzz_nlist writes seeds into DIR (each reference listing, raw and
 * guided) and exits; tests/run.sh makes its corpus so.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fuzz_common.h"
#include "neural/nc.h"

#define FZ_MAX_TOKENS 4096   /* listing tokens from the input                  */
#define FZ_OUT (1 << 20)     /* module buffer                                 */

static const char fz_src[] =
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
    "  return c + a[2] + (int)(big / 3L) + (int)(-2.75 * d[0]);\n"
    "}\n";

static NcProg fz_prog;
static int32_t *fz_ref[NL_MAXF], fz_ref_len[NL_MAXF];
static uint8_t *fz_out;

static void fz_die(const char *what, int32_t fi, const int32_t *tok, int32_t n) {
  char buf[32];
  fprintf(stderr, "fuzz_nlist: %s (function %d)\n  listing:", what, fi);
  for (int32_t i = 0; i < n; i++) fprintf(stderr, " %s", nc_token_text(tok[i], buf, sizeof buf));
  fprintf(stderr, "\n");
  abort();
}

/* assembles the program with function fi's listing replaced by tok[0..n); the module size or -NL_E_* */
static int32_t fz_assemble(int32_t fi, const int32_t *tok, int32_t n) {
  const int32_t *lst[NL_MAXF];
  int32_t len[NL_MAXF], bad_fn, i;
  for (i = 0; i < fz_prog.nfn; i++) {
    lst[i] = i == fi ? tok : fz_ref[i];
    len[i] = i == fi ? n : fz_ref_len[i];
  }
  return nl_assemble(&fz_prog.c, lst, len, fz_prog.lits, fz_out, FZ_OUT, &bad_fn);
}

static void fz_check_module(int32_t size, int32_t fi, const int32_t *tok, int32_t n) {
  Module m;
  VfyError e;
  if (size <= 0 || size > FZ_OUT) fz_die("nl_assemble returned a bad size", fi, tok, n);
  if (fz_verify(fz_out, (size_t)size, &m, &e) != 0) {
    fprintf(stderr, "fuzz_nlist: assembled module fails verification: code %d, function %d, pc %d, arg %d\n",
            (int)e.code, (int)e.func, (int)e.pc, (int)e.arg);
    fz_die("an assembled module does not verify", fi, tok, n);
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

/* seeds: each reference listing as a raw input and as a guided one (when every choice fits a byte) */
static void fz_write_seeds(const char *dir) {
  static uint8_t b[2 * 16384 + 1];
  char name[64];
  for (int32_t fi = 0; fi < fz_prog.nfn; fi++) {
    NlCtx ctx = {&fz_prog.c, fi, &fz_prog.lits[fi]};
    NlDec d;
    int32_t i, n = fz_ref_len[fi], ok = 1;
    b[0] = (uint8_t)(fi << 1);
    for (i = 0; i < n; i++) {
      b[1 + 2 * i] = (uint8_t)fz_ref[fi][i];
      b[2 + 2 * i] = (uint8_t)(fz_ref[fi][i] >> 8);
    }
    snprintf(name, sizeof name, "raw%d", fi);
    fz_write(dir, name, b, 1 + 2 * (size_t)n);
    b[0] = (uint8_t)(fi << 1 | 1);
    nl_dec_init(&d, &ctx);
    for (i = 0; i < n && ok; i++) {
      int k = fz_allowed_index(&d, fz_ref[fi][i]);
      if (k < 0 || k > 255) ok = 0;
      else b[1 + i] = (uint8_t)k;
      nl_dec_push(&d, fz_ref[fi][i]);
    }
    if (ok) {
      snprintf(name, sizeof name, "guided%d", fi);
      fz_write(dir, name, b, 1 + (size_t)n);
    }
  }
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  char err[200];
  int why;
  int32_t size;
  const char *seeds = getenv("FUZZ_NLIST_SEEDS");
  if (nc_prog_init(&fz_prog, fz_src, (int32_t)strlen(fz_src), 8192, err, sizeof err) != 0) {
    fprintf(stderr, "fuzz_nlist: the fixed program: %s\n", err);
    abort();
  }
  fz_out = aligned_alloc(8, FZ_OUT);
  if (!fz_out) abort();
  for (int32_t fi = 0; fi < fz_prog.nfn; fi++) {
    fz_ref[fi] = nc_prog_listing(&fz_prog, fi, &fz_ref_len[fi], &why);
    if (!fz_ref[fi]) {
      fprintf(stderr, "fuzz_nlist: function %d of the fixed program: %s\n", fi, nc_error_text(why));
      abort();
    }
  }
  size = fz_assemble(-1, NULL, 0);
  if (size != fz_prog.ref_len || memcmp(fz_out, fz_prog.ref, (size_t)size) != 0) {
    fprintf(stderr, "fuzz_nlist: the reference listings assemble to %d bytes, not the reference module (%d)\n",
            size, fz_prog.ref_len);
    abort();
  }
  if (seeds) {
    fz_write_seeds(seeds);
    exit(0);
  }
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static int32_t tok[FZ_MAX_TOKENS + 1024];
  int32_t n = 0, fi, r;
  if (size < 1) return 0;
  fi = (int32_t)(data[0] >> 1) % fz_prog.nfn;
  if (!(data[0] & 1)) { /* raw */
    for (size_t i = 1; i + 1 < size && n < FZ_MAX_TOKENS; i += 2)
      tok[n++] = (int32_t)((data[i] | (uint32_t)data[i + 1] << 8) % NL_VOCAB);
    r = fz_assemble(fi, tok, n);
    if (r > 0) fz_check_module(r, fi, tok, n);
    else if (-r <= NL_OK || -r > NL_E_CODE) fz_die("nl_assemble returned an unknown error", fi, tok, n);
    return 0;
  }
  { /* guided */
    NlCtx ctx = {&fz_prog.c, fi, &fz_prog.lits[fi]};
    NlDec d;
    uint8_t allowed[NL_VOCAB];
    int32_t bound, start;
    nl_dec_init(&d, &ctx);
    for (size_t i = 1; i < size && n < FZ_MAX_TOKENS && !nl_dec_done(&d); i++) {
      int t, k = 0, pick;
      nl_dec_mask(&d, allowed);
      for (t = 0; t < NL_VOCAB; t++) k += allowed[t];
      if (k == 0) fz_die("the decoder allows no token", fi, tok, n);
      pick = data[i] % k;
      for (t = 0; t < NL_VOCAB; t++)
        if (allowed[t] && pick-- == 0) break;
      if (nl_dec_push(&d, t) != NL_OK) fz_die("the decoder refuses a token it allowed", fi, tok, n);
      tok[n++] = t;
    }
    bound = nl_dec_close_len(&d);
    start = n;
    while (!nl_dec_done(&d)) {
      int t = nl_dec_close_tok(&d);
      if (n - start >= bound) fz_die("nl_dec_close_tok does not finish within nl_dec_close_len", fi, tok, n);
      if (t < 0 || nl_dec_push(&d, t) != NL_OK) fz_die("nl_dec_close_tok gives a token the decoder refuses", fi, tok, n);
      tok[n++] = t;
    }
    r = fz_assemble(fi, tok, n);
    if (r <= 0) {
      fprintf(stderr, "fuzz_nlist: nl_assemble: %s\n", nc_error_text(-r));
      fz_die("a finished listing does not assemble", fi, tok, n);
    }
    fz_check_module(r, fi, tok, n);
  }
  return 0;
}
