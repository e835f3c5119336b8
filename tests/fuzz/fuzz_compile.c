/* fuzz_compile.c - libFuzzer target for the front end: any bytes as a source program.
 *
 * The program is compiled as the CPU host compiles it (cc_compile_host): in a workspace of exactly its
 * scan's size (a lean first compile), then again in the room each try measured where it ran out
 * (cc_retry), each try in its own allocation so that ASan sees a byte past it (fz_compile).  The compiler
 * must never crash; a failure has a diagnostic, of a known code, within the source; every module it
 * produces must load and pass the verifier (a compiled program that fails verification is a compiler bug:
 * abort).  The first function without parameters is then run with small limits (fuel, stack, call depth),
 * so that the VM executes code the compiler really emits.  fuzz_workspace.c compiles each input again in
 * the workspace for any source of its length and compares the two.
 *
 * Speed: inputs of up to 2 KiB unless -max_len says otherwise, and the preprocessor's limits lowered
 * (fuzz_front.h).  From tests/run.sh's seeds, 5 minutes on one core: 130 to 170 runs a CPU second when
 * each input was also compiled in the worst-case workspace, with the real limits and inputs of up to
 * 15 KiB (132 with -max_len=8192); 1,600 now (fuzz_workspace.c: 1,170).
 *
 *   make fuzz && build/fuzz/fuzz_compile -max_total_time=60 build/fuzz/corpus_compile tests/lang
 */
#include "fuzz_common.h"
#include "fuzz_front.h"

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  fz_default_max_len(argc, argv, "-max_len=2048");
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static Compiler c;
  void *ws, *mod;
  Module m;
  VfyError e;
  uint32_t i;
  if (!fz_in_limits(size)) return 0;
  /* both with and without the optimizer */
  if (fz_compile(&c, data, size, 0, size > 0 ? (data[0] & 1) == 0 : 1, &ws) != 0) {
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
