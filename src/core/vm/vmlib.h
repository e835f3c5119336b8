/* vmlib.h - a run's byte memory and the C library the VM calls (vmlib.c); shared by vm.c and vmlib.c only.
 *
 * VmRun is the state of one run's memory (docs/memory.md), kept in vm_call's frame:
 *   bytes   [0, send)          the statics, laid out in order at their alignment
 *           [send, fbytes)     frame objects, a stack growing up (16-byte aligned bases)
 *           [hbytes, top)      heap blocks, bump-allocated downwards (and the host's argument objects
 *                              at the very top); freed blocks go to a free list per size class
 *   ids     1 .. nstatic       statics (always live)
 *           nstatic+1 .. ftop  live frame objects (a stack: ids above ftop are gone)
 *           hnext+1 .. ncap-1  heap objects (never reused: a freed one keeps VM_OBJ_FREED)
 * So liveness needs no table scan and the table needs no clearing between runs: an id between ftop and
 * hnext is no object (dangling_pointer), a heap id is live unless flagged freed.
 */
#ifndef GNC_VMLIB_H
#define GNC_VMLIB_H

#include "core/core.h"
#include "core/lib/clib.h"

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
CORE_FN void vl_frame_pop(VmRun *r, int32_t ftop);                          /* back to ftop        */
CORE_FN int vl_has_result(int bi);
/* library function bi on args[0..nargs) (variadic classes in cls): 0 with *ret set, a TRAP_*, or VL_EXIT */
CORE_FN int32_t vl_call(VmRun *r, int bi, const Value *args, int32_t nargs, uint32_t cls, Value *ret);

#endif
