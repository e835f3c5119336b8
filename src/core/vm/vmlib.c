/* vmlib.c - a run's byte memory (statics, frame objects, the heap) and the C library the VM calls
 * (CALLB, the table in builtins.h).
 *
 * Memory layout and object ids: vm.h.  Every library function reaches memory only through vl_at /
 * vl_span, the checked access of docs/memory.md, and checks every byte it touches: a string without its
 * NUL inside its object traps index_out_of_bounds, a write into a string literal readonly_write, and so on.
 *
 * The heap: malloc(n) rounds n up to its size class (16-byte steps up to 128 bytes, then four classes per
 * power of two: at most 25 % waste), pops a freed block of that class if there is one, else bumps the heap
 * down towards the frame objects (out_of_memory when they would meet).  The block's first n bytes are
 * zeroed; it gets a new object id, counting down from the top of the table; a freed block's id is never
 * reused, so a stale pointer traps use_after_free for the rest of the run.  A free list's link lives in
 * the freed block's first 4 bytes (no live object covers them).  malloc, free and realloc are O(1) (realloc
 * plus its copy).
 *
 * Cost: a library call is one instruction plus one unit of fuel per 64 bytes it touches (r->cost); work
 * that could exceed the fuel left (strstr's quadratic worst case) is refused before it starts (TRAP_FUEL).
 *
 * printf, sprintf, snprintf walk the format themselves and format each conversion with fmt.c (fmt_parse,
 * fmt_arg_kind, fmt_one): output is byte-identical to glibc for what fmt.c supports.  An argument of the
 * wrong class for its conversion (a double for %d, an int for %s, too few arguments) traps bad_format, as
 * does a conversion fmt.c rejects (%n, %ls, ...).  printf's output goes to the run's output buffer; when
 * that is full the rest is dropped and flagged (the return value is the full length all the same).
 *
 * sscanf runs scan.c's engine over the input string and stores each item it hands out through the next
 * variadic argument (a pointer, checked like any store); bsearch runs on qsort's machinery (vm.c calls the
 * comparator).
 */
#include "core/vm/vm.h"
#include "core/vm/builtins.h"
#include "core/lib/lib.h"

/* ---------------------------------------------------------------- the table */

/* one row per function, in BI_ order (a table, not switches: the GPU build compiles these into every kernel
 * that reaches them) */
#ifdef __CUDA_ARCH__
#define VL_DATA static __device__ const
#else
#define VL_DATA static const
#endif
typedef struct { char name[24], sig[8]; int32_t flags; } VlBuiltin;
VL_DATA VlBuiltin vl_builtins[BI__COUNT] = {
#define B(name, sig, flags) {#name, sig, flags},
  BUILTINS(B)
#undef B
};

CORE_FN const char *bi_name(int bi) { return bi >= 0 && bi < BI__COUNT ? vl_builtins[bi].name : "?"; }
CORE_FN const char *bi_sig(int bi) { return bi >= 0 && bi < BI__COUNT ? vl_builtins[bi].sig : ""; }
CORE_FN int bi_flags(int bi) { return bi >= 0 && bi < BI__COUNT ? vl_builtins[bi].flags : 0; }

CORE_FN int bi_nfixed(int bi) {
  const char *s = bi_sig(bi);
  int n = 0;
  while (s[n] && s[n] != '>') n++;
  return n;
}

CORE_FN int vl_has_result(int bi) {
  const char *s = bi_sig(bi);
  while (*s && *s != '>') s++;
  return *s == '>' && s[1] != 0;
}

CORE_FN int bi_find(const char *name, int32_t len) {
  int bi;
  for (bi = 0; bi < BI__COUNT; bi++) {
    const char *s = bi_name(bi);
    int32_t k = 0;
    while (k < len && s[k] && s[k] == name[k]) k++;
    if (k == len && s[k] == 0) return bi;
  }
  return -1;
}

/* ---------------------------------------------------------------- memory */

CORE_FN static uint32_t vl_top(int64_t cap) {
  int64_t t = cap < 0 ? 0 : cap > (int64_t)0xfffffff0u ? (int64_t)0xfffffff0u : cap;
  return (uint32_t)t & ~15u;
}

CORE_FN int vm_new_object(VmMem *mem, const void *bytes, uint32_t n, uint32_t size, Value *ptr) {
  uint32_t top = vl_top(mem->mem_cap), base, i;
  int64_t id = (int64_t)mem->objs_cap - 1 - mem->host_objs;
  const uint8_t *b = (const uint8_t *)bytes;
  ptr->u = 0;
  if (n > size || size > (uint32_t)INT32_MAX || !mem->mem || !mem->objs) return TRAP_OOM;
  if (id < 1 || (uint64_t)size + mem->host_bytes + 15u > top) return TRAP_OOM;
  base = (top - mem->host_bytes - size) & ~15u;
  for (i = 0; i < size; i++) mem->mem[base + i] = i < n ? b[i] : 0;
  mem->objs[id].base = base;
  mem->objs[id].size = size;
  mem->objs[id].flags = VM_OBJ_LIVE | VM_OBJ_HEAP;
  mem->host_objs++;
  mem->host_bytes = top - base;
  ptr->u = (uint64_t)id << 32;
  return 0;
}

CORE_FN int32_t vl_run_init(VmRun *r, const Module *m, const VmMem *mem) {
  uint32_t i, at = 0, k = 0;
  int has = mem->mem && mem->objs && mem->objs_cap > 0;
  r->mem = mem->mem;
  r->objs = mem->objs;
  r->top = has ? vl_top(mem->mem_cap) : 0;
  r->ncap = has ? mem->objs_cap : 0;
  r->nstatic = (int32_t)m->nstatics;
  r->ftop = r->nstatic;
  r->hnext = r->ncap - 1 - (has ? mem->host_objs : 0);
  r->hbytes = has ? r->top - mem->host_bytes : 0;
  for (i = 0; i < VL_NCLASS; i++) r->freel[i] = 0;
  for (i = 0; i < CL_RAND_DEG; i++) r->rnd.st[i] = 0;
  r->rnd.f = r->rnd.r = r->rnd.seeded = 0;
  r->out = mem->out;
  r->out_cap = mem->out ? (mem->out_cap < 0 ? 0 : mem->out_cap) : 0;
  r->out_len = r->out_trunc = 0;
  r->exit_status = 0;
  r->in = (const uint8_t *)mem->in;
  r->in_len = mem->in && mem->in_len > 0 ? mem->in_len : 0;
  r->in_pos = r->in_eof = 0;
  r->in_back = -1;
  r->tok_next = 0;
  r->cost = r->budget = r->steps = 0;
  r->send = r->fbytes = 0;
  r->errno_v = r->errno_id = r->msgs_id = r->unknown_id = r->stderr_used = 0;
  if (m->nstatics == 0) return 0;
  if (!has || r->hnext < r->nstatic || m->static_bytes > r->hbytes) return TRAP_OOM;
  for (i = 0; i < m->nstatics; i++) {
    const ModStatic *s = &m->statics[i];
    uint32_t j;
    VmObj *o = &r->objs[i + 1];
    at = (at + s->align - 1) & ~(s->align - 1);
    o->base = at;
    o->size = s->size;
    o->flags = VM_OBJ_LIVE | ((s->flags & MOD_STATIC_RO) ? VM_OBJ_RO : 0);
    for (j = 0; j < s->init_len; j++) r->mem[at + j] = m->sdata[k + j];
    for (; j < s->size; j++) r->mem[at + j] = 0;
    k += s->init_len;
    at += s->size;
  }
  r->send = r->fbytes = at;
  return 0;
}

CORE_FN int32_t vl_fobj(VmRun *r, uint32_t size, Value *ptr) {
  uint32_t base = (r->fbytes + 15u) & ~15u, i;
  int32_t id = r->ftop + 1;
  if (r->fbytes > 0xffffffe0u || id > r->hnext || size > r->hbytes || base > r->hbytes - size) return TRAP_OOM;
  for (i = 0; i < size; i++) r->mem[base + i] = 0;
  r->objs[id].base = base;
  r->objs[id].size = size;
  r->objs[id].flags = VM_OBJ_LIVE;
  r->ftop = id;
  r->fbytes = base + size;
  r->cost += size >> 6;
  ptr->u = (uint64_t)(uint32_t)id << 32;
  return 0;
}

/* FOBJV (opcodes.h): a variable-length array of n elements of size bytes into *ptr; base is the function's
 * first frame object id.  Its mark (*mark) holds 0, or the frame top before its last run + 1: running it
 * again (a loop) ends the objects made since, so a loop's arrays do not pile up.  0 or a trap. */
CORE_FN int32_t vl_fobjv(VmRun *r, int64_t n, int64_t size, int32_t base, Value *mark, Value *ptr) {
  int32_t m;
  if (n < 0) return TRAP_VLA_SIZE;
  if (size < 1 || n > (int64_t)INT32_MAX / size) return TRAP_OOM;
  m = mark->i > base && mark->i - 1 <= r->ftop ? (int32_t)(mark->i - 1) : r->ftop;
  vl_frame_pop(r, m);
  mark->i = (int64_t)m + 1;
  return vl_fobj(r, (uint32_t)(n * size), ptr);
}

CORE_FN void vl_frame_pop(VmRun *r, int32_t ftop) {
  if (ftop >= r->ftop) return;
  r->ftop = ftop;
  r->fbytes = ftop > r->nstatic ? r->objs[ftop].base + r->objs[ftop].size : r->send;
}

/* the size class of an n-byte block (n < 2^31) and its rounded size */
CORE_FN static int vl_class(uint32_t n, uint32_t *rounded) {
  int k = 7, c;
  uint32_t q;
  if (n <= 128) {
    c = n == 0 ? 0 : (int)((n - 1) >> 4);
    *rounded = (uint32_t)(c + 1) * 16u;
    return c;
  }
  while (((n - 1) >> (k + 1)) != 0) k++; /* 2^k < n <= 2^(k+1) */
  q = (n + (1u << (k - 2)) - 1) >> (k - 2); /* 5..8 quarters */
  *rounded = q << (k - 2);
  return 8 + (k - 7) * 4 + (int)(q - 5);
}

/* malloc: a zeroed heap object of n bytes */
CORE_FN static int32_t vl_alloc(VmRun *r, uint64_t n, uint64_t *ptr) {
  uint32_t rs, base, i;
  int c;
  int32_t id = r->hnext;
  if (n > (uint64_t)INT32_MAX || id <= r->ftop) return TRAP_OOM;
  c = vl_class((uint32_t)n, &rs);
  if (r->freel[c]) {
    base = r->freel[c] - 1;
    r->freel[c] = (uint32_t)vl_get(r->mem + base, 4);
  } else {
    if (rs > r->hbytes - r->fbytes || r->hbytes < r->fbytes) return TRAP_OOM;
    r->hbytes -= rs;
    base = r->hbytes;
  }
  for (i = 0; i < (uint32_t)n; i++) r->mem[base + i] = 0;
  r->cost += (int64_t)(n >> 6);
  r->objs[id].base = base;
  r->objs[id].size = (uint32_t)n;
  r->objs[id].flags = VM_OBJ_LIVE | VM_OBJ_HEAP;
  r->hnext = id - 1;
  *ptr = (uint64_t)(uint32_t)id << 32;
  return 0;
}

/* the heap object p must start: its id, or 0 with *trap set (p non-null) */
CORE_FN static int32_t vl_heap_id(const VmRun *r, uint64_t p, int32_t *trap) {
  int64_t id = (int64_t)(p >> 32);
  if (id <= r->hnext || id >= r->ncap || id <= r->ftop || (uint32_t)p != 0) { *trap = TRAP_BAD_FREE; return 0; }
  if (r->objs[id].flags & VM_OBJ_FREED) { *trap = TRAP_DOUBLE_FREE; return 0; }
  if (r->objs[id].flags & VM_OBJ_LIB) { *trap = TRAP_BAD_FREE; return 0; } /* errno, strerror's texts */
  return (int32_t)id;
}

CORE_FN static void vl_release(VmRun *r, int32_t id) {
  VmObj *o = &r->objs[id];
  uint32_t rs;
  int c = vl_class(o->size, &rs);
  o->flags = VM_OBJ_HEAP | VM_OBJ_FREED;
  vl_put(r->mem + o->base, r->freel[c], 4);
  r->freel[c] = o->base + 1;
}

/* the bytes from p to the end of its object: pointer and count, or 0 with *trap set */
CORE_FN static uint8_t *vl_span(const VmRun *r, uint64_t p, int write, uint64_t *avail, int32_t *trap) {
  uint8_t *q = vl_at(r, p, 0, 0, write, trap);
  if (!q) return 0;
  *avail = r->objs[p >> 32].size - (uint64_t)(int64_t)(int32_t)(uint32_t)p;
  return q;
}

/* the string at p: its bytes and length (NUL not counted), at most max bytes looked at (then *len = max
 * when no NUL came first); a string running off its object traps index_out_of_bounds */
CORE_FN static const uint8_t *vl_strn(VmRun *r, uint64_t p, uint64_t max, uint64_t *len, int32_t *trap) {
  uint64_t avail, i;
  const uint8_t *q = vl_span(r, p, 0, &avail, trap);
  if (!q) return 0;
  for (i = 0; i < max && i < avail && q[i]; i++) {}
  r->cost += (int64_t)(i >> 6);
  if (i == avail && i < max) { *trap = TRAP_BOUNDS; return 0; }
  *len = i;
  return q;
}
CORE_FN static const uint8_t *vl_str(VmRun *r, uint64_t p, uint64_t *len, int32_t *trap) {
  return vl_strn(r, p, ~(uint64_t)0, len, trap);
}

/* n > 0 writable bytes at p */
CORE_FN static uint8_t *vl_wr(VmRun *r, uint64_t p, uint64_t n, int32_t *trap) {
  r->cost += (int64_t)(n >> 6);
  return vl_at(r, p, 0, n, 1, trap);
}

/* memmove inside the byte memory (either may be the other's overlap) */
CORE_FN static void vl_move(uint8_t *d, const uint8_t *s, uint64_t n) {
  uint64_t i;
  if (d < s) for (i = 0; i < n; i++) d[i] = s[i];
  else for (i = n; i > 0; i--) d[i - 1] = s[i - 1];
}

/* realloc(p, n) (glibc's: NULL p is malloc, n == 0 frees and gives NULL; a block that keeps its size class
 * grows or shrinks in place) */
CORE_FN static int32_t vl_realloc(VmRun *r, uint64_t p0, uint64_t n, uint64_t *out) {
  int32_t id, trap = 0;
  uint32_t ro, rn, old;
  uint64_t p;
  *out = 0;
  if (p0 == 0) return vl_alloc(r, n, out);
  if (!(id = vl_heap_id(r, p0, &trap))) return trap;
  if (n == 0) { vl_release(r, id); return 0; } /* glibc: frees, returns NULL */
  if (n > (uint64_t)INT32_MAX) return TRAP_OOM;
  old = r->objs[id].size;
  if (vl_class(old, &ro) == vl_class((uint32_t)n, &rn)) { /* in place */
    uint32_t i;
    for (i = old; i < (uint32_t)n; i++) r->mem[r->objs[id].base + i] = 0;
    r->objs[id].size = (uint32_t)n;
    *out = p0;
    return 0;
  }
  if ((trap = vl_alloc(r, n, &p)) != 0) return trap;
  old = old < (uint32_t)n ? old : (uint32_t)n;
  vl_move(r->mem + r->objs[p >> 32].base, r->mem + r->objs[id].base, old);
  r->cost += old >> 6;
  vl_release(r, id);
  *out = p;
  return 0;
}

/* ---------------------------------------------------------------- errno, strerror, perror
 *
 * errno (<errno.h>: `errno` is `(*__errno_location ())`, as glibc's) is VmRun.errno_v, 0 when a run starts,
 * until the program asks for its address: then it moves into a 4-byte object of the library (made by that
 * first __errno_location call), which the program reads and writes like any int and the library functions
 * set.  The library's objects are heap objects flagged VM_OBJ_LIB (free and realloc of them trap
 * invalid_free).  Which functions set errno, and to what: docs/library.md, "errno". */

CORE_FN static int32_t vl_errno(const VmRun *r) {
  return r->errno_id ? (int32_t)vl_get(r->mem + r->objs[r->errno_id].base, 4) : r->errno_v;
}

CORE_FN static void vl_set_errno(VmRun *r, int32_t e) {
  if (r->errno_id) vl_put(r->mem + r->objs[r->errno_id].base, (uint32_t)e, 4);
  else r->errno_v = e;
}

/* a new object of the library of n zeroed bytes (read-only: ro): *id, and 0 or a trap */
CORE_FN static int32_t vl_lib_object(VmRun *r, uint32_t n, int ro, int32_t *id) {
  uint64_t p;
  int32_t trap = vl_alloc(r, n, &p);
  if (trap) return trap;
  *id = (int32_t)(p >> 32);
  r->objs[*id].flags |= VM_OBJ_LIB | (ro ? VM_OBJ_RO : 0);
  return 0;
}

/* __errno_location(): errno's object (made at the first call, holding errno's value) */
CORE_FN static int32_t vl_errno_location(VmRun *r, Value *ret) {
  int32_t trap;
  if (!r->errno_id) {
    if ((trap = vl_lib_object(r, 4, 0, &r->errno_id)) != 0) return trap;
    vl_put(r->mem + r->objs[r->errno_id].base, (uint32_t)r->errno_v, 4);
  }
  ret->u = (uint64_t)(uint32_t)r->errno_id << 32;
  return 0;
}

/* strerror(e) (errno kept): glibc's texts are one read-only object of the library, made at the first call,
 * each text at its own offset with its NUL (so strerror(e) is the same pointer every time); any other
 * number is written as "Unknown error e" into one writable buffer, which every such call rewrites (glibc
 * frees the previous one) */
CORE_FN static int32_t vl_strerror(VmRun *r, int32_t e, Value *ret) {
  char buf[CL_STRERROR_MAX];
  const char *t;
  int32_t len, k, off = 0, at = 0, trap, i;
  uint8_t *w;
  if (!cl_strerror(e, &len)) {
    if (!r->unknown_id && (trap = vl_lib_object(r, CL_STRERROR_MAX, 0, &r->unknown_id)) != 0) return trap;
    len = cl_strerror_unknown(e, buf);
    w = r->mem + r->objs[r->unknown_id].base;
    for (i = 0; i < CL_STRERROR_MAX; i++) w[i] = i <= len ? (uint8_t)buf[i] : 0;
    ret->u = (uint64_t)(uint32_t)r->unknown_id << 32;
    return 0;
  }
  for (k = 0; k < CL_STRERROR_COUNT; k++) { /* e's offset in the object, and the object's size */
    if (k == e) at = off;
    if (cl_strerror(k, &len)) off += len + 1;
  }
  if (!r->msgs_id) {
    if ((trap = vl_lib_object(r, (uint32_t)off, 1, &r->msgs_id)) != 0) return trap;
    w = r->mem + r->objs[r->msgs_id].base;
    for (k = 0; k < CL_STRERROR_COUNT; k++)
      if ((t = cl_strerror(k, &len)) != 0)
        for (i = 0; i <= len; i++) *w++ = (uint8_t)t[i];
  }
  ret->u = (uint64_t)(uint32_t)r->msgs_id << 32 | (uint32_t)at;
  return 0;
}

/* perror(s): its text goes to stderr (counted, not kept: nothing to do but read s).  glibc's perror, when
 * stderr has not been written yet, writes through a duplicate of its descriptor opened "w+", which fails
 * with EINVAL for a descriptor open for writing only (a file or a pipe): errno is EINVAL after that first
 * perror (on a terminal it would stay) */
CORE_FN static int32_t vl_perror(VmRun *r, uint64_t s) {
  uint64_t len;
  int32_t trap = 0;
  if (s != 0 && !vl_str(r, s, &len, &trap)) return trap;
  if (!r->stderr_used) vl_set_errno(r, CL_EINVAL);
  r->stderr_used = 1;
  return 0;
}

/* ---------------------------------------------------------------- output */

CORE_FN static void vl_emit(VmRun *r, const uint8_t *s, int64_t n) {
  int64_t room = (int64_t)r->out_cap - r->out_len, k = n < room ? n : room, i;
  for (i = 0; i < k; i++) r->out[r->out_len + i] = (char)s[i];
  r->out_len += (int32_t)k;
  if (k < n) r->out_trunc = 1;
  r->cost += n >> 6;
}

/* an output buffer of cap bytes; len counts every byte produced (also those past cap) */
typedef struct { uint8_t *buf; int64_t cap, len; } VlSink;

CORE_FN static void vl_sink_byte(VlSink *k, uint8_t c) {
  if (k->len < k->cap) k->buf[k->len] = c;
  k->len++;
}

/* format f[0..fn) with the variadic arguments va[0..nva) of classes cls into k: 0, or a trap */
CORE_FN static int32_t vl_format(VmRun *r, const uint8_t *f, int32_t fn, const Value *va, int32_t nva,
                                 uint64_t cls, VlSink *k) {
  int32_t i = 0, ai = 0, trap = 0;
  while (i < fn) {
    FmtSpec sp;
    FmtArg a;
    int32_t used, kind, L;
    int64_t room;
    if (f[i] != '%') { vl_sink_byte(k, f[i++]); continue; }
    used = fmt_parse((const char *)f + i + 1, fn - i - 1, &sp);
    if (used < 0) return TRAP_BAD_FORMAT;
    i += 1 + used;
    if (sp.width == FMT_STAR) {
      if (ai >= nva || ((cls >> (2 * ai)) & 3u) > BI_CLS_L) return TRAP_BAD_FORMAT;
      if (fmt_star_width(&sp, (int32_t)va[ai].i) < 0) return VL_EOVERFLOW;
      ai++;
    }
    if (sp.prec == FMT_STAR) {
      if (ai >= nva || ((cls >> (2 * ai)) & 3u) > BI_CLS_L) return TRAP_BAD_FORMAT;
      fmt_star_prec(&sp, (int32_t)va[ai].i);
      ai++;
    }
    kind = fmt_arg_kind(&sp);
    a.u = 0; a.d = 0; a.s = 0; a.slen = 0;
    if (kind != FMT_ARG_NONE) {
      uint32_t c;
      if (ai >= nva) return TRAP_BAD_FORMAT;
      c = (cls >> (2 * ai)) & 3u;
      switch (kind) {
      case FMT_ARG_INT: if (c > BI_CLS_L) return TRAP_BAD_FORMAT; a.u = va[ai].u; break;
      case FMT_ARG_DOUBLE: if (c != BI_CLS_D) return TRAP_BAD_FORMAT; a.d = va[ai].d; break;
      case FMT_ARG_PTR: if (c != BI_CLS_P) return TRAP_BAD_FORMAT; a.u = va[ai].u; break;
      default: /* FMT_ARG_STR */
        if (c != BI_CLS_P) return TRAP_BAD_FORMAT;
        if (va[ai].u != 0) {
          uint64_t len;
          const uint8_t *s = vl_strn(r, va[ai].u, sp.prec >= 0 ? (uint64_t)sp.prec : ~(uint64_t)0, &len, &trap);
          if (!s) return trap;
          a.s = (const char *)s;
          a.slen = len > (uint64_t)INT32_MAX ? INT32_MAX : (int32_t)len;
        }
        break;
      }
      ai++;
    }
    room = k->cap - k->len;
    if (room < 0) room = 0;
    if (room > INT32_MAX) room = INT32_MAX;
    L = fmt_one(k->buf && room > 0 ? (char *)k->buf + k->len : 0, (int32_t)room, &sp, &a);
    if (L < 0) return L == FMT_E_OVERFLOW ? VL_EOVERFLOW : TRAP_BAD_FORMAT;
    k->len += L;
    r->cost += (L < room ? L : room) >> 6;
    if (k->len > INT32_MAX) return VL_EOVERFLOW; /* EOVERFLOW: printf returns -1 */
  }
  r->cost += fn >> 6;
  return 0;
}

/* printf family: which 0 printf, 1 sprintf, 2 snprintf */
/* which: 0 printf, 1 sprintf, 2 snprintf, 3 fprintf to stdout, 4 fprintf to stderr (counted only) */
CORE_FN static int32_t vl_printf(VmRun *r, int which, const Value *args, int32_t nargs, uint64_t cls, Value *ret) {
  int nfix = which == 0 ? 1 : which == 2 ? 3 : 2;
  uint64_t flen, avail = 0, n = 0;
  int32_t trap = 0, e;
  const uint8_t *f = vl_str(r, args[nfix - 1].u, &flen, &trap);
  VlSink k;
  if (!f) return trap;
  if (flen > INT32_MAX) return TRAP_BAD_FORMAT;
  if (which == 0 || which == 3) {
    k.buf = r->out ? (uint8_t *)r->out + r->out_len : 0;
    k.cap = (int64_t)r->out_cap - r->out_len;
  } else if (which == 4) {
    k.buf = 0;
    k.cap = 0;
  } else {
    if (which == 2) n = args[1].u;
    if (which == 1 || n > 0) {
      k.buf = vl_span(r, args[0].u, 1, &avail, &trap);
      if (!k.buf) return trap;
    } else {
      k.buf = 0;
    }
    k.cap = which == 1 ? (int64_t)avail : (int64_t)(n - 1 < avail ? n - 1 : avail);
    if (which == 2 && n == 0) k.cap = 0;
  }
  k.len = 0;
  e = vl_format(r, f, (int32_t)flen, args + nfix, nargs - nfix, cls, &k);
  if (which == 4) r->stderr_used = 1;
  if (e == VL_EOVERFLOW) {
    vl_set_errno(r, CL_EOVERFLOW);
    ret->i = -1;
    return 0;
  }
  if (e) return e;
  if (which == 4) {
  } else if (which == 0 || which == 3) {
    int64_t w = k.len < k.cap ? k.len : k.cap;
    r->out_len += (int32_t)w;
    if (w < k.len) r->out_trunc = 1;
  } else if (which == 1) {
    if ((uint64_t)k.len + 1 > avail) return TRAP_BOUNDS;
    k.buf[k.len] = 0;
  } else if (n > 0) {
    uint64_t w = (uint64_t)k.len < n - 1 ? (uint64_t)k.len : n - 1;
    if (w + 1 > avail) return TRAP_BOUNDS;
    k.buf[w] = 0;
  }
  ret->i = (int32_t)k.len;
  return 0;
}

/* vprintf, vsprintf, vsnprintf, vfprintf (which as vl_printf's): the fixed arguments a[0..nfix), then the
 * va_list a[nfix], a pointer into the caller's object of variable arguments (codegen.c, gen_varargs: at
 * offset 0 their count | their classes << 8, then 8 bytes each); the arguments from its position on.  The
 * object is the program's memory, so its bytes are checked like any others (a forged header can at most
 * name values of the wrong class, which vl_format checks against the format). */
#define VL_MAX_VA 24
#if defined(__CUDACC__)
#define VL_NOINLINE __noinline__
#elif defined(__GNUC__)
#define VL_NOINLINE __attribute__((noinline))
#else
#define VL_NOINLINE
#endif
/* (out of line: its argument array stays out of vl_call's frame, the GPU thread's stack) */
CORE_FN static VL_NOINLINE int32_t vl_vprintf(VmRun *r, int which, const Value *a, int32_t nfix, Value *ret) {
  Value args[4 + VL_MAX_VA];
  uint64_t base = a[nfix].u & ~(uint64_t)0xffffffffu, head = 0;
  int32_t trap = 0, off = (int32_t)(uint32_t)a[nfix].u, n, idx, k, j;
  const uint8_t *h = vl_at(r, base, 0, 8, 0, &trap);
  if (!h) return trap;
  for (j = 7; j >= 0; j--) head = head << 8 | h[j];
  n = (int32_t)(head & 255u);
  idx = (off - 8) / 8;
  if (n > VL_MAX_VA || off < 8 || (off - 8) % 8 != 0 || idx > n) return TRAP_LIB_ARG;
  for (k = 0; k < nfix; k++) args[k] = a[k];
  for (k = idx; k < n; k++) {
    const uint8_t *v = vl_at(r, base, 8 + 8 * k, 8, 0, &trap);
    uint64_t u = 0;
    if (!v) return trap;
    for (j = 7; j >= 0; j--) u = u << 8 | v[j];
    args[nfix + k - idx].u = u;
  }
  return vl_printf(r, which, args, nfix + n - idx, head >> (8 + 2 * idx), ret);
}

/* ---------------------------------------------------------------- strings */

CORE_FN static uint8_t vl_lower(uint8_t c) { return c >= 'A' && c <= 'Z' ? (uint8_t)(c + 32) : c; }

/* strcmp / strncmp (n = max bytes): the difference of the first differing bytes, as unsigned chars;
 * strcasecmp / strncasecmp (fold): of the bytes in lower case, as glibc's */
CORE_FN static int32_t vl_strcmp(VmRun *r, uint64_t a, uint64_t b, uint64_t n, int fold, Value *ret) {
  uint64_t aa, ab, i;
  int32_t trap = 0;
  const uint8_t *p, *q;
  if (n == 0) { ret->i = 0; return 0; }
  p = vl_span(r, a, 0, &aa, &trap);
  if (!p) return trap;
  q = vl_span(r, b, 0, &ab, &trap);
  if (!q) return trap;
  for (i = 0; i < n; i++) {
    if (i >= aa || i >= ab) return TRAP_BOUNDS;
    if ((fold ? vl_lower(p[i]) != vl_lower(q[i]) : p[i] != q[i]) || p[i] == 0) break;
  }
  r->cost += (int64_t)(i >> 6);
  ret->i = i == n ? 0 : fold ? (int32_t)vl_lower(p[i]) - (int32_t)vl_lower(q[i]) : (int32_t)p[i] - (int32_t)q[i];
  return 0;
}

/* *endp = s + used, the end of what a strto* function read (endp 0: nothing stored); 0 or a trap */
CORE_FN static int32_t vl_set_end(VmRun *r, uint64_t endp, uint64_t s, int32_t used) {
  uint64_t e;
  int32_t trap = 0;
  uint8_t *w;
  if (endp == 0) return 0;
  if (vl_padd(s, used, &e)) return TRAP_PTR_OVERFLOW;
  w = vl_at(r, endp, 0, 8, 1, &trap);
  if (!w) return trap;
  vl_put(w, e, 8);
  return 0;
}

/* strtol family and atoi/atol: base 10 for the a* ones (endp = 0) */
CORE_FN static int32_t vl_strtoi(VmRun *r, uint64_t s, uint64_t endp, int32_t base, int is_unsigned, Value *ret) {
  uint64_t len;
  int32_t trap = 0, err, used;
  int64_t v;
  const uint8_t *q = vl_str(r, s, &len, &trap);
  if (!q) return trap;
  used = cl_strtoi((const char *)q, len > INT32_MAX ? INT32_MAX : (int32_t)len, base, is_unsigned, &v, &err);
  ret->i = v;
  if (err) vl_set_errno(r, err); /* ERANGE, or EINVAL for a bad base */
  return used >= 0 ? vl_set_end(r, endp, s, used) : 0;
}

CORE_FN static int32_t vl_strtod(VmRun *r, uint64_t s, uint64_t endp, Value *ret) {
  uint64_t len;
  int32_t trap = 0, rerr, used;
  double d;
  const uint8_t *q = vl_str(r, s, &len, &trap);
  if (!q) return trap;
  used = fmt_strtod((const char *)q, len > INT32_MAX ? INT32_MAX : (int32_t)len, &d, &rerr);
  ret->d = d;
  if (rerr) vl_set_errno(r, CL_ERANGE);
  return vl_set_end(r, endp, s, used);
}

CORE_FN static int32_t vl_strtof(VmRun *r, uint64_t s, uint64_t endp, Value *ret) {
  uint64_t len;
  int32_t trap = 0, used, rerr;
  float f;
  const uint8_t *q = vl_str(r, s, &len, &trap);
  if (!q) return trap;
  used = fmt_strtof((const char *)q, len > INT32_MAX ? INT32_MAX : (int32_t)len, &f, &rerr);
  ret->d = (double)f;
  if (rerr) vl_set_errno(r, CL_ERANGE);
  return vl_set_end(r, endp, s, used);
}

/* scan.c's engine over in[0..n) with format f[0..fn), storing each item through the variadic arguments
 * a[first..nargs) (classes in cls, the first variadic one at a[vfirst]); *res = the scanf result, *used = the
 * input bytes consumed, *eof = 1 when it met the end of the input.  Each argument must be a pointer to enough
 * writable bytes (a missing or non-pointer argument traps bad_format, a conversion scan.c does not support
 * too).  0 or a trap. */
CORE_FN static int32_t vl_scan(VmRun *r, const uint8_t *in, int32_t n, const uint8_t *f, int32_t fn,
                               const Value *a, int32_t vfirst, int32_t nargs, uint32_t cls, int32_t *res,
                               int32_t *used, int32_t *eof) {
  int32_t trap = 0, k, next = vfirst;
  ScanState s;
  ScanItem it;
  *res = 0;
  scan_init(&s, in, n, f, fn);
  s.err = vl_errno(r);
  while ((k = scan_next(&s, &it, res)) == SCAN_STORE) {
    uint8_t *w;
    vl_set_errno(r, s.err); /* errno so far: the store may be into errno itself */
    if (next >= nargs || ((cls >> (2 * (next - vfirst))) & 3u) != BI_CLS_P) return TRAP_BAD_FORMAT;
    w = vl_at(r, a[next++].u, 0, (uint64_t)it.size, 1, &trap);
    if (!w) return trap;
    if (it.kind == SCAN_CHARS || it.kind == SCAN_STRING) {
      vl_move(w, in + it.start, (uint64_t)it.len);
      if (it.kind == SCAN_STRING) w[it.len] = 0;
      r->cost += it.len >> 6;
    } else {
      vl_put(w, it.u, it.size);
    }
    s.err = vl_errno(r);
  }
  r->cost += (int64_t)((s.pos + s.fi) >> 6);
  if (k < 0) return TRAP_BAD_FORMAT;
  vl_set_errno(r, s.err);
  *used = s.pos;
  *eof = s.c == -1;
  return 0;
}

/* sscanf(s, format, ...): scan.c's engine reads the string */
CORE_FN static int32_t vl_sscanf(VmRun *r, const Value *a, int32_t nargs, uint32_t cls, Value *ret) {
  uint64_t ln, lf;
  int32_t trap = 0, res, used, eof;
  const uint8_t *in = vl_str(r, a[0].u, &ln, &trap), *f;
  if (!in) return trap;
  if (!(f = vl_str(r, a[1].u, &lf, &trap))) return trap;
  if (ln > INT32_MAX || lf > INT32_MAX) return TRAP_BAD_FORMAT;
  if ((trap = vl_scan(r, in, (int32_t)ln, f, (int32_t)lf, a, 2, nargs, cls, &res, &used, &eof)) != 0) return trap;
  ret->i = res;
  return 0;
}

/* ---------------------------------------------------------------- standard input
 *
 * The run's input (VmMem.in) is read-only; reading moves in_pos.  As glibc's stdin (a FILE over the same
 * bytes, read in 4096-byte blocks): a read that needs a byte and finds none returns EOF and sets the EOF
 * flag (sticky: nothing comes after the end); ungetc puts a byte back and clears the flag.  Putting back the
 * byte just before in_pos moves in_pos back (as glibc's buffer does, any number of times); another byte goes
 * into one push-back slot, read first (a second one while it is pending, or scanf, fscanf or getline then,
 * trap bad_library_argument: docs/library.md). */
#define VL_STDIN_ID ((uint64_t)VL_STREAM_ID << 32)
#define VL_EOF (-1)
#define VL_BLOCK 4096 /* glibc's stdin buffer for a file or a pipe (st_blksize) */

/* stream f must be stdin: 0, else bad_library_argument (stdout, stderr and other pointers) */
CORE_FN static int32_t vl_is_stdin(uint64_t f) { return f == VL_STDIN_ID ? 0 : TRAP_LIB_ARG; }

/* the next input byte, or VL_EOF (setting the EOF flag) */
CORE_FN static int32_t vl_getc(VmRun *r) {
  int32_t c = r->in_back;
  if (c >= 0) { r->in_back = -1; return c; }
  if (r->in_pos >= r->in_len) { r->in_eof = 1; return VL_EOF; }
  return r->in[r->in_pos++];
}

/* ungetc(c, stdin): (unsigned char)c, or EOF for EOF */
CORE_FN static int32_t vl_ungetc(VmRun *r, int32_t c, Value *ret) {
  if (c == VL_EOF) { ret->i = VL_EOF; return 0; }
  c &= 255;
  if (r->in_back >= 0) return TRAP_LIB_ARG;
  if (r->in_pos > 0 && r->in[r->in_pos - 1] == c) r->in_pos--;
  else r->in_back = c;
  r->in_eof = 0;
  ret->i = c;
  return 0;
}

/* fgets(s, n, stdin): glibc's (n <= 0: NULL; n == 1: "" and s; at most n - 1 bytes, up to a newline; NULL
 * with s untouched when the input is at its end).  The bytes written (and their NUL) must fit s. */
CORE_FN static int32_t vl_fgets(VmRun *r, uint64_t s, int32_t n, Value *ret) {
  int32_t trap = 0, k = 0, c = 0;
  uint64_t avail;
  uint8_t *w;
  ret->u = 0;
  if (n <= 0) return 0;
  if (!(w = vl_span(r, s, 1, &avail, &trap))) return trap;
  while (k < n - 1 && c != '\n') {
    if ((c = vl_getc(r)) == VL_EOF) break;
    if ((uint64_t)k >= avail) return TRAP_BOUNDS;
    w[k++] = (uint8_t)c;
  }
  if (k == 0 && n > 1) return 0;
  if ((uint64_t)k >= avail) return TRAP_BOUNDS;
  w[k] = 0;
  r->cost += k >> 6;
  ret->u = s;
  return 0;
}

/* fread(p, size, n, stdin): up to size * n bytes (glibc's product, wrapping), the count of whole items read */
CORE_FN static int32_t vl_fread(VmRun *r, uint64_t p, uint64_t size, uint64_t n, Value *ret) {
  uint64_t want = size * n, k = 0, avail;
  int32_t trap = 0, c;
  uint8_t *w;
  ret->u = 0;
  if (want == 0) return 0;
  if (!(w = vl_span(r, p, 1, &avail, &trap))) return trap;
  while (k < want && (c = vl_getc(r)) != VL_EOF) {
    if (k >= avail) return TRAP_BOUNDS;
    w[k++] = (uint8_t)c;
  }
  r->cost += (int64_t)(k >> 6);
  ret->u = k / size;
  return 0;
}

/* getline(&line, &cap, stdin): glibc's getdelim: a NULL *line or a zero *cap gets a malloc'd block of 120;
 * the line (up to and with its newline) is copied one buffer block at a time, each copy growing the block
 * with realloc to max(needed, 2 * *cap) when it does not fit; then a NUL.  -1 when no byte was left. */
CORE_FN static int32_t vl_getline(VmRun *r, uint64_t pline, uint64_t pcap, Value *ret) {
  int32_t trap = 0, i, len, stop;
  uint8_t *wl, *wc, *d;
  uint64_t line, cap, cur = 0, need;
  ret->i = -1;
  if (pline == 0 || pcap == 0) return 0; /* glibc: EINVAL */
  if (r->in_back >= 0) return TRAP_LIB_ARG;
  if (!(wl = vl_at(r, pline, 0, 8, 1, &trap)) || !(wc = vl_at(r, pcap, 0, 8, 1, &trap))) return trap;
  line = vl_get(wl, 8);
  cap = vl_get(wc, 8);
  if (line == 0 || cap == 0) {
    cap = 120;
    if ((trap = vl_alloc(r, cap, &line)) != 0) return trap;
    vl_put(wl, line, 8);
    vl_put(wc, cap, 8);
  }
  if (r->in_pos >= r->in_len) { r->in_eof = 1; return 0; }
  for (;;) {
    int64_t blk = ((int64_t)r->in_pos / VL_BLOCK + 1) * VL_BLOCK; /* the end of the buffer block in_pos lies in */
    int32_t end = blk > r->in_len ? r->in_len : (int32_t)blk;
    for (i = r->in_pos; i < end && r->in[i] != '\n'; i++) {}
    stop = i < end;
    len = i - r->in_pos + stop;
    need = cur + (uint64_t)len + 1;
    if (need > cap) {
      if (need < 2 * cap) need = 2 * cap;
      if ((trap = vl_realloc(r, line, need, &line)) != 0) return trap;
      cap = need;
      /* the block moved: the pointers to line and cap may have lain in the old one */
      if (!(wl = vl_at(r, pline, 0, 8, 1, &trap)) || !(wc = vl_at(r, pcap, 0, 8, 1, &trap))) return trap;
      vl_put(wl, line, 8);
      vl_put(wc, cap, 8);
    }
    if (!(d = vl_at(r, line, (int64_t)cur, (uint64_t)len, 1, &trap))) return trap;
    vl_move(d, r->in + r->in_pos, (uint64_t)len);
    r->cost += len >> 6;
    r->in_pos += len;
    cur += (uint64_t)len;
    if (stop) break;
    if (r->in_pos >= r->in_len) { r->in_eof = 1; break; }
  }
  if (!(d = vl_at(r, line, (int64_t)cur, 1, 1, &trap))) return trap;
  d[0] = 0;
  ret->i = (int64_t)cur;
  return 0;
}

/* scanf(format, ...) (vfirst 1) and fscanf(stdin, format, ...) (vfirst 2): the engine over the rest of the
 * input */
CORE_FN static int32_t vl_scanf(VmRun *r, const Value *a, int32_t vfirst, int32_t nargs, uint32_t cls, Value *ret) {
  uint64_t lf;
  int32_t trap = 0, res, used, eof;
  const uint8_t *f;
  if (vfirst == 2 && (trap = vl_is_stdin(a[0].u)) != 0) return trap;
  if (!(f = vl_str(r, a[vfirst - 1].u, &lf, &trap))) return trap;
  if (lf > INT32_MAX) return TRAP_BAD_FORMAT;
  if (r->in_back >= 0) return TRAP_LIB_ARG;
  trap = vl_scan(r, r->in ? r->in + r->in_pos : f, r->in_len - r->in_pos, f, (int32_t)lf, a, vfirst, nargs, cls, &res,
                 &used, &eof);
  if (trap) return trap;
  r->in_pos += used;
  if (eof) r->in_eof = 1;
  ret->i = res;
  return 0;
}

/* the functions that read standard input, and feof / ferror of any stream */
CORE_FN static int32_t vl_stdin(VmRun *r, int bi, const Value *a, int32_t nargs, uint32_t cls, Value *ret) {
  int32_t trap;
  switch (bi) {
  case BI_getchar: ret->i = vl_getc(r); return 0;
  case BI_fgetc:
    if ((trap = vl_is_stdin(a[0].u)) != 0) return trap;
    ret->i = vl_getc(r);
    return 0;
  case BI_ungetc:
    if ((trap = vl_is_stdin(a[1].u)) != 0) return trap;
    return vl_ungetc(r, (int32_t)a[0].i, ret);
  case BI_fgets:
    if ((trap = vl_is_stdin(a[2].u)) != 0) return trap;
    return vl_fgets(r, a[0].u, (int32_t)a[1].i, ret);
  case BI_fread:
    if ((trap = vl_is_stdin(a[3].u)) != 0) return trap;
    return vl_fread(r, a[0].u, a[1].u, a[2].u, ret);
  case BI_getline:
    if ((trap = vl_is_stdin(a[2].u)) != 0) return trap;
    return vl_getline(r, a[0].u, a[1].u, ret);
  case BI_scanf: return vl_scanf(r, a, 1, nargs, cls, ret);
  case BI_fscanf: return vl_scanf(r, a, 2, nargs, cls, ret);
  case BI_feof: case BI_ferror: /* stdout and stderr: 0 (their writes never fail) */
    if ((a[0].u >> 32) != VL_STREAM_ID || (uint32_t)a[0].u > 2u) return TRAP_LIB_ARG;
    ret->i = bi == BI_feof && a[0].u == VL_STDIN_ID ? r->in_eof : 0;
    return 0;
  default: return TRAP_BAD_CALL;
  }
}

/* strtok_r(s, delim, saveptr): glibc's; the position is kept in *saveptr (an 8-byte pointer) */
CORE_FN static int32_t vl_strtok_r(VmRun *r, const Value *a, Value *ret) {
  uint64_t p = a[0].u, la, lb, i, j, start, save;
  int32_t trap = 0;
  const uint8_t *s, *t;
  uint8_t *w, *sp = vl_at(r, a[2].u, 0, 8, 1, &trap);
  ret->u = 0;
  if (!sp) return trap;
  if (p == 0) p = vl_get(sp, 8);
  if (!(s = vl_str(r, p, &la, &trap)) || !(t = vl_str(r, a[1].u, &lb, &trap))) return trap;
  r->cost += (int64_t)((la * (lb + 1)) >> 6);
  if (r->cost > r->budget) return TRAP_FUEL;
  for (i = 0; i < la; i++) { /* strspn */
    for (j = 0; j < lb && s[i] != t[j]; j++) {}
    if (j == lb) break;
  }
  if (i == la) { /* no token: *saveptr points at the end */
    if (vl_padd(p, (int64_t)la, &save)) return TRAP_PTR_OVERFLOW;
    vl_put(sp, save, 8);
    return 0;
  }
  start = i;
  for (; i < la; i++) { /* strcspn */
    for (j = 0; j < lb && s[i] != t[j]; j++) {}
    if (j < lb) break;
  }
  if (vl_padd(p, (int64_t)start, &ret->u)) return TRAP_PTR_OVERFLOW;
  if (i < la) { /* the delimiter becomes the token's NUL */
    if (!(w = vl_wr(r, p, i + 1, &trap))) return trap;
    w[i] = 0;
    i++;
  }
  if (vl_padd(p, (int64_t)i, &save)) return TRAP_PTR_OVERFLOW;
  vl_put(sp, save, 8);
  return 0;
}

CORE_FN static int32_t vl_strings(VmRun *r, int bi, const Value *a, Value *ret) {
  uint64_t la, lb, n, i;
  int32_t trap = 0;
  const uint8_t *s, *t;
  uint8_t *d;
  switch (bi) {
  case BI_memcpy: case BI_memmove:
    n = a[2].u;
    ret->u = a[0].u;
    if (n == 0) return 0;
    if (!(s = vl_at(r, a[1].u, 0, n, 0, &trap)) || !(d = vl_wr(r, a[0].u, n, &trap))) return trap;
    vl_move(d, s, n);
    return 0;
  case BI_memset:
    n = a[2].u;
    ret->u = a[0].u;
    if (n == 0) return 0;
    if (!(d = vl_wr(r, a[0].u, n, &trap))) return trap;
    for (i = 0; i < n; i++) d[i] = (uint8_t)a[1].u;
    return 0;
  case BI_memcmp:
    n = a[2].u;
    ret->i = 0;
    if (n == 0) return 0;
    if (!(s = vl_at(r, a[0].u, 0, n, 0, &trap)) || !(t = vl_at(r, a[1].u, 0, n, 0, &trap))) return trap;
    for (i = 0; i < n && s[i] == t[i]; i++) {}
    r->cost += (int64_t)(i >> 6);
    if (i < n) ret->i = (int32_t)s[i] - (int32_t)t[i];
    return 0;
  case BI_strlen:
    if (!vl_str(r, a[0].u, &la, &trap)) return trap;
    ret->i = (int64_t)la;
    return 0;
  case BI_strcpy:
    if (!(s = vl_str(r, a[1].u, &la, &trap)) || !(d = vl_wr(r, a[0].u, la + 1, &trap))) return trap;
    vl_move(d, s, la + 1);
    ret->u = a[0].u;
    return 0;
  case BI_strncpy:
    n = a[2].u;
    ret->u = a[0].u;
    if (n == 0) return 0;
    if (!(s = vl_strn(r, a[1].u, n, &la, &trap)) || !(d = vl_wr(r, a[0].u, n, &trap))) return trap;
    vl_move(d, s, la);
    for (i = la; i < n; i++) d[i] = 0;
    return 0;
  case BI_strcat: case BI_strncat: {
    uint64_t e;
    if (!vl_str(r, a[0].u, &la, &trap)) return trap;
    s = bi == BI_strcat ? vl_str(r, a[1].u, &lb, &trap) : vl_strn(r, a[1].u, a[2].u, &lb, &trap);
    if (!s) return trap;
    if (vl_padd(a[0].u, (int64_t)la, &e)) return TRAP_PTR_OVERFLOW;
    if (!(d = vl_wr(r, e, lb + 1, &trap))) return trap;
    vl_move(d, s, lb);
    d[lb] = 0;
    ret->u = a[0].u;
    return 0;
  }
  case BI_strcmp: return vl_strcmp(r, a[0].u, a[1].u, ~(uint64_t)0, 0, ret);
  case BI_strncmp: return vl_strcmp(r, a[0].u, a[1].u, a[2].u, 0, ret);
  case BI_strcasecmp: return vl_strcmp(r, a[0].u, a[1].u, ~(uint64_t)0, 1, ret);
  case BI_strncasecmp: return vl_strcmp(r, a[0].u, a[1].u, a[2].u, 1, ret);
  case BI_memchr: /* the n bytes must all be readable (glibc may stop at the first match) */
    n = a[2].u;
    ret->u = 0;
    if (n == 0) return 0;
    if (!(s = vl_at(r, a[0].u, 0, n, 0, &trap))) return trap;
    for (i = 0; i < n && s[i] != (uint8_t)a[1].u; i++) {}
    r->cost += (int64_t)(i >> 6);
    return i < n && vl_padd(a[0].u, (int64_t)i, &ret->u) ? TRAP_PTR_OVERFLOW : 0;
  case BI_strchr: case BI_strrchr: {
    uint8_t c = (uint8_t)a[1].u;
    int64_t at = -1;
    if (!(s = vl_str(r, a[0].u, &la, &trap))) return trap;
    for (i = 0; i <= la; i++) {
      if (s[i] == c) {
        at = (int64_t)i;
        if (bi == BI_strchr) break;
      }
    }
    ret->u = 0;
    if (at >= 0 && vl_padd(a[0].u, at, &ret->u)) return TRAP_PTR_OVERFLOW;
    return 0;
  }
  case BI_strstr: {
    uint64_t j;
    if (!(s = vl_str(r, a[0].u, &la, &trap)) || !(t = vl_str(r, a[1].u, &lb, &trap))) return trap;
    ret->u = 0;
    if (lb > la) return 0;
    r->cost += (int64_t)(((la - lb + 1) * (lb + 1)) >> 6);
    if (r->cost > r->budget) return TRAP_FUEL;
    for (i = 0; i + lb <= la; i++) {
      for (j = 0; j < lb && s[i + j] == t[j]; j++) {}
      if (j == lb) return vl_padd(a[0].u, (int64_t)i, &ret->u) ? TRAP_PTR_OVERFLOW : 0;
    }
    return 0;
  }
  case BI_strspn: case BI_strcspn: case BI_strpbrk: { /* the first byte of a (not) in b */
    uint64_t j;
    if (!(s = vl_str(r, a[0].u, &la, &trap)) || !(t = vl_str(r, a[1].u, &lb, &trap))) return trap;
    r->cost += (int64_t)((la * (lb + 1)) >> 6);
    if (r->cost > r->budget) return TRAP_FUEL;
    for (i = 0; i < la; i++) {
      for (j = 0; j < lb && s[i] != t[j]; j++) {}
      if ((j < lb) != (bi == BI_strspn)) break;
    }
    if (bi != BI_strpbrk) ret->u = i;
    else if (i == la) ret->u = 0;
    else if (vl_padd(a[0].u, (int64_t)i, &ret->u)) return TRAP_PTR_OVERFLOW;
    return 0;
  }
  case BI_strtok: { /* glibc's: skip delimiters, cut the token with a NUL, remember where to go on */
    uint64_t p = a[0].u ? a[0].u : r->tok_next, j, start;
    uint8_t *w;
    ret->u = 0;
    if (p == 0) return 0;
    if (!(s = vl_str(r, p, &la, &trap)) || !(t = vl_str(r, a[1].u, &lb, &trap))) return trap;
    r->cost += (int64_t)((la * (lb + 1)) >> 6);
    if (r->cost > r->budget) return TRAP_FUEL;
    for (i = 0; i < la; i++) { /* strspn */
      for (j = 0; j < lb && s[i] != t[j]; j++) {}
      if (j == lb) break;
    }
    if (i == la) { /* no token: glibc keeps its position at the end */
      return vl_padd(p, (int64_t)la, &r->tok_next) ? TRAP_PTR_OVERFLOW : 0;
    }
    start = i;
    for (; i < la; i++) { /* strcspn */
      for (j = 0; j < lb && s[i] != t[j]; j++) {}
      if (j < lb) break;
    }
    if (vl_padd(p, (int64_t)start, &ret->u)) return TRAP_PTR_OVERFLOW;
    if (i == la) return vl_padd(p, (int64_t)la, &r->tok_next) ? TRAP_PTR_OVERFLOW : 0;
    if (!(w = vl_wr(r, p, i + 1, &trap))) return trap; /* the delimiter becomes the token's NUL */
    w[i] = 0;
    return vl_padd(p, (int64_t)i + 1, &r->tok_next) ? TRAP_PTR_OVERFLOW : 0;
  }
  case BI_strdup: case BI_strndup: { /* strndup: at most n bytes of the string, then a NUL */
    uint64_t p;
    if (!(bi == BI_strdup ? vl_str(r, a[0].u, &la, &trap) : vl_strn(r, a[0].u, a[1].u, &la, &trap))) return trap;
    if ((trap = vl_alloc(r, la + 1, &p)) != 0) return trap;
    d = vl_at(r, p, 0, la + 1, 1, &trap); /* after the allocation: both are live */
    if (!d) return trap;
    if (la > 0) {
      if (!(s = vl_at(r, a[0].u, 0, la, 0, &trap))) return trap;
      vl_move(d, s, la);
    }
    d[la] = 0;
    ret->u = p;
    return 0;
  }
  default: return TRAP_BAD_CALL;
  }
}

/* ---------------------------------------------------------------- qsort */
/* qsort(base, n, size, cmp): the comparator must be a function of the module taking two pointers and
 * returning an int class value; the array must be writable for its n * size bytes (checked again at the
 * end: the comparator may have freed it).  n < 2 or size 0 sorts nothing. */
/* the comparator f: a function of the module int (pointer, pointer); 0 or TRAP_LIB_ARG */
CORE_FN static int32_t vl_comparator(const Module *m, uint64_t f) {
  const ModFunc *g;
  const uint8_t *pt;
  if ((f >> 32) != VL_FNPTR_ID || (uint32_t)f >= m->nfuncs) return TRAP_LIB_ARG;
  g = &m->fn[(uint32_t)f];
  pt = m->types + g->types_off;
  if (g->nparams != 2 || !ty_is_ptr(pt[0]) || !ty_is_ptr(pt[1]) || ty_class(g->ret) != TY_INT) return TRAP_LIB_ARG;
  return 0;
}

CORE_FN int32_t vl_qsort_begin(VmRun *r, const Module *m, const Value *a, VlQsort *q) {
  uint64_t n = a[1].u, size = a[2].u, f = a[3].u, bytes;
  uint8_t *b;
  int32_t trap = 0;
  uint32_t off;
  if (vl_comparator(m, f)) return TRAP_LIB_ARG;
  if (n > (uint64_t)INT32_MAX || size > (uint64_t)INT32_MAX || n * size > (uint64_t)INT32_MAX) return TRAP_LIB_ARG;
  q->bsearch = 0;
  q->base = a[0].u;
  q->n = n < 2 || size == 0 ? 0 : (uint32_t)n;
  q->size = (uint32_t)size;
  q->fi = (int32_t)(uint32_t)f;
  q->block = 0;
  q->active = 1;
  if (q->n == 0) return 0;
  if (!vl_at(r, q->base, 0, n * size, 1, &trap)) return trap;
  bytes = 8 * n + 4 + n * size; /* perm, tmp (4-byte aligned inside the block), a copy of the array */
  if ((trap = vl_alloc(r, bytes, &q->block)) != 0) return trap;
  b = vl_at(r, q->block, 0, bytes, 1, &trap);
  off = (uint32_t)((4u - ((uintptr_t)b & 3u)) & 3u);
  cl_sort_init(&q->s, q->n, (uint32_t *)(void *)(b + off), (uint32_t *)(void *)(b + off) + q->n);
  return 0;
}

/* bsearch(key, base, n, size, cmp): glibc's loop (l = 0, u = n; idx = (l + u) / 2; cmp(key, base + idx *
 * size) < 0: u = idx, > 0: l = idx + 1, else found); the elements it compares must be readable (size bytes
 * each; checked when handed out) */
CORE_FN int32_t vl_bsearch_begin(VmRun *r, const Module *m, const Value *a, VlQsort *q) {
  uint64_t n = a[2].u, size = a[3].u;
  if (vl_comparator(m, a[4].u)) return TRAP_LIB_ARG;
  if (n > (uint64_t)INT32_MAX || size > (uint64_t)INT32_MAX || n * size > (uint64_t)INT32_MAX) return TRAP_LIB_ARG;
  q->bsearch = 1;
  q->key = a[0].u;
  q->base = a[1].u;
  q->n = (uint32_t)n;
  q->size = (uint32_t)size;
  q->fi = (int32_t)(uint32_t)a[4].u;
  q->block = 0;
  q->found = 0;
  q->lo = 0;
  q->hi = (uint32_t)n;
  q->mid = UINT32_MAX; /* no comparison yet */
  q->active = 1;
  (void)r;
  return 0;
}

CORE_FN static int vl_bsearch_next(VlQsort *q, int32_t cmp, Value *pa, Value *pb) {
  if (q->mid != UINT32_MAX) {
    if (cmp < 0) q->hi = q->mid;
    else if (cmp > 0) q->lo = q->mid + 1;
    else {
      vl_padd(q->base, (int64_t)q->mid * q->size, &q->found);
      return 0;
    }
  }
  if (q->lo >= q->hi) return 0;
  q->mid = (q->lo + q->hi) / 2;
  pa->u = q->key;
  pb->u = 0; /* an element outside the pointer's range: a null pointer, which the comparator cannot use */
  vl_padd(q->base, (int64_t)q->mid * q->size, &pb->u); /* n * size < 2^31: no overflow of the offset's range */
  return 1;
}

CORE_FN int vl_qsort_next(VlQsort *q, int32_t cmp, Value *pa, Value *pb) {
  uint32_t ea, eb;
  if (q->bsearch) return vl_bsearch_next(q, cmp, pa, pb);
  if (q->n == 0 || !cl_sort_next(&q->s, cmp, &ea, &eb)) return 0;
  vl_padd(q->base, (int64_t)ea * q->size, &pa->u); /* inside the array: checked at the start */
  vl_padd(q->base, (int64_t)eb * q->size, &pb->u);
  return 1;
}

CORE_FN int32_t vl_qsort_end(VmRun *r, VlQsort *q) {
  uint64_t total = (uint64_t)q->n * q->size, k;
  uint8_t *arr, *copy;
  const uint32_t *perm = q->s.perm;
  int32_t trap = 0, id;
  q->active = 0;
  if (q->bsearch || q->n == 0) return 0;
  arr = vl_at(r, q->base, 0, total, 1, &trap);
  if (!arr) return trap;
  copy = (uint8_t *)(void *)(q->s.tmp + q->n);
  vl_move(copy, arr, total);
  for (k = 0; k < q->n; k++) vl_move(arr + k * q->size, copy + (uint64_t)perm[k] * q->size, q->size);
  id = vl_heap_id(r, q->block, &trap);
  if (id) vl_release(r, id);
  return 0;
}

/* ---------------------------------------------------------------- math */

CORE_FN static double vl_math(int bi, double x, double y) {
  float fx = (float)x, fy = (float)y;
  switch (bi) {
  case BI_fabs: return lm_fabs(x);
  case BI_sqrt: return lm_sqrt(x);
  case BI_cbrt: return lm_cbrt(x);
  case BI_floor: return lm_floor(x);
  case BI_ceil: return lm_ceil(x);
  case BI_round: return lm_round(x);
  case BI_trunc: return lm_trunc(x);
  case BI_fmod: return lm_fmod(x, y);
  case BI_fmin: return lm_fmin(x, y);
  case BI_fmax: return lm_fmax(x, y);
  case BI_hypot: return lm_hypot(x, y);
  case BI_pow: return lm_pow(x, y);
  case BI_exp: return lm_exp(x);
  case BI_exp2: return lm_exp2(x);
  case BI_log: return lm_log(x);
  case BI_log2: return lm_log2(x);
  case BI_log10: return lm_log10(x);
  case BI_sin: return lm_sin(x);
  case BI_cos: return lm_cos(x);
  case BI_tan: return lm_tan(x);
  case BI_asin: return lm_asin(x);
  case BI_acos: return lm_acos(x);
  case BI_atan: return lm_atan(x);
  case BI_atan2: return lm_atan2(x, y);
  case BI_sinh: return lm_sinh(x);
  case BI_cosh: return lm_cosh(x);
  case BI_tanh: return lm_tanh(x);
  case BI_fabsf: return lm_fabsf(fx);
  case BI_sqrtf: return lm_sqrtf(fx);
  case BI_cbrtf: return lm_cbrtf(fx);
  case BI_floorf: return lm_floorf(fx);
  case BI_ceilf: return lm_ceilf(fx);
  case BI_roundf: return lm_roundf(fx);
  case BI_truncf: return lm_truncf(fx);
  case BI_fmodf: return lm_fmodf(fx, fy);
  case BI_fminf: return lm_fminf(fx, fy);
  case BI_fmaxf: return lm_fmaxf(fx, fy);
  case BI_hypotf: return lm_hypotf(fx, fy);
  case BI_powf: return lm_powf(fx, fy);
  case BI_expf: return lm_expf(fx);
  case BI_exp2f: return lm_exp2f(fx);
  case BI_logf: return lm_logf(fx);
  case BI_log2f: return lm_log2f(fx);
  case BI_log10f: return lm_log10f(fx);
  case BI_sinf: return lm_sinf(fx);
  case BI_cosf: return lm_cosf(fx);
  case BI_tanf: return lm_tanf(fx);
  case BI_asinf: return lm_asinf(fx);
  case BI_acosf: return lm_acosf(fx);
  case BI_atanf: return lm_atanf(fx);
  case BI_atan2f: return lm_atan2f(fx, fy);
  case BI_sinhf: return lm_sinhf(fx);
  case BI_coshf: return lm_coshf(fx);
  default: return lm_tanhf(fx);
  }
}

/* glibc's underflow errors, which its libm reports with ERANGE: a zero from exp, exp2, pow (x != 0), atan2,
 * atan2f (y != 0) and ldexp (x != 0); expf, exp2f and powf whenever the exact result is below the smallest
 * subnormal float (glibc's "may underflow" thresholds) */
CORE_FN static int vl_underflow(int bi, double x, double y, double v) {
  switch (bi) {
  case BI_exp: case BI_exp2: return v == 0;
  case BI_pow: case BI_atan2: case BI_atan2f: case BI_ldexp: return v == 0 && x != 0;
  case BI_expf: return x < -0x1.9d1d9ep6;
  case BI_exp2f: return x < -149;
  case BI_powf: return x != 0 && lm_pow(lm_fabs(x), y) < 0x1p-149;
  default: return 0;
  }
}

/* errno after <math.h> function bi of x (and y; 0 for a function of one argument) gave v, as glibc's libm
 * sets it (math_errhandling MATH_ERRNO | MATH_ERREXCEPT): EDOM for a NaN from arguments that are no NaN (a
 * domain error), ERANGE for an infinity from finite arguments (overflow, a pole) and for the underflows
 * above; otherwise errno stays */
CORE_FN static void vl_math_errno(VmRun *r, int bi, double x, double y, double v) {
  if (v != v) {
    if (x == x && y == y) vl_set_errno(r, CL_EDOM);
  } else if (x - x == 0 && y - y == 0 && (v - v != 0 || vl_underflow(bi, x, y, v))) {
    vl_set_errno(r, CL_ERANGE);
  }
}

/* div, ldiv, lldiv (w: 4 or 8 bytes a member): the quotient and remainder through p, the caller's object of
 * div_t (the call's hidden first argument); division by zero and the one quotient that overflows trap as `/`
 * does */
CORE_FN static int32_t vl_div(VmRun *r, int64_t n, int64_t d, uint64_t p, int w, Value *ret) {
  int32_t trap = 0;
  uint8_t *q;
  if (d == 0) return TRAP_DIV_ZERO;
  if (d == -1 && n == (w == 4 ? (int64_t)INT32_MIN : INT64_MIN)) return TRAP_DIV_OVERFLOW;
  if (!(q = vl_at(r, p, 0, 2u * (uint64_t)w, 1, &trap))) return trap;
  vl_put(q, (uint64_t)(n / d), w);
  vl_put(q + w, (uint64_t)(n % d), w);
  ret->u = p;
  return 0;
}

/* gcc's bit builtins on v (the 32-bit forms on its low word): clz and ctz of 0 trap (gcc's are undefined) */
CORE_FN static int32_t vl_bits(int bi, uint64_t v, Value *ret) {
  int32_t n = 0, bits = 64;
  if (bi == BI___builtin_clz || bi == BI___builtin_ctz || bi == BI___builtin_parity || bi == BI___builtin_ffs) {
    v = (uint32_t)v;
    bits = 32;
  }
  switch (bi) {
  case BI___builtin_clz: case BI___builtin_clzl: case BI___builtin_clzll:
    if (v == 0) return TRAP_LIB_ARG;
    while (!(v >> (bits - 1 - n) & 1)) n++;
    break;
  case BI___builtin_ctz: case BI___builtin_ctzl: case BI___builtin_ctzll:
    if (v == 0) return TRAP_LIB_ARG;
    while (!(v >> n & 1)) n++;
    break;
  case BI___builtin_parity: case BI___builtin_parityl: case BI___builtin_parityll:
    for (; v; v &= v - 1) n ^= 1;
    break;
  default: /* ffs: 1 + the index of the lowest set bit, 0 for 0 */
    if (v)
      while (!(v >> n++ & 1)) {}
  }
  ret->i = n;
  return 0;
}

/* ---------------------------------------------------------------- the dispatcher */

CORE_FN int32_t vl_call(VmRun *r, int bi, const Value *a, int32_t nargs, uint32_t cls, Value *ret) {
  int32_t trap = 0;
  uint64_t la;
  ret->u = 0;
  switch (bi) {
  case BI_malloc: return vl_alloc(r, a[0].u, &ret->u);
  case BI_calloc:
    if (a[1].u != 0 && a[0].u > ~(uint64_t)0 / a[1].u) { /* n * size overflows: NULL */
      vl_set_errno(r, CL_ENOMEM);
      return 0;
    }
    return vl_alloc(r, a[0].u * a[1].u, &ret->u);
  case BI_free:
    if (a[0].u == 0) return 0;
    {
      int32_t id = vl_heap_id(r, a[0].u, &trap);
      if (!id) return trap;
      vl_release(r, id);
    }
    return 0;
  case BI_realloc: return vl_realloc(r, a[0].u, a[1].u, &ret->u);
  case BI_memcpy: case BI_memmove: case BI_memset: case BI_memcmp: case BI_strlen: case BI_strcpy:
  case BI_strncpy: case BI_strcat: case BI_strncat: case BI_strcmp: case BI_strncmp: case BI_strchr:
  case BI_strrchr: case BI_strstr: case BI_strdup: case BI_strspn: case BI_strcspn: case BI_strpbrk: case BI_strtok:
  case BI_memchr: case BI_strndup: case BI_strcasecmp: case BI_strncasecmp:
    return vl_strings(r, bi, a, ret);
  case BI___builtin_popcount: case BI___builtin_popcountl: case BI___builtin_popcountll: {
    uint64_t v = bi == BI___builtin_popcount ? (uint32_t)a[0].u : a[0].u;
    int32_t c = 0;
    for (; v; v &= v - 1) c++;
    ret->i = c;
    return 0;
  }
  case BI___builtin_clz: case BI___builtin_clzl: case BI___builtin_clzll: case BI___builtin_ctz:
  case BI___builtin_ctzl: case BI___builtin_ctzll: case BI___builtin_parity: case BI___builtin_parityl:
  case BI___builtin_parityll: case BI___builtin_ffs: case BI___builtin_ffsl: case BI___builtin_ffsll:
    return vl_bits(bi, a[0].u, ret);
  case BI___builtin_expect: ret->i = a[0].i; return 0;
  case BI___builtin_abs: ret->i = (int32_t)(a[0].i < 0 ? 0u - (uint32_t)a[0].u : (uint32_t)a[0].u); return 0;
  case BI_abs: ret->i = (int32_t)(a[0].i < 0 ? 0u - (uint32_t)a[0].u : (uint32_t)a[0].u); return 0;
  case BI_labs: case BI_llabs: ret->u = a[0].i < 0 ? 0u - a[0].u : a[0].u; return 0;
  case BI_atoi:
    if ((trap = vl_strtoi(r, a[0].u, 0, 10, 0, ret)) != 0) return trap;
    ret->i = (int32_t)(uint32_t)ret->u;
    return 0;
  case BI_atol: case BI_atoll: return vl_strtoi(r, a[0].u, 0, 10, 0, ret);
  case BI_strtol: case BI_strtoll: return vl_strtoi(r, a[0].u, a[1].u, (int32_t)a[2].i, 0, ret);
  case BI_strtoul: case BI_strtoull: return vl_strtoi(r, a[0].u, a[1].u, (int32_t)a[2].i, 1, ret);
  case BI_strtof: return vl_strtof(r, a[0].u, a[1].u, ret);
  case BI_sscanf: return vl_sscanf(r, a, nargs, cls, ret);
  case BI_getchar: case BI_fgetc: case BI_ungetc: case BI_fgets: case BI_scanf: case BI_fscanf: case BI_getline:
  case BI_fread: case BI_feof: case BI_ferror:
    return vl_stdin(r, bi, a, nargs, cls, ret);
  case BI_strtok_r: return vl_strtok_r(r, a, ret);
  case BI_strnlen:
    if (a[1].u != 0 && !vl_strn(r, a[0].u, a[1].u, &la, &trap)) return trap;
    ret->u = a[1].u == 0 ? 0 : la;
    return 0;
  case BI_lround: case BI_llround: ret->i = lm_lround(a[0].d); return 0;
  case BI_lrint: case BI_llrint: ret->i = lm_lrint(a[0].d); return 0;
  case BI_rint: case BI_nearbyint: ret->d = lm_rint_any(a[0].d); return 0;
  case BI_copysign: ret->d = lm_copysign_any(a[0].d, a[1].d); return 0;
  case BI_ldexp:
    ret->d = lm_ldexp_any(a[0].d, (int32_t)a[1].i);
    vl_math_errno(r, bi, a[0].d, 0, ret->d);
    return 0;
  case BI_log1p: case BI_expm1:
    ret->d = bi == BI_log1p ? lm_log1p(a[0].d) : lm_expm1(a[0].d);
    vl_math_errno(r, bi, a[0].d, 0, ret->d);
    return 0;
  case BI_frexp: case BI_modf: { /* the second result through the pointer: an int, or a double */
    uint8_t *w = vl_at(r, a[1].u, 0, bi == BI_frexp ? 4 : 8, 1, &trap);
    int32_t e;
    Value ip;
    if (!w) return trap;
    if (bi == BI_frexp) {
      ret->d = lm_frexp(a[0].d, &e);
      vl_put(w, (uint32_t)e, 4);
    } else {
      ret->d = lm_modf(a[0].d, &ip.d);
      vl_put(w, ip.u, 8);
    }
    return 0;
  }
  case BI_isascii: ret->i = (a[0].u & ~(uint64_t)0x7f & 0xffffffffu) == 0; return 0;
  case BI_toascii: ret->i = (int32_t)(a[0].u & 0x7f); return 0;
  case BI___builtin_signbit: ret->i = (int32_t)(a[0].u >> 63); return 0;
  case BI___builtin_stdin: ret->u = (uint64_t)VL_STREAM_ID << 32; return 0;
  case BI_atof: return vl_strtod(r, a[0].u, 0, ret);
  case BI_strtod: return vl_strtod(r, a[0].u, a[1].u, ret);
  case BI_rand: ret->i = cl_rand(&r->rnd); return 0;
  case BI_srand: cl_srand(&r->rnd, (uint32_t)a[0].u); return 0;
  case BI_isalnum: case BI_isalpha: case BI_isblank: case BI_iscntrl: case BI_isdigit: case BI_isgraph:
  case BI_islower: case BI_isprint: case BI_ispunct: case BI_isspace: case BI_isupper: case BI_isxdigit:
  case BI_tolower: case BI_toupper: {
    int32_t v;
    if (cl_ctype(CL_ISALNUM + (bi - BI_isalnum), (int32_t)a[0].i, &v)) return TRAP_LIB_ARG;
    ret->i = v;
    return 0;
  }
  case BI_putchar: {
    uint8_t c = (uint8_t)a[0].u;
    vl_emit(r, &c, 1);
    ret->i = c;
    return 0;
  }
  case BI_puts: {
    const uint8_t *s = vl_str(r, a[0].u, &la, &trap);
    uint8_t nl = '\n';
    if (!s) return trap;
    vl_emit(r, s, (int64_t)la);
    vl_emit(r, &nl, 1);
    ret->i = la + 1 > (uint64_t)INT32_MAX ? INT32_MAX : (int64_t)la + 1;
    return 0;
  }
  case BI_printf: return vl_printf(r, 0, a, nargs, cls, ret);
  case BI___builtin_stdout: ret->u = (uint64_t)VL_STREAM_ID << 32 | 1u; return 0;
  case BI___builtin_stderr: ret->u = (uint64_t)VL_STREAM_ID << 32 | 2u; return 0;
  case BI_fprintf: case BI_fputs: case BI_fputc: case BI_fflush: {
    uint64_t f = a[bi == BI_fprintf || bi == BI_fflush ? 0 : 1].u;
    int err = (f >> 32) != VL_STREAM_ID || ((uint32_t)f != 1u && (uint32_t)f != 2u);
    if (bi == BI_fflush && f == (uint64_t)VL_STREAM_ID << 32) err = 0; /* fflush(stdin): 0, as glibc */
    if (err) return TRAP_LIB_ARG;
    if (bi == BI_fprintf) return vl_printf(r, (uint32_t)f == 1u ? 3 : 4, a, nargs, cls, ret);
    if (bi != BI_fflush && (uint32_t)f == 2u) r->stderr_used = 1;
    ret->i = 0;
    if (bi == BI_fputc) {
      uint8_t c = (uint8_t)a[0].u;
      if ((uint32_t)f == 1u) vl_emit(r, &c, 1);
      ret->i = c;
    } else if (bi == BI_fputs) {
      const uint8_t *s = vl_str(r, a[0].u, &la, &trap);
      if (!s) return trap;
      if ((uint32_t)f == 1u) vl_emit(r, s, (int64_t)la);
      ret->i = 1; /* glibc's fputs */
    }
    return 0;
  }
  case BI___builtin_inff: case BI___builtin_huge_val: case BI___builtin_huge_valf:
    ret->u = 0x7ff0000000000000ull;
    return 0;
  case BI___builtin_nanf: ret->u = 0x7ff8000000000000ull; return 0;
  case BI___builtin_isnan: ret->i = a[0].d != a[0].d; return 0;
  case BI___builtin_isinf_sign: /* x - x is NaN for an infinity (and a NaN), 0 for every finite x */
    ret->i = a[0].d == a[0].d && a[0].d - a[0].d != a[0].d - a[0].d ? (a[0].d > 0 ? 1 : -1) : 0;
    return 0;
  case BI___builtin_isfinite: ret->i = a[0].d - a[0].d == a[0].d - a[0].d; return 0;
  case BI_sprintf: return vl_printf(r, 1, a, nargs, cls, ret);
  case BI_snprintf: return vl_printf(r, 2, a, nargs, cls, ret);
  case BI_vprintf: return vl_vprintf(r, 0, a, 1, ret);
  case BI_vsprintf: return vl_vprintf(r, 1, a, 2, ret);
  case BI_vsnprintf: return vl_vprintf(r, 2, a, 3, ret);
  case BI_vfprintf: { /* as fprintf: stdout or stderr */
    uint64_t f = a[0].u;
    if ((f >> 32) != VL_STREAM_ID || ((uint32_t)f != 1u && (uint32_t)f != 2u)) return TRAP_LIB_ARG;
    return vl_vprintf(r, (uint32_t)f == 1u ? 3 : 4, a, 2, ret);
  }
  case BI_exit: r->exit_status = (int32_t)a[0].i; return VL_EXIT;
  case BI_abort: return TRAP_ABORT;
  case BI___gnc_assert_fail: r->exit_status = (int32_t)a[0].i; return TRAP_ASSERT; /* the line */
  case BI___gnc_missing_return: return TRAP_MISSING_RETURN;
  case BI_time:
    if (a[0].u != 0) {
      uint8_t *w = vl_at(r, a[0].u, 0, 8, 1, &trap);
      if (!w) return trap;
      vl_put(w, 0, 8);
    }
    return 0;
  case BI_clock: ret->i = r->steps; return 0;
  case BI___errno_location: return vl_errno_location(r, ret);
  case BI_strerror: return vl_strerror(r, (int32_t)a[0].i, ret);
  case BI_perror: return vl_perror(r, a[0].u);
  case BI_div: return vl_div(r, (int32_t)a[1].i, (int32_t)a[2].i, a[0].u, 4, ret);
  case BI_ldiv: case BI_lldiv: return vl_div(r, a[1].i, a[2].i, a[0].u, 8, ret);
  default:
    if (bi >= BI_fabs && bi <= BI_tanhf) {
      double y = nargs > 1 ? a[1].d : 0.0;
      ret->d = vl_math(bi, a[0].d, y);
      vl_math_errno(r, bi, a[0].d, y, ret->d);
      return 0;
    }
    return TRAP_BAD_CALL;
  }
}

#undef VL_DATA
#undef VL_NOINLINE
