/* fuzz_workspace.c - libFuzzer target for the compile's workspace: any bytes as a source program.
 *
 * The program is compiled twice, each time again in the room a try measured where it ran out (cc_retry,
 * as the hosts do: fz_compile): in the workspace for any source of its length (cc_workspace_size, every
 * arena at its bound, as the GPU backend's slots have) and in one of exactly its scan's size (the CPU
 * host's lean first compile, its own allocation, so that ASan sees a byte past it); both must give the
 * same result: both fail or neither, with the same diagnostics, or the same module bytes.  (fuzz_compile.c
 * checks the lean compile's diagnostics and modules, and runs them.)
 *
 * Speed: two compiles an input, so inputs of up to 1 KiB unless -max_len says otherwise, and the
 * preprocessor's limits lowered (fuzz_front.h): 1,170 runs a CPU second over 5 minutes on one core from
 * tests/run.sh's seeds.
 *
 *   make fuzz && build/fuzz/fuzz_workspace -max_total_time=60 build/fuzz/corpus_workspace tests/lang
 */
#include <stdio.h>
#include "fuzz_front.h"

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  fz_default_max_len(argc, argv, "-max_len=1024");
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static Compiler c, x;
  void *ws, *wx;
  int rc, rx, i, optimize = size > 0 ? (data[0] & 1) == 0 : 1; /* both with and without the optimizer */
  if (!fz_in_limits(size)) return 0;
  rc = fz_compile(&c, data, size, 1, optimize, &ws);
  rx = fz_compile(&x, data, size, 0, optimize, &wx);
  if ((rx != 0) != (rc != 0) || x.nerr_total != c.nerr_total || x.ndiag != c.ndiag ||
      (rc == 0 && (x.out_len != c.out_len || memcmp(x.out, c.out, (size_t)c.out_len) != 0))) {
    fprintf(stderr, "the exact workspace gives another result: %d errors, first %d\n", x.nerr_total,
            x.ndiag ? x.diag[0].code : 0);
    abort();
  }
  for (i = 0; i < c.ndiag; i++)
    if (x.diag[i].code != c.diag[i].code || x.diag[i].pos != c.diag[i].pos) abort();
  free(wx);
  return 0;
}
