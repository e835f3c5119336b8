/* batch.h - a batch of programs and tests in flat host arrays, shared by the CPU and CUDA backends.
 *
 * Inputs and outputs are structure-of-arrays with offset tables (offsets of item i are [off[i], off[i+1])),
 * so that a batch moves to device memory in a few copies and every kernel indexes it without pointers.
 * Test arguments and expected values are tagged scalars (BVal); the engine converts them to the entry
 * function's parameter / return types after compiling (an int literal is accepted for a double parameter;
 * anything else that does not fit is an invalid_input for that program).  Strings (expected output, and
 * the bytes of string arguments and results) live in one byte pool, BatchIn.bytes.
 *
 * Results: one ProgResult per program, one TestResult per test, and per test a report area of
 * BatchOpts.report_bytes bytes (the array `tb`, test t's area at t * report_bytes) holding what the test
 * shows: the string a char * entry returned, then the program's output, each cut at the area's end.
 *
 * Includes compiler.h (step 1 compiles) and vm/vm.h (step 4 runs).  The backends' entry points are the
 * host's: engine/host.h (the CPU backend, cc_compile_host) and cuda/cuda_api.h (the CUDA backend).
 */
#ifndef GNC_BATCH_H
#define GNC_BATCH_H

#include "core/core.h"
#include "core/compiler/compiler.h"
#include "core/vm/vm.h"

enum { BV_INT = 1, BV_DOUBLE = 2, BV_BOOL = 3, BV_ARRAY = 4, BV_STRING = 5, BV_NULL = 6 };
typedef struct {
  int64_t v;     /* integer, bool 0/1, double bits; BV_ARRAY: offset into BatchIn.arr; BV_STRING:
                    offset into BatchIn.bytes                                                  */
  int32_t len;   /* BV_ARRAY: element count; BV_STRING: byte count                              */
  int32_t tag;   /* BV_*                                                                         */
} BVal;

/* What a test checks beyond the return value (BatchIn.check[t]; a NULL check array: nothing). */
enum { BCK_TOL = 1 };           /* flags: compare floating values with atol/rtol, not bit for bit */
typedef struct {
  BVal out;                     /* the expected output: BV_STRING, or tag 0 (not checked)        */
  double atol, rtol;            /* BCK_TOL: |got - want| <= max(rtol * max(|got|, |want|), atol)  */
  int32_t flags;                /* BCK_*                                                          */
  int32_t pad;
  BVal in;                      /* the test's standard input: BV_STRING, or tag 0 (empty)         */
} BatchCheck;

typedef struct {
  int32_t nprog;
  const char *src;            /* sources concatenated                                           */
  const int64_t *src_off;     /* nprog+1                                                        */
  const char *entry;          /* entry names concatenated                                       */
  const int32_t *entry_off;   /* nprog+1                                                        */
  const int64_t *test_off;    /* nprog+1: tests of program p                                    */
  const int64_t *arg_off;     /* ntests+1: arguments of test t in args                          */
  const BVal *args;           /* scalar or array arguments                                      */
  const BVal *expect;         /* ntests: expected return value (tag 0: none, report value only) */
  const BVal *arr;            /* array elements referenced by BV_ARRAY args                     */
  int64_t ntests, nargs, narr;
  const char *bytes;          /* the bytes of BV_STRING values (NULL when there are none)       */
  int64_t nbytes;
  const BatchCheck *check;    /* ntests, or NULL: no test checks more than its return value     */
  const BVal *after;          /* nargs, or NULL: the expected contents of array and pointer arguments
                                 after the run (tag 0: not checked), parallel to args              */
} BatchIn;

enum { PS_OK = 0, PS_COMPILE_ERROR = 1, PS_INVALID_INPUT = 2 };
enum { TS_PASS = 0, TS_FAIL = 1, TS_TRAP = 2, TS_NOT_RUN = 3 };
typedef struct {
  int32_t status;   /* PS_*                                                                    */
  int32_t passed, failed;
  Diag first_error; /* PS_COMPILE_ERROR: the first diagnostic (host formats it with the source) */
  int32_t nerrors;  /* number of diagnostics                                                   */
  int32_t ret_type; /* entry return type (TY_*) when compiled                                  */
  int32_t invalid;  /* PS_INVALID_INPUT: a BI_* reason code                                    */
  int32_t invalid_arg; /* which test/argument the reason refers to                              */
} ProgResult;
enum { BI_NONE = 0, BI_NO_ENTRY, BI_ARG_COUNT, BI_ARG_TYPE, BI_EXPECT_TYPE, BI_TOO_BIG, BI_MEM_BIG, BI_OBJS_BIG,
       BI_AFTER_TYPE, BI_AFTER_LEN, BI_AFTER_NONE };
/* TestResult.flags */
enum {
  TR_EXITED = 1,      /* the program called exit(): value.i is the status                             */
  TR_OUT_TRUNC = 2,   /* the program wrote more output than BatchOpts.out_bytes (the rest is lost)     */
  TR_DIFF_VALUE = 4,  /* the return value is not the expected one                                      */
  TR_DIFF_OUT = 8,    /* the output is not the expected one                                            */
  TR_DIFF_AFTER = 16, /* an argument's contents after the run are not the expected ones (after_arg)    */
  TR_STR = 32         /* a char * result: str_len holds its string's length, or -TRAP_* (no string)    */
};
typedef struct {
  Value value;      /* return value (TS_PASS, TS_FAIL, TS_DONE); after exit() the status        */
  int32_t status;   /* TS_*                                                                    */
  int32_t trap;     /* TRAP_* when TS_TRAP                                                     */
  int32_t out_len;  /* bytes of output the run wrote, at most BatchOpts.out_bytes (also on a trap) */
  int32_t flags;    /* TR_*                                                                    */
  int32_t str_len;  /* TR_STR: length of the returned string (its first bytes open the report
                       area), or -TRAP_NULL (a null pointer) or the negated trap that reading it
                       would raise (dangling_pointer, use_after_free, index_out_of_bounds)       */
  int32_t after_arg; /* TR_DIFF_AFTER: the first argument whose contents differ, else -1        */
} TestResult;

typedef struct {
  int64_t fuel;
  int32_t max_depth, stack_slots, heap_slots;
  int32_t threads;  /* CPU backend: 0 = all cores                                              */
  int64_t mem_bytes; /* byte memory per running test (docs/memory.md: statics, frame objects, malloc) */
  int32_t objs;     /* object ids per running test (the object table's entries)                */
  int32_t out_bytes; /* program output (printf, puts, putchar) kept per running test           */
  int32_t report_bytes; /* the report area per test (tb); < 0: none                            */
  int32_t pad;
} BatchOpts;

/* ---------------------------------------------------------------- shared semantics of both backends
 * (batch_cpu.c and src/cuda/ both call these, so that their ProgResult/TestResult arrays are bit-identical).
 *
 * Per program p:
 *   1. compile the source; errors -> PS_COMPILE_ERROR, first_error = diag[0], nerrors = total count.
 *      A compiled module that fails mod_load/vfy_module is an internal error, also PS_COMPILE_ERROR, with
 *      first_error = {BATCH_E_VERIFY, pos = function, len = pc, arg = VE_* code}, nerrors = 1.
 *   2. entry = mod_find(entry name); missing -> PS_INVALID_INPUT, invalid = BI_NO_ENTRY, invalid_arg = -1.
 *      From here on ret_type = the entry's return type.
 *   3. batch_check_prog: every test's arguments and expected value against the entry's signature; the
 *      first bad test -> PS_INVALID_INPUT, invalid = BI_*, invalid_arg = that test's index within p.
 *   4. every test: batch_load_args, vm_call, batch_score (below).  passed = #TS_PASS, failed =
 *      #TS_FAIL + #TS_TRAP.
 * A program that does not reach step 4 leaves its tests TS_NOT_RUN (value 0, trap 0) and passed = failed
 * = 0.  Every field of ProgResult not named above is 0.  Results depend only on the program, its tests and
 * the resolved BatchOpts, never on the backend, the thread count or the order of work. */
#define GNC_BATCH_DEF_FUEL   10000000LL /* per test; the single-run CLI's GNC_DEF_FUEL is 100x more      */
#define GNC_BATCH_DEF_STACK  65536      /* value-stack slots per running test                             */
#define GNC_BATCH_DEF_HEAP   65536      /* array-memory slots per running test (array arguments included) */
#define GNC_BATCH_DEF_DEPTH  1000       /* call depth                                                     */
#define GNC_BATCH_DEF_MEM    (1 << 20)  /* bytes of byte memory per running test                         */
#define GNC_BATCH_DEF_OBJS   4096       /* object ids per running test (12 bytes each)                    */
#define GNC_BATCH_DEF_OUT    65536      /* bytes of program output kept per running test                  */
#define GNC_BATCH_DEF_REPORT 1024       /* bytes of output (and returned string) reported per test         */
#define BATCH_E_VERIFY (-1)             /* ProgResult.first_error.code: the module failed the verifier    */
enum { TS_DONE = 4 };                   /* ran without a trap; the test had no expected value (tag 0)     */

#define GNC_BATCH_MAX_DEPTH  (1 << 24)  /* the largest call depth (frames take 4 ints each: no overflow)     */
#define GNC_BATCH_MAX_SLOTS  (1 << 27)  /* the most stack or heap slots: 1 GiB each per running test        */
#define GNC_BATCH_MAX_MEM    ((int64_t)1 << 32) /* the most byte memory (a run uses at most 2^32 - 16 bytes)  */
#define GNC_BATCH_MAX_OBJS   (1 << 24)  /* the most object ids (192 MiB of table per running test)         */
#define GNC_BATCH_MAX_OUT    (1 << 30)  /* the most output bytes kept per running test                    */
#define GNC_BATCH_MAX_REPORT (1 << 24)  /* the largest report area per test                                */

/* fields <= 0 take the batch defaults above, values above the GNC_BATCH_MAX_* limits are clamped to them;
 * threads stays as given (0 = all cores); report_bytes < 0 stays -1 (no report areas) */
CORE_FN static inline void batch_opts_resolve(BatchOpts *o) {
  if (o->fuel <= 0) o->fuel = GNC_BATCH_DEF_FUEL;
  if (o->max_depth <= 0) o->max_depth = GNC_BATCH_DEF_DEPTH;
  if (o->max_depth > GNC_BATCH_MAX_DEPTH) o->max_depth = GNC_BATCH_MAX_DEPTH;
  if (o->stack_slots <= 0) o->stack_slots = GNC_BATCH_DEF_STACK;
  if (o->heap_slots <= 0) o->heap_slots = GNC_BATCH_DEF_HEAP;
  if (o->stack_slots > GNC_BATCH_MAX_SLOTS) o->stack_slots = GNC_BATCH_MAX_SLOTS;
  if (o->heap_slots > GNC_BATCH_MAX_SLOTS) o->heap_slots = GNC_BATCH_MAX_SLOTS;
  if (o->mem_bytes <= 0) o->mem_bytes = GNC_BATCH_DEF_MEM;
  if (o->mem_bytes > GNC_BATCH_MAX_MEM) o->mem_bytes = GNC_BATCH_MAX_MEM;
  if (o->objs <= 0) o->objs = GNC_BATCH_DEF_OBJS;
  if (o->objs > GNC_BATCH_MAX_OBJS) o->objs = GNC_BATCH_MAX_OBJS;
  if (o->out_bytes <= 0) o->out_bytes = GNC_BATCH_DEF_OUT;
  if (o->out_bytes > GNC_BATCH_MAX_OUT) o->out_bytes = GNC_BATCH_MAX_OUT;
  if (o->report_bytes == 0) o->report_bytes = GNC_BATCH_DEF_REPORT;
  if (o->report_bytes < 0) o->report_bytes = -1;
  if (o->report_bytes > GNC_BATCH_MAX_REPORT) o->report_bytes = GNC_BATCH_MAX_REPORT;
}
/* the report area of a test: report_bytes, or 0 when there are none */
CORE_FN static inline int32_t batch_report_cap(const BatchOpts *o) { return o->report_bytes > 0 ? o->report_bytes : 0; }
/* what a report area of rcap bytes holds for result tr: the returned string's first *str bytes, then the
 * output's first *out bytes */
CORE_FN static inline void batch_report_lens(const TestResult *tr, int32_t rcap, int32_t *str, int32_t *out) {
  int32_t s = (tr->flags & TR_STR) && tr->str_len > 0 ? tr->str_len : 0;
  if (s > rcap) s = rcap;
  *str = s;
  *out = tr->out_len < rcap - s ? tr->out_len : rcap - s;
}

/* Pointer types in a module (bytecode.h, docs/memory.md): TY_PTR, or TY_PTR1 * depth + base (int * is 34, char *
 * 48, void * 32, char ** 80).  A pointer to a scalar (depth 1, an arithmetic base) takes test values; other
 * pointers take only null. */
CORE_FN static inline int bty_is_ptr(int t) { return ty_is_ptr(t); }
/* the pointee of a pointer to a scalar type (TY_PTR1 + base), else 0 */
CORE_FN static inline int bty_pointee(int t) {
  return t > TY_PTR1 && t < 2 * TY_PTR1 && ty_is_arith(ty_pointee(t)) ? ty_pointee(t) : 0;
}
/* char * or unsigned char *: takes and returns strings */
CORE_FN static inline int bty_is_charp(int t) { return t == ty_ptr_to(TY_CHAR) || t == ty_ptr_to(TY_UCHAR); }

/* the strings that stand for non-finite doubles: "inf", "+inf", "infinity", "+infinity", "-inf",
 * "-infinity", "nan", in any case; 1 and the value's bits, else 0 */
CORE_FN static inline int bval_special(const char *s, int32_t n, uint64_t *bits) {
  static const char *const w[] = {"inf", "+inf", "infinity", "+infinity", "-inf", "-infinity", "nan"};
  int32_t k, i;
  for (k = 0; k < 7; k++) {
    for (i = 0; i < n && w[k][i]; i++) {
      char c = s[i];
      if (c >= 'A' && c <= 'Z') c = (char)(c + 32);
      if (c != w[k][i]) break;
    }
    if (i == n && !w[k][i]) {
      *bits = k == 6 ? 0x7ff8000000000000ULL : k >= 4 ? 0xfff0000000000000ULL : 0x7ff0000000000000ULL;
      return 1;
    }
  }
  return 0;
}

/* Tagged scalar -> slot of base type ty (bytes: BatchIn.bytes).  int: BV_INT in int32 range; long: BV_INT;
 * double: BV_DOUBLE, BV_INT (converted, round to nearest) or a BV_STRING spelling inf or nan (bval_special);
 * bool: BV_BOOL.  C's other types: char, unsigned char, short, unsigned short, unsigned int: BV_INT in the
 * type's range (unsigned int in the slot form of the VM, sign-extended from 32 bits); unsigned long: BV_INT
 * from 0 (a JSON reader stops at 2^63 - 1); float: as double, then rounded to float.  Returns BC_OK,
 * BC_TYPE or BC_RANGE. */
enum { BC_OK = 0, BC_TYPE = 1, BC_RANGE = 2 };
CORE_FN static inline int bval_convert(const char *bytes, const BVal *v, int ty, Value *out) {
  BVal d;
  out->u = 0;
  if (v->tag == BV_STRING && (ty == TY_DOUBLE || ty == TY_FLOAT)) {
    uint64_t bits;
    if (!bytes || !bval_special(bytes + v->v, v->len, &bits)) return BC_TYPE;
    d.tag = BV_DOUBLE;
    d.len = 0;
    d.v = (int64_t)bits;
    v = &d;
  }
  switch (ty) {
  case TY_INT:
    if (v->tag != BV_INT) return BC_TYPE;
    if (v->v < -2147483647LL - 1 || v->v > 2147483647LL) return BC_RANGE;
    out->i = v->v;
    return BC_OK;
  case TY_LONG:
    if (v->tag != BV_INT) return BC_TYPE;
    out->i = v->v;
    return BC_OK;
  case TY_DOUBLE:
    if (v->tag == BV_INT) { out->d = (double)v->v; return BC_OK; }
    if (v->tag != BV_DOUBLE) return BC_TYPE;
    out->i = v->v;
    return BC_OK;
  case TY_BOOL:
    if (v->tag != BV_BOOL) return BC_TYPE;
    out->i = v->v != 0;
    return BC_OK;
  case TY_CHAR: case TY_UCHAR: case TY_SHORT: case TY_USHORT: case TY_UINT: {
    int64_t lo = ty == TY_CHAR ? -128 : ty == TY_SHORT ? -32768 : 0;
    int64_t hi = ty == TY_CHAR ? 127 : ty == TY_UCHAR ? 255 : ty == TY_SHORT ? 32767 : ty == TY_USHORT ? 65535
                                                                                                   : 4294967295LL;
    if (v->tag != BV_INT) return BC_TYPE;
    if (v->v < lo || v->v > hi) return BC_RANGE;
    out->i = ty == TY_UINT ? (int64_t)(int32_t)(uint32_t)v->v : v->v;
    return BC_OK;
  }
  case TY_ULONG:
    if (v->tag != BV_INT) return BC_TYPE;
    if (v->v < 0) return BC_RANGE;
    out->i = v->v;
    return BC_OK;
  case TY_FLOAT:
    if (v->tag == BV_INT) out->d = (double)(float)v->v;
    else if (v->tag == BV_DOUBLE) { out->i = v->v; if (out->d == out->d) out->d = (double)(float)out->d; }
    else return BC_TYPE;
    return BC_OK;
  default:
    return BC_TYPE;
  }
}

/* Where a program's tests do not fit the entry's signature (for messages; only the host formats them). */
typedef struct {
  int32_t test;  /* test index within the program                                             */
  int32_t arg;   /* argument index, -1 = the expected value                                   */
  int32_t elem;  /* array element index, -1 = the argument itself                             */
  int32_t want;  /* the type wanted (TY_*, TY_ARR for array params)                           */
  int32_t why;   /* BC_TYPE or BC_RANGE (BI_ARG_TYPE, BI_EXPECT_TYPE, BI_AFTER_TYPE); heap slots
                    needed (BI_TOO_BIG); elements given (BI_AFTER_LEN)                          */
  int32_t after; /* 1: the place is args_after[arg], not args[arg]                            */
  int64_t need;  /* BI_MEM_BIG: bytes, BI_OBJS_BIG: object ids, BI_AFTER_LEN: elements wanted */
} BatchBad;

/* ---------------------------------------------------------------- the per-program steps (batchcore.c)
 * The steps above as core functions that both backends run, so that the CPU backend
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
 * host objects start anew); mem->in the test's standard input (BatchCheck.in, in BatchIn.bytes).  Returns
 * heap_used for vm_call, or -1 if the objects do not fit mem (only possible with less memory than the check
 * was given: the GPU's tier 1). */
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
