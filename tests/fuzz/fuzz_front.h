/* fuzz_front.h - shared by the front end's libFuzzer targets (fuzz_compile.c, fuzz_workspace.c): compile a
 * source as the hosts do (again where it ran out of room), which inputs to compile, and their default
 * input length.
 *
 * Both targets are built with the preprocessor's limits lowered (Makefile: GNC_PP_MAX_OUT 4 KiB,
 * GNC_PP_MAX_EXPAND 288 KiB): with the real ones a few bytes of nested macros (tests/lang/macro_heavy.c's
 * R256) expand into megabytes, compiled up to four times, and such inputs took most of the fuzzer's time.
 * The paths are the same (out of room, compiled again with 16 times the room for expansions, 257 KiB,
 * and then with all of it, the limits' errors), at a scale the fuzzer reaches quickly. */
#ifndef GNC_FUZZ_FRONT_H
#define GNC_FUZZ_FRONT_H
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "core/compiler/compiler.h"

/* 1 if data of size bytes is to be compiled: a source's first room for its preprocessed text (pp_out_cap)
 * is within GNC_PP_MAX_OUT, as it is for every source (up to GNC_MAX_SRC) with the real limits; with the
 * lowered ones for sources of up to 2,388 bytes (past that the worst-case workspace, whose arenas are then
 * sized for a text of GNC_PP_MAX_OUT bytes, can hold less than the source: tests/lang/limits.c, without
 * a directive, compiles in its lean workspace and runs out of room in that one) */
static int fz_in_limits(size_t size) {
  return size <= (1 << 20) && pp_out_cap((int32_t)size) < GNC_PP_MAX_OUT;
}

/* the workspace for a try of n bytes (old: the one before): a lean compile's own allocation, so that ASan
 * sees a byte past it, or the worst-case compile's one buffer, kept from input to input and grown as
 * needed (as the hosts keep theirs; it holds more than the compile carves anyway) */
static void *fz_workspace(void *old, size_t n, int worst) {
  static void *kept;
  static size_t kept_size;
  if (!worst) {
    free(old);
    old = malloc(n);
  } else {
    if (n > kept_size) {
      free(kept);
      kept = malloc(n);
      kept_size = n;
    }
    old = kept;
  }
  if (!old) abort();
  return old;
}

/* compiles data in the workspace for any source of its length (worst: cc_workspace_size, every arena at its
 * bound, as the GPU backend's slots have) or in one of exactly its scan's size (the lean first compile of
 * cc_compile_host), then again in the room each try measured where it ran out (cc_retry); *ws: the last
 * workspace (the caller frees a lean one) */
static int fz_compile(Compiler *c, const uint8_t *data, size_t size, int worst, int optimize, void **ws) {
  CcScan s;
  size_t n;
  int rc;
  if (worst) {
    n = cc_workspace_size((int32_t)size);
  } else {
    cc_scan((const char *)data, (int32_t)size, &s);
    n = cc_workspace_size_scan(&s);
  }
  *ws = fz_workspace(NULL, n, worst);
  if (worst) cc_init(c, (const char *)data, (int32_t)size, *ws, n);
  else cc_init_scan(c, (const char *)data, (int32_t)size, *ws, n, &s);
  c->optimize = optimize;
  rc = cc_compile(c);
  while (rc && (n = cc_retry(c, &s)) > 0) {
    *ws = fz_workspace(*ws, n, worst);
    cc_init_scan(c, (const char *)data, (int32_t)size, *ws, n, &s);
    c->optimize = optimize;
    rc = cc_compile(c);
  }
  return rc;
}

/* For LLVMFuzzerInitialize: the flag max_len (say "-max_len=2048") unless the command line names a
 * -max_len (libFuzzer reads its flags after LLVMFuzzerInitialize).  A compile's time grows with the source,
 * so short inputs keep the fuzzer fast; longer seeds, and files given to run once, are cut there (a
 * longer file needs its -max_len). */
static void fz_default_max_len(int *argc, char ***argv, const char *max_len) {
  static char *args[256];
  int i;
  for (i = 1; i < *argc; i++)
    if (strncmp((*argv)[i], "-max_len=", 9) == 0) return;
  if (*argc + 2 > (int)(sizeof args / sizeof args[0])) return;
  args[0] = (*argv)[0];
  args[1] = (char *)max_len;
  for (i = 1; i < *argc; i++) args[i + 1] = (*argv)[i];
  args[*argc + 1] = NULL;
  *argc += 1;
  *argv = args;
}
#endif
