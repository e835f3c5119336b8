/* fuzz_compile.c - libFuzzer target for the front end: any bytes as a source program.
 *
 * The compiler must never crash, and every module it produces must load and pass the verifier (a
 * compiled program that fails verification is a compiler bug: abort).  The first function without
 * parameters is then run with small limits (fuel, stack, call depth), so that the VM executes code the
 * compiler really emits.  The program is compiled twice, each time again in the room a try measured where
 * it ran out (cc_retry, as the host does): in the workspace for any source of its length (cc_workspace_size,
 * every arena at its bound) and in one of exactly its scan's size (cc_workspace_size_src, a lean first
 * compile; its own allocation, so that ASan sees a byte past it); both must give the same result.
 *
 *   make fuzz && build/fuzz/fuzz_compile -max_total_time=60 build/fuzz/corpus_compile tests/lang
 */
#include "fuzz_common.h"

/* compiles data in a workspace of ws_size bytes (0: exactly its scan's), then again in the room each try
 * measured where it ran out; *ws: the last workspace (the caller frees it) */
static int fz_compile(Compiler *c, const uint8_t *data, size_t size, size_t ws_size, int optimize, void **ws) {
  CcScan s;
  size_t n = ws_size;
  int rc;
  cc_scan((const char *)data, (int32_t)size, &s);
  if (!n) n = cc_workspace_size_scan(&s);
  *ws = malloc(n);
  if (!*ws) abort();
  if (ws_size) cc_init(c, (const char *)data, (int32_t)size, *ws, n);
  else cc_init_scan(c, (const char *)data, (int32_t)size, *ws, n, &s);
  c->optimize = optimize;
  rc = cc_compile(c);
  while (rc && (n = cc_retry(c, &s)) > 0) {
    free(*ws);
    *ws = malloc(n);
    if (!*ws) abort();
    cc_init_scan(c, (const char *)data, (int32_t)size, *ws, n, &s);
    c->optimize = optimize;
    rc = cc_compile(c);
  }
  return rc;
}

/* the compile in a workspace of exactly the scan's size must give c's result */
static void fz_exact(const Compiler *c, int rc, const uint8_t *data, size_t size) {
  static Compiler x;
  void *ws;
  int rx, i;
  rx = fz_compile(&x, data, size, 0, c->optimize, &ws);
  if ((rx != 0) != (rc != 0) || x.nerr_total != c->nerr_total || x.ndiag != c->ndiag ||
      (rc == 0 && (x.out_len != c->out_len || memcmp(x.out, c->out, (size_t)c->out_len) != 0))) {
    fprintf(stderr, "the exact workspace gives another result: %d errors, first %d\n", x.nerr_total,
            x.ndiag ? x.diag[0].code : 0);
    abort();
  }
  for (i = 0; i < c->ndiag; i++)
    if (x.diag[i].code != c->diag[i].code || x.diag[i].pos != c->diag[i].pos) abort();
  free(ws);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static Compiler c;
  void *ws, *mod;
  Module m;
  VfyError e;
  uint32_t i;
  if (size > (1 << 20)) return 0;
  /* both with and without the optimizer */
  if (fz_compile(&c, data, size, cc_workspace_size((int32_t)size), size > 0 ? (data[0] & 1) == 0 : 1, &ws) != 0) {
    if (c.ndiag <= 0 || c.nerr_total < c.ndiag) abort(); /* a failure always has a diagnostic */
    fz_exact(&c, 1, data, size);
    for (i = 0; i < (uint32_t)c.ndiag && i < GNC_MAX_DIAGS; i++)
      if (c.diag[i].code <= E_NONE || c.diag[i].code >= E__COUNT || c.diag[i].pos < 0 || c.diag[i].pos > (int32_t)size)
        abort();
    free(ws);
    return 0;
  }
  fz_exact(&c, 0, data, size);
  mod = malloc((size_t)c.out_len); /* 8-byte aligned, as mod_load requires */
  if (!mod) abort();
  memcpy(mod, c.out, (size_t)c.out_len);
  if (fz_verify(mod, (size_t)c.out_len, &m, &e) != 0) {
    fprintf(stderr, "compiled module fails verification: code %d, function %d, pc %d, arg %d\n", (int)e.code,
            (int)e.func, (int)e.pc, (int)e.arg);
    abort();
  }
  for (i = 0; i < m.nfuncs; i++)
    if (m.fn[i].nparams == 0) {
      fz_run(&m, (int)i);
      break;
    }
  free(mod);
  free(ws);
  return 0;
}
