/* core.h - the base every part of the core shares: CORE_FN and the helpers no one subsystem owns.
 *
 * Everything under src/core/ compiles as C11 (gcc, clang) and as CUDA device code (nvcc, through the
 * unity file src/cuda/core_unity.cu).  Rules for this directory:
 *   - no malloc/free: the caller hands one flat workspace (cc_workspace_size) and fixed capacities;
 *   - no libc: only <stdint.h>/<stddef.h>;
 *   - no unbounded recursion: recursion depth is bounded by GNC_MAX_NEST (checked by the parser);
 *   - errors are data (Diag: code + byte position), never printed;
 *   - nothing under src/core includes a header outside src/core (tests/unit/includes.sh checks it).
 * Every function is declared with CORE_FN so that nvcc makes it __host__ __device__.
 *
 * One header per subsystem, each including only the headers it needs from below (an acyclic graph):
 *
 *   core.h                 this base                                   includes nothing of gnc
 *   bytecode/opcodes.h     the opcode table (X-macro)                  nothing
 *   vm/builtins.h          the VM's C library functions (X-macro)      core.h
 *   bytecode/bytecode.h    value types, the module format, verifier    core.h, opcodes.h
 *   lib/lib.h              the freestanding C library pieces           core.h
 *   vm/vm.h                traps, VmMem, vm_call; the VM's library     bytecode.h, lib.h
 *   compiler/compiler.h    diagnostics, tokens, AST, the passes        bytecode.h
 *   batch/batch.h          the batch engine's per-program steps        compiler.h, vm.h
 *   search/search.h        gnc search: genomes and loop steps          batch.h
 *   nlist/nlist.h          the neural compiler's token language        compiler.h
 *
 * The VM does not need the compiler; the compiler emits bytecode, so it sees the module format but not
 * the VM.  The .c files of the verifier, the compiler and the VM include builtins.h where they name
 * library functions.
 */
#ifndef GNC_CORE_H
#define GNC_CORE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __CUDACC__
#define CORE_FN __host__ __device__
#else
#define CORE_FN
#endif

/* the number of trailing zero bits of w != 0 (the lexer's word scans, the VM's power-of-two divisions) */
CORE_FN static inline int32_t core_ctz64(uint64_t w) {
#if defined(__CUDA_ARCH__)
  return __ffsll((long long)w) - 1;
#elif defined(__GNUC__)
  return __builtin_ctzll(w);
#else
  int32_t k = 0;
  while (!(w & 1u)) { w >>= 1; k++; }
  return k;
#endif
}

#endif
