/* fuzz_compile.c - libFuzzer target for the front end: any bytes as a source program.
 *
 * The compiler must never crash, and every module it produces must load and pass the verifier (a
 * compiled program that fails verification is a compiler bug: abort).  The first function without
 * parameters is then run with small limits (fuel, stack, call depth), so that the VM executes code the
 * compiler really emits.
 *
 *   make fuzz && build/fuzz/fuzz_compile -max_total_time=60 build/fuzz/corpus_compile tests/lang
 */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  Compiler c;
  size_t ws_size;
  void *ws, *mod;
  Module m;
  VfyError e;
  uint32_t i;
  if (size > (1 << 20)) return 0;
  ws_size = cc_workspace_size((int32_t)size);
  ws = malloc(ws_size);
  if (!ws) abort();
  cc_init(&c, (const char *)data, (int32_t)size, ws, ws_size);
  c.optimize = size > 0 ? (data[0] & 1) == 0 : 1; /* both with and without the optimizer */
  if (cc_compile(&c) != 0) {
    if (c.ndiag <= 0 || c.nerr_total < c.ndiag) abort(); /* a failure always has a diagnostic */
    for (i = 0; i < (uint32_t)c.ndiag && i < GNC_MAX_DIAGS; i++)
      if (c.diag[i].code <= E_NONE || c.diag[i].code >= E__COUNT || c.diag[i].pos < 0 || c.diag[i].pos > (int32_t)size)
        abort();
    free(ws);
    return 0;
  }
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
