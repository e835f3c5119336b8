/* batchcore.h - the per-program steps of the batch engine that both backends run (batchcore.c).
 *
 * batch.h states the semantics (steps 1-4) and the per-test helpers (batch_check_prog, batch_load_args);
 * this header adds the steps as core functions, so that the CPU backend
 * (batch_cpu.c, one thread per program) and the CUDA backend (src/cuda/, one phase kernel per step) call the
 * same code and their ProgResult/TestResult arrays cannot drift apart.  Everything here is CORE_FN: no libc,
 * no allocation; the caller owns every buffer.
 *
 * Per program p (ProgResult r zeroed by batch_prog_begin):
 *   len  = batch_src_len(in, p)                        clamped so that cc_compile reports E_PROGRAM_TOO_BIG
 *   cc_init(c, src, len, ws, cc_workspace_size_src(src, len))   (ws NULL, size 0 when len > GNC_MAX_SRC;
 *                                                      after E_WS_SMALL again in the room cc_retry gives)
 *   for ph in 0..BATCH_PHASES-1: if (cc_phase(c, ph)) break;   == cc_compile, one phase a step
 *   batch_compile_result(c, failed, r)                 step 1: PS_COMPILE_ERROR with the first Diag
 *   batch_load(c->out, c->out_len, &m, r)              step 1: mod_load (internal error BATCH_E_VERIFY)
 *   batch_verify(&m, vws, vfy_workspace_size(&m), r)   step 1: vfy_module
 *   fn = batch_entry(in, p, &m, r)                     step 2: mod_find; sets ret_type
 *   batch_check(in, p, &m, fn, opts, r)                step 3: every test against the signature
 *   per test: batch_load_args, vm_call, batch_score, batch_tally     step 4 (batch_score reads the
 *                                                    run's memory: before the next run uses it)
 * Each step returns 0 (go on) or nonzero (r holds the verdict; the program's tests stay TS_NOT_RUN).
 */
#ifndef GNC_BATCHCORE_H
#define GNC_BATCHCORE_H
#include "core/core.h"
#include "core/batch/batch.h"

/* the compile pipeline as separate steps (the GPU runs each as its own kernel over a whole chunk) */
enum { BATCH_PH_LEX = CC_PH_LEX, BATCH_PH_PARSE = CC_PH_PARSE, BATCH_PH_CHECK = CC_PH_CHECK,
       BATCH_PH_OPT = CC_PH_OPT, BATCH_PH_GEN = CC_PH_GEN, BATCH_PHASES = CC_PHASES };

/* Checks every test of program p against function fn of m (step 3 above; o resolved): returns BI_NONE or
 * the BI_* reason of the first bad test, described in *bad.  Array arguments of one test must fit into
 * o->heap_slots together (else BI_TOO_BIG), the objects of its pointer arguments into o->mem_bytes and
 * o->objs (BI_MEM_BIG, BI_OBJS_BIG).  Pointer parameters (bty_is_ptr) take null (BV_NULL), char * and
 * unsigned char * a string (its bytes and a NUL), a pointer to a scalar an array of values converting
 * to it.  Expected values of pointer results: null, or a string for char *.  BatchIn.after (when there):
 * an array argument's (T a[], or a pointer given an array) final contents, an array of as many values
 * (a string argument: its bytes and the NUL), or for char * a string (BI_AFTER_*). */
CORE_FN int batch_check_prog(const BatchIn *in, int32_t p, const Module *m, int32_t fn, const BatchOpts *o,
                             BatchBad *bad);
/* Arguments of test t (already checked) for function fn: scalars into args[0..nparams), array elements
 * into mem->heap[0..) in argument order, pointer arguments as objects of the run (vm_new_object; mem's
 * host objects start anew); mem->in the test's standard input (BatchCheck.in, in BatchIn.bytes).  Returns heap_used for vm_call, or -1 if the objects do not fit mem (only
 * possible with less memory than the check was given: the GPU's tier 1). */
CORE_FN int32_t batch_load_args(const BatchIn *in, int64_t t, const Module *m, int32_t fn, Value *args,
                                VmMem *mem);

CORE_FN void batch_prog_begin(ProgResult *r);
CORE_FN int32_t batch_src_len(const BatchIn *in, int32_t p);
CORE_FN int batch_compile_result(const Compiler *c, int failed, ProgResult *r);
CORE_FN int batch_load(const uint8_t *mod, int32_t len, Module *m, ProgResult *r);
CORE_FN int batch_verify(const Module *m, void *vws, size_t vws_size, ProgResult *r);
CORE_FN int32_t batch_entry(const BatchIn *in, int32_t p, const Module *m, ProgResult *r);
CORE_FN int batch_check(const BatchIn *in, int32_t p, const Module *m, int32_t fn, const BatchOpts *o,
                        ProgResult *r);
/* Step 4's verdict of test t after vm_call(m, fn, args, ...) with memory mem gave r: TS_TRAP (value 0),
 * else the value (0 for void; after exit() the status, TR_EXITED) and TS_DONE when the test checks
 * nothing, else TS_PASS when every check holds: the return value (doubles bit for bit or both NaN, or
 * within the test's tolerance; char * results: the string they point to, null: a null pointer), the
 * output (every byte, none cut off), the final contents of array and pointer arguments (BatchIn.after).
 * The output and its length are kept also for traps.  tb: the test's report area of rcap bytes (NULL:
 * none): the returned string, then the output. */
CORE_FN void batch_score(const BatchIn *in, int64_t t, const Module *m, int32_t fn, const Value *args,
                         const VmMem *mem, const VmResult *r, TestResult *tr, char *tb, int32_t rcap);
/* do two floating values (bits of doubles) match: bit for bit or both NaN, or within the tolerance of
 * ck (BCK_TOL; NaN still matches only NaN, an infinity only itself) */
CORE_FN int batch_same_float(uint64_t got, uint64_t want, const BatchCheck *ck);
CORE_FN void batch_tally(ProgResult *r, const TestResult *tr);
CORE_FN void batch_not_run(TestResult *tr);

/* Array elements test t's arguments put into the heap (what batch_load_args will use). */
CORE_FN int64_t batch_test_heap(const BatchIn *in, int64_t t, const Module *m, int32_t fn);

/* The capacities of one running test's VmMem (BatchOpts gives the full ones; the GPU's tier 1 runs with
 * smaller stack, heap, frames, mem and out, never a smaller object table: object ids are visible to a
 * program, docs/gpu.md).  frames = VM_FRAME_INTS * (max_depth + 2), the value the VM compares against (it
 * indexes at most VM_FRAME_INTS * max_depth of them). */
typedef struct {
  int32_t stack, heap, frames, objs, out, pad;
  int64_t mem;
} BatchCaps;
CORE_FN int32_t batch_frames_cap(const BatchOpts *o);
CORE_FN void batch_caps(const BatchOpts *o, BatchCaps *c); /* the full capacities; o resolved */
/* VmMem of one running test, carved from one block of batch_vm_bytes(c) bytes (8-byte aligned):
 * stack | heap | frames | objs | out | mem.  Nothing needs clearing between runs: the VM zeroes every
 * object it makes (docs/memory.md) and keeps the liveness of ids itself. */
CORE_FN size_t batch_vm_bytes(const BatchCaps *c);
CORE_FN void batch_vm_mem(void *block, const BatchCaps *c, VmMem *mem);
#endif
