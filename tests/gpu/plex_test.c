/* plex_test.c - the data-parallel lexer (src/core/compiler/plex.c) against lex_run, on the host.
 *
 * Emulates what the CUDA lexing step does over one batch buffer (programs concatenated): plex_trans per
 * byte, an inclusive scan with plex_compose done in blocks of a random size (block totals scanned, then
 * applied: the order of combination a GPU scan uses, which tests associativity), the token-start flags
 * and their exclusive sum, plex_token per token start, and the per-program fallback to lex_run.  For every
 * program: the fast path must give exactly lex_run's Token array (kind, pos, len, val, the EOF token,
 * ntok) whenever the program is not marked for the fallback, and lex_run must report no error for it.
 *
 *   build/plex-test [-q] FILE|DIR ...   (the files' sources, plus random mutations and garbage;
 *                                        PLEX_SEED=n varies them)
 * Prints "N passed, N failed" (one check per program).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include "core/compiler/compiler.h"

typedef struct { char *s; int64_t n; } Src;
static Src *srcs;
static int64_t nsrc, capsrc;
static long passed, failed, fast, fallback, fast_files;
static int64_t nfiles;
static int quiet;
static uint64_t rng = 88172645463325252ull;

static uint64_t rnd(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

static void add_src(const char *s, int64_t n) {
  if (nsrc == capsrc) {
    capsrc = capsrc ? capsrc * 2 : 1024;
    srcs = realloc(srcs, sizeof(Src) * (size_t)capsrc);
  }
  srcs[nsrc].s = malloc((size_t)n + 1);
  memcpy(srcs[nsrc].s, s, (size_t)n);
  srcs[nsrc].n = n;
  nsrc++;
}

static void add_file(const char *path) {
  FILE *f = fopen(path, "rb");
  char *buf;
  long n;
  if (!f) return;
  fseek(f, 0, SEEK_END);
  n = ftell(f);
  fseek(f, 0, SEEK_SET);
  buf = malloc((size_t)n + 1);
  if (fread(buf, 1, (size_t)n, f) != (size_t)n) n = 0;
  fclose(f);
  add_src(buf, n);
  free(buf);
}

static void add_path(const char *path) {
  DIR *d = opendir(path);
  struct dirent *e;
  if (!d) { add_file(path); return; }
  while ((e = readdir(d))) {
    char p[4096];
    size_t l = strlen(e->d_name);
    if (l < 3 || strcmp(e->d_name + l - 2, ".c")) continue;
    snprintf(p, sizeof p, "%s/%s", path, e->d_name);
    add_file(p);
  }
  closedir(d);
}

/* the emulated data-parallel lexing of programs [a, b) in one buffer */
static void run_batch(int64_t a, int64_t b) {
  int64_t np = b - a, total = 0, p, i, k;
  int64_t *off = malloc(sizeof(int64_t) * (size_t)(np + 1));
  char *buf;
  uint64_t *f, *blk;
  int64_t *flag, *idx, bs = 1 + (int64_t)(rnd() % 300), nb;
  int *prog, *fb;
  for (p = 0; p < np; p++) { off[p] = total; total += srcs[a + p].n; }
  off[np] = total;
  buf = malloc((size_t)total + 16);
  for (p = 0; p < np; p++) memcpy(buf + off[p], srcs[a + p].s, (size_t)srcs[a + p].n);
  f = malloc(sizeof(uint64_t) * (size_t)(total + 1));
  flag = malloc(sizeof(int64_t) * (size_t)(total + 1));
  idx = malloc(sizeof(int64_t) * (size_t)(total + 1));
  prog = malloc(sizeof(int) * (size_t)(total + 1));
  fb = calloc((size_t)np, sizeof(int));
  for (p = 0; p < np; p++)
    for (i = off[p]; i < off[p + 1]; i++) prog[i] = (int)p;
  /* 1. per byte */
  for (i = 0; i < total; i++) f[i] = plex_trans(buf, i, off[prog[i]], off[prog[i] + 1]);
  /* 2. inclusive scan in blocks of bs: scan inside blocks, exclusive scan of block totals, apply */
  nb = (total + bs - 1) / bs;
  blk = malloc(sizeof(uint64_t) * (size_t)(nb + 1));
  for (k = 0; k < nb; k++) {
    for (i = k * bs + 1; i < total && i < (k + 1) * bs; i++) f[i] = plex_compose(f[i - 1], f[i]);
    blk[k] = f[(k + 1) * bs < total ? (k + 1) * bs - 1 : total - 1];
  }
  {
    uint64_t acc = plex_identity();
    for (k = 0; k < nb; k++) { uint64_t t = blk[k]; blk[k] = acc; acc = plex_compose(acc, t); }
  }
  for (k = 1; k < nb; k++)
    for (i = k * bs; i < total && i < (k + 1) * bs; i++) f[i] = plex_compose(blk[k], f[i]);
  /* 3. start flags, exclusive sum; a program whose last byte ends in the fail state falls back */
  for (i = 0; i < total; i++) {
    int64_t lo = off[prog[i]];
    flag[i] = plex_starts(buf, i, lo, off[prog[i] + 1], i == lo ? 0 : plex_apply(f[i - 1]));
    if (i + 1 == off[prog[i] + 1] && plex_failed(plex_apply(f[i]))) fb[prog[i]] = 1;
  }
  {
    int64_t acc = 0;
    for (i = 0; i < total; i++) { idx[i] = acc; acc += flag[i]; }
    idx[total] = acc;
  }
  /* 4. per token, into each program's array; then compare with lex_run */
  for (p = 0; p < np; p++) {
    int64_t lo = off[p], hi = off[p + 1], base = idx[lo], nt = idx[hi] - base, t;
    Token *tk = malloc(sizeof(Token) * (size_t)(nt + 1));
    size_t wsz = cc_workspace_size((int32_t)(hi - lo));
    void *ws = malloc(wsz);
    Compiler *c = malloc(sizeof(Compiler));
    int err, bad = 0;
    for (i = lo; i < hi; i++)
      if (flag[i] && !fb[p] && plex_token(buf, i, lo, hi, &tk[idx[i] - base])) fb[p] = 1;
    if (!fb[p]) {
      tk[nt].val = 0; tk[nt].pos = (int32_t)(hi - lo); tk[nt].len = 0; tk[nt].kind = TK_EOF; tk[nt].pad = 0;
    }
    cc_init(c, buf + lo, (int32_t)(hi - lo), ws, wsz);
    err = lex_run(c);
    if (fb[p]) {
      fallback++;
    } else {
      fast++;
      if (a + p < nfiles) fast_files++;
      if (err || c->nerr_total) bad = 1;
      else if (c->ntok != nt + 1) bad = 2;
      else
        for (t = 0; t <= nt; t++)
          if (memcmp(&tk[t], &c->tok[t], sizeof(Token))) { bad = 3; break; }
    }
    if (bad) {
      failed++;
      if (!quiet || failed <= 10) {
        fprintf(stderr, "FAIL program %lld (%lld bytes): %s\n", (long long)(a + p), (long long)(hi - lo),
                bad == 1 ? "lex_run reports an error" : bad == 2 ? "token count" : "token differs");
        fwrite(buf + lo, 1, (size_t)(hi - lo > 300 ? 300 : hi - lo), stderr);
        fputc('\n', stderr);
      }
    } else {
      passed++;
    }
    free(tk); free(ws); free(c);
  }
  free(off); free(buf); free(f); free(flag); free(idx); free(prog); free(fb); free(blk);
}

static const char *alpha[] = {"/", "*", "'", "\"", ".", "e", "E", "+", "-", "0", "1", "9", "x", "L", "u", "<",
                              ">", "=", "&", "|", "\\", "\n", " ", "#", "_", "__", "\x80", "\xc3\xa9", "//",
                              "/*", "*/", "'a'", "1.5", "1e+", "0x", "p", "int", "char", "<<=", ">>", "!",
                              "\r", "\t", "\0", "a", "(", ")", "{", "}", ";", ".5", "1e400", "077", "09"};
#define NALPHA (int)(sizeof alpha / sizeof alpha[0])

static void mutate(const Src *s0) {
  char *b = malloc((size_t)s0->n + 200);
  int64_t n = s0->n, k, m = 1 + (int64_t)(rnd() % 4);
  memcpy(b, s0->s, (size_t)n);
  for (k = 0; k < m; k++) {
    int64_t at = n ? (int64_t)(rnd() % (uint64_t)(n + 1)) : 0;
    int op = (int)(rnd() % 3);
    if (op == 0 && n > 0 && at < n) { memmove(b + at, b + at + 1, (size_t)(n - at - 1)); n--; }
    else {
      const char *a = alpha[rnd() % NALPHA];
      size_t l = a[0] ? strlen(a) : 1;
      if (op == 2 && at < n) { b[at] = a[0]; continue; }
      memmove(b + at + l, b + at, (size_t)(n - at));
      memcpy(b + at, a, l);
      n += (int64_t)l;
    }
  }
  add_src(b, n);
  free(b);
}

int main(int argc, char **argv) {
  int a;
  int64_t k, step;
  if (getenv("PLEX_SEED")) rng ^= (uint64_t)strtoull(getenv("PLEX_SEED"), 0, 10) * 0x9E3779B97F4A7C15ull;
  for (a = 1; a < argc; a++) {
    if (!strcmp(argv[a], "-q")) quiet = 1;
    else add_path(argv[a]);
  }
  nfiles = nsrc;
  add_src("", 0);
  add_src("x", 1);
  add_src("1", 1);
  add_src("<<=", 3);
  add_src("a+++b", 5);
  for (k = 0; k < 2000 && nfiles > 0; k++) mutate(&srcs[rnd() % (uint64_t)nfiles]);
  for (k = 0; k < 2000; k++) { /* garbage from the token alphabet */
    char b[200];
    int n = 0, m = (int)(rnd() % 40);
    while (m-- > 0) {
      const char *t = alpha[rnd() % NALPHA];
      size_t l = t[0] ? strlen(t) : 1;
      if (n + (int)l > 190) break;
      memcpy(b + n, t, l);
      n += (int)l;
    }
    add_src(b, n);
  }
  /* batches of varying sizes */
  for (k = 0; k < nsrc; k += step) {
    step = 1 + (int64_t)(rnd() % 700);
    if (k + step > nsrc) step = nsrc - k;
    run_batch(k, k + step);
  }
  if (!quiet)
    printf("programs: %lld (%lld files, %ld of them on the fast path), fast path %ld, fallback %ld\n",
           (long long)nsrc, (long long)nfiles, fast_files, fast, fallback);
  printf("%ld passed, %ld failed\n", passed, failed);
  return failed != 0;
}
