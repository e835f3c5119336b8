/* batchcore.c - steps 1-4 of the batch engine for one program, shared by the CPU and CUDA backends.
 *
 * The order of the steps and what each writes into ProgResult are stated in batch.h and batchcore.h.
 * The backends differ only in how they schedule these calls (a thread per program on the CPU; one kernel
 * per step over a chunk of programs, and a warp per program over its tests, on the GPU), so a result can
 * depend only on the program, its tests and the resolved BatchOpts.
 *
 * Compiling goes through cc_phase (compile.c), one pass at a time, so that the GPU can time and launch
 * each phase separately with exactly cc_compile's pass list.
 */
#include "batchcore.h"

CORE_FN static void batch_clear_diag(Diag *d) {
  int32_t i;
  d->code = d->pos = d->len = d->arg = d->mac = d->tlen = 0;
  for (i = 0; i < (int32_t)sizeof d->text; i++) d->text[i] = 0;
}

CORE_FN void batch_prog_begin(ProgResult *r) {
  r->status = PS_OK;
  r->passed = r->failed = 0;
  batch_clear_diag(&r->first_error);
  r->nerrors = r->ret_type = r->invalid = r->invalid_arg = 0;
}

CORE_FN int32_t batch_src_len(const BatchIn *in, int32_t p) {
  int64_t n = in->src_off[p + 1] - in->src_off[p];
  return n > GNC_MAX_SRC ? GNC_MAX_SRC + 1 : (int32_t)n;
}

CORE_FN static void batch_set_error(ProgResult *r, int32_t code, int32_t pos, int32_t len, int32_t arg,
                                    int32_t n) {
  batch_clear_diag(&r->first_error);
  r->status = PS_COMPILE_ERROR;
  r->first_error.code = code;
  r->first_error.pos = pos;
  r->first_error.len = len;
  r->first_error.arg = arg;
  r->nerrors = n;
}

CORE_FN int batch_compile_result(const Compiler *c, int failed, ProgResult *r) {
  if (!failed && c->ndiag == 0) return 0;
  if (c->ndiag > 0) {
    batch_set_error(r, c->diag[0].code, c->diag[0].pos, c->diag[0].len, c->diag[0].arg,
                    c->nerr_total > c->ndiag ? c->nerr_total : c->ndiag);
    r->first_error.mac = c->diag[0].mac; /* the preprocessor's macro note and text */
    r->first_error.tlen = c->diag[0].tlen;
    for (int32_t i = 0; i < c->diag[0].tlen && i < (int32_t)sizeof r->first_error.text; i++)
      r->first_error.text[i] = c->diag[0].text[i];
  } else
    batch_set_error(r, E_OUT_OF_SPACE, 0, 0, 0, 1);
  return 1;
}

CORE_FN int batch_load(const uint8_t *mod, int32_t len, Module *m, ProgResult *r) {
  if (mod_load(mod, (size_t)(len < 0 ? 0 : len), m) == MOD_OK) return 0;
  batch_set_error(r, BATCH_E_VERIFY, -1, -1, VE_LOAD, 1);
  return 1;
}

CORE_FN int batch_verify(const Module *m, void *vws, size_t vws_size, ProgResult *r) {
  VfyError ve;
  ve.code = ve.func = ve.pc = ve.arg = 0;
  if (vfy_module(m, vws, vws_size, &ve) == 0) return 0;
  batch_set_error(r, BATCH_E_VERIFY, ve.func, ve.pc, ve.code ? ve.code : VE_LOAD, 1);
  return 1;
}

CORE_FN int32_t batch_entry(const BatchIn *in, int32_t p, const Module *m, ProgResult *r) {
  int32_t fn = mod_find(m, in->entry + in->entry_off[p], in->entry_off[p + 1] - in->entry_off[p]);
  if (fn < 0) {
    r->status = PS_INVALID_INPUT;
    r->invalid = BI_NO_ENTRY;
    r->invalid_arg = -1;
    return -1;
  }
  r->ret_type = m->fn[fn].ret;
  return fn;
}

CORE_FN int batch_check(const BatchIn *in, int32_t p, const Module *m, int32_t fn, int32_t heap_cap,
                        ProgResult *r) {
  BatchBad bad;
  int bi = batch_check_prog(in, p, m, fn, heap_cap, &bad);
  if (bi == BI_NONE) return 0;
  r->status = PS_INVALID_INPUT;
  r->invalid = bi;
  r->invalid_arg = bad.test;
  return 1;
}

CORE_FN void batch_tally(ProgResult *r, const TestResult *tr) {
  if (tr->status == TS_PASS) r->passed++;
  else if (tr->status == TS_FAIL || tr->status == TS_TRAP) r->failed++;
}

CORE_FN void batch_not_run(TestResult *tr) {
  tr->value.u = 0;
  tr->status = TS_NOT_RUN;
  tr->trap = 0;
  tr->out_len = tr->flags = tr->str_len = 0;
  tr->after_arg = -1;
}

/* ---------------------------------------------------------------- scoring (step 4) */

CORE_FN static double batch_fabs(double x) { return x < 0 ? -x : x; }

CORE_FN int batch_same_float(uint64_t got, uint64_t want, const BatchCheck *ck) {
  Value a, b;
  double d, lim, m;
  int an, bn;
  a.u = got;
  b.u = want;
  an = a.d != a.d;
  bn = b.d != b.d;
  if (an || bn) return an && bn;
  if (!ck || !(ck->flags & BCK_TOL)) return got == want;
  if (a.d == b.d) return 1;
  if (a.d - a.d != 0 || b.d - b.d != 0) return 0; /* an infinity: only itself */
  d = batch_fabs(a.d - b.d);
  m = batch_fabs(a.d) > batch_fabs(b.d) ? batch_fabs(a.d) : batch_fabs(b.d);
  lim = ck->rtol * m;
  if (ck->atol > lim) lim = ck->atol;
  return d <= lim;
}

CORE_FN static int batch_bytes_eq(const char *a, const char *b, int64_t n) {
  int64_t i;
  for (i = 0; i < n; i++)
    if (a[i] != b[i]) return 0;
  return 1;
}

/* does the return value (or after exit() the status) match the expected value e? */
CORE_FN static int batch_value_ok(const BatchIn *in, int ret_type, const TestResult *tr, const BVal *e,
                                  const BatchCheck *ck) {
  Value w;
  if (tr->flags & TR_EXITED) { /* the status, where the function returns an integer */
    if (!ty_is_int32(ret_type) && !ty_is_int64(ret_type)) return 0;
    bval_convert(e, ret_type, &w);
    return w.i == tr->value.i;
  }
  (void)in;
  bval_convert(e, ret_type, &w);
  if (ty_is_float(ret_type)) return batch_same_float(tr->value.u, w.u, ck);
  return tr->value.i == w.i;
}

/* the report area: the output's first bytes after `at` bytes already there */
CORE_FN static void batch_report(char *tb, int32_t rcap, int32_t at, const char *out, int32_t n) {
  int32_t i;
  if (!tb) return;
  for (i = 0; i < n && at + i < rcap; i++) tb[at + i] = out[i];
}

CORE_FN void batch_score(const BatchIn *in, int64_t t, const Module *m, int32_t fn, const Value *args,
                         const VmMem *mem, const VmResult *r, TestResult *tr, char *tb, int32_t rcap) {
  const BVal *e = &in->expect[t];
  const BatchCheck *ck = in->check ? &in->check[t] : 0;
  int ret_type = m->fn[fn].ret, checks = 0;
  (void)args;
  tr->value.u = 0;
  tr->trap = 0;
  tr->out_len = r->out_len;
  tr->flags = r->out_truncated ? TR_OUT_TRUNC : 0;
  tr->str_len = 0;
  tr->after_arg = -1;
  batch_report(tb, rcap, 0, mem->out, r->out_len);
  if (r->trap != TRAP_NONE) { tr->status = TS_TRAP; tr->trap = r->trap; return; }
  if (r->exited) {
    tr->flags |= TR_EXITED;
    tr->value.i = (int32_t)r->ret.i;
  } else if (ret_type != TY_VOID) {
    tr->value = r->ret;
  }
  if (e->tag != 0) {
    checks++;
    if (!batch_value_ok(in, ret_type, tr, e, ck)) tr->flags |= TR_DIFF_VALUE;
  }
  if (ck && ck->out.tag == BV_STRING) {
    checks++;
    if (r->out_truncated || r->out_len != ck->out.len || !batch_bytes_eq(mem->out, in->bytes + ck->out.v, r->out_len))
      tr->flags |= TR_DIFF_OUT;
  }
  if (checks == 0) tr->status = TS_DONE;
  else tr->status = tr->flags & (TR_DIFF_VALUE | TR_DIFF_OUT | TR_DIFF_AFTER) ? TS_FAIL : TS_PASS;
}

CORE_FN int64_t batch_test_heap(const BatchIn *in, int64_t t, const Module *m, int32_t fn) {
  const ModFunc *f = &m->fn[fn];
  const uint8_t *pt = m->types + f->types_off;
  int64_t a0 = in->arg_off[t], used = 0;
  int32_t i;
  for (i = 0; i < f->nparams; i++)
    if (TY_IS_ARR(pt[i])) used += in->args[a0 + i].len;
  return used;
}

CORE_FN int32_t batch_frames_cap(const BatchOpts *o) { return VM_FRAME_INTS * (o->max_depth + 2); }

CORE_FN void batch_caps(const BatchOpts *o, BatchCaps *c) {
  c->stack = o->stack_slots;
  c->heap = o->heap_slots;
  c->frames = batch_frames_cap(o);
  c->objs = o->objs;
  c->out = o->out_bytes;
  c->pad = 0;
  c->mem = o->mem_bytes;
}

#define BATCH_A8(n) (((n) + 7u) & ~(size_t)7u)

/* byte offsets of the parts of a VmMem block */
CORE_FN static void batch_vm_layout(const BatchCaps *c, size_t off[6]) {
  off[0] = sizeof(Value) * (size_t)c->stack;                     /* end of the stack: the heap  */
  off[1] = off[0] + sizeof(Value) * (size_t)c->heap;              /* the frames                  */
  off[2] = off[1] + BATCH_A8(sizeof(int32_t) * (size_t)c->frames); /* the object table            */
  off[3] = off[2] + BATCH_A8(sizeof(VmObj) * (size_t)c->objs);     /* the output                  */
  off[4] = off[3] + BATCH_A8((size_t)c->out);                      /* the byte memory             */
  off[5] = off[4] + BATCH_A8((size_t)c->mem);                      /* the end                     */
}

CORE_FN size_t batch_vm_bytes(const BatchCaps *c) {
  size_t off[6];
  batch_vm_layout(c, off);
  return off[5];
}

CORE_FN void batch_vm_mem(void *block, const BatchCaps *c, VmMem *mem) {
  unsigned char *b = (unsigned char *)block;
  size_t off[6];
  batch_vm_layout(c, off);
  mem->stack = (Value *)b;
  mem->stack_cap = c->stack;
  mem->heap = (Value *)(b + off[0]);
  mem->heap_cap = c->heap;
  mem->frames = (int32_t *)(b + off[1]);
  mem->frames_cap = c->frames;
  mem->objs = (VmObj *)(b + off[2]);
  mem->objs_cap = c->objs;
  mem->out = (char *)(b + off[3]);
  mem->out_cap = c->out;
  mem->mem = b + off[4];
  mem->mem_cap = c->mem;
  mem->host_objs = 0;
  mem->host_bytes = 0;
}

#undef BATCH_A8
