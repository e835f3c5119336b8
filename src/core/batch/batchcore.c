/* batchcore.c - steps 1-4 of the batch engine for one program, shared by the CPU and CUDA backends.
 *
 * The order of the steps and what each writes into ProgResult are stated in batch.h.
 * The backends differ only in how they schedule these calls (a thread per program on the CPU; one kernel
 * per step over a chunk of programs, and a warp per program over its tests, on the GPU), so a result can
 * depend only on the program, its tests and the resolved BatchOpts.
 *
 * Compiling goes through cc_phase (compile.c), one pass at a time, so that the GPU can time and launch
 * each phase separately with exactly cc_compile's pass list.
 */
#include "core/batch/batch.h"

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

/* ---------------------------------------------------------------- test values (step 3) */

/* the usable bytes of a byte memory of cap bytes, as the VM counts them (vmlib.c's vl_top) */
CORE_FN static uint32_t batch_top(int64_t cap) {
  int64_t t = cap < 0 ? 0 : cap > (int64_t)0xfffffff0u ? (int64_t)0xfffffff0u : cap;
  return (uint32_t)t & ~15u;
}

/* bytes of the object pointer argument v makes: a string's bytes and a NUL, an array's elements at the
 * pointee's size; -1 for none (null) */
CORE_FN static int64_t batch_obj_size(const BVal *v, int pointee) {
  if (v->tag == BV_STRING) return (int64_t)v->len + 1;
  if (v->tag == BV_ARRAY) return (int64_t)v->len * ty_size(pointee);
  return -1;
}

/* elements of that object (a string's bytes and its NUL) */
CORE_FN static int64_t batch_obj_elems(const BVal *v) { return v->tag == BV_STRING ? (int64_t)v->len + 1 : v->len; }

/* array elements of v convert to type ty: BC_OK, or the code with the element in *elem */
CORE_FN static int batch_check_elems(const BatchIn *in, const BVal *v, int ty, int32_t *elem) {
  Value tmp;
  int32_t e;
  for (e = 0; e < v->len; e++) {
    int rc = bval_convert(in->bytes, &in->arr[v->v + e], ty, &tmp);
    if (rc) { *elem = e; return rc; }
  }
  return BC_OK;
}

/* argument a of parameter type ty: BC_OK or the problem (element in bad->elem) */
CORE_FN static int batch_check_arg(const BatchIn *in, const BVal *a, int ty, BatchBad *bad) {
  Value tmp;
  int pe = bty_pointee(ty);
  if (TY_IS_ARR(ty)) return a->tag != BV_ARRAY ? BC_TYPE : batch_check_elems(in, a, TY_BASE(ty), &bad->elem);
  if (!bty_is_ptr(ty)) return bval_convert(in->bytes, a, ty, &tmp);
  if (a->tag == BV_NULL) return BC_OK;
  if (a->tag == BV_STRING) return bty_is_charp(ty) ? BC_OK : BC_TYPE;
  if (a->tag == BV_ARRAY && pe) return batch_check_elems(in, a, pe, &bad->elem);
  return BC_TYPE;
}

/* args_after[i] = x for argument a of parameter type ty: BI_NONE or the reason */
CORE_FN static int batch_check_after(const BatchIn *in, const BVal *a, const BVal *x, int ty, BatchBad *bad) {
  int pe = TY_IS_ARR(ty) ? TY_BASE(ty) : bty_pointee(ty);
  int64_t n;
  if (!TY_IS_ARR(ty) && (!bty_is_ptr(ty) || (a->tag != BV_ARRAY && a->tag != BV_STRING))) return BI_AFTER_NONE;
  if (x->tag == BV_STRING && !TY_IS_ARR(ty) && bty_is_charp(ty)) return BI_NONE;
  if (x->tag != BV_ARRAY) { bad->why = BC_TYPE; return BI_AFTER_TYPE; }
  n = TY_IS_ARR(ty) ? a->len : batch_obj_elems(a);
  if (x->len != n) { bad->why = x->len; bad->need = n; return BI_AFTER_LEN; }
  bad->why = batch_check_elems(in, x, pe, &bad->elem);
  return bad->why ? BI_AFTER_TYPE : BI_NONE;
}

/* the expected value e of a function returning ty: BC_OK or BC_TYPE / BC_RANGE */
CORE_FN static int batch_check_expect(const BatchIn *in, const BVal *e, int ty) {
  Value tmp;
  if (ty == TY_VOID || e->tag == BV_ARRAY) return BC_TYPE;
  if (bty_is_ptr(ty)) return e->tag == BV_NULL || (e->tag == BV_STRING && bty_is_charp(ty)) ? BC_OK : BC_TYPE;
  return bval_convert(in->bytes, e, ty, &tmp);
}

/* do the pointer arguments of test t fit a byte memory of o->mem_bytes with o->objs ids (placed as
 * vm_new_object places them)?  BI_NONE, BI_MEM_BIG or BI_OBJS_BIG with the need in bad->need */
CORE_FN static int batch_check_mem(const BatchIn *in, int64_t t, const uint8_t *pt, int32_t np, const BatchOpts *o,
                                   BatchBad *bad) {
  int64_t a0 = in->arg_off[t], top = batch_top(o->mem_bytes), hb = 0, need = 0;
  int32_t i, nobj = 0, fits = 1;
  for (i = 0; i < np; i++) {
    int64_t size = TY_IS_ARR(pt[i]) || !bty_is_ptr(pt[i]) ? -1 : batch_obj_size(&in->args[a0 + i], bty_pointee(pt[i]));
    if (size < 0) continue;
    if (size > 2147483647LL || size + hb + 15 > top) fits = 0;
    hb += (size + 15) & ~(int64_t)15;
    need = hb;
    nobj++;
  }
  if (!fits) { bad->need = need; return BI_MEM_BIG; }
  if (nobj > 0 && (int64_t)o->objs - 1 - nobj < 0) { bad->need = nobj + 1; return BI_OBJS_BIG; }
  return BI_NONE;
}

CORE_FN int batch_check_prog(const BatchIn *in, int32_t p, const Module *m, int32_t fn, const BatchOpts *o,
                             BatchBad *bad) {
  const ModFunc *f = &m->fn[fn];
  const uint8_t *pt = m->types + f->types_off;
  int64_t t0 = in->test_off[p], t1 = in->test_off[p + 1], t;
  int32_t i;
  int bi;
  bad->test = bad->arg = bad->elem = -1;
  bad->want = bad->why = bad->after = 0;
  bad->need = 0;
  for (t = t0; t < t1; t++) {
    int64_t a0 = in->arg_off[t], na = in->arg_off[t + 1] - a0, heap = 0;
    bad->test = (int32_t)(t - t0);
    if (na != f->nparams) { bad->why = (int32_t)na; return BI_ARG_COUNT; }
    for (i = 0; i < f->nparams; i++) {
      const BVal *a = &in->args[a0 + i];
      bad->arg = i;
      bad->want = pt[i];
      bad->why = batch_check_arg(in, a, pt[i], bad);
      if (bad->why) return BI_ARG_TYPE;
      if (TY_IS_ARR(pt[i])) heap += a->len;
      if (in->after && in->after[a0 + i].tag != 0) {
        bad->after = 1;
        bi = batch_check_after(in, a, &in->after[a0 + i], pt[i], bad);
        if (bi) return bi;
        bad->after = 0;
      }
    }
    bad->arg = -1;
    bad->want = f->ret;
    if (in->expect[t].tag != 0) {
      bad->why = batch_check_expect(in, &in->expect[t], f->ret);
      if (bad->why) return BI_EXPECT_TYPE;
    }
    if (heap > o->heap_slots) { bad->why = heap > 2147483647LL ? 2147483647 : (int32_t)heap; return BI_TOO_BIG; }
    bi = batch_check_mem(in, t, pt, f->nparams, o, bad);
    if (bi) return bi;
  }
  bad->test = -1;
  bad->want = 0;
  return BI_NONE;
}

/* ---------------------------------------------------------------- arguments (step 4) */

/* a value of scalar type ty stored little-endian at q, as gcc stores it (ty_size bytes) */
CORE_FN static void batch_put(uint8_t *q, int ty, Value v) {
  uint64_t u = v.u;
  int k, n = ty_size(ty);
  if (ty == TY_FLOAT) {
    union { float f; uint32_t u; } x;
    x.f = (float)v.d;
    u = x.u;
  }
  for (k = 0; k < n; k++) q[k] = (uint8_t)(u >> (8 * k));
}

/* the value of scalar type ty at q, in the VM's slot form (what bval_convert makes) */
CORE_FN static Value batch_get(const uint8_t *q, int ty) {
  Value v;
  uint64_t u = 0;
  int k, n = ty_size(ty);
  for (k = 0; k < n; k++) u |= (uint64_t)q[k] << (8 * k);
  if (ty == TY_FLOAT) {
    union { float f; uint32_t u; } x;
    x.u = (uint32_t)u;
    v.d = (double)x.f;
    return v;
  }
  if (n < 8 && (ty == TY_CHAR || ty == TY_SHORT || ty == TY_INT || ty == TY_UINT) && (u >> (8 * n - 1)) & 1)
    u |= ~(uint64_t)0 << (8 * n); /* sign-extended, unsigned int too (the slot form) */
  v.u = u;
  return v;
}

CORE_FN int32_t batch_load_args(const BatchIn *in, int64_t t, const Module *m, int32_t fn, Value *args,
                                VmMem *mem) {
  const ModFunc *f = &m->fn[fn];
  const uint8_t *pt = m->types + f->types_off;
  int64_t a0 = in->arg_off[t];
  int32_t used = 0, i, e;
  const BatchCheck *ck = in->check ? &in->check[t] : 0;
  mem->host_objs = 0;
  mem->host_bytes = 0;
  mem->in = ck && ck->in.tag == BV_STRING ? in->bytes + ck->in.v : 0; /* the test's standard input */
  mem->in_len = mem->in ? ck->in.len : 0;
  for (i = 0; i < f->nparams; i++) {
    const BVal *a = &in->args[a0 + i];
    int ty = pt[i], pe = bty_pointee(ty);
    if (TY_IS_ARR(ty)) {
      for (e = 0; e < a->len; e++) bval_convert(in->bytes, &in->arr[a->v + e], TY_BASE(ty), &mem->heap[used + e]);
      args[i] = vm_arr_ref(used, a->len);
      used += a->len;
    } else if (!bty_is_ptr(ty)) {
      bval_convert(in->bytes, a, ty, &args[i]);
    } else if (a->tag == BV_STRING) {
      if (vm_new_object(mem, in->bytes + a->v, (uint32_t)a->len, (uint32_t)a->len + 1, &args[i])) return -1;
    } else if (a->tag == BV_ARRAY) {
      uint8_t *q;
      if (vm_new_object(mem, 0, 0, (uint32_t)batch_obj_size(a, pe), &args[i])) return -1;
      q = mem->mem + mem->objs[args[i].u >> 32].base;
      for (e = 0; e < a->len; e++) {
        Value x;
        bval_convert(in->bytes, &in->arr[a->v + e], pe, &x);
        batch_put(q + (int64_t)e * ty_size(pe), pe, x);
      }
    } else {
      args[i].u = 0; /* null */
    }
  }
  return used;
}

CORE_FN int batch_check(const BatchIn *in, int32_t p, const Module *m, int32_t fn, const BatchOpts *o,
                        ProgResult *r) {
  BatchBad bad;
  int bi = batch_check_prog(in, p, m, fn, o, &bad);
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

/* does the return value (or after exit() the status) match the expected value e?  str: the returned
 * string's bytes (TR_STR) */
CORE_FN static int batch_value_ok(const BatchIn *in, int ret_type, const TestResult *tr, const BVal *e,
                                  const BatchCheck *ck, const uint8_t *str) {
  Value w;
  if (tr->flags & TR_EXITED) { /* the status, where the function returns an integer */
    if (!ty_is_int32(ret_type) && !ty_is_int64(ret_type)) return 0;
    bval_convert(in->bytes, e, ret_type, &w);
    return w.i == tr->value.i;
  }
  if (e->tag == BV_NULL) return tr->value.u == 0;
  if (e->tag == BV_STRING && bty_is_ptr(ret_type))
    return (tr->flags & TR_STR) && tr->str_len == e->len && batch_bytes_eq((const char *)str, in->bytes + e->v, e->len);
  bval_convert(in->bytes, e, ret_type, &w);
  if (ty_is_float(ret_type)) return batch_same_float(tr->value.u, w.u, ck);
  return tr->value.i == w.i;
}

/* The object pointer p names after a run that left r (docs/memory.md): a static, or one of the run's
 * heap objects not freed (frame objects died with their functions; ids outside both ranges may hold
 * stale entries of earlier runs).  0 and the object, else the trap that reaching it would raise. */
CORE_FN static int batch_live_obj(const VmMem *mem, const Module *m, const VmResult *r, uint64_t p,
                                  const VmObj **ob) {
  int64_t id = (int64_t)(p >> 32);
  if (id == 0) return TRAP_NULL;
  if (!mem->objs || id >= mem->objs_cap || (id > (int64_t)m->nstatics && id < r->heap_lo)) return TRAP_DANGLING;
  *ob = &mem->objs[id];
  if ((*ob)->flags & VM_OBJ_FREED) return TRAP_USE_AFTER_FREE;
  return 0;
}

/* the NUL-terminated string at pointer p after the run: 0 with its bytes and length, else a trap */
CORE_FN static int batch_str_at(const VmMem *mem, const Module *m, const VmResult *r, uint64_t p,
                                const uint8_t **s, int32_t *len) {
  const VmObj *ob = 0;
  int64_t off = (int64_t)(int32_t)(uint32_t)p, i;
  int trap = batch_live_obj(mem, m, r, p, &ob);
  if (trap) return trap;
  if (off < 0 || off > (int64_t)ob->size) return TRAP_BOUNDS;
  *s = mem->mem + ob->base + off;
  for (i = 0; off + i < (int64_t)ob->size; i++)
    if ((*s)[i] == 0) { *len = (int32_t)i; return 0; }
  return TRAP_BOUNDS; /* no NUL before the object's end */
}

/* do the contents of argument i (value args[i], parameter type ty, given as a) after the run equal x? */
CORE_FN static int batch_after_ok(const BatchIn *in, const VmMem *mem, const Module *m, const VmResult *r,
                                  const Value *arg, const BVal *x, int ty, const BatchCheck *ck) {
  int pe = TY_IS_ARR(ty) ? TY_BASE(ty) : bty_pointee(ty);
  const VmObj *ob = 0;
  const uint8_t *q = 0;
  int32_t e, n;
  if (!TY_IS_ARR(ty)) {
    if (batch_live_obj(mem, m, r, arg->u, &ob)) return 0; /* freed by the program */
    q = mem->mem + ob->base;
    if (x->tag == BV_STRING) {
      const uint8_t *s;
      return batch_str_at(mem, m, r, arg->u, &s, &n) == 0 && n == x->len &&
             batch_bytes_eq((const char *)s, in->bytes + x->v, n);
    }
    if ((int64_t)ob->size != (int64_t)x->len * ty_size(pe)) return 0;
  }
  for (e = 0; e < x->len; e++) {
    Value got, want;
    bval_convert(in->bytes, &in->arr[x->v + e], pe, &want);
    if (TY_IS_ARR(ty)) got = mem->heap[(arg->u & 0xffffffffu) + (uint64_t)e];
    else got = batch_get(q + (int64_t)e * ty_size(pe), pe);
    if (ty_is_float(pe) ? !batch_same_float(got.u, want.u, ck) : got.i != want.i) return 0;
  }
  return 1;
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
  const ModFunc *f = &m->fn[fn];
  const uint8_t *pt = m->types + f->types_off, *str = 0;
  int ret_type = f->ret, checks = 0;
  int32_t at = 0, i;
  tr->value.u = 0;
  tr->trap = 0;
  tr->out_len = r->out_len;
  tr->flags = r->out_truncated ? TR_OUT_TRUNC : 0;
  tr->str_len = 0;
  tr->after_arg = -1;
  if (r->trap != TRAP_NONE) {
    batch_report(tb, rcap, 0, mem->out, r->out_len);
    tr->status = TS_TRAP;
    tr->trap = r->trap;
    return;
  }
  if (r->exited) {
    tr->flags |= TR_EXITED;
    tr->value.i = (int32_t)r->ret.i;
  } else if (ret_type != TY_VOID) {
    tr->value = r->ret;
  }
  if (!r->exited && bty_is_charp(ret_type)) { /* the string it points to, reported first */
    int32_t n = 0;
    int trap = batch_str_at(mem, m, r, r->ret.u, &str, &n);
    tr->flags |= TR_STR;
    tr->str_len = trap ? -trap : n;
    if (!trap) {
      at = n < rcap ? n : rcap;
      batch_report(tb, rcap, 0, (const char *)str, at);
    }
  }
  batch_report(tb, rcap, at, mem->out, r->out_len);
  if (e->tag != 0) {
    checks++;
    if (!batch_value_ok(in, ret_type, tr, e, ck, str)) tr->flags |= TR_DIFF_VALUE;
  }
  for (i = 0; in->after && i < f->nparams; i++) {
    int64_t a = in->arg_off[t] + i;
    if (in->after[a].tag == 0) continue;
    checks++;
    if (tr->after_arg < 0 &&
        !batch_after_ok(in, mem, m, r, &args[i], &in->after[a], pt[i], ck)) {
      tr->flags |= TR_DIFF_AFTER;
      tr->after_arg = i;
    }
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
  mem->in = 0;
  mem->in_len = 0;
}

#undef BATCH_A8
