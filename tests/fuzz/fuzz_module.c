/* fuzz_module.c - libFuzzer target for the module loader, the verifier and the VM: any bytes as a module.
 *
 * mod_load and vfy_module must reject malformed input without crashing; a module that verifies must run
 * safely, so each of its functions without parameters is run with small limits.  The input is copied to
 * 8-byte aligned memory first (mod_load requires it; libFuzzer's buffer has no alignment guarantee).
 *
 *   make fuzz && build/fuzz/fuzz_module -max_total_time=60 build/fuzz/corpus_module
 * (seed the corpus with modules: build/gnc compile tests/lang/arith.c -o build/fuzz/corpus_module/arith)
 */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  void *copy = malloc(size ? size : 1);
  Module m;
  VfyError e;
  uint32_t i;
  if (!copy) abort();
  if (size) memcpy(copy, data, size);
  if (fz_verify(copy, size, &m, &e) == 0) {
    for (i = 0; i < m.nfuncs && i < 64; i++)
      if (m.fn[i].nparams == 0) fz_run(&m, (int)i);
  } else if (e.code < VE_NONE || e.code >= VE__COUNT) {
    abort();
  }
  free(copy);
  return 0;
}
