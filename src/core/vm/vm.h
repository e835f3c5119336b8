/* vm.h - the VM: traps, VmMem, VmResult, vm_call (vm.c), and the run's byte memory and C library that vm.c
 * and vmlib.c share (VmRun, vl_*).
 *
 * Includes bytecode.h (the VM runs verified modules) and lib/lib.h (rand's state and qsort's order, ClRand and
 * ClSort, live in VmRun); never the compiler.  vm.c and vmlib.c include vm/builtins.h (the table of library
 * functions, CALLB's operand).
 */
#ifndef GNC_VM_H
#define GNC_VM_H

#include "core/core.h"
#include "core/bytecode/bytecode.h"
#include "core/lib/lib.h"

/* ---------------------------------------------------------------- running a call (vm.c) */
#define TRAPS(T) \
  T(TRAP_NONE, "none") T(TRAP_DIV_ZERO, "division_by_zero") T(TRAP_DIV_OVERFLOW, "division_overflow") \
  T(TRAP_SHIFT, "shift_out_of_range") T(TRAP_BOUNDS, "index_out_of_bounds") \
  T(TRAP_CALL_DEPTH, "call_depth_exceeded") T(TRAP_STACK, "stack_overflow") \
  T(TRAP_FUEL, "out_of_fuel") T(TRAP_CONVERSION, "float_conversion") T(TRAP_BAD_CALL, "bad_entry_call") \
  /* memory (docs/memory.md) */ \
  T(TRAP_NULL, "null_dereference") T(TRAP_USE_AFTER_FREE, "use_after_free") \
  T(TRAP_DANGLING, "dangling_pointer") T(TRAP_READONLY, "readonly_write") T(TRAP_BAD_FREE, "invalid_free") \
  T(TRAP_DOUBLE_FREE, "double_free") T(TRAP_OOM, "out_of_memory") T(TRAP_PTR_OVERFLOW, "pointer_overflow") \
  T(TRAP_PTR_MISMATCH, "pointer_mismatch") \
  /* the C library (builtins.h) */ \
  T(TRAP_ABORT, "abort") T(TRAP_BAD_FORMAT, "bad_format") T(TRAP_LIB_ARG, "bad_library_argument") \
  T(TRAP_ASSERT, "assertion_failed") /* <assert.h>: VmResult.ret.i is the assert's line */ \
  /* the language */ \
  T(TRAP_MISSING_RETURN, "missing_return") /* the end of a non-void function other than main */ \
  T(TRAP_BAD_FNPTR, "bad_function_pointer") /* CALLP: no function, or one of another signature */ \
  T(TRAP_VLA_SIZE, "bad_array_size") /* FOBJV: a variable-length array of a negative length */
enum {
#define T(code, name) code,
  TRAPS(T)
#undef T
  TRAP__COUNT
};
typedef struct {
  int64_t fuel;        /* instructions allowed (each executed instruction costs 1) */
  int32_t max_depth;   /* call depth                                                */
} VmLimits;
/* One object of a run's byte memory (docs/memory.md): bytes [base, base + size) of VmMem.mem. */
enum { VM_OBJ_LIVE = 1, VM_OBJ_RO = 2, VM_OBJ_HEAP = 4, VM_OBJ_FREED = 8,
       VM_OBJ_LIB = 16 /* a heap object of the library (errno, strerror's texts): free and realloc trap */ };
typedef struct { uint32_t base, size, flags; } VmObj;
#define VM_FRAME_INTS 5        /* ints per call frame in VmMem.frames                                 */
/* CPU defaults of the byte memory (gnc run; gnc run --mem N) */
#define GNC_DEF_MEM        (64 << 20) /* bytes of byte memory per run                       */
#define GNC_DEF_OBJS       (1 << 20)  /* object-table entries per run                        */
#define GNC_DEF_OUT        (1 << 20)  /* bytes of program output (printf, puts) kept per run */
typedef struct {       /* memory for one execution, owned by the caller              */
  Value *stack; int32_t stack_cap;
  Value *heap;  int32_t heap_cap;   /* array memory: frames' arrays, entry array args */
  int32_t *frames; int32_t frames_cap; /* VM_FRAME_INTS ints per call frame          */
  /* the byte memory (docs/memory.md); all 0/NULL: the run has none (FOBJ, malloc trap out_of_memory) */
  uint8_t *mem; int64_t mem_cap;    /* bytes (at most 2^32 - 16 are used)              */
  VmObj *objs; int32_t objs_cap;    /* object table, indexed by object id (0 unused)   */
  char *out; int32_t out_cap;       /* program output (printf, puts, putchar)          */
  /* standard input (getchar, scanf, fgets, ...): read-only, in_len bytes; NULL/0: empty (reads give EOF) */
  const char *in; int32_t in_len;
  /* host objects made by vm_new_object for this run's arguments: set both to 0 before the first */
  int32_t host_objs; uint32_t host_bytes;
} VmMem;
typedef struct {
  Value ret;           /* the return value (int/bool sign-extended, double as bits); after exit() the
                          exit status as an int; after the trap assertion_failed the assert's line */
  int32_t trap;        /* TRAP_*                                                    */
  int64_t steps;       /* instructions executed                                     */
  int32_t out_len;     /* bytes of output in mem->out (<= out_cap)                  */
  int32_t out_truncated; /* 1: the program wrote more than out_cap bytes            */
  int32_t exited;      /* 1: the program called exit(); ret.i is the status         */
  int32_t heap_lo;     /* byte memory: ids heap_lo .. objs_cap-1 are the run's heap objects (the
                          host's argument objects included; objs_cap - host_objs when it made none), so
                          a host can tell them from stale entries of earlier runs (batch results) */
} VmResult;
/* Array arguments: the caller writes the elements into mem->heap[0..heap_used) and passes
 * vm_arr_ref(offset, len) as the argument's value. */
CORE_FN Value vm_arr_ref(int32_t offset, int32_t len);
CORE_FN void vm_call(const Module *m, int32_t fn, const Value *args, int32_t nargs, int32_t heap_used,
                     const VmMem *mem, const VmLimits *lim, VmResult *res);
CORE_FN const char *vm_trap_name(int trap);
/* Pointer arguments: before vm_call (after setting mem->host_objs = mem->host_bytes = 0), make an object of
 * `size` bytes whose first n (<= size) are bytes[0..n), the rest zero: a writable heap object of the run
 * (the program may free it).  *ptr = its pointer value.  0, or TRAP_OOM when memory or ids run out. */
CORE_FN int vm_new_object(VmMem *mem, const void *bytes, uint32_t n, uint32_t size, Value *ptr);

/* ---------------------------------------------------------------- runtime defaults */
/* runtime defaults (the CLI's; every VM call takes its own VmLimits) */
#define GNC_DEF_FUEL       1000000000LL
#define GNC_DEF_STACK      (1 << 20)  /* value-stack slots                                 */
#define GNC_DEF_HEAP       (1 << 20)  /* array-memory slots                                */
#define GNC_DEF_DEPTH      10000      /* call depth                                        */

/* ---------------------------------------------------------------- the run's byte memory and library (vmlib.c)
 * A run's byte memory and the C library the VM calls; shared by vm.c and vmlib.c only.
 *
 * VmRun is the state of one run's memory (docs/memory.md), kept in vm_call's frame:
 *   bytes   [0, send)          the statics, laid out in order at their alignment
 *           [send, fbytes)     frame objects, a stack growing up (16-byte aligned bases)
 *           [hbytes, top)      heap blocks, bump-allocated downwards (and the host's argument objects
 *                              at the very top); freed blocks go to a free list per size class
 *   ids     1 .. nstatic       statics (always live)
 *           nstatic+1 .. ftop  live frame objects (a stack: ids above ftop are gone)
 *           hnext+1 .. ncap-1  heap objects (never reused: a freed one keeps VM_OBJ_FREED), among them
 *                              the library's own (VM_OBJ_LIB: errno's int, strerror's texts), made on demand
 * So liveness needs no table scan and the table needs no clearing between runs: an id between ftop and
 * hnext is no object (dangling_pointer), a heap id is live unless flagged freed.
 */

#define VL_NCLASS 104          /* heap size classes (vl_class)                                         */
#define VL_EXIT (-1)           /* vl_call: the program called exit()                                  */
#define VL_EOVERFLOW (-2)      /* vmlib.c internal: printf output longer than INT32_MAX (returns -1)  */

typedef struct {
  uint8_t *mem;
  VmObj *objs;
  uint32_t top;                /* usable bytes: min(mem_cap, 2^32 - 16) rounded down to 16             */
  uint32_t send;               /* end of the statics                                                   */
  uint32_t fbytes, hbytes;     /* end of the frame objects, start of the heap                          */
  int32_t ncap, nstatic, ftop, hnext;
  uint32_t freel[VL_NCLASS];   /* free-list heads: block base + 1, 0 = empty; the link is the block's
                                  first 4 bytes                                                        */
  ClRand rnd;                  /* rand() state                                                         */
  char *out;                   /* program output                                                       */
  int32_t out_cap, out_len, out_trunc;
  int32_t exit_status;
  const uint8_t *in;           /* standard input: in_len bytes, read from in_pos on (docs/library.md)   */
  int32_t in_len, in_pos;
  int32_t in_eof;              /* feof(stdin): a read found no byte left (ungetc clears it)             */
  int32_t in_back;             /* a byte ungetc pushed back that is not in[in_pos - 1] (-1: none)       */
  uint64_t tok_next;           /* strtok's position in its string (0: none)                            */
  int64_t cost;                /* extra fuel charged by the last library call (1 per 64 bytes)         */
  int64_t budget;              /* fuel left when the call began                                         */
  int64_t steps;               /* instructions executed when the call began (clock())                   */
  int32_t errno_v;             /* errno (docs/library.md, <errno.h>) while errno_id is 0                */
  int32_t errno_id;            /* errno's object once the program asked for its address (0: none yet)   */
  int32_t msgs_id, unknown_id; /* strerror's texts, and its "Unknown error N" buffer (0: none yet)      */
  int32_t stderr_used;         /* stderr has been written to (perror then leaves errno alone)          */
} VmRun;

/* qsort (docs/library.md): vm.c calls the comparator, a function of the module, for each comparison that
 * cl_sort_next hands out; one qsort at a time per run (a comparator that calls qsort traps
 * bad_library_argument).  The permutation and a copy of the array live in a heap block of the run. */
#define VL_FNPTR_ID GNC_FNPTR_ID /* the object id of a function pointer's value (id << 32 | function index) */
#define VL_STREAM_ID 0xFFFFFFFEu /* stdout (offset 1) and stderr (2) of <stdio.h>                       */
/* bsearch(key, base, n, size, cmp) runs the same way (bsearch set): glibc's binary search, one comparison
 * cmp(key, element) per step; its result (the element found, or NULL) is in found at the end. */
typedef struct {
  ClSort s;
  uint64_t base, block;        /* the array; the scratch heap block (0: none)                          */
  uint32_t n, size;
  int32_t fi;                  /* the comparator                                                       */
  int32_t ret_pc;              /* where the caller goes on after the CALLB                             */
  int32_t active;
  int32_t bsearch;             /* 1: a bsearch                                                         */
  uint64_t key, found;         /* bsearch: the key; the result                                         */
  uint32_t lo, hi, mid;        /* bsearch: the range left, the element compared last                   */
} VlQsort;
CORE_FN int32_t vl_qsort_begin(VmRun *r, const Module *m, const Value *args, VlQsort *q); /* 0 or a trap */
CORE_FN int32_t vl_bsearch_begin(VmRun *r, const Module *m, const Value *args, VlQsort *q); /* 0 or a trap */
CORE_FN int vl_qsort_next(VlQsort *q, int32_t cmp, Value *pa, Value *pb);  /* 1: compare *pa, *pb      */
CORE_FN int32_t vl_qsort_end(VmRun *r, VlQsort *q);                        /* permutes; 0 or a trap    */

/* the checked access of n bytes at pointer p plus add (docs/memory.md, "Every access is checked"): the
 * bytes, or 0 with *trap set */
CORE_FN static inline uint8_t *vl_at(const VmRun *r, uint64_t p, int64_t add, uint64_t n, int write,
                                     int32_t *trap) {
  int64_t id = (int64_t)(p >> 32), o = (int64_t)(int32_t)(uint32_t)p + add;
  const VmObj *ob;
  if (id == 0) { *trap = TRAP_NULL; return 0; }
  if (id > r->ftop) { /* a heap object, or none */
    if (id <= r->hnext || id >= r->ncap) { *trap = TRAP_DANGLING; return 0; }
    if (r->objs[id].flags & VM_OBJ_FREED) { *trap = TRAP_USE_AFTER_FREE; return 0; }
  }
  ob = &r->objs[id];
  if (o < 0 || (uint64_t)o > ob->size || n > ob->size - (uint64_t)o) { *trap = TRAP_BOUNDS; return 0; }
  if (write && (ob->flags & VM_OBJ_RO)) { *trap = TRAP_READONLY; return 0; }
  return r->mem + ob->base + o;
}

/* little-endian loads and stores of the byte memory */
CORE_FN static inline uint64_t vl_get(const uint8_t *q, int n) {
  uint64_t v = 0;
  int i;
  for (i = n - 1; i >= 0; i--) v = v << 8 | q[i];
  return v;
}
CORE_FN static inline void vl_put(uint8_t *q, uint64_t v, int n) {
  int i;
  for (i = 0; i < n; i++) { q[i] = (uint8_t)v; v >>= 8; }
}

/* pointer p moved by d bytes: 0, or TRAP_PTR_OVERFLOW when the offset leaves int32 */
CORE_FN static inline int32_t vl_padd(uint64_t p, int64_t d, uint64_t *out) {
  int64_t o = (int32_t)(uint32_t)p;
  if (d > (int64_t)INT32_MAX - o || d < (int64_t)INT32_MIN - o) return TRAP_PTR_OVERFLOW;
  *out = (p & 0xffffffff00000000ull) | (uint32_t)(int32_t)(o + d);
  return 0;
}

CORE_FN int32_t vl_run_init(VmRun *r, const Module *m, const VmMem *mem);   /* 0 or TRAP_OOM        */
CORE_FN int32_t vl_fobj(VmRun *r, uint32_t size, Value *ptr);               /* a new frame object  */
CORE_FN int32_t vl_fobjv(VmRun *r, int64_t n, int64_t size, int32_t base, Value *mark, Value *ptr); /* FOBJV */
CORE_FN void vl_frame_pop(VmRun *r, int32_t ftop);                          /* back to ftop        */
CORE_FN int vl_has_result(int bi);
/* library function bi on args[0..nargs) (variadic classes in cls): 0 with *ret set, a TRAP_*, or VL_EXIT */
CORE_FN int32_t vl_call(VmRun *r, int bi, const Value *args, int32_t nargs, uint32_t cls, Value *ret);

#endif
