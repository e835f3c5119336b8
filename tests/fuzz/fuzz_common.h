/* fuzz_common.h - shared by the libFuzzer targets: verify a module (aborting on the impossible) and run
 * each of its zero-argument functions with small limits, so that every input finishes quickly. */
#ifndef GNC_FUZZ_COMMON_H
#define GNC_FUZZ_COMMON_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/compiler/compiler.h"
#include "core/vm/vm.h"

enum { FZ_STACK = 4096, FZ_HEAP = 1 << 16, FZ_DEPTH = 64, FZ_FUEL = 20000 };

/* 0 if the module loads and verifies */
static int fz_verify(const void *bytes, size_t len, Module *m, VfyError *e) {
  size_t ws_size;
  void *ws;
  int rc;
  memset(e, 0, sizeof *e);
  if (mod_load(bytes, len, m) != MOD_OK) return 1;
  ws_size = vfy_workspace_size(m);
  ws = malloc(ws_size ? ws_size : 1);
  if (!ws) abort();
  memset(e, 0, sizeof *e);
  rc = vfy_module(m, ws, ws_size, e);
  free(ws);
  return rc;
}

/* runs function f (which takes no arguments) with small limits */
static void fz_run(const Module *m, int f) {
  static Value stack[FZ_STACK], heap[FZ_HEAP];
  static int32_t frames[VM_FRAME_INTS * (FZ_DEPTH + 2)];
  VmMem mem;
  VmLimits lim;
  VmResult res;
  memset(&mem, 0, sizeof mem);
  mem.stack = stack; mem.stack_cap = FZ_STACK;
  mem.heap = heap; mem.heap_cap = FZ_HEAP;
  mem.frames = frames; mem.frames_cap = VM_FRAME_INTS * (FZ_DEPTH + 2);
  lim.fuel = FZ_FUEL;
  lim.max_depth = FZ_DEPTH;
  memset(&res, 0, sizeof res);
  vm_call(m, f, NULL, 0, 0, &mem, &lim, &res);
  if (res.trap < 0 || res.trap >= TRAP__COUNT || res.steps > FZ_FUEL) {
    fprintf(stderr, "vm_call: bad result (trap %d, steps %lld)\n", (int)res.trap, (long long)res.steps);
    abort();
  }
}
#endif
